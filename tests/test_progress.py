"""Long work shows a progress bar on a terminal, and nothing extra anywhere else (a CI log, a
pipe): deckcheck.cli.progress, which catalog update (and the commands that download or build)
use."""

from __future__ import annotations

import io

from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.cli.progress import progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_gets_a_bar_that_follows_the_work() -> None:
    screen = Terminal()
    with progress("Building the card catalog", 100, stream=screen) as advance:
        advance(40, 100)
        advance(100, 100)
    assert "Building the card catalog" in screen.getvalue()
    assert "100%" in screen.getvalue()


def test_a_total_learnt_later_is_followed() -> None:
    screen = Terminal()
    with progress("Downloading", stream=screen) as advance:
        advance(10, 50)
        advance(50, 50)
    assert "100%" in screen.getvalue()


def test_a_pipe_gets_nothing() -> None:
    log = io.StringIO()
    with progress("Building the card catalog", 100, stream=log) as advance:
        advance(100, 100)
    assert log.getvalue() == ""


def test_catalog_update_in_a_log_prints_its_result_line_only(tmp_path: object) -> None:
    from pathlib import Path

    import minicatalog

    folder = Path(str(tmp_path))
    archive = minicatalog.write_archive(folder / "cards.tar.gz")
    result = CliRunner().invoke(app, ["catalog", "update", "--source", str(archive),
                                      "--catalog", str(folder / "c.sqlite3")])
    assert result.exit_code == 0
    assert result.stderr == "" and result.stdout.startswith("Card catalog: ")
    assert result.stdout.count("\n") == 1
