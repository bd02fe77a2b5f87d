"""`card "Pikachuu"` suggests a card someone could mean, never a placeholder name.

The Celebrations Classic Collection reprints "_____'s Pikachu" (CEL CC8), a card whose owner the
player writes in by hand: its printed name is a template, and "Pikachuu" meant Pikachu.
"""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from deckcheck.catalog.build import BuildReport
from deckcheck.cli import app

runner = CliRunner()


def test_a_typo_suggests_the_card_not_a_placeholder(
        built_catalog: tuple[Path, BuildReport]) -> None:
    result = runner.invoke(app, ["card", "Pikachuu", "--catalog", str(built_catalog[0])])
    assert result.exit_code != 0
    assert "did you mean" in result.stderr and "Pikachu" in result.stderr
    assert "___" not in result.stderr


def test_the_placeholder_card_is_still_found_by_its_print(
        built_catalog: tuple[Path, BuildReport]) -> None:
    result = runner.invoke(app, ["card", "CEL CC8", "--catalog", str(built_catalog[0])])
    assert result.stdout.startswith("_____'s Pikachu"), result.output
