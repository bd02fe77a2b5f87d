"""ace-spec with the card catalog: a line without a print, where the format allows only the
ACE SPEC prints of its name, counts as an ACE SPEC (review of stop 33)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import deck, errors, warnings

from deckcheck import run
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def mini_catalog(built_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(built_catalog[0])


def checker(rules_data: RulesData, catalog: Catalog, name: str) -> Checker:
    return Checker(rules_data, run.game_format(rules_data, name), catalog)


def test_master_ball_in_standard_is_the_ace_spec_its_only_legal_print_is(
        rules_data: RulesData, mini_catalog: Catalog) -> None:
    # Standard allows Master Ball TEF 153 (an ACE SPEC) and none of its ordinary prints: with
    # Prime Catcher the deck holds two ACE SPEC cards whichever print the player brings.
    text = deck("1 Master Ball\n1 Prime Catcher TEF 157")
    [found] = errors(checker(rules_data, mini_catalog, "standard"), text, "ace-spec")
    assert found.lines == (1, 2)


def test_computer_search_in_expanded_is_the_ace_spec_of_boundaries_crossed(
        rules_data: RulesData, mini_catalog: Catalog) -> None:
    # Base Set's ordinary Computer Search is not in Expanded; BCR 137 is an ACE SPEC.
    text = deck("1 Computer Search\n1 Dowsing Machine PLS 128")
    assert len(errors(checker(rules_data, mini_catalog, "expanded"), text, "ace-spec")) == 1


def test_master_ball_in_unlimited_stays_a_point_to_confirm(
        rules_data: RulesData, mini_catalog: Catalog) -> None:
    # Every print is legal in Unlimited, the ordinary ones too: only the print can tell.
    text = deck("1 Master Ball\n1 Prime Catcher TEF 157")
    unlimited = checker(rules_data, mini_catalog, "unlimited")
    assert errors(unlimited, text, "ace-spec") == []
    assert len(warnings(unlimited, text, "ace-spec")) == 1


def test_one_master_ball_alone_is_legal_in_standard(
        rules_data: RulesData, mini_catalog: Catalog) -> None:
    standard = checker(rules_data, mini_catalog, "standard")
    text = deck("1 Master Ball")
    assert errors(standard, text, "ace-spec") == [] and warnings(standard, text, "ace-spec") == []
