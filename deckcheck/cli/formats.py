"""``deckcheck formats`` (list, show, bundle, update) and ``deckcheck update``."""

from __future__ import annotations

from typing import Annotated

import typer

from deckcheck.cli.catalog import _update_catalog
from deckcheck.cli.common import LANG_HELP, _not_empty, _read_days, _speaking, _user_errors
from deckcheck.errors import UsageError
from deckcheck.i18n import _

formats_app = typer.Typer(help="The game formats deckcheck knows.")


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

    from deckcheck import formats, rulesdata, run

    with _speaking(lang), _user_errors():
        if day is not None or "@" in name:
            from deckcheck.formats import dated

            _not_empty(date=day)
            dated_id = f"{name}@{dated.parse_day(day.strip(), '--date').isoformat()}" \
                if day is not None else name
            settings = dated.describe(run.game_format(rulesdata.load(), dated_id))
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
    overwrite: Annotated[bool, typer.Option(
        "--overwrite", help="Replace FILE and FILE.sha256 if they exist.")] = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """Build a format-data bundle: every data file, with a manifest of read days and sha256s."""
    from pathlib import Path

    from deckcheck.formatdata import bundle, publish
    from deckcheck.rulesdata.resources import data_dir
    from deckcheck.userfiles import destination

    with _speaking(lang), _user_errors():
        _not_empty(data=data_folder, output=output)
        # As every -o of deckcheck: an existing file (a decklist beside it, typed by a slip) is
        # replaced only when asked, and that is known before any work.
        destination(output, overwrite)
        destination(output + ".sha256", overwrite)
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
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """Install newer format data (bans, card pools, set dates) without a new deckcheck."""
    with _speaking(lang), _user_errors():
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


def update(
    force: Annotated[bool, typer.Option(
        "--force", help="Install even older format data, or a catalog with far fewer cards.")]
    = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """Refresh the format data and the card catalog from their default homes."""
    with _speaking(lang), _user_errors():
        _formats_update(None, force, None)
        _update_catalog(None, None, force)
