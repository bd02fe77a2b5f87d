"""A deck must hold exactly the number of cards its format requires: 60 in every official format.

Rulebook 000, "Costruzione del mazzo": "il tuo mazzo includa esattamente 60 carte: non una in più e
non una in meno!"

**Fails**: 59 or 61 cards. **Warns**: the list's ``Total Cards: N`` line disagrees with what its
lines add up to (a list cut short when pasted, for example).

**Undecided**: fewer than 60 cards read where lines are left to confirm (a table row only a
judge can split, a line with two counts): those lines may hold the rest.
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
    to_confirm = sum(1 for problem in deck.decklist.problems if problem.undecided)
    if total < size and to_confirm:
        # Lines left to confirm (a table row whose split only a judge can tell, a line with two
        # counts) may hold the cards missing: the size is a point until they are confirmed.
        # Translators: {format} is a format's name; {size} a number of cards; {count} the cards
        # of the lines read.
        yield violation(ID, Severity.WARNING, ngettext(
            "the lines read hold {count} card; the {format} format requires exactly {size}: the "
            "lines to confirm may hold the rest",
            "the lines read hold {count} cards; the {format} format requires exactly {size}: the "
            "lines to confirm may hold the rest", total).format(
                count=total, format=deck.format.shown_name, size=size), undecided=True)
    elif total != size and (deck.cards or not deck.decklist.problems):
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
