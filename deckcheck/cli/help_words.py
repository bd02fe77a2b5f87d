"""``--help`` in one language, wrapped to the terminal: deckcheck's words and the framework's.

deckcheck's own help (docstrings and ``help=``) is translated where the command tree is built
(:func:`deckcheck.cli._translate_help`). The words Click and Typer print around it ("Usage:",
"Arguments", "Options", "Commands", "Show this message and exit.", "[default: …]",
"[required]", "Error") are theirs: Click reads them through gettext's default domain, which
deckcheck does not own, and Typer's Rich help keeps them in module constants read when the help
is drawn. So :func:`speak` sets each of them for the run's language, from deckcheck's own
catalogs, before the help is drawn (English sets them back as the framework writes them).

A docstring's line breaks fall where the source code's line length put them: drawn as written,
the commands' table breaks lines mid-sentence. :func:`reflowed` joins each paragraph's lines,
so Rich wraps it to the terminal.
"""

from __future__ import annotations

import re
from typing import Any

from deckcheck.i18n import N_, _

USAGE = N_("Usage: ")
# Translators: the titles of the panels of --help (Click and Typer's words).
PANELS = {"ARGUMENTS_PANEL_TITLE": N_("Arguments"), "OPTIONS_PANEL_TITLE": N_("Options"),
          "COMMANDS_PANEL_TITLE": N_("Commands"), "ERRORS_PANEL_TITLE": N_("Error"),
          # Translators: {} is an option's default value, in --help.
          "DEFAULT_STRING": N_("[default: {}]"),
          # Translators: after an option --help says must be given.
          "REQUIRED_LONG_STRING": N_("[required]")}
HELP_OPTION = N_("Show this message and exit.")


def reflowed(text: str) -> str:
    """``text`` with the line breaks inside each paragraph joined (blank lines kept)."""
    return "\n\n".join(" ".join(paragraph.split())
                       for paragraph in re.split(r"\n\s*\n", text.strip()))


def speak(command: Any) -> None:
    """Put the framework's words of ``command``'s help, and its subcommands', in the active
    language (they are set when a help or a usage line is drawn: Typer's Rich module, slow to
    import, is loaded only then)."""
    panels = {name: _(english) for name, english in PANELS.items()}
    _walk(command, _(USAGE), _(HELP_OPTION), panels)


def _set_panels(panels: dict[str, str]) -> None:
    import importlib

    try:
        rich_utils: Any = importlib.import_module("typer.rich_utils")
    except ImportError:  # Typer without Rich: Click's own formatter, which has no constants
        return
    for name, text in panels.items():
        if hasattr(rich_utils, name):
            setattr(rich_utils, name, text)


def _walk(command: Any, usage: str, help_option: str, panels: dict[str, str]) -> None:
    context_class = type(command).context_class
    formatter_class = context_class.formatter_class

    class Formatter(formatter_class):  # type: ignore[valid-type, misc]
        """Click's help formatter, with "Usage: " in the reader's language."""

        def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
            super().write_usage(prog, args, usage if prefix is None else prefix)

    class Context(context_class):  # type: ignore[valid-type, misc]
        """Click's context, drawing help in the reader's language."""

        formatter_class = Formatter

        def get_help(self) -> str:
            _set_panels(panels)
            return str(super().get_help())

    command.context_class = Context
    # The --help option is made, and kept, when first asked for; its help is Click's text.
    option = command.get_help_option(context_class(command))
    if option is not None and option.help == HELP_OPTION:
        option.help = help_option
    for sub in getattr(command, "commands", {}).values():
        _walk(sub, usage, help_option, panels)
