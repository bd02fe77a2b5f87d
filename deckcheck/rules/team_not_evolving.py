"""Advice: at most 2 Pokémon of the team that cannot evolve.

Rulebook 003: "E consigliabile avere uno, massimo due Pokemon che non si evolvono, poiché … l'
evoluzione dei Pokemon sara obbligatoria e automatica, quindi fondamentale per la vittoria". It is
advice ("consigliabile"), so the ``team-of-six`` format rates it ``warning`` in its ``levels``.
A Pokémon cannot evolve when the card catalog knows no Stage 1 or Stage 2 card that evolves from
it; without a catalog the rule says nothing (``evolution-deck`` already warns).

**Fails** (advice, team-of-six): Snorlax, Lapras and Kangaskhan in one team (none evolves).
**Passes**: Snorlax and five Pokémon that evolve.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, count, violation

ID = "team-not-evolving"


def check(deck: DeckContext) -> Iterator[Violation]:
    """One violation when more team Pokémon than advised cannot evolve."""
    team = deck.format.team
    if team is None or team.most_not_evolving is None:
        return
    stuck = [card for card in deck.team if card.evolutions == ()]
    if count(stuck) > team.most_not_evolving:
        yield violation(ID, Severity.ERROR,
                        f"{count(stuck)} team Pokémon cannot evolve; the variant advises at "
                        f"most {team.most_not_evolving}, as evolving (automatic when a Pokémon "
                        "knocks one out) is what wins there", cards=stuck)
