"""Review 20: lists a judge rules not legal that a run passes (exit 0), or leaves unread and
still passes, where this stop's changes reach: paths matched by the name a list is given, a
repository met below a walk's top, the [tool.Deckcheck] refusal.

Each test is a finding of the review, each failed on the code it reviewed: the repository and
command as a user would have them, and what a judge (or a careful tool) would answer.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from helpers import glc_club
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app

REPO = Path(__file__).resolve().parents[2]
LEGAL_LIST = REPO / "sample_decks" / "standard" / "dragapult-ex.ptcgl.txt"
"""A real Standard list (Pokémon TCG Live export) legal with the shipped format data; four-ofs
and two ex, so NOT LEGAL in GLC (singleton, no Rule Box)."""
ILLEGAL_LIST = REPO / "sample_decks" / "unlimited" / "too-many-copies.txt"
"""A sample list NOT LEGAL in every format: five Gengar, five Boss's Orders."""

runner = CliRunner()


def _club_repository(tmp_path: Path) -> Path:
    """repo/, whose settings say Standard and glc/ = glc, glc/ a link to the club's shared
    folder outside it, holding the Standard list."""
    (tmp_path / "club" / "glc").mkdir(parents=True)
    shutil.copy(LEGAL_LIST, tmp_path / "club" / "glc" / "dragapult.txt")
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "glc").symlink_to(Path("../club/glc"))
    (repo / "deckcheck.yaml").write_text('format: standard\npaths:\n  "glc/**": glc\n',
                                         encoding="utf-8")
    return repo


def test_a_list_named_through_a_linked_glc_folder_from_above_the_repository_is_glc(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From the folder above the repository, 'check repo/glc/dragapult.txt' names the list by
    the repository's GLC folder (from inside, 'check glc/dragapult.txt' is GLC, NOT LEGAL). The
    settings are looked for above the link's target, none are found, and the list is checked
    as Standard: LEGAL, exit 0."""
    _club_repository(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["check", "--max-data-age", "36500",
                               "repo/glc/dragapult.txt"]).exit_code == exitcodes.ILLEGAL


def test_a_list_checked_from_inside_a_linked_glc_folder_is_glc(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """'cd repo/glc && deckcheck check dragapult.txt' (the shell's folder is the repository's
    GLC folder, a link): no settings are found, the list is LEGAL as Standard. The same list
    named from the repository's top is GLC, NOT LEGAL."""
    repo = _club_repository(tmp_path)
    monkeypatch.chdir(repo / "glc")
    monkeypatch.setenv("PWD", os.fspath(repo / "glc"))
    assert runner.invoke(app, ["check", "--max-data-age", "36500",
                               "dragapult.txt"]).exit_code == exitcodes.ILLEGAL


def test_a_list_named_with_dot_dot_from_a_sibling_folder_is_matched_by_that_name(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From repo/standard/, 'check ../glc/dragapult.txt' names the list by the repository's GLC
    folder, as 'check glc/dragapult.txt' does from the top (GLC, NOT LEGAL): the '..' follows
    the current folder, no link. The name is dropped for holding '..', the link's target lies
    outside the settings' folder, and the list is LEGAL as Standard."""
    repo = _club_repository(tmp_path)
    (repo / "standard").mkdir()
    monkeypatch.chdir(repo)
    assert runner.invoke(app, ["check", "--max-data-age", "36500",
                               "glc/dragapult.txt"]).exit_code == exitcodes.ILLEGAL
    monkeypatch.chdir(repo / "standard")
    assert runner.invoke(app, ["check", "--max-data-age", "36500",
                               "../glc/dragapult.txt"]).exit_code == exitcodes.ILLEGAL


def test_a_linked_list_in_the_glc_folder_of_a_repository_named_through_a_link_is_glc(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """glc/dragapult.txt a link to lists/dragapult.txt (review 18's case: GLC, NOT LEGAL, when
    named from inside), the repository reached through a link to it (decks -> repo, as macOS's
    /tmp is /private/tmp): 'check decks/glc/dragapult.txt' and the walk 'check decks' match the
    list by its target, lists/dragapult.txt, and call it LEGAL as Standard."""
    repo = tmp_path / "repo"
    (repo / "lists").mkdir(parents=True)
    (repo / "glc").mkdir()
    shutil.copy(LEGAL_LIST, repo / "lists" / "dragapult.txt")
    (repo / "glc" / "dragapult.txt").symlink_to(Path("../lists/dragapult.txt"))
    (repo / "deckcheck.yaml").write_text('format: standard\npaths:\n  "glc/**": glc\n',
                                         encoding="utf-8")
    (tmp_path / "decks").symlink_to(Path("repo"))
    monkeypatch.chdir(repo)
    assert runner.invoke(app, ["check", "--max-data-age", "36500",
                               "glc/dragapult.txt"]).exit_code == exitcodes.ILLEGAL
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["check", "--max-data-age", "36500",
                               "decks/glc/dragapult.txt"]).exit_code == exitcodes.ILLEGAL
    assert runner.invoke(app, ["check", "--max-data-age", "36500",
                               "decks"]).exit_code == exitcodes.ILLEGAL


def _git(*args: str, cwd: Path) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
                   cwd=cwd, check=True, capture_output=True)


def test_a_list_a_nested_clone_tracks_is_checked_though_its_gitignore_ignores_it(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A deck repository holding the GLC club's clone (clubs/glc, a repository of its own, as a
    submodule is), whose .gitignore says '*.txt' and whose deck.txt was added with 'git add
    -f': git tracks it, and a walk from inside the clone checks it (NOT LEGAL). From the outer
    repository's top it is left out as ignored ("ignored by .gitignore: 1"), the run exits 0:
    the outer repository is asked whether it tracks the clone's file."""
    _git("init", "-q", ".", cwd=tmp_path)
    clone = tmp_path / "clubs" / "glc"
    clone.mkdir(parents=True)
    _git("init", "-q", ".", cwd=clone)
    shutil.copy(ILLEGAL_LIST, clone / "deck.txt")
    (clone / ".gitignore").write_text("*.txt\n", encoding="utf-8")
    _git("add", ".gitignore", cwd=clone)
    _git("add", "-f", "deck.txt", cwd=clone)
    _git("commit", "-q", "-m", "deck", cwd=clone)
    monkeypatch.chdir(clone)
    inside = runner.invoke(app, ["check", "--output", "jsonl", "."])
    assert [json.loads(line)["path"] for line in inside.stdout.splitlines()] == ["deck.txt"]
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", "--output", "jsonl", "."])
    assert [json.loads(line)["path"] for line in result.stdout.splitlines()] \
        == ["clubs/glc/deck.txt"]


def test_a_paths_table_spelt_tool_Deckcheck_beside_tool_deckcheck_is_not_skipped(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """[tool.deckcheck] format = "standard", then [tool.Deckcheck.paths] "glc/**" = "glc" (TOML
    keys are case-sensitive: a second table). The paths are skipped unsaid and the club's list
    is LEGAL as Standard; alone, [tool.Deckcheck] is refused. It should be refused here too."""
    assert _glc_list_under(tmp_path, "pyproject.toml", '[tool.deckcheck]\nformat = "standard"\n\n'
                           '[tool.Deckcheck.paths]\n"glc/**" = "glc"\n', monkeypatch) \
        != exitcodes.LEGAL


def test_a_settings_file_named_in_another_letter_case_is_not_skipped(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Deckcheck.yaml (format: standard, glc/** = glc), as a macOS user names it and macOS's
    case-insensitive disk finds it as deckcheck.yaml: on Linux (CI) it is skipped, no settings
    are read and the club's list is LEGAL as Standard. As [tool.Deckcheck] is, it should be
    refused (or read), never skipped."""
    assert _glc_list_under(tmp_path, "Deckcheck.yaml",
                           'format: standard\npaths:\n  "glc/**": glc\n', monkeypatch) \
        != exitcodes.LEGAL


def _glc_list_under(tmp_path: Path, settings: str, text: str,
                    monkeypatch: pytest.MonkeyPatch) -> int:
    """The exit code of checking the GLC club's list glc/dragapult.txt under a settings file
    ``settings`` holding ``text``, run from its folder."""
    glc_club(tmp_path, settings, text)
    monkeypatch.chdir(tmp_path)
    return runner.invoke(app, ["check", "--max-data-age", "36500",
                               "glc/dragapult.txt"]).exit_code


def test_the_settings_of_the_repository_a_list_is_named_in_apply_not_those_of_its_target(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """repo/glc a link to the club's shared folder club/glc, club/ a deck repository of its own
    (deckcheck.yaml: format standard); repo's settings say glc/** = glc. From repo's top,
    'check glc/dragapult.txt' names the list by repo's GLC folder (GLC, NOT LEGAL, with no
    club settings); the club's settings are read instead and the list is LEGAL as Standard."""
    repo = _club_repository(tmp_path)
    monkeypatch.chdir(repo)
    assert runner.invoke(app, ["check", "--max-data-age", "36500",
                               "glc/dragapult.txt"]).exit_code == exitcodes.ILLEGAL
    (tmp_path / "club" / "deckcheck.yaml").write_text("format: standard\n", encoding="utf-8")
    assert runner.invoke(app, ["check", "--max-data-age", "36500",
                               "glc/dragapult.txt"]).exit_code == exitcodes.ILLEGAL


def test_a_paths_key_written_with_braces_is_not_silently_unmatched(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """'decks/{glc,glc-2025}/**' = glc, braces as EditorConfig and shells expand them: a
    .gitignore line has no braces, so the key names no folder, and the bare run checks the
    club's list in decks/glc/ as Standard, LEGAL, with no word that the key matched nothing.
    Matched or refused, never silence."""
    (tmp_path / "decks" / "glc").mkdir(parents=True)
    shutil.copy(LEGAL_LIST, tmp_path / "decks" / "glc" / "dragapult.txt")
    (tmp_path / "deckcheck.yaml").write_text(
        'format: standard\npaths:\n  "decks/{glc,glc-2025}/**": glc\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["check", "--max-data-age", "36500"]).exit_code \
        != exitcodes.LEGAL
