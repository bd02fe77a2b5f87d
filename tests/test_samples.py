"""Every sample deck gives the verdict its header comment states, in all three outputs.

Without a card catalog no name is checked, so a sample expected legal is *undecided* here (exit
3, never "LEGAL"); it must be legal with the catalog (tests/catalog/test_samples_with_catalog.py).

Each folder of ``sample_decks/`` is checked in the format the repository's own ``pyproject.toml``
gives it (``[tool.deckcheck.paths]``), so the tests run from the repository's root, as a user
would. The same verdicts hold with the card catalog: ``tests/catalog/test_samples_with_catalog.py``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted((ROOT / "sample_decks").rglob("*.txt"))
EXPECT = re.compile(r"^# deckcheck: expect (legal|illegal)(?:: (.+))?$", re.MULTILINE)
runner = CliRunner()


@pytest.fixture(autouse=True)
def _from_the_repository_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # where pyproject.toml gives each sample folder its format


def expectation(path: Path) -> tuple[bool, set[str]]:
    match = EXPECT.search(path.read_text(encoding="utf-8"))
    assert match, f"{path.name} does not state its expected verdict"
    rules = {r.strip() for r in (match[2] or "").split(",") if r.strip()}
    return match[1] == "legal", rules


def test_there_are_enough_samples() -> None:
    assert len(SAMPLES) >= 8


def test_each_format_folder_has_a_legal_sample() -> None:
    legal_in = {path.parent.name for path in SAMPLES if expectation(path)[0]}
    assert legal_in == {"standard", "expanded", "team-of-six"}  # unlimited/: the broken ones


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_sample_verdict_in_json(path: Path) -> None:
    legal, rules = expectation(path)
    result = runner.invoke(app, ["check", str(path.relative_to(ROOT)), "--output", "json"])
    deck = json.loads(result.output)["decks"][0]
    assert deck["format"] == path.parent.name  # each folder is named for its format
    assert deck["legal"] is False  # legal needs the catalog; see the module's docstring
    assert deck["verdict"] == ("undecided" if legal else "not-legal")
    assert result.exit_code == (3 if legal else 1)
    failed = {v["rule"] for v in deck["violations"] if v["severity"] == "error"}
    assert failed == rules


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_sample_verdict_in_text_and_github(path: Path) -> None:
    legal, rules = expectation(path)
    # In English: an Italian or Spanish list's own report would be in its language
    # (tests/test_i18n_samples.py).
    text = runner.invoke(app, ["check", str(path), "--lang", "en"])
    assert text.exit_code == (3 if legal else 1)
    verdict = text.output.split(": ", 1)[1]
    assert verdict.startswith("UNDECIDED (" if legal else "NOT LEGAL (")
    github = runner.invoke(app, ["check", str(path), "--output", "github"])
    titles = set(re.findall(r"^::error file=[^,]+,line=\d+,title=([a-z-]+)::", github.output,
                            re.MULTILINE))
    assert titles == rules


def test_the_summary_names_every_format_used() -> None:
    result = runner.invoke(app, ["check", "sample_decks"])
    # By their names, as the reader's language writes them (the ids are JSON's).
    assert "(Standard; also Expanded, Team of Six (house rules), Unlimited)" \
        in result.output.splitlines()[-1]
    italian = runner.invoke(app, ["check", "sample_decks", "--lang", "it"])
    assert "[formato: Espanso]" in italian.output and "[formato: expanded]" not in italian.output


def test_whole_directory_exit_code() -> None:
    result = runner.invoke(app, ["check", "sample_decks"])
    assert result.exit_code == 1  # the directory holds illegal samples on purpose
