"""With the card catalog, every sample deck still gives the verdict its header states.

Without a catalog many checks can only warn (tests/test_samples.py); with it they decide, and a
sample stated legal must really be legal: its Standard cards carry marks H–J or are reprints of
them, its Expanded cards are not banned, its team-of-six Pokémon have the stages and types the
variant needs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_samples import ROOT, SAMPLES, expectation
from typer.testing import CliRunner

from deckcheck.catalog.build import BuildReport
from deckcheck.cli import app

runner = CliRunner()


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_sample_verdict_with_the_catalog(path: Path, built_catalog: tuple[Path, BuildReport],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    legal, rules = expectation(path)
    result = runner.invoke(app, ["check", str(path.relative_to(ROOT)), "--output", "json",
                                 "--catalog", str(built_catalog[0])])
    deck = json.loads(result.output)["decks"][0]
    failed = {v["rule"] for v in deck["violations"] if v["severity"] == "error"}
    assert (deck["legal"], failed) == (legal, rules)


@pytest.mark.parametrize("path", [p for p in SAMPLES if expectation(p)[0]],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_legal_samples_leave_nothing_undecided(path: Path,
                                               built_catalog: tuple[Path, BuildReport],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # With a catalog, a legal sample has no "cannot decide" warnings left, and every line is
    # the card it says (no unknown name, no print of another card).
    monkeypatch.chdir(ROOT)
    result = runner.invoke(app, ["check", str(path.relative_to(ROOT)), "--output", "json",
                                 "--catalog", str(built_catalog[0])])
    violations = json.loads(result.output)["decks"][0]["violations"]
    assert not [v["message"] for v in violations if "cannot" in v["message"]]
    assert not [v["message"] for v in violations if v["rule"] == "unknown-card"]
