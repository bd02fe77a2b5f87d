"""A reprint's attacks are listed with their costs in Pokémon TCG Live's letters (Fire is R,
Fairy Y), as data/reprint_templates.yaml's symbols give them: what a player reads on the list
beside "not the same attacks as the legal print".

The attacks are the card database's (TCGdex): Charmander, Base Set 46; Sylveon, Cosmic
Eclipse 155.
"""

from __future__ import annotations

import json

from deckcheck.formats.reprints import TextRules, list_moves
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.shapes import ReprintTemplates

CHARMANDER_BASE_SET_46 = json.dumps({"category": "Pokemon", "attacks": [
    {"cost": ["Colorless"], "damage": 10, "name": "Scratch"},
    {"cost": ["Fire", "Colorless"], "damage": 30, "name": "Ember",
     "effect": "Discard 1 Energy card attached to Charmander in order to use this attack."}]})
SYLVEON_CEC_155 = json.dumps({"category": "Pokemon", "attacks": [
    {"cost": ["Fairy"], "damage": 30, "name": "Moonblast"},
    {"cost": ["Fairy", "Colorless", "Colorless"], "damage": "80+", "name": "Beloved Pulse"}]})


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
