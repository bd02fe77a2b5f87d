"""A batch's lists make no reference cycles, so the garbage collector can stay stopped while
they are checked (deckcheck.report.batch): each collection a batch makes, every ``GC_EVERY``
lists, finds nothing to free. Were a check to make cycles, they would wait for the batch's next
collection, and one still alive then would be kept to the batch's end: this test says which
change made them."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.catalog.build import BuildReport
from deckcheck.cli import app
from deckcheck.report import batch

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


@pytest.mark.parametrize("output", ["json", "text", "sarif", "markdown"])
def test_published_lists_checked_in_a_batch_leave_nothing_for_the_collector(
        built_catalog: tuple[Path, BuildReport], monkeypatch: pytest.MonkeyPatch,
        output: str) -> None:
    freed: list[int] = []

    def collected() -> None:  # batch._collected, counting what each collection frees
        freed.append(gc.collect())
        gc.freeze()

    monkeypatch.setattr(batch, "GC_EVERY", 3)
    monkeypatch.setattr(batch, "_collected", collected)
    lists = sorted(CORPUS.glob("*.txt"))[:10]  # old and new lists, cards the catalog lacks
    result = CliRunner().invoke(app, ["check", "--jobs", "1", "--catalog", str(built_catalog[0]),
                                      "--output", output, *map(str, lists)])
    assert result.exit_code in (0, 1, 3), result.output
    assert len(freed) == 3
    assert freed == [0, 0, 0]
