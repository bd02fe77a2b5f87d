"""A deck repository's settings give each folder its format (``[tool.deckcheck.paths]``): a list
is checked in the format of the folder it really stands in, symbolic links followed, and a list
outside the repository in the default format."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.read.config import ProjectConfig


@pytest.fixture
def settings(tmp_path: Path) -> ProjectConfig:
    """my-decks/pyproject.toml: Standard by default, decks/expanded/** in Expanded."""
    root = tmp_path / "my-decks"
    for folder in ("decks/standard", "decks/expanded"):
        (root / folder).mkdir(parents=True)
    return ProjectConfig(source=root / "pyproject.toml", default_format="standard",
                         path_formats=(("decks/expanded/**", "expanded"),))


def test_a_list_in_a_folder_with_its_own_format_is_checked_in_it(
        settings: ProjectConfig) -> None:
    root = settings.source.parent
    (root / "decks/expanded/gardevoir.txt").write_text("4 Ralts\n", encoding="utf-8")
    assert settings.format_for(str(root / "decks/expanded/gardevoir.txt")) == "expanded"
    assert settings.format_for(str(root / "decks/standard/gardevoir.txt")) == "standard"


def test_a_relative_path_is_the_current_folders(settings: ProjectConfig,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    root = settings.source.parent
    monkeypatch.chdir(root / "decks")
    assert settings.format_for("expanded/gardevoir.txt") == "expanded"
    monkeypatch.chdir(root / "decks/standard")  # the same text names another list now
    assert settings.format_for("expanded/gardevoir.txt") == "standard"


def test_a_linked_list_is_checked_in_the_format_of_the_folder_it_stands_in(
        settings: ProjectConfig) -> None:
    """A link in decks/standard/ to a list of decks/expanded/ is a Standard list: a key is
    matched against the path the list is named by, as git matches a .gitignore line against
    a link's own path (review 18: a link in a GLC club's folder was checked by its target's
    folder, as Standard, LEGAL)."""
    root = settings.source.parent
    (root / "decks/expanded/gardevoir.txt").write_text("4 Ralts\n", encoding="utf-8")
    link = root / "decks/standard/gardevoir.txt"
    link.symlink_to(root / "decks/expanded/gardevoir.txt")
    assert settings.format_for(str(link)) == "standard"


def test_a_list_in_a_linked_folder_is_checked_in_the_format_of_the_folder_it_is_named_in(
        settings: ProjectConfig) -> None:
    """lists/, a link to decks/expanded/: lists/gardevoir.txt is named outside decks/expanded,
    so it is Standard, the default (as git reads a link's path); a path with ``..`` after the
    link is the file the system opens, the link followed."""
    root = settings.source.parent
    (root / "lists").symlink_to(root / "decks/expanded", target_is_directory=True)
    assert settings.format_for(str(root / "lists/gardevoir.txt")) == "standard"
    assert settings.format_for(str(root / "decks/expanded/gardevoir.txt")) == "expanded"
    # ".." after the link leaves the folder it links to: my-decks/decks/decks/expanded/x.txt.
    assert settings.format_for(str(root / "lists/../decks/expanded/x.txt")) == "standard"
    assert settings.format_for(str(root / "lists/../expanded/x.txt")) == "expanded"


def test_a_list_outside_the_repository_is_checked_in_the_default_format(
        settings: ProjectConfig, tmp_path: Path) -> None:
    (tmp_path / "my-decks-old" / "decks/expanded").mkdir(parents=True)
    assert settings.format_for(str(tmp_path / "my-decks-old/decks/expanded/x.txt")) \
        == "standard"
    (tmp_path / "elsewhere").symlink_to(settings.source.parent / "decks",
                                        target_is_directory=True)
    assert settings.format_for(str(tmp_path / "elsewhere/expanded/x.txt")) == "expanded"


def test_lists_under_two_repositories_settings_are_refused_in_one_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A GLC club's repository and a Standard one side by side: each list's format comes from
    its own repository's settings, so one run over both would have to pick one of them for the
    other's lists. It is refused, naming both settings files (exit 2)."""
    from typer.testing import CliRunner

    from deckcheck import exitcodes
    from deckcheck.cli import app

    for name, game_format in (("glc-club", "glc"), ("league", "standard")):
        (tmp_path / name).mkdir()
        (tmp_path / name / "pyproject.toml").write_text(
            f'[tool.deckcheck]\nformat = "{game_format}"\n', encoding="utf-8")
        (tmp_path / name / "deck.txt").write_text("4 Pikachu\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["check", "glc-club/deck.txt", "league/deck.txt"])
    assert result.exit_code == exitcodes.USAGE, result.output
    assert "glc-club" in result.output and "league" in result.output


def test_a_bare_run_says_which_paths_key_matched_none_of_its_lists(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"decks/GLC/**" = "glc" for the club's folder decks/glc: on a case-sensitive disk, as in
    git, the key matches nothing, and the club's lists are checked in the default format. A bare
    run checks every list of the repository, so it says the key matched none (review 20: it
    was silent, and a GLC list passed as Standard); a key that matches is not named."""
    from typer.testing import CliRunner

    from deckcheck.cli import app

    for folder in ("decks/glc", "decks/standard"):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "deck.txt").write_text("4 Ralts\n", encoding="utf-8")
    (tmp_path / "deckcheck.yaml").write_text(
        'format: standard\npaths:\n  "decks/GLC/**": glc\n  "decks/standard/**": standard\n',
        encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["check"])
    assert "paths key 'decks/GLC/**' matched none of the lists checked" in result.stderr
    assert "decks/standard/**" not in result.stderr
    named = CliRunner().invoke(app, ["check", "decks/standard/deck.txt"])
    assert "matched none" not in named.stderr  # a run of some lists cannot tell
