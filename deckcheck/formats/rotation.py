"""The next rotation of a rotating format (its file says ``rotates: true``): the season the
history announces after a day, and the format as it will stand on that season's first day.

The rotation preview (rule ``next-rotation``) asks it; the format answers which cards leave.
"""

from __future__ import annotations

from datetime import date
from functools import cache
from typing import TYPE_CHECKING

from deckcheck.formats import dated
from deckcheck.formats.dated_format import DatedFormat
from deckcheck.lite_dataclass import dataclass

if TYPE_CHECKING:
    from deckcheck.formats.history import Season
    from deckcheck.models import Card
    from deckcheck.rulesdata import RulesData


@dataclass(frozen=True)
class Rotation:
    """The next rotation of a rotating format after a day, as the history announces it."""

    horizon: date
    """The history's last day."""
    season: Season | None = None
    """The season the rotation begins (None: no rotation after the day is announced)."""
    after: DatedFormat | None = None
    """The format as it will stand on the rotation's first day."""

    def removes(self, card: Card, data: RulesData) -> bool:
        """Whether the rotation certainly removes the card (False when it stays or may)."""
        from deckcheck.formats.dated_format import legal_on

        return self.after is not None and legal_on(card, data, self.after) is False


def next_rotation(data: RulesData, format_id: str, day: date) -> Rotation | None:
    """The next rotation of ``format_id`` announced by ``day``, or None: it does not rotate."""
    from deckcheck import formats
    from deckcheck.formats import history

    known = history.load()
    current = formats.get(data, format_id)
    if not (current.rotates and current.history_kind == "recorded"
            and format_id in data.formats):
        return None
    season = known.next_rotation(day)
    if season is None or season.start is None:
        return Rotation(known.horizon(format_id))
    return Rotation(known.horizon(format_id), season, _on(data, format_id, season.start))


@cache
def _on(data: RulesData, format_id: str, day: date) -> DatedFormat:
    """A format on a rotation's first day, built once per run (a batch asks it per list)."""
    found = dated.get(data, format_id, day)
    assert isinstance(found, DatedFormat)
    return found
