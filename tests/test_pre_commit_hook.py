"""The pre-commit hook checks decklists with a card catalog and no manual step: the first run
builds the catalog (--ensure-catalog), later runs reuse it, and the user's own is reused too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from helpers import SMALL
from typer.testing import CliRunner

from deckcheck.cli import app

ROOT = Path(__file__).resolve().parents[1]
HOOKS = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
HOOK = next(hook for hook in HOOKS if hook["id"] == "deckcheck")
runner = CliRunner()


def test_the_hook_ensures_a_catalog() -> None:
    assert HOOK["entry"].split()[:3] == ["deckcheck", "check", "--ensure-catalog"]


@pytest.mark.parametrize(("path", "checked"), [
    ("decks/dragapult.txt", True), ("LICENSE.txt", False), ("docs/README.txt", False),
    ("requirements-dev.txt", False), ("node_modules/left-pad/readme.txt", False),
    ("build/sheets/x.txt", False), ("decks/licensed-list.txt", True),
])
def test_the_hook_passes_decklists_not_a_repository_s_documents(path: str,
                                                               checked: bool) -> None:
    chosen = re.search(HOOK["files"], path) and not re.search(HOOK["exclude"], path)
    assert bool(chosen) is checked


def test_the_hook_leaves_out_every_folder_a_folder_walk_leaves_out() -> None:
    # The hook is given file names, which deckcheck always checks: it must skip the same
    # tool folders itself (data/not_decklists.yaml).
    folders = yaml.safe_load((ROOT / "data" / "not_decklists.yaml").read_text(
        encoding="utf-8"))["folders"]
    assert [f for f in folders if not re.search(HOOK["exclude"], f"a/{f}/deck.txt")] == []


def test_the_first_run_builds_the_catalog_and_later_runs_reuse_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mini_archive_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("DECKCHECK_CATALOG_SOURCE", str(mini_archive_path))
    deck = tmp_path / "deck.txt"
    deck.write_text(SMALL, encoding="utf-8")
    first = runner.invoke(app, ["check", "--ensure-catalog", str(deck)])
    assert "building it" in first.stderr and "Card catalog:" in first.stderr
    assert (tmp_path / "data" / "deckcheck" / "catalog.sqlite3").is_file()
    assert first.stdout.startswith(str(deck))  # the report alone on standard output
    later = runner.invoke(app, ["check", "--ensure-catalog", str(deck)])
    assert later.stderr == "" and later.stdout == first.stdout


def test_the_user_s_catalog_is_reused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      mini_archive_path: Path) -> None:
    monkeypatch.setenv("DECKCHECK_CATALOG_SOURCE", str(tmp_path / "no-such-archive.tar.gz"))
    folder = tmp_path / "mine"
    folder.mkdir()
    built = runner.invoke(app, ["catalog", "update", "--source", str(mini_archive_path),
                                "--catalog", str(folder)])
    assert built.exit_code == 0
    monkeypatch.setenv("DECKCHECK_CATALOG", str(folder))
    deck = tmp_path / "deck.txt"
    deck.write_text(SMALL, encoding="utf-8")
    result = runner.invoke(app, ["check", "--ensure-catalog", str(deck)])
    assert result.stderr == ""  # no build: the archive named above does not even exist


@pytest.fixture(scope="module")
def mini_archive_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import minicatalog

    path = tmp_path_factory.mktemp("archive") / "cards-database.tar.gz"
    minicatalog.write_archive(path)
    return path
