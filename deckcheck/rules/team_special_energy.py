"""Advice: 2 Double Colorless or other Special Energy cards in the deck.

Rulebook 003: "Consiglio di mettere in ogni mazzo due carte energia doppia incolore o altre
energie non base." It is advice ("Consiglio"), so its default level is ``warning``; the number is
its option ``at-least``. Every Energy card that is not basic Energy counts.

**Fails** (advice, team-of-six): a deck whose only Energy cards are basic Energy.
**Passes** (team-of-six): 2 Double Colorless Energy BS 96 in the deck.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import ngettext
from deckcheck.models import Section, Severity, Violation
from deckcheck.rules.base import DeckContext, count, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.team_special_energy import Options

ID = "team-special-energy"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """One violation when the deck has fewer Special Energy cards than advised."""
    special = [card for card in deck.cards
               if card.section is Section.ENERGY and not card.basic_energy]
    if count(special) < options.at_least:
        # Translators: {at_least} is a number of cards.
        yield violation(ID, Severity.ERROR, ngettext(
            "the deck has {count} Special Energy card; the variant advises {at_least} (Double "
            "Colorless Energy or other Special Energy)",
            "the deck has {count} Special Energy cards; the variant advises {at_least} (Double "
            "Colorless Energy or other Special Energy)", count(special)).format(
                count=count(special), at_least=options.at_least), cards=special)
