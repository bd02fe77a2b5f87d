"""Small usage edges: empty names and paths are usage errors, never a quiet answer."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app

runner = CliRunner()


def test_empty_names_are_a_usage_error() -> None:
    for args in (["", ""], ["Pikachu", " "]):
        result = runner.invoke(app, ["name", *args])
        assert result.exit_code == exitcodes.USAGE
        assert "empty name" in result.output


def test_empty_options_are_a_usage_error(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Pikachu V\n", encoding="utf-8")
    for args in (["check", "--format", "", str(deck)], ["check", "--catalog", "", str(deck)],
                 ["catalog", "update", "--source", ""], ["catalog", "update", "--catalog", " "]):
        result = runner.invoke(app, args)
        assert result.exit_code == exitcodes.USAGE, args
        assert "is empty" in result.output
