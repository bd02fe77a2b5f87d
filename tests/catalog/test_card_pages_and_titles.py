"""A line linking one card's own page is a card the list holds, never the list's source; a deck's
name at the top of a list may open with the word for "deck", as Italian and Spanish write it
(review 14).

The deck around each line is legal (60 cards: Lysandre, a Pikachu V, basic Lightning Energy), so
the line alone decides the verdict.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


def test_a_card_linked_to_its_page_with_no_count_is_no_pass(unlimited: Checker) -> None:
    """"Lysandre: https://limitlesstcg.com/cards/FLF/90" under "Trainer: 2", beside "4 Lysandre
    FLF 90": the address is Lysandre's card page, not a list's, and the header counts two
    Trainer lines where one is read. A judge asks how many (any count makes a fifth Lysandre);
    deckcheck drops the line as the list's source and says LEGAL with no word about it."""
    text = ("Pokémon: 1\n4 Pikachu V VIV 43\n"
            "Trainer: 2\n4 Lysandre FLF 90\nLysandre: https://limitlesstcg.com/cards/FLF/90\n"
            "Energy: 1\n52 Basic {L} Energy SVE 4\n")
    result = check(unlimited, text)
    assert result.verdict.value != "legal", result.violations


@pytest.mark.parametrize("top", ["Mazzo Lost Box", "Baraja Lost Box", "Lista Lost Box"])
def test_a_title_starting_with_the_word_for_deck_is_a_title(unlimited: Checker,
                                                            top: str) -> None:
    """Italian and Spanish name a deck with the word first ("Mazzo Lost Box", "Baraja Lost Box",
    as "Lost Box Deck" in English, which deckcheck reads as the title). Words that name no card
    above the first header: a judge reads them as the list's name in seconds; deckcheck says
    NOT LEGAL ("cannot read 'Mazzo Lost Box'")."""
    text = f"{top}\nPokémon: 1\n4 Pikachu V VIV 43\nEnergy: 1\n56 Basic {{L}} Energy SVE 4\n"
    result = check(unlimited, text)
    assert result.verdict.value == "legal", result.violations
