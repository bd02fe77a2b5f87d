"""``deckcheck catalog``: update, audit and info of the local card catalog."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from deckcheck.cli.common import (
    LANG_HELP,
    NO_CATALOG,
    _data_lines,
    _not_empty,
    _open_catalog,
    _speaking,
    _user_errors,
)
from deckcheck.errors import (
    CatalogError,
    UsageError,
)
from deckcheck.i18n import _, ngettext, number
from deckcheck.terminal import shown


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


catalog_app = typer.Typer(help="Build and inspect the local card catalog (TCGdex data).",
                          no_args_is_help=True)


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
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """Download (or read) the TCGdex cards database and build the local catalog from it."""
    with _speaking(lang), _user_errors():
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
    from deckcheck.catalog.build import build, refuse_foreign
    from deckcheck.cli.progress import progress

    target = store.catalog_path(catalog)
    refuse_foreign(target)  # before a download of 50 MB that could not be installed
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
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """List every disagreement between the catalog and deckcheck's data/ (the authority)."""
    from collections import Counter

    from deckcheck import rulesdata
    from deckcheck.catalog.audit import audit

    with _speaking(lang), _user_errors():
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
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """Show the catalog's source, the archive's date and digest, its schema and counts."""
    from deckcheck import rulesdata
    from deckcheck.catalog import store

    with _speaking(lang), _user_errors():
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
    with _speaking(lang), _user_errors():
        typer.echo(_data_lines().splitlines()[0])
