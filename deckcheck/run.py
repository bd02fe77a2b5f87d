"""The run plan: settings, ``--format`` and ``--date`` turned into the format each list is
checked against; and one list's text checked into the JSON v1 document ``check --output json``
prints for it.

``deckcheck check`` plans its run here, and so do ``deckcheck export`` and ``deckcheck serve``
(for every request), so that a list gets the same answer, byte for byte, from each of them.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING

from deckcheck import formats
from deckcheck.errors import DataError, UsageError
from deckcheck.i18n import LANGUAGES, _, code_of, use
from deckcheck.lite_dataclass import dataclass

if TYPE_CHECKING:
    from datetime import date

    from deckcheck.catalog.lookup import Catalog
    from deckcheck.checker import Checker
    from deckcheck.formats import GameFormat
    from deckcheck.models import DeckResult
    from deckcheck.read.config import ProjectConfig
    from deckcheck.report.provenance import Provenance
    from deckcheck.rulesdata import RulesData


@dataclass(frozen=True)
class Plan:
    """Which format each list of a run is checked against, and how strictly."""

    default_id: str
    """The run's format (dated when a day is asked: ``standard@2019-08-16``)."""
    as_of: date | None
    """The day the run checks as of (``--date``, else the settings' ``date``), or None: today."""
    day_given: bool
    """``--date`` was given: it wins over a day the settings wrote in a folder's format."""
    strict: bool
    max_data_age: int | None
    project: ProjectConfig | None
    per_path: bool
    """The settings give each folder its format (no ``--format`` overrides them)."""
    settings_chose: bool
    """The run's format or day came from the settings file: its errors name that file."""
    names_settings: bool = True
    """Errors may name the settings file (not when they answer a page's visitor: the file is
    the server's)."""

    def format_id_for(self, file: str | None) -> str:
        """The format of one list: its folder's in the settings, else the run's (standard input
        and text given directly are the run's)."""
        if self.per_path and self.project is not None and file is not None:
            found = self.project.format_for(file)
            if found is not None and self.as_of is not None:
                return _on_day(found, self.as_of, self.day_given)
            return found or self.default_id
        return self.default_id

    def folder_format_ids(self) -> set[str]:
        """Every format the settings give a folder, dated as the run asks."""
        if not self.per_path or self.project is None:
            return set()
        ids = {format_id for _, format_id in self.project.path_formats}
        if self.as_of is not None:
            ids = {_on_day(format_id, self.as_of, self.day_given) for format_id in ids}
        return ids

    def format_for(self, rules_data: RulesData, file: str | None) -> GameFormat:
        """The format one list is checked against (:meth:`format_id_for`), built."""
        return self.game_format(rules_data, self.format_id_for(file))

    def game_format(self, rules_data: RulesData, format_id: str) -> GameFormat:
        """The format ``format_id`` with the user's trust in its data; when the settings chose
        it, its errors name the settings file."""
        from deckcheck.formats.trust import with_max_age

        # A day given on the command line is the command line's error, whoever chose the
        # format ("standard@2005-01-01: … begins on 2006-09-01" names no settings file).
        named = self.project is not None and (self.settings_chose
                                              or format_id != self.default_id) \
            and not (self.day_given and "@" in format_id)
        try:
            undated_on = self._undated_folder_on(rules_data, format_id)
            if undated_on is not None:
                from deckcheck.formats import dated

                return with_max_age(dated.known_today_only(rules_data, *undated_on),
                                    self.max_data_age)
            return with_max_age(game_format(rules_data, format_id), self.max_data_age)
        except (UsageError, DataError) as exc:
            if not named or self.project is None or not self.names_settings:
                raise
            raise type(exc)(f"{self.project.source}: {exc}") from exc

    def _undated_folder_on(self, rules_data: RulesData, format_id: str
                           ) -> tuple[str, date] | None:
        """The name and day of ``format_id`` when it is a folder's format with no history that
        the run's day dated (``trainer-kit@2019-08-16``): its lists are checked against every
        card released by then (:func:`deckcheck.formats.dated.known_today_only`). None for any
        other; asked for the run itself (``--format trainer-kit@2019-08-16``) it is refused."""
        if "@" not in format_id or format_id == self.default_id or not self.per_path \
                or self.project is None:
            return None
        from deckcheck.formats import dated

        name, day = dated.split(format_id)
        if day is None or not dated.undated(rules_data, name) \
                or all(folder_id != name for _key, folder_id in self.project.path_formats):
            return None
        return name, day


def game_format(data: RulesData, format_id: str) -> GameFormat:
    """The format ``format_id`` names: a shipped format, a ``.yaml`` file, or a format as it
    stood on a day (``standard@2019-08-16``, from the format history: read only then)."""
    if "@" in format_id and not format_id.endswith((".yaml", ".yml")):
        from deckcheck.formats import dated  # reads the format history: only when a date is asked

        name, day = dated.split(format_id)
        return dated.get(data, name, day) if day is not None else formats.get(data, name)
    return formats.get(data, format_id)


def plan(project: ProjectConfig | None, game_format: str | None = None, day: str | None = None,
         strict: bool | None = None, max_data_age: int | None = None,
         next_rotation: bool = False, day_label: str = "--date",
         names_settings: bool = True) -> Plan:
    """The plan of a run: ``--format``, ``--date``, ``--strict`` and ``--max-data-age`` (None
    when not given) over the settings, over deckcheck's defaults. ``day_label`` is what errors
    call the day option; ``names_settings``: whether they may name the settings file.

    Raises :class:`UsageError` for a day that cannot be read or a format that cannot take it.
    """
    default_id = game_format or (project.default_format if project else None) \
        or formats.DEFAULT_FORMAT
    as_of = None
    if day is not None or next_rotation or (project is not None and project.date):
        from deckcheck.formats import requested  # the format history: only when a date is asked

        # Translators: where a day was written, when the settings file is the server's.
        label = str(project.source) if project and names_settings else _("the settings")
        requested.refuse_conflicts(game_format, day, day_label)
        as_of = requested.chosen_day(day, project.date if project else None, label, day_label)
        requested.refuse_undated(default_id, as_of,
                                 requested.day_source(day, label, day_label))
        default_id = requested.on_day(default_id, as_of, override=day is not None)
    settings_day = project is not None and day is None and project.date is not None
    chose = project is not None and bool((not game_format and project.default_format)
                                         or settings_day)
    return Plan(
        default_id=default_id, as_of=as_of, day_given=day is not None,
        strict=strict if strict is not None else (project.strict if project else False),
        max_data_age=max_data_age if max_data_age is not None
        else (project.max_data_age if project else None),
        project=project, per_path=project is not None and not game_format,
        settings_chose=chose, names_settings=names_settings)


def _on_day(format_id: str, as_of: date, override: bool) -> str:
    from deckcheck.formats import requested

    return requested.on_day(format_id, as_of, override=override)


def language_code(lang: str | None) -> str | None:
    """A language as ``--lang`` takes it ("IT", "pt-BR" are it, pt), or None when not given;
    :class:`UsageError` for one deckcheck does not speak."""
    if lang is None:
        return None
    code = code_of(lang)
    if code not in LANGUAGES:
        raise UsageError(_("unknown language {lang!r}; one of {languages}").format(
            lang=lang, languages=", ".join(LANGUAGES)))
    return code


STDIN_PATH = "<stdin>"
"""The path a list given as text is reported under: as ``deckcheck check -`` reports it."""

CHECKERS_KEPT = 8
"""Checkers a :class:`Lists` keeps, by format (a dated format per day asked: bounded)."""


@dataclass(frozen=True)
class Checked:
    """One list checked: its result, the format it was checked against, and its language."""

    result: DeckResult
    game_format: GameFormat
    language: str


class Lists:
    """Checks lists given as text, with what a run loads once: the rules data, the settings,
    the card catalog. Checkers are kept by format; one :class:`Lists` serves one thread (the
    card catalog's connection belongs to the thread that opened it)."""

    def __init__(self, rules_data: RulesData, project: ProjectConfig | None,
                 catalog: Catalog | None, provenance: Provenance | None = None,
                 day_label: str = "--date", names_settings: bool = True) -> None:
        self.rules_data = rules_data
        self.day_label = day_label
        self.names_settings = names_settings
        self.project = project
        self.catalog = catalog
        self.provenance = provenance
        self._checkers: OrderedDict[tuple[str, bool, int | None], Checker] = OrderedDict()
        self._owner = threading.get_ident()

    def plan(self, game_format: str | None, day: str | None) -> Plan:
        """The plan ``check --format F --date D`` makes with these settings."""
        return plan(self.project, game_format, day, day_label=self.day_label,
                    names_settings=self.names_settings)

    def check(self, raw: bytes, game_format: str | None = None, day: str | None = None,
              lang: str | Callable[[str | None], str] | None = None) -> Checked:
        """Check one list (its bytes, as a file or standard input gives them).

        ``lang``: the language of its messages (as ``--lang``), or a function of the list's
        header language that chooses it; None: English, as ``check --output json`` speaks.
        """
        assert threading.get_ident() == self._owner, "a Lists object serves one thread"
        chosen_plan = self.plan(game_format, day)
        format_id = chosen_plan.format_id_for(None)
        checker = self._checker(chosen_plan, format_id)
        if callable(lang):
            from deckcheck.read.decklist import read

            spoken = lang(read(raw, STDIN_PATH, self.rules_data).language)
        else:
            spoken = language_code(lang) or "en"
        with use(spoken):
            result = checker.check_bytes(raw, STDIN_PATH)
        return Checked(result, checker.format, spoken)

    def check_json(self, raw: bytes, game_format: str | None = None, day: str | None = None,
                   lang: str | None = None) -> str:
        """The JSON v1 document ``deckcheck check - --output json`` prints for this list, with
        ``--format``, ``--date`` and ``--lang`` when given: the same bytes."""
        return self.json_of(self.check(raw, game_format, day, lang))

    def json_of(self, checked: Checked) -> str:
        """The JSON v1 document of a checked list, as ``check --output json`` writes it."""
        from deckcheck.report import Tally
        from deckcheck.report.json_report import JsonReporter

        reporter = JsonReporter(checked.game_format, self.rules_data, False)
        reporter.provenance = None if self.provenance is None \
            else self.provenance.for_formats([checked.game_format.id])
        tally = Tally()
        tally.add(checked.result)
        with use(checked.language):
            return reporter.begin() + reporter.deck(checked.result) + reporter.end(tally)

    def _checker(self, chosen_plan: Plan, format_id: str) -> Checker:
        from deckcheck.checker import Checker

        key = (format_id, chosen_plan.strict, chosen_plan.max_data_age)
        found = self._checkers.get(key)
        if found is None:
            found = Checker(self.rules_data, chosen_plan.game_format(self.rules_data, format_id),
                            self.catalog, chosen_plan.strict)
            self._checkers[key] = found
            if len(self._checkers) > CHECKERS_KEPT:
                self._checkers.popitem(last=False)
        else:
            self._checkers.move_to_end(key)
        return found
