"""Review 24: lists a judge rules not legal that a check passes, where the last fixes reach
(read/decklist.py ``_count_word_in`` with ``count_phrases``; ``_print_alone`` reading
pokemontcg.io ids whose set id is in lower case).

Each test is a finding of the review, failing on the code it reviewed.
"""

from __future__ import annotations

import pytest
from helpers import check, deck

from deckcheck.checker import Checker


def _sixty_and(line: str) -> str:
    """A 60-card list holding Prime Catcher (the deck helper's filler for the rest), and ``line``
    under it."""
    return deck("1 Prime Catcher TEF 157") + line + "\n"


def test_a_sentence_adding_a_trio_of_a_card_is_not_prose(unlimited: Checker) -> None:
    """'I also squeezed in a trio of Boss's Orders for the late game this season.': three more
    cards under a deck of 60 (63); count_phrases holds 'pair' and 'couple' but not 'trio' (nor
    'quartet'), so the sentence is prose and the list LEGAL."""
    assert not check(unlimited, _sixty_and(
        "I also squeezed in a trio of Boss's Orders for the late game this season.")).legal


def test_a_sentence_naming_cards_as_two_ofs_is_not_prose(unlimited: Checker) -> None:
    """'I play Boss's Orders and Counter Catcher as 2-ofs in this version of the deck.': two
    copies each, four more cards under a deck of 60; "a 1-of" keeps a sentence unread (review
    22), the plural '2-ofs' (and "two-of's") does not, and the list is LEGAL."""
    assert not check(unlimited, _sixty_and(
        "I play Boss's Orders and Counter Catcher as 2-ofs in this version of the deck.")).legal


@pytest.mark.parametrize("written", ["xy-39", "xy 39"])
def test_a_lower_case_promo_letters_word_is_not_the_sets_print(unlimited: Checker,
                                                               written: str) -> None:
    """'4 xy-39' is no pokemontcg.io id (XY is 'xy1', its promos 'xyp-XY39'); it is the promo
    number XY39 written with a hyphen, Kingdra, a Stage 2, or Froakie XY 39: "XY-39" stays a
    name for that reason (``_print_alone``), but since svp-85 was read, the lower-case form is
    read as Froakie, a Basic Pokémon, and a deck whose only Pokémon it is passes (so is 'xy 39',
    the two words joined by ``_print_alone_spaced``). Read as the promo XY39 it has no Basic
    Pokémon; a judge would not pass it unasked."""
    assert not check(unlimited, f"Pokémon: 4\n4 {written}\n\nEnergy: 56\n56 Water Energy\n").legal


@pytest.mark.parametrize("sentence", [
    "I also squeezed in a quartet of Boss's Orders for the late game this season.",
    "I also run a two-of's worth of Boss's Orders for the late game this season.",
])
def test_a_sentence_counting_a_quartet_or_two_of_s_is_not_prose(unlimited: Checker,
                                                                 sentence: str) -> None:
    """The review's other spellings of the same counts: "a quartet of" and "a two-of's worth"
    (the possessive after "-of") each count cards a deck of 60 does not hold."""
    assert not check(unlimited, _sixty_and(sentence)).legal
