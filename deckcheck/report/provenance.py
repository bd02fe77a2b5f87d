"""Which data a run judged by: the day the format data was read, and the card archive's date.

Every report names both (the text summary, JSON, SARIF), as do ``deckcheck --version`` and
``deckcheck catalog info``, so that a verdict can be traced to the data behind it and an old
answer is recognised as old.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from deckcheck import i18n
from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog


@dataclass(frozen=True)
class Provenance:
    """The data behind a run's verdicts."""

    formats_read: str
    """The day the format data the run judged by was read against the official statements: the
    oldest of the run's formats' days (:meth:`for_formats`), else the newest of any format."""
    formats_from: str
    """``shipped`` (the data this deckcheck came with) or ``installed`` (a bundle installed by
    ``deckcheck update`` or ``deckcheck formats update``)."""
    catalog_date: str | None
    """The card archive's date (its newest file), None without a catalog or when unknown."""
    read_days: tuple[tuple[str, str], ...] = ()
    """Each format's read day (format id, day), for :meth:`for_formats`."""

    def for_formats(self, format_ids: Iterable[str]) -> Provenance:
        """The provenance of a run judged by these formats (ids; ``standard@2019-08-16`` counts
        as ``standard``): the oldest of their read days, since a bundle may bring one format's
        data newer than another's; formats with no read day (Unlimited) leave it as it is."""
        days = dict(self.read_days)
        used = [days[base] for format_id in format_ids
                if (base := format_id.split("@", 1)[0]) in days]
        return replace(self, formats_read=min(used)) if used else self

    def as_json(self) -> dict[str, str | None]:
        """The machine outputs' ``data`` object (JSON; SARIF run properties)."""
        return {"formats_read": self.formats_read, "formats_from": self.formats_from,
                "catalog_date": self.catalog_date}

    def sentence(self) -> str:
        """One line for people: where the verdicts' data comes from."""
        origin = _("shipped with deckcheck") if self.formats_from == "shipped" \
            else _("installed from a bundle since")
        if self.catalog_date is None:
            # Translators: {day} is a date (YYYY-MM-DD); {origin} says where the data came from.
            return _("format data read on {day} ({origin}); no card catalog").format(
                day=i18n.day(self.formats_read or "?"), origin=origin)
        # Translators: {day} and {cards} are dates (YYYY-MM-DD); {origin} says where the format
        # data came from.
        return _("format data read on {day} ({origin}); cards as of {cards}").format(
            day=i18n.day(self.formats_read or "?"), origin=origin,
            cards=i18n.day(self.catalog_date[:10]))


def of_run(catalog: Catalog | None) -> Provenance:
    """The provenance of a run that uses the data in use and ``catalog``."""
    from deckcheck import rulesdata

    chosen = rulesdata.in_use()
    return Provenance(chosen.newest, "shipped" if chosen.installed is None else "installed",
                      catalog.source_date if catalog is not None else None,
                      tuple(sorted(chosen.formats.items())))
