"""A deck written as one JSON array of card ids: a Tabletop Simulator export.

pokemoncard.io's Tabletop Simulator export writes a whole deck on one line as a JSON array: a
title string, then one pokemontcg.io card id a copy (``["Exported from https://pokemoncard.io",
"sv8pt5-4","sv8pt5-4","sv8pt5-71",…]``; ``sv8pt5-71`` is Dreepy PRE 71), no names and no counts.
Each id is a print the reader already reads alone (``1 sv8pt5-71``, data/set_codes.yaml
pokemontcg.io-id), so the array is read as one counted line a distinct id.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

MAX_ARRAY_CHARACTERS = 8000
"""The longest such line read: a 60-card deck's ids take about 1,000 characters (the longest
pokemontcg.io ids, ``swsh12pt5gg-GG70``, under 20 each), a line this long is no deck's array."""
MAX_IDS = 200
"""The most ids read from one array: more than any deck holds (60, or 100 in no official
format), few enough that one line cannot stand for a file's worth of card lines."""


@dataclass(frozen=True)
class CardIdArray:
    """The cards of one JSON array of card ids, in the order each id first appears."""

    title: str | None
    """The array's first string, where it is no card id and holds an address ("Exported from
    https://…"): the export's title, no card."""
    counted: tuple[tuple[str, int], ...]
    """Each distinct id and how many times the array names it."""

    @property
    def total(self) -> int:
        """How many ids the array holds: the cards it names."""
        return sum(count for _, count in self.counted)


def card_id_array(line: str, is_card_id: Callable[[str], bool]) -> CardIdArray | None:
    """The cards of ``line`` when it is a JSON array of strings, every one a card id
    (``is_card_id``) but a first one that may be the deck's title; None for any other line,
    which is read as any line is."""
    if not (line.startswith("[") and line.endswith("]")) or len(line) > MAX_ARRAY_CHARACTERS:
        return None
    try:
        items = json.loads(line)
    except ValueError:
        return None
    if not isinstance(items, list) or not items or len(items) > MAX_IDS + 1 \
            or not all(isinstance(item, str) for item in items):
        return None
    # Only an address makes the first string a title ("Exported from https://pokemoncard.io"):
    # any other string may be a card ("Prime Catcher", "SV5-157") and an array dropping it
    # unsaid had passed a deck of 61 cards; such an array is left unread.
    title = None if is_card_id(items[0]) else items[0]
    if title is not None and "://" not in title:
        return None
    ids = items if title is None else items[1:]
    if not ids or not all(is_card_id(item) for item in ids):
        return None
    return CardIdArray(title=title, counted=tuple(Counter(ids).items()))
