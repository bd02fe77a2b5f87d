"""A print slip: a line whose name and print name different cards ("2 Colress bw8 119": PLS 119
is Colress Machine). A judge decides such a line at once when the deck is legal whichever card it
means; otherwise it stays a point to confirm (issue 21, round 7).

The slips quoted are real lines, each with its source; the lines that make a reading illegal
are built from them with real cards at real prints.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import DeckResult, Severity
from deckcheck.rulesdata import RulesData

COLRESS = "2 Colress bw8 119"
"""PokemonTCG/pokemon-tcg-data, decks/en/bw8.json (theme deck "Plasma Shadow"), commit
4e0f8e4df091208760164e1235d9f216166e23e2: bw8-119 is Colress Machine; Colress is PLS 118."""
ENERGY_SEARCH = "2 Energy Search base1-59"
"""xxmichaellong/ptcg-sim, client/src/setup/deck-constructor/sample.decklists.js ('2000 Base–Team
R' → 'Magmarbuzz'), commit a00157debdb9ecdfb75301e532bf4c022ab7fc9c: base1-59 is Poliwag."""


def points(result: DeckResult) -> list[str]:
    return [v.message for v in result.violations if v.rule == "unknown-card" and v.undecided]


def notes(result: DeckResult) -> list[str]:
    return [v.message for v in result.violations
            if v.rule == "unknown-card" and v.severity is Severity.WARNING and not v.undecided]


@pytest.fixture(scope="module")
def expanded(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "expanded"), Catalog(built_catalog[0]))


def test_a_slip_legal_either_way_is_read_with_a_note_naming_both(unlimited: Checker) -> None:
    """Two Colress or two Colress Machine, nothing else of either: legal whichever it is."""
    result = check(unlimited, deck(COLRESS))
    assert result.legal and points(result) == []
    [note] = notes(result)
    assert "Colress Machine" in note and '"Colress"' in note


def test_a_slip_whose_print_is_a_pokemon_and_name_a_trainer(unlimited: Checker) -> None:
    result = check(unlimited, deck(ENERGY_SEARCH))
    assert result.legal and len(notes(result)) == 1 and "Poliwag" in notes(result)[0]


def test_copies_of_the_printed_card_on_another_line_keep_the_point(unlimited: Checker) -> None:
    """Read as Colress Machine, 2 + 3 is five copies of one name."""
    result = check(unlimited, deck(f"{COLRESS}\n3 Colress Machine PLS 119"))
    assert not result.legal and notes(result) == []


def test_copies_of_the_named_card_on_another_line_keep_the_verdict(unlimited: Checker) -> None:
    """Read as Colress, 2 + 3 is five: not legal as it counts today, and never passed."""
    result = check(unlimited, deck(f"{COLRESS}\n3 Colress PLS 118"))
    assert not result.legal


def test_a_printed_ace_spec_two_copies_keep_the_point(unlimited: Checker) -> None:
    """BCR 137 is Computer Search, an ACE SPEC: two copies read so break the one-ACE-SPEC rule."""
    result = check(unlimited, deck("2 Colress BCR 137"))
    assert not result.legal and points(result) and notes(result) == []


def test_a_printed_ace_spec_beside_another_keeps_the_point(unlimited: Checker) -> None:
    result = check(unlimited, deck("1 Colress BCR 137\n1 Dowsing Machine PLS 128"))
    assert not result.legal and points(result)


def test_a_printed_ace_spec_alone_one_copy_is_legal_either_way(unlimited: Checker) -> None:
    result = check(unlimited, deck("1 Colress BCR 137"))
    assert result.legal and len(notes(result)) == 1


def test_a_printed_radiant_beside_another_keeps_the_point(unlimited: Checker) -> None:
    """ASR 46 is Radiant Greninja; read so, it is a second Radiant Pokémon beside Heatran."""
    result = check(unlimited, deck("1 Oshawott ASR 46\n1 Radiant Heatran ASR 27"))
    assert not result.legal and points(result)


def test_a_banned_printed_card_keeps_the_point(expanded: Checker) -> None:
    """PHF 99 is Lysandre's Trump Card, banned in Expanded (data/formats/expanded.yaml)."""
    result = check(expanded, deck("1 Colress PHF 99"))
    assert not result.legal and notes(result) == []


def test_a_printed_card_out_of_the_format_keeps_the_point(rules_data: RulesData,
                                                         built_catalog: tuple[Path, BuildReport]
                                                         ) -> None:
    """In Standard, PLS 119's Colress Machine (and Colress) is long out of the format."""
    standard = Checker(rules_data, formats.get(rules_data, "standard"),
                       Catalog(built_catalog[0]))
    result = check(standard, deck(COLRESS))
    assert not result.legal and notes(result) == []


def test_two_slips_legal_whichever_each_is_are_both_read_with_notes(unlimited: Checker
                                                                    ) -> None:
    """Colress or Colress Machine, Energy Search or Poliwag: the deck is checked in each of the
    four combinations, and is legal in every one."""
    result = check(unlimited, deck(f"{COLRESS}\n{ENERGY_SEARCH}"))
    assert result.legal and points(result) == [] and len(notes(result)) == 2


def test_two_slips_that_may_be_two_ace_specs_together_stay_points(unlimited: Checker) -> None:
    """BCR 137 is Computer Search and PLS 128 Dowsing Machine: each slip alone is one ACE SPEC
    at most, but read as their prints together they are two. The lines are read together, so
    neither is decided."""
    result = check(unlimited, deck("1 Colress BCR 137\n1 Energy Search PLS 128"))
    assert len(points(result)) == 2 and notes(result) == [] and not result.legal


def test_a_slip_and_a_title_that_may_be_two_ace_specs_stay_points(unlimited: Checker) -> None:
    """"Hero's" may be Hero's Cape, an ACE SPEC, and "Colress BCR 137" Computer Search."""
    result = check(unlimited, deck("1 Hero's\n1 Colress BCR 137"))
    assert len(points(result)) == 2 and notes(result) == [] and not result.legal
