"""How lists write card lines beyond the clients' exports: each form as a real list writes it.

The lists these lines come from are in tests/lists/ (each names its source); tests/catalog/
test_line_forms.py identifies the same lines with a card catalog.
"""

from __future__ import annotations

import pytest

from deckcheck.models import Section
from deckcheck.read.decklist import parse
from deckcheck.rulesdata import RulesData


def line_of(text: str, rules_data: RulesData) -> tuple[str, str | None, str | None]:
    [card] = parse(text + "\n", "t", rules_data).lines
    return card.text, card.set_code, card.number


@pytest.mark.parametrize(("line", "expected"), [
    # The PTCG Legends archive records basic Energy with its type word where the number goes
    # (AlexWilsonNC/ptcg-story, worlds/2018/18sr.js: "Fighting Energy", set "SUM", number
    # "fighting"); a type letter is the same form (issue 21: "Fire Energy BRS R").
    ("9 Fighting Energy SUM fighting", ("Fighting Energy", "SUM", None)),
    ("6 Water Energy SUM water", ("Water Energy", "SUM", None)),
    ("7 Fire Energy BRS R", ("Fire Energy", "BRS", None)),
    ("7 Metal Energy BRS M", ("Metal Energy", "BRS", None)),
])
def test_a_basic_energy_with_its_type_where_the_number_goes(rules_data: RulesData, line: str,
                                                             expected: tuple[str, str, None]
                                                             ) -> None:
    assert line_of(line, rules_data) == expected


def test_a_type_letter_of_another_type_is_not_taken_for_one(rules_data: RulesData) -> None:
    """"Fire Energy BRS W": W is Water's letter; the line is not read as Fire Energy."""
    assert line_of("7 Fire Energy BRS W", rules_data) == ("Fire Energy BRS W", None, None)


@pytest.mark.parametrize(("line", "expected"), [
    # The card names of the twinleafgg simulator, whose decks list them (the-epsd/twinleafgg,
    # ptcg-server/src/sets/set-ultra-prism/unit-energy-lpm.ts: "Unit Energy LPM UPR").
    ("1 Unit Energy LPM UPR", ("Unit Energy LPM", "UPR", None)),
    ("4 Blend Energy WLFM DRX", ("Blend Energy WLFM", "DRX", None)),
    ("2 Phantump BKP", ("Phantump", "BKP", None)),  # issue 21's example
    ("1 Phantump bkp", ("Phantump", "bkp", None)),
])
def test_a_set_code_without_a_number(rules_data: RulesData, line: str,
                                     expected: tuple[str, str, None]) -> None:
    assert line_of(line, rules_data) == expected


@pytest.mark.parametrize("line", [
    "4 Pikachu EX",  # a name's own marker, not Expedition
    "1 Ancient Mew",
    "4 Pokémon Catcher",
])
def test_a_name_ending_in_a_word_is_not_a_set(rules_data: RulesData, line: str) -> None:
    assert line_of(line, rules_data)[1:] == (None, None)


def test_html_character_references_are_read(rules_data: RulesData) -> None:
    """A list copied from a web page's source: "Guzma &amp; Hala" (issue 21)."""
    assert line_of("1 Guzma &amp; Hala CEC 193", rules_data) == ("Guzma & Hala", "CEC", "193")
    assert line_of("4 Professor&#39;s Research SVI 189", rules_data)[0] == "Professor's Research"


@pytest.mark.parametrize("header", ["Pok?mon (19)", "Pok?mon: 9"])
def test_a_header_that_lost_its_accent(rules_data: RulesData, header: str) -> None:
    """BAA-Studios/CastFORM, packages/deck_string_parser/test/deck_string_parser_test.dart
    (commit 216f45f7d3c0): a Pokémon TCG Online list and a Live export pasted as "Pok?mon"."""
    decklist = parse(f"{header}\n4 Mareep EVS 54\n", "t", rules_data)
    assert decklist.problems == () and decklist.lines[0].section is Section.POKEMON


def test_reading_stays_linear_on_long_lines(rules_data: RulesData) -> None:
    """The new forms add no pattern that backtracks: a line of 298 codes reads at once."""
    import time

    line = "1 " + " ".join(["BKP"] * 70) + " R"
    started = time.perf_counter()
    parse((line + "\n") * 50, "t", rules_data)
    assert time.perf_counter() - started < 1.0
