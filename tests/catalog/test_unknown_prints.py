"""A set and number the catalog has no card at leave the line undecided: the name alone may be a
legal print while the card on the table is not (a judge asks which print it is)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, errors, warnings

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def standard(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "standard"), Catalog(built_catalog[0]))


def test_a_print_the_catalog_does_not_know_is_undecided(standard: Checker) -> None:
    [found] = warnings(standard, "4 Switch XYZ 12\n", "unknown-card")
    assert found.undecided and "no card printed as XYZ 12" in found.message


@pytest.mark.parametrize("line", [
    "1 Max Potion EPO 94",            # Emerging Powers as exports write it (TCGdex: EP)
    "1 Pidgeot FL 10",                # FireRed & LeafGreen as some lists write it (TCGdex: RG)
    "2 Boss's Orders PR SWSH251",     # a Black Star promo written "PR" with its letters
])
def test_other_spellings_of_a_set_find_the_print(standard: Checker, line: str) -> None:
    [card] = check(standard, line + "\n").cards
    assert card.print_mismatch is None and len(card.prints) == 1


def test_a_number_without_its_letter_is_the_prints_that_share_it(standard: Checker) -> None:
    # ptcg-sim's samples write Aquapolis's Porygon "ecard2-103" (pokemontcg.io's id); the card
    # is printed as 103a and 103b, both Porygon.
    [card] = check(standard, "2 Porygon ecard2-103\n").cards
    assert card.print_mismatch is None
    assert sorted(print_.number for print_ in card.prints) == ["103A", "103B"]


def test_a_number_without_its_letter_still_counts_with_the_name(standard: Checker) -> None:
    [found] = errors(standard, "3 Porygon AQ 103\n2 Porygon AQ 103b\n", "copy-limit")
    assert '5 cards named "Porygon"' in found.message
