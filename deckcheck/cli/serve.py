"""``deckcheck serve``: the checking page on this machine (:mod:`deckcheck.serve`)."""

from __future__ import annotations

from typing import Annotated

import typer

from deckcheck.cli.common import (
    LANG_HELP,
    NO_CATALOG,
    _not_empty,
    _open_catalog,
    _speaking,
    _user_errors,
)
from deckcheck.i18n import _


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
