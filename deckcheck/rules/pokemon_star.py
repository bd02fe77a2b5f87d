"""At most 1 Pokémon Star (☆) in the deck.

Printed on every ☆ card: "You can't have more than 1 Pokémon Star in your deck." The ☆ is part of
the name (rulebook 000: "Alakazam, Alakazam ☆ … sono nomi diversi"); ★ is the same symbol.

**Fails**: 1 Mewtwo ☆ + 1 Gyarados ☆ δ. **Passes**: 4 Gyarados + 1 Gyarados ☆.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import ngettext
from deckcheck.models import Violation
from deckcheck.rules.base import DeckContext, at_most_one
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "pokemon-star"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error when the deck holds more than 1 Pokémon Star."""
    yield from at_most_one(deck, ID, lambda card: card.pokemon_star, lambda n: ngettext(
        "{count} Pokémon Star (☆) card; a deck may hold only 1",
        "{count} Pokémon Star (☆) cards; a deck may hold only 1", n).format(count=n))
