"""Messages built from the card catalog (reprint verdicts, print mismatches) follow the language,
even where a batch of lists has them remembered (see tests/test_i18n_rules.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import errors, warnings
from i18n_fake import install

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.i18n import use
from deckcheck.rulesdata import RulesData


@pytest.fixture(autouse=True)
def _shouting(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch)


@pytest.fixture(scope="module")
def catalog(built_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(built_catalog[0])


def test_a_remembered_reprint_verdict_is_worded_per_language(
        catalog: Catalog, rules_data: RulesData) -> None:
    standard = Checker(rules_data, formats.get(rules_data, "standard"), catalog)
    [english] = warnings(standard, "4 Ultra Ball SUM 135\n", "not-in-format")
    assert "a judge must confirm" in english.message
    with use("it"):
        [italian] = warnings(standard, "4 Ultra Ball SUM 135\n", "not-in-format")
    assert "A JUDGE MUST CONFIRM" in italian.message and '"Ultra Ball"' in italian.message
    [again] = warnings(standard, "4 Ultra Ball SUM 135\n", "not-in-format")
    assert again.message == english.message


def test_a_remembered_print_mismatch_is_worded_per_language(
        catalog: Catalog, rules_data: RulesData) -> None:
    unlimited = Checker(rules_data, formats.get(rules_data, "unlimited"), catalog)
    [english] = warnings(unlimited, "4 Gengar PAL 104\n", "unknown-card")
    assert english.message.startswith("PAL 104 is Tinkatuff, not")
    with use("it"):
        [italian] = warnings(unlimited, "4 Gengar PAL 104\n", "unknown-card")
    assert italian.message.startswith("PAL 104 IS Tinkatuff, NOT")
    assert errors(unlimited, "4 Gengar PAL 104\n", "unknown-card") == []
