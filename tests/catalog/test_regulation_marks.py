"""Regulation marks the card database lacks come from data/cards/regulation_marks.yaml.

A print with no mark is in no regulation-mark pool, so a mark missing from the card data reads as
"not legal": Ultra Ball BRS 150 and Dark Patch ASR 139 are printed with F, which TCGdex does not
record. The catalog is built with the marks of data/; over the full card database no print of
the era is left without a mark, or a reason.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest
from helpers import errors, problems

from deckcheck import run
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.formats.history import load
from deckcheck.rulesdata import RulesData

CheckerFor = Callable[[str], Checker]


@pytest.fixture(scope="module")
def catalog(built_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(built_catalog[0])


@pytest.fixture(scope="module")
def checker_for(catalog: Catalog, rules_data: RulesData) -> CheckerFor:
    return lambda name: Checker(rules_data, run.game_format(rules_data, name), catalog)


def test_a_mark_the_card_data_lacks_is_the_printed_one(catalog: Catalog) -> None:
    found = catalog.by_print("BRS", "150")
    assert found is not None and found.regulation_mark == "F"


def test_a_card_with_its_printed_mark_is_legal_while_the_mark_is(
        checker_for: CheckerFor) -> None:
    # Dark Patch ASR 139 (F): legal in the 2024-25 season (F, G, H), and no other Dark Patch
    # print has a later mark, so nothing else could make it legal.
    assert problems(checker_for("standard@2024-06-01"), "2 Dark Patch ASR 139\n",
                    "not-in-format") == []


def test_a_card_with_its_printed_mark_rotates_with_the_mark(checker_for: CheckerFor) -> None:
    [found] = errors(checker_for("standard@2025-04-11"), "2 Dark Patch ASR 139\n",
                     "not-in-format")
    assert "regulation mark F rotated out" in found.message


def era_sets() -> set[str]:
    """The sets of the regulation-mark era: released from Sword & Shield on (and its promos)."""
    first = load().sets["SSH"].released
    return {code for code, facts in load().sets.items()
            if facts.released >= first or code == "PR-SW"}


@pytest.mark.full_catalog
def test_no_print_of_the_mark_era_is_left_without_a_mark(
        full_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    listed = rules_data.raw["regulation_marks"]
    reasons = {ref for group in (*listed["unmarked"], *listed["unknown"])
               for ref in group["prints"]}
    era = era_sets()
    with closing(sqlite3.connect(full_catalog[0])) as db:
        rows = db.execute("SELECT set_code, number, name FROM cards WHERE regulation_mark IS NULL "
                          "AND NOT (category = 'Energy' AND energy_type = 'Normal')").fetchall()
    left = sorted(f"{code} {number} ({name})" for code, number, name in rows
                  if code in era and f"{code} {number}" not in reasons)
    assert left == []


@pytest.mark.full_catalog
def test_the_marks_of_data_fill_gaps_and_never_contradict_the_card_data(
        full_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    report = full_catalog[1]
    assert report.marks_disagreeing == []
    assert report.marks_from_data == len(rules_data.printed_marks)
