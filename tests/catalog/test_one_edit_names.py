"""A name misspelt by one letter, with no set and number: read as the one card a letter away.

A judge reading "Ekesa's Sparkle" sees Elesa's Sparkle and moves on. deckcheck reads such a line
as that card, with a note naming what it was read as, only when no card bears the written name,
exactly one card's name (its marks written as printed) is one letter edit away — a letter
changed, added, dropped, or two side by side swapped — no other card's is within two, and the
name is long enough that one edit is not another word (deckcheck.names.misspelt
``ONE_EDIT_LETTERS``). Otherwise the line stays an unknown card with its suggestions.

Lines quote damon-murdoch/pokemon-decks, data/decks.js, commit
d9bcf9a651dcbf2dac6fce1ec1a90d4aa43af4b1 (name, set, count), written as list lines; "Lysander" is
issue 21's example.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck, findings, only_card

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Severity
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


@pytest.mark.parametrize(("line", "text", "name"), [
    # decks.js line 2896: ["Ekesa's Sparkle", "", 3, 0]
    ("3 Ekesa's Sparkle", "Ekesa's Sparkle", "Elesa's Sparkle"),
    # decks.js line 2419: ["Cynthia & Caitlyn Tag Team", "", 3, 0]: the label as round 4 reads
    # it, and a letter off Cynthia & Caitlin (Cosmic Eclipse 189)
    ("3 Cynthia & Caitlyn Tag Team", "Cynthia & Caitlyn Tag Team", "Cynthia & Caitlin"),
    # issue 21: "Lysander" for Lysandre, two letters side by side swapped
    ("4 Lysander", "Lysander", "Lysandre"),
])
def test_a_name_one_letter_off_one_card_is_that_card(
        unlimited: Checker, line: str, text: str, name: str) -> None:
    result = check(unlimited, deck(line))
    card = only_card(result, text)
    assert card.name.display == name and card.verified and card.prints
    [note] = findings(result, text)
    assert note.severity is Severity.WARNING and not note.undecided
    assert name in note.message
    assert result.legal, result.violations


def test_copies_count_under_the_card_read(unlimited: Checker) -> None:
    """4 Lysander and 4 Lysandre are 8 copies of one card: not legal."""
    result = check(unlimited, deck("4 Lysander\n4 Lysandre"))
    assert not result.legal
    [limit] = [v for v in result.violations if v.rule == "copy-limit"]
    assert "Lysandre" in limit.message and "8" in limit.message


def test_a_name_one_letter_off_two_cards_stays_unknown(unlimited: Checker) -> None:
    """"Nidorinu" is a letter from both Nidorina and Nidorino: a judge asks which."""
    result = check(unlimited, deck("2 Nidorinu"))
    card = only_card(result, "Nidorinu")
    assert card.verified is False and card.read_as is None
    assert not result.legal


def test_a_short_name_one_letter_off_stays_unknown(unlimited: Checker) -> None:
    """"Latioz" is a letter from Latios, but six letters are too few: one letter turns Latios
    into Latias."""
    result = check(unlimited, deck("1 Latioz"))
    assert only_card(result, "Latioz").verified is False
    assert not result.legal


def test_a_mark_written_otherwise_is_no_misspelling(unlimited: Checker) -> None:
    """"Lugia VSTR" is a letter from Lugia VSTAR, but its mark is not a mark: ex and EX, VSTR and
    VSTAR are never read into each other without a print."""
    result = check(unlimited, deck("1 Lugia VSTR"))
    assert only_card(result, "Lugia VSTR").verified is False
    assert not result.legal


def test_the_mark_as_written_decides_which_card(unlimited: Checker) -> None:
    """"Charizzard ex" is Charizard ex, never Charizard-EX: the mark is written as printed."""
    result = check(unlimited, deck("1 Charizzard ex"))
    card = only_card(result, "Charizzard ex")
    assert card.verified and card.name.display == "Charizard ex"


def test_a_second_card_two_letters_away_leaves_the_line_unknown(unlimited: Checker) -> None:
    """"Mewtwoo EX" is a letter from Mewtwo-EX and two from M Mewtwo-EX: a judge asks which."""
    result = check(unlimited, deck("1 Mewtwoo EX"))
    assert only_card(result, "Mewtwoo EX").verified is False
    assert not result.legal


def test_a_kind_word_beside_a_name_a_letter_off(unlimited: Checker) -> None:
    """"Prime Catcer ACE SPEC" (a line written for this test, as round 4's kind words and this
    round's misspellings are written) is Prime Catcher, an ACE SPEC: with Scoop Up Cyclone, two
    ACE SPEC cards, not legal."""
    result = check(unlimited, deck("1 Prime Catcer ACE SPEC\n1 Scoop Up Cyclone"))
    card = only_card(result, "Prime Catcer ACE SPEC")
    assert card.name.display == "Prime Catcher" and card.ace_spec
    assert not result.legal and any(v.rule == "ace-spec" for v in result.violations)
