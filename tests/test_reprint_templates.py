"""The reprint rule reads a reprint in another era's template as the same card, and different
effects as different: data/reprint_templates.yaml (each template with its example and source).

Texts as the card database gives them; the example pairs over the full card database are in
tests/catalog/test_reprint_templates.py.
"""

from __future__ import annotations

import json
from functools import cache

import pytest
from test_citations import BOOKS, RULEBOOKS, even_out

from deckcheck.formats.reprints import Sameness, TextRules, compare
from deckcheck.rulesdata import RulesData


@cache
def rules(data: RulesData) -> TextRules:
    return TextRules.of(data.reprint_rule, data.parse_print, data.reprint_templates)


def trainer(effect: str) -> str:
    return json.dumps({"category": "Trainer", "effect": effect, "trainer_type": "Item"})


def energy(effect: str) -> str:
    return json.dumps({"category": "Energy", "effect": effect, "energy_type": "Special"})


def sameness(data: RulesData, old: str, new: str, name: str = "") -> Sameness:
    return compare(old, new, rules(data), name).sameness


# The issue's own examples.

def test_boss_orders_in_the_brilliant_stars_and_ascended_heroes_templates_is_one_card(
        rules_data: RulesData) -> None:
    old = trainer("Switch 1 of your opponent's Benched Pokémon with their Active Pokémon.")
    new = trainer("Switch in 1 of your opponent's Benched Pokémon to the Active Spot.")
    assert sameness(rules_data, old, new, "Boss's Orders") is Sameness.IDENTICAL


def test_base_set_double_colorless_energy_is_the_xy_one(rules_data: RulesData) -> None:
    old = energy("Provides {C}{C} energy.\nDoesn't count as a basic Energy card.")
    new = energy("Double Colorless Energy provides ColorlessColorless Energy.")
    assert sameness(rules_data, old, new, "Double Colorless Energy") is Sameness.IDENTICAL


# Different effects stay different.

def test_a_gust_of_the_opponents_pokemon_is_not_a_switch_of_ones_own(
        rules_data: RulesData) -> None:
    gust = trainer("Switch 1 of your opponent's Benched Pokémon with their Active Pokémon.")
    switch = trainer("Switch your Active Pokémon with 1 of your Benched Pokémon.")
    assert sameness(rules_data, gust, switch) is Sameness.DIFFERENT


def test_discarding_ones_own_energy_is_not_discarding_the_opponents(
        rules_data: RulesData) -> None:
    own = trainer("Flip a coin. If heads, discard an Energy attached to 1 of your Pokémon.")
    theirs = trainer("Flip a coin. If heads, discard an Energy from 1 of your opponent's "
                     "Pokémon.")
    assert sameness(rules_data, own, theirs) is Sameness.DIFFERENT


def test_moving_a_special_energy_is_not_moving_a_basic_one(rules_data: RulesData) -> None:
    special = trainer("Move a Special Energy card attached to 1 of your Pokémon to another of "
                      "your Pokémon.")
    basic = trainer("Move a basic Energy from 1 of your Pokémon to another of your Pokémon.")
    assert sameness(rules_data, special, basic) is Sameness.DIFFERENT


def test_up_to_lets_the_player_choose_so_a_judge_decides(rules_data: RulesData) -> None:
    # Energy Retrieval SUM 116 and SVI 171: the rulebook's "up to X" is any number from 1 to X.
    old = trainer("Put 2 basic Energy cards from your discard pile into your hand.")
    new = trainer("Put up to 2 Basic Energy cards from your discard pile into your hand.")
    found = compare(old, new, rules(rules_data), "Energy Retrieval")
    assert found.sameness is Sameness.CHOICE
    assert "“up to” only in the legal print's text" in found.differences[0]


def test_the_sun_and_moon_ultra_ball_is_left_to_a_judge(rules_data: RulesData) -> None:
    old = trainer("Discard 2 cards from your hand. If you do, search your deck for a Pokémon, "
                  "reveal it, and put it into your hand. Then, shuffle your deck.")
    new = trainer("You can use this card only if you discard 2 other cards from your hand.\n"
                  "Search your deck for a Pokémon, reveal it, and put it into your hand. Then, "
                  "shuffle your deck.")
    assert sameness(rules_data, old, new, "Ultra Ball") is Sameness.WORDING


def test_rainbow_energy_of_heartgold_soulsilver_is_not_called_the_celestial_storm_one(
        rules_data: RulesData) -> None:
    old = energy("Attach Rainbow Energy to 1 of your Pokémon. While in play, Rainbow Energy "
                 "provides every type of Energy but provides only 1 Energy at a time. (Has no "
                 "effect other than providing Energy.) When you attach this card from your hand "
                 "to 1 of your Pokémon, put 1 damage counter on that Pokémon. (While not in "
                 "play, Rainbow Energy counts as Colorless Energy.)")
    new = energy("This card provides Colorless Energy. While in play, this card provides every "
                 "type of Energy but provides only 1 Energy at a time. When you attach this card "
                 "from your hand to 1 of your Pokémon, put 1 damage counter on that Pokémon.")
    assert sameness(rules_data, old, new, "Rainbow Energy") is not Sameness.IDENTICAL


def test_the_team_rocket_rainbow_energy_stays_different(rules_data: RulesData) -> None:
    # The Handbook's own example of prints that are not functionally identical.
    old = energy("Attach Rainbow Energy to 1 of your Pokémon. While in play, Rainbow Energy "
                 "counts as every type of basic Energy but only provides 1 Energy at a time. "
                 "(Doesn't count as a basic Energy card when not in play.) When you attach this "
                 "card from your hand to 1 of your Pokémon, it does 10 damage to that Pokémon. "
                 "(Don't apply Weakness and Resistance.)")
    new = energy("This card provides Colorless Energy. While in play, this card provides every "
                 "type of Energy but provides only 1 Energy at a time. When you attach this card "
                 "from your hand to 1 of your Pokémon, put 1 damage counter on that Pokémon.")
    assert sameness(rules_data, old, new, "Rainbow Energy") is Sameness.DIFFERENT


def test_a_cards_name_that_opens_its_text_as_a_verb_is_not_read_as_this_card(
        rules_data: RulesData) -> None:
    # The card Switch: "Switch 1 of your Active Pokémon ..." is an order, not the card's name.
    old = trainer("Switch 1 of your Active Pokémon with 1 of your Benched Pokémon.")
    other = trainer("This card 1 of your Active Pokémon with 1 of your Benched Pokémon.")
    assert sameness(rules_data, old, other, "Switch") is not Sameness.IDENTICAL


def test_every_template_has_an_example_pair_and_a_source(rules_data: RulesData) -> None:
    for template in rules_data.reprint_templates["templates"]:
        assert len(template["example"]) == 2 and template["source"], template["id"]
        assert template["older"] != template["newer"], template["id"]


@pytest.fixture(scope="module")
def rulebook_texts() -> dict[str, str]:
    assert RULEBOOKS.is_dir(), f"{RULEBOOKS}: no folder of rulebook texts"
    return {book: even_out((RULEBOOKS / name).read_text(encoding="utf-8"))
            for book, name in BOOKS.items()}


def test_every_quote_of_a_template_is_in_its_rulebook(rules_data: RulesData,
                                                      rulebook_texts: dict[str, str]) -> None:
    missing = [f"{template['id']} ({quote['book']}): {quote['text'][:60]}"
               for template in rules_data.raw["reprint_templates"]["templates"]
               for quote in template.get("quotes", [])
               if even_out(quote["text"]) not in rulebook_texts[quote["book"]]]
    assert missing == []


@pytest.mark.parametrize("bad", ["(unclosed", "[z-a]"])
def test_a_template_that_is_not_a_pattern_is_a_data_error(bad: str) -> None:
    from pydantic import ValidationError

    from deckcheck.rulesdata.schema import Template

    with pytest.raises(ValidationError):
        Template.model_validate({"id": "x", "older": bad, "newer": "y",
                                 "example": ["BRS 132", "ASC 183"], "source": "s"})


def test_a_reminder_worded_three_ways_is_left_out_each_way(rules_data: RulesData) -> None:
    # Escape Rope BUS 114 ("that player doesn't switch") and BST 125 ("they don't switch"):
    # no switch without a Benched Pokémon, in either wording.
    old = trainer("Each player switches their Active Pokémon with 1 of their Benched Pokémon. "
                  "Your opponent switches first. (If a player does not have a Benched Pokémon, "
                  "that player doesn’t switch Pokémon.)")
    new = trainer("Each player switches their Active Pokémon with 1 of their Benched Pokémon. "
                  "Your opponent switches first. (If a player does not have a Benched Pokémon, "
                  "they don't switch Pokémon.)")
    assert sameness(rules_data, old, new, "Escape Rope") is Sameness.IDENTICAL
