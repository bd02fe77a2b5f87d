"""Checking a batch of lists, in this process or on every core, the reports in the same order.

A deck's report is the same whoever checks it: each worker checks a share of the lists and
renders each deck's part of every report (:meth:`deckcheck.report.Reporter.render`); this
process writes the parts in the order of the lists, joined as one process joins them, so every
output is byte for byte what ``--jobs 1`` writes. Workers are forked, so they start with the
run's data, formats and settings already loaded, and each opens the card catalog read-only for
itself (a connection is never shared across a fork). A worker that dies is an error naming the
first list that was not checked, never a list silently skipped.
"""

from __future__ import annotations

import gc
import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from itertools import chain, islice
from typing import TYPE_CHECKING

from deckcheck.errors import WorkerFailed
from deckcheck.i18n import _, use

if TYPE_CHECKING:
    from concurrent.futures import Future

    from deckcheck.models import DeckResult, Verdict
    from deckcheck.read.sources import Source

PARALLEL_FROM = 64
"""Lists from which a batch is checked on every core by default: below, starting the workers
costs about what they would save."""
CHUNK = 16
"""Lists a worker is given at a time: enough to cost little in messages, few enough that the
report keeps flowing."""
AHEAD = 4
"""Chunks per worker sent ahead of the report: work is never short, memory stays flat however
many lists come (a slow reader of the report holds the workers back)."""
GC_EVERY = 500
"""Decks between two garbage collections during a batch (:func:`_collected`): the collector is
stopped while the lists are checked, and these collections free any reference cycle something
made, so memory stays flat however many lists come."""


# Plain classes, not dataclasses: this module is on the start-up path of every check.
class Checked:
    """One deck as the run needs it: its part of each report, its verdict and format."""

    __slots__ = ("format_id", "texts", "verdict")

    def __init__(self, texts: tuple[str, ...], verdict: Verdict, format_id: str) -> None:
        self.texts, self.verdict, self.format_id = texts, verdict, format_id


class Work:
    """What checking one list takes: ``check`` a source, ``render`` its result (its part of
    each report), and ``reopen`` what a forked worker may not share with this process (the card
    catalog's connection)."""

    __slots__ = ("check", "render", "reopen")

    def __init__(self, check: Callable[[Source], DeckResult],
                 render: Callable[[DeckResult], tuple[str, ...]],
                 reopen: Callable[[], None]) -> None:
        self.check, self.render, self.reopen = check, render, reopen


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on Linux
        return os.cpu_count() or 1


def can_fork() -> bool:
    """Whether workers can be forked (not on Windows): otherwise one process checks them all."""
    return hasattr(os, "fork")


def jobs_for(asked: int | None, sources: Iterator[Source]) -> tuple[int, Iterator[Source]]:
    """How many processes check the batch, and its sources (the ones looked at put back).

    ``asked`` is ``--jobs``; without it, every core once the batch holds :data:`PARALLEL_FROM`
    lists. Standard input is read by this process alone, so a batch naming it is checked here.
    """
    if asked == 1:
        return 1, sources
    ahead = list(islice(sources, PARALLEL_FROM))
    sources = chain(ahead, sources)
    if any(source.file is None for source in ahead):
        return 1, sources
    if asked is None:
        asked = cores() if len(ahead) >= PARALLEL_FROM else 1
    return (asked if can_fork() else 1), sources


def run(work: Work, sources: Iterable[Source], jobs: int) -> Iterator[Checked]:
    """Every source checked and rendered, in order: here, or by ``jobs`` worker processes."""
    if jobs <= 1:
        yield from _here(work, sources)
    else:
        yield from _workers(work, sources, jobs)


def _collecting_for_a_batch() -> tuple[bool, bool]:
    """The garbage collector stopped for a batch, what is alive before its first list (modules,
    rules data, formats) set aside from its walks; returns whether it was running, and whether
    something had set objects aside before (the command line's start-up, deckcheck.cli.gc_pause).

    A list's check makes no reference cycles: what it makes is freed by reference counting, and
    a collection after 1,000 published lists or 1,000 lists of random cards, in any report
    format, finds nothing to free. The collector's walks over the cards and answers a run
    remembers were all its cost: stopping it, with a collection every ``GC_EVERY`` lists of only
    what was made since the last (:func:`_collected`), takes 12 to 15% off the CPU time of 1,000
    published lists (medians of five alternating runs)."""
    running = gc.isenabled()
    frozen_before = gc.get_freeze_count() > 0
    gc.freeze()
    gc.disable()
    return running, frozen_before


def _collected() -> None:
    """A collection of what the batch made since the last one (any reference cycle among it is
    freed); what is still alive is then set aside from the next collection's walk, so each walks
    the newest lists' objects only, not everything the run remembers. A cycle still alive at a
    collection and dropped later would be freed only when the batch ends: a check makes none (a
    batch's collections find nothing to free: tests/catalog/test_batch_cycles.py, published
    lists in four report formats; the 10,000 random-card lists peak at the same 96 MiB)."""
    gc.collect()
    gc.freeze()


def _here(work: Work, sources: Iterable[Source]) -> Iterator[Checked]:
    running, frozen_before = _collecting_for_a_batch()
    try:
        for count, source in enumerate(sources, 1):
            yield _checked(work, source)
            if count % GC_EVERY == 0:
                _collected()
    finally:  # a process that goes on (a test run, a library's caller) collects as it did
        if running:
            gc.enable()
        if not frozen_before:
            # Unfreezing what the command line's start-up set aside would hand it all back to
            # the collection Python makes when the process ends (some 20 ms of one check).
            gc.unfreeze()


def _checked(work: Work, source: Source) -> Checked:
    result = work.check(source)
    with use(result.language):
        texts = work.render(result)
    return Checked(texts, result.verdict, result.format_id)


_WORK: Work | None = None
"""The work of the run, set before the workers are forked (they inherit it)."""
_DONE = 0
"""Decks a worker has checked (for its garbage collections)."""


def _start_worker() -> None:
    from deckcheck.worker_start import start_worker

    start_worker()  # Ctrl-C is the parent's; a worker ends with its parent
    assert _WORK is not None
    _WORK.reopen()
    _collecting_for_a_batch()


def _check_chunk(chunk: list[Source]) -> list[Checked]:
    global _DONE
    assert _WORK is not None
    found = [_checked(_WORK, source) for source in chunk]
    before, _DONE = _DONE, _DONE + len(found)
    if before // GC_EVERY != _DONE // GC_EVERY:
        _collected()
    return found


def _workers(work: Work, sources: Iterable[Source], jobs: int) -> Iterator[Checked]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    global _WORK
    _WORK = work
    pending: deque[tuple[list[Source], Future[list[Checked]]]] = deque()
    chunks = _chunks(sources)
    pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork"),
                               initializer=_start_worker)
    try:
        for chunk in chunks:
            try:
                future = pool.submit(_check_chunk, chunk)
            except BrokenProcessPool:
                # A worker died before this chunk was sent: what the others finished is still
                # given, up to the first chunk lost.
                while pending:
                    yield from _collect(*pending.popleft(), BrokenProcessPool)
                raise _stopped(chunk) from None
            pending.append((chunk, future))
            if len(pending) >= AHEAD * jobs:
                yield from _collect(*pending.popleft(), BrokenProcessPool)
        while pending:
            yield from _collect(*pending.popleft(), BrokenProcessPool)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        _WORK = None


def _collect(chunk: list[Source], future: Future[list[Checked]],
             broken: type[Exception]) -> list[Checked]:
    try:
        return future.result()
    except broken:
        raise _stopped(chunk) from None


def _stopped(chunk: list[Source]) -> WorkerFailed:
    # Translators: {path} is the first list that was not checked.
    return WorkerFailed(_("a worker process stopped (out of memory, or killed) before it had "
                          "checked {path}: that list and the ones after it were not checked; "
                          "run again, or with --jobs 1").format(path=chunk[0].path))


def _chunks(sources: Iterable[Source]) -> Iterator[list[Source]]:
    iterator = iter(sources)
    while chunk := list(islice(iterator, CHUNK)):
        yield chunk
