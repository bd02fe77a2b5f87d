"""What ``--date`` and ``--next-rotation`` do to the formats a ``check`` run uses.

Without a date, nothing here runs and the format files of data/formats/ are used as they are
(the history is not read: start-up time is part of the product).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from types import MappingProxyType

from deckcheck.dated import DATED, DatedFormat, parse_day, split
from deckcheck.formats import GameFormat, RuleSetting


def chosen_day(option: str | None, settings_day: str | None, settings_label: str) -> date | None:
    """The day a run checks as of: ``--date``, else the settings' ``date``, else None (today,
    by the current format files)."""
    if option is not None:
        return parse_day(option.strip(), "--date")
    if settings_day is not None:
        return parse_day(settings_day, f"{settings_label}: date")
    return None


def on_day(format_id: str, day: date | None) -> str:
    """``standard`` as ``standard@DAY`` when a day is asked and the format has a history; a
    format already dated (``expanded@2019-08-16``), timeless or undated is left as it is."""
    if day is None or split(format_id)[1] is not None or format_id not in DATED:
        return format_id
    return f"{format_id}@{day.isoformat()}"


def with_rotation(game_format: GameFormat, today: date) -> GameFormat:
    """The format with the rotation preview (rule ``next-rotation``) as of its day, or today."""
    day = game_format.day if isinstance(game_format, DatedFormat) else today
    base = game_format.base_id if isinstance(game_format, DatedFormat) else game_format.id
    setting = RuleSetting("next-rotation", "warning",
                          MappingProxyType({"day": day.isoformat(), "format": base}))
    return replace(game_format, rules=(*game_format.rules, setting), every_print=True)
