"""Every Pokémon of the team must be a Basic Pokémon.

Rulebook 003 deals each player "due Pokemon base per tipologia", and the team of 6 is chosen from
them; evolution cards "formeranno un mazzo a parte chiamato Evolution Deck". The stage comes from
the card catalog (or from the name: Radiant and Pokémon V are Basic); when it is unknown the rule
warns that it could not decide.

**Fails** (team-of-six): Wartortle BS 42 in the team (a Stage 1 Pokémon).
**Passes** (team-of-six): Squirtle BS 63 in the team, Wartortle in the Evolution Deck.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import _
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "team-basic"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error for each team card that is not a Basic Pokémon; a warning when unknown."""
    for card in deck.team:
        if card.basic_pokemon is False:
            # Translators: {name} is a card name.
            yield violation(ID, Severity.ERROR, _(
                '"{name}" is not a Basic Pokémon; the team may hold only Basic Pokémon (evolutions '
                "go in the Evolution Deck)").format(name=card.named()), cards=[card])
    unknown = [card for card in deck.team if card.basic_pokemon is None]
    if unknown:
        yield undecided(ID,
                        _("cannot tell whether these team cards are Basic Pokémon (run "
                          "`deckcheck catalog update`)"), cards=unknown)
