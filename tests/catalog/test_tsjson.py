"""The json route through a card file reads exactly what the strict reader reads, or leaves it.

``deckcheck.catalog.tsjson`` rewrites a card file's object literal as JSON for the json module to
read; anything it is not sure of goes to the strict reader. Either way a file must give the same
module (imports, value, token count) or the same syntax error as the strict reader alone.
"""

from __future__ import annotations

import os
import tarfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckcheck.catalog import tsdata, tsjson

EXAMPLES = int(os.environ.get("DECKCHECK_FUZZ_EXAMPLES", "300"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None)


def both(source: str, max_tokens: int | None = None) -> tuple[object, object]:
    """What the strict reader and the json route make of ``source``: a module or an error."""
    found: list[object] = []
    for reader in (tsdata.parse_module, tsjson.parse_module):
        try:
            found.append(reader(source, max_tokens))
        except tsdata.TsSyntaxError as exc:
            found.append((type(exc), str(exc)))
    return found[0], found[1]


CHARIZARD = """import { Card } from '../../../interfaces'
import Set from '../Base Set'

const card: Card = {
\tname: {
\t\ten: "Charizard",
\t\tfr: "Dracaufeu",
\t},
\tillustrator: "Mitsuhiro Arita",
\tset: Set,
\tdexId: [
\t\t6,
\t],
\thp: 120,
\tattacks: [{cost: ["Fire", "Fire"], name: {en: "Fire Spin"}, damage: 100}],
\tweaknesses: [{type: "Water", value: "×2"}],
\tvariants: [{type: 'holo', stamp: ['1st-edition'], foil: 'cracked-ice', first: true}],
\tretreat: 3,
}

export default card
"""


def test_a_card_file_is_read_by_json_as_the_strict_reader_reads_it() -> None:
    assert tsjson._json_module(CHARIZARD, None) is not None  # the json route took it
    strict, fast = both(CHARIZARD)
    assert fast == strict
    assert isinstance(fast, tsdata.Module)
    assert fast.value["set"] == tsdata.Ref("Set")
    assert fast.value["variants"][0]["foil"] == "cracked-ice"


@pytest.mark.parametrize("literal", [
    '{name: "a" + "b"}',                     # strings joined: the strict reader joins them
    "{name: 'it\\'s'}",                      # an escaped quote JSON does not have
    '{name: "\\x41\\u{1F600}\\0"}',          # escapes JSON does not have
    "{hp: 007, retreat: .5, damage: 5.}",    # numbers JSON writes otherwise
    "{hp: " + "9" * 41 + "}",                # a number longer than the strict reader allows
    "{a: [,]}", "{a: 1,,}", "{,}", "{a: [1 2]}",  # commas with no value, values with no comma
    "{1: 'one', 'two': 2}",                  # keys that are numbers or single-quoted
    "{a: 1 // a comment\n}", "{a: /* x */ 1}",
    "{a: NaN, b: Infinity, c: -Infinity, d: undefined}",
    '{"\\u0000ref": "Set"}', "{a: {\u0000ref: 1}}",
    "{a: " + "[" * 32 + "]" * 32 + "}", "{a: " + "[" * 33 + "]" * 33 + "}",
    '{a: "\\ud83d\\ude00", b: "\\ud800", c: "tab\there"}',
    "{a: 1}; export default other", "[1, 2, 3,]", "{a: b: 1}", "{a: Set.id}",
    "{\ufeffa: 1}", "{a: 1e+5, b: -0, c: 1E5}",
    # an escaped NUL in single quotes writes the json route's own reference marker
    "{'\\0ref': 'Set'}", "{a: {'\\x00ref': 'Set'}}", "{'\\u{0}ref': Set}",
    # names, keys and commas where JSON has no value or key
    "{a: 1 Set}", "{a: {} Set}", "{Set}", "[a, b,]", "{a: [Set, true, undefined,]}",
    "{a: 1 b: 2}", "[a: 1]", "{a: x: 1}", "{a: 1e5: 2}", "{a: -b}", "{a: .b}",
    ", {a: 1}", "{a: [1] ,}", "{a: [ , 1]}", "{a: 1,\n\t}",
])
def test_what_the_json_route_is_not_sure_of_reads_as_the_strict_reader(literal: str) -> None:
    source = f"import {{ Card }} from '../x'\nconst card: Card = {literal}\nexport default card\n"
    strict, fast = both(source)
    assert fast == strict


@pytest.mark.parametrize("source", [
    "const card = {a: 1}\nexport default card",
    "const card = {a: 1};\nexport default card;\n",
    "import{ A , B }from\"../x\";\nconst card: Card={a:1}\nexport default card",
    "import A from '../x'\nimport { B } from '../y';\nconst c = {a: A}\nexport default c\n",
    "import A from '../\\x41'\nconst c = {}\nexport default c",
    "const card = {a: 1}\nexport default other",
    "const card = {a: 1}\nexport  default card\nexport default card",
    "const card = {a: 1}",
    "export default card",
])
def test_imports_declarations_and_exports_read_as_the_strict_reader(source: str) -> None:
    strict, fast = both(source)
    assert fast == strict


def test_the_token_budget_is_the_strict_readers() -> None:
    tokens = tsdata.parse_module(CHARIZARD).tokens
    assert tsjson.parse_module(CHARIZARD).tokens == tokens
    assert both(CHARIZARD, tokens - 1) == both(CHARIZARD, tokens - 1)
    strict, fast = both(CHARIZARD, tokens - 2)
    assert fast == strict
    assert isinstance(fast, tuple) and fast[0] is tsdata.TooManyTokens


pieces = st.sampled_from(["{", "}", "[", "]", ":", ",", "+", "'", '"', "/*", "*/", "//", "\\u{",
                          "\\ud800", "\\u0000", "\\x4", "1e999", "-0.5", "9" * 50, "name", "en",
                          "Set", "true", "null", "undefined", "NaN", "\n", " ", "\t", "é", "007",
                          '"a"', "'b'", '"c\\"d"', "\\", ".5", "5.", "-", "e5", ";"])
soup = st.lists(st.one_of(pieces, st.text(max_size=4)), max_size=60).map("".join)


def literals(depth: int = 3) -> st.SearchStrategy[str]:
    """Object literals as TCGdex writes them, and as it might: bare and quoted keys, both
    quotes, trailing commas, references to imports."""
    names = st.from_regex(r"[A-Za-z_$][A-Za-z0-9_$]{0,6}", fullmatch=True)
    strings = st.text(max_size=8).map(lambda text: '"' + text.replace("\\", "\\\\")
                                      .replace('"', '\\"').replace("\n", "\\n") + '"') \
        | st.text(alphabet="abc é'\\\"", max_size=6).map(lambda text: "'" + text.replace(
            "\\", "\\\\").replace("'", "\\'") + "'")
    leaves = st.one_of(strings, names, st.integers().map(str), st.floats(
        allow_nan=False, allow_infinity=False).map(repr))

    def extend(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        comma = st.sampled_from([",", ", ", ",\n\t", ",\n"])
        trailing = st.sampled_from(["", ",", ",\n"])
        arrays = st.tuples(st.lists(inner, max_size=4), comma, trailing).map(
            lambda t: "[" + t[1].join(t[0]) + (t[2] if t[0] else "") + "]")
        pairs = st.tuples(st.one_of(names, strings), inner).map(lambda kv: f"{kv[0]}: {kv[1]}")
        objects = st.tuples(st.lists(pairs, max_size=4), comma, trailing).map(
            lambda t: "{" + t[1].join(t[0]) + (t[2] if t[0] else "") + "}")
        return arrays | objects

    return st.recursive(leaves, extend, max_leaves=25)


def module(literal: str) -> str:
    return (f"import {{ Card }} from '../x'\nimport Set from '../S'\n"
            f"const card: Card = {literal}\n\nexport default card\n")


@FUZZ
@given(st.one_of(literals(), soup))
def test_any_literal_reads_as_the_strict_reader_reads_it(literal: str) -> None:
    strict, fast = both(module(literal))
    assert fast == strict


@FUZZ
@given(soup)
def test_any_text_reads_as_the_strict_reader_reads_it(text: str) -> None:
    strict, fast = both(text)
    assert fast == strict


@pytest.mark.full_catalog
def test_every_file_of_the_card_database_reads_as_the_strict_reader(full_archive: Path) -> None:
    # Every 7th file (the whole database takes the strict reader half a minute).
    with tarfile.open(full_archive, "r:gz") as archive:
        checked = 0
        for index, member in enumerate(archive):
            if not member.name.endswith(".ts") or index % 7:
                continue
            handle = archive.extractfile(member)
            assert handle is not None
            text = handle.read().decode("utf-8")
            strict, fast = both(text)
            assert fast == strict, member.name
            checked += 1
    assert checked > 3000
