"""The team must hold exactly the number of Pokémon its format says: 6 in the house-rules variant.

Rulebook 003: the Pokémon cards stay the same, "cambia la loro quantita: solo 6 per ogni
giocatore", and "Ciascun giocatore sceglie accuratamente i 6 pokemon che faranno parte della sua
squadra". The team is declared under its own header (``Team:``, ``Squadra:``), apart from the
deck.

**Fails** (team-of-six): a list with no ``Team:`` section, or 5 Pokémon in it.
**Passes** (team-of-six): 1 each of Snorlax, Squirtle, Koffing, Magnemite, Abra and Diglett.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import ngettext
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, count, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.team_size import Options

ID = "team-size"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error when the team is missing or holds the wrong number of Pokémon."""
    if not deck.team:
        # Translators: {format} is a format's name, {size} a number of Pokémon.
        yield violation(ID, Severity.ERROR, ngettext(
            "the list has no team: the {format} format needs {size} Pokémon under a `Team:` "
            "header, apart from the deck",
            "the list has no team: the {format} format needs {size} Pokémon under a `Team:` "
            "header, apart from the deck", options.size).format(format=deck.format.shown_name,
                                                                  size=options.size))
    elif count(deck.team) != options.size:
        # Translators: {format} is a format's name, {size} a number of Pokémon.
        yield violation(ID, Severity.ERROR, ngettext(
            "the team has {count} Pokémon; the {format} format requires exactly {size}",
            "the team has {count} Pokémon; the {format} format requires exactly {size}",
            count(deck.team)).format(count=count(deck.team), format=deck.format.shown_name,
                                     size=options.size), cards=deck.team)
