"""The reprint rule compares a print with every print of the same name, however the card data
spells it.

A Trainer's subtitle is no part of its name (data/citations.yaml, from Pokémon's 2023 Standard
rotation article: "Boss's Orders (Giovanni) from Sword & Shield—Rebel Clash has a 'D' regulation
mark ... it can still be used because Boss's Orders (Cyrus) from Sword & Shield—Brilliant Stars has
an 'F' regulation mark"). The card data names Rebel Clash's print "Boss's Orders (Giovanni)" and the
later ones "Boss's Orders": the legal reprint is found by the name's canonical key, not by one
spelling. Lines from Pokémon TCG Live exports in tests/corpus/measure (codes4tcg-decks) write
`1 Boss's Orders RCL 189` and `4 Professor's Research SSH 178` in Standard decks.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import check, checkers_by_format, deck

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def checker_for(built_catalog: tuple[Path, BuildReport],
                rules_data: RulesData) -> Callable[[str], Checker]:
    return checkers_by_format(Catalog(built_catalog[0]), rules_data)


def not_in_format(checker: Checker, line: str) -> list[str]:
    """The not-in-format findings on ``line``, the first of a deck (its filler is the helpers'
    Pikachu V, long out of Standard, and basic Energy)."""
    return [v.message for v in check(checker, deck(line)).violations
            if v.rule == "not-in-format" and v.lines == (1,)]


def test_a_subtitled_boss_s_orders_is_legal_through_its_plain_reprint(
        checker_for: Callable[[str], Checker]) -> None:
    """On 2023-08-01 Rebel Clash's regulation mark D had left Standard; Paldea Evolved's Boss's
    Orders (mark G) was legal, with the same text."""
    assert not_in_format(checker_for("standard@2023-08-01"), "4 Boss's Orders RCL 189") == []


def test_a_subtitled_boss_s_orders_is_legal_in_today_s_standard(
        checker_for: Callable[[str], Checker]) -> None:
    """Mega Evolution's Boss's Orders (MEG 114, mark I) is in today's Standard."""
    assert not_in_format(checker_for("standard"), "4 Boss's Orders (Giovanni) RCL 154") == []


def test_a_subtitled_professor_s_research_is_legal_through_its_plain_reprint(
        checker_for: Callable[[str], Checker]) -> None:
    """Professor's Research (Professor Magnolia) SSH 178 through Scarlet & Violet's SVI 189."""
    assert not_in_format(checker_for("standard@2023-08-01"),
                         "4 Professor's Research SSH 178") == []


def test_a_subtitled_print_with_no_legal_reprint_is_still_not_legal(
        checker_for: Callable[[str], Checker]) -> None:
    """Today no Professor's Research is in Standard (every print is mark G or older)."""
    [message] = not_in_format(checker_for("standard"), "4 Professor's Research SSH 178")
    assert "Professor's Research" in message
