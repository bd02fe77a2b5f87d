"""A print written in brackets after the name, its number after "#", and entries glued one after
another on one line, as a PokéBeach article prints its list.

Lines quote "The Loyal Three — My Top Three Decks for the World Championships" (2024),
https://pokebeach.com/?p=289513: its Energy section is "6x Fire Energy (HS #116)", and each other
section's entries run together on one line ("3x Charizard ex (OBF #125)1x Charmeleon (PAF
#8)…"). A judge reads each entry as a card line; so does deckcheck.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck, only_card

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Severity
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


def test_a_basic_energy_with_its_print_in_brackets_is_that_basic_energy(
        unlimited: Checker) -> None:
    """Six Fire Energy of HeartGold & SoulSilver are basic Energy: no copy limit (they had been
    read as a card named "Fire Energy (HS #116)", over the limit and unknown). Whether HS 116
    is that print the catalog may not know: at most a point, never an error."""
    result = check(unlimited, deck("6x Fire Energy (HS #116)\n4x Arven (SVI #166)"))
    card = only_card(result, "Fire Energy")
    assert card.print_key == ("HS", "116") and card.name.basic_energy is not None
    assert only_card(result, "Arven").print_key == ("SVI", "166")
    assert not [v for v in result.violations if v.severity is Severity.ERROR], result.violations


def test_entries_glued_on_one_line_are_each_read_as_a_line(unlimited: Checker) -> None:
    """The article's Pokémon line, cut to three entries: three cards, their prints read, and a
    note that the line held three entries."""
    result = check(unlimited, deck(
        "3x Charizard ex (OBF #125)1x Charmeleon (PAF #8)4x Charmander (MEW #4)"))
    assert only_card(result, "Charizard ex").print_key == ("OBF", "125")
    assert only_card(result, "Charmeleon").line.quantity == 1
    assert only_card(result, "Charmander").print_key == ("MEW", "4")
    [note] = [v for v in result.violations if v.rule == "syntax"]
    assert "3" in note.message and not note.undecided
    assert not [v for v in result.violations if v.rule == "unknown-card"], result.violations


def test_glued_entries_count_toward_the_copy_limit_as_lines_do(unlimited: Checker) -> None:
    """Five Charmander over two entries of one glued line are five copies: not legal."""
    result = check(unlimited, deck("4x Charmander (MEW #4)1x Charmander (OBF #26)"))
    assert not result.legal
    assert any(v.rule == "copy-limit" for v in result.violations)


@pytest.mark.parametrize("line", [
    "1x Boss's Orders (Ghetsis)1x Boss's Orders (PAL #172)",  # an owner's bracket, then a print
    "3x Charizard ex (OBF #125), 1x Charmeleon (PAF #8)",    # a comma between entries
    "3x Charizard ex (OBF #125)1 Charmeleon (PAF #8)",       # a count with no x
])
def test_glued_entries_are_read_however_they_are_joined(unlimited: Checker, line: str) -> None:
    """Every copy of every entry counts (review 18: the second entry had been swallowed into the
    first one's name, a 61-card deck read as 60)."""
    result = check(unlimited, deck(line, fill=False))
    assert sum(card.line.quantity for card in result.cards) == 2 if "Boss" in line else 4
    assert len(result.cards) == 2


@pytest.mark.parametrize("line", [
    "4x Arven [SVI #166]",     # square brackets
    "4x Arven (SVI # 166)",    # a space after "#"
    "4x Arven [SVI # 166]",
])
def test_the_same_print_in_square_brackets_or_spaced_is_that_print(unlimited: Checker,
                                                                   line: str) -> None:
    """The article's "4x Arven (SVI #166)" written with square brackets, or a space between "#"
    and the number: no second source writes these, and they cannot be read two ways (a set
    code and a number in a pair of brackets at the line's end, "#" the number's sign). The
    space had made "# 166)" a comment after the line, and the line "Arven (SVI", no card."""
    result = check(unlimited, deck(line))
    assert only_card(result, "Arven").print_key == ("SVI", "166")
    assert not [v for v in result.violations if v.severity is Severity.ERROR], result.violations



def test_entries_glued_with_square_brackets_are_each_read(unlimited: Checker) -> None:
    """The square-bracketed print glued to the next entry, as the round one is (review 21: the
    first entry was swallowed into the second one's name, its four copies lost)."""
    result = check(unlimited, deck("4x Charmander [MEW #4]1x Charmeleon [PAF #8]", fill=False))
    assert only_card(result, "Charmander").print_key == ("MEW", "4")
    assert sum(card.line.quantity for card in result.cards) == 5


@pytest.mark.parametrize("line, quantity", [
    ("4x Arven # not [SVI # 166]", 4),      # the comment holds a spaced bracketed print
    ("1x Arven (SVI #166) # or (OBF # 125)", 1),
])
def test_a_comment_before_a_spaced_bracketed_print_still_ends_the_line(
        unlimited: Checker, line: str, quantity: int) -> None:
    """A comment after a card line ("SFA 36  x3  # Okidogi ex", redswoop/pokeproxy decklist.txt)
    is cut off even when it ends with a bracketed print written "# 125)": that bracket is the
    comment's (review 21: such a line became unreadable, or read as the card of its comment)."""
    result = check(unlimited, deck(line))
    card = only_card(result, "Arven")
    assert card.line.quantity == quantity
    assert card.print_key in (None, ("SVI", "166"))
    assert not [v for v in result.violations if v.rule == "syntax" and not v.undecided
                and v.severity is Severity.ERROR], result.violations
