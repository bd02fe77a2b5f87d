"""A batch's lists write the same card lines and headers again and again: what each read as is
remembered for the run, and a list read from what is remembered is read exactly as it is read
afresh (each line at its own place, under its own header, the list's language and total its
own)."""

from __future__ import annotations

from dataclasses import astuple

import pytest

from deckcheck.models import Decklist
from deckcheck.read.decklist import _vocabulary, parse
from deckcheck.rulesdata import RulesData

# Pokémon TCG Live's export in German (sample_decks/ holds the English one): "Trainer" and
# "Energie" are German together, "Pokémon" is every language's.
GERMAN = """Pokémon: 2
4 Dreepy TWM 128
4 Drakloak TWM 129

Trainer: 2
4 Ultra Ball SVI 196
4 Buddy-Buddy Poffin TEF 144

Energie: 1
7 Basic {P} Energy SVE 5

Karten insgesamt: 23
"""
# The same lines in another order, under other headers, in English, with another total.
ENGLISH = """4 Ultra Ball SVI 196
Pokémon: 3
4 Buddy-Buddy Poffin TEF 144
4 Dreepy TWM 128
Trainer: 1
4 Drakloak TWM 129
Energy: 1
7 Basic {P} Energy SVE 5
Total Cards: 22
"""


def read_as(decklist: Decklist) -> tuple[object, ...]:
    """Everything a read list holds, its lines by value (a line is compared by identity)."""
    return (tuple(astuple(line) for line in decklist.lines),
            tuple(astuple(problem) for problem in decklist.problems),
            decklist.declared_total, decklist.total_line, decklist.language)


def afresh(text: str, rules_data: RulesData) -> tuple[object, ...]:
    _vocabulary(rules_data).card_lines.clear()
    return read_as(parse(text, "list.txt", rules_data))


@pytest.mark.parametrize("order", [(GERMAN, ENGLISH), (ENGLISH, GERMAN)])
def test_a_list_of_lines_read_before_is_read_as_afresh(rules_data: RulesData,
                                                      order: tuple[str, str]) -> None:
    first, second = order
    expected = afresh(second, rules_data)
    parse(first, "first.txt", rules_data)
    assert read_as(parse(second, "second.txt", rules_data)) == expected
    assert read_as(parse(second, "again.txt", rules_data)) == expected


def test_headers_read_before_give_each_list_its_language_and_total(
        rules_data: RulesData) -> None:
    afresh(GERMAN, rules_data)
    german = parse(GERMAN, "de.txt", rules_data)
    english = parse(ENGLISH, "en.txt", rules_data)
    assert (german.language, german.declared_total, german.total_line) == ("de", 23, 12)
    assert (english.language, english.declared_total, english.total_line) == ("en", 22, 9)
    assert [line.section.value if line.section else None for line in english.lines] == [
        None, "pokemon", "pokemon", "trainer", "energy"]


def test_copies_of_a_list_share_their_lines(rules_data: RulesData) -> None:
    first = parse(GERMAN, "one.txt", rules_data)
    again = parse(GERMAN, "two.txt", rules_data)
    assert all(a is b for a, b in zip(first.lines, again.lines, strict=True))
    moved = parse("\n" + GERMAN, "three.txt", rules_data)  # every line one further down
    assert [line.line_number for line in moved.lines] == [
        line.line_number + 1 for line in first.lines]
