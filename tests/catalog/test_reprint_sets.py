"""A set of old cards reprinted with their original text counts each card as from its original
set (data/formats/expanded.yaml, pool ``reprint_sets``): of Celebrations' Classic Collection,
only the Black & White-or-later reprints are in the Expanded pool; the older ones are legal in
Expanded only through the reprint rule, as their originals are."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import check, deck, errors, problems, selects

from deckcheck import run
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData

CheckerFor = Callable[[str], Checker]


@pytest.fixture(scope="module")
def checker_for(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> CheckerFor:
    catalog = Catalog(built_catalog[0])
    return lambda name: Checker(rules_data, run.game_format(rules_data, name), catalog)


def test_the_classic_collection_base_set_charizard_is_not_in_the_expanded_pool(
        checker_for: CheckerFor) -> None:
    [found] = errors(checker_for("expanded"), deck("1 Charizard CEL CC2"), "not-in-format")
    assert "CEL:CC reprints count as from their original sets" in found.message


def test_the_classic_collection_imposter_professor_oak_is_not_expanded_legal(
        checker_for: CheckerFor) -> None:
    [found] = errors(checker_for("expanded"), deck("1 Imposter Professor Oak CEL CC4"),
                     "not-in-format")
    # The name it counts under (data/spellings.yaml names: Imposter is Impostor printed so).
    assert "Impostor Professor Oak" in found.message


def test_the_classic_collection_reshiram_a_black_and_white_card_is_expanded_legal(
        checker_for: CheckerFor) -> None:
    assert problems(checker_for("expanded"), deck("1 Reshiram CEL CC20"), "not-in-format") == []


def test_the_classic_collection_mewtwo_ex_a_black_and_white_card_is_expanded_legal(
        checker_for: CheckerFor) -> None:
    assert problems(checker_for("expanded"), deck("1 Mewtwo-EX CEL CC22"), "not-in-format") == []


def test_unlimited_takes_every_classic_collection_card(checker_for: CheckerFor) -> None:
    unlimited = checker_for("unlimited")
    assert not selects(unlimited, "not-in-format")  # every card ever released
    assert check(unlimited, deck("1 Charizard CEL CC2")).legal


def test_expanded_as_it_stood_in_2022_counts_the_charizard_as_from_base_set(
        checker_for: CheckerFor) -> None:
    [found] = errors(checker_for("expanded@2022-06-01"), deck("1 Charizard CEL CC2"),
                     "not-in-format")
    assert "Charizard" in found.message


@pytest.mark.full_catalog
def test_every_number_a_reprint_set_takes_is_a_print_of_that_set(
        full_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    catalog = Catalog(full_catalog[0])
    for format_id in sorted(rules_data.formats):
        for code, numbers in run.game_format(rules_data, format_id).reprint_sets:
            for number in sorted(numbers):
                assert catalog.by_print(code, number), f"{format_id}: {code} {number}"
