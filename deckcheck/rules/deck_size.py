"""A deck must hold exactly the number of cards its format requires: 60 in every official format.

Rulebook 000, "Costruzione del mazzo": "il tuo mazzo includa esattamente 60 carte: non una in più e
non una in meno!"

**Fails**: 59 or 61 cards. **Warns**: the list's ``Total Cards: N`` line disagrees with what its
lines add up to (a list cut short when pasted, for example).

**Passes**: quantities adding up to 60. Section header numbers are never used: Pokémon TCG Live
writes the number of lines there, not cards.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import _, ngettext
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.deck_size import Options

ID = "deck-size"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error when the total is wrong; a warning when the list's own total disagrees."""
    total = deck.total
    size = options.size
    if total != size and (deck.cards or not deck.decklist.problems):
        # Translators: {format} is a format's name; {size} a number of cards.
        yield violation(ID, Severity.ERROR, ngettext(
            "the deck has {count} card; the {format} format requires exactly {size}",
            "the deck has {count} cards; the {format} format requires exactly {size}",
            total).format(count=total, format=deck.format.shown_name, size=size))
    declared = deck.decklist.declared_total
    if declared is not None and declared != total and deck.decklist.total_line is not None:
        yield violation(ID, Severity.WARNING,
                        _("the list says its total is {declared} but its lines add up to "
                          "{total}").format(declared=declared, total=total),
                        lines=[deck.decklist.total_line])
