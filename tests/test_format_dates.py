"""A format file says what the format is as of a day (``history``) and whether it rotates
(``rotates``); the code that dates formats reads those keys, not a list of format ids."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from deckcheck import formats
from deckcheck.errors import DataError, UsageError
from deckcheck.formats import dated, history, requested, rotation
from deckcheck.formats.dated_format import DatedFormat
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.options import RULES


def test_standard_as_of_a_day_is_its_recorded_history(rules_data: RulesData) -> None:
    standard = formats.get(rules_data, "standard")
    assert (standard.history_kind, standard.rotates) == ("recorded", True)
    on_day = dated.get(rules_data, "standard", date(2019, 8, 16))
    assert isinstance(on_day, DatedFormat) and on_day.rotates


def test_gym_leader_challenge_inherits_a_recorded_history_from_expanded(
        rules_data: RulesData) -> None:
    """glc.yaml writes no ``history``: it extends Expanded, whose file says ``recorded``."""
    glc = formats.get(rules_data, "glc")
    assert (glc.history_kind, glc.rotates) == ("recorded", False)
    on_day = dated.get(rules_data, "glc", date(2024, 1, 1))
    assert isinstance(on_day, DatedFormat)
    assert on_day.pools[0].series == formats.get(rules_data, "expanded").series


def test_the_house_variant_says_it_has_no_history(rules_data: RulesData) -> None:
    """team-of-six.yaml extends Unlimited (``every-card``) and says ``history: none``."""
    assert formats.get(rules_data, "unlimited").history_kind == "every-card"
    assert formats.get(rules_data, "team-of-six").history_kind == "none"
    with pytest.raises(UsageError, match=r"has no history: .*\(formats with one: standard, "
                                         r"expanded, glc\)"):
        dated.get(rules_data, "team-of-six", date(2019, 8, 16))
    assert requested.on_day("unlimited", date(2019, 8, 16)) == "unlimited@2019-08-16"


def test_a_folder_of_the_house_variant_in_a_dated_run_holds_the_cards_of_that_day(
        rules_data: RulesData) -> None:
    """A repository's dated run (settings ``date``) dates its team-of-six folder too: the
    variant is Unlimited with rules of its own, so on a day it is every card released by then
    (review 19: the day was dropped, and a Trainer Kit holding a 2024 card was LEGAL "as of
    2019-08-16")."""
    assert requested.on_day("team-of-six", date(2019, 8, 16)) == "team-of-six@2019-08-16"
    on_day = dated.known_today_only(rules_data, "team-of-six", date(2019, 8, 16))
    assert isinstance(on_day, DatedFormat)
    assert on_day.id == "team-of-six@2019-08-16"
    assert on_day.setting("team-size") == formats.get(rules_data, "team-of-six").setting(
        "team-size")
    assert on_day.pools[0].sets == frozenset(history.load().sets)


def test_a_file_of_ones_own_has_no_history_even_extending_standard(
        tmp_path: Path, rules_data: RulesData) -> None:
    """It inherits ``history: recorded``, but data/history/ records no format of its id."""
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\nextends: standard\nrules: {copy-limit: {max: 2}}\n",
                    encoding="utf-8")
    assert formats.get(rules_data, str(path)).history_kind == "recorded"
    with pytest.raises(UsageError, match="has no history"):
        dated.get(rules_data, str(path), date(2024, 1, 1))
    assert rotation.next_rotation(rules_data, str(path), date(2026, 2, 1)) is None


def test_a_history_that_is_not_a_kind_is_named(tmp_path: Path, rules_data: RulesData) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\nextends: unlimited\nhistory: yes\nrotates: often\n",
                    encoding="utf-8")
    with pytest.raises(DataError) as error:
        formats.get(rules_data, str(path))
    assert "history" in str(error.value) and "rotates" in str(error.value)


def test_only_a_rotating_format_has_a_next_rotation(rules_data: RulesData) -> None:
    found = rotation.next_rotation(rules_data, "standard", date(2026, 2, 1))
    assert found is not None and found.season is not None
    assert found.season.start == date(2026, 4, 10)
    assert rotation.next_rotation(rules_data, "expanded", date(2026, 2, 1)) is None


@pytest.mark.parametrize("format_id", ["standard", "expanded", "glc"])
def test_a_format_as_of_a_day_selects_no_rule_of_today(rules_data: RulesData,
                                                       format_id: str) -> None:
    """data-age, set-legal-day and (Standard's) retired-energy judge by today's data: the
    history answers instead."""
    today = {s.rule for s in formats.get(rules_data, format_id).rules if RULES[s.rule].of_today}
    assert today == {"data-age", "set-legal-day"} | (
        {"retired-energy"} if format_id == "standard" else set())
    on_day = dated.get(rules_data, format_id, date(2024, 1, 19))
    assert not {s.rule for s in on_day.rules} & today
    assert on_day.setting("format-date") is not None
