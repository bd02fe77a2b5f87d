"""``--help`` in one language, wrapped to the terminal: deckcheck's words and the framework's.

deckcheck's own help (docstrings and ``help=``) is translated where the command tree is built
(:func:`deckcheck.cli._translate_help`). The words Click and Typer print around it ("Usage:",
"Arguments", "Options", "Commands", "Show this message and exit.", "[default: …]",
"[required]") are theirs: Click reads them through gettext's default domain, which
deckcheck does not own. So :func:`speak` has the help formatter write each of them in the run's
language, from deckcheck's own catalogs (English writes them as the framework does).

Help is drawn by Click's own formatter, not Typer's Rich one: importing Rich's console, Markdown,
syntax highlighting and traceback modules cost more than everything else ``deckcheck --help``
does (``scripts/benchmark.py``). The Rich panels become Click's sections under the same titles
(Arguments, Options, Commands, in the reader's language), and the commands' table shows each
command's whole help as the panel did, not Click's first sentence. A mistyped command line is
answered by :mod:`deckcheck.cli.usage_errors`, in the same language.

A docstring's line breaks fall where the source code's line length put them: drawn as written,
the commands' table breaks lines mid-sentence. :func:`reflowed` joins each paragraph's lines,
so the formatter wraps it to the terminal.
"""

from __future__ import annotations

import re
import shutil
from typing import Any

from deckcheck.i18n import N_, _

USAGE = N_("Usage: ")
# Translators: the titles of the sections of --help (Click and Typer's words).
HEADINGS = {"Arguments": N_("Arguments"), "Options": N_("Options"), "Commands": N_("Commands")}
# Translators: {} is an option's default value, in --help.
DEFAULT = N_("[default: {}]")
# Translators: after an option --help says must be given.
REQUIRED = N_("[required]")
HELP_OPTION = N_("Show this message and exit.")
# Translators: the usage line's placeholders ("Usage: deckcheck [OPTIONS] COMMAND [ARGS]...").
OPTIONS_WORD = N_("[OPTIONS]")
# Translators: the usage line's placeholder for a command and what follows it.
COMMAND_WORDS = N_("COMMAND [ARGS]...")

_NOTES = re.compile(r"\[default: (.*?)\]|\[required\]")
"""What Click and Typer write after an option's help, in English."""


def reflowed(text: str) -> str:
    """``text`` with the line breaks inside each paragraph joined (blank lines kept)."""
    return "\n\n".join(" ".join(paragraph.split())
                       for paragraph in re.split(r"\n\s*\n", text.strip()))


def speak(command: Any) -> None:
    """Draw the help of ``command`` and its subcommands with Click's formatter, the framework's
    words in the active language (they are written when a help or a usage line is drawn)."""
    headings = {english: _(message) for english, message in HEADINGS.items()}
    default, required = _(DEFAULT), _(REQUIRED)

    def noted(match: re.Match[str]) -> str:
        return required if match[1] is None else default.format(match[1])

    placeholders = (("[OPTIONS]", _(OPTIONS_WORD)), ("COMMAND [ARGS]...", _(COMMAND_WORDS)))
    _walk(command, _(USAGE), _(HELP_OPTION), headings, noted, placeholders)


def _plain(text: str) -> str:
    """The help's text without Rich's escapes: ``\\[tool.deckcheck]`` is ``[tool.deckcheck]``."""
    return text.replace("\\[", "[")


def _whole_helps(command: Any) -> None:
    """The commands' table shows each command's whole help (Click's shows its first sentence);
    set when the help is drawn, since shell completion describes commands by the short one."""
    for sub in getattr(command, "commands", {}).values():
        if not sub.short_help and sub.help:
            sub.short_help = sub.help


def _walk(command: Any, usage: str, help_option: str, headings: dict[str, str],
          noted: Any, placeholders: tuple[tuple[str, str], ...] = ()) -> None:
    context_class = type(command).context_class
    formatter_class = context_class.formatter_class

    class Formatter(formatter_class):  # type: ignore[valid-type, misc]
        """Click's help formatter, with its words in the reader's language."""

        def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
            for english, words in placeholders:
                args = args.replace(english, words)
            super().write_usage(prog, args, usage if prefix is None else prefix)

        def write_heading(self, heading: str) -> None:
            super().write_heading(headings.get(heading, heading))

        def write_text(self, text: str) -> None:
            super().write_text(_plain(text))

        def write_dl(self, rows: Any, col_max: int = 30, col_spacing: int = 2) -> None:
            super().write_dl([(term, _NOTES.sub(noted, _plain(text))) for term, text in rows],
                             col_max, col_spacing)

    class Context(context_class):  # type: ignore[valid-type, misc]
        """Click's context, drawing help in the reader's language with Click's formatter."""

        formatter_class = Formatter

        def make_formatter(self) -> Any:
            # As wide as the terminal, as Rich drew it (Click stops at 80 columns).
            return self.formatter_class(width=self.terminal_width,
                                        max_width=shutil.get_terminal_size().columns)

        def get_help(self) -> str:
            # Typer draws help with Rich unless the markup mode is None; errors keep it.
            self.command.rich_markup_mode = None
            _whole_helps(self.command)
            return str(super().get_help())

    command.context_class = Context
    # The --help option is made, and kept, when first asked for; its help is Click's text.
    option = command.get_help_option(context_class(command))
    if option is not None and option.help == HELP_OPTION:
        option.help = help_option
    for sub in getattr(command, "commands", {}).values():
        _walk(sub, usage, help_option, headings, noted, placeholders)
