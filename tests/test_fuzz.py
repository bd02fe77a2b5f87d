"""Whatever bytes arrive, deckcheck answers with a result, never a traceback."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.checker import Checker
from deckcheck.cli import app
from deckcheck.models import DeckResult
from deckcheck.names import NameRules

# DECKCHECK_FUZZ_EXAMPLES=20000 for a longer run than the suite's seconds.
FUZZ = settings(max_examples=int(os.environ.get("DECKCHECK_FUZZ_EXAMPLES", "300")), deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

card_line = st.builds(
    lambda q, name, tail: f"{q} {name}{tail}",
    st.one_of(st.integers(min_value=-5, max_value=10**30), st.text(max_size=4)),
    st.text(min_size=0, max_size=40),
    st.sampled_from(["", " PAR 70", " PR-SV 189", " Energy", " SVE", " 7", " PH", " {*}"]),
)
decklist_text = st.lists(
    st.one_of(card_line, st.sampled_from(["Pokémon: 3", "Trainer:", "Total Cards: 60",
                                          "##Energy - 9", "", "****** x ******"]),
              st.text(max_size=80)),
    max_size=40,
).map("\n".join)


def assert_well_formed(result: DeckResult) -> None:
    assert result.legal == (result.errors == 0)
    for violation in result.violations:
        assert violation.rule and violation.message


@FUZZ
@given(st.binary(max_size=4096))
def test_random_bytes(checker: Checker, data: bytes) -> None:
    assert_well_formed(checker.check_bytes(data, "fuzz.txt"))


@FUZZ
@given(st.text(max_size=2000))
def test_random_unicode(checker: Checker, text: str) -> None:
    for encoding in ("utf-8", "utf-16"):
        assert_well_formed(checker.check_bytes(text.encode(encoding, "surrogatepass"), "fuzz.txt"))


@FUZZ
@given(decklist_text)
def test_decklist_shaped_noise(checker: Checker, text: str) -> None:
    assert_well_formed(checker.check_bytes(text.encode("utf-8", "surrogatepass"), "fuzz.txt"))


@FUZZ
@given(st.text(max_size=60))
def test_any_name_has_a_canonical_form(name_rules: NameRules, name: str) -> None:
    canonical = name_rules.canonical(name)
    assert isinstance(canonical.key, str) and isinstance(canonical.display, str)


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=512))
def test_cli_never_shows_a_traceback(data: bytes) -> None:
    result = CliRunner().invoke(app, ["check", "-", "--output", "json"], input=data)
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.exit_code in (0, 1)
