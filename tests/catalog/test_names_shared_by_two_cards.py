"""One spelling can name two cards in two languages: the list's own language decides, else
English, so that one card's copies are never split across two names.

"Olivia" is the English Olivia (BUS 119) and the Spanish and German name of Oleana; "Milo" is
the English Milo and the Italian name of Gordie. A judge reads an English list in English and an
Italian list in Italian.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, errors

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def checker(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(built_catalog[0]))


def test_an_english_name_in_an_english_list_is_the_english_card(checker: Checker) -> None:
    result = check(checker, "Trainer: 2\n3 Olivia BUS 119\n2 Olivia\n")
    assert {card.name.display for card in result.cards} == {"Olivia"}


def test_split_copies_of_one_card_are_counted_together(checker: Checker) -> None:
    [found] = errors(checker, "Trainer: 2\n3 Olivia BUS 119\n2 Olivia\n", "copy-limit")
    assert '5 cards named "Olivia"' in found.message


def test_an_italian_list_reads_its_own_names_first(checker: Checker) -> None:
    # "Allenatore:" makes the list Italian: "Milo" is the Italian Gordie.
    result = check(checker, "Allenatore: 2\n3 Milo\n2 Gordie EVS 149\n")
    assert {card.name.display for card in result.cards} == {"Gordie"}
