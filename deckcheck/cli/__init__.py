"""The ``deckcheck`` command line. Thin: parse options, run the pipeline, pick a reporter, exit.

The contract (options, output shapes, exit codes in :mod:`deckcheck.exitcodes`) is relied on by
scripts and CI jobs; see the README.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Any, TextIO

import typer

from deckcheck import exitcodes, i18n
from deckcheck.errors import (
    CatalogError,
    DeckcheckError,
    FormatDataError,
    UsageError,
    WorkerFailed,
)
from deckcheck.i18n import N_, _, ngettext, number
from deckcheck.terminal import argument, shown

if TYPE_CHECKING:

    from deckcheck.catalog.lookup import Catalog
    from deckcheck.formats import GameFormat
    from deckcheck.report import Reporter
    from deckcheck.report.outputs import Destination
    from deckcheck.rulesdata import RulesData

NO_CATALOG = N_("no card catalog installed; run `deckcheck catalog update`")

LANG_HELP = "Language of deckcheck's messages: en, it, es, pt, fr or de."

app = typer.Typer(
    # --install-completion / --show-completion: tab completion of commands, options, choices.
    add_completion=True,
    no_args_is_help=True,
    help="Tell whether a Pokémon TCG decklist is legal, and exactly why not.",
)


def _show_version(value: bool) -> None:
    """``--version``: print the version and stop before any command runs."""
    if value:
        from deckcheck import __version__

        typer.echo(f"deckcheck {__version__}")
        # Eager: no command has set the language yet; --lang is read as --help reads it.
        from deckcheck.i18n import use

        with _user_errors(), use(_help_language(sys.argv[1:])):
            typer.echo(_data_lines())
        raise typer.Exit()


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


@app.callback()
def _main(
    version: Annotated[bool, typer.Option(
        "--version", callback=_show_version, is_eager=True,
        help="Print deckcheck's version and exit.")] = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Given here, for the command that follows (and --help).",
        show_default=False)] = None,
) -> None:
    """Tell whether a Pokémon TCG decklist is legal, and exactly why not."""
    _RUN_LANG[:] = [lang] if lang is not None else []


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


@app.command()
def check(
    paths: Annotated[list[str] | None, typer.Argument(
        help="Decklist files, directories (searched recursively for .txt, .deck, .dek and .list "
             "files, leaving out what .gitignore, .ignore and the exclude settings leave out), or "
             "- for standard input. Default: paths in \\[tool.deckcheck], else the folder of "
             "that settings file.", show_default=False)] = None,
    game_format: Annotated[str | None, typer.Option(
        "--format", "-f", help="Game format to check against: a name from `deckcheck formats`, "
        "or a .yaml format file of your own. Default: \\[tool.deckcheck] in pyproject.toml or "
        "deckcheck.yaml (per path), else standard.", show_default=False)] = None,
    output: Annotated[list[str] | None, typer.Option(
        "--output", metavar="FORMAT[:FILE]", help="Report format: text for people; markdown (a "
        "table of verdicts); json, jsonl (a deck per line), github (annotations) or sarif (code "
        "scanning) for machines. FORMAT:FILE writes that report to FILE; give --output again "
        "for more reports of the same run. Default: github when GITHUB_ACTIONS is set (as "
        "linters do), else text.", show_default=False)] = None,
    output_file: Annotated[str | None, typer.Option(
        "--output-file", "-o", metavar="FILE", help="Write the report to FILE instead of "
        "standard output (an existing file only with --overwrite).", show_default=False)] = None,
    overwrite: Annotated[bool, typer.Option(
        "--overwrite", help="Replace the report files --output and -o name if they exist.")]
        = False,
    catalog: Annotated[str | None, typer.Option(
        help="Card catalog to identify cards with. Default: DECKCHECK_CATALOG, else the one "
             "`deckcheck catalog update` built.")] = None,
    strict: Annotated[bool | None, typer.Option(
        "--strict/--no-strict", help="Make every point deckcheck cannot decide an error (exit 1) "
        "instead of an undecided verdict (exit 3). Default: strict in \\[tool.deckcheck], else "
        "off.", show_default=False)] = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " One language for the whole run. Default: the locale "
        "(LANG), else the lists' own language when they all share one, else English; reports "
        "only for machines are English.", show_default=False)] = None,
    day: Annotated[str | None, typer.Option(
        "--date", metavar="YYYY-MM-DD", help="Judge the lists by the format as it stood on this "
        "day (its card pool, bans and rotations: data/history/). Default: date in "
        "\\[tool.deckcheck], else today by the current format files.",
        show_default=False)] = None,
    next_rotation: Annotated[bool, typer.Option(
        "--next-rotation", help="Name the cards of each list that the next announced Standard "
        "rotation removes, and its date.")] = False,
    max_data_age: Annotated[int | None, typer.Option(
        "--max-data-age", metavar="DAYS", min=0, max=36_500, help="Trust the format data for "
        "this many days after it was read (`deckcheck --version` says when); later checks are "
        "undecided. Default: max-data-age in \\[tool.deckcheck], else 90.",
        show_default=False)] = None,
    exclude: Annotated[list[str] | None, typer.Option(
        "--exclude", metavar="PATTERN", help="Leave out of folder walks what this "
        "gitignore-style pattern matches (relative to the current folder); may be repeated. "
        "Adds to exclude and extend-exclude in \\[tool.deckcheck].",
        show_default=False)] = None,
    no_ignore: Annotated[bool, typer.Option(
        "--no-ignore", help="Walk folders without reading .gitignore and .ignore files.")]
        = False,
    quiet: Annotated[bool, typer.Option(
        "--quiet", "-q", help="Text report: only the decks that are not legal, their errors and "
        "points to confirm, and the summary.")] = False,
    color: Annotated[Color, typer.Option(
        "--color", help="Colours in the text report: auto (on a terminal, unless NO_COLOR is "
        "set; FORCE_COLOR forces them), always or never.", case_sensitive=False)] = Color.auto,
    ensure_catalog: Annotated[bool, typer.Option(
        "--ensure-catalog", help="Build the card catalog first when there is none (or it was "
        "built for another deckcheck), as `deckcheck catalog update` does; later runs reuse it. "
        "For hooks and jobs that must not need a manual step.")] = False,
    jobs: Annotated[int | None, typer.Option(
        "--jobs", "-j", min=1, max=1024, metavar="N", help="Check the lists in N processes; the "
        "report is the same, in the same order. Default: every core from 64 lists on, else "
        "one.", show_default=False)] = None,
) -> None:
    """Check decklists. Exit 0: all legal; 1: any deck illegal or unreadable; 2: usage error;
    3: none illegal, but some point undecided (confirm with a judge, or use --strict)."""
    from deckcheck.report.outputs import parse

    lang = _run_lang(lang)
    with _speaking(lang), _user_errors():
        outputs = list(output or [])
        if output_file is not None and output_file.strip().lower() in set(Output):
            # Until this release, -o was the report format (-o json). A script written so keeps
            # its meaning, loudly: -o now names a file, as it does in `deckcheck export`.
            typer.echo(_("deckcheck: warning: -o {format} reads as --output {format}; -o names "
                         "the report's file now, as in `deckcheck export` (write --output "
                         "{format}, or -o ./{format} for a file of that name)").format(
                format=output_file.strip().lower()), err=True)
            outputs.append(output_file.strip().lower())
            output_file = None
        if not outputs:
            outputs = [Output.github.value if os.environ.get("GITHUB_ACTIONS") == "true"
                       else Output.text.value]
        specs = parse(outputs, output_file, [kind.value for kind in Output])
        default = "github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text"
        specs = [spec if spec.kind else type(spec)(default, spec.file) for spec in specs]
        if ensure_catalog:
            _ensure_catalog(catalog)
        _check(paths, game_format, specs, overwrite, catalog, strict, lang, day, next_rotation,
               _Walk(exclude or [], no_ignore), quiet, color, max_data_age, jobs)


def _ensure_catalog(option: str | None) -> None:
    """``--ensure-catalog``: the catalog a check will open, built first if it is missing or was
    built for another deckcheck's name rules (the user's own catalog is reused when it fits)."""
    from deckcheck import rulesdata
    from deckcheck.catalog.lookup import Catalog
    from deckcheck.rulesdata.resources import catalog_path

    _not_empty(catalog=option)
    path = catalog_path(option)
    if path.is_file():
        try:
            Catalog(path, rulesdata.load().catalog_digest)
            return
        except CatalogError:
            pass  # stale or damaged: built afresh below
    typer.echo(_("deckcheck: no usable card catalog at {path}: building it (once; later runs "
                 "reuse it)").format(path=path), err=True)
    _update_catalog(None, option, force=False, to_stderr=True)


class _Walk:
    """``--exclude`` and ``--no-ignore``: what a folder walk leaves out (with the settings)."""

    def __init__(self, exclude: list[str], no_ignore: bool) -> None:
        self.exclude = exclude
        self.no_ignore = no_ignore


def _check(paths: list[str] | None, game_format: str | None, specs: list[Any],
           overwrite: bool, catalog: str | None, strict: bool | None, lang: str | None,
           day: str | None, next_rotation: bool, walk: _Walk, quiet: bool,
           color: Color, max_data_age: int | None = None, jobs: int | None = None) -> None:
    """``check``: one language for the whole run (--lang; else English when every report is for
    machines; else the locale's; else the lists' own when they all share one; else English)."""
    from pathlib import Path

    from deckcheck import rulesdata, run
    from deckcheck.checker import Checker, Source, expand
    from deckcheck.i18n import locale_language, use
    from deckcheck.read import config
    from deckcheck.report import Tally, reporter_class
    from deckcheck.report.outputs import FOR_MACHINES, Destination

    with _user_errors():
        _not_empty(format=game_format, date=day)
        rules_data = rulesdata.load()
        project = config.find(Path.cwd())
        if not paths:
            if project is None:
                raise UsageError(_("give at least one decklist file, directory, or - for "
                                   "standard input (or name them in paths in "
                                   "[tool.deckcheck])"))
            paths = list(project.decklists or project.default_paths())
        planned = run.plan(project, game_format, day, strict, max_data_age, next_rotation)
        default_id, strict = planned.default_id, planned.strict
        chosen = planned.game_format(rules_data, default_id)
        # What a folder walk leaves out (deckcheck.read.ignore): only read when a folder is named.
        walked = None
        if any(path != "-" and os.path.isdir(path) for path in paths):  # noqa: PTH112
            from deckcheck.read.ignore import settings_for

            walked = settings_for(walk.no_ignore, walk.exclude, project)
        sources = expand(paths, walked)
        first = next(sources, None)
        if first is None:
            raise UsageError(_("no decklist files found in {paths}").format(
                paths=", ".join(paths)))
        sources = itertools.chain([first], sources)
        if lang is not None:
            spoken = lang
        elif all(spec.kind in FOR_MACHINES for spec in specs):
            # A CI job's machine output must not change with the machine's locale.
            spoken = "en"
        else:
            spoken = locale_language(os.environ) or ""
            if not spoken:
                found, sources = _lists_language(sources, rules_data)
                spoken = found or "en"
        named_files = {os.path.realpath(path) for path in paths if path != "-"}
        destinations = [Destination(spec, overwrite, named_files) for spec in specs]
        cards = _open_catalog(catalog)
        if next_rotation:
            from deckcheck import clock
            from deckcheck.formats import requested

            chosen = requested.with_rotation(chosen, clock.today())

        def language_for(header: str | None) -> str:
            return spoken

        checkers = {default_id: Checker(rules_data, chosen, cards, strict, language_for)}

        def reopen() -> None:
            """In a worker process: its own connection to the catalog, and its own checkers."""
            nonlocal cards
            cards = _open_catalog(catalog)
            checkers.clear()
            checkers[default_id] = Checker(rules_data, chosen, cards, strict, language_for)

        def format_for(source: Source) -> str:
            """A deck repository may give each folder its format ([tool.deckcheck] paths)."""
            return planned.format_id_for(source.file)

        # Every format the settings name is resolved before the first report line: a bad one
        # stops the run whole. Its checker is built when a deck first needs it, and the sources
        # are walked as they are checked.
        named: dict[str, GameFormat] = {
            format_id: planned.game_format(rules_data, format_id)
            for format_id in planned.folder_format_ids() - set(checkers)}

        def checker_for(format_id: str) -> Checker:
            if format_id not in checkers:
                found = named[format_id]
                if next_rotation:
                    from deckcheck import clock
                    from deckcheck.formats import requested

                    found = requested.with_rotation(found, clock.today())
                checkers[format_id] = Checker(rules_data, found, cards, strict, language_for)
            return checkers[format_id]
    from deckcheck.report import provenance
    from deckcheck.terminal import wants_color

    reporters = []
    for destination in destinations:
        colored = destination.spec.kind == "text" and wants_color(
            color.value, sys.stdout if destination.to_terminal else None, os.environ)
        reporter = reporter_class(destination.spec.kind)(chosen, rules_data, colored)
        reporter.quiet = quiet
        reporter.provenance = provenance.of_run(cards)
        reporters.append((reporter, destination))
    tally = Tally()
    from deckcheck.report import batch

    # Each deck is checked and rendered here, or by a worker process (batch.run's --jobs).
    work = batch.Work(lambda source: checker_for(format_for(source)).check_source(source),
                      lambda result: tuple(reporter.render(result) for reporter, _ in reporters),
                      reopen)
    jobs, every = batch.jobs_for(jobs, sources)
    finished = False
    try:
        with _user_errors(), use(spoken):  # a catalog found damaged mid-run is one line too
            for reporter, destination in reporters:
                destination.write(reporter.begin())
            with _aborting(reporters):
                for checked in batch.run(work, every, jobs):
                    tally.count(checked.verdict, checked.format_id)
                    for (reporter, destination), text in zip(reporters, checked.texts,
                                                             strict=True):
                        destination.write(reporter.joined(text))
            for reporter, destination in reporters:
                reporter.exit_code = tally.exit_code
                destination.write(reporter.end(tally))
            for _reporter, destination in reporters:
                destination.finish()
            finished = True
    finally:
        if not finished:
            for _reporter, destination in reporters:
                destination.discard()
    raise typer.Exit(tally.exit_code)


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


@app.command()
def name(
    first: Annotated[str, typer.Argument(help="A card name, as written on a card or a list.")],
    second: Annotated[str, typer.Argument(help="Another card name.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")] = False,
    catalog: Annotated[str | None, typer.Option(
        help="Card catalog used to read names in other languages.")] = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """Are two cards the same name for deck building? Exit 0 if the same, 1 if different."""
    with _speaking(lang):
        _name(argument(first), argument(second), as_json, catalog)


def _name(first: str, second: str, as_json: bool, catalog: str | None) -> None:
    from deckcheck import rulesdata
    from deckcheck.names import compare

    with _user_errors():
        if not first.strip() or not second.strip():
            raise UsageError(_("give two card names (an empty name names no card)"))
        result = compare.with_catalog(rulesdata.load(), first, second, _open_catalog(catalog))
    if as_json:
        typer.echo(compare.as_json(result))
    else:
        width = max(len(first), len(second))
        for written, canonical in zip((first, second), result.names, strict=True):
            # The names as written reach the terminal: control characters escaped.
            typer.echo(f"{shown(written):<{width}}  →  {shown(canonical.display)}")
        verdict = (_("Same name for deck building. {reason}") if result.same
                   else _("Different names for deck building. {reason}"))
        typer.echo(shown(verdict.format(reason=result.reason)))
    raise typer.Exit(exitcodes.SAME_NAME if result.same else exitcodes.DIFFERENT_NAMES)


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
        with _user_errors():
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
            message=f"{shown(where)}{exc.strerror or exc}"), err=True)
        raise typer.Exit(exitcodes.USAGE) from None


@app.command()
def card(
    query: Annotated[str, typer.Argument(
        help="A card name in English, Italian, Spanish, Portuguese, French or German, or a "
             "print such as 'TEF 152'.")],
    catalog: Annotated[str | None, typer.Option(help="Card catalog to search.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")] = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """Show what the card catalog knows about a card: every print, stage, mark, names."""
    with _speaking(lang):
        _card(argument(query), catalog, as_json)


def _card(query: str, catalog: str | None, as_json: bool) -> None:
    from deckcheck import rulesdata
    from deckcheck.names.canonical import rules_for

    with _user_errors():
        cards = _open_catalog(catalog)
        if cards is None:
            raise UsageError(_(NO_CATALOG))
        rules_data = rulesdata.load()
        name = rules_for(rules_data).canonical(query)
        head, _space, tail = query.strip().rpartition(" ")
        printed = cards.by_print(*rules_data.print_key(head, tail)) if head and tail else None
        english = printed.name if printed \
            else cards.resolve(None, name.key, _preferred()).english_name
        if english is None:
            hints = cards.suggestions(query)
            raise CatalogError(
                _("no card is named {query!r}; did you mean {names}?").format(
                    query=query, names=", ".join(hints)) if hints
                else _("no card is named {query!r}").format(query=query))
        if as_json:
            from deckcheck.i18n import use

            with use("en"):  # machine output: the catalog's own (English) set names
                prints = cards.prints_named(english)
        else:
            prints = cards.prints_named(english)
        energy = _energy_kinds(rules_data, cards, [c for c, _set in prints])
    if as_json:
        typer.echo(json.dumps({"name": english, "names": prints[0][0].names, "prints": [
            {"set": c.set_code, "set_name": set_name, "number": c.number,
             "category": c.category, "stage": c.stage, "regulation_mark": c.regulation_mark,
             "rarity": c.rarity, "illustrator": c.illustrator,
             **({"energy": energy[index]} if energy[index] else {})}
            for index, (c, set_name) in enumerate(prints)]}, ensure_ascii=False))
        return
    from deckcheck.report import card_report

    typer.echo(card_report.title(english, prints[0][0], rules_data))
    typer.echo(card_report.names_line(prints[0][0]))
    for index, (printed, set_name) in enumerate(prints):
        typer.echo(card_report.print_line(printed, set_name, energy[index], rules_data))


def _energy_kinds(rules_data: RulesData, cards: Catalog,
                  prints: list[Any]) -> list[str]:
    """``basic`` or ``special`` for each Energy print, as the checker counts it (data/ first:
    "Darkness Energy" N1 104 is a Special Energy under a basic Energy's name); "" otherwise."""
    from deckcheck.identify import Identifier
    from deckcheck.names.canonical import rules_for

    names = rules_for(rules_data)
    identifier = Identifier(rules_data, names, cards)
    kinds = []
    for printed in prints:
        if printed.category != "Energy":
            kinds.append("")
            continue
        name = names.canonical(printed.name)
        key = rules_data.print_key(printed.set_code, printed.number) \
            if printed.set_code else None
        special = name.basic_energy is None or identifier.special_energy_print(name, key)
        kinds.append("special" if special else "basic")
    return kinds


@app.command("rules")
def rules_command(
    rule_id: Annotated[str | None, typer.Argument(
        help="A rule id (see the list) to explain with its options and examples.",
        show_default=False)] = None,
    markdown: Annotated[bool, typer.Option(
        "--markdown", help="Print the README's rule table.")] = False,
) -> None:
    """List the rules (id, default level, what each checks), or explain one."""
    from deckcheck import rulesdata
    from deckcheck.report import ruledocs
    from deckcheck.rules import RULES_BY_ID

    with _user_errors():
        rules_data = rulesdata.load()
        if rule_id is not None and rule_id not in RULES_BY_ID:
            raise UsageError(_("unknown rule {rule!r}; rules: {rules}").format(
                rule=rule_id, rules=", ".join(RULES_BY_ID)))
    if markdown:  # the README's table: English, as the README
        typer.echo(ruledocs.markdown_table(rules_data), nl=False)
        return
    with _speaking(None):  # `deckcheck --lang it rules`: the reader's language
        if rule_id is None:
            typer.echo(ruledocs.listing(), nl=False)
        else:
            import shutil

            # Wrapped to the terminal (at most 100 columns, the width the docstrings are read at).
            width = min(shutil.get_terminal_size((100, 24)).columns - 1, 100)
            typer.echo(ruledocs.explain(rule_id, rules_data, max(width, 40)), nl=False)


formats_app = typer.Typer(help="The game formats deckcheck knows.")
app.add_typer(formats_app, name="formats")


@formats_app.callback(invoke_without_command=True)
def formats_list(
    ctx: typer.Context,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """List the formats with a one-line description each."""
    if ctx.invoked_subcommand is not None:
        return
    from deckcheck import formats, rulesdata

    with _speaking(lang), _user_errors():
        known = formats.available(rulesdata.load())
        width = max(len(f.id) for f in known)
        for game_format in known:
            line = f"{game_format.id:<{width}}  {_(game_format.description)}"
            if game_format.id == formats.DEFAULT_FORMAT:
                line = _("{format} (default)").format(format=line)
            typer.echo(line)


@formats_app.command("show")
def formats_show(
    name: Annotated[str, typer.Argument(help="A format name, or a .yaml format file.")],
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
    day: Annotated[str | None, typer.Option(
        "--date", metavar="YYYY-MM-DD", help="Show the format's card pool and bans as they "
        "stood on this day (data/history/).", show_default=False)] = None,
) -> None:
    """Print a format's effective settings, after everything it extends."""
    import yaml

    from deckcheck import formats, rulesdata

    with _speaking(lang), _user_errors():
        if day is not None or "@" in name:
            from deckcheck.formats import dated

            _not_empty(date=day)
            dated_id = f"{name}@{dated.parse_day(day.strip(), '--date').isoformat()}" \
                if day is not None else name
            settings = dated.describe(formats.get(rulesdata.load(), dated_id))
        else:
            settings = formats.effective(rulesdata.load(), name)
    typer.echo(yaml.safe_dump(settings, sort_keys=False, allow_unicode=True).rstrip())


@formats_app.command("bundle")
def formats_bundle(
    output: Annotated[str, typer.Option(
        "-o", "--output", metavar="FILE", help="Where to write the bundle (.tar.gz); its sha256 "
        "goes beside it in FILE.sha256.", show_default=False)],
    data_folder: Annotated[str | None, typer.Option(
        "--data", metavar="DIR", help="The data folder to bundle. Default: the data this "
        "deckcheck ships with.", show_default=False)] = None,
) -> None:
    """Build a format-data bundle: every data file, with a manifest of read days and sha256s."""
    from pathlib import Path

    from deckcheck.formatdata import bundle, publish
    from deckcheck.rulesdata.resources import data_dir

    with _speaking(None), _user_errors():
        _not_empty(data=data_folder, output=output)
        root = Path(data_folder) if data_folder is not None else data_dir()
        if not root.is_dir():
            raise UsageError(_("{path}: no such folder").format(path=root))
        raw = bundle.build(root)
        digest = publish.write(Path(output), raw)
        made = bundle.read(raw, output).manifest
        typer.echo(_("Format-data bundle: {files} files, read on {days}; sha256 {digest} → "
                     "{path}").format(files=len(made.files), days=_read_days(made.formats),
                                      digest=digest, path=output))


@formats_app.command("update")
def formats_update(
    source: Annotated[str | None, typer.Option(
        help="A bundle file or an http(s) URL. Default: DECKCHECK_FORMAT_DATA_SOURCE, else the "
             "bundle deckcheck's maintainers publish.", show_default=False)] = None,
    force: Annotated[bool, typer.Option(
        "--force", help="Install the bundle even when its data is older than the installed "
        "data.")] = False,
    sha256: Annotated[str | None, typer.Option(
        "--sha256", metavar="HEX", help="Install only a bundle with this sha256 (a CI job "
        "pinning its data).", show_default=False)] = None,
) -> None:
    """Install newer format data (bans, card pools, set dates) without a new deckcheck."""
    with _speaking(None), _user_errors():
        _not_empty(source=source, sha256=sha256)
        _formats_update(source, force, sha256)


def _formats_update(source: str | None, force: bool, sha256: str | None) -> None:
    from deckcheck.catalog.store import is_url
    from deckcheck.cli.progress import progress
    from deckcheck.formatdata import install

    chosen = source if source is not None else install.default_source()
    # A bar only for a download on a terminal; a file is read at once.
    with progress(_("Downloading {url}").format(url=chosen),
                  show=None if is_url(chosen) else False) as advance:
        outcome = install.update(chosen, force=force, sha256=sha256, progress=advance)
    if outcome.installed:
        typer.echo(_("Format data: read on {days} (before: {before}), from {source}").format(
            days=_read_days(outcome.formats), before=_read_days(outcome.before), source=chosen))
    else:
        typer.echo(_("Format data: up to date, read on {days}").format(
            days=_read_days(outcome.formats)))
    if outcome.note:
        typer.echo(outcome.note, err=True)


def _read_days(days: dict[str, str]) -> str:
    """Read days as "2026-11-20 (Standard), 2026-11-19 (Expanded)"; one day for all: the day."""
    if len(set(days.values())) == 1:
        return i18n.day(next(iter(days.values())))
    from deckcheck import rulesdata

    known = rulesdata.load().formats
    return ", ".join(f"{i18n.day(read)} ({_(known[fmt]['name']) if fmt in known else fmt})"
                     for fmt, read in sorted(days.items())) or "?"


@app.command()
def update(
    force: Annotated[bool, typer.Option(
        "--force", help="Install even older format data, or a catalog with far fewer cards.")]
    = False,
) -> None:
    """Refresh the format data and the card catalog from their default homes."""
    with _speaking(None), _user_errors():
        _formats_update(None, force, None)
        _update_catalog(None, None, force)


catalog_app = typer.Typer(help="Build and inspect the local card catalog (TCGdex data).",
                          no_args_is_help=True)
app.add_typer(catalog_app, name="catalog")


@catalog_app.command("update")
def catalog_update(
    source: Annotated[str | None, typer.Option(
        help="Archive (.tar.gz) or directory of the TCGdex cards database, or an http(s) URL. "
             "Default: DECKCHECK_CATALOG_SOURCE, else TCGdex's public archive.")] = None,
    catalog: Annotated[str | None, typer.Option(
        help="Where the catalog lives. Default: DECKCHECK_CATALOG, else the user data "
             "directory.")] = None,
    force: Annotated[bool, typer.Option(
        "--force", help="Install the new catalog even when it holds far fewer cards than the "
        "installed one.")] = False,
) -> None:
    """Download (or read) the TCGdex cards database and build the local catalog from it."""
    with _speaking(None), _user_errors():
        _not_empty(source=source, catalog=catalog)
        _update_catalog(source, catalog, force)


def _update_catalog(source: str | None, catalog: str | None, force: bool,
                    to_stderr: bool = False) -> None:
    """Build the catalog (``catalog update``, and ``check --ensure-catalog``); a progress bar on
    a terminal, and nothing but the result line in CI logs (on stderr when ``to_stderr``: a
    check's report owns standard output)."""
    from pathlib import Path

    from deckcheck import rulesdata
    from deckcheck.catalog import store
    from deckcheck.catalog.build import build
    from deckcheck.cli.progress import progress

    target = store.catalog_path(catalog)
    chosen = store.catalog_source(source)
    downloaded = None
    with store.update_lock(target):
        try:
            if store.is_url(chosen):
                label = _("Downloading {url}").format(url=chosen)
                with progress(label) as advance:
                    downloaded = store.download(chosen, target.parent, advance)
                archive = downloaded
            else:
                archive = Path(chosen)
                if not archive.exists():
                    raise UsageError(_("{path}: no such file or directory").format(
                        path=chosen))
            size = archive.stat().st_size if archive.is_file() else None
            with progress(_("Building the card catalog"), size) as advance:
                done = 0

                def step(nbytes: int) -> None:
                    nonlocal done
                    done += nbytes
                    advance(done, size)

                report = build(archive, target, rulesdata.load(), chosen, step, force=force)
        finally:
            if downloaded is not None:
                downloaded.unlink(missing_ok=True)
    typer.echo(_("Card catalog: {cards} cards in {sets} sets from {source} → {path}").format(
        cards=number(report.cards), sets=report.sets, source=shown(chosen),
        path=shown(str(target))), err=to_stderr)
    if report.unreadable:
        typer.echo(ngettext("{count} file could not be used, e.g. {example}",
                            "{count} files could not be used, e.g. {example}",
                            len(report.unreadable)).format(
            count=len(report.unreadable), example=shown(report.unreadable[0])), err=True)


@catalog_app.command("audit")
def catalog_audit(
    catalog: Annotated[str | None, typer.Option(help="Where the catalog lives.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print findings as JSON lines.")] = False,
) -> None:
    """List every disagreement between the catalog and deckcheck's data/ (the authority)."""
    from collections import Counter

    from deckcheck import rulesdata
    from deckcheck.catalog.audit import audit

    with _speaking(None), _user_errors():
        cards = _open_catalog(catalog)
        if cards is None:
            raise UsageError(_(NO_CATALOG))
        findings = list(audit(cards, rulesdata.load()))
    for finding in findings:
        if as_json:
            typer.echo(json.dumps({"kind": finding.kind, "card": finding.card,
                                   "message": finding.message}, ensure_ascii=False))
        else:
            typer.echo(f"{finding.kind:<24} {finding.card:<16} {finding.message}")
    if not as_json:
        kinds = Counter(f.kind for f in findings)
        typer.echo(ngettext("{count} finding: {kinds}", "{count} findings: {kinds}",
                            len(findings)).format(
            count=len(findings), kinds=", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))),
            err=True)


@catalog_app.command("info")
def catalog_info(
    catalog: Annotated[str | None, typer.Option(help="Where the catalog lives.")] = None,
) -> None:
    """Show the catalog's source, the archive's date and digest, its schema and counts."""
    from deckcheck import rulesdata
    from deckcheck.catalog import store

    with _speaking(None), _user_errors():
        # Healthy only if `check` would read it: built with this deckcheck's data/ too.
        info = store.read_info(store.catalog_path(catalog), rulesdata.load().catalog_digest)
    typer.echo(f"catalog:        {shown(str(info.path))}")
    typer.echo(f"source:         {shown(info.source)}")
    unknown, directory = _("unknown"), _("(directory source)")
    typer.echo(f"source date:    {info.source_date or unknown}")
    typer.echo(f"sha256:         {info.digest or directory}")
    typer.echo(f"built:          {info.built}")
    typer.echo(f"schema version: {info.schema_version}")
    for key, value in info.counts.items():
        typer.echo(f"{key + ':':<15} {number(value)}")
    with _speaking(None), _user_errors():
        typer.echo(_data_lines().splitlines()[0])


class ExportTo(StrEnum):
    """What ``deckcheck export`` writes."""

    registration = "registration"
    ptcgl = "ptcgl"
    plain = "plain"


class Paper(StrEnum):
    """Paper sizes for the registration sheet."""

    a4 = "a4"
    letter = "letter"


class Division(StrEnum):
    """Play! Pokémon age divisions."""

    junior = "junior"
    senior = "senior"
    masters = "masters"


@app.command()
def export(
    deck: Annotated[str, typer.Argument(help="A decklist file deckcheck reads, or - for "
                                              "standard input.", metavar="LIST",
                                        show_default=False)],
    to: Annotated[ExportTo, typer.Option(
        "--to", help="registration: the deck registration sheet as a PDF; ptcgl: a Pokémon "
        "TCG Live import text; plain: 4 Name SET NUM lines.", case_sensitive=False)],
    output: Annotated[str | None, typer.Option(
        # -o / --output-file name the file in every command (check's too); --output stays.
        "--output-file", "-o", "--output", metavar="FILE", help="File to write (an existing one "
        "only with --overwrite). Default: standard output.", show_default=False)] = None,
    game_format: Annotated[str | None, typer.Option(
        "--format", "-f", help="Game format the list is checked against and prints are chosen "
        "for; default as for `deckcheck check`.", show_default=False)] = None,
    day: Annotated[str | None, typer.Option(
        "--date", metavar="YYYY-MM-DD", help="Check the list and choose its prints as of this "
        "day, as `deckcheck check --date` does. Default: date in \\[tool.deckcheck], else "
        "today.", show_default=False)] = None,
    lang: Annotated[str | None, typer.Option(
        help="Client language of a ptcgl or plain export, and of deckcheck's messages: en, it, "
        "es, pt, fr or de. Default: en for the export, the locale (LANG) for messages.",
        show_default=False)] = None,
    paper: Annotated[Paper, typer.Option(help="Paper size of the registration sheet.",
                                         case_sensitive=False)] = Paper.a4,
    player_name: Annotated[str | None, typer.Option(
        help="Player name for the sheet. Default: \\[tool.deckcheck.player] name.",
        show_default=False)] = None,
    player_id: Annotated[str | None, typer.Option(
        help="Play! Pokémon player ID. Default: \\[tool.deckcheck.player] id.",
        show_default=False)] = None,
    birth_date: Annotated[str | None, typer.Option(
        help="Date of birth, YYYY-MM-DD. Default: \\[tool.deckcheck.player] birth_date.",
        show_default=False)] = None,
    division: Annotated[Division | None, typer.Option(
        help="Age division. Default: \\[tool.deckcheck.player] division.", case_sensitive=False,
        show_default=False)] = None,
    catalog: Annotated[str | None, typer.Option(
        help="Card catalog to identify cards and choose prints with.")] = None,
    force: Annotated[bool, typer.Option(
        "--force", help="Export a list that is not legal or not decided; the registration "
        "sheet then lists every problem in a banner.")] = False,
    overwrite: Annotated[bool, typer.Option(
        "--overwrite", help="Replace the file -o names if it exists.")] = False,
) -> None:
    """Export a checked list: the deck registration sheet (PDF), a Pokémon TCG Live import, or a
    plain list. A line without set and number gets a print legal in the format, from the newest
    set that has one. A list that is not legal needs --force."""
    from deckcheck.export import output as out
    from deckcheck.export import run
    from deckcheck.export.sheet import ExportError, Player

    lang = _run_lang(lang)  # also the client language of a ptcgl or plain export
    request = run.Request(
        deck=deck, to=to.value, output=output, game_format=game_format, day=day, lang=lang,
        paper=paper.value, force=force, overwrite=overwrite,
        player=Player(name=_text(player_name), id=_text(player_id),
                      birth_date=_text(birth_date), division=division.value if division else None))
    with _speaking(lang or _list_language(deck)), _user_errors():
        run.validate(request)  # before the catalog is opened: a typo costs nothing
        try:
            exported = run.export(request, _open_catalog(catalog))
        except ExportError as exc:  # the list needs fixing: exit 1, as an illegal list
            typer.echo(_("deckcheck: error: {message}").format(message=shown(str(exc))),
                       err=True)
            raise typer.Exit(exitcodes.ILLEGAL) from None
        # Notes and problems quote the list's lines: control characters escaped.
        for note in exported.sheet.notes:
            typer.echo(_("deckcheck: note: {message}").format(message=shown(note)), err=True)
        for problem in exported.sheet.problems:
            typer.echo(_("deckcheck: warning: exported anyway (--force): {problem}").format(
                problem=shown(problem)), err=True)
        for warning in exported.warnings:
            typer.echo(_("deckcheck: warning: {message}").format(message=shown(warning)),
                       err=True)
        out.write(exported.content, output, overwrite, binary=exported.binary)


@app.command()
def serve(
    port: Annotated[int, typer.Option(
        "--port", min=0, max=65535, help="The port to listen on. Default: a free one.",
        show_default=False)] = 0,
    host: Annotated[str, typer.Option(
        "--host", help="The address to listen on. Default: 127.0.0.1, this machine only; "
        "0.0.0.0 lets other machines of the network in (a club's, an event's).")]
        = "127.0.0.1",
    open_browser: Annotated[bool, typer.Option(
        "--open", help="Open the page in the web browser.")] = False,
    catalog: Annotated[str | None, typer.Option(
        help="Card catalog to identify cards with. Default: DECKCHECK_CATALOG, else the one "
             "`deckcheck catalog update` built.")] = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " For what is said here; the page speaks each visitor's "
        "language. Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """Start the page: check lists, download the registration sheet and ask "same name?" in a
    web browser, without a terminal. Ctrl+C stops it."""
    from deckcheck.rulesdata.resources import catalog_path

    with _speaking(lang), _user_errors():
        _not_empty(host=host)
        cards = _open_catalog(catalog)  # one the user named must be there
        path = catalog_path(catalog) if cards is not None else None
        if cards is None:
            typer.echo(_("deckcheck: warning: {message}").format(message=_(NO_CATALOG)),
                       err=True)
        from deckcheck.serve.launch import serve as serve_page

        def say(url: str) -> None:
            # Translators: {url} is the page's address, e.g. http://127.0.0.1:8765/.
            typer.echo(_("deckcheck: the page is at {url} (Ctrl+C to stop)").format(url=url))

        serve_page(host.strip(), port, path, open_browser, say)


def _text(option: str | None) -> str | None:
    """An option meant as text (a player's name), as its user wrote it (:func:`argument`)."""
    return None if option is None else argument(option)


def main() -> None:
    """Console-script entry point.

    ``deckcheck check …``, the command a CI job and a batch run most, builds only itself: Typer
    converts every registered command's options at start-up, and the other commands' cost a
    measurable share of checking one list (tests/benchmark.py). Every other call, and
    ``--help``, gets the whole app.
    """
    for stream in (sys.stdout, sys.stderr):
        # A terminal in Latin-1 or ASCII cannot show “ ” or „: escape what it cannot encode
        # (in JSON, \u201c is the same character) rather than fail the report.
        with contextlib.suppress(AttributeError, ValueError):
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    if len(sys.argv) > 1 and sys.argv[1] == "check" and "--help" not in sys.argv[2:]:
        only_check = typer.Typer(add_completion=False)
        only_check.callback()(_main)
        only_check.command()(check)
        only_check()
        return
    code = _help_language(sys.argv[1:])
    from typer.main import get_command

    from deckcheck.i18n import use

    command = get_command(app)
    with use(code):
        _translate_help(command)
    command()


def _help_language(args: list[str]) -> str:
    """The language of ``--help``: the command line's ``--lang``, else the locale's.

    Help is built before options are parsed, so ``--lang`` is looked for in the raw arguments.
    """
    from deckcheck.i18n import LANGUAGES, code_of, locale_language

    for index, arg in enumerate(args):
        value = args[index + 1] if arg == "--lang" and index + 1 < len(args) \
            else arg.removeprefix("--lang=") if arg.startswith("--lang=") else None
        if value is not None and code_of(value) in LANGUAGES:
            return code_of(value)
    return locale_language(os.environ) or "en"


def _translate_help(command: Any) -> None:
    """Put the help of ``command``, its options and its subcommands in the active language,
    each paragraph on one line for the terminal to wrap, with Click's and Typer's own words
    (:mod:`deckcheck.cli.help_words`) in that language too.

    The English help lives in the code (docstrings and ``help=``); ``python -m deckcheck.locale``
    extracts it by walking this same tree (:func:`deckcheck.locale.catalogs.help_messages`).
    """
    from deckcheck.cli.help_words import reflowed, speak

    def translate(command: Any) -> None:
        if command.help:
            command.help = reflowed(_(command.help))
        for param in command.params:
            if getattr(param, "help", None):
                param.help = reflowed(_(param.help))
        for sub in getattr(command, "commands", {}).values():
            translate(sub)

    translate(command)
    speak(command)
