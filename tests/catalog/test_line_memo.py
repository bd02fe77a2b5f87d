"""What a rule found on a line is remembered with the line, and only for what it was asked.

A batch names the same lines again and again, so the per-line rules (not-in-format,
set-legal-day) keep their findings in the identified line's memo. A finding kept for one day,
one language or one format must never answer for another: each test asks the same identified
line twice, the second time under other conditions, and expects the other answer.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck import run
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.i18n import use
from deckcheck.models import Severity
from deckcheck.read.decklist import read
from deckcheck.rules import not_in_format
from deckcheck.rules.base import DeckContext
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def standard(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, run.game_format(rules_data, "standard"),
                   Catalog(built_catalog[0]))


def found(checker: Checker, text: str, rule: str) -> list[str]:
    """The rule's messages on the list's first line (the filler's own lines left out)."""
    return [v.message for v in check(checker, deck(text)).violations
            if v.rule == rule and v.lines == (1,)]


def test_a_line_checked_again_the_day_its_set_becomes_legal_is_legal(
        standard: Checker, monkeypatch: pytest.MonkeyPatch) -> None:
    # Pitch Black is legal from 2026-07-31 (data/history/sets.yaml); one checker, one line.
    monkeypatch.setenv("DECKCHECK_TODAY", "2026-07-25")
    assert found(standard, "1 Crushing Hammer PBL 105", "set-legal-day") == [
        "PBL 105 is legal from 2026-07-31, not today (2026-07-25)"]
    monkeypatch.setenv("DECKCHECK_TODAY", "2026-07-31")
    assert found(standard, "1 Crushing Hammer PBL 105", "set-legal-day") == []


def test_a_line_checked_again_in_another_language_is_told_in_it(
        standard: Checker, rules_data: RulesData) -> None:
    # Lugia V SIT 138 has mark F: not in Standard, and no print of Lugia V is. The very cards
    # identified for an English report, their memo filled, are checked again in Italian.
    text = deck("4 Lugia V SIT 138")
    result = check(standard, text)
    [english] = [v.message for v in result.violations
                 if v.rule == not_in_format.ID and v.lines == (1,)]
    again = DeckContext.of(read(text.encode(), "test.txt", rules_data), result.cards,
                           standard.format, rules_data)
    with use("it"):
        [italian] = [v.message for v in not_in_format.check(again, not_in_format.Options())
                     if v.lines == (1,)]
    assert "not legal in Standard" in english
    assert "non" in italian and italian != english


def test_a_line_remembered_for_one_format_is_checked_anew_in_another(
        standard: Checker, rules_data: RulesData) -> None:
    # The Black & White series onward is Expanded: Lugia V SIT 138 is legal there.
    text = deck("4 Lugia V SIT 138")
    result = check(standard, text)
    assert [v.severity for v in result.violations
            if v.rule == "not-in-format" and v.lines == (1,)] == [Severity.ERROR]
    lugia = next(card for card in result.cards if card.name.display == "Lugia V")
    assert not_in_format.ID in lugia.memo  # remembered for Standard
    expanded = DeckContext.of(read(text.encode(), "test.txt", rules_data), result.cards,
                              run.game_format(rules_data, "expanded"), rules_data)
    assert [v for v in not_in_format.check(expanded, not_in_format.Options())
            if v.lines == (1,)] == []


def test_two_lines_of_one_print_written_otherwise_are_each_reported(standard: Checker) -> None:
    # One print written two ways: identified apart, the same finding (remembered per print),
    # each line reported on its own, named as it was written.
    result = check(standard, deck("2 Lugia V SIT 138\n2 LUGIA V SIT 138"))
    reported = [v for v in result.violations  # the filler's Pikachu V left out
                if v.rule == not_in_format.ID and v.lines in ((1,), (2,))]
    assert [v.lines for v in reported] == [(1,), (2,)]
    assert reported[0].message == reported[1].message
    assert [v.cards for v in reported] == [("2 Lugia V SIT 138",), ("2 LUGIA V SIT 138",)]
