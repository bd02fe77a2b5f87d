"""A check of today trusts the shipped format data for 90 days after the day it was read.

The data's card pools and ban lists are read from the official announcements on a known day
(``data-age: {as-of: …}`` in data/formats/). Months later a card banned since would pass, so the
list is undecided, naming that day, until deckcheck is updated; a dated check (``--date``) is
judged by the format history and its own horizon instead.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from helpers import check, deck

from deckcheck import run
from deckcheck.checker import Checker
from deckcheck.errors import UsageError
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.options.data_age import Options

LIST = deck("4 Pikachu V VIV 43")


def as_of(rules_data: RulesData, format_id: str) -> date:
    setting = run.game_format(rules_data, format_id).setting("data-age")
    assert setting is not None, f"{format_id} does not select data-age"
    return date.fromisoformat(setting.options["as_of"])


def data_age(rules_data: RulesData, format_id: str, today: date,
             monkeypatch: pytest.MonkeyPatch) -> list[str]:
    monkeypatch.setenv("DECKCHECK_TODAY", today.isoformat())
    result = check(Checker(rules_data, run.game_format(rules_data, format_id)), LIST)
    return [v.message for v in result.violations if v.rule == "data-age"]


@pytest.mark.parametrize("format_id", ["standard", "expanded", "glc"])
def test_the_data_is_trusted_from_the_day_it_was_read(rules_data: RulesData, format_id: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert data_age(rules_data, format_id, as_of(rules_data, format_id), monkeypatch) == []


@pytest.mark.parametrize("format_id", ["standard", "expanded", "glc"])
def test_the_data_is_trusted_for_ninety_days(rules_data: RulesData, format_id: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    last_trusted = as_of(rules_data, format_id) + timedelta(days=90)
    assert data_age(rules_data, format_id, last_trusted, monkeypatch) == []


@pytest.mark.parametrize("format_id", ["standard", "expanded", "glc"])
def test_after_ninety_days_every_list_is_undecided_naming_the_day(
        rules_data: RulesData, format_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    read = as_of(rules_data, format_id)
    [message] = data_age(rules_data, format_id, read + timedelta(days=91), monkeypatch)
    assert read.isoformat() in message
    assert "91 days ago" in message


def test_a_day_before_the_data_was_read_is_the_historys_question(
        rules_data: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    # Today's format applied to 2020 would pass a 2026 list: the data is the format from the
    # day it was read on, never before.
    read = as_of(rules_data, "standard")
    [message] = data_age(rules_data, "standard", read - timedelta(days=1), monkeypatch)
    assert "--date" in message and read.isoformat() in message


def test_unlimited_has_no_data_to_age(rules_data: RulesData) -> None:
    assert run.game_format(rules_data, "unlimited").setting("data-age") is None


def test_strict_makes_stale_data_an_error(rules_data: RulesData,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_TODAY", "2030-01-01")
    result = check(Checker(rules_data, run.game_format(rules_data, "standard"), strict=True), LIST)
    assert any(v.rule == "data-age" and v.severity.value == "error" for v in result.violations)


def test_a_dated_check_is_judged_by_the_history_not_the_data_age(
        rules_data: RulesData) -> None:
    assert run.game_format(rules_data, "standard@2024-02-01").setting("data-age") is None


@pytest.mark.parametrize("written", ["23/11/2026", "20261123", "2026-11-31"])
def test_a_malformed_today_is_a_usage_error(rules_data: RulesData, written: str,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_TODAY", written)
    with pytest.raises(UsageError, match="DECKCHECK_TODAY"):
        check(Checker(rules_data, run.game_format(rules_data, "standard")), LIST)


def test_as_of_must_be_a_date() -> None:
    with pytest.raises(ValueError, match="Invalid isoformat"):
        Options(as_of="July 2026")


def with_age(rules_data: RulesData, **options: object) -> Checker:
    """Standard with its data-age options changed (as a format file or max-data-age would)."""
    from dataclasses import replace
    from types import MappingProxyType

    standard = run.game_format(rules_data, "standard")
    rules = tuple(replace(s, options=MappingProxyType({**s.options, **options}))
                  if s.rule == "data-age" else s for s in standard.rules)
    return Checker(rules_data, replace(standard, rules=rules))


def test_a_scheduled_rotation_makes_its_day_undecided_naming_it(
        rules_data: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    read = as_of(rules_data, "standard")
    rotation = read + timedelta(days=30)
    checker = with_age(rules_data, scheduled=({
        "day": rotation.isoformat(), "event": "Standard rotation: regulation mark H leaves",
        "source": "a rotation announcement"},))
    monkeypatch.setenv("DECKCHECK_TODAY", rotation.isoformat())
    [found] = [v for v in check(checker, LIST).violations if v.rule == "data-age"]
    assert found.undecided
    assert "regulation mark H leaves" in found.message and rotation.isoformat() in found.message


def test_the_day_before_a_scheduled_event_is_decided(
        rules_data: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    read = as_of(rules_data, "standard")
    rotation = read + timedelta(days=30)
    checker = with_age(rules_data, scheduled=({
        "day": rotation.isoformat(), "event": "Standard rotation", "source": "announcement"},))
    monkeypatch.setenv("DECKCHECK_TODAY", (rotation - timedelta(days=1)).isoformat())
    assert [v for v in check(checker, LIST).violations if v.rule == "data-age"] == []


def test_a_user_who_trusts_the_data_longer_gets_a_decided_check(
        rules_data: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.formats.trust import with_max_age

    read = as_of(rules_data, "standard")
    monkeypatch.setenv("DECKCHECK_TODAY", (read + timedelta(days=150)).isoformat())
    longer = Checker(rules_data, with_max_age(run.game_format(rules_data, "standard"), 180))
    assert [v for v in check(longer, LIST).violations if v.rule == "data-age"] == []


def test_a_user_who_trusts_the_data_less_gets_an_undecided_check(
        rules_data: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.formats.trust import with_max_age

    read = as_of(rules_data, "standard")
    monkeypatch.setenv("DECKCHECK_TODAY", (read + timedelta(days=8)).isoformat())
    shorter = Checker(rules_data, with_max_age(run.game_format(rules_data, "standard"), 7))
    [message] = [v.message for v in check(shorter, LIST).violations if v.rule == "data-age"]
    assert "trusted for 7 days" in message


def test_the_undecided_message_names_the_command_that_refreshes_and_the_setting(
        rules_data: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    read = as_of(rules_data, "standard")
    [message] = data_age(rules_data, "standard", read + timedelta(days=200), monkeypatch)
    assert "`deckcheck update`" in message and "max-data-age" in message


@pytest.mark.parametrize("days", [0, 45, 90])
def test_a_day_asked_with_date_is_decided_in_the_same_window_as_today(
        rules_data: RulesData, days: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # One window for every day: `check --date D` answers as a check of today pinned to D does.
    read = as_of(rules_data, "standard")
    asked = read + timedelta(days=days)
    dated = Checker(rules_data, run.game_format(rules_data, f"standard@{asked.isoformat()}"))
    assert [v for v in check(dated, LIST).violations if v.rule == "format-date"] == []
    assert data_age(rules_data, "standard", asked, monkeypatch) == []


def test_a_day_asked_past_the_window_is_undecided_as_today_would_be(
        rules_data: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    read = as_of(rules_data, "standard")
    asked = read + timedelta(days=91)
    dated = Checker(rules_data, run.game_format(rules_data, f"standard@{asked.isoformat()}"))
    [found] = [v for v in check(dated, LIST).violations if v.rule == "format-date"]
    assert found.undecided and "trusted for 90 days" in found.message
    assert data_age(rules_data, "standard", asked, monkeypatch) != []


@pytest.mark.parametrize("format_id", ["standard", "expanded", "glc"])
def test_the_history_and_the_format_file_were_read_on_the_same_day(
        rules_data: RulesData, format_id: str) -> None:
    # Otherwise a check of today and a check --date of the same day would answer differently.
    from deckcheck.formats.history import load

    assert load().horizon(format_id) == as_of(rules_data, format_id)
