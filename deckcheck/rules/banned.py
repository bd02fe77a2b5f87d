"""No card banned in the format: bans are by print (set and number), as the official list is.

The ban lists live in the format files (data/formats/expanded.yaml: the official Expanded list,
rules-facts.md §2.9); an entry resting on a single secondary source says so. A later reprint of
a banned card under another set and number is not covered by a print-scoped entry.

**Fails** (Expanded): 1 Lysandre's Trump Card PHF 99.
**Warns** (Expanded): 1 Duskull — some prints (CEC 83) are banned; the line names no print.
**Passes** (Expanded): 1 Duskull SFA 18.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, violation
from deckcheck.text import fold

ID = "banned"


def check(deck: DeckContext) -> Iterator[Violation]:
    """An error per banned print; a warning when a name-only line may be a banned print."""
    if not deck.format.banned:
        return
    data = deck.data
    for ban in deck.format.banned:
        prints = {data.parse_print(ref) for ref in ban["prints"]}
        note = " (listed by a single secondary source)" if ban["single_source"] else ""
        since = f" since {ban['since']}" if ban.get("since") else ""
        for card in deck.every_card:
            if ban["all_prints"] and fold(card.name.display) == fold(ban["name"]):
                yield violation(ID, Severity.ERROR,
                                f"{ban['name']} is banned in {deck.format.name}, every print"
                                f"{since}{note}", cards=[card])
            elif card.print_key in prints:
                yield violation(ID, Severity.ERROR,
                                f"{card.line.set_code} {card.line.number} {ban['name']} is banned "
                                f"in {deck.format.name}{since}{note}", cards=[card])
            elif card.print_key is None and fold(card.name.display) == fold(ban["name"]):
                listed = ", ".join(ban["prints"])
                yield violation(ID, Severity.WARNING,
                                f"some prints of {ban['name']} are banned in {deck.format.name} "
                                f"({listed}){note}; add the set and number to tell which this is",
                                cards=[card])
