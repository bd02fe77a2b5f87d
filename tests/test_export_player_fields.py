"""The registration sheet's fields from hostile or unusual input (issue 23): a player's name in
another encoding or script, a list's file name that is not UTF-8, SOURCE_DATE_EPOCH values the
convention does not allow, and dates of birth that are no day of anyone's birth."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app
from deckcheck.export.registration import LAST_EPOCH, source_date, undrawable

runner = CliRunner()
WITH_PRINTS = "Pokémon: 1\n4 Pikachu V VIV 43\nEnergy: 1\n56 Basic {L} Energy SVE 4\n"


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    path = tmp_path / "deck.txt"
    path.write_text(WITH_PRINTS, encoding="utf-8")
    return path


def sheet_text(pdf: Path) -> str:
    return PdfReader(pdf).pages[0].extract_text()


def sheet(deck: Path | bytes, target: Path, *more: str | bytes,
          env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "deckcheck", "export", deck, "--to",
                           "registration", "--force", "-o", target, *more],
                          capture_output=True, text=True, env={**os.environ, **(env or {})})


def test_a_player_name_typed_in_latin_1_is_drawn_as_typed(deck: Path, tmp_path: Path) -> None:
    run = sheet(deck, tmp_path / "s.pdf", "--player-name", b"Jos\xe9 Garc\xeda")
    assert run.returncode == 0, run.stderr
    assert "Player Name: José García" in sheet_text(tmp_path / "s.pdf")


def test_a_list_whose_file_name_is_not_utf8_is_exported(tmp_path: Path) -> None:
    odd = os.fsencode(tmp_path) + b"/caf\xe9.txt"
    Path(os.fsdecode(odd)).write_text(WITH_PRINTS, encoding="utf-8")
    run = sheet(odd, tmp_path / "s.pdf")
    assert run.returncode == 0, run.stderr
    assert "caf\\xe9.txt" in sheet_text(tmp_path / "s.pdf")


@pytest.mark.parametrize("name", ["山田太郎", "김민준", "Ash \U0001f984"])
def test_a_name_the_sheet_cannot_draw_is_refused_with_a_message(deck: Path, tmp_path: Path,
                                                                name: str) -> None:
    assert undrawable(name)
    result = runner.invoke(app, ["export", str(deck), "--to", "registration", "--force", "-o",
                                 str(tmp_path / "s.pdf"), "--player-name", name])
    assert result.exit_code == exitcodes.USAGE
    assert "cannot draw" in result.stderr and "U+" in result.stderr
    assert not (tmp_path / "s.pdf").exists()


def test_names_in_latin_greek_and_cyrillic_letters_are_drawn() -> None:
    assert undrawable("Zoë Ærøskøbing Δημήτρης Дмитрий") == []


def test_a_control_character_in_a_player_name_is_refused(deck: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["export", str(deck), "--to", "registration", "--force", "-o",
                                 str(tmp_path / "s.pdf"), "--player-name", "Ash\x1b]0;x\x07"])
    assert result.exit_code == exitcodes.USAGE
    assert "\x1b" not in result.stderr and "\\x1b" in result.stderr


@pytest.mark.parametrize("value", ["²", "99999999999999999999", str(LAST_EPOCH + 1), "1e9", "-1",
                                   "12.5"])
def test_a_source_date_epoch_the_convention_does_not_allow_is_ignored_with_a_word(
        value: str) -> None:
    drawn, said = source_date({"SOURCE_DATE_EPOCH": value})
    assert drawn is None
    assert said is not None and "SOURCE_DATE_EPOCH" in said and "ignored" in said


def test_the_last_second_a_pdf_can_date_is_used() -> None:
    drawn, said = source_date({"SOURCE_DATE_EPOCH": str(LAST_EPOCH)})
    assert drawn is not None and drawn.year == 9999 and said is None


def test_an_ignored_source_date_epoch_is_said_on_stderr_not_a_traceback(deck: Path,
                                                                       tmp_path: Path) -> None:
    run = sheet(deck, tmp_path / "s.pdf", env={"SOURCE_DATE_EPOCH": "253402300800"})
    assert run.returncode == 0, run.stderr
    assert "SOURCE_DATE_EPOCH='253402300800'" in run.stderr and "ignored" in run.stderr


def test_a_future_date_of_birth_is_refused(deck: Path, tmp_path: Path) -> None:
    # The tests' today is fixed (conftest.TODAY, 2026-08-01).
    result = runner.invoke(app, ["export", str(deck), "--to", "registration", "--force", "-o",
                                 str(tmp_path / "s.pdf"), "--birth-date", "2026-08-02"])
    assert result.exit_code == exitcodes.USAGE
    assert "a day after today (2026-08-01)" in result.stderr


def test_an_iso_week_date_of_birth_is_refused(deck: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["export", str(deck), "--to", "registration", "--force", "-o",
                                 str(tmp_path / "s.pdf"), "--birth-date", "2010-W31-6"])
    assert result.exit_code == exitcodes.USAGE
    assert "write it as YYYY-MM-DD" in result.stderr


def test_list_text_the_font_cannot_draw_is_drawn_escaped_without_a_raw_library_warning(
        tmp_path: Path) -> None:
    """fpdf2 warned about missing glyphs with the list's own characters, control characters
    included, straight to the terminal; the sheet drew them blank."""
    deck = tmp_path / "deck.txt"
    deck.write_text("# a list from a forum, with a line the sheet's font cannot draw\n" * 3
                    + "Pokémon: 1\n4 山田\x1b[2J VIV 43\nEnergy: 1\n56 Basic {L} Energy SVE 4\n",
                    encoding="utf-8")
    result = runner.invoke(app, ["export", str(deck), "--to", "registration", "--force", "-o",
                                 str(tmp_path / "s.pdf")])
    assert result.exit_code == 0, result.output
    assert "missing the following glyphs" not in result.output
    assert "\x1b" not in result.output
    assert "\\u5c71\\u7530\\x1b[2J" in sheet_text(tmp_path / "s.pdf")
