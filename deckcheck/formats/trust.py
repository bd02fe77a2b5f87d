"""The window of days a format's data can answer for, the same for every way a day is chosen.

Data read against the official statements on ``as-of`` answers for a day D when D is on or
after ``as-of``, no more than the trusted number of days after it (a ban can be announced at any
time and is never scheduled), and before the first event announced by ``as-of`` that the data
does not yet apply (a set's legal day, a rotation: ``scheduled`` in the format file). The day may
be today (``DECKCHECK_TODAY`` or the clock: rule ``data-age``) or asked (``--date``, a settings
``date``, ``standard@DAY``: rule ``format-date``); the window is the same.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from types import MappingProxyType
from typing import TYPE_CHECKING

from deckcheck import i18n
from deckcheck.i18n import _, ngettext
from deckcheck.rulesdata.options.data_age import Scheduled

if TYPE_CHECKING:
    from deckcheck.formats import GameFormat

WINDOW_RULES = ("data-age", "format-date")
"""The rules that hold a check to the data's window: of today, and of an asked day."""


def window_problem(format_name: str, day: date, as_of: date, trusted_days: int,
                   scheduled: tuple[Scheduled, ...], asked: bool = False) -> str | None:
    """Why data read on ``as-of`` cannot answer for ``day`` (at or after ``as-of``), or None.

    ``asked``: the day was asked for (``--date``) rather than taken for today; only the wording
    differs.
    """
    due = sorted((event for event in scheduled if date.fromisoformat(event.day) <= day),
                 key=lambda event: event.day)
    if due:
        event = due[0]
        # Translators: {event} is an announced event, in English as the data writes it (e.g.
        # "Standard rotation: regulation mark H leaves"); keep `deckcheck update` as it is.
        return _("{event} ({when}) is not yet in deckcheck's {format} data, read on {as_of}: "
                 "run `deckcheck update` for newer data, or confirm with a judge").format(
                     event=event.event, when=i18n.day(event.day), format=format_name,
                     as_of=i18n.day(as_of))
    if day <= as_of + timedelta(days=trusted_days):
        return None
    age, limit = days_phrase((day - as_of).days), days_phrase(trusted_days)
    if asked:
        # Translators: {day} and {as_of} are dates; {age} and {limit} are numbers of days
        # ("91 days", "1 day"); keep `deckcheck update`, max-data-age and --max-data-age.
        return _("{day} is {age} after deckcheck's {format} data was read from the official "
                 "announcements ({as_of}; trusted for {limit}): a ban announced since is not in "
                 "it; run `deckcheck update`, allow older data with max-data-age "
                 "(--max-data-age), or confirm with a judge").format(
                     day=i18n.day(day), age=age, format=format_name, as_of=i18n.day(as_of),
                     limit=limit)
    # Translators: {format} is a format's name; {as_of} a date (YYYY-MM-DD); {age} and {limit}
    # numbers of days ("124 days", "1 day"); keep `deckcheck update`, max-data-age and
    # --max-data-age as they are.
    return _("deckcheck's {format} data was read from the official announcements on {as_of}, "
             "{age} ago (trusted for {limit}): a ban announced since is not in it; run "
             "`deckcheck update`, allow older data with max-data-age (--max-data-age), or "
             "confirm with a judge").format(format=format_name, as_of=i18n.day(as_of),
                                            age=age, limit=limit)


def days_phrase(count: int) -> str:
    """``1 day``, ``91 days`` in the active language (a phrase for another message)."""
    # Translators: a number of days, shown inside other messages ("91 days ago").
    return ngettext("{count} day", "{count} days", count).format(count=count)


def with_max_age(game_format: GameFormat, days: int | None) -> GameFormat:
    """The format with the user's trust in its data (``max-data-age``, ``--max-data-age``) in
    place of its own ``trusted-days``; unchanged when the user sets none."""
    if days is None:
        return game_format
    rules = tuple(replace(setting, options=MappingProxyType({**setting.options,
                                                             "trusted_days": days}))
                  if setting.rule in WINDOW_RULES else setting
                  for setting in game_format.rules)
    return replace(game_format, rules=rules)
