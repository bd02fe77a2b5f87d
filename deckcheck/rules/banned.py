"""No card banned in the format: bans are by print (set and number), as the official list is.

The ban lists live in the format files (data/formats/expanded.yaml: the official Expanded list);
an entry resting on a single secondary source says so. A line that names no print is banned when
every print of its name that the format allows is on the list (Hex Maniac: AOR 75 and AOR 75a),
and undecided when only some are (Duskull: CEC 83 is banned, SFA 18 is not) — the set and number
tell which. Without a card catalog, deckcheck cannot know every print of a name, so a name-only
line of a banned name is undecided.

**Fails** (Expanded): 1 Lysandre's Trump Card PHF 99; 1 Hex Maniac (every print is banned).
**Undecided** (Expanded): 1 Duskull — CEC 83 is banned, SFA 18 is not; the line names no print.
**Passes** (Expanded): 1 Duskull SFA 18.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from deckcheck.formats import GameFormat
from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.text import fold

ID = "banned"
LEVEL = "error"
NEEDS: frozenset[str] = frozenset()

_PRINT = re.compile(r"^[A-Z0-9][A-Za-z0-9:-]* [A-Za-z]{0,5}[0-9]+[a-z]?$")


@dataclass(frozen=True)
class Ban:
    """One entry of a ban list: a card by print (or every print), with its date and source."""

    name: str
    source: str
    prints: tuple[str, ...] = ()
    all_prints: bool = False
    """Every print of the name is banned ("Double Colorless Energy — all versions")."""
    since: str | None = None
    single_source: bool = False
    """True when only one secondary source lists the ban (the format file says which)."""
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        for ref in self.prints:
            if not _PRINT.match(ref):
                raise ValueError(f"{ref!r} is not a print: write 'SET NUMBER', e.g. 'TEF 152'")


@dataclass(frozen=True)
class Options:
    """``cards``: the ban list, each entry ``{name, prints | all-prints, since, source}``."""

    cards: tuple[Ban, ...] = ()
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        # From compiled data the entries arrive as mappings; pydantic passes Ban objects.
        object.__setattr__(self, "cards", tuple(
            ban if isinstance(ban, Ban) else Ban(**ban) for ban in self.cards))


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per banned print or wholly banned name; undecided when a name-only line may be."""
    for ban in options.cards:
        prints = {deck.data.parse_print(ref) for ref in ban.prints}
        for card in deck.every_card:
            yield from _check_card(card, ban, prints, deck.format)


def _check_card(card: Card, ban: Ban, prints: set[tuple[str, str]],
                game_format: GameFormat) -> Iterator[Violation]:
    note = " (listed by a single secondary source)" if ban.single_source else ""
    since = f" since {ban.since}" if ban.since else ""
    named = fold(card.name.display) == fold(ban.name)
    if ban.all_prints and named:
        yield violation(ID, Severity.ERROR, f"{ban.name} is banned in {game_format.name}, "
                                            f"every print{since}{note}", cards=[card])
    elif card.print_key in prints:
        yield violation(ID, Severity.ERROR,
                        f"{card.line.set_code} {card.line.number} {ban.name} is banned in "
                        f"{game_format.name}{since}{note}", cards=[card])
    elif card.print_key is None and named:
        listed = ", ".join(ban.prints)
        allowed = [p for p in card.prints
                   if game_format.allows(p) and (p.set_code, p.number) not in prints]
        if card.prints and not allowed:
            yield violation(ID, Severity.ERROR,
                            f"{ban.name} is banned in {game_format.name}{since}: every print "
                            f"of it the format allows is on the ban list ({listed}){note}",
                            cards=[card])
        elif allowed:
            legal = ", ".join(f"{p.set_code} {p.number}" for p in allowed[:6])
            yield undecided(ID, f"some prints of {ban.name} are banned in {game_format.name} "
                                f"({listed}){note}, others are not ({legal}); add the set and "
                                "number to tell which this is", cards=[card])
        else:
            yield undecided(ID, f"prints of {ban.name} are banned in {game_format.name} "
                                f"({listed}){note}; without a card catalog deckcheck cannot tell "
                                "whether any other print is legal: add the set and number, or run "
                                "`deckcheck catalog update`", cards=[card])
