"""A reprint's attacks are listed with their costs in Pokémon TCG Live's letters (Fire is R,
Fairy Y), as data/reprint_templates.yaml's symbols give them: what a player reads on the list
beside "not the same attacks as the legal print".

The attacks are the card database's (TCGdex): Charmander, Base Set 46; Sylveon, Cosmic
Eclipse 155; Charizard, Celebrations Classic Collection 2 (a Pokémon Power) and Obsidian Flames
125 (an Ability). An ability's kind is named in the reader's words (data/glossary.yaml).
"""

from __future__ import annotations

import json

from deckcheck.formats.reprints import TextRules, list_moves
from deckcheck.i18n import use
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.shapes import ReprintTemplates

CHARMANDER_BASE_SET_46 = json.dumps({"category": "Pokemon", "attacks": [
    {"cost": ["Colorless"], "damage": 10, "name": "Scratch"},
    {"cost": ["Fire", "Colorless"], "damage": 30, "name": "Ember",
     "effect": "Discard 1 Energy card attached to Charmander in order to use this attack."}]})
SYLVEON_CEC_155 = json.dumps({"category": "Pokemon", "attacks": [
    {"cost": ["Fairy"], "damage": 30, "name": "Moonblast"},
    {"cost": ["Fairy", "Colorless", "Colorless"], "damage": "80+", "name": "Beloved Pulse"}]})

CHARIZARD_CEL_CC_2 = json.dumps({"category": "Pokemon", "abilities": [
    {"name": "Energy Burn", "type": "Pokemon Power"}], "attacks": [
    {"cost": ["Fire", "Fire", "Fire", "Fire"], "damage": 100, "name": "Fire Spin"}]})
CHARIZARD_EX_OBF_125 = json.dumps({"category": "Pokemon", "abilities": [
    {"name": "Infernal Reign", "type": "Ability"}], "attacks": [
    {"cost": ["Fire", "Fire"], "damage": "180", "name": "Burning Darkness"}]})


def rules(data: RulesData) -> TextRules:
    return TextRules.of(data.reprint_rule, data.parse_print, data.reprint_templates)


def test_fire_is_written_r(rules_data: RulesData) -> None:
    assert list_moves(CHARMANDER_BASE_SET_46, rules(rules_data)) == "Scratch (C) 10, Ember (RC) 30"


def test_fairy_is_written_y(rules_data: RulesData) -> None:
    assert list_moves(SYLVEON_CEC_155, rules(rules_data)) \
        == "Moonblast (Y) 30, Beloved Pulse (YCC) 80+"


def test_the_letters_are_the_datas(rules_data: RulesData) -> None:
    shipped = rules_data.reprint_templates
    templates = ReprintTemplates(symbols={**shipped["symbols"], "X": "fire"},
                                 templates=shipped["templates"])
    rewritten = TextRules.of(rules_data.reprint_rule, rules_data.parse_print, templates)
    assert list_moves(CHARMANDER_BASE_SET_46, rewritten) == "Scratch (C) 10, Ember (XC) 30"


def test_an_ability_is_named_as_the_italian_rulebook_prints_it(rules_data: RulesData) -> None:
    with use("it"):
        assert list_moves(CHARIZARD_EX_OBF_125, rules(rules_data)).startswith(
            "Abilità Infernal Reign, ")


def test_a_pokemon_power_is_named_as_the_french_cards_print_it(rules_data: RulesData) -> None:
    with use("fr"):
        assert list_moves(CHARIZARD_CEL_CC_2, rules(rules_data)).startswith(
            "Pouvoir Pokémon Energy Burn, ")


def test_english_keeps_the_catalogs_words(rules_data: RulesData) -> None:
    assert list_moves(CHARIZARD_CEL_CC_2, rules(rules_data)) \
        == "Pokemon Power Energy Burn, Fire Spin (RRRR) 100"


# Kingdra, Primal Clash 107, as the card database holds it: its Ancient Trait is named in French
# only ("Croissance α").
KINGDRA_PRC_107 = json.dumps({"category": "Pokemon", "abilities": [
    {"name": {"fr": "Croissance α"}, "type": "Ancient Trait"}], "attacks": [
    {"cost": ["Colorless"], "name": "Gather Strength"}]})


def test_a_move_named_in_another_language_only_is_named_so(rules_data: RulesData) -> None:
    listed = list_moves(KINGDRA_PRC_107, rules(rules_data))
    assert "Croissance α" in listed and "{" not in listed
