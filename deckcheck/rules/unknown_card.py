"""Every card line must name a real card.

With a card catalog installed, a line that matches no card is an error with suggestions. Without
one, deckcheck cannot tell a typo from a real card, and says so once per deck as a warning, so a
clean report never hides an unchecked name.

**Fails** (with a catalog): ``4 Bos's Ordres`` (with up to three suggestions).
**Warns**: ``4 Gengar PAL 104`` — that print is Tinkatuff; the line counts as Gengar, the name
written, and the print is reported (a print counts only when the name matches no card).
After a few dozen unknown lines (``SUGGESTIONS_PER_DECK``) it stops suggesting and says, once, that
the file does not look like a decklist.
**Passes**: ``4 Boss's Orders PAL 172``; ``4 Ordini del Capo`` (Italian for Boss's Orders).
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.catalog import SUGGESTIONS_PER_DECK
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, NoOptions, plural, undecided, violation

ID = "unknown-card"
LEVEL = "error"
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """Errors for lines the catalog does not know; one warning when there is no catalog."""
    for card in deck.every_card:
        if card.verified is False:
            hint = (" — did you mean " + ", ".join(f'"{s}"' for s in card.suggestions) + "?"
                    if card.suggestions else "")
            yield violation(ID, Severity.ERROR, f'no card is named "{card.line.text}"{hint}',
                            cards=[card])
        elif card.print_mismatch is not None:
            yield undecided(ID,
                            f'{card.print_mismatch}, not "{card.line.text}"; counted as '
                            f'"{card.name.display}": check the set and number', cards=[card])
    unknown = sum(1 for card in deck.every_card if card.verified is False)
    if unknown > SUGGESTIONS_PER_DECK:
        yield violation(ID, Severity.ERROR,
                        f"{unknown} lines name no card the catalog knows (suggestions stop after "
                        f"{SUGGESTIONS_PER_DECK}): this file does not look like a decklist")
    unchecked = [card for card in deck.every_card
                 if card.verified is None and not card.basic_energy]
    if unchecked:
        yield undecided(ID,
                        f"{plural(len(unchecked), 'card name')} not checked against a card "
                        "catalog; a misspelt name would count as a card of its own "
                        "(run `deckcheck catalog update`)")
