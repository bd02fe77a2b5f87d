"""The format data is recent enough to judge a list as of today.

A format's card pool and ban list are data, read from the official announcements on a known day
(``as-of``). What was announced by then with a day of its own — the next set's legal day, a
rotation — is written in the data as a ``scheduled`` event; a ban can come at any time and is
never scheduled. So a check of today is decided while today is on or after ``as-of``, before the
first scheduled event the data does not yet apply, and no more than ``trusted-days`` after
``as-of`` (90 by default; the user's ``max-data-age`` setting or ``--max-data-age`` replaces it).
Outside that window every list is undecided, naming the day the data was read (or the event),
the command that refreshes the data (``deckcheck update``) and the setting. ``--strict`` makes
that an error; ``DECKCHECK_TODAY`` fixes the day taken for today. A list checked ``--date`` is
judged by the format history, within the same window (rule ``format-date``).

The data in use is the newest deckcheck has: the data it shipped with, or a bundle installed
since by ``deckcheck update`` (``deckcheck --version`` names its day).

**Fails** (``--strict``): any Standard list, checked on 2026-11-23 against data read on
2026-07-24; without ``--strict`` it is undecided.
**Undecided**: a list checked on or after a scheduled rotation's day.
**Passes**: the same list checked on 2026-08-01. A day before 2026-07-24 is undecided too: the
data is the format of that day on, and an earlier day is the history's (``--date``).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

from deckcheck import clock, i18n
from deckcheck.formats.trust import window_problem
from deckcheck.i18n import _
from deckcheck.models import Violation
from deckcheck.rules.base import DeckContext, undecided
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.data_age import Options

ID = "data-age"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
SCOPE = "run"
"""What it says is about the run (the data's age), not one list: reporters that can say it once
per run do (rules.run_wide)."""


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """One undecided point when today falls outside the window the data can answer for."""
    if not options.as_of:
        return
    today = clock.today()
    # The same for every list of a run (its format, data, day and language): worded once.
    key = (options, deck.format.shown_name, today, i18n.language())
    said = _SAID.get(key)
    if said is None:
        if len(_SAID) >= 64:  # a few formats and languages a run: never grows with the batch
            _SAID.clear()
        said = _SAID[key] = tuple(_problems(deck, options, today))
    for message in said:
        yield undecided(ID, message)


_SAID: dict[tuple[object, ...], tuple[str, ...]] = {}
"""What the rule says, per options, format name, day and language."""


def _problems(deck: DeckContext, options: Options, today: date) -> Iterator[str]:
    as_of = date.fromisoformat(options.as_of)
    if today < as_of:
        # The data is the format as it stood on as-of, not before: an earlier day is the
        # history's question (--date), never today's format applied to the past.
        # Translators: {today} and {as_of} are dates, written as your language writes them;
        # keep --date as it is.
        yield _(
            "the day taken for today, {today}, is before the day deckcheck's {format} data was "
            "read, {as_of}: check the list as of that day with --date").format(
                today=i18n.day(today), format=deck.format.shown_name,
                as_of=i18n.day(options.as_of))
        return
    problem = window_problem(deck.format.shown_name, today, as_of, options.trusted_days,
                             options.scheduled)
    if problem is not None:
        yield problem
