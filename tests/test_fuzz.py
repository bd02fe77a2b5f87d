"""Whatever bytes arrive, deckcheck answers with a result, never a traceback."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.checker import Checker
from deckcheck.cli import app
from deckcheck.models import DeckResult, Severity, Verdict
from deckcheck.names.canonical import NameRules
from deckcheck.rules import RULES_BY_ID

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


def assert_well_formed(result: DeckResult, max_line: int) -> None:
    """What any answer must hold, read off the violations and cards, not off ``result.legal``."""
    errors = [v for v in result.violations if v.severity is Severity.ERROR]
    undecided = [v for v in result.violations if v.severity is Severity.WARNING and v.undecided]
    expected = Verdict.NOT_LEGAL if errors else Verdict.UNDECIDED if undecided else Verdict.LEGAL
    assert result.verdict is expected and result.legal is (expected is Verdict.LEGAL)
    for violation in result.violations:
        assert violation.rule in RULES_BY_ID, violation
        assert violation.message.strip() and "Traceback" not in violation.message, violation
        assert all(1 <= line <= max_line for line in violation.lines), violation
    if result.legal:  # the unlimited format: exactly 60 cards, at least one Basic Pokémon
        assert sum(card.line.quantity for card in result.cards) == 60
        assert any(card.basic_pokemon for card in result.cards)


@FUZZ
@given(st.binary(max_size=4096))
def test_random_bytes(checker: Checker, data: bytes) -> None:
    assert_well_formed(checker.check_bytes(data, "fuzz.txt"), len(data) + 1)


@FUZZ
@given(st.text(max_size=2000))
def test_random_unicode(checker: Checker, text: str) -> None:
    for encoding in ("utf-8", "utf-16"):
        assert_well_formed(checker.check_bytes(text.encode(encoding, "surrogatepass"), "fuzz.txt"),
                           len(text) + 1)


@FUZZ
@given(decklist_text)
def test_decklist_shaped_noise(checker: Checker, text: str) -> None:
    assert_well_formed(checker.check_bytes(text.encode("utf-8", "surrogatepass"), "fuzz.txt"),
                       len(text) + 1)


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
