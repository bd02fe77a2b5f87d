"""Fuzzing the whole pipeline: reader, checker (with and without a card catalog) and every
reporter. Seconds in the normal suite; ``DECKCHECK_FUZZ_EXAMPLES=20000`` runs longer."""

from __future__ import annotations

import json
import os
import re

import pytest
from archives import members, tarball
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck import run
from deckcheck.catalog.build import build
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.i18n import LANGUAGES, use
from deckcheck.report import REPORTERS, Tally, reporter_class
from deckcheck.rulesdata import RulesData

EXAMPLES = int(os.environ.get("DECKCHECK_FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
RAW_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")

names = st.one_of(st.sampled_from(["Pikachu V", "Card 7", "Boss's Orders", "Basic {L} Energy",
                                   "Radiant Charizard", "Cardd 12", "Pikachu ex", "Team:",
                                   "Evolution Deck:", "\x1b[2J", "Ｐｉｋａｃｈｕ"]),
                  st.text(max_size=30))
card_line = st.builds(lambda q, name, tail: f"{q} {name}{tail}",
                      st.one_of(st.integers(-3, 120), st.text(max_size=3)), names,
                      st.sampled_from(["", " TST 7", " SWSH 43", " PR-SV 189", " SVE 4", " PH"]))
decklist = st.lists(st.one_of(card_line, st.sampled_from(
    ["Pokémon: 3", "Trainer:", "Energy (2)", "Total Cards: 60", "##Pokémon - 13", "",
     "****** Pokémon Trading Card Game Deck List ******", "a" + " " * 298 + "1"]),
    st.text(max_size=60)), max_size=60).map("\n".join)
encoded = st.tuples(decklist, st.sampled_from(["utf-8", "utf-16", "cp1252"])).map(
    lambda pair: pair[0].encode(pair[1], "replace"))
raw_input = st.one_of(encoded, st.binary(max_size=2048))


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory, rules_data: RulesData) -> Catalog:
    folder = tmp_path_factory.mktemp("fuzz-catalog")
    (folder / "a.tar.gz").write_bytes(tarball(members(50)))
    build(folder / "a.tar.gz", folder / "c.sqlite3", rules_data, "fuzz")
    return Catalog(folder / "c.sqlite3")


def run_everything(checker: Checker, rules_data: RulesData, data: bytes, name: str) -> None:
    result = checker.check_bytes(data, name)
    assert result.legal == (result.errors == 0 and result.undecided == 0)
    tally = Tally()
    tally.add(result)
    for output in REPORTERS:
        for color in (False, True):
            reporter = reporter_class(output)(checker.format, rules_data, color)
            text = reporter.begin() + reporter.deck(result) + reporter.end(tally)
            assert isinstance(text, str)
            if output == "json":
                assert json.loads(text)["decks"][0]["legal"] == result.legal
            if output == "text" and not color:
                assert not RAW_CONTROL.search(text), text


@FUZZ
@given(raw_input, st.text(max_size=20))
def test_pipeline_without_a_catalog(rules_data: RulesData, data: bytes, name: str) -> None:
    for format_id in ("standard", "team-of-six"):
        checker = Checker(rules_data, run.game_format(rules_data, format_id))
        run_everything(checker, rules_data, data, name + ".txt")


@FUZZ
@given(raw_input)
def test_pipeline_with_a_catalog(rules_data: RulesData, catalog: Catalog, data: bytes) -> None:
    for format_id in ("standard", "expanded", "team-of-six"):
        checker = Checker(rules_data, run.game_format(rules_data, format_id), catalog)
        run_everything(checker, rules_data, data, "fuzz.txt")



@FUZZ
@given(raw_input, st.sampled_from(LANGUAGES))
def test_pipeline_in_every_language(rules_data: RulesData, catalog: Catalog, data: bytes,
                                    code: str) -> None:
    # Every message filled in every language: a translation whose placeholders do not fit its
    # message would raise here, as it would for a player.
    with use(code):
        for format_id in ("standard", "glc", "standard@2019-08-16"):
            checker = Checker(rules_data, run.game_format(rules_data, format_id), catalog)
            run_everything(checker, rules_data, data, "fuzz.txt")
