"""What several commands share: the catalog they open, the language they speak, the
way a user's error ends a command, and the options' choices."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from enum import StrEnum
from typing import TYPE_CHECKING, Any, TextIO

import typer

from deckcheck import exitcodes, i18n
from deckcheck.errors import (
    CatalogError,
    DeckcheckError,
    FormatDataError,
    UsageError,
    WorkerFailed,
)
from deckcheck.i18n import N_, _
from deckcheck.os_reasons import os_reason
from deckcheck.terminal import argument, shown

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog
    from deckcheck.report import Reporter
    from deckcheck.report.outputs import Destination
    from deckcheck.rulesdata import RulesData


NO_CATALOG = N_("no card catalog installed; run `deckcheck catalog update`")


LANG_HELP = "Language of deckcheck's messages: en, it, es, pt, fr or de."


def _data_lines() -> str:
    """What ``--version`` and ``catalog info`` say of the data behind a verdict: the format
    data's read days and where it came from, and the card catalog's archive date."""
    from deckcheck import rulesdata
    from deckcheck.catalog import store
    from deckcheck.errors import CatalogError

    chosen = rulesdata.in_use()
    origin = _("shipped with deckcheck") if chosen.installed is None else _(
        "installed from {source}").format(source=chosen.installed.source)
    lines = [_("format data: read on {days} ({origin})").format(
        days=_read_days(chosen.formats), origin=origin)]
    try:
        info = store.read_info(store.catalog_path(None))
        lines.append(_("card catalog: archive of {date} ({path})").format(
            date=i18n.day(info.source_date[:10]), path=info.path) if info.source_date else
            _("card catalog: archive date not known ({path})").format(path=info.path))
    except CatalogError:
        lines.append(_("card catalog: none; run `deckcheck update`"))
    return "\n".join(lines)


_RUN_LANG: list[str] = []
"""``deckcheck --lang X COMMAND``: the language every command of the run takes as its --lang."""


def _run_lang(lang: str | None) -> str | None:
    """A command's own --lang, else the one given before the command, as deckcheck names it
    ("IT", "pt-BR", "de_DE" are it, pt, de); a language it does not speak is left as written,
    for :func:`_speaking` to refuse."""
    from deckcheck.i18n import LANGUAGES, code_of

    chosen = lang if lang is not None else next(iter(_RUN_LANG), None)
    if chosen is not None and code_of(chosen) in LANGUAGES:
        return code_of(chosen)
    return chosen


class Output(StrEnum):
    """Report formats for ``deckcheck check``."""

    text = "text"
    json = "json"
    jsonl = "jsonl"
    github = "github"
    sarif = "sarif"
    markdown = "markdown"


class Color(StrEnum):
    """``--color``: ANSI colours in the text report."""

    auto = "auto"
    always = "always"
    never = "never"


@contextmanager
def _aborting(reporters: list[tuple[Reporter, Destination]]) -> Iterator[None]:
    """An error mid-run (a catalog found damaged) closes the report on standard output as one
    valid document that carries it, before it is said on stderr (a report file is not written
    at all: the old one stays)."""
    try:
        yield
    except (DeckcheckError, OSError) as exc:
        for reporter, destination in reporters:
            if destination.to_terminal:
                destination.write(reporter.abort(str(exc)))
        raise


def _lists_language(sources: Iterator[Any],
                    rules_data: RulesData) -> tuple[str | None, Iterator[Any]]:
    """The language every list shares by its header words (None when they differ or one has
    none), and the sources to check, read ahead for it (standard input kept, as it can be read
    only once)."""
    from deckcheck.read.decklist import read
    from deckcheck.read.sources import Source, read_bytes

    held: list[Source] = []
    languages: set[str | None] = set()
    for source in sources:
        if source.file is None and source.problem is None:
            try:
                raw = read_bytes(source)
            except OSError:
                raw = None
            source = Source(source.path, None, content=raw)
        held.append(source)
        if source.problem is not None or len(languages) > 1:
            continue
        try:
            raw = read_bytes(source)
        except OSError:
            continue
        languages.add(read(raw, source.path, rules_data).language)
    shared = next(iter(languages)) if len(languages) == 1 else None
    return shared, iter(held)


def _preferred() -> tuple[str, ...]:
    """The languages a name is read in first: the reader's, then English ("Milo" asked in
    Italian is Gordie; in English, Milo)."""
    from deckcheck.i18n import language

    return ("en",) if language() == "en" else (language(), "en")


def _not_empty(**options: str | None) -> None:
    """An option given as an empty string is a mistake, not a request for the default (an empty
    --source would otherwise download from the network)."""
    for option, value in options.items():
        if value is not None and not value.strip():
            raise UsageError(_("--{option} is empty").format(option=option))


def _open_catalog(option: str | None) -> Catalog | None:
    """The card catalog if one is installed. One the user named (--catalog, or
    DECKCHECK_CATALOG) must be there: a run never goes on without the catalog it was given."""
    from deckcheck.rulesdata.resources import catalog_named, catalog_path

    _not_empty(catalog=option)
    path = catalog_path(option)
    if path.is_file():  # sqlite3 is imported only when there is a catalog to read
        from deckcheck import rulesdata
        from deckcheck.catalog.lookup import Catalog

        return Catalog(path, rulesdata.load().catalog_digest)
    if option is not None:
        raise UsageError(_("{path}: no card catalog there; run `deckcheck catalog update`")
                         .format(path=option))
    named = catalog_named()
    if named is not None:
        # Translators: DECKCHECK_CATALOG is an environment variable; keep it as it is.
        raise UsageError(_("{path}: no card catalog there (DECKCHECK_CATALOG names it); run "
                           "`deckcheck catalog update`, or unset DECKCHECK_CATALOG to check "
                           "without one").format(path=named))
    return None


def _is_terminal(stream: TextIO | None) -> bool:
    """Whether ``stream`` is an open terminal (a closed or missing stream is not)."""
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):
        return False


def _list_language(deck: str) -> str | None:
    """The client language of a list file's header words, when no locale states a preference.

    As ``check`` answers an Italian list in Italian, so does ``export``; standard input is not
    read ahead (it can be read once), and a file that cannot be read has no language.
    """
    from deckcheck.i18n import locale_language

    if deck == "-" or locale_language(os.environ) is not None:
        return None
    from deckcheck import rulesdata
    from deckcheck.checker import Source, read_bytes
    from deckcheck.read.decklist import read

    try:
        return read(read_bytes(Source(deck, deck)), deck, rulesdata.load()).language
    except (OSError, DeckcheckError):
        return None


@contextmanager
def _speaking(lang: str | None) -> Iterator[None]:
    """Speak ``--lang``, else the locale's language, for the whole command."""
    from deckcheck.i18n import LANGUAGES, locale_language, use

    lang = _run_lang(lang)
    if lang is not None and lang not in LANGUAGES:
        # Refused in the language the run would speak without it: `deckcheck --lang it export
        # --lang xx` is answered in Italian, as is `export --lang xx` where the locale is Italian.
        spoken = next((code for code in (_run_lang(None), locale_language(os.environ))
                       if code in LANGUAGES), "en")
        with use(spoken), _user_errors():
            raise UsageError(_("unknown language {lang!r}; one of {languages}").format(
                lang=lang, languages=", ".join(LANGUAGES)))
    code = lang or locale_language(os.environ) or "en"
    if code == "en":
        yield
        return
    with use(code):
        yield


@contextmanager
def _user_errors() -> Iterator[None]:
    """Problems the user can fix end the command with one line on stderr, never a traceback."""
    try:
        yield
    except DeckcheckError as exc:  # usage, a data/format file, or the card catalog
        typer.echo(_("deckcheck: error: {message}").format(
            message=shown(str(exc), newlines=True)), err=True)
        failed = isinstance(exc, CatalogError | FormatDataError | WorkerFailed)
        raise typer.Exit(exitcodes.CATALOG_FAILED if failed else exitcodes.USAGE) from None
    except OSError as exc:  # a path the system refuses: a name too long, a folder not a folder
        where = f"{exc.filename}: " if exc.filename else ""
        typer.echo(_("deckcheck: error: {message}").format(
            message=f"{shown(where)}{os_reason(exc)}"), err=True)
        raise typer.Exit(exitcodes.USAGE) from None


def _read_days(days: dict[str, str]) -> str:
    """Read days as "2026-11-20 (Standard), 2026-11-19 (Expanded)"; one day for all: the day."""
    if len(set(days.values())) == 1:
        return i18n.day(next(iter(days.values())))
    from deckcheck import rulesdata

    known = rulesdata.load().formats
    return ", ".join(f"{i18n.day(read)} ({_(known[fmt]['name']) if fmt in known else fmt})"
                     for fmt, read in sorted(days.items())) or "?"


def _text(option: str | None) -> str | None:
    """An option meant as text (a player's name), as its user wrote it (:func:`argument`)."""
    return None if option is None else argument(option)
