"""not-in-format without a catalog: it cannot know prints, so it says so, never passes silently.

The full behaviour (regulation marks, series, reprints) is tested through the catalog in
tests/catalog/test_format_legality.py.
"""

from helpers import check, errors, warnings

from deckcheck import formats
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


def test_standard_without_a_catalog_warns(rules_data: RulesData) -> None:
    standard = Checker(rules_data, formats.get(rules_data, "standard"))
    assert errors(standard, "4 Iron Hands ex PAR 70\n", "not-in-format") == []
    assert len(warnings(standard, "4 Iron Hands ex PAR 70\n", "not-in-format")) == 1


def test_basic_energy_is_always_legal(rules_data: RulesData) -> None:
    standard = Checker(rules_data, formats.get(rules_data, "standard"))
    assert warnings(standard, "60 Basic {R} Energy SVE 2\n", "not-in-format") == []


def test_unlimited_has_no_format_legality(checker: Checker) -> None:
    result = check(checker, "4 Iron Hands ex PAR 70\n")
    assert not [v for v in result.violations if v.rule == "not-in-format"]


def test_a_new_sets_card_without_a_mark_yet_is_for_a_judge(rules_data: RulesData) -> None:
    # The catalog was updated with a set newer than deckcheck's data, and the card data has no
    # regulation mark for it yet (marks often arrive later): its place in Standard is not known.
    from dataclasses import replace

    from deckcheck.catalog.records import CatalogCard
    from deckcheck.identify import Identifier
    from deckcheck.models import DeckLine, Decklist
    from deckcheck.names.canonical import rules_for
    from deckcheck.rules import load
    from deckcheck.rules.base import DeckContext

    new_print = CatalogCard(
        id=1, name="Crushing Hammer", set_code="ZZZ", number="105", category="Trainer",
        stage=None, suffix=None, trainer_type="Item", energy_type=None, regulation_mark=None,
        rarity=None, illustrator=None, serie="me", evolve_from=None, game="{}", types="[]",
        names={}, released="2026-11-14")
    line = DeckLine(line_number=1, quantity=1, text="Crushing Hammer ZZZ 105")
    card = replace(Identifier(rules_data, rules_for(rules_data)).identify(line),
                   prints=(new_print,))
    standard = formats.get(rules_data, "standard")
    deck = DeckContext(decklist=Decklist(path="new.txt", lines=(line,)), cards=(card,),
                       format=standard, data=rules_data)
    rule = load("not-in-format")
    [found] = list(rule.check(deck, rule.Options()))
    assert found.undecided and "ZZZ 105" in found.message
