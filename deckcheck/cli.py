"""The ``deckcheck`` command line. Thin: parse options, run the pipeline, pick a reporter, exit.

The contract (options, output shapes, exit codes in :mod:`deckcheck.exitcodes`) is relied on by
scripts and CI jobs; see the README.
"""

from __future__ import annotations

import contextlib
import gc
import itertools
import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Any, TextIO

import typer

from deckcheck import exitcodes
from deckcheck.errors import CatalogError, DataError, DeckcheckError, UsageError
from deckcheck.i18n import N_, _, ngettext, number
from deckcheck.terminal import shown

if TYPE_CHECKING:
    from pathlib import Path

    from deckcheck.catalog.lookup import Catalog
    from deckcheck.data import RulesData
    from deckcheck.formats import GameFormat
    from deckcheck.models import CanonicalName

NO_CATALOG = N_("no card catalog installed; run `deckcheck catalog update`")

LANG_HELP = "Language of deckcheck's messages: en, it, es, pt, fr or de."

GC_EVERY = 500
"""Decks between two full garbage collections in a batch (keeps a batch's memory flat)."""

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Tell whether a Pokémon TCG decklist is legal, and exactly why not.",
)


def _show_version(value: bool) -> None:
    """``--version``: print the version and stop before any command runs."""
    if value:
        from deckcheck import __version__

        typer.echo(f"deckcheck {__version__}")
        raise typer.Exit()


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


@app.command()
def check(
    paths: Annotated[list[str] | None, typer.Argument(
        help="Decklist files, directories (searched recursively for .txt, .deck, .dek and .list "
             "files), or - for standard input.", show_default=False)] = None,
    game_format: Annotated[str | None, typer.Option(
        "--format", "-f", help="Game format to check against: a name from `deckcheck formats`, "
        "or a .yaml format file of your own. Default: \\[tool.deckcheck] in pyproject.toml or "
        "deckcheck.yaml (per path), else standard.", show_default=False)] = None,
    output: Annotated[Output | None, typer.Option(
        "--output", "-o", help="Report format: text for people; json, jsonl (a deck per line), "
        "github (annotations) or sarif (code scanning) for machines. "
        "Default: github when GITHUB_ACTIONS is set (as linters do), else text.",
        case_sensitive=False, show_default=False)] = None,
    catalog: Annotated[str | None, typer.Option(
        help="Card catalog to identify cards with. Default: DECKCHECK_CATALOG, else the one "
             "`deckcheck catalog update` built.")] = None,
    strict: Annotated[bool | None, typer.Option(
        "--strict/--no-strict", help="Make every point deckcheck cannot decide an error (exit 1) "
        "instead of an undecided verdict (exit 3). Default: strict in \\[tool.deckcheck], else "
        "off.", show_default=False)] = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default for the text report: each list's own header "
        "language, else the locale (LANG); machine outputs stay English.",
        show_default=False)] = None,
    day: Annotated[str | None, typer.Option(
        "--date", metavar="YYYY-MM-DD", help="Judge the lists by the format as it stood on this "
        "day (its card pool, bans and rotations: data/history/). Default: date in "
        "\\[tool.deckcheck], else today by the current format files.",
        show_default=False)] = None,
    next_rotation: Annotated[bool, typer.Option(
        "--next-rotation", help="Name the cards of each list that the next announced Standard "
        "rotation removes, and its date.")] = False,
) -> None:
    """Check decklists. Exit 0: all legal; 1: any deck illegal or unreadable; 2: usage error;
    3: none illegal, but some point undecided (confirm with a judge, or use --strict)."""
    if output is None:
        output = Output.github if os.environ.get("GITHUB_ACTIONS") == "true" else Output.text
    lang = _run_lang(lang)
    with _speaking(lang), _user_errors():
        _check(paths, game_format, output, catalog, strict, lang, day, next_rotation)


def _check(paths: list[str] | None, game_format: str | None, output: Output,
           catalog: str | None, strict: bool | None, lang: str | None, day: str | None,
           next_rotation: bool) -> None:
    """``check`` with messages in ``lang``; without it, each list's text report in its own."""
    from pathlib import Path

    from deckcheck import config, data, formats
    from deckcheck.checker import Checker, Source, expand
    from deckcheck.i18n import choose, locale_language, use
    from deckcheck.reporters import Tally, reporter_class

    # Machine outputs are English unless --lang says otherwise (a CI job's JSON must not change
    # with the machine's locale); the text report follows each list's header words, then the
    # locale.
    fixed = lang or ("en" if output is not Output.text else None)

    def language_for(header: str | None) -> str:
        return fixed or choose(None, header, os.environ)

    with _user_errors():
        if not paths:
            raise UsageError(_("give at least one decklist file, directory, or - for standard "
                               "input"))
        _not_empty(format=game_format, date=day)
        rules_data = data.load()
        project = config.find(Path.cwd())
        default_id = game_format or (project.default_format if project else None) \
            or formats.DEFAULT_FORMAT
        as_of = None
        if day is not None or next_rotation or (project is not None and project.date):
            from deckcheck import dated_cli  # the format history: only when a date is asked

            dated_cli.refuse_conflicts(game_format, day)
            as_of = dated_cli.chosen_day(day, project.date if project else None,
                                         str(project.source) if project else "")
            dated_cli.refuse_undated(default_id, as_of)
            default_id = dated_cli.on_day(default_id, as_of, override=day is not None)
        if strict is None:
            strict = project.strict if project else False
        # Formats the settings file chose: their errors name that file.
        from_settings = project.source if project is not None and not game_format else None
        chosen = _format(rules_data, default_id,
                         from_settings if project is not None and project.default_format else None)
        sources = expand(paths)
        first = next(sources, None)
        if first is None:
            raise UsageError(_("no decklist files found in {paths}").format(
                paths=", ".join(paths)))
        cards = _open_catalog(catalog)
        if next_rotation:
            from deckcheck import clock

            chosen = dated_cli.with_rotation(chosen, clock.today())
        checkers = {default_id: Checker(rules_data, chosen, cards, strict, language_for)}
        per_path = project is not None and not game_format

        def format_for(source: Source) -> str:
            """A deck repository may give each folder its format ([tool.deckcheck] paths)."""
            if per_path and project is not None and source.file is not None:
                found = project.format_for(source.file)
                if found is not None and as_of is not None:
                    return dated_cli.on_day(found, as_of, override=day is not None)
                return found or default_id
            return default_id

        # Every format the settings name is resolved before the first report line: a bad one
        # stops the run whole. Its checker is built when a deck first needs it, and the sources
        # are walked as they are checked.
        named: dict[str, GameFormat] = {}
        if per_path and project is not None:
            ids = {fmt for _, fmt in project.path_formats}
            if as_of is not None:
                ids = {dated_cli.on_day(fmt, as_of, override=day is not None) for fmt in ids}
            for format_id in ids - set(checkers):
                named[format_id] = _format(rules_data, format_id, from_settings)

        def checker_for(format_id: str) -> Checker:
            if format_id not in checkers:
                found = named[format_id]
                if next_rotation:
                    from deckcheck import clock

                    found = dated_cli.with_rotation(found, clock.today())
                checkers[format_id] = Checker(rules_data, found, cards, strict, language_for)
            return checkers[format_id]
    color = output is Output.text and _is_terminal(sys.stdout) and "NO_COLOR" not in os.environ
    reporter = reporter_class(output.value)(chosen, rules_data, color)
    tally = Tally()
    out = _Report()
    # The run's last line speaks --lang, else the locale; with neither, the lists' own language
    # when they all share one (one Italian list gets an Italian report, summary included).
    spoken: set[str] = set()
    with _user_errors():  # a catalog found damaged mid-run is one line too
        out.write(reporter.begin())
        for source in itertools.chain([first], sources):
            result = checker_for(format_for(source)).check_source(source)
            tally.add(result)
            spoken.add(result.language)
            with use(result.language):
                out.write(reporter.deck(result))
            if tally.decks % GC_EVERY == 0:
                # json's indented encoder leaves a few reference cycles per deck; collected only
                # by Python's rare full collections, they would make memory grow with the batch.
                gc.collect()
        shared = next(iter(spoken)) if len(spoken) == 1 else None
        if fixed is None and shared is not None and locale_language(os.environ) is None:
            with use(shared):
                out.write(reporter.end(tally))
        else:
            out.write(reporter.end(tally))
    raise typer.Exit(tally.exit_code)


def _format(rules_data: RulesData, format_id: str, settings: Path | None) -> GameFormat:
    """The format ``format_id``; when a settings file chose it, its errors name that file."""
    from deckcheck import formats

    try:
        return formats.get(rules_data, format_id)
    except (UsageError, DataError) as exc:
        if settings is None:
            raise
        raise type(exc)(f"{settings}: {exc}") from exc


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
        _name(first, second, as_json, catalog)


def _name(first: str, second: str, as_json: bool, catalog: str | None) -> None:
    from deckcheck import data
    from deckcheck.compare import compare
    from deckcheck.names import rules_for

    with _user_errors():
        if not first.strip() or not second.strip():
            raise UsageError(_("give two card names (an empty name names no card)"))
        rules_data = data.load()
        cards = _open_catalog(catalog)
        english = None
        if cards is not None:
            def english(name: CanonicalName) -> str | None:
                return cards.resolve(None, name.key, _preferred()).english_name
        result = compare(rules_for(rules_data), rules_data, first, second, english)
    if as_json:
        document = {"same": result.same, "names": [n.display for n in result.names],
                    "reason": result.reason}
        typer.echo(json.dumps(document, ensure_ascii=False))
    else:
        width = max(len(first), len(second))
        for written, canonical in zip((first, second), result.names, strict=True):
            typer.echo(f"{written:<{width}}  →  {canonical.display}")
        verdict = (_("Same name for deck building. {reason}") if result.same
                   else _("Different names for deck building. {reason}"))
        typer.echo(verdict.format(reason=result.reason))
    raise typer.Exit(exitcodes.SAME_NAME if result.same else exitcodes.DIFFERENT_NAMES)


@contextmanager
def _progress(show: bool, length: int | None,
              label: str) -> Iterator[Callable[[int, int | None], None]]:
    """A callback taking (bytes done, total) that drives a progress bar, or does nothing."""
    if not show:
        yield lambda done, total: None
        return
    with typer.progressbar(length=length or 1, label=label, file=sys.stderr) as bar:
        shown = 0

        def advance(done: int, total: int | None) -> None:
            nonlocal shown
            if total and bar.length != total:
                bar.length = total
            bar.update(done - shown)
            shown = done

        yield advance


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
    """The card catalog if one is installed (an explicit --catalog must exist)."""
    from deckcheck.resources import catalog_path

    _not_empty(catalog=option)
    path = catalog_path(option)
    if path.is_file():  # sqlite3 is imported only when there is a catalog to read
        from deckcheck import data
        from deckcheck.catalog.lookup import Catalog

        return Catalog(path, data.load().catalog_digest)
    if option is not None:
        raise UsageError(_("{path}: no card catalog there; run `deckcheck catalog update`")
                         .format(path=option))
    return None


def _is_terminal(stream: TextIO | None) -> bool:
    """Whether ``stream`` is an open terminal (a closed or missing stream is not)."""
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):
        return False


class _Report:
    """Writes the report to standard output. With standard output closed, says so once on
    stderr (the exit code still gives the verdict); a reader that stops early (`| head`) ends
    it quietly."""

    def __init__(self) -> None:
        self.failed = False

    def write(self, text: str) -> None:
        """Write one piece of the report."""
        if self.failed:
            return
        try:
            if sys.stdout is None:
                raise ValueError("standard output is closed")
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:
            self.failed = True  # no message, and none at exit either
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (ValueError, OSError) as exc:
            self.failed = True
            if sys.stderr is not None:
                sys.stderr.write(_("deckcheck: error: cannot write the report: {reason}")
                                 .format(reason=exc) + "\n")


def _list_language(deck: str) -> str | None:
    """The client language of a list file's header words, when no locale states a preference.

    As ``check`` answers an Italian list in Italian, so does ``export``; standard input is not
    read ahead (it can be read once), and a file that cannot be read has no language.
    """
    from deckcheck.i18n import locale_language

    if deck == "-" or locale_language(os.environ) is not None:
        return None
    from deckcheck import data
    from deckcheck.checker import Source, read_bytes
    from deckcheck.decklist import read

    try:
        return read(read_bytes(Source(deck, deck)), deck, data.load()).language
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
        failed = isinstance(exc, CatalogError)
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
        _card(query, catalog, as_json)


def _card(query: str, catalog: str | None, as_json: bool) -> None:
    from deckcheck import data
    from deckcheck.names import rules_for

    with _user_errors():
        cards = _open_catalog(catalog)
        if cards is None:
            raise UsageError(_(NO_CATALOG))
        rules_data = data.load()
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
    from deckcheck import card_report

    typer.echo(card_report.title(english, prints[0][0], rules_data))
    typer.echo(card_report.names_line(prints[0][0]))
    for index, (printed, set_name) in enumerate(prints):
        typer.echo(card_report.print_line(printed, set_name, energy[index], rules_data))


def _energy_kinds(rules_data: RulesData, cards: Catalog,
                  prints: list[Any]) -> list[str]:
    """``basic`` or ``special`` for each Energy print, as the checker counts it (data/ first:
    "Darkness Energy" N1 104 is a Special Energy under a basic Energy's name); "" otherwise."""
    from deckcheck.identify import Identifier
    from deckcheck.names import rules_for

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
    from deckcheck import data, ruledocs
    from deckcheck.rules import RULES_BY_ID

    with _user_errors():
        rules_data = data.load()
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
            typer.echo(ruledocs.explain(rule_id, rules_data), nl=False)


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
    from deckcheck import data, formats

    with _speaking(lang), _user_errors():
        known = formats.available(data.load())
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

    from deckcheck import data, formats

    with _speaking(lang), _user_errors():
        if day is not None or "@" in name:
            from deckcheck import dated

            _not_empty(date=day)
            dated_id = f"{name}@{dated.parse_day(day.strip(), '--date').isoformat()}" \
                if day is not None else name
            settings = dated.describe(formats.get(data.load(), dated_id))
        else:
            settings = formats.effective(data.load(), name)
    typer.echo(yaml.safe_dump(settings, sort_keys=False, allow_unicode=True).rstrip())


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
    from pathlib import Path

    from deckcheck import data
    from deckcheck.catalog import store
    from deckcheck.catalog.build import build

    with _speaking(None), _user_errors():
        _not_empty(source=source, catalog=catalog)
        target = store.catalog_path(catalog)
        chosen = store.catalog_source(source)
        # A progress bar on a terminal; nothing but the result line in CI logs.
        show = _is_terminal(sys.stderr)
        downloaded = None
        with store.update_lock(target):
            try:
                if store.is_url(chosen):
                    label = _("Downloading {url}").format(url=chosen)
                    with _progress(show, None, label) as advance:
                        downloaded = store.download(
                            chosen, target.parent, lambda got, total: advance(got, total))
                    archive = downloaded
                else:
                    archive = Path(chosen)
                    if not archive.exists():
                        raise UsageError(_("{path}: no such file or directory").format(
                            path=chosen))
                size = archive.stat().st_size if archive.is_file() else None
                with _progress(show, size, _("Building the card catalog")) as advance:
                    done = 0

                    def step(nbytes: int) -> None:
                        nonlocal done
                        done += nbytes
                        advance(done, size)

                    report = build(archive, target, data.load(), chosen, step, force=force)
            finally:
                if downloaded is not None:
                    downloaded.unlink(missing_ok=True)
        typer.echo(_("Card catalog: {cards} cards in {sets} sets from {source} → {path}").format(
            cards=number(report.cards), sets=report.sets, source=chosen, path=target))
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

    from deckcheck import data
    from deckcheck.catalog.audit import audit

    with _speaking(None), _user_errors():
        cards = _open_catalog(catalog)
        if cards is None:
            raise UsageError(_(NO_CATALOG))
        findings = list(audit(cards, data.load()))
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
    from deckcheck.catalog import store

    with _speaking(None), _user_errors():
        info = store.read_info(store.catalog_path(catalog))
    typer.echo(f"catalog:        {info.path}")
    typer.echo(f"source:         {info.source}")
    unknown, directory = _("unknown"), _("(directory source)")
    typer.echo(f"source date:    {info.source_date or unknown}")
    typer.echo(f"sha256:         {info.digest or directory}")
    typer.echo(f"built:          {info.built}")
    typer.echo(f"schema version: {info.schema_version}")
    for key, value in info.counts.items():
        typer.echo(f"{key + ':':<15} {number(value)}")


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
        "--output", "-o", help="File to write (an existing one only with --overwrite). "
        "Default: standard output.", show_default=False)] = None,
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
        player=Player(name=player_name, id=player_id, birth_date=birth_date,
                      division=division.value if division else None))
    with _speaking(lang or _list_language(deck)), _user_errors():
        run.validate(request)  # before the catalog is opened: a typo costs nothing
        try:
            exported = run.export(request, _open_catalog(catalog))
        except ExportError as exc:  # the list needs fixing: exit 1, as an illegal list
            typer.echo(_("deckcheck: error: {message}").format(message=exc), err=True)
            raise typer.Exit(exitcodes.ILLEGAL) from None
        for note in exported.sheet.notes:
            typer.echo(_("deckcheck: note: {message}").format(message=note), err=True)
        for problem in exported.sheet.problems:
            typer.echo(_("deckcheck: warning: exported anyway (--force): {problem}").format(
                problem=problem), err=True)
        out.write(exported.content, output, overwrite, binary=exported.binary)


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
    if code == "en":
        app()
        return
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
    """Put the help of ``command``, its options and its subcommands in the active language.

    The English help lives in the code (docstrings and ``help=``); ``python -m deckcheck.locale``
    extracts it by walking this same tree (:func:`deckcheck.locale.catalogs.help_messages`).
    """
    if command.help:
        command.help = _(command.help)
    for param in command.params:
        if getattr(param, "help", None):
            param.help = _(param.help)
    for sub in getattr(command, "commands", {}).values():
        _translate_help(sub)
