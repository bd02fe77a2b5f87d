"""Putting the page together: the settings and the card catalog read once, at start, so that a
bad settings file or a damaged catalog stops ``deckcheck serve`` with one line before it
listens, and no request reads either again."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck.serve.server import Limits, PageServer, start

if TYPE_CHECKING:
    from deckcheck.serve.app import App


def page_app(catalog: Path | None, listening: str, limits: Limits) -> App:
    """The page's routes over the data in use, the settings of the current folder (as
    ``check`` reads them) and ``catalog`` (None: without a catalog)."""
    from deckcheck import rulesdata, run
    from deckcheck.read import config
    from deckcheck.report import provenance
    from deckcheck.serve.app import App, defaults_of
    from deckcheck.serve.work import Work

    rules_data = rulesdata.load()
    project = config.find(Path(config.logical_cwd()))
    planned = run.plan(project)
    planned.game_format(rules_data, planned.default_id)  # the settings' format: usable?
    opened = None
    if catalog is not None:
        from deckcheck.catalog.lookup import Catalog

        opened = Catalog(catalog, rules_data.catalog_digest)  # damaged or stale: said now
    work = Work(rules_data, project, catalog, provenance.of_run(opened), limits.checkers,
                limits.check_seconds)
    return App(work, defaults_of(rules_data, project), catalog is not None, listening)


def serve(host: str, port: int, catalog: Path | None, open_browser: bool,
          say: Callable[[str], None], limits: Limits | None = None) -> None:
    """Listen until interrupted (Ctrl+C), saying where with ``say(url)``."""
    server: PageServer = start(lambda chosen: page_app(catalog, host, chosen), host, port,
                               limits)
    try:
        say(server.url)
        if open_browser:
            import webbrowser

            threading.Thread(target=webbrowser.open, args=(server.url,), daemon=True).start()
        server.serve_forever(poll_interval=0.5)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
