"""The JSON report writes each deck's violations from a template, byte for byte what
``json.dumps(..., ensure_ascii=False, indent=2)`` writes of the same objects."""

from __future__ import annotations

import json

import pytest

from deckcheck.models import Severity, Violation
from deckcheck.report.json_report import _violations_written, violation_object

VIOLATIONS = (
    # One line, one card: most findings of an old list checked in today's format.
    Violation(rule="not-in-format", severity=Severity.ERROR,
              message='"Lugia V" is not legal in Standard as printed (regulation mark F); no '
                      "print of this name is", lines=(3,), cards=("4 Lugia V SIT 138",)),
    # A deck-wide finding: no line, no card.
    Violation(rule="deck-size", severity=Severity.ERROR,
              message="the deck has 59 cards; it must have exactly 60"),
    # Several lines and cards, a name in Italian, a point left to a judge.
    Violation(rule="copy-limit", severity=Severity.WARNING, undecided=True,
              message="più di 4 copie di «Determinazione di Lylia»", lines=(7, 12, 30),
              cards=("2 Determinazione di Lylia (Lillie's Determination) MEG 119",
                     "2 Lillie's Determination MEG 169", "1 Lillie's Determination")),
    # A byte that was not UTF-8 in a list (a lone surrogate): written as \xff, valid JSON.
    Violation(rule="unknown-card", severity=Severity.WARNING, undecided=True,
              message="\"Pok\udce9mon\" is not a card's name", lines=(1,),
              cards=("1 Pok\udce9mon",)),
)


@pytest.mark.parametrize("margin", ["", "      "])
def test_violations_are_written_as_json_writes_them(margin: str) -> None:
    written = _violations_written(VIOLATIONS, margin)
    objects = [violation_object(v) for v in VIOLATIONS]
    expected = json.dumps(objects, ensure_ascii=False, indent=2).replace("\n", "\n" + margin)
    assert str(written) == expected
    assert json.loads(str(written))[3]["cards"] == ["1 Pok\\xe9mon"]


def test_no_violations_is_an_empty_list() -> None:
    assert str(_violations_written((), "  ")) == "[]"
