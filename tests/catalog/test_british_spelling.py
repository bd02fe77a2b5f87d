"""A word of card names in British spelling is the word the cards print: Colourless is Colorless.

No card is printed "Colourless" (the TCGdex card database of 2026-08-21: none, in any language),
and "colour" is the British spelling of "color" (https://www.dictionary.com/browse/colour:
"Chiefly British. color"). propokemon.com's
article on the 2016 State Championships
(http://www.propokemon.com/three-of-the-winning-decks-from-state-championships/) writes Ross
Cawthon's Energy "4 Double Colourless" under "Energy: 4". A judge reads Double Colorless Energy at
once; the spelling is no other card's, so reading it merges no two names, and its copies count
with Double Colorless Energy's. data/spellings.yaml ``words``.
"""

from __future__ import annotations

from helpers import check, deck

from deckcheck.checker import Checker
from deckcheck.models import Severity


def test_double_colourless_energy_counts_with_double_colorless_energy(unlimited: Checker
                                                                       ) -> None:
    """The same name spelt otherwise, not a misspelling a letter off another name (a note)."""
    result = check(unlimited, deck("4 Double Colorless Energy\n2 Double Colourless Energy"))
    assert [v.rule for v in result.violations if v.severity is Severity.ERROR] == ["copy-limit"]
    assert not [v for v in result.violations if v.rule == "unknown-card"], result.violations


def test_double_colourless_under_energy_is_double_colorless_energy(unlimited: Checker) -> None:
    """Written short in its own section, as "Double Colorless" is read (short_forms)."""
    result = check(unlimited, "Pokémon: 1\n1 Pikachu V VIV 43\nTrainer: 4\n4 Lysandre\n"
                   "Energy: 55\n4 Double Colourless\n51 Basic {L} Energy SVE 4\n")
    [card] = [card for card in result.cards if card.line.text == "Double Colourless"]
    assert card.name.display == "Double Colorless Energy", card
    assert not any(v.severity is Severity.ERROR for v in result.violations), result.violations
