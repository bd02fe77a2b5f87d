"""What a folder walk leaves out is said, a list git tracks is checked, and the pre-commit hook
checks what a walk checks.

Git ignores only untracked files (gitignore(5): "Files already tracked by Git are not affected"):
a list committed with ``git add -f`` is checked although .gitignore names it. Every entry a walk
leaves out is counted in one line of the run's summary, with its reason, and the JSON report
names each one, so a CI log shows that files were skipped. ``--force-exclude`` (ruff's and
black's name for it) applies the walk's rules to the files named, as the hook does.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from helpers import SMALL
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app
from deckcheck.read import tracked

ROOT = Path(__file__).resolve().parents[2]
HOOK = next(hook for hook in yaml.safe_load(
    (ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8")) if hook["id"] == "deckcheck")
runner = CliRunner()
LINE = "2 files or folders left out (ignored by .gitignore or .ignore: 1, not decklists by name: 1)"
"""What a walk of the repository below leaves out: old/scratch.txt and README.txt."""


@pytest.fixture
def repository(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A deck repository: two lists, a README.txt, and an old/ folder .gitignore ignores in
    which one list was committed all the same (`git add -f`)."""
    root = tmp_path / "my-decks"
    files = {"decks/dragapult.txt": SMALL, "decks/gardevoir.txt": SMALL,
             "README.txt": "My decks.\n", "old/worlds-2025.txt": SMALL,
             "old/scratch.txt": "maybe 2 Budew\n", ".gitignore": "old/\n"}
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    git = ["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@example.org"]
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "add", "-f", "old/worlds-2025.txt"], check=True)
    subprocess.run([*git, "commit", "-qm", "decks"], check=True)
    tracked.ignored_but_tracked.cache_clear()
    monkeypatch.chdir(root)
    yield root
    tracked.ignored_but_tracked.cache_clear()


def checked(*args: str) -> list[str]:
    result = runner.invoke(app, ["check", "--output", "jsonl", *args])
    assert result.exit_code != exitcodes.USAGE, result.output
    return sorted(json.loads(line)["path"] for line in result.stdout.splitlines())


def test_a_folder_gitignore_ignores_is_entered_for_the_list_git_tracks(repository: Path) -> None:
    # old/scratch.txt is untracked: git ignores it, and so does the walk.
    assert checked(".") == ["decks/dragapult.txt", "decks/gardevoir.txt",
                            "old/worlds-2025.txt"]


def test_the_summary_says_how_many_entries_were_left_out_and_why(repository: Path) -> None:
    result = runner.invoke(app, ["check", "."])
    assert f"{LINE}\n" in result.stdout


def test_the_json_report_names_each_entry_left_out(repository: Path) -> None:
    result = runner.invoke(app, ["check", ".", "--output", "json"])
    assert json.loads(result.stdout)["left_out"] == {
        "entries": [{"path": "README.txt", "reason": "not-a-decklist"},
                    {"path": "old/scratch.txt", "reason": "ignored"}],
        "git_unasked": False}


def test_the_markdown_summary_says_what_was_left_out(repository: Path) -> None:
    result = runner.invoke(app, ["check", ".", "--output", "markdown"])
    assert result.stdout.endswith(f"\n\n{LINE}\n")


@pytest.mark.parametrize("output", ["sarif", "github", "jsonl"])
def test_a_machine_report_stays_one_document_and_the_log_reads_the_line_on_stderr(
        repository: Path, output: str) -> None:
    result = runner.invoke(app, ["check", ".", "--output", output])
    if output == "sarif":
        json.loads(result.stdout)
    assert "files or folders left out" not in result.stdout
    assert result.stderr == f"deckcheck: {LINE}\n"


def test_without_git_an_ignored_entry_is_left_out_and_the_run_says_git_was_not_asked(
        repository: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    result = runner.invoke(app, ["check", "."])
    assert "old/worlds-2025.txt" not in result.stdout
    assert f"{LINE}; git could not be asked which of them it tracks" in result.stdout


def test_force_exclude_checks_of_the_files_named_what_a_walk_checks(repository: Path) -> None:
    every = sorted(str(path.relative_to(repository)) for path in repository.rglob("*")
                   if path.is_file() and ".git" not in path.parts)
    assert checked("--force-exclude", *every) == checked(".")


def test_force_exclude_leaving_out_every_file_named_is_a_run_of_no_decks(
        repository: Path) -> None:
    result = runner.invoke(app, ["check", "--force-exclude", "README.txt", "old/scratch.txt"])
    assert result.exit_code == exitcodes.LEGAL, result.output
    assert "2 files or folders left out" in result.stdout


def test_the_hook_s_regexes_choose_what_a_folder_walk_chooses(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    # Names in every case a player or a tool writes them; the walk is the reference.
    names = ["decks/Lugia.TXT", "decks/lugia.Deck", "decks/x.LIST", "decks/y.dek",
             "decks/licensed-list.txt", "decks/readme-first.txt", "README.md.txt", "readme.txt",
             "License.txt", "LICENSE-MIT.txt", "Licence.txt", "COPYING.txt", "notice.TXT",
             "Authors.txt", "CHANGELOG.txt", "changes.txt", "Contributing.txt",
             "code_of_conduct.txt", "Security.txt", "SUPPORT.txt", "FUNDING.txt",
             "GOVERNANCE.txt", "requirements-dev.txt", "Constraints.txt", "CMakeLists.txt",
             "robots.txt", "build/x.txt", "Build/x.txt", "docs/_build/x.txt", "venv/x.txt",
             "node_modules/a/x.txt", ".github/x.txt", "decks/.draft.txt", "notes.md"]
    for name in names:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(SMALL, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    chosen = sorted(name for name in names if re.search(HOOK["files"], name)
                    and not re.search(HOOK["exclude"], name))
    assert chosen == checked(".")
