"""next-rotation: the rotation preview names the date of the next announced rotation, or says
that none is announced. The cards it removes need the catalog: tests/catalog/test_dated_formats.py.
"""

from __future__ import annotations

from datetime import date

from helpers import deck, errors, problems

from deckcheck import run
from deckcheck.checker import Checker
from deckcheck.formats.requested import with_rotation
from deckcheck.rulesdata import RulesData


def previewed(rules_data: RulesData, format_id: str, today: date = date(2026, 8, 1)) -> Checker:
    return Checker(rules_data, with_rotation(run.game_format(rules_data, format_id), today))


def test_no_announced_rotation_is_said_and_is_advice(rules_data: RulesData) -> None:
    [found] = problems(previewed(rules_data, "standard"), deck(""), "next-rotation")
    assert not found.undecided
    assert "no Standard rotation after 2026-08-01 is announced" in found.message


def test_the_announced_rotation_is_named_with_its_date(rules_data: RulesData) -> None:
    [found] = problems(previewed(rules_data, "standard@2026-02-01"), deck(""), "next-rotation")
    assert "the Standard rotation of 2026-04-10" in found.message


def test_expanded_does_not_rotate(rules_data: RulesData) -> None:
    [found] = problems(previewed(rules_data, "expanded"), deck(""), "next-rotation")
    assert found.message == "Expanded does not rotate"


def test_the_preview_never_makes_a_deck_illegal(rules_data: RulesData) -> None:
    assert errors(previewed(rules_data, "standard@2026-02-01"), deck(""), "next-rotation") == []
