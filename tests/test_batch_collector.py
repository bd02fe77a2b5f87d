"""A batch sets what is alive before its first list aside from the garbage collector, stops the
collector while its lists are checked (they make no reference cycles: its walks over what the run
remembers were wasted time), collects every ``GC_EVERY`` lists only what was made since the last
collection, and gives back what it changed when it ends (deckcheck.report.batch): a test run or
a library's caller collects as before, and the command line's start-up objects stay set aside to
the end."""

import gc
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from deckcheck.models import Verdict
from deckcheck.report import batch


@pytest.fixture
def collector() -> Iterator[None]:
    threshold = gc.get_threshold()
    running = gc.isenabled()
    gc.unfreeze()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)
    if running:
        gc.enable()


def no_lists(work: Any = None) -> list[Any]:
    return list(batch.run(work, [], jobs=1))


def test_a_batch_in_a_process_that_set_nothing_aside_gives_everything_back(
        collector: None) -> None:
    threshold = gc.get_threshold()
    no_lists()
    assert gc.get_freeze_count() == 0
    assert gc.get_threshold() == threshold


def test_a_batch_keeps_aside_what_the_start_up_set_aside(collector: None) -> None:
    # deckcheck.cli.gc_pause froze the start-up objects: unfreezing them would hand them all
    # to the collection Python makes when the process ends.
    gc.freeze()
    frozen = gc.get_freeze_count()
    no_lists()
    assert gc.get_freeze_count() >= frozen > 0


def checked_lists(count: int, check: Any) -> None:
    """``count`` lists checked in this process, each by ``check`` (given the list's source)."""
    def checked(source: Any) -> Any:  # the parts of a DeckResult a batch reads
        check(source)
        return SimpleNamespace(language="en", verdict=Verdict.LEGAL, format_id="standard")

    work = batch.Work(checked, lambda result: ("",), lambda: None)
    list(batch.run(work, range(count), jobs=1))  # type: ignore[arg-type]


def test_the_collector_is_stopped_while_the_lists_are_checked_and_runs_again_after(
        collector: None) -> None:
    gc.enable()
    running = []
    checked_lists(3, lambda source: running.append(gc.isenabled()))
    assert running == [False, False, False]
    assert gc.isenabled()


def test_what_outlives_a_collection_in_a_batch_is_set_aside_from_the_next(
        collector: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "GC_EVERY", 2)
    kept: list[list[int]] = []  # what the run remembers, alive after each list
    frozen = []

    def check(source: Any) -> None:
        frozen.append(gc.get_freeze_count())
        kept.append([source])

    checked_lists(3, check)
    # The collection after the second list set the lists its checks left alive aside.
    assert frozen[2] >= frozen[1] + 2
