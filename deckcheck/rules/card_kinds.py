"""The deck holds only the kinds of card its format allows.

Every official format allows Pokémon, Trainer and Energy cards. The house-rules variant of
rulebook 003 builds the deck "esclusivamente di carte energia e addestramento": its Pokémon are
the team and the Evolution Deck. A format sets this with ``card-kinds: {kinds: [...]}``.

A card's kind comes from the list's section header, else the card catalog, else what its name
proves; a card of unknown kind gets a warning.

**Fails** (team-of-six): 1 Squirtle BS 63 under the ``Pokémon:`` header of the deck.
**Passes** (team-of-six): 4 Bill BS 91 and 4 Water Energy in the deck, Squirtle in the team.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from deckcheck.models import Section, Severity, Violation
from deckcheck.rules.base import DeckContext, undecided, violation

ID = "card-kinds"
LEVEL = "error"
NEEDS: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Options:
    """``kinds``: the kinds of card the deck may hold (pokemon, trainer, energy)."""

    kinds: tuple[Literal["pokemon", "trainer", "energy"], ...] = ("pokemon", "trainer", "energy")
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

_WORDS = {Section.POKEMON: "Pokémon", Section.TRAINER: "Trainer", Section.ENERGY: "Energy"}


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error naming the cards of a kind the deck may not hold."""
    allowed = {Section(kind) for kind in options.kinds}
    if allowed >= set(Section):
        return
    kinds = " and ".join(_WORDS[kind] for kind in Section if kind in allowed)
    where = " (they belong in the Team or the Evolution Deck)" \
        if (deck.team or deck.evolution) and Section.POKEMON not in allowed else ""
    for kind in Section:
        if kind in allowed:
            continue
        found = [card for card in deck.cards if card.section is kind]
        if found:
            yield violation(ID, Severity.ERROR,
                            f"the deck holds {_WORDS[kind]} cards{where}; in the "
                            f"{deck.format.name} format it holds only {kinds} cards", cards=found)
    unknown = [card for card in deck.cards if card.section is None]
    if unknown:
        yield undecided(ID,
                        f"cannot tell whether these are {kinds} cards: write them under a "
                        "section header, or run `deckcheck catalog update`", cards=unknown)
