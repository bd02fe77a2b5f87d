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

import functools
import re
import sys
from typing import Any, NoReturn

import typer

from deckcheck.i18n import _, ngettext

_REQUIRES = re.compile(r"Option '(?P<option>[^']+)' requires (an argument|(?P<n>\d+) arguments)\.")
_NO_VALUE = re.compile(r"Option '(?P<option>[^']+)' does not take a value\.")
_NO_COMMAND = re.compile(r"No such command '(?P<name>.+?)'\.(?: Did you mean (?P<near>.+)\?)?")
_EXTRA = re.compile(r"Got unexpected extra arguments?(?:\(s\))? \((?P<args>.*)\)")
_NOT_ONE_OF = re.compile(r"(?P<value>.+) is not one of (?P<choices>.+)\.")
_NOT_WHOLE = re.compile(r"(?P<value>.+) is not a valid int(?: range)?\.")
_NOT_NUMBER = re.compile(r"(?P<value>.+) is not a valid float(?: range)?\.")
_OUT_OF_RANGE = re.compile(r"(?P<value>.+) is not in the range (?P<range>.+)\.")


def run(command: Any, language: str) -> NoReturn:
    """Run the Click ``command`` on the process's arguments and exit with its code, a usage
    error printed by :func:`show` in ``language`` (exit code 2, as Click's)."""
    once_each(command)
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


def once_each(command: Any) -> None:
    """Make every option of ``command`` and its subcommands that takes one value refuse to be
    given twice. Click keeps the last value silently: ``check --format expanded a.txt --format
    unlimited b.txt`` checked both lists in Unlimited, a banned card passing unseen."""
    def guarded(make_parser: Any, ctx: Any) -> Any:
        parser = make_parser(ctx)
        parse_args = parser.parse_args

        def parse_once_each(args: list[str]) -> Any:
            opts, rest, order = parse_args(args)
            seen: set[int] = set()
            for param in order:
                if param.param_type_name != "option" or param.multiple or param.count \
                        or param.is_flag:
                    continue
                if id(param) in seen:
                    raise RepeatedOption(param, ctx)
                seen.add(id(param))
            return opts, rest, order

        parser.parse_args = parse_once_each
        return parser

    commands = [command]
    while commands:
        each = commands.pop()
        each.make_parser = functools.partial(guarded, each.make_parser)
        commands.extend(getattr(each, "commands", {}).values())


class RepeatedOption(typer.BadParameter):
    """An option that takes one value, given twice on one command line."""

    def __init__(self, param: Any, ctx: Any) -> None:
        super().__init__("given more than once", ctx=ctx, param=param)
        self.option_name = " / ".join(param.opts)


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
    if isinstance(error, RepeatedOption):
        # Translators: {option} is an option that takes one value ('--format' / '-f'), given
        # twice on one command line.
        return _("{option} is given more than once; give it once").format(
            option=error.option_name)
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
                                                               reason=_reason(error.message))
    return _sentence(str(error.format_message()))


def _hint(error: Any) -> str:
    hint = error.param_hint if error.param_hint is not None \
        else error.param.get_error_hint(error.ctx)
    return hint if isinstance(hint, str) else " / ".join(repr(part) for part in hint)


def _reason(english: str) -> str:
    """Why a value was refused, translated where Click's English shape is known."""
    if found := _NOT_ONE_OF.fullmatch(english):
        # Translators: {value} is a value given to an option, quoted; {choices} the values it
        # takes, quoted and separated by commas.
        return _("{value} is not one of {choices}.").format(value=found["value"],
                                                           choices=found["choices"])
    if found := _NOT_WHOLE.fullmatch(english):
        # Translators: {value} is a value given to an option, quoted.
        return _("{value} is not a whole number.").format(value=found["value"])
    if found := _NOT_NUMBER.fullmatch(english):
        # Translators: {value} is a value given to an option, quoted.
        return _("{value} is not a number.").format(value=found["value"])
    if found := _OUT_OF_RANGE.fullmatch(english):
        # Translators: {value} is a number given to an option; {range} the numbers it takes,
        # written as in mathematics ("1<=x<=1024").
        return _("{value} is not in the range {range}.").format(value=found["value"],
                                                               range=found["range"])
    return english


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
