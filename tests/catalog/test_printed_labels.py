"""Labels and SP symbols in card names, checked against the catalog built from the snapshot."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck, errors

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def expanded(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "expanded"), Catalog(built_catalog[0]))


def test_head_ringer_without_its_team_flare_label_is_known(expanded: Checker) -> None:
    result = check(expanded, deck("2 Head Ringer\n2 Jamming Net"))
    assert result.legal and result.violations == ()
    assert {c.name.display for c in result.cards} >= {"Head Ringer", "Jamming Net"}


def test_head_ringer_with_its_print_is_known(expanded: Checker) -> None:
    result = check(expanded, deck("2 Head Ringer PHF 97"))
    assert result.legal and result.violations == ()


def test_head_ringer_prints_count_together(expanded: Checker) -> None:
    [found] = errors(expanded, deck("3 Head Ringer\n2 Head Ringer PHF 97"), "copy-limit")
    assert '"Head Ringer"' in found.message


def test_an_elite_four_pokemon_written_with_a_plain_4_is_identified(unlimited: Checker) -> None:
    result = check(unlimited, deck("3 Gallade 4\n1 Gallade E4 LV.X"))
    assert result.legal and result.violations == ()
    assert {c.name.display for c in result.cards} >= {"Gallade E4"}
