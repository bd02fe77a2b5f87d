"""A number and its set's count with no set code ("104/111"), and a digit-ending code joined to
its number by a hyphen ("N1-104"), as a player copies them off the card. Review 9's lines: "6
Darkness Energy 104/111" and "6 Darkness Energy N1-104" were points to confirm, counted as basic
Energy, where a judge rules at once: Neo Genesis 104/111 is the Special Darkness Energy, and six
are two too many."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck import formats, run
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def unlimited(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(built_catalog[0]))


@pytest.mark.parametrize("line", ["6 Darkness Energy 104/111", "6 Darkness Energy N1-104"])
def test_the_one_print_of_the_name_at_that_number_is_the_card(unlimited: Checker,
                                                              line: str) -> None:
    """104/111 with the name Darkness Energy: the only Darkness Energy numbered 104 in a set of
    111 cards is Neo Genesis's Special one (N1 104), whose copies count."""
    result = check(unlimited, deck(line))
    assert result.cards[0].print_key == ("N1", "104")
    assert any(v.rule == "copy-limit" and not v.undecided for v in result.violations)
    assert not any(v.rule == "unknown-card" for v in result.violations)


def test_the_name_decides_which_print_of_that_number(unlimited: Checker) -> None:
    """Rising Rivals also has 111 cards: its 104 is Floatzel GL LV.X, so "Darkness Energy
    104/111" is still only Neo Genesis's card, and "Floatzel GL LV.X 104/111" only Rising
    Rivals'."""
    result = check(unlimited, deck("1 Floatzel GL LV.X 104/111"))
    assert result.cards[0].print_key == ("RR", "104")


def test_no_print_of_the_name_at_that_number_is_a_point(unlimited: Checker) -> None:
    """No Darkness Energy is numbered 1 in a set of 111 cards: the print is a point to confirm,
    never read as another card's and never dropped."""
    result = check(unlimited, deck("6 Darkness Energy 1/111"))
    assert result.cards[0].print_key is None
    assert any(v.rule == "unknown-card" and v.undecided and "1/111" in v.message
               for v in result.violations)


def test_a_basic_print_with_its_count_stays_basic(unlimited: Checker) -> None:
    """Diamond & Pearl has 130 cards and its 129 is basic Darkness Energy: ten copies are
    legal."""
    result = check(unlimited, deck("10 Darkness Energy 129/130"))
    assert result.cards[0].basic_energy
    assert not [v for v in result.violations if v.rule in ("copy-limit", "unknown-card")]


def test_a_bare_number_of_a_special_print_asks_which_card(unlimited: Checker) -> None:
    """"6 Darkness Energy 104": a bare number is how Pokémon TCG Online numbers basic Energy,
    and Neo Genesis's Special Darkness Energy bears 104 too. The point asks which card the line
    means; it does not say the line names another card ("…, not "Darkness Energy"")."""
    found = [v for v in check(unlimited, deck("6 Darkness Energy 104")).violations
             if v.rule == "unknown-card"]
    assert len(found) == 1 and found[0].undecided
    assert "Darkness Energy N1 104" in found[0].message
    assert "which card" in found[0].message
    assert 'not "Darkness Energy"' not in found[0].message


def test_several_basic_prints_at_that_number_are_the_basic_energy(unlimited: Checker) -> None:
    """Review 10: "12 Fire Energy 128/132": Gym Heroes 128 and Gym Challenge 128 (both sets of
    132 cards) are both basic Fire Energy, so whichever the line means it is basic Fire Energy,
    with no copy limit and nothing to confirm."""
    result = check(unlimited, deck("12 Fire Energy 128/132"))
    assert result.legal, result.violations


def test_one_card_numbered_so_in_two_sets_is_that_card(unlimited: Checker) -> None:
    """Issue 21: "4 Dual Ball 72/95". Team Magma vs Team Aqua and Unleashed both have 95 cards
    and both print Dual Ball as their 72: whichever the line means, it is four Dual Ball, legal
    in Unlimited as either print. A note names both prints; nothing is left to confirm."""
    result = check(unlimited, deck("4 Dual Ball 72/95"))
    assert result.legal, result.violations
    notes = [v for v in result.violations if v.rule == "unknown-card"]
    assert len(notes) == 1 and not notes[0].undecided
    assert "MA 72, UL 72" in notes[0].message


def test_two_prints_the_format_takes_otherwise_keep_the_point(
        built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    """Standard of 2010-11 (HeartGold & SoulSilver on) holds Unleashed's Dual Ball, not Team
    Magma vs Team Aqua's, whose text is worded otherwise ("a Basic Pokémon card"): which print
    the line means changes the verdict, so it stays a point to confirm."""
    dated = Checker(rules_data, run.game_format(rules_data, "standard@2010-09-01"),
                    Catalog(built_catalog[0]))
    result = check(dated, deck("4 Dual Ball 72/95"))
    assert any(v.rule == "unknown-card" and v.undecided and "72/95" in v.message
               for v in result.violations)
