"""format-date: a list checked as of a date says what the format history cannot settle."""

from __future__ import annotations

from helpers import check, deck, errors, warnings

from deckcheck import run
from deckcheck.checker import Checker
from deckcheck.formats.history import load
from deckcheck.rulesdata import RulesData


def checker(rules_data: RulesData, format_id: str, strict: bool = False) -> Checker:
    return Checker(rules_data, run.game_format(rules_data, format_id), strict=strict)


def test_a_day_past_the_history_is_undecided_and_names_the_data_date(
        rules_data: RulesData) -> None:
    horizon = load().horizon("standard").isoformat()
    [found] = warnings(checker(rules_data, "standard@2099-01-01"), deck(""), "format-date")
    assert found.undecided
    assert f"({horizon};" in found.message and "2099-01-01" in found.message


def test_strict_makes_a_day_past_the_history_an_error(rules_data: RulesData) -> None:
    assert len(errors(checker(rules_data, "standard@2099-01-01", strict=True), deck(""),
                      "format-date")) == 1


def test_a_day_within_the_history_raises_no_point(rules_data: RulesData) -> None:
    assert warnings(checker(rules_data, "standard@2019-08-16"), deck(""), "format-date") == []


def test_a_ban_the_history_does_not_date_is_for_a_judge(rules_data: RulesData) -> None:
    # Duskull (Cosmic Eclipse) is on today's Expanded list; the day it was banned was not found.
    [found] = warnings(checker(rules_data, "expanded@2020-06-01"), deck("1 Duskull CEC 83"),
                       "format-date")
    assert found.undecided and "Duskull may have been banned" in found.message


def test_a_ban_the_history_dates_is_not_for_a_judge(rules_data: RulesData) -> None:
    # Red Card: banned in Expanded from 2019-11-15 (Cosmic Eclipse banned-list announcement).
    list_ = deck("1 Red Card XY 124")
    assert warnings(checker(rules_data, "expanded@2019-08-16"), list_, "format-date") == []
    [found] = errors(checker(rules_data, "expanded@2019-11-22"), list_, "banned")
    assert "since 2019-11-15" in found.message


def test_a_card_banned_the_week_before_the_event_is_banned(rules_data: RulesData) -> None:
    # Ghetsis PLF 101: banned in Expanded from 2018-08-17.
    list_ = deck("1 Ghetsis PLF 101")
    assert errors(checker(rules_data, "expanded@2018-08-16"), list_, "banned") == []
    [found] = errors(checker(rules_data, "expanded@2018-08-24"), list_, "banned")
    assert "since 2018-08-17" in found.message


def test_the_format_of_a_day_is_named_in_the_result(rules_data: RulesData) -> None:
    result = check(checker(rules_data, "standard@2019-08-16"), deck(""))
    assert result.format_id == "standard@2019-08-16"


def test_today_without_a_date_uses_the_format_file(rules_data: RulesData) -> None:
    result = check(checker(rules_data, "standard"), deck(""))
    assert result.format_id == "standard"
    assert not [v for v in result.violations if v.rule == "format-date"]


def test_basic_fairy_energy_left_standard_with_the_2021_22_season(rules_data: RulesData) -> None:
    list_ = deck("4 Basic {Y} Energy")
    assert errors(checker(rules_data, "standard@2021-09-09"), list_, "format-date") == []
    [found] = errors(checker(rules_data, "standard@2021-09-10"), list_, "format-date")
    assert found.message == ("Basic Fairy Energy is not legal in Standard on 2021-09-10: it left "
                             "the format on 2021-09-10")


def test_basic_fairy_energy_stays_legal_in_expanded(rules_data: RulesData) -> None:
    assert errors(checker(rules_data, "expanded@2022-01-01"), deck("4 Basic {Y} Energy"),
                  "format-date") == []
