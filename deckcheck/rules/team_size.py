"""The team holds exactly the number of Pokémon its format says: 6 in the house-rules variant.

Rulebook 003: the Pokémon cards stay the same, "cambia la loro quantita: solo 6 per ogni
giocatore", and "Ciascun giocatore sceglie accuratamente i 6 pokemon che faranno parte della sua
squadra". The team is declared under its own header (``Team:``, ``Squadra:``), apart from the
deck.

**Fails** (team-of-six): a list with no ``Team:`` section, or 5 Pokémon in it.
**Passes** (team-of-six): 1 each of Snorlax, Squirtle, Koffing, Magnemite, Abra and Diglett.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, count, violation

ID = "team-size"


def check(deck: DeckContext) -> Iterator[Violation]:
    """An error when the team is missing or holds the wrong number of Pokémon."""
    team = deck.format.team
    if team is None:
        return
    if not deck.team:
        yield violation(ID, Severity.ERROR,
                        f"the list has no team: the {deck.format.name} format needs "
                        f"{team.size} Pokémon under a `Team:` header, apart from the "
                        "deck")
    elif count(deck.team) != team.size:
        yield violation(ID, Severity.ERROR,
                        f"the team has {count(deck.team)} Pokémon; the "
                        f"{deck.format.name} format requires exactly {team.size}", cards=deck.team)
