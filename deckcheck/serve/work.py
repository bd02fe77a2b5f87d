"""The server's checks: a small pool of threads, each with its own connection to the card
catalog and its own checkers (:class:`deckcheck.run.Lists`), warm after its first list.

A request waits for its check at most :attr:`Limits.check_seconds`; a check is bounded work
(a list is read up to 1 MB, 200 card lines), so one that is late is answered "try again", and
the thread finishes it for nobody.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from deckcheck.read.config import ProjectConfig
    from deckcheck.report.provenance import Provenance
    from deckcheck.rulesdata import RulesData
    from deckcheck.run import Lists

T = TypeVar("T")


class Late(Exception):
    """A check that did not finish in time."""


class Work:
    """Runs checks in a pool of :attr:`Limits.checkers` threads."""

    def __init__(self, rules_data: RulesData, project: ProjectConfig | None,
                 catalog_path: Path | None, provenance: Provenance, threads: int,
                 seconds: float) -> None:
        self.rules_data = rules_data
        self.project = project
        self.catalog_path = catalog_path
        self.provenance = provenance
        self.seconds = seconds
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="deckcheck-check")
        self._local = threading.local()
        self.drawing = threading.Lock()
        """Held while a registration sheet is drawn: the PDF library's warnings are collected
        from one logger, which two sheets drawn at once would share."""

    def lists(self) -> Lists:
        """This thread's :class:`Lists` (its catalog opened on first use)."""
        found: Lists | None = getattr(self._local, "lists", None)
        if found is None:
            from deckcheck.run import Lists

            catalog = None
            if self.catalog_path is not None:
                from deckcheck.catalog.lookup import Catalog

                catalog = Catalog(self.catalog_path, self.rules_data.catalog_digest)
            # A visitor gave the day as the page's or the API's `date`, and the settings file
            # is the server's: its path is no answer to them.
            found = Lists(self.rules_data, self.project, catalog, self.provenance,
                          day_label="date", names_settings=False)
            self._local.lists = found
        return found

    def run(self, task: Callable[[Lists], T]) -> T:
        """``task(lists)`` on a checking thread, waited for at most :attr:`seconds`."""
        future = self._pool.submit(lambda: task(self.lists()))
        try:
            return future.result(timeout=self.seconds)
        except FutureTimeout as exc:
            raise Late from exc

    def close(self) -> None:
        """Stop the pool (checks under way finish)."""
        self._pool.shutdown(wait=True, cancel_futures=True)
