"""A markdown table's row holds several cards on one line: what a rule finds on one of them is
its own, never another's of the same row.

The form is KaleStahl's blog (KaleStahl/KaleStahl.github.io, content/pages/sum-lot.md, commit
ddbb33f): one card line a cell, a column for Pokémon, Trainers and Energy.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import DeckResult
from deckcheck.rulesdata import RulesData

HEADER = "| Pokemon | Trainer | Energy |\n|---|---|---|\n"


@pytest.fixture(scope="module")
def standard(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "standard"), Catalog(built_catalog[0]))


def table(*rows: str) -> str:
    return HEADER + "".join(f"{row}\n" for row in rows)


def on_line(result: DeckResult, line: int) -> list[tuple[str, tuple[str, ...], bool]]:
    return [(v.rule, v.cards, v.undecided) for v in result.violations if v.lines == (line,)]


def test_a_title_refused_whichever_it_is_gives_its_own_reason(standard: Checker) -> None:
    """"4 Double Energy" beside "2 Gible FLI 60": neither Double Energy is legal in Standard, and
    the refusal says why of the Double Energy, not of the Gible on its row."""
    result = check(standard, table("| 2 Gible FLI 60 | | 4 Double Energy |"))
    [refused] = [v for v in result.violations if "whichever it is" in v.message]
    assert refused.cards == ("4 Double Energy",)
    assert "Gible" not in refused.message


def test_a_refused_title_leaves_the_other_cells_points(standard: Checker) -> None:
    """"4 Ultra Ball SUM 135" is a point in Standard (only a judge can call its wording the same
    as the legal prints'); "4 Double Energy" on its row is refused whichever it is. The Ultra
    Ball's point stays: it is no point of the title's."""
    alone = check(standard, table("| | 4 Ultra Ball SUM 135 | |"))
    result = check(standard, table("| | 4 Ultra Ball SUM 135 | 4 Double Energy |"))
    ultra_ball = [found for found in on_line(alone, 3) if found[2]]
    assert ultra_ball
    assert all(found in on_line(result, 3) for found in ultra_ball)
