"""The ``deckcheck`` command line. Thin: parse options, run the pipeline, pick a reporter, exit.

The contract (options, output shapes, exit codes in :mod:`deckcheck.exitcodes`) is relied on by
scripts and CI jobs; see the README.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, TextIO

import typer

from deckcheck import exitcodes
from deckcheck.errors import CatalogError, DataError, DeckcheckError, UsageError
from deckcheck.terminal import shown

if TYPE_CHECKING:
    from pathlib import Path

    from deckcheck.catalog.lookup import Catalog
    from deckcheck.data import RulesData
    from deckcheck.formats import GameFormat
    from deckcheck.models import CanonicalName

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Tell whether a Pokémon TCG decklist is legal, and exactly why not.",
)


class Output(StrEnum):
    """Report formats for ``deckcheck check``."""

    text = "text"
    json = "json"
    github = "github"


@app.command()
def check(
    paths: Annotated[list[str] | None, typer.Argument(
        help="Decklist files, directories (searched recursively for .txt, .deck, .dek and .list "
             "files), or - for standard input.", show_default=False)] = None,
    game_format: Annotated[str | None, typer.Option(
        "--format", "-f", help="Game format to check against: a name from `deckcheck formats`, "
        "or a .yaml format file of your own. Default: [tool.deckcheck] in pyproject.toml or "
        "deckcheck.yaml (per path), else standard.", show_default=False)] = None,
    output: Annotated[Output | None, typer.Option(
        "--output", "-o", help="Report format: text for people, json or github for machines. "
        "Default: github when GITHUB_ACTIONS is set (as linters do), else text.",
        case_sensitive=False, show_default=False)] = None,
    catalog: Annotated[str | None, typer.Option(
        help="Card catalog to identify cards with. Default: DECKCHECK_CATALOG, else the one "
             "`deckcheck catalog update` built.")] = None,
) -> None:
    """Check decklists. Exit 0: all legal; 1: any deck illegal or unreadable; 2: usage error."""
    from pathlib import Path

    from deckcheck import config, data, formats
    from deckcheck.checker import Checker, Source, expand
    from deckcheck.reporters import REPORTERS

    if output is None:
        output = Output.github if os.environ.get("GITHUB_ACTIONS") == "true" else Output.text
    with _user_errors():
        if not paths:
            raise UsageError("give at least one decklist file, directory, or - for standard input")
        _not_empty(format=game_format)
        rules_data = data.load()
        project = None if game_format else config.find(Path.cwd())
        default_id = game_format or (project.default_format if project else None) \
            or formats.DEFAULT_FORMAT
        from_settings = project.source if project is not None else None  # None with --format
        chosen = _format(rules_data, default_id,
                         from_settings if project is not None and project.default_format else None)
        sources = expand(paths)
        if not sources:
            raise UsageError("no decklist files found in " + ", ".join(paths))
        cards = _open_catalog(catalog)
        checkers = {default_id: Checker(rules_data, chosen, cards)}

        def checker_for(source: Source) -> Checker:
            """A deck repository may give each folder its format ([tool.deckcheck] paths)."""
            format_id = default_id
            if project is not None and source.location is not None:
                format_id = project.format_for(source.location) or default_id
            if format_id not in checkers:
                checkers[format_id] = Checker(rules_data, _format(rules_data, format_id,
                                                                  from_settings), cards)
            return checkers[format_id]

        results = [checker_for(source).check_source(source) for source in sources]
    color = output is Output.text and _is_terminal(sys.stdout) and "NO_COLOR" not in os.environ
    _write_out(REPORTERS[output.value](results, chosen, rules_data, color))
    raise typer.Exit(exitcodes.LEGAL if all(r.legal for r in results) else exitcodes.ILLEGAL)


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
) -> None:
    """Are two cards the same name for deck building? Exit 0 if the same, 1 if different."""
    from deckcheck import data
    from deckcheck.compare import compare
    from deckcheck.names import rules_for

    with _user_errors():
        if not first.strip() or not second.strip():
            raise UsageError("give two card names (an empty name names no card)")
        rules_data = data.load()
        cards = _open_catalog(catalog)
        english = None
        if cards is not None:
            def english(name: CanonicalName) -> str | None:
                return cards.resolve(None, name.key).english_name
        result = compare(rules_for(rules_data), rules_data, first, second, english)
    if as_json:
        document = {"same": result.same, "names": [n.display for n in result.names],
                    "reason": result.reason}
        typer.echo(json.dumps(document, ensure_ascii=False))
    else:
        width = max(len(first), len(second))
        for written, canonical in zip((first, second), result.names, strict=True):
            typer.echo(f"{written:<{width}}  →  {canonical.display}")
        verdict = "Same name" if result.same else "Different names"
        typer.echo(f"{verdict} for deck building. {result.reason}")
    raise typer.Exit(exitcodes.LEGAL if result.same else exitcodes.ILLEGAL)


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


def _not_empty(**options: str | None) -> None:
    """An option given as an empty string is a mistake, not a request for the default (an empty
    --source would otherwise download from the network)."""
    for option, value in options.items():
        if value is not None and not value.strip():
            raise UsageError(f"--{option} is empty")


def _open_catalog(option: str | None) -> Catalog | None:
    """The card catalog if one is installed (an explicit --catalog must exist)."""
    from deckcheck.resources import catalog_path

    _not_empty(catalog=option)
    path = catalog_path(option)
    if path.is_file():  # sqlite3 is imported only when there is a catalog to read
        from deckcheck.catalog.lookup import Catalog

        return Catalog(path)
    if option is not None:
        raise UsageError(f"{option}: no card catalog there; run `deckcheck catalog update`")
    return None


def _is_terminal(stream: TextIO | None) -> bool:
    """Whether ``stream`` is an open terminal (a closed or missing stream is not)."""
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):
        return False


def _write_out(text: str) -> None:
    """Write the report; with standard output closed, say so on stderr (the exit code stays)."""
    try:
        if sys.stdout is None:
            raise ValueError("standard output is closed")
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader stopped early (`| head`), as it may: no message, and none at exit either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (ValueError, OSError) as exc:
        if sys.stderr is not None:
            sys.stderr.write(f"deckcheck: error: cannot write the report: {exc}\n")


@contextmanager
def _user_errors() -> Iterator[None]:
    """Problems the user can fix end the command with one line on stderr, never a traceback."""
    try:
        yield
    except DeckcheckError as exc:  # usage, a data/format file, or the card catalog
        typer.echo(f"deckcheck: error: {shown(str(exc), newlines=True)}", err=True)
        failed = isinstance(exc, CatalogError)
        raise typer.Exit(exitcodes.ILLEGAL if failed else exitcodes.USAGE) from None
    except OSError as exc:  # a path the system refuses: a name too long, a folder not a folder
        where = f"{exc.filename}: " if exc.filename else ""
        typer.echo(f"deckcheck: error: {shown(where)}{exc.strerror or exc}", err=True)
        raise typer.Exit(exitcodes.USAGE) from None


@app.command()
def card(
    query: Annotated[str, typer.Argument(
        help="A card name in English, Italian, Spanish, Portuguese, French or German, or a "
             "print such as 'TEF 152'.")],
    catalog: Annotated[str | None, typer.Option(help="Card catalog to search.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")] = False,
) -> None:
    """Show what the card catalog knows about a card: every print, stage, mark, names."""
    from deckcheck import data
    from deckcheck.names import rules_for

    with _user_errors():
        cards = _open_catalog(catalog)
        if cards is None:
            raise UsageError("no card catalog installed; run `deckcheck catalog update`")
        rules_data = data.load()
        name = rules_for(rules_data).canonical(query)
        head, _, tail = query.strip().rpartition(" ")
        printed = cards.by_print(*rules_data.print_key(head, tail)) if head and tail else None
        english = printed.name if printed else cards.resolve(None, name.key).english_name
        if english is None:
            hints = cards.suggestions(query)
            raise CatalogError(f"no card is named {query!r}"
                             + (f"; did you mean {', '.join(hints)}?" if hints else ""))
        prints = cards.prints_named(english)
    if as_json:
        typer.echo(json.dumps({"name": english, "names": prints[0][0].names, "prints": [
            {"set": c.set_code, "set_name": set_name, "number": c.number,
             "category": c.category, "stage": c.stage, "regulation_mark": c.regulation_mark,
             "rarity": c.rarity, "illustrator": c.illustrator} for c, set_name in prints]},
            ensure_ascii=False))
        return
    first = prints[0][0]
    typer.echo(f"{english} — {first.category or 'unknown category'}"
               + (f", {first.stage}" if first.stage else "")
               + (f", {first.trainer_type}" if first.trainer_type else ""))
    typer.echo("names: " + "; ".join(f"{lang} {text}" for lang, text in first.names.items()))
    for c, set_name in prints:
        where = f"{c.set_code or '(no code)'} {c.number}"
        typer.echo(f"  {where:<14} {set_name:<32} mark {c.regulation_mark or '-':<2} "
                   f"{c.rarity or '':<20} {c.illustrator or ''}")


formats_app = typer.Typer(help="The game formats deckcheck knows.")
app.add_typer(formats_app, name="formats")


@formats_app.callback(invoke_without_command=True)
def formats_list(ctx: typer.Context) -> None:
    """List the formats with a one-line description each."""
    if ctx.invoked_subcommand is not None:
        return
    from deckcheck import data, formats

    with _user_errors():
        known = formats.available(data.load())
    width = max(len(f.id) for f in known)
    for game_format in known:
        default = " (default)" if game_format.id == formats.DEFAULT_FORMAT else ""
        typer.echo(f"{game_format.id:<{width}}  {game_format.description}{default}")


@formats_app.command("show")
def formats_show(
    name: Annotated[str, typer.Argument(help="A format name, or a .yaml format file.")],
) -> None:
    """Print a format's effective settings, after everything it extends."""
    import yaml

    from deckcheck import data, formats

    with _user_errors():
        settings = formats.effective(data.load(), name)
        formats.check_levels(settings, name)
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

    with _user_errors():
        _not_empty(source=source, catalog=catalog)
        target = store.catalog_path(catalog)
        chosen = store.catalog_source(source)
        # A progress bar on a terminal; nothing but the result line in CI logs.
        show = _is_terminal(sys.stderr)
        downloaded = None
        with store.update_lock(target):
            try:
                if store.is_url(chosen):
                    with _progress(show, None, f"Downloading {chosen}") as advance:
                        downloaded = store.download(
                            chosen, target.parent, lambda got, total: advance(got, total))
                    archive = downloaded
                else:
                    archive = Path(chosen)
                    if not archive.exists():
                        raise UsageError(f"{chosen}: no such file or directory")
                size = archive.stat().st_size if archive.is_file() else None
                with _progress(show, size, "Building the card catalog") as advance:
                    done = 0

                    def step(nbytes: int) -> None:
                        nonlocal done
                        done += nbytes
                        advance(done, size)

                    report = build(archive, target, data.load(), chosen, step, force=force)
            finally:
                if downloaded is not None:
                    downloaded.unlink(missing_ok=True)
        typer.echo(f"Card catalog: {report.cards:,} cards in {report.sets} sets from {chosen} "
                   f"→ {target}")
        if report.unreadable:
            typer.echo(f"{len(report.unreadable)} files could not be used, e.g. "
                       f"{shown(report.unreadable[0])}", err=True)


@catalog_app.command("audit")
def catalog_audit(
    catalog: Annotated[str | None, typer.Option(help="Where the catalog lives.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print findings as JSON lines.")] = False,
) -> None:
    """List every disagreement between the catalog and deckcheck's data/ (the authority)."""
    from collections import Counter

    from deckcheck import data
    from deckcheck.catalog.audit import audit

    with _user_errors():
        cards = _open_catalog(catalog)
        if cards is None:
            raise UsageError("no card catalog installed; run `deckcheck catalog update`")
        findings = list(audit(cards, data.load()))
    for finding in findings:
        if as_json:
            typer.echo(json.dumps({"kind": finding.kind, "card": finding.card,
                                   "message": finding.message}, ensure_ascii=False))
        else:
            typer.echo(f"{finding.kind:<24} {finding.card:<16} {finding.message}")
    if not as_json:
        kinds = Counter(f.kind for f in findings)
        typer.echo(f"{len(findings)} findings: " + ", ".join(f"{n} {k}" for k, n in
                                                           sorted(kinds.items())), err=True)


@catalog_app.command("info")
def catalog_info(
    catalog: Annotated[str | None, typer.Option(help="Where the catalog lives.")] = None,
) -> None:
    """Show the catalog's source, the archive's date and digest, its schema and counts."""
    from deckcheck.catalog import store

    with _user_errors():
        info = store.read_info(store.catalog_path(catalog))
    typer.echo(f"catalog:        {info.path}")
    typer.echo(f"source:         {info.source}")
    typer.echo(f"source date:    {info.source_date or 'unknown'}")
    typer.echo(f"sha256:         {info.digest or '(directory source)'}")
    typer.echo(f"built:          {info.built}")
    typer.echo(f"schema version: {info.schema_version}")
    for key, value in info.counts.items():
        typer.echo(f"{key + ':':<15} {value:,}")


def main() -> None:
    """Console-script entry point."""
    app()
