"""A list checked as of a date (``--date``): what the format history cannot settle.

The day's card pool and bans are checked by ``not-in-format`` and ``banned``; this rule adds the
points the history (data/history/) leaves open, each undecided ("confirm with a judge"), so that
a list is never called legal on a guess:

* a date past the window the history answers for: more than the format's trusted days after
  the history's last day (its horizon), or past an event announced by then that the history does
  not yet apply (``scheduled``, as for a check of today: rule ``data-age``); a ban may have been
  announced since, so the verdict names the data's date (``--strict`` makes it an error);
* a card whose ban the history dates only in part (a ban or unban whose day is not known);
* a day the history cannot place in the format's life (Expanded's first day is not sourced);
* basic Energy a season retired (basic Fairy Energy is not legal in Standard from 2021-22):
  an error, the one exception to "basic Energy is always legal".

Selected only by a format asked as of a date (``standard@2019-08-16``); no format file names it.

**Fails** (``standard@2021-09-10``): 4 Basic {Y} Energy (Fairy left Standard that day).
**Fails** (``standard@2026-11-23 --strict``): any list (the history ends on 2026-07-24, and
is trusted for 90 days).
**Undecided** (``expanded@2026-11-23``): any list, for the same reason.
**Passes** (``standard@2026-08-01``): a list with no other point, within the 90 days.
**Undecided** (``expanded@2019-08-16``): 1 Red Card XY 124 (on today's ban list, since a date
not known).
**Passes** (``standard@2019-08-16``): a list with no such point.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

from deckcheck import i18n
from deckcheck.formats.trust import window_problem
from deckcheck.i18n import _
from deckcheck.models import Severity, Violation
from deckcheck.names.folding import fold
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.format_date import Options

ID = "format-date"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """Undecided points for a day past the history, and for bans the history cannot date."""
    if options.day and options.horizon and options.day > options.horizon:
        problem = window_problem(_(options.format_name), date.fromisoformat(options.day),
                                 date.fromisoformat(options.horizon), options.trusted_days,
                                 options.scheduled, asked=True)
        if problem is not None:
            yield undecided(ID, problem)
    for note in options.notes:
        yield undecided(ID, _("deckcheck cannot tell whether {format} was played on {day}: "
                              "{uncertain}").format(format=_(options.format_name),
                                                    day=i18n.day(options.day), uncertain=note))
    for retired in options.retired_energy:
        cards = [card for card in deck.every_card if card.name.basic_energy == retired["name"]]
        if not cards:
            continue
        if retired["certain"]:
            yield violation(ID, Severity.ERROR, _(
                "{name} is not legal in {format} on {day}: it left the format on {since}").format(
                name=retired["name"], format=_(options.format_name), day=i18n.day(options.day),
                since=i18n.day(retired["since"] or "?")), cards=cards)
        else:
            yield undecided(ID, _("{name} may not have been legal in {format} on {day}: which "
                                  "season was in force is not known; confirm with a judge")
                            .format(name=retired["name"], format=_(options.format_name),
                                    day=i18n.day(options.day)), cards=cards)
    for ban in options.doubtful_bans:
        prints = {deck.data.parse_print(ref) for ref in ban["prints"]}
        cards = [card for card in deck.every_card
                 if card.print_key in prints
                 or (fold(card.name.display) == fold(ban["name"])
                     and (ban["all_prints"] or card.print_key is None))]
        if cards:
            yield undecided(ID, _("{name} may have been banned in {format} on {day}: the "
                                  "history does not date it ({uncertain}); confirm with a judge")
                            .format(name=ban["name"], format=_(options.format_name),
                                    day=i18n.day(options.day), uncertain=ban["uncertain"]),
                            cards=cards)
