"""data/cards/not_tournament_legal.yaml names real prints: each is that card in the catalog."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from helpers import check

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.names.canonical import NameRules
from deckcheck.rulesdata import RulesData


def test_every_listed_print_is_that_card_in_the_catalog(
        built_catalog: tuple[Path, BuildReport], rules_data: RulesData,
        name_rules: NameRules) -> None:
    listed = [(card["name"], rules_data.parse_print(ref))
              for card in rules_data.card_list("not_tournament_legal")["cards"]
              for ref in card["prints"]]
    assert listed
    with sqlite3.connect(built_catalog[0]) as db:
        found = {(name, key): [n for (n,) in db.execute(
            "SELECT name FROM cards WHERE set_code = ? AND number = ?", key)]
            for name, key in listed}
    wrong = {f"{key[0]} {key[1]}": names for (name, key), names in found.items()
             if [name_rules.canonical(n).key for n in names] != [name_rules.canonical(name).key]}
    assert wrong == {}


def test_a_promo_number_without_its_set_code_names_the_promo(
        built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(built_catalog[0]))
    [card] = check(checker, "1 Greninja ☆ SWSH144\n").cards
    assert card.print_key == ("PR-SW", "144")
    assert card.name.display == "Greninja ☆" and card.print_mismatch is None
    assert [p.name for p in card.prints] == ["Greninja ☆"]


def test_a_promo_not_for_tournaments_is_not_legal_in_standard(
        built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    checker = Checker(rules_data, formats.get(rules_data, "standard"), Catalog(built_catalog[0]))
    [found] = [v for v in check(checker, "1 Greninja ☆ SWSH144\n").violations
               if v.rule == "not-for-tournaments"]
    assert found.severity.value == "error" and "official tournaments" in found.message


def test_unlimited_takes_a_promo_not_for_tournaments(
        built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> None:
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(built_catalog[0]))
    assert not [v for v in check(checker, "1 Greninja ☆ SWSH144\n").violations
                if v.rule == "not-for-tournaments"]
