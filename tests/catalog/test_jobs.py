"""``check --jobs N``: the same reports, in the same order and the same bytes, on several cores.

A batch is checked by forked worker processes, each with its own read-only connection to the
catalog; this process writes their parts of each report in the order of the lists. Nothing may
tell the two runs apart but the time they take, and a worker that dies is an error that names the
first list not checked, never a list left out in silence.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import cast

import pytest
from test_samples import ROOT, SAMPLES
from typer.testing import CliRunner

from deckcheck.catalog.build import BuildReport
from deckcheck.cli import app
from deckcheck.errors import WorkerFailed
from deckcheck.models import DeckResult, Verdict
from deckcheck.read.sources import Source
from deckcheck.report import batch

runner = CliRunner()
LISTS = ROOT / "tests" / "catalog" / "lists"

TYPOS = "".join(f"1 Pikachuu {n}\n" for n in range(25))
"""A list of 25 names no card has: more than a deck's share of suggestions (20)."""


@pytest.fixture(scope="module")
def batch_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Seventy-odd lists: the samples in every folder, the catalog tests' lists, lists of typos
    (each deck gets suggestions for its own first 20 unknown lines, wherever it is checked)."""
    folder = tmp_path_factory.mktemp("jobs")
    lists = [*SAMPLES, *sorted(LISTS.glob("*.txt"))]
    for copy in range(4):
        for index, path in enumerate(lists):
            shutil.copyfile(path, folder / f"{copy}-{index:02d}-{path.name}")
        (folder / f"{copy}-typos.txt").write_text(TYPOS + f"1 Charmandr {copy}\n",
                                                  encoding="utf-8")
    return folder


def run(folder: Path, catalog: Path, *options: str) -> tuple[int, str]:
    result = runner.invoke(app, ["check", str(folder), "--catalog", str(catalog), *options])
    return result.exit_code, result.output


@pytest.mark.parametrize("output", ["text", "json", "jsonl", "github", "sarif", "markdown"])
def test_every_output_is_the_same_on_several_cores(output: str, batch_folder: Path,
                                                   built_catalog: tuple[Path, BuildReport]) -> None:
    one = run(batch_folder, built_catalog[0], "--output", output, "--jobs", "1")
    several = run(batch_folder, built_catalog[0], "--output", output, "--jobs", "3")
    assert several == one
    assert one[0] == 1  # some samples are illegal on purpose
    assert len(list(batch_folder.iterdir())) > batch.CHUNK * 3  # every worker had lists


def test_several_reports_of_one_run_are_the_same_on_several_cores(
        batch_folder: Path, built_catalog: tuple[Path, BuildReport], tmp_path: Path) -> None:
    outputs = []
    for jobs in ("1", "2"):
        files = [tmp_path / f"{jobs}.json", tmp_path / f"{jobs}.sarif"]
        code, text = run(batch_folder, built_catalog[0], "--output", "text", "--jobs", jobs,
                         "--output", f"json:{files[0]}", "--output", f"sarif:{files[1]}")
        outputs.append((code, text, *(path.read_bytes() for path in files)))
    assert outputs[1] == outputs[0]


def test_a_dated_batch_is_the_same_on_several_cores(
        batch_folder: Path, built_catalog: tuple[Path, BuildReport]) -> None:
    options = ("--output", "json", "--date", "2019-08-16", "--format", "expanded")
    assert run(batch_folder, built_catalog[0], *options, "--jobs", "2") \
        == run(batch_folder, built_catalog[0], *options, "--jobs", "1")


def sources(count: int) -> Iterator[Source]:
    return (Source(f"deck-{n}.txt", f"deck-{n}.txt") for n in range(count))


def test_a_large_batch_uses_every_core_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "cores", lambda: 4)
    jobs, every = batch.jobs_for(None, sources(batch.PARALLEL_FROM))
    assert jobs == 4
    assert len(list(every)) == batch.PARALLEL_FROM  # the lists looked at are all still there
    jobs, every = batch.jobs_for(None, sources(batch.PARALLEL_FROM - 1))
    assert (jobs, len(list(every))) == (1, batch.PARALLEL_FROM - 1)
    assert batch.jobs_for(3, sources(2))[0] == 3  # asked for: however few lists


def test_standard_input_is_read_by_one_process() -> None:
    named = [Source("<stdin>", None), *sources(batch.PARALLEL_FROM)]
    assert batch.jobs_for(None, iter(named))[0] == 1


class _Result:
    verdict = Verdict.LEGAL
    format_id = "standard"
    language = "en"


def _check_or_die(source: Source) -> DeckResult:
    if source.path == "deck-40.txt":
        os._exit(9)  # the worker dies: killed, or out of memory
    # The batch reads only these three fields of a result: a stand-in, not a checked list.
    return cast(DeckResult, _Result())


def test_a_worker_that_dies_is_an_error_naming_the_first_list_not_checked() -> None:
    work = batch.Work(_check_or_die, lambda result: ("x",), lambda: None)
    checked = 0
    with pytest.raises(WorkerFailed) as failed:
        for _ in batch.run(work, sources(100), 2):
            checked += 1
    first = (40 // batch.CHUNK) * batch.CHUNK  # the chunk holding deck-40
    assert checked == first
    assert f"deck-{first}.txt" in str(failed.value)


def test_a_worker_that_dies_ends_the_check_with_one_line(
        batch_folder: Path, built_catalog: tuple[Path, BuildReport],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.checker import Checker

    check_source = Checker.check_source

    def dying(self: Checker, source: Source) -> object:
        if source.path.endswith("typos.txt"):
            os._exit(9)
        return check_source(self, source)

    monkeypatch.setattr(Checker, "check_source", dying)
    code, text = run(batch_folder, built_catalog[0], "--output", "text", "--jobs", "2")
    assert code == 1
    assert "deckcheck: error: a worker process stopped" in text
    assert "Traceback" not in text


def _first_dies(source: Source) -> DeckResult:
    if source.path == "deck-0.txt":
        os._exit(9)
    return cast(DeckResult, _Result())


def slow_after_first_chunk(count: int) -> Iterator[Source]:
    """Lists that come slowly after the first chunk (read from a slow disk, a pipe)."""
    for n, source in enumerate(sources(count)):
        if n == batch.CHUNK:
            time.sleep(1.5)  # the worker holding the first chunk has died by now
        yield source


def test_a_worker_that_dies_before_the_next_lists_are_sent_is_the_same_error() -> None:
    work = batch.Work(_first_dies, lambda result: ("x",), lambda: None)
    with pytest.raises(WorkerFailed) as failed:
        list(batch.run(work, slow_after_first_chunk(batch.CHUNK * 3), 2))
    assert "before it had checked deck-0.txt" in str(failed.value)
