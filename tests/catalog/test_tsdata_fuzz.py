"""Fuzzing the card-file reader and the value checks: any text is a value or a one-line reason."""

from __future__ import annotations

import contextlib
import os
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from deckcheck.catalog import values
from deckcheck.catalog.build import _card_fields
from deckcheck.catalog.tsdata import TsSyntaxError, parse_module

EXAMPLES = int(os.environ.get("DECKCHECK_FUZZ_EXAMPLES", "300"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None)

pieces = st.sampled_from(["{", "}", "[", "]", ":", ",", "+", "'", '"', "/*", "*/", "//", "\\u{",
                          "\\ud800", "\\x4", "1e999", "-0.5", "9" * 50, "name", "en", "hp",
                          "attacks", "Set", "true", "null", "\n", " ", "é"])
soup = st.lists(st.one_of(pieces, st.text(max_size=5)), max_size=80).map("".join)
wrapped = soup.map(lambda body: f"import Set from '../X'\nconst card = {{ {body} }}\n"
                                "export default card\n")


def json_like(depth: int = 3) -> st.SearchStrategy[Any]:
    leaves = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(),
                       st.text(max_size=10), st.sampled_from(["\ud800", "x" * 30_000]))
    return st.recursive(leaves, lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
        max_leaves=20)


@FUZZ
@given(st.one_of(soup, wrapped))
def test_any_text_is_a_module_or_a_syntax_error(text: str) -> None:
    try:
        module = parse_module(text)
    except TsSyntaxError:
        return
    if isinstance(module.value, dict):
        with contextlib.suppress(values.BadValue):
            values.card(_card_fields(module.value))


@FUZZ
@given(st.dictionaries(st.sampled_from(["name", "category", "hp", "types", "attacks", "effect",
                                        "evolveFrom", "stage", "rarity", "abilities", "item"]),
                       json_like(), max_size=8))
def test_any_card_value_is_kept_or_refused(card: dict[str, Any]) -> None:
    try:
        kept = values.card(_card_fields(card))
    except values.BadValue:
        return
    for name in kept["names"].values():
        name.encode("utf-8")


@FUZZ
@given(st.dictionaries(st.sampled_from(["id", "name", "abbreviations", "cardCount",
                                        "releaseDate"]), json_like(), max_size=5))
def test_any_set_value_is_kept_or_refused(card_set: dict[str, Any]) -> None:
    with contextlib.suppress(values.BadValue):
        values.card_set(card_set)
