"""A section header's count ("Trainer: 36", "##Energy - 16") never decides: Pokémon TCG Live
writes the number of lines there, other sites and clients the number of cards, and a judge
counts the deck. A header whose count is neither its section's cards nor its lines is advice
(rule deck-size): the list was edited under it, or a card is missing, and the verdict is the
deck's total's."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Severity, Violation
from deckcheck.rulesdata import RulesData

TESTS = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def unlimited(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(built_catalog[0]))


def read(path: str) -> str:
    return (TESTS / path).read_text(encoding="utf-8")


def header_advice(violations: tuple[Violation, ...]) -> list[Violation]:
    return [v for v in violations if v.rule == "deck-size" and "section header" in v.message]


def test_a_header_count_neither_cards_nor_lines_is_advice(checker: Checker) -> None:
    """jonathan-meyer/ptcgo-parser's test deck: "##Energy - 16" over 34 Energy cards on 5 lines
    (1 Rainbow Energy, 4 Double Dragon Energy, 10 Darkness, 1 Water, 18 Psychic), in a deck of
    60. Advice on the header's line naming both counts; no point to confirm."""
    result = check(checker, read("lists/ptcgo-darkrai-dragonite.txt"))
    [advice] = header_advice(result.violations)
    assert advice.severity is Severity.WARNING and not advice.undecided
    assert advice.lines == (33,)
    assert '"##Energy - 16"' in advice.message and "(34)" in advice.message \
        and "(5)" in advice.message


def test_the_deck_s_total_decides_beside_a_header_that_is_off(unlimited: Checker) -> None:
    """The issue's form, "Trainer: 36" over more cards than that: the deck holds 60, so it is
    legal, the header's count a word of advice."""
    result = check(unlimited, "Trainer: 36\n" + deck("4 Lysandre"))
    assert result.legal, result.violations
    [advice] = header_advice(result.violations)
    assert '"Trainer: 36"' in advice.message and advice.lines == (1,)


def test_a_header_that_counts_lines_is_no_advice(checker: Checker) -> None:
    """A Pokémon TCG Live export counts lines: "Pokémon: 9" over 19 Pokémon on 9 lines
    (JoseRivas1998/pokemon-decklists, gardevoir-ex.txt) is how the client writes it."""
    result = check(checker, read("corpus/ptcgl-export-rivas-gardevoir-ex.txt"))
    assert not header_advice(result.violations)


def test_headers_one_under_another_are_not_weighed(checker: Checker) -> None:
    """Po Town's three-column table (https://www.potownstore.com/best-decks-for-the-regional-
    qualifiers) puts its headers one under another above the rows: no header's lines can be
    told, so none is weighed."""
    text = "Pokémon (14)\nTrainers (33)\nEnergy (13)\n4 Lysandre\n56 Lightning Energy\n"
    assert not header_advice(check(checker, text).violations)
