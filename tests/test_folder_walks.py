"""Folder walks read the decklists of a deck repository, not everything it holds.

A scratch repository as a player keeps one: decklists beside a README.txt, a LICENSE.txt, a
requirements.txt, a node_modules folder and build output its .gitignore ignores. As ruff and
ripgrep do, the walk leaves out what the ignore files ignore, ``exclude`` / ``extend-exclude``
and ``--exclude`` patterns, and (by default) the names of data/not_decklists.yaml; a file named
on the command line is always checked.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from helpers import SMALL
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app

runner = CliRunner()

LISTS = ("decks/standard/dragapult.txt", "decks/expanded/gardevoir.txt")


@pytest.fixture
def repository(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A deck repository, as `git init` leaves it, with the files a repository also holds."""
    root = tmp_path / "my-decks"
    root.mkdir()
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    files = {
        **dict.fromkeys(LISTS, SMALL),
        "README.txt": "My decks for the 2026 season.\n",
        "LICENSE.txt": "MIT License\n\nCopyright (c) 2026\n",
        "requirements.txt": "deckcheck\n",
        "node_modules/left-pad/readme.txt": "left-pad\n",
        "build/sheets/dragapult.txt": "4 Not A Card\n",
        "out/sheets/dragapult.txt": "4 Not A Card\n",
        "notes/ideas.txt": "maybe 2 Budew\n",
        ".gitignore": "out/\n",
    }
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    monkeypatch.chdir(root)
    return root


def checked(*args: str) -> list[str]:
    result = runner.invoke(app, ["check", "--output", "jsonl", *args])
    assert result.exit_code != exitcodes.USAGE, result.output
    return sorted(json.loads(line)["path"] for line in result.stdout.splitlines())


def test_a_walk_reads_the_decklists_only(repository: Path) -> None:
    assert checked(".") == ["decks/expanded/gardevoir.txt", "decks/standard/dragapult.txt",
                            "notes/ideas.txt"]


def test_no_ignore_reads_what_gitignore_ignores(repository: Path) -> None:
    assert "out/sheets/dragapult.txt" in checked(".", "--no-ignore")
    # The default exclusions are not ignore files: tool folders and README stay out.
    assert not {"README.txt", "node_modules/left-pad/readme.txt", "build/sheets/dragapult.txt"} \
        & set(checked(".", "--no-ignore"))


@pytest.mark.parametrize("folder", ["node_modules/left-pad", "dist", "venv/lib", "_build"])
def test_tool_folders_are_not_entered_even_without_a_gitignore(repository: Path,
                                                                folder: str) -> None:
    # A decklist-shaped file where a tool put it (ruff's default `exclude` folders) is not the
    # player's: a CI job must not fail on it.
    (repository / folder).mkdir(parents=True, exist_ok=True)
    (repository / folder / "d.txt").write_text("4 Not A Card\n", encoding="utf-8")
    assert f"{folder}/d.txt" not in checked(".")


def test_gitignore_counts_only_inside_a_git_repository(repository: Path) -> None:
    # As git and ripgrep read it: a .gitignore outside a repository is just a file.
    (repository / ".git").rename(repository / "not-git")
    assert "out/sheets/dragapult.txt" in checked(".")


def test_a_repository_below_the_folder_walked_has_its_gitignore_read(
        repository: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A run from the folder that holds the clone (not a repository itself) leaves out what the
    clone's .gitignore ignores, as a run inside it does and as ripgrep walks: out/ was checked
    from the folder above, and so was a list named there with --force-exclude."""
    monkeypatch.chdir(repository.parent)
    assert "my-decks/out/sheets/dragapult.txt" not in checked(".")
    assert "my-decks/decks/standard/dragapult.txt" in checked(".")
    assert checked("--force-exclude", "my-decks/out/sheets/dragapult.txt") == []


def test_an_ignore_file_counts_anywhere_and_a_deeper_one_wins(repository: Path) -> None:
    (repository / ".ignore").write_text("notes/\n*.txt\n!decks/**\n", encoding="utf-8")
    assert checked(".") == ["decks/expanded/gardevoir.txt", "decks/standard/dragapult.txt"]
    (repository / "decks" / "expanded" / ".ignore").write_text("gardevoir.txt\n",
                                                                encoding="utf-8")
    assert checked(".") == ["decks/standard/dragapult.txt"]


def test_the_repository_s_gitignore_counts_when_a_subfolder_is_walked(
        repository: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (repository / ".gitignore").write_text("build/\nexpanded/\n", encoding="utf-8")
    monkeypatch.chdir(repository / "decks")
    assert checked(".") == ["standard/dragapult.txt"]


def test_a_file_named_on_the_command_line_is_always_checked(repository: Path) -> None:
    assert checked("README.txt", "build/sheets/dragapult.txt") == [
        "README.txt", "build/sheets/dragapult.txt"]


def test_exclude_on_the_command_line(repository: Path) -> None:
    assert checked(".", "--exclude", "notes/", "--exclude", "expanded") == [
        "decks/standard/dragapult.txt"]


def test_extend_exclude_in_the_settings_adds_to_the_defaults(repository: Path) -> None:
    (repository / "pyproject.toml").write_text(
        '[tool.deckcheck]\nextend-exclude = ["notes/"]\n', encoding="utf-8")
    assert checked(".") == ["decks/expanded/gardevoir.txt", "decks/standard/dragapult.txt"]


def test_exclude_in_the_settings_replaces_the_defaults(repository: Path) -> None:
    (repository / "deckcheck.yaml").write_text("exclude: [notes/, node_modules/]\n",
                                               encoding="utf-8")
    found = checked(".")
    assert "README.txt" in found and "LICENSE.txt" in found
    assert "notes/ideas.txt" not in found and "node_modules/left-pad/readme.txt" not in found


def test_settings_patterns_are_relative_to_the_settings_file(
        repository: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (repository / "pyproject.toml").write_text(
        '[tool.deckcheck]\nextend-exclude = ["/decks/expanded/"]\n', encoding="utf-8")
    monkeypatch.chdir(repository / "decks")
    assert checked(".") == ["standard/dragapult.txt"]


def test_paths_in_the_settings_name_what_a_bare_check_checks(
        repository: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (repository / "pyproject.toml").write_text(
        '[tool.deckcheck]\npaths = ["decks/standard", "notes/ideas.txt"]\n', encoding="utf-8")
    assert checked() == ["decks/standard/dragapult.txt", "notes/ideas.txt"]
    # The settings are found above; their paths are relative to them, shown from here.
    monkeypatch.chdir(repository / "decks")
    assert checked() == [str(repository.resolve() / "notes" / "ideas.txt"),
                         "standard/dragapult.txt"]


def test_a_bare_check_without_paths_checks_the_settings_folder(repository: Path) -> None:
    (repository / "pyproject.toml").write_text('[tool.deckcheck]\nformat = "unlimited"\n',
                                               encoding="utf-8")
    assert checked() == checked(".")


def test_a_settings_key_spelt_with_an_underscore_is_refused(repository: Path) -> None:
    (repository / "pyproject.toml").write_text(
        '[tool.deckcheck]\nextend_exclude = ["notes/"]\n', encoding="utf-8")
    result = runner.invoke(app, ["check", "."])
    assert result.exit_code == exitcodes.USAGE
    assert "extend_exclude: no such key" in result.stderr


def test_a_broken_link_in_a_walk_is_reported_in_the_reader_s_language(repository: Path) -> None:
    """A list moved away leaves its link behind: the report says why it was not read in the
    language asked for, not in the system's English ("No such file or directory")."""
    (repository / "decks" / "moved.txt").symlink_to(repository / "gone.txt")
    result = runner.invoke(app, ["check", "--lang", "it", "decks"])
    assert "file o cartella inesistente" in result.stdout
    assert "No such file" not in result.stdout
