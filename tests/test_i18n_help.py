"""``--help`` speaks the reader's language too: ``--lang`` on the command line, else the locale.

Help is built before options are parsed, so deckcheck looks for ``--lang`` in the raw arguments;
the messages come from the same catalogs (``python -m deckcheck.locale`` extracts every command's
and option's help from the command tree).
"""

from __future__ import annotations

import sys

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
