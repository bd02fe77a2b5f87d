"""``deckcheck export`` from options to bytes: check the request, check the list, build the sheet,
render it. The command line only opens the catalog, prints notes and writes the result."""

from __future__ import annotations

import os
from dataclasses import field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck import clock
from deckcheck.clock import calendar_day
from deckcheck.errors import UsageError
from deckcheck.export import output
from deckcheck.export.sheet import Player, Sheet
from deckcheck.export.text import LANGUAGES
from deckcheck.i18n import _, language, use
from deckcheck.lite_dataclass import dataclass
from deckcheck.os_reasons import os_reason
from deckcheck.terminal import shown

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog
    from deckcheck.formats import GameFormat
    from deckcheck.read.config import ProjectConfig



@dataclass(frozen=True)
class Request:
    """What the user asked for; ``None`` means the option was not given."""

    deck: str
    to: str
    output: str | None = None
    game_format: str | None = None
    day: str | None = None
    """``--date``: the list is checked, and its prints chosen, as of that day."""
    lang: str | None = None
    paper: str = "a4"
    player: Player = field(default_factory=Player)
    force: bool = False
    overwrite: bool = False


@dataclass(frozen=True)
class Export:
    """The rendered export and the sheet it was rendered from (for its notes and problems)."""

    sheet: Sheet
    content: bytes
    binary: bool
    warnings: tuple[str, ...] = ()
    """What the user must hear besides the sheet's notes (a SOURCE_DATE_EPOCH ignored)."""


def validate(request: Request) -> None:
    """Refuse, before any work, what cannot be done: one clear line each."""
    if request.lang is not None and request.lang not in LANGUAGES:
        # Translators: {languages} lists the language codes, e.g. "en, it, es".
        raise UsageError(_("unknown language {lang!r}; one of {languages}").format(
            lang=request.lang, languages=", ".join(LANGUAGES)))
    if request.deck != "-" and Path(request.deck).is_dir():
        # "deckcheck export ." names a folder that exists: "no such file" would say otherwise.
        # Translators: {path} is a folder the user named where one decklist file is needed.
        raise UsageError(_("{path}: is a folder; export takes one decklist file").format(
            path=request.deck))
    if request.deck != "-" and not Path(request.deck).is_file():
        raise UsageError(_("{path}: no such file").format(path=request.deck))
    if not output.is_stdout(request.output):
        assert request.output is not None
        if request.deck != "-" and os.path.realpath(request.output) == os.path.realpath(
                request.deck):
            # --overwrite is consent to replace an old export, never the list itself.
            raise UsageError(_("{path}: is the decklist being exported; write the export "
                               "elsewhere").format(path=request.output))
        output.destination(request.output, request.overwrite)
    check_player(request.player, request.to)


def check_player(player: Player, to: str) -> None:
    """Refuse a player's detail the export cannot use (a birth date that is no day, or after
    today; a name the sheet cannot draw): one clear line each."""
    born = player.birth_date
    if born is not None:
        day = calendar_day(born)
        if day is None:
            raise UsageError(_("date of birth {date!r}: write it as YYYY-MM-DD").format(
                date=shown(born)))
        if day > clock.today():
            # Translators: {today} is today's date (YYYY-MM-DD).
            raise UsageError(_("date of birth {date}: a day after today ({today})").format(
                date=born, today=clock.today().isoformat()))
    if to == "registration":
        _refuse_undrawable(player)


def _refuse_undrawable(player: Player) -> None:
    """A player's detail the sheet's font cannot draw is refused, never drawn blank."""
    from deckcheck.export.registration import undrawable

    # Translators: the labels of the player's details, as {field} in the next message.
    fields = ((_("player name"), player.name), (_("player ID"), player.id))
    for field_name, value in fields:
        missing = undrawable(value or "")
        if missing:
            chars = ", ".join(f"{shown(char)} (U+{ord(char):04X})" for char in missing)
            # Translators: {field} is "player name" or "player ID"; {chars} the characters.
            raise UsageError(_("{field} {value}: the registration sheet cannot draw {chars}; "
                               "write it in Latin, Greek or Cyrillic letters").format(
                                   field=field_name, value=repr(shown(value or "")),
                                   chars=chars))


def with_saved_player(request: Request, saved: dict[str, str]) -> Request:
    """Options win; what they leave blank comes from ``[tool.deckcheck.player]``."""
    given = request.player
    return replace(request, player=Player(
        name=given.name or saved.get("name"), id=given.id or saved.get("id"),
        birth_date=given.birth_date or saved.get("birth_date"),
        division=given.division or saved.get("division")))


def with_settings(request: Request) -> tuple[Request, ProjectConfig | None]:
    """The request with the player's details the settings save (``[tool.deckcheck.player]``),
    validated, and the settings themselves (the run module chooses the format from them)."""
    from deckcheck.read import config

    # The settings of the list's repository, as `deckcheck check` finds them for it (its
    # formats; with none of its own, the current folder's). The player's details are the
    # player's, not the repository's: where the list's settings save none, those of the folder
    # the player works in.
    project = config.find_for([request.deck])
    saved = dict(project.player) if project is not None else {}
    if not saved:
        here = config.find(Path(config.logical_cwd()))
        saved = dict(here.player) if here is not None else {}
    request = with_saved_player(request, saved)
    validate(request)
    return request, project


def export(request: Request, chosen: GameFormat, catalog: Catalog | None) -> Export:
    """Check the list against ``chosen`` as ``deckcheck check`` would (the format the run module
    chose from ``--format``, ``--date`` and the settings), then build and render what was asked.

    Raises :class:`deckcheck.export.sheet.ExportError` when the list cannot be exported.
    """
    from deckcheck.checker import STDIN, Source, read_bytes

    source = Source("<stdin>", None) if request.deck == STDIN else \
        Source(request.deck, request.deck)
    try:
        raw = read_bytes(source)
    except OSError as exc:
        raise UsageError(_("{path}: cannot read: {reason}").format(
            path=request.deck, reason=os_reason(exc))) from exc
    return export_list(raw, source.path, request, chosen, catalog)


def export_list(raw: bytes, path: str, request: Request, chosen: GameFormat,
                catalog: Catalog | None) -> Export:
    """Check one list's bytes against ``chosen`` and build and render what ``request`` asks
    (its ``to``, ``player``, ``paper``, ``lang`` and ``force``; not its deck or output, which
    the caller has read and will write).

    Raises :class:`deckcheck.export.sheet.ExportError` when the list cannot be exported.
    """
    from deckcheck import rulesdata
    from deckcheck.checker import Checker
    from deckcheck.export import sheet, text

    rules_data = rulesdata.load()
    result = Checker(rules_data, chosen, catalog).check_bytes(raw, path)
    built = sheet.build(result, chosen, rules_data, catalog, request.force)
    if request.to == "registration":
        from deckcheck.export.registration import render, source_date  # fpdf2: only for a sheet

        drawn = built
        if built.problems and language() != "en":
            # The sheet is English, its banner too (one language per answer); the messages on
            # stderr stay in the reader's language.
            with use("en"):
                english = Checker(rules_data, chosen, catalog).check_bytes(raw, path)
                drawn = replace(built, problems=sheet.problems_of(english))
        day, ignored = source_date(os.environ)
        content, warned = render(drawn, request.player, request.paper, day)
        return Export(built, content, binary=True,
                      warnings=(*([ignored] if ignored else []), *warned))
    write_text = text.ptcgl if request.to == "ptcgl" else text.plain
    return Export(built, write_text(built, rules_data, request.lang or "en").encode("utf-8"),
                  binary=False)
