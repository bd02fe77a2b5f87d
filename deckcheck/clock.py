"""The day deckcheck takes for today.

``DECKCHECK_TODAY`` (``YYYY-MM-DD``) fixes it, for runs that must give the same answer on any day
(a test suite, a reproducible CI job); otherwise it is the machine's date. Only what depends on
today reads it: the age of the shipped format data (rule ``data-age``) and the rotation preview.
"""

from __future__ import annotations

import os
import re
from datetime import date

from deckcheck.errors import UsageError
from deckcheck.i18n import _

VARIABLE = "DECKCHECK_TODAY"


_CALENDAR_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def calendar_day(text: str) -> date | None:
    """``text`` as a day if it is written YYYY-MM-DD, as every message asks; else None.

    ``date.fromisoformat`` takes more than that: ``20260801``, and ISO week dates such as
    ``2026-W31-6``, which have the same length and which no player means.
    """
    if not _CALENDAR_DAY.fullmatch(text):
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:  # 2026-02-30
        return None


def today() -> date:
    """``DECKCHECK_TODAY`` if set, else the machine's date; a malformed value is a usage error."""
    fixed = os.environ.get(VARIABLE, "").strip()
    if not fixed:
        return date.today()
    day = calendar_day(fixed)
    if day is None:
        raise UsageError(_("{variable}={value!r} is not a date: write YYYY-MM-DD").format(
            variable=VARIABLE, value=fixed))
    return day
