"""A list none of whose lines gives a count, one copy a line: ryuu-play's deck export, and the
section header PokéGym's 2011 lists write for Trainers, Supporters and Stadiums. Read without a
card catalog (tests/catalog/test_one_card_a_line_identified.py identifies the cards)."""

from __future__ import annotations

from deckcheck.models import Section
from deckcheck.read.decklist import MAX_PROBLEMS, parse
from deckcheck.rulesdata import RulesData

# ryuu-play's exportDeck writes each copy's `fullName` on a line of its own (keeshii/ryuu-play,
# packages/play/src/app/deck/deck-edit/deck-edit.component.ts, commit 9cd20b6a3232): these are
# three of its cards' full names (packages/sets/src/standard/set-black-and-white/reshiram.ts,
# set-black-and-white-3/acro-bike.ts, set-diamond-and-pearl/fire-energy.ts).
RYUU_PLAY = "Reshiram BW\nReshiram BW\nAcro Bike PCL\nFire Energy EVO\nFire Energy EVO\n"


def test_a_list_with_no_count_is_one_copy_a_line(rules_data: RulesData) -> None:
    decklist = parse(RYUU_PLAY, "t", rules_data)
    assert [(line.quantity, line.text, line.set_code, line.number) for line in decklist.lines] \
        == [(1, "Reshiram", "BW", None), (1, "Reshiram", "BW", None),
            (1, "Acro Bike", "PCL", None), (1, "Fire Energy", "EVO", None),
            (1, "Fire Energy", "EVO", None)]
    # A note on the first card line, not an unread line.
    [note] = decklist.problems
    assert note.heading and note.line == 1 and decklist.unread is None


def test_one_counted_line_and_the_list_is_read_as_any_other(rules_data: RulesData) -> None:
    decklist = parse("2 " + RYUU_PLAY, "t", rules_data)
    assert [line.text for line in decklist.lines] == ["Reshiram"]
    assert [problem.line for problem in decklist.problems] == [2, 3, 4, 5]
    assert not any(problem.heading for problem in decklist.problems)


def test_a_line_with_no_set_code_and_the_list_is_read_as_any_other(
        rules_data: RulesData) -> None:
    decklist = parse(RYUU_PLAY + "Great Ball\n", "t", rules_data)
    assert decklist.lines == () and len(decklist.problems) == 6


def test_a_line_read_as_one_copy_is_not_remembered_for_other_lists(
        rules_data: RulesData) -> None:
    parse(RYUU_PLAY, "t", rules_data)
    decklist = parse("4 Reshiram BLW 26\nReshiram BW\n", "t", rules_data)
    assert [line.quantity for line in decklist.lines] == [4]
    assert [problem.line for problem in decklist.problems] == [2]


def test_prose_is_still_no_list(rules_data: RulesData) -> None:
    """Lines of words with no set code are no card lines: reading stops as before."""
    text = "This deck is a lot of fun to play\n" * (MAX_PROBLEMS + 10)
    decklist = parse(text, "t", rules_data)
    assert decklist.lines == () and decklist.unread is not None
    assert decklist.unread.line == MAX_PROBLEMS


def test_trainers_supporters_and_stadiums_under_one_header(rules_data: RulesData) -> None:
    """"T/S/S (24):", as PokéGym's blog entries head a list's Trainer cards (2011,
    https://pokegym.net/forums/entry.php?230-League-Concept-Basic-Badge)."""
    decklist = parse("Pokemon (22):\n2 Patrat EP78\n\nT/S/S (24):\n1 Professor Juniper\n", "t",
                     rules_data)
    assert [line.section for line in decklist.lines] == [Section.POKEMON, Section.TRAINER]
    assert decklist.problems == ()


def test_a_number_after_the_set_code_is_no_line_of_that_shape(rules_data: RulesData) -> None:
    """"Pyroar FLF 4" may be four copies written last: such a list is read as any other, its
    lines unread, never one copy each."""
    decklist = parse("Pyroar FLF 4\nLitleo FLF 4\n", "t", rules_data)
    assert decklist.lines == () and len(decklist.problems) == 2
