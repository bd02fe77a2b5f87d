"""Where each key of a settings or format file is written: its line, for the error that names it.

A problem pydantic finds is located by its keys (``rules.copy-limit.max-copies``); a user fixing
a file needs the line too, as the YAML reader's own errors give it. The lines are worked out only
when there is a problem to report: a file that validates is never read twice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

KeyPath = tuple[str | int, ...]
"""Keys from the top of a file down to a value; list items by their index."""


class KeyLines:
    """The lines of a file's keys, worked out when first asked, below ``under`` (a
    pyproject.toml's settings are its ``tool.deckcheck`` table)."""

    def __init__(self, build: Callable[[], Mapping[KeyPath, int]], under: KeyPath = ()):
        self._build = build
        self._lines: Mapping[KeyPath, int] | None = None
        self.under = under

    def below(self, *keys: str | int) -> KeyLines:
        """The same file's lines, for problems located below ``keys`` (a rule's options)."""
        found = KeyLines(self._build, (*self.under, *keys))
        found._lines = self._lines
        return found

    def line(self, loc: Sequence[str | int]) -> int | None:
        """The line of ``loc`` (below :attr:`under`), or of the nearest key above it that is
        written: a missing key's problem is its mapping's; ``None`` when nothing is known."""
        if self._lines is None:
            try:
                self._lines = self._build()
            except Exception:  # a line is a help, never a new failure
                self._lines = {}
        path: KeyPath = (*self.under, *loc)
        while True:
            for spelt in (path, _hyphenated(path)):
                if spelt in self._lines:
                    return self._lines[spelt]
            if not path:
                return None
            path = path[:-1]


def _hyphenated(path: KeyPath) -> KeyPath:
    """Option keys are written with hyphens in files and read with underscores."""
    return tuple(part.replace("_", "-") if isinstance(part, str) else part for part in path)


def yaml_key_lines(node: Any) -> dict[KeyPath, int]:
    """The line of every key and list item of a composed YAML document (``yaml.compose``)."""
    lines: dict[KeyPath, int] = {}
    pending: list[tuple[KeyPath, Any]] = [((), node)]
    while pending:
        path, current = pending.pop()
        if current is None:
            continue
        if current.id == "mapping":
            for key, value in current.value:
                if key.id == "scalar":
                    here = (*path, key.value)
                    lines.setdefault(here, key.start_mark.line + 1)
                    pending.append((here, value))
        elif current.id == "sequence":
            for index, item in enumerate(current.value):
                here = (*path, index)
                lines.setdefault(here, item.start_mark.line + 1)
                pending.append((here, item))
    return lines


_TOML_KEY_PART = re.compile(r"""\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*""")


def _toml_key(written: str) -> KeyPath | None:
    """A dotted TOML key (``tool.deckcheck``, ``"decks/**"``) as its parts, or None."""
    parts: list[str | int] = []
    position = 0
    while True:
        match = _TOML_KEY_PART.match(written, position)
        if match is None or match.end() == position:
            return None
        parts.append(next(group for group in match.groups() if group is not None))
        position = match.end()
        if position == len(written):
            return tuple(parts)
        if written[position] != ".":
            return None
        position += 1


_TOML_ASSIGNMENT = re.compile(r"""^\s*((?:"(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_.\s-])+?)\s*=""")


def toml_key_lines(text: str) -> dict[KeyPath, int]:
    """The line of every table and key of a TOML document, as written line by line.

    Lines inside a value that spans several (an array, a multi-line string) are no keys: a
    ``=`` in a path listed there is none. An array's items written over several lines are each
    on their own line (``paths = [`` / ``"a",`` / ``3,``: item 1 on line 3)."""
    lines: dict[KeyPath, int] = {}
    table: KeyPath = ()
    open_brackets = 0
    in_string: str | None = None
    items: _ArrayItems | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        if in_string is not None:
            if raw.count(in_string) % 2:
                in_string = None
            continue
        if items is not None:
            if items.scan(raw, number, lines):
                items = None
            continue
        if open_brackets > 0:
            open_brackets += _brackets(raw)
            continue
        stripped = raw.strip()
        if stripped.startswith("["):
            inner = stripped.lstrip("[").split("]", 1)[0]
            key = _toml_key(inner)
            if key is not None:
                table = key
                lines.setdefault(table, number)
            continue
        match = _TOML_ASSIGNMENT.match(raw)
        if match is None:
            continue
        key = _toml_key(match[1])
        if key is not None:
            lines.setdefault((*table, *key), number)
        value = raw[match.end():]
        for quotes in ('"""', "'''"):
            if value.count(quotes) % 2:
                in_string = quotes
        if in_string is None:
            open_brackets = max(0, _brackets(value))
            if open_brackets > 0 and key is not None and value.lstrip().startswith("["):
                items = _ArrayItems((*table, *key))  # its items' lines, line by line
                open_brackets = 0
                if items.scan(value, number, lines):
                    items = None
    return lines


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|\'[^\']*\'')


class _ArrayItems:
    """The items of a TOML array written over several lines, each found on the line it starts
    on (its key path: the array's, then the item's index)."""

    def __init__(self, key: KeyPath) -> None:
        self.key, self.depth, self.index, self.expect = key, 0, 0, True

    def scan(self, text: str, number: int, lines: dict[KeyPath, int]) -> bool:
        """Note the items starting on line ``number``; whether the array ends on it."""
        code = _STRING.sub('""', text).split("#", 1)[0]  # a string is one item, never brackets
        for char in code:
            if char.isspace():
                continue
            if self.depth == 1 and self.expect and char not in ",]}":
                lines.setdefault((*self.key, self.index), number)
                self.index += 1
                self.expect = False
            if char in "[{":
                self.depth += 1
            elif char in "]}":
                self.depth -= 1
                if self.depth == 0:
                    return True
            elif char == "," and self.depth == 1:
                self.expect = True
        return False


def _brackets(text: str) -> int:
    """Brackets opened minus closed on a line, outside its strings and comment."""
    code = re.sub(r'"(?:[^"\\]|\\.)*"|\'[^\']*\'', "", text).split("#", 1)[0]
    return code.count("[") + code.count("{") - code.count("]") - code.count("}")
