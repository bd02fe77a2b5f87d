"""The reports' own words are translated in the active language; the JSON contract is not.

A fake catalog stands in for a real one: it upper-cases every message outside its ``{named}``
placeholders, so a translated word is visible and a placeholder still fills. English output is
held byte for byte by the other tests; these only prove that the words go through gettext.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from i18n_fake import install

from deckcheck.checker import Checker
from deckcheck.i18n import use
from deckcheck.models import DeckResult
from deckcheck.report.base import Tally
from deckcheck.report.json_report import JsonReporter
from deckcheck.report.text import TextReporter
from deckcheck.rulesdata import RulesData


@pytest.fixture
def shouting(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch)


# Line 3 cannot be read; the rest is a small list whose names no catalog checks.
DECK = "Pokémon: 1\n4 Pikachu V VIV 43\nthis is not a card line\nEnergy: 1\n56 Basic {L} Energy\n"


def _report(checker: Checker, rules_data: RulesData) -> tuple[DeckResult, str]:
    result = checker.check_bytes(DECK.encode(), "deck.txt")
    reporter = TextReporter(checker.format, rules_data, color=False)
    tally = Tally()
    tally.add(result)
    return result, reporter.begin() + reporter.deck(result) + reporter.end(tally)


def test_english_is_the_source_text(checker: Checker, rules_data: RulesData) -> None:
    _, text = _report(checker, rules_data)
    assert text.startswith("deck.txt: NOT LEGAL (")
    assert "  Pokémon 4 · Trainer 0 · Energy 56 · Total 60\n" in text
    assert "line 3: cannot read 'this is not a card line': expected" in text
    assert text.endswith("1 deck checked (Unlimited): 0 legal, 1 not legal\n")


@pytest.mark.usefixtures("shouting")
def test_the_text_report_speaks_the_active_language(checker: Checker,
                                                    rules_data: RulesData) -> None:
    with use("it"):
        _, text = _report(checker, rules_data)
    # The report's own words, each filled after translation.
    assert "  POKÉMON 4 · TRAINER 0 · ENERGY 56 · TOTAL 60\n" in text
    assert re.search(r"^deck\.txt: NOT LEGAL \(\d+ ERRORS?\b", text, re.MULTILINE)
    assert re.search(r"^  ERROR +syntax  LINE 3: ", text, re.MULTILINE)
    assert "POINT TO CONFIRM WITH A JUDGE" in text
    assert re.search(r"^  UNDECIDED unknown-card  ", text, re.MULTILINE)
    assert "            RULE: " in text  # the label, and the rule's translated summary
    assert text.endswith("1 DECK CHECKED (UNLIMITED): 0 LEGAL, 1 NOT LEGAL\n")
    # A reading problem, made while the list is read in that language; the line as written
    # and the format's name (data) are not translated.
    assert "CANNOT READ 'this is not a card line': EXPECTED '<QUANTITY> <CARD NAME>" in text


@pytest.mark.usefixtures("shouting")
def test_english_needs_no_catalog(checker: Checker, rules_data: RulesData) -> None:
    with use("en"):
        _, text = _report(checker, rules_data)
    assert "line 3: cannot read 'this is not a card line'" in text


def _shape(value: Any) -> Any:
    """The JSON value with every text replaced by its type, keys and structure kept."""
    if isinstance(value, dict):
        return {key: _shape(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_shape(item) for item in value]
    return type(value).__name__


def _json(checker: Checker, rules_data: RulesData) -> dict[str, Any]:
    result = checker.check_bytes(DECK.encode(), "deck.txt")
    reporter = JsonReporter(checker.format, rules_data, color=False)
    tally = Tally()
    tally.add(result)
    document: dict[str, Any] = json.loads(reporter.begin() + reporter.deck(result)
                                          + reporter.end(tally))
    return document


@pytest.mark.usefixtures("shouting")
def test_the_json_report_keeps_its_keys_and_structure(checker: Checker,
                                                      rules_data: RulesData) -> None:
    english = _json(checker, rules_data)
    with use("it"):
        translated = _json(checker, rules_data)
    assert _shape(translated) == _shape(english)
    # Only the violations' messages are words; ids, verdicts, severities and cards are not.
    for document in (english, translated):
        for violation in document["decks"][0]["violations"]:
            violation.pop("message")
    assert translated == english


@pytest.mark.usefixtures("shouting")
def test_an_export_refusal_speaks_the_active_language(checker: Checker,
                                                      rules_data: RulesData) -> None:
    from deckcheck.export.sheet import ExportError, build

    with use("it"):
        result = checker.check_bytes(DECK.encode(), "deck.txt")
        with pytest.raises(ExportError) as refused:
            build(result, checker.format, rules_data, None)
    message = str(refused.value)
    assert message.startswith("deck.txt IS NOT LEGAL IN UNLIMITED (syntax: CANNOT READ ")
    assert "; RUN `DECKCHECK CHECK deck.txt` AND FIX IT" in message


@pytest.mark.usefixtures("shouting")
def test_a_missing_file_is_said_in_the_active_language() -> None:
    from deckcheck.errors import UsageError
    from deckcheck.read.sources import expand

    with use("it"), pytest.raises(UsageError) as missing:
        expand(["no/such/deck.txt"])
    assert str(missing.value) == "no/such/deck.txt: NO SUCH FILE OR DIRECTORY"
