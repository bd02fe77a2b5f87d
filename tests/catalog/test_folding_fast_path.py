"""Folding ASCII text takes a shorter road (most card names are ASCII): it must arrive at exactly
what the Unicode road gives, for every name the catalog holds and for the spacing a list has."""

from __future__ import annotations

import sqlite3
import unicodedata
from pathlib import Path

import pytest

from deckcheck.catalog.build import BuildReport
from deckcheck.names.folding import fold, tidy


def _unicode_fold(text: str) -> str:
    """The Unicode road alone: what fold gave every text before it had a fast path."""
    decomposed = unicodedata.normalize("NFKD", tidy(text))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def test_every_catalog_name_folds_as_the_unicode_road_folds_it(
        either_catalog: tuple[Path, BuildReport]) -> None:
    with sqlite3.connect(f"file:{either_catalog[0]}?mode=ro", uri=True) as db:
        names = [str(row[0]) for row in db.execute("SELECT DISTINCT name FROM names")]
    assert sum(name.isascii() for name in names) > 0
    fold.cache_clear()
    assert [name for name in names if fold(name) != _unicode_fold(name)] == []


@pytest.mark.parametrize("text", [
    "Boss`s Orders",  # a grave accent for the apostrophe: the one ASCII look-alike
    "  Ultra\tBall \r\n",  # tabs, a line's own ending
    "Iono\x1cPAL\x1f185",  # the ASCII separators str.split() and the \s pattern both split on
    "Professor's Research",
    "ARCEUS VSTAR",
    "",
])
def test_ascii_spacing_and_apostrophes_fold_as_the_unicode_road_folds_them(text: str) -> None:
    fold.cache_clear()
    assert fold(text) == _unicode_fold(text)
