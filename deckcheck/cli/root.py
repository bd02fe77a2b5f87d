"""The ``deckcheck`` Typer application: its global options (``--version``, ``--lang``),
shared by every command group."""

import os
import sys
from typing import Annotated, Any

import typer

from deckcheck.cli.common import _RUN_LANG, LANG_HELP, _data_lines, _user_errors
from deckcheck.i18n import _

app = typer.Typer(
    # --install-completion / --show-completion: tab completion of commands, options, choices.
    add_completion=True,
    no_args_is_help=True,
    help="Tell whether a Pokémon TCG decklist is legal, and exactly why not.",
)


def _show_version(value: bool) -> None:
    """``--version``: print the version and stop before any command runs."""
    if value:
        from deckcheck import __version__

        typer.echo(f"deckcheck {__version__}")
        # Eager: no command has set the language yet; --lang is read as --help reads it.
        from deckcheck.i18n import use

        with _user_errors(), use(_help_language(sys.argv[1:])):
            typer.echo(_data_lines())
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[bool, typer.Option(
        "--version", callback=_show_version, is_eager=True,
        help="Print deckcheck's version and exit.")] = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Given here, for the command that follows (and --help).",
        show_default=False)] = None,
) -> None:
    """Tell whether a Pokémon TCG decklist is legal, and exactly why not."""
    _RUN_LANG[:] = [lang] if lang is not None else []


def _help_language(args: list[str]) -> str:
    """The language of ``--help``: the command line's ``--lang``, else the locale's.

    Help is built before options are parsed, so ``--lang`` is looked for in the raw arguments.
    """
    from deckcheck.i18n import LANGUAGES, code_of, locale_language

    for index, arg in enumerate(args):
        value = args[index + 1] if arg == "--lang" and index + 1 < len(args) \
            else arg.removeprefix("--lang=") if arg.startswith("--lang=") else None
        if value is not None and code_of(value) in LANGUAGES:
            return code_of(value)
    return locale_language(os.environ) or "en"


def _translate_help(command: Any) -> None:
    """Put the help of ``command``, its options and its subcommands in the active language,
    each paragraph on one line for the terminal to wrap, with Click's and Typer's own words
    (:mod:`deckcheck.cli.help_words`) in that language too.

    The English help lives in the code (docstrings and ``help=``); ``python -m deckcheck.locale``
    extracts it by walking this same tree (:func:`deckcheck.locale.catalogs.help_messages`).
    """
    from deckcheck.cli.help_words import reflowed, speak

    def translate(command: Any) -> None:
        if command.help:
            command.help = reflowed(_(command.help))
        for param in command.params:
            if getattr(param, "help", None):
                param.help = reflowed(_(param.help))
        for sub in getattr(command, "commands", {}).values():
            translate(sub)

    translate(command)
    speak(command)
