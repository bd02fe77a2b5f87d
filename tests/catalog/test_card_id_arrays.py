"""A deck written as one JSON array of pokemontcg.io card ids, as pokemoncard.io's Tabletop
Simulator export writes it: a title string, then one card id a copy, no names and no counts.

The form is pokemoncard.io's documented export ("the Tabletop Simulator (TTS) deck list export
from pokemoncard.io", https://github.com/Alan-Cha/silhouette-card-maker/pull/194, whose example
begins ``["Exported from https://pokemoncard.io","sv8pt5-4","sv8pt5-4",…]``). No second source
writes it; it is read because it cannot be taken two ways: a JSON array (RFC 8259) whose every
string but the title is a pokemontcg.io card id (docs.pokemontcg.io, "<set id>-<number>"), each
id a print deckcheck already reads alone ("1 base4-24"). The arrays below are Base Set 2 cards
written so (PokemonTCG/pokemon-tcg-data, cards/en/base4.json: base4-4 is Charizard, base4-24
Electabuzz).
"""

from __future__ import annotations

from helpers import check, deck, only_card

from deckcheck.checker import Checker
from deckcheck.models import Severity
from deckcheck.read.decklist import MAX_LINE_LENGTH, parse
from deckcheck.rulesdata import RulesData

TITLE = '"Exported from https://pokemoncard.io"'


def array(*ids: str, title: bool = True) -> str:
    return "[" + ",".join(([TITLE] if title else []) + [f'"{card_id}"' for card_id in ids]) + "]"


def test_each_id_is_a_copy_of_its_print_counted_together(rules_data: RulesData) -> None:
    decklist = parse(array("base4-4", "base4-24", "base4-4", "base4-4"), "x", rules_data)
    assert [(line.quantity, line.set_code, line.number) for line in decklist.lines] == [
        (3, "base4", "4"), (1, "base4", "24")]
    [note] = decklist.problems
    assert note.heading and "JSON array of 4 card ids" in note.message


def test_an_array_longer_than_a_card_line_is_read_all_the_same(rules_data: RulesData) -> None:
    """Sixty ids take several card lines' length: the line-length guard is no bar to them, and
    still refuses a long line of anything else (an array of names is no array of ids)."""
    line = array(*["base4-24"] * 60)
    assert len(line) > MAX_LINE_LENGTH
    [card] = parse(line, "x", rules_data).lines
    assert card.quantity == 60
    names = parse("[" + ",".join(['"Electabuzz"'] * 60) + "]", "x", rules_data)
    assert names.lines == () and "characters long" in names.problems[0].message


def test_the_array_names_its_cards(unlimited: Checker) -> None:
    result = check(unlimited, deck(array("base4-4", "base4-4", "base4-24")))
    assert only_card(result, "base4-4").name.display == "Charizard"
    assert only_card(result, "base4-4").line.quantity == 2
    assert only_card(result, "base4-24").name.display == "Electabuzz"


def test_an_id_no_card_bears_is_an_error_naming_it(unlimited: Checker) -> None:
    result = check(unlimited, deck(array("base4-24", "base4-999")))
    [error] = [v for v in result.violations
               if v.rule == "unknown-card" and v.severity is Severity.ERROR]
    assert "base4-999" in error.message and not result.legal


def test_a_promo_id_is_a_copy_of_the_promo(rules_data: RulesData) -> None:
    """pokemontcg.io numbers a promo with its series' letters ("swshp-SWSH291", "hsp-HGSS18":
    PokemonTCG/pokemon-tcg-data cards/en/swshp.json): the id is the promo's print, as an id of
    a set is (review 21: such an id left the whole array unread)."""
    decklist = parse(array("swshp-SWSH76", "hsp-HGSS18", "base4-24"), "x", rules_data)
    assert [(line.set_code, line.number) for line in decklist.lines] == [
        ("swshp", "SWSH76"), ("hsp", "HGSS18"), ("base4", "24")]
