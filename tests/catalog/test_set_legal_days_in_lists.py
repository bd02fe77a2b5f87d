"""A card from a set before that set's legal day is not legal today (rule set-legal-day).

Pitch Black (PBL) was released on 2026-07-17 and is legal from 2026-07-31, two weeks later
(data/history/sets.yaml). Its Crushing Hammer PBL 105 cannot be played on 2026-07-25, though
older prints of Crushing Hammer can; a set newer than deckcheck's data gets its day from the
catalog's release date and the two-week rule.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck, errors, selects

from deckcheck import run
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def catalog(built_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(built_catalog[0])


def standard(rules_data: RulesData, catalog: Catalog) -> Checker:
    return Checker(rules_data, run.game_format(rules_data, "standard"), catalog)


def test_a_print_from_a_set_before_its_legal_day_is_an_error(
        rules_data: RulesData, catalog: Catalog, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_TODAY", "2026-07-25")
    [found] = errors(standard(rules_data, catalog), deck("1 Crushing Hammer PBL 105"),
                     "set-legal-day")
    assert "PBL 105 is legal from 2026-07-31" in found.message


def test_the_same_print_on_its_legal_day_is_legal(
        rules_data: RulesData, catalog: Catalog, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_TODAY", "2026-07-31")
    result = check(standard(rules_data, catalog), deck("1 Crushing Hammer PBL 105"))
    assert [v for v in result.violations if v.rule == "set-legal-day"] == []


def test_a_line_without_a_print_is_legal_through_an_older_print(
        rules_data: RulesData, catalog: Catalog, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_TODAY", "2026-07-25")
    result = check(standard(rules_data, catalog), deck("1 Crushing Hammer"))
    assert [v for v in result.violations if v.rule == "set-legal-day"] == []


def test_a_name_printed_only_in_a_set_not_yet_legal_is_an_error_naming_its_first_print(
        rules_data: RulesData, catalog: Catalog, monkeypatch: pytest.MonkeyPatch) -> None:
    # Dark Bell has two prints, both in Pitch Black (PBL 75 and 106): on the set's release
    # weekend a player writes the name alone.
    monkeypatch.setenv("DECKCHECK_TODAY", "2026-07-25")
    [found] = errors(standard(rules_data, catalog), deck("2 Dark Bell"), "set-legal-day")
    assert "PBL 75 is legal from 2026-07-31" in found.message


def test_the_catalog_gives_each_print_its_sets_release_date(catalog: Catalog) -> None:
    printed = catalog.by_print("PBL", "105")
    assert printed is not None and printed.released == "2026-07-17"


def test_a_check_as_of_a_date_leaves_set_days_to_the_history(
        rules_data: RulesData, catalog: Catalog) -> None:
    dated = Checker(rules_data, run.game_format(rules_data, "standard@2026-07-25"), catalog)
    assert selects(Checker(rules_data, run.game_format(rules_data, "standard"), catalog),
                   "set-legal-day")
    assert not selects(dated, "set-legal-day")
