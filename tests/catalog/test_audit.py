"""`deckcheck catalog audit` finds the card database's known errors: on the miniature catalog,
then (tests marked ``full_catalog``) on the full card database."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import check

from deckcheck import formats
from deckcheck.catalog.audit import Finding, audit
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def findings(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> list[Finding]:
    return list(audit(Catalog(either_catalog[0]), rules_data))


def cards_of(findings: list[Finding], kind: str) -> set[str]:
    return {f.card for f in findings if f.kind == kind}


def test_special_energy_marked_basic(findings: list[Finding]) -> None:
    assert {"ASC 216", "POR 86", "PFL 124"} <= cards_of(findings, "special-energy-as-basic")


def test_black_and_white_ace_specs_unmarked(findings: list[Finding]) -> None:
    unmarked = cards_of(findings, "ace-spec-unmarked")
    assert {"BCR 137", "PLB 95"} <= unmarked
    assert "TEF 152" not in unmarked


def test_legend_halves_marked_basic(findings: list[Finding]) -> None:
    assert {"HS 111", "HS 114"} <= cards_of(findings, "legend-as-basic")


def test_v_union_artist_missing(findings: list[Finding]) -> None:
    assert "PR-SW SWSH215" in cards_of(findings, "v-union-artist")


def test_pokemon_without_stage(findings: list[Finding]) -> None:
    assert "PR-SW 215" in cards_of(findings, "pokemon-without-stage")


def test_prism_star_without_its_symbol(built_catalog: tuple[Path, BuildReport],
                                       rules_data: RulesData) -> None:
    # The miniature catalog's one seeded error (tests/cards/card_facts.yaml): "Lunala" at UPR 62.
    found = list(audit(Catalog(built_catalog[0]), rules_data))
    assert "UPR 62" in cards_of(found, "prism-star-symbol")
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(built_catalog[0]))
    [card] = check(checker, "1 Lunala UPR 62\n").cards
    assert card.prism_star and card.name.display == "Lunala ◇"  # data/ wins


def test_basic_energy_is_never_reported(findings: list[Finding],
                                       either_catalog: tuple[Path, BuildReport]) -> None:
    fire = Catalog(either_catalog[0]).by_name("Fire Energy")
    assert any(card.energy_type == "Normal" for card in fire)  # there is one to leave out
    assert not any(f.message.split(" is marked")[0] == "Fire Energy" for f in findings)


def test_sets_no_list_writes_a_code_for(findings: list[Finding]) -> None:
    """Base Set's codes come from card databases only (data/set_codes.yaml names no client,
    site or list archive that writes BS): the audit lists it, so a code a list writes for it
    can be looked for and added."""
    unsourced = cards_of(findings, "set-code-unsourced")
    assert "base1 (BS)" in unsourced
    assert not any(card.startswith("sv01 ") for card in unsourced)  # SVI: Pokémon TCG Live


def test_a_set_the_table_does_not_list(built_catalog: tuple[Path, BuildReport],
                                       rules_data: RulesData) -> None:
    table: dict[str, Any] = dict(rules_data.set_table)
    table["codes"] = {k: v for k, v in table["codes"].items() if k != "sv01"}
    data = RulesData(dict(rules_data.raw, set_table=table))
    found = list(audit(Catalog(built_catalog[0]), data))
    assert "sv01 (SVI)" in cards_of(found, "set-not-listed")
