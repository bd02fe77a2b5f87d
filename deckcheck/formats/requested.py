"""What ``--date`` and ``--next-rotation`` do to the formats a ``check`` run uses.

Without a date, nothing here runs and the format files of data/formats/ are used as they are
(the history is not read: start-up time is part of the product).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from types import MappingProxyType

from deckcheck import rulesdata
from deckcheck.errors import UsageError
from deckcheck.formats import GameFormat, RuleSetting
from deckcheck.formats.dated import parse_day, split, undated, with_history
from deckcheck.formats.dated_format import DatedFormat
from deckcheck.i18n import _


def chosen_day(option: str | None, settings_day: str | None, settings_label: str,
               option_label: str = "--date") -> date | None:
    """The day a run checks as of: ``--date``, else the settings' ``date``, else None (today,
    by the current format files). ``option_label`` names the option in errors (the page and
    its API call it ``date``)."""
    if option is not None:
        return parse_day(option.strip(), option_label)
    if settings_day is not None:
        return parse_day(settings_day, f"{settings_label}: date")
    return None


def on_day(format_id: str, day: date | None, override: bool = False) -> str:
    """``format_id`` as of ``day``: ``standard`` as ``standard@DAY``.

    A format the settings already dated (``expanded@2019-08-16``) keeps its day unless
    ``override`` (``--date`` on the command line wins over the settings). Any other format gets
    the day: Unlimited its pool of that day (no card printed later), a format with no history
    (its file says ``history: none``: the house variant, a Trainer Kit) the same when it is a
    folder's (:func:`deckcheck.formats.dated.known_today_only`; the run's own is refused up
    front, :func:`refuse_undated`), a format file of one's own a refusal: a date must never be
    silently ignored.
    """
    if day is None:
        return format_id
    name, pinned = split(format_id)
    if pinned is not None and not override:
        return format_id
    return f"{name}@{day.isoformat()}"


def day_source(option: str | None, settings_label: str, option_label: str = "--date") -> str:
    """Where the day of a run was given, for its errors: ``--date``, or the settings' ``date``."""
    return option_label if option is not None else f"{settings_label}: date"


def refuse_undated(format_id: str, day: date | None, where: str = "--date") -> None:
    """A run's own format (not a folder's) cannot be one with no history (the house variant, the
    half deck) when a day is asked: the day must not be dropped without a word.
    ``where``: where the day was given (:func:`day_source`)."""
    name = split(format_id)[0]
    data = rulesdata.load()
    if day is not None and undated(data, name):
        # Translators: {where} is where the day was given: --date, or a settings file's date.
        raise UsageError(_("{where}: {format} has no history (formats with one: {dated})")
                         .format(where=where, format=name, dated=with_history(data)))


def refuse_conflicts(format_option: str | None, day_option: str | None,
                     option_label: str = "--date") -> None:
    """``--date`` with a ``--format`` that cannot take it: undated, or dated another day."""
    if format_option is None or day_option is None:
        return
    name, pinned = split(format_option.strip())
    data = rulesdata.load()
    if undated(data, name):
        raise UsageError(_("{where}: {format} has no history (formats with one: {dated})")
                         .format(where=option_label, format=name, dated=with_history(data)))
    if pinned is not None and pinned != parse_day(day_option.strip(), option_label):
        raise UsageError(_("--format {format} and --date {day} name two different days").format(
            format=format_option, day=day_option))


def with_rotation(game_format: GameFormat, today: date) -> GameFormat:
    """The format with the rotation preview (rule ``next-rotation``) as of its day, or today."""
    day = game_format.day if isinstance(game_format, DatedFormat) else today
    base = game_format.base_id if isinstance(game_format, DatedFormat) else game_format.id
    setting = RuleSetting("next-rotation", "warning",
                          MappingProxyType({"day": day.isoformat(), "format": base}))
    return replace(game_format, rules=(*game_format.rules, setting), every_print=True)
