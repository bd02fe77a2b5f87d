"""``--lang`` is an option of every command that speaks, after the command as before it
(README "Languages": one language per answer, chosen with --lang)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app

runner = CliRunner()


@pytest.mark.parametrize("command", [
    ["rules", "nope"],
    ["catalog", "info", "--catalog", "{missing}"],
    ["catalog", "audit", "--catalog", "{missing}"],
    ["catalog", "update", "--catalog", "{notes}", "--source", "{missing}"],
    ["formats", "bundle", "-o", "{out}", "--data", "{missing}"],
    ["formats", "update", "--source", "{missing}"],
])
def test_lang_after_the_command_answers_in_italian(command: list[str], tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    places = {"{missing}": str(tmp_path / "missing"), "{notes}": str(notes),
              "{out}": str(tmp_path / "bundle.tar.gz")}
    args = [places.get(arg, arg) for arg in command]
    result = runner.invoke(app, [*args, "--lang", "it"], env={"LANG": "C"})
    assert result.exit_code in (1, 2), result.output
    [line] = [line for line in result.output.splitlines() if line.startswith("deckcheck:")]
    assert line.startswith("deckcheck: errore: "), line
    assert notes.read_text(encoding="utf-8") == "my notes\n"


def test_update_takes_lang_too() -> None:
    result = runner.invoke(app, ["update", "--lang", "it", "--help"], env={"LANG": "C"})
    assert result.exit_code == 0 and "--lang" in result.output
