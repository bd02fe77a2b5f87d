"""Review 17: where a run finds its settings (find_for, paths keys as globs), and installed
format data that went missing.

Each test is a finding of the review, failing on main (xfail strict): the repository, file or
command as a user would have it, and what a judge (or a careful tool) would answer.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app
from deckcheck.formatdata import install

REPO = Path(__file__).resolve().parents[2]
LEGAL_LIST = REPO / "sample_decks" / "standard" / "dragapult-ex.ptcgl.txt"
"""A real Standard list (Pokémon TCG Live export) legal with the shipped format data; four-ofs
and two ex, so NOT LEGAL in GLC (singleton, no Rule Box)."""

runner = CliRunner()


def test_a_glc_folder_with_its_own_settings_is_checked_as_glc_when_its_parent_is_named(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """repo/deckcheck.yaml says `format: standard`; repo/glc-club/deckcheck.yaml says
    `format: glc`. `deckcheck check repo/glc-club` says NOT LEGAL (GLC), and naming the list with
    another under repo is refused as two settings files; but `deckcheck check repo` walks into
    glc-club and checks its four-of list as Standard: LEGAL, exit 0. The nearer settings must
    apply (or the run be refused, as for two lists named)."""
    repo = tmp_path / "repo"
    (repo / "glc-club").mkdir(parents=True)
    (repo / "deckcheck.yaml").write_text("format: standard\n", encoding="utf-8")
    (repo / "glc-club" / "deckcheck.yaml").write_text("format: glc\n", encoding="utf-8")
    shutil.copy(LEGAL_LIST, repo / "glc-club" / "dragapult.txt")
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", "repo"])
    assert result.exit_code in (exitcodes.ILLEGAL, exitcodes.USAGE), result.output


@pytest.mark.parametrize(("key", "folder"), [
    ("decks/glc/**/*.txt", "decks/glc"),  # "**/" is zero or more folders, as in .gitignore
    ("decks/**/glc", "decks/glc"),
    ("**/glc/**", "glc"),
    ("glc/**/*", "glc"),
])
def test_a_paths_key_with_double_star_matches_the_folder_itself(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str,
        folder: str) -> None:
    """README: "where several keys match a list, the last one wins, as in .gitignore". In
    .gitignore (and in git's pathspecs, pre-commit's and ruff's globs) "a/**/b" matches "a/b";
    fnmatch's "*" matches "" but the slashes around it stay, so "decks/glc/**/*.txt" does not
    match "decks/glc/dragapult.txt" and the four-of list is checked as Standard, with no word of
    the unused key."""
    root = tmp_path / "club"
    (root / folder).mkdir(parents=True)
    (root / "pyproject.toml").write_text(
        f'[tool.deckcheck]\nformat = "standard"\n[tool.deckcheck.paths]\n"{key}" = "glc"\n',
        encoding="utf-8")
    shutil.copy(LEGAL_LIST, root / folder / "dragapult.txt")
    monkeypatch.chdir(root)
    result = runner.invoke(app, ["check", f"{folder}/dragapult.txt"])
    assert result.exit_code in (exitcodes.ILLEGAL, exitcodes.USAGE), result.output


def test_a_list_named_from_inside_a_glc_repository_is_not_checked_as_standard_unsaid(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A GLC club member stands in the club's folder (deckcheck.yaml: `format: glc`) and checks
    a list saved in ~/Downloads. Before 57dcd3a the folder's settings applied (the list NOT
    LEGAL in GLC); now only settings at or above the list count, there are none, and the
    four-of list is LEGAL in Standard with no word that the club's settings were set aside.
    The current folder's settings should apply when the lists have none of their own (or the
    run say it used none)."""
    club = tmp_path / "club"
    downloads = tmp_path / "downloads"
    club.mkdir()
    downloads.mkdir()
    (club / "deckcheck.yaml").write_text("format: glc\n", encoding="utf-8")
    shutil.copy(LEGAL_LIST, downloads / "dragapult.txt")
    monkeypatch.chdir(club)
    result = runner.invoke(app, ["check", "../downloads/dragapult.txt"])
    assert result.exit_code in (exitcodes.ILLEGAL, exitcodes.USAGE), result.output


def test_a_damaged_installed_record_is_not_the_shipped_data_unsaid(installed_ban: Path) -> None:
    """The installed bundle bans Unfair Stamp. Its current.json cut short (a disk full, a sync
    tool): the shipped data, which bans nothing, is used as if nothing were installed, and the
    list is LEGAL, exit 0 ("format data ... shipped with deckcheck"). An installed file edited is
    refused with "run `deckcheck update --force`"; a record cut short should be too."""
    record = installed_ban / "current.json"
    record.write_bytes(record.read_bytes()[:20])
    install.forget()
    result = runner.invoke(app, ["check", "--max-data-age", "36500", str(LEGAL_LIST)])
    assert result.exit_code in (exitcodes.ILLEGAL, exitcodes.USAGE), result.output


def test_a_missing_installed_folder_is_not_the_shipped_data_unsaid(installed_ban: Path) -> None:
    """The installed bundle's folder deleted (a cleanup of ~/.local/share), current.json still
    naming it: the shipped data is used unsaid and the list that plays the banned card is
    LEGAL, exit 0, where one installed file edited is refused."""
    (folder,) = installed_ban.glob("bundle-*")
    shutil.rmtree(folder)
    install.forget()
    result = runner.invoke(app, ["check", "--max-data-age", "36500", str(LEGAL_LIST)])
    assert result.exit_code in (exitcodes.ILLEGAL, exitcodes.USAGE), result.output


def test_a_damaged_record_is_repaired_by_installing_the_bundle_again(
        installed_ban: Path, tmp_path: Path) -> None:
    """The remedy the refusal names works: the same bundle installed again over a record cut
    short, and the ban it carries applies again (the list is NOT LEGAL)."""
    record = installed_ban / "current.json"
    record.write_bytes(record.read_bytes()[:20])
    install.forget()
    again = runner.invoke(app, ["formats", "update", "--source", str(tmp_path / "bundle.tar.gz")])
    assert again.exit_code == 0, again.output
    install.forget()
    result = runner.invoke(app, ["check", "--max-data-age", "36500", str(LEGAL_LIST)])
    assert result.exit_code == exitcodes.ILLEGAL, result.output


def test_a_settings_file_linked_to_nothing_is_refused(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """deckcheck.yml a symbolic link to a dotfiles folder not restored: skipped, the list was
    checked as Standard (LEGAL); refused instead, naming the link (exit 2)."""
    (tmp_path / "deckcheck.yml").symlink_to(tmp_path / "dotfiles" / "deckcheck.yml")
    shutil.copy(LEGAL_LIST, tmp_path / "dragapult.txt")
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", "dragapult.txt"])
    assert result.exit_code == exitcodes.USAGE, result.output
    assert "deckcheck.yml" in result.output


def test_a_folder_with_settings_of_its_own_is_said_not_checked(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A walk that meets a folder with its own settings reports it, unreadable, naming the
    file, rather than checking its lists with the run's settings."""
    (tmp_path / "club").mkdir()
    (tmp_path / "club" / "deckcheck.yaml").write_text("format: glc\n", encoding="utf-8")
    shutil.copy(LEGAL_LIST, tmp_path / "club" / "dragapult.txt")
    shutil.copy(LEGAL_LIST, tmp_path / "dragapult.txt")
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", "--max-data-age", "36500", "."])
    assert result.exit_code == exitcodes.ILLEGAL, result.output
    assert "club" in result.output and "deckcheck.yaml" in result.output
