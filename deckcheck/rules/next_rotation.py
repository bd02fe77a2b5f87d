"""The rotation preview (``--next-rotation``): the cards the next Standard rotation removes.

It names the deck's cards that the next announced rotation removes, and the rotation's date.

The next rotation is the first season of data/history/standard.yaml that starts after the day
of the check (``--date``, else today) and was announced by then. Each card is checked against
the format as it will stand on the rotation's first day, reprints included (an older print stays
legal through a reprint of the new pool). Where no rotation is announced, the note says so and
names the history's last day. Advice only: it never changes the verdict.

**Fails**: never; it is advice. It warns (``standard@2026-02-01``): 4 Iron Hands ex PAR 70 —
the rotation of 2026-04-10 removes it (regulation mark G).
**Passes** with a note (``standard@2026-02-01``): 4 Ultra Ball SVI 196 — mark G, but Ultra Ball
MEG 131 (mark I) has the same text. Today: no rotation is announced after the history's last day.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

from deckcheck import i18n
from deckcheck.i18n import _, ngettext
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.next_rotation import Options

ID = "next-rotation"
LEVEL = RULES[ID].level
NEEDS = frozenset({"reprints"})


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """One note: the cards the next announced rotation removes, or that none is announced."""
    from deckcheck.formats import rotation as rotations

    day = date.fromisoformat(options.day)
    rotation = rotations.next_rotation(deck.data, options.format, day)
    if rotation is None:
        yield violation(ID, Severity.WARNING, _("{format} does not rotate").format(
            format=deck.format.shown_name))
        return
    season = rotation.season
    if season is None or season.start is None:
        yield violation(ID, Severity.WARNING, _(
            "no Standard rotation after {day} is announced in deckcheck's format history (its "
            "last day: {horizon})").format(day=i18n.day(options.day),
                                            horizon=i18n.day(rotation.horizon)))
        return
    removed = [card for card in deck.every_card if not card.basic_energy and card.prints
               and rotation.removes(card, deck.data)]
    start = i18n.day(season.start)
    if not removed:
        yield violation(ID, Severity.WARNING, _(
            "the Standard rotation of {date} ({season}) removes none of this deck's cards")
            .format(date=start, season=season.name))
        return
    names = ", ".join(dict.fromkeys(card.named() for card in removed))
    yield violation(ID, Severity.WARNING, ngettext(
        "the Standard rotation of {date} ({season}) removes {count} card line: {names}",
        "the Standard rotation of {date} ({season}) removes {count} card lines: {names}",
        len(removed)).format(date=start, season=season.name, count=len(removed), names=names),
        cards=removed)
