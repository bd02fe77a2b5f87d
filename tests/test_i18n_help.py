"""``--help`` speaks the reader's language too: ``--lang`` on the command line, else the locale.

Help is built before options are parsed, so deckcheck looks for ``--lang`` in the raw arguments;
the messages come from the same catalogs (``python -m deckcheck.locale`` extracts every command's
and option's help from the command tree).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from i18n_fake import install

from deckcheck import cli
from deckcheck.locale.catalogs import help_messages


def help_text(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
              *args: str) -> str:
    monkeypatch.setattr(sys, "argv", ["deckcheck", *args])
    monkeypatch.setenv("COLUMNS", "200")
    with pytest.raises(SystemExit) as stopped:
        cli.main()
    assert stopped.value.code == 0
    return capsys.readouterr().out


def test_check_help_follows_lang(monkeypatch: pytest.MonkeyPatch,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    install(monkeypatch)
    shown = help_text(monkeypatch, capsys, "check", "--help", "--lang", "it")
    assert "CHECK DECKLISTS." in shown
    assert "LANGUAGE OF DECKCHECK'S MESSAGES" in shown


def test_help_follows_the_locale(monkeypatch: pytest.MonkeyPatch,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    install(monkeypatch)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert "ARE TWO CARDS THE SAME NAME" in help_text(monkeypatch, capsys, "--help")


def test_english_help_is_the_code_s_own(monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    install(monkeypatch)
    shown = help_text(monkeypatch, capsys, "export", "--help")
    assert "Export a checked list" in shown


def test_every_command_and_option_help_is_a_message() -> None:
    found = {message for message, _ in help_messages()}
    assert cli.LANG_HELP.split(" Default")[0] in " ".join(found)
    assert any(message.startswith("Check decklists.") for message in found)
    assert any(message.startswith("Download (or read) the TCGdex") for message in found)


def test_click_s_own_words_follow_lang(monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    # Click and Typer print "Usage:", the panels' titles and --help's own help: translated too.
    install(monkeypatch)
    shown = help_text(monkeypatch, capsys, "--lang", "it", "--help")
    for word in ("USAGE:", "OPTIONS", "COMMANDS", "SHOW THIS MESSAGE AND EXIT."):
        assert word in shown, word
    for english in ("Usage:", "─ Options ─", "─ Commands ─", "Show this message and exit."):
        assert english not in shown, english
    assert "ARGUMENTS" in help_text(monkeypatch, capsys, "name", "--help", "--lang", "it")


def test_english_help_keeps_click_s_words(monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    install(monkeypatch)
    help_text(monkeypatch, capsys, "--lang", "it", "--help")  # the words are set per run
    shown = help_text(monkeypatch, capsys, "check", "--help")
    assert "Usage:" in shown and "─ Options ─" in shown and "Show this message and exit." in shown


@pytest.mark.parametrize(("lang", "options"), [
    ("it", "Opzioni"), ("es", "Opciones"), ("pt", "Opções"), ("fr", "Options"),
    ("de", "Optionen")])
def test_click_s_words_are_translated_in_every_language(
        lang: str, options: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    shown = help_text(monkeypatch, capsys, "--lang", lang, "--help")
    assert "Usage:" not in shown and "Show this message and exit." not in shown
    assert f"─ {options} ─" in shown and "─ Commands ─" not in shown


def test_help_wraps_to_the_terminal_not_at_the_source_s_line_breaks(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    shown = help_text(monkeypatch, capsys, "--help")  # 200 columns
    # The check command's docstring breaks after "usage error;" in the source: not on screen.
    row = next(line for line in shown.splitlines() if "│ check " in line)
    assert "usage error; 3: none illegal" in row


def test_shell_completion_is_offered(monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    shown = help_text(monkeypatch, capsys, "--help")
    assert "--install-completion" in shown and "--show-completion" in shown


def test_shell_completion_completes_commands_and_options() -> None:
    import os
    import subprocess

    def complete(words: str) -> list[str]:
        env = {**os.environ, "_DECKCHECK_COMPLETE": "complete_bash", "COMP_WORDS": words,
               "COMP_CWORD": str(len(words.split()) - 1)}
        # The console script: completion is keyed by the program's name (_DECKCHECK_COMPLETE).
        script = Path(sys.executable).with_name("deckcheck")
        done = subprocess.run([str(script)], env=env, capture_output=True, text=True,
                              timeout=60, check=False)
        return done.stdout.split()

    assert complete("deckcheck ch") == ["check"]
    assert "--output-file" in complete("deckcheck check --out")
