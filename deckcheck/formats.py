"""Game formats: the deck-construction settings a deck is checked against.

Formats are data (``data/formats/*.yaml``), validated by :class:`deckcheck.datafiles.Format`.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckcheck.data import RulesData
from deckcheck.errors import UsageError

DEFAULT_FORMAT = "unlimited"


@dataclass(frozen=True)
class GameFormat:
    """The settings of one format that the rules read."""

    id: str
    name: str
    description: str
    deck_size: int
    max_copies: int


def available(data: RulesData) -> list[GameFormat]:
    """Every format shipped in ``data/formats``, by id."""
    return [get(data, format_id) for format_id in sorted(data.formats)]


def get(data: RulesData, format_id: str) -> GameFormat:
    """The format called ``format_id``; a :class:`UsageError` names the known ones otherwise."""
    raw = data.formats.get(format_id)
    if raw is None:
        known = ", ".join(sorted(data.formats))
        raise UsageError(f"unknown format {format_id!r}; known formats: {known}")
    return GameFormat(
        id=raw["id"],
        name=raw["name"],
        description=raw["description"],
        deck_size=raw["deck"]["size"],
        max_copies=raw["deck"]["max_copies"],
    )
