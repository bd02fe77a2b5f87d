"""``export`` trusts the format data as ``check`` does: max-data-age in the settings holds."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest
from helpers import SMALL
from typer.testing import CliRunner

from deckcheck import rulesdata
from deckcheck.cli import app


def test_export_trusts_the_format_data_as_long_as_the_settings_say(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    read = date.fromisoformat(rulesdata.in_use().newest)
    monkeypatch.setenv("DECKCHECK_TODAY", (read + timedelta(days=120)).isoformat())
    monkeypatch.chdir(tmp_path)
    deck = tmp_path / "deck.txt"
    deck.write_text(SMALL, encoding="utf-8")
    args = ["export", str(deck), "--to", "plain", "--format", "standard", "--force"]
    stale = CliRunner().invoke(app, args)
    assert "deckcheck update" in stale.output
    (tmp_path / "pyproject.toml").write_text("[tool.deckcheck]\nmax-data-age = 150\n",
                                             encoding="utf-8")
    trusted = CliRunner().invoke(app, args)
    assert "deckcheck update" not in trusted.output
