"""A Cardmarket product address names its card's print: a Special Energy written so is that
Special Energy (coolofdead/CardMarketPokemonSellerFinder decklist.txt, commit 224d804: "6
https://www.cardmarket.com/fr/Pokemon/Products/Singles/Neo-Genesis/Darkness-Energy-N1104")."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData

DARKNESS = "https://www.cardmarket.com/fr/Pokemon/Products/Singles/Neo-Genesis/Darkness-Energy-N1104"


@pytest.fixture(scope="module")
def unlimited(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(built_catalog[0]))


@pytest.mark.parametrize("written", [DARKNESS, "Darkness Energy N1104"])
def test_six_special_darkness_energy_break_the_copy_limit(unlimited: Checker,
                                                          written: str) -> None:
    """Neo Genesis 104 is a Special Energy named Darkness Energy: six copies are two too many.
    Read before as a basic Darkness Energy numbered "N1104", the deck was legal."""
    result = check(unlimited, deck(f"6 {written}"))
    assert result.cards[0].name.display == "Darkness Energy"
    assert result.cards[0].print_key == ("N1", "104")
    assert not result.legal
    assert any(v.rule == "copy-limit" and not v.undecided for v in result.violations)
