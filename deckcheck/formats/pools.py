"""The card pools a format may have had on one day, and what a pool says of one print.

A format as it stood on a day (:mod:`deckcheck.formats.dated`) has one pool, or several when
the season in force is not known; each print is ``LEGAL``, ``NOT_LEGAL`` or ``UNKNOWN`` in each.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from deckcheck.lite_dataclass import dataclass

if TYPE_CHECKING:
    from deckcheck.catalog.records import CatalogCard


class Status(Enum):
    """Whether one print was legal on the day."""

    LEGAL = "legal"
    NOT_LEGAL = "not-legal"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Pool:
    """One possible card pool of the day (several when the season in force is not known)."""

    label: str
    known: bool = True
    """False: the history has no pool for this season."""
    sets: frozenset[str] | None = None
    promos: tuple[tuple[str, int | None], ...] = ()
    """Promo series legal from a card number on (None: the whole series)."""
    doubtful: tuple[tuple[str, str], ...] = ()
    """Promo series whose membership no source gives, with the season's note: for a judge."""
    oldest_mark: str | None = None
    """Regulation marks from this one on are legal (each as its cards become legal)."""
    series: frozenset[str] | None = None
    extra_sets: frozenset[str] = frozenset()
    uncertain: str | None = None

    def member(self, printed: CatalogCard) -> bool:
        """Whether the print belongs to the pool at all, whatever its set's legal date."""
        code = printed.set_code or ""
        if self.oldest_mark is not None:
            mark = printed.regulation_mark
            return mark is not None and mark >= self.oldest_mark
        if self.series is not None:
            return printed.serie in self.series or code in self.extra_sets
        sets = self.sets or frozenset()
        if code in sets:
            return True
        base = code.split(":", 1)[0]
        if base != code and base in sets and not any(":" in listed for listed in sets):
            return True  # a gallery subset goes with its set unless the pool lists subsets
        for promo_set, first in self.promos:
            if code == promo_set:
                digits = "".join(ch for ch in printed.number if ch.isdigit())
                return first is None or (digits != "" and int(digits) >= first)
        return False
