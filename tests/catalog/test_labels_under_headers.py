"""A line of words with no count directly under a section header ("Baraja basica" under "Cartas
de Pokemon: 13"): a label where the counts show it held no card.

The list quotes Lucascabral95/pokedex-by-lucas-cabral,
src/components/Noticias/Coleccionables/FuerzasTemporalesJCCPokemon.jsx, commit
0d60d81475e52a27c91a706b40a600e6565c607b (a Spanish copy of a pokemon.com/es article: the Iron
Crown ex deck of Pokémon TCG Live), lines as the page's elements give them. A judge reads
"Baraja basica" ("basic deck") as the page's label for the deck's first part: every section holds
the cards its header states and the deck is 60. deckcheck does so, with a note, only where the
line has no count and no digit, names no card in any language nor one a letter off, stands
directly under a header with a count, every header's count is what its section's read cards
make, and the read total is the size the format requires. Anywhere else the line stays unread.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import DeckResult, Severity, Violation
from deckcheck.rulesdata import RulesData

POKEMON = """Cartas de Pokemon: 13
Baraja basica
2 Ferrotesta ex TEF 081
4 Ferropúas TEF 062
4 Ferropaladín TEF 079
3 Miraidon TEF 121
"""
REST = """Cartas de Entrenador: 32
4 Ciberentusiasta Descifracódigos TEF 145
4 Investigación de Profesores (Profesor Turo) SVI 190
2 Órdenes de Jefes (Ghechis) PAL 172
2 e-Nigma PAL 185
4 Generador Eléctrico SVI 170
4 Carrito de Cambio ASR 154
4 Tecnorradar PAR 180
2 Nido Ball SVI 181
2 Supercaña PAL 188
4 Tanque de Energía Potenciadora del Futuro PAR 164
Cartas de Energía: 15
11 Energía Lightning Básica SVE 004
4 Energía Psychic Básica SVE 005
"""


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


def syntax(result: DeckResult) -> list[Violation]:
    return [v for v in result.violations if v.rule == "syntax"]


def test_a_label_under_a_header_whose_counts_match_is_a_note(unlimited: Checker) -> None:
    result = check(unlimited, POKEMON + REST)
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and not note.undecided and note.lines == (2,)
    assert "Baraja basica" in note.message
    assert result.legal, result.violations


def test_a_card_s_name_there_is_no_label(unlimited: Checker) -> None:
    """"Ultra Ball" with no count may be a card the list forgot to count: never passed, even
    where the counts match."""
    result = check(unlimited, POKEMON.replace("Baraja basica", "Ultra Ball") + REST)
    [error] = syntax(result)
    assert error.severity is Severity.ERROR and not result.legal


@pytest.mark.parametrize(("section", "label"), [
    ("Cartas de Entrenador: 32", "Juniper"),  # a title left off: Professor Juniper
    ("Cartas de Energía: 15", "Double Colorless"),  # an Energy's start, in its own section
])
def test_a_line_read_as_a_card_there_is_no_label(unlimited: Checker, section: str,
                                                 label: str) -> None:
    """Review 10: words that no card's name is, but that a list line reads as one card (a
    title left off, the start of exactly one Energy's name in its section), may be a copy the
    list forgot to count: never passed."""
    text = (POKEMON + REST).replace(section, f"{section}\n{label}")
    result = check(unlimited, text)
    assert any(v.severity is Severity.ERROR and label in v.message for v in syntax(result))
    assert not result.legal


def test_a_section_count_that_does_not_match_keeps_the_error(unlimited: Checker) -> None:
    """"Cartas de Pokemon: 14" over 13 cards read: the line under it may be the card missing."""
    result = check(unlimited, POKEMON.replace(": 13", ": 14") + REST)
    [error] = syntax(result)
    assert error.severity is Severity.ERROR and not result.legal


def test_a_deck_short_of_its_size_keeps_the_error(unlimited: Checker) -> None:
    """Every count matches but the deck holds 59: the format's size is not met, so nothing says
    the line held no card."""
    text = (POKEMON + REST).replace("Cartas de Energía: 15\n11", "Cartas de Energía: 14\n10")
    result = check(unlimited, text)
    assert any(v.severity is Severity.ERROR for v in syntax(result))
    assert not result.legal


def test_without_a_catalog_the_line_stays_unread(rules_data: RulesData) -> None:
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"))
    result = check(checker, POKEMON + REST)
    assert any(v.severity is Severity.ERROR for v in syntax(result))
    assert not result.legal


CIPOLLA = (Path(__file__).resolve().parents[1]
           / "corpus/2026-prague-8th-cipolla-dragapult-blaziken.txt")
"""Limitless's list of the 8th place at Prague 2026 (tests/corpus, its source in its header): each
header counts its section's cards (23, 29, 8), and the deck is 60."""


def test_a_card_s_name_in_the_plural_there_is_no_label(unlimited: Checker) -> None:
    """"Rare Candies" under "Trainer: 29" names Rare Candy, as "Rare Candy" would: a card the
    list may have forgotten to count, so it stays unread, and the error says which card. The
    note it got said it named no card, and the deck was called LEGAL."""
    lines = [line for line in CIPOLLA.read_text(encoding="utf-8").splitlines()
             if not line.startswith("#")]
    text = "\n".join(lines).replace("Trainer: 29\n", "Trainer: 29\nRare Candies\n") + "\n"
    result = check(unlimited, text)
    [error] = syntax(result)
    assert error.severity is Severity.ERROR
    assert "it names Rare Candy in the plural" in error.message
    assert not result.legal
