"""Text from a list, a file name or an argument reaches a terminal inert and a machine output
valid (issue 23): control characters and bidirectional controls escaped wherever they are
printed, and a file name that is not UTF-8 encoded so that every JSON output is valid UTF-8.

The file-name cases run deckcheck as a process, so that the bytes go through the operating
system's own argument and directory decoding.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import SMALL
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app
from deckcheck.terminal import shown, valid_utf8

runner = CliRunner()
RAW = ("\x1b", "\x07", "\u202e", "\u2066", "\x9b")
"""Characters that must never reach a terminal as they are (ESC, BEL, RLO, LRI, CSI)."""
HOSTILE_LINE = "4 Pikachu V\u202e\x1b]0;owned\x07 VIV 43"
"""A card line that would set the terminal's title and reverse the text after it."""
HOSTILE_LIST = ("# Downloaded from a forum; a list of text with a few control characters is "
                "still a list.\n" * 3 + f"Pokémon: 1\n{HOSTILE_LINE}\nEnergy: 1\n"
                "56 Basic {L} Energy SVE 4\n")


def deckcheck(*args: str | bytes, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "deckcheck", *args], cwd=cwd,
                          capture_output=True, env={**os.environ, "PYTHONUTF8": "0"})


@pytest.fixture
def odd_name(tmp_path: Path) -> Path:
    """A folder holding one list whose file name has a byte that is not UTF-8 (Latin-1 é)."""
    folder = tmp_path / "decks"
    folder.mkdir()
    (Path(os.fsdecode(bytes(folder) + b"/caf\xe9.txt"))).write_text(SMALL, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("output", ["json", "jsonl", "sarif"])
def test_a_file_name_that_is_not_utf8_gives_valid_utf8_json(odd_name: Path, output: str) -> None:
    run = deckcheck("check", "--output", output, "decks", cwd=odd_name)
    assert b"Traceback" not in run.stderr, run.stderr
    text = run.stdout.decode("utf-8")  # strict: a lone surrogate would fail here
    documents = [json.loads(line) for line in text.splitlines()] if output == "jsonl" \
        else [json.loads(text)]
    assert "\\ud" not in text  # no escaped lone surrogate either
    assert "caf\\\\xe9.txt" in text or "caf%E9.txt" in text
    assert documents


def test_sarif_names_a_file_that_is_not_utf8_by_its_bytes(odd_name: Path) -> None:
    run = deckcheck("check", "--output", "sarif", "decks", cwd=odd_name)
    [sarif_run] = json.loads(run.stdout)["runs"]
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for r in sarif_run["results"]}
    assert uris == {"decks/caf%E9.txt"}


def test_text_output_escapes_a_file_name_that_is_not_utf8(odd_name: Path) -> None:
    run = deckcheck("check", "decks", cwd=odd_name)
    assert b"decks/caf\\xe9.txt:" in run.stdout


@pytest.mark.parametrize("output", ["text", "github"])
def test_control_and_bidirectional_characters_of_a_list_are_escaped(tmp_path: Path,
                                                                   output: str) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(HOSTILE_LIST, encoding="utf-8")
    result = runner.invoke(app, ["check", "--output", output, str(deck)])
    assert not any(char in result.stdout for char in RAW)
    assert "\\u202e" in result.stdout


def test_export_warnings_and_notes_escape_the_list_text(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(HOSTILE_LIST, encoding="utf-8")
    result = runner.invoke(app, ["export", str(deck), "--to", "plain", "--force"])
    assert "exported anyway" in result.stderr
    assert not any(char in result.stderr for char in RAW)


def test_an_export_refusal_escapes_the_list_text(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(HOSTILE_LIST, encoding="utf-8")
    result = runner.invoke(app, ["export", str(deck), "--to", "plain"])
    assert result.exit_code == exitcodes.ILLEGAL
    assert not any(char in result.stderr for char in RAW)


def test_the_name_command_escapes_its_echo() -> None:
    result = runner.invoke(app, ["name", "Pikachu\x1b[2J\u202e", "Pikachu"])
    assert not any(char in result.stdout for char in RAW)
    assert "\\x1b[2J" in result.stdout


def test_a_card_name_argument_in_latin_1_is_read_as_its_user_typed_it(tmp_path: Path) -> None:
    """A terminal in Latin-1 sends é as the byte 0xE9: the name is Pokémon Catcher, the same
    name, not a damaged catalog or a traceback."""
    run = deckcheck("name", b"Pok\xe9mon Catcher", "Pokémon Catcher", cwd=tmp_path)
    assert run.returncode == exitcodes.SAME_NAME, run.stderr
    assert b"Traceback" not in run.stderr


def test_escapes_name_the_bytes_that_were_not_utf8() -> None:
    undecodable = os.fsdecode(b"caf\xe9\x1b.txt")
    assert shown(undecodable) == "caf\\xe9\\x1b.txt"
    assert valid_utf8(undecodable).encode("utf-8") == b"caf\\xe9\x1b.txt"
