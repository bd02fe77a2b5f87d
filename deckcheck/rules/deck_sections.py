"""A list may hold only the sections its format has.

``Team:`` and ``Evolution Deck:`` sections belong to the house-rules variant of rulebook 003
(format ``team-of-six``). In any other format their cards are not part of the deck, so a list that
has them is an error rather than a deck silently short of cards.

**Fails** (Standard): a list with a ``Team:`` section holding 1 Snorlax BS 11.
**Passes** (team-of-six): the same list; (Standard) any list without those sections.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import N_, _
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.deck_sections import Options

ID = "deck-sections"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()


_MESSAGES = {
    # Translators: {format} is a format's name.
    "team": N_("the list has a Team section, which the {format} format does not have; its cards "
               "are not counted in the deck"),
    # Translators: {format} is a format's name.
    "evolution": N_("the list has an Evolution Deck section, which the {format} format does not "
                    "have; its cards are not counted in the deck"),
}


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error for each zone apart from the deck that the format does not have."""
    for zone, cards in (("team", deck.team), ("evolution", deck.evolution)):
        if cards and zone not in options.allowed:
            yield violation(ID, Severity.ERROR,
                            _(_MESSAGES[zone]).format(format=deck.format.shown_name), cards=cards)
