"""What the TOML and YAML readers found wrong in a settings or format file, in the reader's words.

tomllib and PyYAML say it in English ("Cannot overwrite a value (at line 3, column 20)",
"expected ',' or ']', but got '<stream end>'"); a user who reads deckcheck in Italian gets the
same fact in Italian, with its line. The problems a hand-written file has are worded here; any
other keeps the reader's own words, quoted, after "not valid TOML" (or YAML).
"""

from __future__ import annotations

import re
from typing import Any

from deckcheck.i18n import N_, _
from deckcheck.library_reasons import quoted

_TOML_AT = re.compile(
    r"^(?P<what>.*?) \((?:at line (?P<line>\d+), column \d+|at end of document)\)$", re.DOTALL)
_TOML_KEY = re.compile(r"""^\s*(?P<key>[\w."'-]+?)\s*=""")

_TOML: tuple[tuple[str, str], ...] = (
    ("Cannot overwrite a value", N_("a key written twice")),
    ("Duplicate inline table key", N_("a key written twice")),
    ("Cannot declare", N_("a table written twice")),
    ("Cannot redefine namespace", N_("a table written twice, or a key that is also a table")),
    ("Cannot mutate immutable namespace", N_("a table written twice, or a key that is also a "
                                             "table")),
    ("Invalid value", N_("a value TOML cannot read (a text needs quotes: format = \"standard\")")),
    ("Expected '=' after a key", N_("a key with no '=' after it")),
    ("Invalid statement", N_("a line that is neither key = value nor a [table]")),
    ("Expected newline or end of document", N_("something more after the value on its line")),
    ("Unclosed array", N_("a list not closed with ']'")),
    ("Unclosed inline table", N_("an inline table left open (its closing brace is missing)")),
    ("Unterminated string", N_("a text not closed with its quote")),
    ("Expected ']' at the end of a table", N_("a [table] header not closed with ']'")),
    ("Expected ']]' at the end of an array", N_("a [[table]] header not closed with ']]'")),
    ("Invalid date or datetime", N_("a date that is no day of the calendar")),
    ("Illegal character", N_("a character TOML does not allow there")),
    ("Found invalid character", N_("a character TOML does not allow there")),
    ("Invalid initial character for a key", N_("a key that starts with a character TOML does "
                                               "not allow")),
)
"""tomllib's words (the start of its message) and deckcheck's for the same problem."""

_MISFIT = N_("a line that does not fit the lines around it: check its indentation, and that "
              "nothing follows a quoted value")

_YAML: tuple[tuple[str, str, bool], ...] = (
    ("expected the node content", N_("a value is missing (a comma with nothing before it?)"),
     False),
    ("expected ',' or ']'", N_("a list in [ ] not closed with ']'"), True),
    ("expected ',' or '}'", N_("a mapping in braces left open (its closing brace is missing)"),
     True),
    ("found unexpected end of stream", N_("a quoted text not closed with its quote"), True),
    ("mapping values are not allowed here",
     N_("a ':' where no key can start (quote a text that holds ': ')"), False),
    ("found character '\\t' that cannot start any token", N_("a tab; indent with spaces"), False),
    ("could not find expected ':'", N_("a key with no ':' after it"), False),
    ("expected <block end>", _MISFIT, False),
    ("did not find expected key", _MISFIT, False),
    ("did not find expected '-' indicator", _MISFIT, False),
)
"""PyYAML's words (the start of its problem), deckcheck's, and whether the line to name is where
the unclosed construct opened (PyYAML's context mark) rather than where the file ran out."""


def toml_problem(path: str, exc: ValueError, text: str) -> str:
    """One line for a pyproject.toml tomllib refused: the file, the line and what is wrong."""
    message = str(exc)
    found = _TOML_AT.match(message)
    what = found.group("what") if found else message
    line = int(found.group("line")) if found and found.group("line") else None
    problem = next((_(ours) for theirs, ours in _TOML if what.startswith(theirs)), None)
    if problem is not None and what.startswith("Cannot overwrite") and line is not None:
        key = _TOML_KEY.match(_line_text(text, line))
        if key is not None:
            # Translators: {key} is a key written twice in one table of a settings file.
            problem = _("{key!r} is written twice").format(key=key.group("key").strip("\"'"))
    if problem is None:
        # Translators: {detail} is the TOML reader's own (English) words, quoted.
        problem = _("not valid TOML: {detail}").format(detail=quoted(what))
    if line is None:
        return _("{path}: {problem}").format(path=path, problem=problem)
    return _("{path}: line {line}: {problem}").format(path=path, line=line, problem=problem)


def yaml_problem(exc: Any) -> tuple[int | None, str]:
    """The line (1-based, where known) and the reader's words for a problem PyYAML found."""
    theirs = str(getattr(exc, "problem", None) or "")
    mark = getattr(exc, "problem_mark", None)
    for start, ours, at_opening in _YAML:
        if theirs.startswith(start):
            opened = getattr(exc, "context_mark", None)
            where = opened if at_opening and opened is not None else mark
            return (where.line + 1 if where is not None else None), _(ours)
    line = mark.line + 1 if mark is not None else None
    if not theirs:
        return line, _("invalid YAML")
    # Translators: {detail} is the YAML reader's own (English) words, quoted.
    return line, _("not valid YAML: {detail}").format(detail=quoted(theirs))


def _line_text(text: str, line: int) -> str:
    lines = text.splitlines()
    return lines[line - 1] if 0 < line <= len(lines) else ""
