"""What a catalog build read, kept, skipped and could not read: filled while cards are written
(:mod:`deckcheck.catalog.card_rows`) and shown when the build ends (:mod:`deckcheck.catalog.build`).
"""

from __future__ import annotations

from dataclasses import field

from deckcheck.lite_dataclass import dataclass


@dataclass
class BuildReport:
    """What a build read, kept, skipped and could not read."""

    series: int = 0
    sets: int = 0
    cards: int = 0
    skipped_pocket: int = 0
    unreadable: list[str] = field(default_factory=list)
    source_date: str | None = None
    digest: str | None = None
    marks_from_data: int = 0
    """Prints given the regulation mark data/cards/regulation_marks.yaml records for them."""
    marks_disagreeing: list[str] = field(default_factory=list)
    """Prints for which that file and the card database give different marks (the database's is
    kept; the file's entry is stale)."""
