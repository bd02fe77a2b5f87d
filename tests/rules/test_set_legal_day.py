"""The day a print's set becomes legal (rule set-legal-day), from the data or the catalog.

The rule's checks on real lists, through the card catalog, are in
tests/catalog/test_set_legal_day.py; here, the day itself.
"""

from __future__ import annotations

from datetime import date

from deckcheck.catalog.records import CatalogCard
from deckcheck.rules.set_legal_day import legal_day
from deckcheck.rulesdata import RulesData


def printed(set_code: str | None, released: str | None) -> CatalogCard:
    return CatalogCard(id=0, name="Crushing Hammer", set_code=set_code, number="105",
                       category="Trainer", stage=None, suffix=None, trainer_type="Item",
                       energy_type=None, regulation_mark="J", rarity=None, illustrator=None,
                       serie="me", evolve_from=None, game="{}", types="[]", names={},
                       released=released)


def test_a_set_the_data_knows_is_legal_on_its_listed_day(rules_data: RulesData) -> None:
    # Pitch Black: released 2026-07-17, legal 2026-07-31 (data/history/sets.yaml).
    assert legal_day(printed("PBL", "2026-07-17"), rules_data) == (date(2026, 7, 31), True)


def test_a_set_newer_than_the_data_is_legal_two_weeks_after_its_release(
        rules_data: RulesData) -> None:
    # The catalog was updated after the format data was read: a set the data does not know.
    assert legal_day(printed("ZZZ", "2026-11-14"), rules_data) == (date(2026, 11, 28), True)


def test_a_set_neither_the_data_nor_the_catalog_dates_is_not_known(
        rules_data: RulesData) -> None:
    assert legal_day(printed("ZZZ", None), rules_data) == (None, False)


def test_a_promo_series_without_one_day_is_left_to_a_dated_check(rules_data: RulesData) -> None:
    assert legal_day(printed("PR-SV", "2023-03-31"), rules_data) == (date.min, True)
