"""The day deckcheck takes for today.

``DECKCHECK_TODAY`` (``YYYY-MM-DD``) fixes it, for runs that must give the same answer on any day
(a test suite, a reproducible CI job); otherwise it is the machine's date. Only what depends on
today reads it: the age of the shipped format data (rule ``data-age``) and the rotation preview.
"""

from __future__ import annotations

import os
from datetime import date

from deckcheck.errors import UsageError
from deckcheck.i18n import _

VARIABLE = "DECKCHECK_TODAY"


def today() -> date:
    """``DECKCHECK_TODAY`` if set, else the machine's date; a malformed value is a usage error."""
    fixed = os.environ.get(VARIABLE, "").strip()
    if not fixed:
        return date.today()
    try:
        if len(fixed) != len("YYYY-MM-DD"):  # fromisoformat also takes 20260801
            raise ValueError(fixed)
        return date.fromisoformat(fixed)
    except ValueError:
        raise UsageError(_("{variable}={value!r} is not a date: write YYYY-MM-DD").format(
            variable=VARIABLE, value=fixed)) from None
