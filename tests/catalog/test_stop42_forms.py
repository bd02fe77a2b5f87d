"""Line forms the stop 42 out-of-sample lists (tests/corpus/measure/, corpus16) found left
unread, each read as a judge reads it, with a card catalog. The measure lists are never tuned on:
each form is quoted here from a source outside them, or said why a judge reads it at once and
the reading can swallow no card line.
"""

from __future__ import annotations

from helpers import check, deck, findings, only_card

from deckcheck.checker import Checker

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
