"""A report in the reader's language names each card as the player will recognise it.

A line written in English is named in the reader's language where the card catalog has the name,
with the English name beside it, the one the rules count; a line written in a language of its
own is quoted as the player wrote it, since messages quote it too. In English, a line is shown as
written, with the English name beside it when it is written in another language.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.i18n import use
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def checker(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(built_catalog[0]))


def described(checker: Checker, line: str, language: str) -> str:
    with use(language):
        result = check(checker, line + "\n")
        return result.cards[0].describe()


def test_an_english_line_is_named_in_the_readers_language(checker: Checker) -> None:
    assert described(checker, "4 Boss's Orders PAL 172", "it") == \
        "4 Ordini del Capo (Boss's Orders) PAL 172"


def test_a_line_in_another_language_is_quoted_as_written(checker: Checker) -> None:
    assert described(checker, "4 Órdenes de Jefes PAL 172", "it") == \
        "4 Órdenes de Jefes (Boss's Orders) PAL 172"


def test_in_english_a_line_is_shown_as_written_beside_its_english_name(
        checker: Checker) -> None:
    assert described(checker, "4 Órdenes de Jefes PAL 172", "en") == \
        "4 Órdenes de Jefes (Boss's Orders) PAL 172"


def test_in_english_an_english_line_is_shown_as_written(checker: Checker) -> None:
    assert described(checker, "4 Boss's Orders PAL 172", "en") == "4 Boss's Orders PAL 172"
    # A label in brackets is the player's, not another name to translate.
    assert described(checker, "4 Boss's Orders (Ghetsis) PAL 265", "en") == \
        "4 Boss's Orders (Ghetsis) PAL 265"
