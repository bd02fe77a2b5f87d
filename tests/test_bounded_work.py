"""Input in linear time and bounded work: no line makes a pattern backtrack, and a file that is
not a decklist is reported without being read to its end."""

from __future__ import annotations

import time

from deckcheck.checker import Checker
from deckcheck.read.decklist import MAX_BYTES, MAX_CARD_LINES, MAX_PROBLEMS, parse
from deckcheck.rulesdata import RulesData

HOSTILE_LINES = {
    "a, 298 spaces, 1": "a" + " " * 298 + "1",
    "header word and spaces": "Pokémon:" + " " * 290 + "x",
    "long run of stars": "*" * 299 + "a",
    "quantity and spaces": "1" + " " * 298,
    "quantity, x and spaces": "1 x" + " " * 296,
    "hashes and spaces": "##" + " " * 297 + "a",
}


def seconds(checker: Checker, text: str) -> float:
    started = time.perf_counter()
    checker.check_bytes(text.encode("utf-8"), "x.txt")
    return time.perf_counter() - started


def test_no_line_makes_a_pattern_backtrack(checker: Checker) -> None:
    for label, line in HOSTILE_LINES.items():
        text = (line + "\n") * (MAX_BYTES // (len(line) + 1))
        # Generous: a backtracking pattern took minutes on this input; linear takes milliseconds.
        assert seconds(checker, text[:MAX_BYTES]) < 10, label


def test_one_megabyte_line_of_stars_is_quick(checker: Checker) -> None:
    assert seconds(checker, "*" * (MAX_BYTES - 1) + "a") < 10


def test_headers_are_still_read(rules_data: RulesData) -> None:
    text = ("##Pokémon - 13\n4 Pikachu V SWSH 43\nPokémon: 2\nEnergy (3)\nTrainer\n"
            "Total Cards: 60\n")
    decklist = parse(text, "x", rules_data)
    assert decklist.problems == () and decklist.declared_total == 60
    assert len(decklist.lines) == 1


def test_a_file_of_unreadable_lines_is_not_read_to_its_end(rules_data: RulesData) -> None:
    decklist = parse("what is this?\n" * 10_000, "x", rules_data)
    assert len(decklist.problems) == MAX_PROBLEMS + 1
    assert "does not look like a decklist" in decklist.problems[-1].message


def test_a_file_of_too_many_card_lines_is_not_read_to_its_end(rules_data: RulesData) -> None:
    decklist = parse("1 Pikachu\n" * 10_000, "x", rules_data)
    assert len(decklist.lines) == MAX_CARD_LINES + 1
    assert "does not look like a decklist" in decklist.problems[-1].message


def test_a_file_of_card_id_arrays_is_read_until_it_holds_too_many_cards(
        rules_data: RulesData) -> None:
    """Arrays of card ids (a Tabletop Simulator export, deckcheck/read/card_ids.py), each line
    up to 200 cards: their cards are read, and the file stops being read once it holds more card
    lines than a list does, however many arrays follow."""
    line = "[" + ",".join(f'"sv{i % 9}-{i}"' for i in range(200)) + "]"
    decklist = parse((line + "\n") * (MAX_BYTES // (len(line) + 1)), "x", rules_data)
    assert MAX_CARD_LINES < len(decklist.lines) <= 2 * MAX_CARD_LINES
    assert "does not look like a decklist" in decklist.problems[-1].message
