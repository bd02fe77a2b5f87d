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
    for english in ("Usage:", "\nOptions:", "\nCommands:", "Show this message and exit."):
        assert english not in shown, english
    assert "ARGUMENTS" in help_text(monkeypatch, capsys, "name", "--help", "--lang", "it")


def test_english_help_keeps_click_s_words(monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    install(monkeypatch)
    help_text(monkeypatch, capsys, "--lang", "it", "--help")  # the words are set per run
    shown = help_text(monkeypatch, capsys, "check", "--help")
    assert "Usage:" in shown and "\nOptions:\n" in shown and "Show this message and exit." in shown


def test_the_usage_line_s_placeholders_follow_lang(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    shown = help_text(monkeypatch, capsys, "--lang", "it", "--help").splitlines()[0]
    assert shown.startswith("Uso: ") and shown.endswith(" [OPZIONI] COMANDO [ARGOMENTI]...")
    english = help_text(monkeypatch, capsys, "--lang", "en", "check", "--help").splitlines()[0]
    assert english.endswith("check [OPTIONS] [paths]...")


@pytest.mark.parametrize(("lang", "options"), [
    ("it", "Opzioni"), ("es", "Opciones"), ("pt", "Opções"), ("fr", "Options"),
    ("de", "Optionen")])
def test_click_s_words_are_translated_in_every_language(
        lang: str, options: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    shown = help_text(monkeypatch, capsys, "--lang", lang, "--help")
    assert "Usage:" not in shown and "Show this message and exit." not in shown
    assert f"\n{options}:\n" in shown and "\nCommands:\n" not in shown


def test_help_wraps_to_the_terminal_not_at_the_source_s_line_breaks(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    shown = help_text(monkeypatch, capsys, "--help")  # 200 columns
    # The check command's docstring breaks after "usage error;" in the source: not on screen.
    row = next(line for line in shown.splitlines() if line.startswith("  check "))
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


def test_help_shows_every_section_option_and_default(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Drawn by Click's formatter (Rich's import cost more than the rest of --help): the panels
    # are its sections, each command's whole help is in the table, Rich's escapes are gone.
    shown = help_text(monkeypatch, capsys, "check", "--help")
    usage = shown.splitlines()[0]  # the program's name is pytest's here
    assert usage.startswith("Usage: ") and usage.endswith(" check [OPTIONS] [paths]...")
    assert "\nArguments:\n  paths..." in shown and "\nOptions:\n" in shown
    for option in ("-f, --format", "--output FORMAT[:FILE]", "-o, --output-file FILE",
                   "--strict / --no-strict", "--date YYYY-MM-DD", "--jobs", "--help"):
        assert option in shown, option
    assert "[default: auto]" in shown and "[0<=x<=36500]" in shown
    assert "[tool.deckcheck]" in shown and "\\[" not in shown
    whole = help_text(monkeypatch, capsys, "--help")
    commands = whole.split("\nCommands:\n")[1]
    assert [line.split()[0] for line in commands.splitlines() if line[2:3] != " "] == [
        "check", "name", "card", "rules", "update", "export", "serve", "formats", "catalog"]
    assert "Export a checked list" in commands and "needs --force." in commands


def test_italian_help_is_italian_to_the_framework_s_words(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    shown = help_text(monkeypatch, capsys, "--lang", "it", "check", "--help")
    assert shown.startswith("Uso: ")
    assert "\nArgomenti:\n" in shown and "\nOpzioni:\n" in shown
    assert "[predefinito: auto]" in shown and "Mostra questo messaggio ed esce." in shown
    assert "Controlla liste del mazzo." in shown
