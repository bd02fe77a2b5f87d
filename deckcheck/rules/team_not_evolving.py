"""Advice: at most 2 Pokémon of the team that cannot evolve.

Rulebook 003: "E consigliabile avere uno, massimo due Pokemon che non si evolvono, poiché … l'
evoluzione dei Pokemon sara obbligatoria e automatica, quindi fondamentale per la vittoria". It is
advice ("consigliabile"), so its default level is ``warning``; the number is its option ``most``.
A Pokémon cannot evolve when the card catalog knows no Stage 1 or Stage 2 card that evolves from
it; without a catalog the rule says nothing (``evolution-deck`` already warns).

**Fails** (advice, team-of-six): Snorlax, Lapras and Kangaskhan in one team (none evolves).
**Passes**: Snorlax and five Pokémon that evolve.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import ngettext
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, count, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.team_not_evolving import Options

ID = "team-not-evolving"
LEVEL = RULES[ID].level
NEEDS = frozenset({"evolutions"})


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """One violation when more team Pokémon than advised cannot evolve."""
    stuck = [card for card in deck.team if card.evolutions == ()]
    if count(stuck) > options.most:
        # Translators: {most} is a number of Pokémon.
        yield violation(ID, Severity.ERROR, ngettext(
            "{count} team Pokémon cannot evolve; the variant advises at most {most}, as "
            "evolving (automatic when a Pokémon knocks one out) is what wins there",
            "{count} team Pokémon cannot evolve; the variant advises at most {most}, as "
            "evolving (automatic when a Pokémon knocks one out) is what wins there",
            count(stuck)).format(count=count(stuck), most=options.most), cards=stuck)
