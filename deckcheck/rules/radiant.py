"""At most 1 Radiant Pokémon in the deck.

Rulebook 000, Appendice 6: "hanno la regola del Pokémon Lucente secondo la quale non puoi averne
più di uno nel tuo mazzo." "Radiant" is part of the name: 4 Greninja and 1 Radiant Greninja are
legal together (the 4-copy rule sees two names).

**Fails**: 1 Radiant Greninja + 1 Radiant Charizard. **Passes**: 4 Greninja + 1 Greninja Lucente.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import ngettext
from deckcheck.models import Violation
from deckcheck.rules.base import DeckContext, at_most_one
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "radiant"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error when the deck holds more than 1 Radiant Pokémon."""
    yield from at_most_one(deck, ID, lambda card: card.radiant, lambda n: ngettext(
        "{count} Radiant Pokémon; a deck may hold only 1",
        "{count} Radiant Pokémon; a deck may hold only 1", n).format(count=n))
