"""``player`` in the project settings: the registration sheet's details, validated like the rest."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.errors import DataError
from deckcheck.read import config


def settings(tmp_path: Path, text: str) -> config.ProjectConfig | None:
    (tmp_path / "deckcheck.yaml").write_text(text, encoding="utf-8")
    return config.find(tmp_path)


def test_player_details_are_read(tmp_path: Path) -> None:
    project = settings(tmp_path, "player: {name: Ada Lovelace, id: 1234567, "
                                 "birth_date: '2001-05-04', division: masters}\n")
    assert project is not None
    assert dict(project.player) == {"name": "Ada Lovelace", "id": "1234567",
                                    "birth_date": "2001-05-04", "division": "masters"}


def test_an_unknown_division_is_refused_by_its_key(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"player\.division"):
        settings(tmp_path, "player: {division: adults}\n")


def test_a_birth_date_must_be_written_year_month_day(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"player\.birth_date"):
        settings(tmp_path, "player: {birth_date: '04/05/2001'}\n")


def test_an_unknown_player_key_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"player\.nickname"):
        settings(tmp_path, "player: {nickname: Ada}\n")

