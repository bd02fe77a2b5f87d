"""Click's usage errors in the reader's language, shaped like deckcheck's own errors.

A mistyped option or command is answered by the framework, not by deckcheck: its words ("No such
option", "Missing argument", "Try … for help") are English literals in Typer's bundled Click, so
an Italian terminal got an English error in a Rich box, unlike every other error deckcheck
prints (``deckcheck: errore: …``). :func:`show` prints the error in the active language, in one
line as deckcheck's own errors are. The error's facts come from
the exception's attributes where Click keeps them (the option, the parameter, the suggestions);
where it keeps only its English sentence (a missing option value, an unknown command, extra
arguments) the sentence is read back by the patterns below, and one that does not match is
shown as Click wrote it, so an upgrade of the framework can lose a translation, never the error.
"""

from __future__ import annotations

import re
import sys
from typing import Any, NoReturn

from deckcheck.i18n import _, ngettext

_REQUIRES = re.compile(r"Option '(?P<option>[^']+)' requires (an argument|(?P<n>\d+) arguments)\.")
_NO_VALUE = re.compile(r"Option '(?P<option>[^']+)' does not take a value\.")
_NO_COMMAND = re.compile(r"No such command '(?P<name>.+?)'\.(?: Did you mean (?P<near>.+)\?)?")
_EXTRA = re.compile(r"Got unexpected extra arguments?(?:\(s\))? \((?P<args>.*)\)")


def run(command: Any, language: str) -> NoReturn:
    """Run the Click ``command`` on the process's arguments and exit with its code, a usage
    error printed by :func:`show` in ``language`` (exit code 2, as Click's)."""
    import typer

    try:
        code = command.main(standalone_mode=False)
    except typer.TyperException as error:  # Click's usage, parameter and file errors
        if getattr(error, "ctx", None) is not None and type(error).__name__ == "NoArgsIsHelpError":
            error.show()  # type: ignore[attr-defined]  # no arguments: the help, as Click does
        else:
            from deckcheck.i18n import use

            with use(language):
                show(error)
        sys.exit(error.exit_code)
    except typer.Abort:
        sys.exit(1)
    sys.exit(code if isinstance(code, int) else 0)


def show(error: Any) -> None:
    """Print ``error`` (a Click usage or parameter error) to standard error, translated: one
    line, as deckcheck's own errors (Click's usage line and hint would add two, the usage line's
    words in English)."""
    sys.stderr.write(_("deckcheck: error: {message}").format(message=message(error)) + "\n")


def message(error: Any) -> str:
    """The error's sentence in the active language (Click's own where no translation applies)."""
    kind = type(error).__name__
    if kind == "NoSuchOption":
        text = _("No such option: {option}").format(option=error.option_name)
        if error.possibilities:
            # Translators: after "No such option: --x"; {options} lists the options meant.
            text += " " + _("(Possible options: {options})").format(
                options=", ".join(sorted(error.possibilities)))
        return text
    if kind == "MissingParameter" and not error.message:
        hint = _hint(error)
        if error.param is not None and error.param.param_type_name == "argument":
            # Translators: {name} is a command's argument, as its usage line names it.
            return _("Missing argument {name}.").format(name=hint)
        # Translators: {name} is a command's option ('--format' / '-f').
        return _("Missing option {name}.").format(name=hint)
    if kind == "BadParameter" and (error.param is not None or error.param_hint is not None):
        # Translators: {name} is an option or argument; {reason} is the framework's words.
        return _("Invalid value for {name}: {reason}").format(name=_hint(error),
                                                               reason=error.message)
    return _sentence(str(error.format_message()))


def _hint(error: Any) -> str:
    hint = error.param_hint if error.param_hint is not None \
        else error.param.get_error_hint(error.ctx)
    return hint if isinstance(hint, str) else " / ".join(repr(part) for part in hint)


def _sentence(english: str) -> str:
    """Click's English sentence, translated where its shape is known."""
    if found := _REQUIRES.fullmatch(english):
        if found["n"] is None:
            # Translators: {option} is an option ('--format') given with no value after it.
            return _("Option '{option}' requires a value.").format(option=found["option"])
        count = int(found["n"])
        # Translators: {option} is an option; {count} how many values it takes (2 or more).
        return ngettext("Option '{option}' requires {count} value.",
                        "Option '{option}' requires {count} values.", count).format(
            option=found["option"], count=count)
    if found := _NO_VALUE.fullmatch(english):
        # Translators: {option} is an option that is a switch ('--strict').
        return _("Option '{option}' does not take a value.").format(option=found["option"])
    if found := _NO_COMMAND.fullmatch(english):
        # Translators: {name} is what was typed where a command's name goes.
        text = _("No such command '{name}'.").format(name=found["name"])
        if found["near"]:
            # Translators: {names} are commands' names, quoted.
            text += " " + _("Did you mean {names}?").format(names=found["near"])
        return text
    if found := _EXTRA.fullmatch(english):
        words = found["args"]
        # Translators: {arguments} are what was typed after the command's last argument.
        return ngettext("Unexpected extra argument ({arguments})",
                        "Unexpected extra arguments ({arguments})",
                        len(words.split())).format(arguments=words)
    return english
