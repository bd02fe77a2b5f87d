"""Small usage edges: empty names and paths are usage errors, never a quiet answer."""

from __future__ import annotations

from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app

runner = CliRunner()


def test_empty_names_are_a_usage_error() -> None:
    for args in (["", ""], ["Pikachu", " "]):
        result = runner.invoke(app, ["name", *args])
        assert result.exit_code == exitcodes.USAGE
        assert "empty name" in result.output
