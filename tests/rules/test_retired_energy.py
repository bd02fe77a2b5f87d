"""retired-energy: basic Fairy Energy is not legal in today's Standard, as in a dated one.

The 2022 season's rotation announcement: "basic Fairy Energy will not be legal for use in the
Standard format in the 2022 season" (data/history/standard.yaml, season 2021-22). No season
since has brought it back. Review 25 found today's Standard (no ``--date``) passing it.
"""

from __future__ import annotations

from helpers import check, deck, errors

from deckcheck import run
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


def checker(rules_data: RulesData, format_id: str) -> Checker:
    return Checker(rules_data, run.game_format(rules_data, format_id))


def test_basic_fairy_energy_is_not_legal_in_todays_standard(rules_data: RulesData) -> None:
    [found] = errors(checker(rules_data, "standard"), deck("2 Basic {Y} Energy"),
                     "retired-energy")
    assert "Basic Fairy Energy is not legal in Standard" in found.message
    assert "it left the format on 2021-09-10" in found.message


def test_every_spelling_of_basic_fairy_energy_is_the_card(rules_data: RulesData) -> None:
    # Written as the English and the Italian clients write it.
    for line in ("2 Fairy Energy", "2 Energia Folletto"):
        assert len(errors(checker(rules_data, "standard"), deck(line), "retired-energy")) == 1


def test_other_basic_energy_stays_legal_in_todays_standard(rules_data: RulesData) -> None:
    assert errors(checker(rules_data, "standard"), deck("4 Basic {P} Energy"),
                  "retired-energy") == []


def test_basic_fairy_energy_stays_legal_in_expanded(rules_data: RulesData) -> None:
    result = check(checker(rules_data, "expanded"), deck("2 Basic {Y} Energy"))
    assert not [v for v in result.violations if "Fairy" in v.message]


def test_a_dated_standard_leaves_it_to_format_date(rules_data: RulesData) -> None:
    """One error per list, not two: a format asked as of a day does not select this rule."""
    dated = checker(rules_data, "standard@2022-01-01")
    assert "retired-energy" not in {setting.rule for setting in dated.format.rules}
    assert len(errors(dated, deck("2 Basic {Y} Energy"), "format-date")) == 1
