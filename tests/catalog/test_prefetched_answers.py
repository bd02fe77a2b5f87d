"""A deck's first-seen lines are asked about in one query per kind (Catalog.prefetch): what the
catalog then answers each line must be what the line's own questions get, card for card and in
the same order, whatever the list's language."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog

DECK = 500
"""Questions prefetched at a time: well within what the catalog remembers."""


def _questions(path: Path) -> list[tuple[tuple[str, str] | None, str | None]]:
    """Every print with every name key in the catalog (its own and the next print's, so that
    prints asked with another card's name are among them), and every name key with no print."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        prints = db.execute("SELECT set_code, number, id FROM cards WHERE set_code IS NOT NULL "
                            "ORDER BY id").fetchall()
        keys = [str(row[0]) for row in db.execute("SELECT DISTINCT key FROM names ORDER BY key")]
    asked: list[tuple[tuple[str, str] | None, str | None]] = [(None, key) for key in keys]
    asked += [((str(code), str(number)), keys[(index + shift) % len(keys)])
              for index, (code, number, _id) in enumerate(prints) for shift in (0, 1)]
    asked.append((("NOSUCHSET", "999"), keys[0]))
    asked += [((str(code), str(number)), None) for code, number, _id in prints[::5]]
    return asked


def _answers(catalog: Catalog, asked: list[tuple[tuple[str, str] | None, str | None]],
             prefer: tuple[str, ...]) -> list[object]:
    out: list[object] = []
    for print_key, key in asked:
        if key is None:  # a basic Energy's line: only its print is asked about
            assert print_key is not None
            printed = catalog.by_print(*print_key)
            out.append(printed.id if printed is not None else None)
            continue
        found = catalog.resolve(print_key, key, prefer)
        out.append((print_key, key, [card.id for card in found.cards], found.by_print,
                    found.printed_as, found.print_missing))
        out.append([card.id for card in catalog.by_key(key, prefer)])
    return out


@pytest.mark.parametrize("prefer", [("en",), ("it", "en"), ("fr", "en")])
def test_prefetched_answers_are_the_ones_asked_one_by_one(
        either_catalog: tuple[Path, BuildReport], prefer: tuple[str, ...]) -> None:
    path = either_catalog[0]
    asked = _questions(path)
    one_by_one = _answers(Catalog(path), asked, prefer)
    prefetched = Catalog(path)
    answers: list[object] = []
    for start in range(0, len(asked), DECK):  # as a batch asks: deck by deck
        prefetched.prefetch(asked[start:start + DECK], prefer)
        answers += _answers(prefetched, asked[start:start + DECK], prefer)
    assert answers == one_by_one


def test_prefetched_prints_of_a_name_are_the_ones_asked_one_by_one(
        either_catalog: tuple[Path, BuildReport]) -> None:
    path = either_catalog[0]
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        english = [str(row[0]) for row in db.execute("SELECT DISTINCT name FROM cards")]
    english.append("No Such Card")
    one_by_one = Catalog(path)
    prefetched = Catalog(path)
    for start in range(0, len(english), DECK):
        prefetched.prefetch_names(english[start:start + DECK])
        for name in english[start:start + DECK]:
            assert [card.id for card in prefetched.by_name(name)] \
                == [card.id for card in one_by_one.by_name(name)], name


def test_whether_a_print_bears_a_name_is_one_index_search(
        built_catalog: tuple[Path, BuildReport]) -> None:
    """The question a deck's every new line asks (does the print at its set and number bear its
    name?) is answered from the name-key index alone, by key and card: not by walking every
    print of a common name ("Pikachu" has hundreds, in six languages)."""
    path, _report = built_catalog
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        plan = " ".join(str(row[-1]) for row in db.execute(
            "EXPLAIN QUERY PLAN SELECT 1 FROM names WHERE key = ? AND card = ?", ("pikachu", 1)))
    assert "COVERING INDEX names_key (key=? AND card=?)" in plan
