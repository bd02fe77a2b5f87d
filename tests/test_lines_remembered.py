"""A card line read before is read again from memory (a batch's lists repeat their lines), and is
then exactly what reading it afresh gives: only its place in the list, its number and the section
it stands under, comes from the list."""

from __future__ import annotations

from deckcheck.models import Section, Zone
from deckcheck.read.decklist import parse
from deckcheck.rulesdata import RulesData


def _read(text: str, rules_data: RulesData) -> list[tuple[int, int, str, str | None,
                                                           str | None, Section | None, Zone]]:
    return [(line.line_number, line.quantity, line.text, line.set_code, line.number,
             line.section, line.zone) for line in parse(text, "t", rules_data).lines]


def test_a_remembered_line_takes_the_section_it_stands_under(rules_data: RulesData) -> None:
    # The same line under two headers of two lists (the second list is read from memory).
    first = _read("Pokémon: 1\n4 Iron Hands ex PAR 70\n", rules_data)
    again = _read("Trainer: 1\n\n4 Iron Hands ex PAR 70\n", rules_data)
    assert first == [(2, 4, "Iron Hands ex", "PAR", "70", Section.POKEMON, Zone.DECK)]
    assert again == [(3, 4, "Iron Hands ex", "PAR", "70", Section.TRAINER, Zone.DECK)]


def test_a_remembered_line_reads_as_it_did_the_first_time(rules_data: RulesData) -> None:
    # Real lines of other shapes: a site's tag, a web page's escaped "&", a set code glued on.
    text = ("2 Psychic Energy - Basic\n1 Guzma &amp; Hala CEC 193\n1 Alcremie-V CPA-22\n"
            "3 Boss's Orders PAL 172\n")
    first = _read(text, rules_data)
    assert _read(text, rules_data) == first
    assert [line[2:5] for line in first] == [
        ("Psychic Energy", None, None), ("Guzma & Hala", "CEC", "193"),
        ("Alcremie-V", "CPA", "22"), ("Boss's Orders", "PAL", "172")]


def test_a_remembered_line_that_was_a_problem_stays_one(rules_data: RulesData) -> None:
    # Only card lines are remembered: a count out of range is reported every time.
    for _time in range(2):
        decklist = parse("1000 Pikachu\n", "t", rules_data)
        assert not decklist.lines
        assert "1000" in decklist.problems[0].message
