"""A card's game facts as the reprint rule compares them, taken from one TCGdex card record.

The catalog keeps the English of everything that changes how a card plays: HP, types, stage,
weakness, resistance, retreat, every attack (name, cost, damage, effect), every ability with its
kind (Ability, Poké-Power, Poké-Body…), and a Trainer's or Energy's rules text. A fact the
record does not carry is left out of the mapping, so that "not recorded" is never mistaken for
"none" (:mod:`deckcheck.formats.reprints` treats a fact recorded on only one side as undecidable).
"""

from __future__ import annotations

from typing import Any

_SCALARS = {"hp": "hp", "stage": "stage", "retreat": "retreat", "trainerType": "trainer_type",
            "energyType": "energy_type", "category": "category"}
_LISTS = ("types", "weaknesses", "resistances", "abilities", "attacks")
_TEXTS = ("effect", "item")


def game_facts(card: dict[str, Any]) -> dict[str, Any]:
    """The English game facts of one card record, keyed as :mod:`deckcheck.formats.reprints` reads
    them."""
    facts: dict[str, Any] = {}
    for source, key in _SCALARS.items():
        value = card.get(source)
        if isinstance(value, int | str) and not isinstance(value, bool):
            facts[key] = value
    for key in _LISTS:
        value = card.get(key)
        if isinstance(value, list):
            facts[key] = english(value)
    for key in _TEXTS:
        if key in card:
            facts[key] = english(card[key])
    return facts


def english(value: Any) -> Any:
    """Keep only the English of every {en: ..., fr: ...} mapping (the rule text that counts)."""
    if isinstance(value, dict):
        if "en" in value and all(isinstance(v, str) for v in value.values()):
            return value["en"]
        return {k: english(v) for k, v in value.items()}
    if isinstance(value, list):
        return [english(v) for v in value]
    return value
