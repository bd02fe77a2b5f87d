"""``deckcheck --version`` prints the installed version and exits 0, before any command."""

from __future__ import annotations

from typer.testing import CliRunner

from deckcheck import __version__
from deckcheck.cli import app


def test_version_prints_the_version_and_exits_0() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output == f"deckcheck {__version__}\n"
