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


@pytest.mark.parametrize("line", ["6 Darkness Energy 104", "6 Metal Energy 19"])
def test_a_bare_number_a_special_energy_of_the_name_bears_is_a_point(unlimited: Checker,
                                                                      line: str) -> None:
    """A number alone after a basic Energy's name is Pokémon TCG Online's for basic Energy, but
    104 and 19 are Neo Genesis's Special Darkness and Metal Energy: six copies may be two too
    many, so the line is a point, never a silent pass."""
    result = check(unlimited, deck(line))
    assert not result.legal
    assert any(v.rule == "unknown-card" and v.undecided and "Special Energy" in v.message
               for v in result.violations)


def test_a_bare_number_no_special_energy_bears_is_basic_energy(unlimited: Checker) -> None:
    """"* 8 Metal Energy 43" (a Pokémon TCG Online export): basic Metal Energy, no point."""
    assert check(unlimited, deck("8 Metal Energy 43")).legal
