"""Checking every value read from the archive for type and range before it is stored.

The archive is not ours: a card may hold an object where a name belongs, an ``hp`` larger than
SQLite's integers, a lone surrogate that cannot be written as UTF-8, or text nested thousands
deep. Such a card (or set) is counted as unreadable; it never ends the update in a traceback.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

MAX_TEXT = 20_000
"""Characters in one string: the longest rule text is well under a thousand."""
MAX_SHORT = 300
"""Characters in a name, a category, a rarity, a set code and the like."""
MAX_DEPTH = 12
"""Nesting of the game text kept per card (attacks → attack → cost list is four)."""
MAX_ITEMS = 2_000
"""Values in one card's game text."""
MAX_INTEGER = 1_000_000
"""Far above any HP, damage or card count, far below SQLite's 64-bit integers."""

_SHORT_FIELDS = ("category", "stage", "suffix", "trainer_type", "energy_type",
                 "regulation_mark", "rarity", "illustrator", "evolve_from")


class BadValue(ValueError):
    """A value of the wrong type or out of range; the message names the field."""


def text(value: object, where: str, limit: int = MAX_TEXT) -> str:
    """A string that can be stored as UTF-8, of at most ``limit`` characters."""
    if type(value) is str and value.isascii() and len(value) <= limit:
        return value  # most text: ASCII is UTF-8 (a flag of the string, read in constant time)
    if not isinstance(value, str):
        raise BadValue(f"{where}: expected text, found {type(value).__name__}")
    if len(value) > limit:
        raise BadValue(f"{where}: {len(value):,} characters; at most {limit:,}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise BadValue(f"{where}: holds a lone surrogate, which is not text") from None
    return value


def optional_text(value: object, where: str, limit: int = MAX_SHORT) -> str | None:
    """None, or :func:`text`."""
    return None if value is None else text(value, where, limit)


def integer(value: object, where: str) -> int | None:
    """None, or a whole number in range (``true`` is not a number)."""
    if value is None:
        return None
    if type(value) is not int or not -MAX_INTEGER <= value <= MAX_INTEGER:
        raise BadValue(f"{where}: expected a number up to {MAX_INTEGER:,}")
    return value


def plain(value: object, where: str) -> None:
    """A JSON value of bounded depth and size: text, numbers, booleans, lists and mappings."""
    count = 0

    def walk(item: object, depth: int) -> None:
        nonlocal count
        count += 1
        if count > MAX_ITEMS:
            raise BadValue(f"{where}: more than {MAX_ITEMS:,} values")
        if depth > MAX_DEPTH:
            raise BadValue(f"{where}: nested deeper than {MAX_DEPTH}")
        if type(item) is str and item.isascii() and len(item) <= MAX_TEXT:
            return  # what text() accepts first, without a call
        if isinstance(item, str):
            text(item, where)
        elif isinstance(item, bool) or item is None:
            return
        elif isinstance(item, int):
            integer(item, where)
        elif isinstance(item, float):
            if not math.isfinite(item) or abs(item) > MAX_INTEGER:
                raise BadValue(f"{where}: number out of range")
        elif isinstance(item, list):
            for element in item:
                walk(element, depth + 1)
        elif isinstance(item, Mapping):
            for key, element in item.items():
                text(key, where, MAX_SHORT)
                walk(element, depth + 1)
        else:  # a reference to an import where a value belongs
            raise BadValue(f"{where}: expected a value, found {type(item).__name__}")

    walk(value, 0)


def card(fields: dict[str, Any]) -> dict[str, Any]:
    """The fields kept of one card (``reading.card_fields``), each checked; raises BadValue."""
    names = fields.get("names")
    if not isinstance(names, dict):
        raise BadValue("name: expected a mapping of languages to names")
    for lang, name in names.items():
        text(name, f"name.{lang}", MAX_SHORT)
    for key in _SHORT_FIELDS:
        if key in fields:
            optional_text(fields[key], key)
    integer(fields.get("hp"), "hp")
    types = fields.get("types")
    if types is not None:
        if not isinstance(types, list) or len(types) > 20:
            raise BadValue("types: expected a short list of types")
        for item in types:
            text(item, "types", MAX_SHORT)
    for key, value in fields.items():  # game text, and any field kept later
        if key not in ("names", "hp", "types", *_SHORT_FIELDS):
            plain(value, key)
    return fields


def card_set(value: dict[str, Any]) -> dict[str, Any]:
    """A set record's fields that the catalog stores, each checked; raises BadValue."""
    text(value.get("id", ""), "id", MAX_SHORT)
    names = value.get("name")
    if names is not None:
        if not isinstance(names, dict):
            raise BadValue("name: expected a mapping of languages to names")
        for lang, name in names.items():
            text(name, f"name.{lang}", MAX_SHORT)
    abbreviations = value.get("abbreviations")
    if isinstance(abbreviations, dict):
        optional_text(abbreviations.get("official"), "abbreviations.official", 40)
    elif abbreviations is not None:
        raise BadValue("abbreviations: expected a mapping")
    optional_text(value.get("releaseDate"), "releaseDate", 40)
    count = value.get("cardCount")
    if isinstance(count, dict):
        integer(count.get("official"), "cardCount.official")
    elif count is not None:
        raise BadValue("cardCount: expected a mapping")
    return value


def serie(value: dict[str, Any]) -> dict[str, Any]:
    """A serie record's id, checked; raises BadValue."""
    text(value.get("id", ""), "id", MAX_SHORT)
    return value
