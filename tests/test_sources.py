"""Nothing unread passes: unreadable entries fail the run, pipes and devices are never opened."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app

runner = CliRunner()
LEGAL = "Pokémon: 1\n4 Pikachu V SWSH 43\nEnergy: 1\n56 Basic {L} Energy SVE 4\n"


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    folder = tmp_path / "decks"
    (folder / "sub").mkdir(parents=True)
    (folder / "good.txt").write_text(LEGAL, encoding="utf-8")
    (folder / "sub" / "other.txt").write_text(LEGAL, encoding="utf-8")
    return folder


def test_an_unreadable_subfolder_is_an_unreadable_deck(
        decks: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_scandir = os.scandir

    def scandir(path: Any) -> Iterator[os.DirEntry[str]]:
        # Tests may run as root, for whom chmod cannot make a folder unreadable.
        if Path(path).name == "sub":
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    result = runner.invoke(app, ["check", str(decks)])
    assert result.exit_code == exitcodes.ILLEGAL
    assert "cannot read folder: permission denied" in result.output
    assert "2 decks checked" in result.output


def test_a_dangling_link_is_an_unreadable_deck(decks: Path) -> None:
    (decks / "gone.txt").symlink_to(decks / "nowhere.txt")
    result = runner.invoke(app, ["check", str(decks)])
    assert result.exit_code == exitcodes.ILLEGAL
    assert "gone.txt" in result.output and "cannot read" in result.output


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_on_the_command_line_is_refused_without_opening_it(tmp_path: Path) -> None:
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    # In a child process: were the FIFO opened, the run would block for ever.
    run = subprocess.run([sys.executable, "-m", "deckcheck", "check", str(fifo)],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == exitcodes.USAGE
    assert run.stderr.count("\n") == 1 and "not a regular file" in run.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_a_folder_is_an_unreadable_deck(decks: Path) -> None:
    os.mkfifo(decks / "pipe.txt")
    run = subprocess.run([sys.executable, "-m", "deckcheck", "check", str(decks)],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == exitcodes.ILLEGAL
    assert "pipe.txt" in run.stdout and "not a regular file" in run.stdout


def test_a_device_is_refused() -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero")
    result = runner.invoke(app, ["check", "/dev/zero"])
    assert result.exit_code == exitcodes.USAGE and "not a regular file" in result.output


def test_an_empty_path_is_a_usage_error(decks: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(decks)  # it must not mean the current folder
    result = runner.invoke(app, ["check", ""])
    assert result.exit_code == exitcodes.USAGE and "empty path" in result.output


def test_a_name_too_long_is_one_line(tmp_path: Path) -> None:
    result = runner.invoke(app, ["check", str(tmp_path / ("x" * 300) / "deck.txt")])
    assert result.exit_code == exitcodes.USAGE
    assert result.output.count("\n") == 1 and "too long" in result.output


def test_closed_stdin_and_stdout_are_one_line(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(LEGAL, encoding="utf-8")
    command = [sys.executable, "-m", "deckcheck", "check"]
    no_stdin = subprocess.run([*command, "-"], stdin=subprocess.DEVNULL, capture_output=True,
                              text=True, timeout=60, preexec_fn=lambda: os.close(0))
    assert no_stdin.returncode == exitcodes.ILLEGAL and "Traceback" not in no_stdin.stderr
    assert "standard input is closed" in no_stdin.stdout
    no_stdout = subprocess.run([*command, str(deck)], stderr=subprocess.PIPE, text=True,
                               timeout=60, preexec_fn=lambda: os.close(1))
    # Legal, or undecided for want of a catalog: the verdict survives a closed stdout.
    assert no_stdout.returncode in (exitcodes.LEGAL, exitcodes.UNDECIDED)
    assert no_stdout.stderr.count("\n") == 1 and "standard output is closed" in no_stdout.stderr
