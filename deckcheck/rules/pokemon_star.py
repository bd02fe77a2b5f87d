"""At most 1 Pokémon Star (☆) in the deck.

Printed on every ☆ card: "You can't have more than 1 Pokémon Star in your deck." The ☆ is part of
the name (rulebook 000: "Alakazam, Alakazam ☆ … sono nomi diversi"); ★ is the same symbol.

**Fails**: 1 Mewtwo ☆ + 1 Gyarados ☆ δ. **Passes**: 4 Gyarados + 1 Gyarados ☆.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, count, plural, violation

ID = "pokemon-star"


def check(deck: DeckContext) -> Iterator[Violation]:
    """An error when the deck holds more than 1 Pokémon Star."""
    stars = [card for card in deck.cards if card.pokemon_star]
    if count(stars) > 1:
        yield violation(ID, Severity.ERROR,
                        f"{plural(count(stars), 'Pokémon Star')} (☆); a deck may hold only 1",
                        cards=stars)
