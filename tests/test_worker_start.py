"""A worker process ends when its parent is killed outright, never waits for work for ever.

A CI job's timeout or ``kill -9`` stops a batch or a catalog build without a word to the workers
it forked; before deckcheck.worker_start, each stayed blocked on its queue (found after the
full suite's interrupted-update test: its build's workers were still there an hour later).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

PARENT = textwrap.dedent("""
    import multiprocessing, os, signal, sys, time
    from concurrent.futures import ProcessPoolExecutor
    from deckcheck.worker_start import start_worker

    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("fork"),
                               initializer=start_worker)
    worker = pool.submit(os.getpid).result()
    with open(sys.argv[1], "w") as out:
        out.write(str(worker))
    os.kill(os.getpid(), signal.SIGKILL)  # no shutdown, no word to the worker
""")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie (dead, not yet reaped by its new parent) is no worker left; without /proc (macOS)
    # the new parent reaps it at once.
    try:
        return Path(f"/proc/{pid}/stat").read_text(encoding="ascii").split()[2] != "Z"
    except OSError:
        return True


def test_a_worker_ends_when_its_parent_is_killed(tmp_path: Path) -> None:
    written = tmp_path / "worker.pid"
    subprocess.run([sys.executable, "-c", PARENT, str(written)], check=False, timeout=60)
    worker = int(written.read_text())
    deadline = time.monotonic() + 10
    while _alive(worker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(worker), f"worker {worker} outlived its parent"
