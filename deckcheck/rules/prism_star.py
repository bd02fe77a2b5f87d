"""At most 1 Prism Star (◇) card with the same name; different ◇ names may share a deck.

Rulebook 000, Appendice 15: "puoi includere una sola copia di una carta stella prisma con lo stesso
nome nel tuo mazzo. A differenza delle carte ASSO TATTICO, però, puoi inserire nel tuo mazzo più
carte stella prisma con nomi differenti".

A print listed in ``data/cards/prism_star.yaml`` is a Prism Star card even when the ◇ is not
written (``Giratina UPR 58``); ``{*}`` (Pokémon TCG Online) and "Prism Star" mean ◇.

**Fails**: 2 Giratina ◇. **Passes**: 1 Giratina ◇, 1 Lunala ◇, 1 Cyrus ◇ and 4 Giratina.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import ngettext
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, by_name, count, violation
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "prism-star"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """One error per Prism Star name with more than 1 copy."""
    for cards in by_name(deck.at_least, lambda card: card.prism_star):
        if count(cards) > 1:
            # Translators: {name} is a card name.
            yield violation(ID, Severity.ERROR, ngettext(
                '{count} card named "{name}"; a deck may hold only 1 Prism Star card of each name',
                '{count} cards named "{name}"; a deck may hold only 1 Prism Star card of each '
                "name", count(cards)).format(count=count(cards), name=cards[0].named()),
                cards=cards)
