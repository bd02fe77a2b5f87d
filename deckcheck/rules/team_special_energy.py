"""Advice: 2 Double Colorless or other Special Energy cards in the deck.

Rulebook 003: "Consiglio di mettere in ogni mazzo due carte energia doppia incolore o altre
energie non base." It is advice ("Consiglio"), so the ``team-of-six`` format rates it ``warning``
in its ``levels``. Every Energy card that is not basic Energy counts.

**Fails** (advice, team-of-six): a deck whose only Energy cards are basic Energy.
**Passes** (team-of-six): 2 Double Colorless Energy BS 96 in the deck.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.models import Section, Severity, Violation
from deckcheck.rules.base import DeckContext, count, plural, violation

ID = "team-special-energy"


def check(deck: DeckContext) -> Iterator[Violation]:
    """One violation when the deck has fewer Special Energy cards than advised."""
    team = deck.format.team
    if team is None or team.special_energy is None:
        return
    special = [card for card in deck.cards
               if card.section is Section.ENERGY and not card.basic_energy]
    if count(special) < team.special_energy:
        yield violation(ID, Severity.ERROR,
                        f"the deck has {plural(count(special), 'Special Energy card')}; the "
                        f"variant advises {team.special_energy} (Double Colorless Energy or other "
                        "Special Energy)", cards=special)
