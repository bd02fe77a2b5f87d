"""``deckcheck --version`` prints the installed version and exits 0, before any command."""

from __future__ import annotations

from typer.testing import CliRunner

from deckcheck import __version__, rulesdata
from deckcheck.cli import app


def test_version_prints_the_version_and_exits_0() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.startswith(f"deckcheck {__version__}\n")


def test_version_names_the_day_the_format_data_was_read() -> None:
    result = CliRunner().invoke(app, ["--version"])
    read = rulesdata.in_use().newest
    assert f"format data: read on {read} (shipped with deckcheck)" in result.output


def test_version_says_there_is_no_card_catalog() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert "card catalog: none; run `deckcheck update`" in result.output
