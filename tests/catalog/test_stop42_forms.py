"""Line forms the stop 42 out-of-sample lists (tests/corpus/measure/, corpus16) found left
unread, each read as a judge reads it, with a card catalog. The measure lists are never tuned on:
each form is quoted here from a source outside them, or said why a judge reads it at once and
the reading can swallow no card line.
"""

from __future__ import annotations

import pytest
from helpers import check, deck, findings, only_card

from deckcheck.checker import Checker
from deckcheck.models import Section
from deckcheck.read.decklist import parse
from deckcheck.rulesdata import RulesData

# 1. Pokémon TCG Online's basic Energy with its type spelt out inside spaced braces.


def test_a_type_word_in_spaced_braces_is_the_basic_energy_printed(unlimited: Checker) -> None:
    """"2 Basic { Lightning } Energy EVO 94": Pokémon TCG Online's 2017 export as a deck
    simulator bundles it (jlgrimes/deck.sim, decks/Ethan_Perez-Dormitzer_VileBox); no second
    source writes it, but only a type word fills the braces, so the spelling names a basic
    Energy and nothing else, and a judge reads it at once as EVO 94, Lightning Energy."""
    result = check(unlimited, deck("2 Basic { Lightning } Energy EVO 94"))
    card = only_card(result, "Basic { Lightning } Energy")
    assert card.name.display == "Basic Lightning Energy" and card.verified
    assert not [finding for finding in findings(result, "Basic { Lightning } Energy")
                if finding.undecided]
    assert result.legal


# 2. Section headers with the count in brackets after a colon, or after an en dash.


@pytest.mark.parametrize(("header", "section"), [
    ("Pokemon: (19)", Section.POKEMON),
    ("Trainers: (18)", Section.TRAINER),
    ("Energy: (23)", Section.ENERGY),
    ("Pokémon – 23", Section.POKEMON),
    ("Trainers – 19", Section.TRAINER),
    ("Energy — 18", Section.ENERGY),
])
def test_a_header_s_count_in_brackets_after_a_colon_or_after_an_en_dash(
        rules_data: RulesData, header: str, section: Section) -> None:
    """"Pokémon – 21", "Trainers – 33" (https://sixprizes.com/2017/12/12/the-queen-and-her-court/:
    a web page's typography turns Pokémon TCG Online's "Pokémon - 21" into an en dash).
    "Pokemon: (19)" (a 2000 tournament report's headers) has no second source, but a judge reads
    it at once, and a line that opens with a header word and holds nothing else but its count
    is no card line (no card's name is a header word)."""
    read = parse(f"{header}\n4 Pikachu\n", "t", rules_data)
    assert not read.problems
    [line] = read.lines
    assert line.section is section
    [count] = read.section_counts
    assert count.stated == int("".join(char for char in header if char.isdigit()))


# 3. Counts written with an x before them, joined ("x4 Hitmonchan"), headers too ("x15 Pokemon").


def test_an_x_before_a_count_is_the_count(rules_data: RulesData) -> None:
    """"x4 Hitmonchan": no second source writes it, but a judge reads it at once as four
    Hitmonchan, and no card's name starts with an x and a digit, so no card line is swallowed."""
    [line] = parse("x4 Hitmonchan\n", "t", rules_data).lines
    assert (line.quantity, line.text) == (4, "Hitmonchan")


def test_an_x_before_a_header_s_count_is_the_header_s_count(rules_data: RulesData) -> None:
    """"x15 Pokemon" above "x4 Hitmonchan", as the same report writes its headers. Had "x18
    Energy" meant eighteen cards, the deck would be eighteen short of its size: never legal."""
    read = parse("x4 Pokemon\nx4 Hitmonchan\nx18 Energy\nx18 Fighting Energy\n", "t",
                 rules_data)
    assert not read.problems
    assert [(line.quantity, line.text, line.section) for line in read.lines] == [
        (4, "Hitmonchan", Section.POKEMON), (18, "Fighting Energy", Section.ENERGY)]
    assert [count.stated for count in read.section_counts] == [4, 18]



# 4. A note after a name: its number after "#" with a bracketed note, or a phrase in square
# brackets.


def test_a_number_after_a_hash_is_a_print_not_dropped_as_a_note(unlimited: Checker) -> None:
    """"4 Ralts #67 (r/s)": Pojo's Card of the Day titles write a card's name with its number
    after "#" the same way ("Gardevoir #57", https://www.pojo.com/COTD/2012/Feb/22.shtml). The
    number (and "r/s", Ruby & Sapphire) say which print: dropped as a note, "Ralts #67 (RS)"
    had passed Expanded, where Ralts RS 67 is not legal (review 26). Such a line stays as
    written, a name no card bears, until the number is read as the print it is."""
    result = check(unlimited, deck("4 Ralts #67 (r/s)"))
    assert only_card(result, "Ralts #67 (r/s)").name.display != "Ralts"
    assert not result.legal


def test_a_phrase_in_square_brackets_after_a_name_is_no_part_of_it(unlimited: Checker) -> None:
    """"2 Magby... [useful in a pinch]" (a 2001 tournament report): no second source writes it,
    but a judge reads it at once as Magby; it is read so only where the name as written names
    no card ("Unown [A]" is one) and the words before the note name one; a note that offers
    another card ("[or 2 Pikachu]") is never dropped."""
    result = check(unlimited, deck("2 Magby... [useful in a pinch]\n2 Magby [useful in a pinch]"))
    assert {card.name.display for card in result.cards
            if card.line.text.startswith("Magby")} == {"Magby"}
    assert result.legal
    assert not check(unlimited, deck("2 Magby [or 2 Pikachu]")).legal


# 5. A whole section on one line, its entries separated by commas.


def test_a_section_on_one_line_separated_by_commas_is_read_entry_by_entry(
        rules_data: RulesData) -> None:
    """"- 4 Buddy-Buddy Poffin, 4 Ultra Ball, 4 Pokégear 3.0, 4 Poké Pad" (a deck note in a
    public repository, found with the search tool's find_string "4 Ultra Ball, 4 ", stored file
    63641899216; its repository is not named by the tool) and "3 Rowlet, 3 Dartrix, 3
    Decidueye, 2 Tapu Lele GX" (a 2017 League Challenge report): each entry is its own card
    line, with a note on the line; a line with anything else between its commas stays one line
    (a card's name is never cut at a comma)."""
    read = parse("3 Rowlet, 3 Dartrix, 3 Decidueye, 2 Tapu Lele GX\n", "t", rules_data)
    assert [(line.quantity, line.text) for line in read.lines] == [
        (3, "Rowlet"), (3, "Dartrix"), (3, "Decidueye"), (2, "Tapu Lele GX")]
    [note] = read.problems
    assert note.heading and "4 card entries" in note.message
    kept = parse("3 Rowlet, 3 Dartrix, and a Decidueye\n", "t", rules_data)
    assert not any(line.text == "Rowlet" for line in kept.lines)


# 6. A type's symbol letter alone under an Energy header.


def test_a_type_letter_under_an_energy_header_is_its_basic_energy(unlimited: Checker) -> None:
    """"8 F", "6 L" under "Energy – 18" (a 2011 report): no second source writes a letter alone,
    but a judge reads it at once as basic Fighting and Lightning Energy; no card is named by one
    capital letter, and only under an Energy header of a list in English or no known language
    is it read so (F is Fire's initial in the other rulebook languages)."""
    result = check(unlimited, "1 Pikachu V VIV 43\nEnergy – 59\n8 F\n6 L\n45 W\n")
    assert [card.name.display for card in result.cards[1:]] == [
        "Basic Fighting Energy", "Basic Lightning Energy", "Basic Water Energy"]
    assert result.legal


# 7. Title lines above a list: a deck's name in quotes, and a deck's name with its number.


def test_a_deck_s_name_in_quotes_above_its_list_is_its_title(unlimited: Checker) -> None:
    """"\\"Kung Fu Fighting\\"" above its list (a Pojo Killer Deck report,
    http://www.pojo.com/KillerDecks/1999/decks1199/1129c.htm), "\\"The Better Haymaker\\"" (a 1999
    report): read as the title where it names no card; a card's name in quotes stays unread."""
    result = check(unlimited, '"The Better Haymaker"\n' + deck("3 Pikachu V VIV 43"))
    assert result.legal
    [title] = [v for v in result.violations if 1 in v.lines]
    assert "title" in title.message and not title.undecided
    assert not check(unlimited, '"Pikachu V"\n' + deck("3 Pikachu V VIV 43")).legal


def test_a_deck_s_name_with_its_number_above_its_list_is_its_title(unlimited: Checker) -> None:
    """"Water Deck #2" (a 2000 report of a writer's decks): no second source, but a judge reads
    it at once as the title; the words before the number end as a deck's name does ("Deck"),
    and the checker reads them so only where they name no card or the deck makes its size."""
    result = check(unlimited, "Water Deck #2\n" + deck("3 Pikachu V VIV 43"))
    assert result.legal
