"""Progress bars for long work (a download, a catalog build), on a terminal only.

``with progress(label, total) as advance: ... advance(done, total)``: on a terminal, a bar on
standard error that follows ``done`` (bytes, files…) towards ``total`` (which may be learnt
later, or never); anywhere else (a CI log, a pipe, ``--quiet``), nothing at all, so logs stay
clean. Commands that download or build (``catalog update``, ``update``, ``formats update``) share
it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

Advance = Callable[[int, int | None], None]
"""``advance(done, total)``: how much is done so far, and the total when it is known."""


def on_terminal(stream: TextIO | None = None) -> bool:
    """Whether ``stream`` (standard error by default) is an open terminal."""
    stream = sys.stderr if stream is None else stream
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):  # a closed stream
        return False


@contextmanager
def progress(label: str, total: int | None = None, show: bool | None = None,
             stream: TextIO | None = None) -> Iterator[Advance]:
    """A progress bar named ``label`` while the block runs; ``show`` (default: standard error is
    a terminal) turns it off, and the callback then does nothing."""
    stream = sys.stderr if stream is None else stream
    if not (on_terminal(stream) if show is None else show):
        yield lambda done, total: None
        return
    import typer

    with typer.progressbar(length=total or 1, label=label, file=stream) as bar:
        shown = 0

        def advance(done: int, total: int | None) -> None:
            nonlocal shown
            if total and bar.length != total:
                bar.length = total
            bar.update(done - shown)
            shown = done

        yield advance
