"""The shipped format data is recent enough to judge a list as of today.

A format's card pool and ban list are data, read from the official announcements on a known day
(``as-of``). A ban or a rotation announced after that day is not in them: checked months later,
a list with a card banned since would pass. So once ``trusted-days`` have gone by since ``as-of``
(90: bans have been announced two weeks to a few months before they take effect), every list is
undecided until deckcheck's data is updated, naming the day the data was read. ``--strict`` makes
that an error; ``DECKCHECK_TODAY`` fixes the day taken for today. A list checked ``--date`` is
judged by the format history instead, which has a horizon of its own (rule ``format-date``).

**Fails** (``--strict``): any Standard list, checked on 2026-11-23 against data read on
2026-07-24; without ``--strict`` it is undecided.
**Passes**: the same list checked on 2026-08-01. A day before 2026-07-24 is undecided too: the
data is the format of that day on, and an earlier day is the history's (``--date``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta

from deckcheck import clock, i18n
from deckcheck.i18n import _
from deckcheck.models import Violation
from deckcheck.rules.base import DeckContext, undecided

ID = "data-age"
LEVEL = "error"
NEEDS: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Options:
    """``as-of``: the day the format's data was read from the official sources (YYYY-MM-DD);
    ``trusted-days``: how long after it a check of today is trusted (90)."""

    as_of: str = ""
    trusted_days: int = 90
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.as_of:
            date.fromisoformat(self.as_of)  # a ValueError names the bad date
        if self.trusted_days < 0:
            raise ValueError("trusted-days must be 0 or more")


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """One undecided point when today is more than ``trusted-days`` after ``as-of``."""
    if not options.as_of:
        return
    as_of = date.fromisoformat(options.as_of)
    today = clock.today()
    if today < as_of:
        # The data is the format as it stood on as-of, not before: an earlier day is the
        # history's question (--date), never today's format applied to the past.
        # Translators: {today} and {as_of} are dates, written as your language writes them;
        # keep --date as it is.
        yield undecided(ID, _(
            "the day taken for today, {today}, is before the day deckcheck's {format} data was "
            "read, {as_of}: check the list as of that day with --date").format(
                today=i18n.day(today), format=deck.format.shown_name,
                as_of=i18n.day(options.as_of)))
        return
    if today <= as_of + timedelta(days=options.trusted_days):
        return
    # Translators: {format} is a format's name; {as_of} a date; {days} a number.
    yield undecided(ID, _(
        "deckcheck's {format} data was read from the official announcements on {as_of}, {days} "
        "days ago: a ban or rotation announced since is not in it; update deckcheck, or confirm "
        "with a judge").format(format=deck.format.shown_name, as_of=i18n.day(options.as_of),
                               days=i18n.number((today - as_of).days)))
