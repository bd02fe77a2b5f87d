"""The options of rule ``data-age`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from datetime import date

from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Scheduled:
    """An event announced by the data's read day and not yet applied by the data."""

    day: str
    event: str
    source: str
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        date.fromisoformat(self.day)  # a ValueError names the bad date


@dataclass(frozen=True)
class Options:
    """``as-of``: the day the format's data was read from the official sources (YYYY-MM-DD);
    ``trusted-days``: how long after it a check of today is trusted (90); ``scheduled``: events
    announced by ``as-of`` that the data does not yet apply, each ``{day, event, source}``."""

    as_of: str = ""
    trusted_days: int = 90
    scheduled: tuple[Scheduled, ...] = ()
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.as_of:
            date.fromisoformat(self.as_of)  # a ValueError names the bad date
        if self.trusted_days < 0:
            raise ValueError("trusted-days must be 0 or more")
        object.__setattr__(self, "scheduled", tuple(
            event if isinstance(event, Scheduled) else Scheduled(**event)
            for event in self.scheduled))
