"""The reprint rule reads a name's prints in the format's pool, not every print of the name.

A line none of whose own prints is legal is checked against the legal prints of its name
(Tournament Handbook §4.1.3, data/reprint_rule.yaml). An old card has many prints and most are
in no current pool: in a format with no day, only the prints the pool may hold, and those a
published ruling names, are fetched. The verdicts are the ones every print gave.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck import formats, run
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker, _reprint_pool
from deckcheck.models import DeckLine
from deckcheck.rulesdata import RulesData


def _names(path: Path) -> list[str]:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return [str(row[0]) for row in db.execute("SELECT DISTINCT name FROM cards ORDER BY name")]


@pytest.mark.parametrize("format_id", ["standard", "expanded"])
def test_a_names_prints_in_the_pool_are_those_the_format_allows_and_those_ruled_on(
        either_catalog: tuple[Path, BuildReport], rules_data: RulesData,
        format_id: str) -> None:
    game_format = formats.get(rules_data, format_id)
    pool = _reprint_pool(game_format, rules_data)
    assert pool is not None
    catalog, prefetched = Catalog(either_catalog[0]), Catalog(either_catalog[0])
    names = _names(either_catalog[0])
    prefetched.prefetch_names(names, pool)
    for name in names:
        every = catalog.by_name(name)
        pooled = catalog.by_name(name, pool)
        assert [p.id for p in pooled] == [p.id for p in every if p in pooled]  # id order
        assert [p for p in every if game_format.allows(p)] \
            == [p for p in pooled if game_format.allows(p)]
        ruled = [p for p in every if (p.set_code, p.number) in pool.named]
        assert all(p in pooled for p in ruled), name
        assert [p.id for p in prefetched.by_name(name, pool)] == [p.id for p in pooled]


def test_an_old_ultra_ball_is_compared_with_the_legal_ones_alone(
        built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    standard = Checker(rules_data, run.game_format(rules_data, "standard"),
                       Catalog(built_catalog[0]))
    card = standard.identifier.identify(DeckLine(1, 4, "Ultra Ball", set_code="SUM",
                                                 number="135"))
    assert card.same_name_prints  # not legal as printed: the reprint rule asks
    assert all(standard.format.allows(p) for p in card.same_name_prints)
    every = Catalog(built_catalog[0]).by_name("Ultra Ball")
    assert len(every) > len(card.same_name_prints)  # the catalog's older prints: not fetched


def test_a_format_as_of_a_day_reads_every_print_of_the_name(rules_data: RulesData) -> None:
    # A day's pool is in doubt (sets legal from a date the data may not know): every print.
    assert _reprint_pool(run.game_format(rules_data, "standard@2019-08-16"), rules_data) is None


def test_the_handbooks_copycat_is_decided_by_its_ruling_in_expanded(
        built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    # Copycat TRR 83 and CES 127: ruled functionally identical (Tournament Handbook §4.1.3).
    expanded = Checker(rules_data, run.game_format(rules_data, "expanded"),
                       Catalog(built_catalog[0]))
    result = check(expanded, deck("4 Copycat TRR 83"))
    assert [v.message for v in result.violations
            if v.rule == "not-in-format" and v.lines == (1,)] == []


@pytest.mark.full_catalog
def test_sun_and_moons_rare_candy_stays_legal_through_its_ruled_print(
        full_catalog: tuple[Path, BuildReport], rules_data: RulesData,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Rare Candy SUM 129 and SVI 191 are ruled identical (the 2023 rotation's errata); SVI 191's
    # mark G is in no pool now, but its text is a legal print's: SUM 129 is legal through it.
    # Without the ruled print among the name's prints it would be an error (a false NOT LEGAL).
    monkeypatch.setenv("DECKCHECK_TODAY", "2026-09-01")
    standard = Checker(rules_data, run.game_format(rules_data, "standard"),
                       Catalog(full_catalog[0]))
    result = check(standard, deck("4 Rare Candy SUM 129"))
    assert [v.message for v in result.violations
            if v.rule == "not-in-format" and v.lines == (1,)] == []
    card = standard.identifier.identify(DeckLine(1, 4, "Rare Candy", set_code="SUM",
                                                 number="129"))
    assert ("SVI", "191") in {(p.set_code, p.number) for p in card.same_name_prints}
