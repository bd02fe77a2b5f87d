"""Every deck rule, in the order their violations are reported.

Each rule is a module with a stable kebab-case ``ID`` (part of the JSON contract: never renamed),
a docstring that is its user documentation, and ``check(deck)`` yielding violations. A rule
reads the identified deck and the format only: it never reads text or prints.
"""

from __future__ import annotations

from types import MappingProxyType

from deckcheck.rules import (
    ace_spec,
    banned,
    basic_pokemon,
    card_kinds,
    classic_collection,
    copy_limit,
    deck_sections,
    deck_size,
    evolution_deck,
    glc_rule_box,
    glc_single_type,
    not_for_tournaments,
    not_in_format,
    pokemon_star,
    prism_star,
    radiant,
    syntax,
    team_basic,
    team_energy,
    team_not_evolving,
    team_size,
    team_special_energy,
    team_types,
    unknown_card,
    v_union,
)
from deckcheck.rules.base import Rule

ALL_RULES: tuple[Rule, ...] = (
    syntax,
    deck_sections,
    deck_size,
    card_kinds,
    copy_limit,
    ace_spec,
    prism_star,
    radiant,
    pokemon_star,
    v_union,
    basic_pokemon,
    team_size,
    team_basic,
    team_types,
    team_energy,
    evolution_deck,
    team_not_evolving,
    team_special_energy,
    unknown_card,
    not_in_format,
    not_for_tournaments,
    banned,
    glc_rule_box,
    glc_single_type,
    classic_collection,
)


def _registry(rules: tuple[Rule, ...]) -> MappingProxyType[str, Rule]:
    by_id: dict[str, Rule] = {}
    for rule in rules:
        if rule.ID in by_id:
            raise RuntimeError(f"two rules share the id {rule.ID!r}")
        by_id[rule.ID] = rule
    return MappingProxyType(by_id)


RULES_BY_ID = _registry(ALL_RULES)
