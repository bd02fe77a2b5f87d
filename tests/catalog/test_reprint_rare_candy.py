"""Rare Candy, the rotation article's own example of the reprint rule: "the Rare Candy from Sun &
Moon ... can still be used because the Rare Candy from Pokémon GO ... has an 'F' regulation mark"
(Pokémon, 2023 Standard Format Rotation article; data/reprint_templates.yaml). Its prints word
one effect three ways: Plasma Blast "put that card on the Basic Pokémon. (This counts as evolving
that Pokémon.)", Sun & Moon "onto the Basic Pokémon to evolve it", Scarlet & Violet and Mega
Evolution "to evolve it, skipping the Stage 1". Standard decks of tests/corpus/measure
(codes4tcg-decks, Pokémon TCG Live exports) play `Rare Candy PLB 105` and `Rare Candy GRI 165`.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData
from deckcheck.run import game_format


@pytest.fixture(scope="module")
def standard(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, game_format(rules_data, "standard"), Catalog(built_catalog[0]))


def first_line_out(checker: Checker, line: str) -> list[str]:
    return [v.message for v in check(checker, deck(line)).violations
            if v.rule == "not-in-format" and v.lines == (1,)]


def test_guardians_rising_rare_candy_is_legal_through_today_s(standard: Checker) -> None:
    """GRI 165 words it as Sun & Moon's SUM 129 does, the article's example (a published ruling
    of data/reprint_rule.yaml names SUM 129 alone: the template reads every print so worded)."""
    assert first_line_out(standard, "4 Rare Candy GRI 165") == []


def test_plasma_blast_s_rare_candy_is_legal_through_today_s(standard: Checker) -> None:
    assert first_line_out(standard, "4 Rare Candy PLB 105") == []
