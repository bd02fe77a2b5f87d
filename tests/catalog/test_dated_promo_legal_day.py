"""A promo card whose own legal day a source gives is legal from that day, and not before it.

Pokémon's promo legality page lists each promo with a "Legality Date". In March 2024 it listed
eleven new English promos legal on 2024-04-26 (as PokeBeach copied its table:
pokebeach.com/2024/03/mysterious-new-english-promos-listed-from-unidentified-product-including-
darkrai-ex), among them Darkrai ex SVP 110 and Picnicker SVP 114, cards printed only as these
promos. data/history/sets.yaml gives them that day (`cards: ... legal`); before, every card of the
SVP series without a sourced day stayed for a judge on every day, years after it became legal.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import check, checkers_by_format, errors, warnings

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Verdict
from deckcheck.rulesdata import RulesData

CheckerFor = Callable[[str], Checker]

# Darkrai ex and Picnicker: two of the eleven promos of the page's update, neither printed in any
# expansion, with basic Energy to sixty cards.
BATTLE_ACADEMY_PROMOS = "2 Darkrai ex PR-SV 110\n4 Picnicker PR-SV 114\n54 Darkness Energy\n"


@pytest.fixture(scope="module")
def checker_for(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> CheckerFor:
    return checkers_by_format(Catalog(built_catalog[0]), rules_data)


def test_a_promo_is_legal_from_the_legality_date_of_the_promo_page(
        checker_for: CheckerFor) -> None:
    result = check(checker_for("standard@2024-04-26"), BATTLE_ACADEMY_PROMOS)
    assert result.verdict is Verdict.LEGAL, [v.message for v in result.violations]


def test_a_promo_stays_legal_at_a_later_event(checker_for: CheckerFor) -> None:
    # The 2024 North America International Championships began on 2024-06-07.
    result = check(checker_for("standard@2024-06-07"), BATTLE_ACADEMY_PROMOS)
    assert result.verdict is Verdict.LEGAL, [v.message for v in result.violations]


def test_a_promo_is_legal_in_expanded_years_after_its_legality_date(
        checker_for: CheckerFor) -> None:
    result = check(checker_for("expanded@2026-03-26"), BATTLE_ACADEMY_PROMOS)
    assert result.verdict is Verdict.LEGAL, [v.message for v in result.violations]


def test_a_promo_before_its_legality_date_is_not_legal(checker_for: CheckerFor) -> None:
    standard = checker_for("standard@2024-04-19")
    assert warnings(standard, BATTLE_ACADEMY_PROMOS, "not-in-format") == []
    found = errors(standard, BATTLE_ACADEMY_PROMOS, "not-in-format")
    assert [point.message for point in found] == [
        "PR-SV 110 is legal from 2024-04-26 (SVP Black Star Promos 110), not on 2024-04-19",
        "PR-SV 114 is legal from 2024-04-26 (SVP Black Star Promos 114), not on 2024-04-19"]



# Moltres & Zapdos & Articuno-GX SM210, a Sun & Moon promo no tournament source dates, with the
# same card in Hidden Fates (HIF 44). The list of Strategic TCG's video of 2025-03-13, an Expanded
# deck (tests/corpus/measure/, stop 40), plays it. The SM promos are in Expanded's card pool
# ("SM01 and up" on the deck registration sheet): data/history/sets.yaml dates every SM promo
# legal by the day the sheet's copy was committed (2024-01-10), and no earlier for SM210.
SKY_LEGENDS = "1 Moltres & Zapdos & Articuno-GX SMP 210\n59 Fire Energy\n"
BEFORE_THE_SHEET = "expanded@2023-06-01"


def test_a_promo_with_no_sourced_legal_day_is_for_a_judge_to_date(
        checker_for: CheckerFor) -> None:
    expanded = checker_for(BEFORE_THE_SHEET)
    assert errors(expanded, SKY_LEGENDS, "not-in-format") == []
    [found] = warnings(expanded, SKY_LEGENDS, "not-in-format")
    assert found.undecided
    assert "whether it was legal in Expanded on 2023-06-01 is not known" in found.message
    assert "PR-SM 210: the day SM Black Star Promos became legal is not known" in found.message
    assert check(expanded, SKY_LEGENDS).verdict is Verdict.UNDECIDED


def test_a_promo_with_no_sourced_legal_day_is_not_called_out_of_the_pool(
        checker_for: CheckerFor) -> None:
    found = warnings(checker_for(BEFORE_THE_SHEET), SKY_LEGENDS, "not-in-format")
    assert found and not any("card pool" in point.message for point in found)


def test_every_sm_promo_is_legal_once_the_registration_sheet_lists_them(
        checker_for: CheckerFor) -> None:
    """The sheet's Expanded list says "SM01 and up": by its day every SM promo is legal, and a
    judge passes SM210 in an Expanded list of 2025 at once (it had been UNDECIDED)."""
    result = check(checker_for("expanded@2025-03-13"), SKY_LEGENDS)
    assert result.verdict is Verdict.LEGAL, [v.message for v in result.violations]


def test_a_promo_played_at_an_online_championship_is_legal_in_expanded_later(
        checker_for: CheckerFor) -> None:
    # Trevenant & Dusknoir-GX SM217, played in Isaac Troan's Players Cup IV qualifier list
    # (April - July 2021); mrdogptcgl's Expanded deck of 2023-08-05 (tests/corpus/measure/)
    # plays three.
    deck_text = "3 Trevenant & Dusknoir-GX SMP 217\n57 Psychic Energy\n"
    result = check(checker_for("expanded@2023-08-05"), deck_text)
    assert result.verdict is Verdict.LEGAL, [v.message for v in result.violations]


def test_a_promo_played_at_an_international_championship_is_legal_that_day(
        checker_for: CheckerFor) -> None:
    # Charizard-GX SM211 in Nico Alabas's Masters list of the 2020 Oceania International
    # Championships, which began on 2020-02-21.
    # (A Stage 2 alone: only the card pool is asked, not whether the deck has a Basic Pokémon.)
    deck_text = "1 Charizard-GX SMP 211\n59 Fire Energy\n"
    standard = checker_for("standard@2020-02-21")
    assert errors(standard, deck_text, "not-in-format") == []
    assert warnings(standard, deck_text, "not-in-format") == []
