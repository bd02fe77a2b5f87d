"""A file's validation problems as a user reads them: one line each, with its line in the file and
its keys, in the reader's language.

pydantic locates a problem by keys, naming a union's members among them (``paths.list[str].0``),
and words it in English; settings and format files are the user's own, so each problem is said
here as the user wrote the file: the keys as written, the line where :class:`KeyLines` knows it,
and the kinds of problem these files meet in the reader's language.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError

from deckcheck.i18n import _
from deckcheck.rulesdata.key_lines import KeyLines, KeyPath


def describe_validation_error(path: str, error: ValidationError, lines: KeyLines | None = None,
                              given: Any = None, under: KeyPath = ()) -> str:
    """Every problem pydantic found in one file, one per line, each naming the key and, where
    ``lines`` knows it, the line it is written on.

    ``given`` is the value validated (below the keys ``under`` of the file): pydantic names a
    union's members among the keys (``paths.list[str].0``), and those names are left out, with
    the problems of every member but the one that read furthest into the value."""
    found: list[tuple[KeyPath, int | None, str]] = []
    furthest: dict[KeyPath, int] = {}
    for item in error.errors():
        keys, member_at = _keys_of(item["loc"], given)
        found.append((keys, member_at, _said(item)))
        if member_at is not None:
            furthest[keys[:member_at]] = max(furthest.get(keys[:member_at], 0), len(keys))
    shown: dict[KeyPath, list[str]] = {}
    for keys, member_at, message in found:
        if member_at is None or len(keys) == furthest[keys[:member_at]]:
            shown.setdefault(keys, []).append(message)
    problems = []
    for keys, messages in shown.items():
        # Translators: where a problem is in a file that has it at its top level, not at a key.
        where = ".".join(str(part) for part in (*under, *keys)) or _("(top level)")
        problem = f"{where}: {' / '.join(dict.fromkeys(messages))}"
        line = lines.line(keys) if lines is not None else None
        problems.append((line, f"{path}: {problem}" if line is None else _(
            "{path}: line {line}: {problem}").format(path=path, line=line, problem=problem)))
    # In the file's order, as a user fixes them (pydantic goes by the model's fields).
    problems.sort(key=lambda found: found[0] if found[0] is not None else float("inf"))
    return "\n".join(problem for _line, problem in problems)


def _said(item: Any) -> str:
    """What is wrong with a value, in the reader's language: pydantic words its problems in
    English, so the kinds a settings or format file meets are worded here; any other kind keeps
    pydantic's words."""
    kind, context = item["type"], item.get("ctx") or {}
    if kind in ("extra_forbidden", "unexpected_keyword_argument"):
        return _("no such key")
    if kind in ("missing", "missing_argument"):
        return _("missing: this key is needed")
    if kind in ("bool_type", "bool_parsing"):
        return _("expected true or false")
    if kind in ("string_type", "string_sub_type"):
        return _("expected text")
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return _("expected a whole number")
    if kind == "dict_type":
        return _("expected a mapping (keys and values)")
    if kind == "list_type":
        return _("expected a list")
    if kind == "greater_than_equal" and "ge" in context:
        return _("must be at least {least}").format(least=context["ge"])
    if kind == "less_than_equal" and "le" in context:
        return _("must be at most {most}").format(most=context["le"])
    if kind == "literal_error" and "expected" in context:
        # Translators: {expected} lists the values allowed, each quoted ("'junior', 'senior'
        # or 'masters'"): keep them as they are, they are written so in the file.
        return _("expected {expected}").format(expected=context["expected"])
    if kind == "string_pattern_mismatch" and "pattern" in context:
        # Translators: {pattern} is a regular expression the value must match.
        return _("not written as expected (the pattern {pattern})").format(
            pattern=context["pattern"])
    if kind == "value_error":  # a check of deckcheck's own, worded in the reader's language
        return str(item["msg"]).removeprefix("Value error, ")
    return str(item["msg"])


_UNION_MEMBER = re.compile(r"^(?:str|int|float|bool|bytes|none|constrained-[a-z]+|[a-z-]+\[.*\])$")
"""How pydantic names a union's member in an error's location (``list[str]``, ``int``)."""


def _keys_of(loc: tuple[str | int, ...], given: Any) -> tuple[KeyPath, int | None]:
    """An error's location as the file's keys, without the union members pydantic names in it
    (only where ``given`` shows a name is no key), and where the first such member was."""
    keys: list[str | int] = []
    member_at = None
    current = given
    for part in loc:
        inside = part in current if isinstance(current, dict) else \
            isinstance(current, list) and type(part) is int and 0 <= part < len(current)
        if inside:
            current = current[part]
        elif given is not None and isinstance(part, str) and _UNION_MEMBER.match(part):
            if member_at is None:
                member_at = len(keys)
            continue
        else:
            current = None
        keys.append(part)
    return tuple(keys), member_at
