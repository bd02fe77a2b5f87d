"""A mistyped command line is answered in the reader's language, as deckcheck's own errors are
(deckcheck.cli.usage_errors): one error line, exit code 2."""

from pathlib import Path

import pytest
import typer

from deckcheck.cli import main
from deckcheck.cli.usage_errors import message
from deckcheck.i18n import use


def run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        *args: str) -> tuple[int, str]:
    monkeypatch.setattr("sys.argv", ["deckcheck", *args])
    with pytest.raises(SystemExit) as exited:
        main()
    code = exited.value.code
    return (code if isinstance(code, int) else 0), capsys.readouterr().err


def test_an_unknown_option_of_check_is_named_in_italian(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    code, err = run(monkeypatch, capsys, "check", "--nope", "deck.txt")
    assert code == 2
    assert err.splitlines() == ["deckcheck: errore: opzione sconosciuta: --nope"]


def test_an_unknown_command_and_the_one_meant_in_spanish(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = run(monkeypatch, capsys, "--lang", "es", "chek")
    assert code == 2
    assert err.splitlines()[-1] == \
        "deckcheck: error: comando desconocido: 'chek'. ¿Quisiste decir 'check'?"


def test_an_option_given_without_its_value_in_french(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = run(monkeypatch, capsys, "--lang", "fr", "check", "--format")
    assert code == 2
    assert err.splitlines()[-1] == "deckcheck : erreur : l'option '--format' demande une valeur."


def test_a_missing_argument_in_english_names_it(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "C")
    code, err = run(monkeypatch, capsys, "name")
    assert code == 2
    assert err.splitlines()[-1] == "deckcheck: error: Missing argument 'first'."


def test_a_value_the_option_refuses_keeps_the_frameworks_reason(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    code, err = run(monkeypatch, capsys, "check", "--jobs", "abc", "deck.txt")
    assert code == 2
    assert err.splitlines()[-1].startswith("deckcheck: Fehler: ungültiger Wert für '--jobs'")
    assert "'abc'" in err


def test_a_sentence_of_an_unknown_shape_is_shown_as_the_framework_wrote_it() -> None:
    with use("it"):
        assert message(typer.BadParameter("something new")) == "Invalid value: something new"


def test_the_commands_own_exit_code_is_kept(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("61 Psychic Energy\n", encoding="utf-8")
    code, _err = run(monkeypatch, capsys, "check", "--format", "unlimited", str(deck))
    assert code == 1  # 61 cards: not legal, whatever the catalog


def test_a_format_given_twice_is_refused_not_the_last_one_kept(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Click keeps the last value: the Expanded list below, with Puzzle of Time (banned there),
    # was checked in Unlimited and passed.
    monkeypatch.setenv("LANG", "C")
    code, err = run(monkeypatch, capsys, "check", "--format", "expanded", "a.txt",
                    "--format", "unlimited", "b.txt")
    assert code == 2
    assert err.splitlines() == [
        "deckcheck: error: --format / -f is given more than once; give it once"]


@pytest.mark.parametrize("args", [("--date", "2019-08-16", "--date=2024-01-01"),
                                  ("-o", "a.json", "--output-file", "b.json")])
def test_any_one_value_option_given_twice_is_refused(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        args: tuple[str, ...]) -> None:
    code, err = run(monkeypatch, capsys, "--lang", "it", "check", *args, "deck.txt")
    assert code == 2 and "è indicata più di una volta" in err


def test_a_switch_given_twice_is_still_the_switch(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "C")
    code, err = run(monkeypatch, capsys, "check", "--strict", "--strict", "no-such-deck.txt")
    assert code == 2
    assert err.splitlines() == ["deckcheck: error: no-such-deck.txt: no such file or directory"]


@pytest.mark.parametrize(("lang", "args", "reason"), [
    ("it", ("--color", "rosso"), "'rosso' non è tra 'auto', 'always', 'never'."),
    ("de", ("--jobs", "0"), "0 liegt nicht im Bereich 1<=x<=1024."),
    ("es", ("--jobs", "x"), "'x' no es un número entero."),
])
def test_the_reason_a_value_is_refused_is_in_the_readers_language(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str,
        args: tuple[str, ...], reason: str) -> None:
    code, err = run(monkeypatch, capsys, "--lang", lang, "check", *args, "deck.txt")
    assert code == 2 and err.rstrip().endswith(reason), err
