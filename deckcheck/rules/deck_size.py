"""A deck must hold exactly the number of cards its format requires: 60 in every official format.

Rulebook 000, "Costruzione del mazzo": "il tuo mazzo includa esattamente 60 carte: non una in più e
non una in meno!"

**Fails**: 59 or 61 cards. **Warns**: the list's ``Total Cards: N`` line disagrees with what its
lines add up to (a list cut short when pasted, for example).

**Undecided**: fewer than 60 cards read where lines are left to confirm (a table row only a
judge can split, a line with two counts): those lines may hold the rest. It **fails** when no
reading of them can make 60 (``1 Rare Candy x4`` beside 60 cards: 61 or more).
**Passes**: quantities adding up to 60. Section header numbers never decide: Pokémon TCG Live
writes the number of lines there, other sites the number of cards, and the deck's total is what
counts. **Warns** (advice, no change to the verdict): a section header whose number is neither
its section's cards nor its card lines ("Trainer: 36" over 40 Trainer cards in 17 lines), where
every line of the section was read: the list was edited and its header left behind, or a card
is missing, and a judge looks at it.
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
    to_confirm = [problem.copies for problem in deck.decklist.problems if problem.undecided]
    if to_confirm:
        # The lines read make the size and the lines to confirm may hold no card ("0 Rare Candy
        # x4"): the size is that line's own point, none of this rule's.
        if total != size or any(low > 0 for low, _high in to_confirm):
            yield _beside_lines_to_confirm(deck, total, size, to_confirm)
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
    for header in deck.decklist.section_counts:
        if header.whole and header.stated not in (header.cards, header.lines):
            # Translators: {header} is a section header as a list writes it ("Trainer: 36"),
            # {stated} the number it gives, {cards} the cards read under it, {lines} their lines.
            yield violation(ID, Severity.WARNING, _(
                'the section header "{header}" gives {stated}, which is neither the number of '
                "cards under it ({cards}) nor of their lines ({lines}); the deck's total is what "
                "counts").format(header=header.header, stated=header.stated,
                                 cards=header.cards, lines=header.lines),
                lines=[header.line_number])


def _beside_lines_to_confirm(deck: DeckContext, total: int, size: int,
                             to_confirm: list[tuple[int, int | None]]) -> Violation:
    """What the size is where lines are left to confirm, each holding ``to_confirm``'s fewest
    and most cards (:attr:`deckcheck.models.SyntaxProblem.copies`): an error when no reading of
    them makes ``size``, else a point."""
    shown = deck.format.shown_name
    least = total + sum(low for low, _high in to_confirm)
    most = None if any(high is None for _low, high in to_confirm) \
        else total + sum(high for _low, high in to_confirm if high is not None)
    if least > size:
        # However they are confirmed, the lines to confirm hold at least one card each (or what
        # their readings say): "1 Rare Candy x4" beside 60 cards makes 61 or more.
        # Translators: {count} is the fewest cards the deck may hold; {format} a format's name;
        # {size} a number of cards.
        return violation(ID, Severity.ERROR, ngettext(
            "the deck holds at least {count} card, however its lines to confirm are read; the "
            "{format} format requires exactly {size}",
            "the deck holds at least {count} cards, however its lines to confirm are read; the "
            "{format} format requires exactly {size}", least).format(
                count=least, format=shown, size=size))
    if most is not None and most < size:
        # Translators: {count} is the most cards the deck may hold; {format} a format's name;
        # {size} a number of cards.
        return violation(ID, Severity.ERROR, ngettext(
            "the deck holds at most {count} card, however its lines to confirm are read; the "
            "{format} format requires exactly {size}",
            "the deck holds at most {count} cards, however its lines to confirm are read; the "
            "{format} format requires exactly {size}", most).format(
                count=most, format=shown, size=size))
    # The lines to confirm (a table row whose split only a judge can tell, a line with two
    # counts) may hold the cards missing: the size is a point until they are confirmed.
    # Translators: {format} is a format's name; {size} a number of cards; {count} the cards
    # of the lines read.
    return violation(ID, Severity.WARNING, ngettext(
        "the lines read hold {count} card; the {format} format requires exactly {size}: the "
        "lines to confirm may hold the rest",
        "the lines read hold {count} cards; the {format} format requires exactly {size}: the "
        "lines to confirm may hold the rest", total).format(
            count=total, format=shown, size=size), undecided=True)
