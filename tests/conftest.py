"""Shared fixtures: the shipped rules data, and a one-call deck checker for rule tests."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

# Keep the compiled-data cache out of the user's home while testing.
os.environ.setdefault("DECKCHECK_CACHE_DIR", tempfile.mkdtemp(prefix="deckcheck-test-cache-"))
# No card catalog unless a test builds one: a user's installed catalog must not change results.
# The default catalog's place (the platform's user data folder, which platformdirs reads from
# XDG_DATA_HOME) is an empty folder; DECKCHECK_CATALOG, which names a catalog a run must have,
# is unset.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="deckcheck-test-data-")
os.environ.pop("DECKCHECK_CATALOG", None)

from helpers import SMALL
from minicatalog import full_archive_path

from deckcheck import formats, rulesdata
from deckcheck.checker import Checker
from deckcheck.names.canonical import NameRules, rules_for
from deckcheck.rulesdata import RulesData


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests marked ``full_catalog`` are skipped without the full card database."""
    if full_archive_path() is not None:
        return
    skip = pytest.mark.skip(reason="needs the full card database: set DECKCHECK_CATALOG_SOURCE "
                                   "to a TCGdex cards-database .tar.gz")
    for item in items:
        if item.get_closest_marker("full_catalog"):
            item.add_marker(skip)


OUTPUT_ENVIRONMENT = ("GITHUB_ACTIONS", "NO_COLOR", "FORCE_COLOR",
                      "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Variables that change what deckcheck prints (GITHUB_ACTIONS=true makes --output github the
default; the locale chooses the language of messages). A test that needs one sets it itself."""


TODAY = "2026-08-01"
"""The day the tests take for today: within the shipped format data's trusted days (rule
data-age), so that a current list is legal on any day the suite runs. Its own tests change it."""


@pytest.fixture(autouse=True)
def _plain_output_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests see the same environment in a terminal, in CI and under GitHub Actions, on any day."""
    for name in OUTPUT_ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DECKCHECK_TODAY", TODAY)


@pytest.fixture(scope="session")
def rules_data() -> RulesData:
    return rulesdata.load()


@pytest.fixture(scope="session")
def name_rules(rules_data: RulesData) -> NameRules:
    return rules_for(rules_data)


@pytest.fixture(scope="session")
def checker(rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"))


@pytest.fixture(scope="session")
def team_checker(rules_data: RulesData) -> Checker:
    """Checks against the house-rules variant of rulebook 003, without a card catalog."""
    from deckcheck import formats

    return Checker(rules_data, formats.get(rules_data, "team-of-six"))


@pytest.fixture
def small_deck(tmp_path: Path) -> Path:
    """:data:`helpers.SMALL` written to a file."""
    path = tmp_path / "deck.txt"
    path.write_text(SMALL, encoding="utf-8")
    return path
