"""A catalog found damaged in the middle of a run: a machine output is still one valid document,
and it carries the error (issue 23). The damage here is met only by a card query, after the
catalog opened and the first list (which looks nothing up) was reported."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from archives import members, tarball
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.catalog.build import build
from deckcheck.cli import app
from deckcheck.rulesdata import RulesData

runner = CliRunner()


@pytest.fixture(scope="module")
def damaged(tmp_path_factory: pytest.TempPathFactory, rules_data: RulesData) -> Path:
    folder = tmp_path_factory.mktemp("mid-run")
    archive = folder / "a.tar.gz"
    archive.write_bytes(tarball(members(40)))
    catalog = folder / "c.sqlite3"
    build(archive, catalog, rules_data, "test")
    with sqlite3.connect(catalog) as db:
        db.execute("UPDATE cards SET names='{not json'")  # every card query fails
    return catalog


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "a.txt").write_bytes(b"\x00\x01binary" * 50)  # reported without a card query
    (folder / "b.txt").write_text("4 Card 1 TST 1\n56 Basic {L} Energy SVE 4\n",
                                  encoding="utf-8")
    return folder


def run(decks: Path, catalog: Path, output: str) -> tuple[int, str]:
    result = runner.invoke(app, ["check", "--output", output, "--catalog", str(catalog),
                                 str(decks)])
    assert result.exit_code == exitcodes.CATALOG_FAILED, result.output
    assert str(catalog) in result.stderr
    return result.exit_code, result.stdout


def test_json_is_one_document_with_the_decks_so_far_and_the_error(decks: Path,
                                                                  damaged: Path) -> None:
    _code, out = run(decks, damaged, "json")
    document = json.loads(out)
    assert [Path(d["path"]).name for d in document["decks"]] == ["a.txt"]
    assert "damaged" in document["error"] and str(damaged) in document["error"]


def test_jsonl_ends_with_a_line_carrying_the_error(decks: Path, damaged: Path) -> None:
    _code, out = run(decks, damaged, "jsonl")
    lines = [json.loads(line) for line in out.splitlines()]
    assert Path(lines[0]["path"]).name == "a.txt"
    assert lines[-1]["version"] == 1 and "damaged" in lines[-1]["error"]


def test_sarif_is_one_log_whose_invocation_failed(decks: Path, damaged: Path) -> None:
    _code, out = run(decks, damaged, "sarif")
    [sarif_run] = json.loads(out)["runs"]
    assert sarif_run["results"]  # the first list's findings
    [invocation] = sarif_run["invocations"]
    assert invocation["executionSuccessful"] is False
    assert "damaged" in invocation["toolExecutionNotifications"][0]["message"]["text"]


def test_github_annotations_end_with_the_error(decks: Path, damaged: Path) -> None:
    _code, out = run(decks, damaged, "github")
    assert out.splitlines()[-1].startswith("::error title=deckcheck::")
