"""A table's row whose cells run together on one line: read as its cards only where the card
catalog finds exactly one split into prints of the names written, else one point to confirm.

The rows quote Po Town's "Best decks for the Regional Qualifiers"
(https://www.potownstore.com/best-decks-for-the-regional-qualifiers), its Pikachu & Zekrom-GX
list: a three-column table (Pokémon, Trainers, Energy) whose rows come out as one line each, a
print's number run together with the next cell's count ("SHF 443x": SHF 44 and 3 copies, or
SHF 4 and 43).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import DeckResult, Severity, Violation
from deckcheck.rulesdata import RulesData

ROW = "1x Crobat V SHF 443x Cherish Ball UNM 1913x Speed Lightning Energy RCL 173"


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


def syntax(result: DeckResult) -> list[Violation]:
    return [v for v in result.violations if v.rule == "syntax"]


def cards(result: DeckResult, line: int) -> list[tuple[int, str, tuple[str, str] | None]]:
    return [(c.line.quantity, c.name.display, c.print_key) for c in result.cards
            if c.line.line_number == line]


def test_a_row_is_read_as_the_one_split_whose_cells_are_prints_of_their_names(
        unlimited: Checker) -> None:
    # SHF 4 is Cacnea and UNM 19 Tsareena: only SHF 44 and UNM 191 are the names written.
    result = check(unlimited, f"{ROW}\n1 Pikachu V VIV 43\n52 Lightning Energy\n")
    assert cards(result, 1) == [(1, "Crobat V", ("SHF", "44")), (3, "Cherish Ball", ("UNM", "191")),
                                (3, "Speed Lightning Energy", ("RCL", "173"))]
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and not note.undecided and note.lines == (1,)
    assert result.legal, result.violations


@pytest.mark.parametrize(("row", "read"), [
    ("1x Tapu Koko TEU 513x Boss's Orders SHF 58",
     [(1, "Tapu Koko ◇", ("TEU", "51")), (3, "Boss's Orders", ("SHF", "58"))]),
    # Pokémon TCG Online's pseudo-set of basic Energy, spaced ("SWSH Energy" for SWSHEnergy).
    ("1x Eldegoss V CPA 54x Crushing Hammer SSH 15910x Lightning Energy SWSH Energy 4",
     [(1, "Eldegoss V", ("CPA", "5")), (4, "Crushing Hammer", ("SSH", "159")),
      (10, "Basic Lightning Energy", None)]),
])
def test_every_row_of_the_table_is_read_as_its_cards(unlimited: Checker, row: str,
                                                      read: list[object]) -> None:
    result = check(unlimited, f"{row}\n1 Pikachu V VIV 43\n")
    assert cards(result, 1) == read
    assert not any(v.undecided for v in result.violations), result.violations


def test_a_row_no_split_reads_as_prints_stays_a_point(unlimited: Checker) -> None:
    # The row with its first number mistyped: neither SHF 45 nor SHF 4 is Crobat V.
    result = check(unlimited, ROW.replace("443x", "453x") + "\n" + deck("4 Lysandre"))
    [point] = syntax(result)
    assert point.undecided and point.lines == (1,) and "SHF 453x" in point.message
    assert cards(result, 1) == [] and not result.legal


def test_without_a_catalog_a_row_is_a_point_never_a_guess(rules_data: RulesData) -> None:
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"))
    result = check(checker, ROW + "\n" + deck("4 Lysandre"))
    [point] = syntax(result)
    assert point.undecided and point.severity is Severity.WARNING and point.lines == (1,)
    assert cards(result, 1) == [] and not result.legal


def test_a_number_ending_in_a_letter_ends_where_its_letter_is(unlimited: Checker) -> None:
    """"AOR 75a4x" (review 8): Hex Maniac AOR 75a and four Rare Candy, the letter marking where
    the print's number ends; before, the line was one card and the Hex Maniac went unnamed."""
    result = check(unlimited, "1x Hex Maniac AOR 75a4x Rare Candy MEG 125\n")
    assert cards(result, 1) == [(1, "Hex Maniac", ("AOR", "75A")),
                                (4, "Rare Candy", ("MEG", "125"))]
