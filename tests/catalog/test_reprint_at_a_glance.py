"""Two prints told apart at a glance are the ones the reprint rule's comparison calls different.

The reprint rule compares a line's print with every legal print of its name. Prints whose card
kind, stage, HP, retreat cost, types, weakness, resistance, attacks or abilities differ are
different without reading their texts (``differs_at_a_glance``), and only the pair a message
shows has its differences worded. It must never say so of a pair the comparison would call
worded otherwise or left for a judge: that would turn an undecided point into an error.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from pathlib import Path

from deckcheck.catalog.build import BuildReport
from deckcheck.formats.reprints import Sameness, TextRules, compare, differs_at_a_glance
from deckcheck.rulesdata import RulesData


def prints_by_name(catalog: Path) -> dict[str, list[tuple[str, str, str]]]:
    """Every print of the test catalog with game facts, by English name: set, number, facts."""
    found: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    with sqlite3.connect(f"file:{catalog}?mode=ro", uri=True) as db:
        for name, code, number, game in db.execute(
                "SELECT name, set_code, number, game FROM cards WHERE game IS NOT NULL"):
            found[name].append((code, number, game))
    return found


def text_rules(data: RulesData) -> TextRules:
    return TextRules.of(data.reprint_rule, data.parse_print, data.reprint_templates)


def test_every_pair_told_apart_at_a_glance_is_different_by_the_comparison(
        built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    rules = text_rules(rules_data)
    told_apart = 0
    for name, prints in prints_by_name(built_catalog[0]).items():
        for old_code, old_number, old in prints:
            for new_code, new_number, new in prints:
                if differs_at_a_glance(old, new):
                    told_apart += 1
                    assert compare(old, new, rules, name).sameness is Sameness.DIFFERENT, (
                        name, old_code, old_number, new_code, new_number)
    assert told_apart > 100  # the test cards hold many prints of one name that play otherwise


def game(catalog: Path, code: str, number: str) -> str:
    with sqlite3.connect(f"file:{catalog}?mode=ro", uri=True) as db:
        row = db.execute("SELECT game FROM cards WHERE set_code = ? AND number = ?",
                         (code, number)).fetchone()
    assert row is not None, (code, number)
    return str(row[0])


def game_with(catalog: Path, name: str, attack: str) -> str:
    """The game facts of the print of ``name`` that has the attack ``attack``."""
    with sqlite3.connect(f"file:{catalog}?mode=ro", uri=True) as db:
        row = db.execute("SELECT game FROM cards WHERE name = ? AND game LIKE ?",
                         (name, f"%{attack}%")).fetchone()
    assert row is not None, (name, attack)
    return str(row[0])


def test_dunsparce_with_other_attacks_is_told_apart_at_a_glance(
        built_catalog: tuple[Path, BuildReport]) -> None:
    # Double Draw and Dig (Boundaries Crossed) against Snake Hook and Bite and Run (Mysterious
    # Treasures): one Basic Pokémon with 60 HP, playing otherwise.
    catalog = built_catalog[0]
    assert differs_at_a_glance(game_with(catalog, "Dunsparce", "Double Draw"),
                               game_with(catalog, "Dunsparce", "Snake Hook"))


def test_ultra_ball_worded_otherwise_is_left_to_the_comparison(
        built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    # Both Item cards with one card text: only reading it tells them apart, and a judge decides
    # (the rule's own example of an undecided point).
    catalog = built_catalog[0]
    old, new = game(catalog, "SUM", "135"), game(catalog, "MEG", "131")
    assert not differs_at_a_glance(old, new)
    assert compare(old, new, text_rules(rules_data), "Ultra Ball").sameness \
        is not Sameness.DIFFERENT
