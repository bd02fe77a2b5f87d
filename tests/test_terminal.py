"""Escape sequences from a decklist or a file name never reach the terminal raw."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.terminal import shown

runner = CliRunner()
CLEAR_SCREEN = "\x1b[2J"
SET_TITLE = "\x1b]0;pwned\x07"


def test_control_characters_are_escaped() -> None:
    assert shown("a\x1b[2Jb\x9bc\nd") == "a\\x1b[2Jb\\x9bc\\nd"
    assert shown("one\ntwo\x07", newlines=True) == "one\ntwo\\x07"


def test_a_decklist_cannot_write_escape_sequences(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    # A real-sized list, so that a few control characters do not make it "binary".
    deck.write_text("Pokémon: 1\n4 Pikachu V SWSH 43\nEnergy: 1\n52 Basic {L} Energy SVE 4\n"
                    f"2 Pikachu{CLEAR_SCREEN} V\n2 Boss{SET_TITLE}\n" + "# a comment\n" * 20,
                    encoding="utf-8")
    result = runner.invoke(app, ["check", str(deck)])
    assert "\x1b" not in result.output and "\x07" not in result.output
    assert "\\x1b[2J" in result.output


def test_a_file_name_cannot_write_escape_sequences(tmp_path: Path) -> None:
    deck = tmp_path / f"deck{SET_TITLE}.txt"
    deck.write_text("4 Pikachu V\n", encoding="utf-8")
    checked = runner.invoke(app, ["check", str(tmp_path)])
    assert "\x1b" not in checked.output and "\\x1b]0;pwned\\x07" in checked.output
    missing = runner.invoke(app, ["check", str(tmp_path / f"gone{CLEAR_SCREEN}.txt")])
    assert missing.exit_code == 2 and "\x1b" not in missing.output
