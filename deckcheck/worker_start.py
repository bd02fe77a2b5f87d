"""What every worker process does first: leave Ctrl-C to its parent, and end with its parent.

A batch (deckcheck.report.batch) and a catalog build (deckcheck.catalog.reading) fork workers that
wait on a queue for work. Ctrl-C reaches the whole process group and the parent stops them; but a
parent killed outright (a CI job's timeout, the out-of-memory killer, ``kill -9``) never tells
them, and a worker blocked on its queue would then wait, holding its memory, for ever.
"""

from __future__ import annotations

import os
import signal
import threading
import time

PARENT_CHECK_SECONDS = 0.5
"""How often a worker looks whether its parent is still there."""


def start_worker() -> None:
    """Ignore Ctrl-C (the parent handles it) and end this process once its parent is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = os.getppid()
    threading.Thread(target=_end_with, args=(parent,), daemon=True,
                     name="deckcheck-parent-watch").start()


def _end_with(parent: int) -> None:
    # An orphan is re-parented (to init or a subreaper): its parent's id changes.
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(1)
