"""DECKCHECK_CATALOG names where the catalog lives: a folder means the catalog file inside it,
and a run never goes on without the catalog the user named."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from helpers import SMALL
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.catalog.build import BuildReport
from deckcheck.cli import app
from deckcheck.rulesdata.resources import CATALOG_FILE

runner = CliRunner()


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    path = tmp_path / "deck.txt"
    path.write_text(SMALL, encoding="utf-8")
    return path


def test_a_folder_names_the_catalog_inside_it(built_catalog: tuple[Path, BuildReport],
                                              tmp_path: Path, deck: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "catalogs"
    folder.mkdir()
    shutil.copy(built_catalog[0], folder / CATALOG_FILE)
    monkeypatch.setenv("DECKCHECK_CATALOG", str(folder))
    with_folder = runner.invoke(app, ["check", "--output", "json", str(deck)])
    monkeypatch.setenv("DECKCHECK_CATALOG", str(folder / CATALOG_FILE))
    with_file = runner.invoke(app, ["check", "--output", "json", str(deck)])
    monkeypatch.delenv("DECKCHECK_CATALOG")
    without = runner.invoke(app, ["check", "--output", "json", str(deck)])
    assert with_folder.stdout == with_file.stdout != without.stdout
    monkeypatch.setenv("DECKCHECK_CATALOG", str(folder))
    info = runner.invoke(app, ["catalog", "info"])
    assert str(folder / CATALOG_FILE) in info.stdout


def test_catalog_update_builds_into_a_folder_it_is_named(mini_archive: Path, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "where-it-lives"
    folder.mkdir()
    monkeypatch.setenv("DECKCHECK_CATALOG", str(folder))
    result = runner.invoke(app, ["catalog", "update", "--source", str(mini_archive)])
    assert result.exit_code == 0, result.output
    assert (folder / CATALOG_FILE).is_file()


@pytest.mark.parametrize("command", [["check"], ["card", "Pikachu"], ["name", "A", "B"]])
def test_a_named_catalog_that_is_not_there_stops_the_run(tmp_path: Path, deck: Path,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         command: list[str]) -> None:
    monkeypatch.setenv("DECKCHECK_CATALOG", str(tmp_path / "missing.sqlite3"))
    result = runner.invoke(app, [*command, *([str(deck)] if command == ["check"] else [])])
    assert result.exit_code == exitcodes.USAGE
    assert "missing.sqlite3: no card catalog there (DECKCHECK_CATALOG names it)" in result.stderr
    assert result.stdout == ""
