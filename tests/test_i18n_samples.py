"""The sample decks answered in the player's language, with the real message catalogs.

``--lang it`` translates every message of the text report and every ``message`` of the JSON
report, and nothing else: rule ids, lines, cards' print codes and verdict values stay as they are.
Without ``--lang``, a list exported from the Italian client gets its text report in Italian, while
machine outputs stay English whatever the list or the machine's locale.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck import i18n
from deckcheck.cli import app

ROOT = Path(__file__).resolve().parent.parent
ITALIAN_LIST = ROOT / "sample_decks" / "expanded" / "gardevoir-ex.italian.txt"
runner = CliRunner()


@pytest.fixture(autouse=True)
def _from_the_repository_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # where pyproject.toml gives each sample folder its format


def italian(message: str) -> str:
    with i18n.use("it"):
        return i18n._(message)


def report(*args: str) -> Any:
    result = runner.invoke(app, ["check", "sample_decks/", "--output", "json", *args])
    assert result.exit_code in (1, 3), result.output
    return json.loads(result.stdout)


def test_lang_it_translates_every_message_of_the_json_report_and_nothing_else() -> None:
    english, translated = report(), report("--lang", "it")
    assert len(english["decks"]) == len(translated["decks"]) >= 10
    for deck_en, deck_it in zip(english["decks"], translated["decks"], strict=True):
        assert [v["rule"] for v in deck_en["violations"]] == \
            [v["rule"] for v in deck_it["violations"]]
        assert deck_en["verdict"] == deck_it["verdict"]
        for v_en, v_it in zip(deck_en["violations"], deck_it["violations"], strict=True):
            assert v_en["lines"] == v_it["lines"]
            assert v_en["message"] != v_it["message"], v_en["message"]


def test_lang_it_speaks_italian_in_the_text_report() -> None:
    result = runner.invoke(app, ["check", "sample_decks/", "--lang", "it"])
    assert result.exit_code == 1, result.output  # some samples are illegal on purpose
    assert f": {italian('UNDECIDED')} (" in result.stdout
    assert f": {italian('NOT LEGAL')} (" in result.stdout
    assert italian("UNDECIDED") != "UNDECIDED"
    assert "decks checked" not in result.stdout


def test_an_italian_list_gets_an_italian_text_report_without_lang() -> None:
    result = runner.invoke(app, ["check", str(ITALIAN_LIST)])
    first_line = result.stdout.splitlines()[0]
    assert f": {italian('UNDECIDED')} (" in first_line, first_line


def test_machine_output_stays_english_whatever_the_list_and_the_locale(
        monkeypatch: pytest.MonkeyPatch) -> None:
    english = runner.invoke(app, ["check", str(ITALIAN_LIST), "--output", "json", "--lang", "en"])
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    for output in ("json", "github", "sarif"):
        plain = runner.invoke(app, ["check", str(ITALIAN_LIST), "--output", output])
        asked = runner.invoke(app, ["check", str(ITALIAN_LIST), "--output", output,
                                    "--lang", "en"])
        assert plain.stdout == asked.stdout
    assert runner.invoke(app, ["check", str(ITALIAN_LIST), "--output", "json"]).stdout \
        == english.stdout


def test_the_locale_chooses_the_language_of_a_list_without_headers(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    plain = tmp_path / "deck.txt"
    plain.write_text("61 Psychic Energy\n", encoding="utf-8")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    result = runner.invoke(app, ["check", str(plain)])
    with i18n.use("de"):
        not_legal = i18n._("NOT LEGAL")
    assert f": {not_legal} (" in result.stdout


def test_the_locale_outranks_the_lists_own_language(monkeypatch: pytest.MonkeyPatch) -> None:
    # One language per answer: the reader's (the locale), not each list's header words.
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    result = runner.invoke(app, ["check", "sample_decks/standard/dragapult-ex.ptcgl.txt",
                                 str(ITALIAN_LIST)])
    with i18n.use("de"):
        undecided = i18n._("UNDECIDED")
    assert all(f": {undecided} (" in line for line in result.stdout.splitlines()
               if line.startswith("sample_decks/")), result.stdout


def test_lang_outranks_the_lists_own_language() -> None:
    result = runner.invoke(app, ["check", str(ITALIAN_LIST), "--lang", "en"])
    assert ": UNDECIDED (" in result.stdout.splitlines()[0]


def test_an_unknown_language_is_a_usage_error() -> None:
    result = runner.invoke(app, ["check", str(ITALIAN_LIST), "--lang", "xx"])
    assert result.exit_code == 2
    assert "unknown language 'xx'" in result.stderr


def test_one_italian_list_gets_an_italian_summary_line_too() -> None:
    result = runner.invoke(app, ["check", str(ITALIAN_LIST)])
    with i18n.use("it"):
        summary = i18n.ngettext("{count} deck checked ({formats}): {counts}",
                                "{count} decks checked ({formats}): {counts}", 1)
    expected = summary.format(count=1, formats="", counts="").split(" (")[0]
    assert result.stdout.splitlines()[-1].startswith(expected + " (")
    assert expected != "1 deck checked"


def test_export_answers_an_italian_list_in_italian() -> None:
    own = runner.invoke(app, ["export", str(ITALIAN_LIST), "--to", "plain"])
    english = runner.invoke(app, ["export", str(ITALIAN_LIST), "--to", "plain", "--lang", "en"])
    assert own.exit_code == english.exit_code == 1  # undecided without a catalog: refused
    assert "is UNDECIDED in" in english.stderr
    assert "is UNDECIDED in" not in own.stderr
    assert own.stderr.startswith(italian("deckcheck: error: {message}").split("{")[0])


@pytest.mark.parametrize("written", ["IT", "it_IT", "it-IT", "it_IT.UTF-8"])
def test_a_language_is_read_as_people_write_it(written: str) -> None:
    result = runner.invoke(app, ["check", "sample_decks/unlimited/sixty-one-cards.txt",
                                 "--lang", written])
    assert f": {italian('NOT LEGAL')} (" in result.stdout


def test_lang_before_the_command_speaks_for_it() -> None:
    result = runner.invoke(app, ["--lang", "it", "check",
                                 "sample_decks/unlimited/sixty-one-cards.txt"])
    assert f": {italian('NOT LEGAL')} (" in result.stdout


def test_a_terminal_that_cannot_show_a_character_gets_it_escaped() -> None:
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    done = subprocess.run([sys.executable, "-m", "deckcheck", "check", "--lang", "de",
                           "sample_decks/unlimited/sixty-one-cards.txt"],
                          capture_output=True, env=env, cwd=ROOT, check=False)
    assert done.returncode == 1, done.stderr  # the verdict, not a failed report
    assert b"\\xe4" in done.stdout or b"\\u" in done.stdout


SPANISH_LIST = ROOT / "tests" / "catalog" / "lists" / "mega-gardevoir-ex.spanish.txt"


def test_lists_in_several_languages_get_one_language() -> None:
    # No --lang and no locale: the lists do not share a language, so the run speaks English,
    # verdicts and summary alike.
    result = runner.invoke(app, ["check", str(ITALIAN_LIST), str(SPANISH_LIST)])
    heads = [line for line in result.stdout.splitlines() if line.startswith(str(ROOT))]
    assert len(heads) == 2 and all(": UNDECIDED (" in line for line in heads), heads
    assert "decks checked" in result.stdout.splitlines()[-1]


def test_lists_that_share_a_language_are_answered_in_it() -> None:
    spanish_copy = [str(SPANISH_LIST), str(SPANISH_LIST)]
    result = runner.invoke(app, ["check", *spanish_copy])
    with i18n.use("es"):
        undecided = i18n._("UNDECIDED")
    assert result.stdout.count(f": {undecided} (") == 2


def test_a_list_on_standard_input_counts_for_the_shared_language() -> None:
    text = ITALIAN_LIST.read_text(encoding="utf-8")
    result = runner.invoke(app, ["check", "-", str(ITALIAN_LIST)], input=text)
    assert result.stdout.count(f": {italian('UNDECIDED')} (") == 2  # stdin read once, kept
