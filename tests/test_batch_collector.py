"""A batch sets what is alive before its first list aside from the garbage collector, and gives
back what it changed when it ends (deckcheck.report.batch): a test run or a library's caller
collects as before, and the command line's start-up objects stay set aside to the end."""

import gc
from collections.abc import Iterator
from typing import Any

import pytest

from deckcheck.report import batch


@pytest.fixture
def collector() -> Iterator[None]:
    threshold = gc.get_threshold()
    gc.unfreeze()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)


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
