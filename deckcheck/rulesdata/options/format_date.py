"""The options of rule ``format-date`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from typing import Any

from deckcheck.lite_dataclass import dataclass
from deckcheck.rulesdata.options.data_age import Scheduled


@dataclass(frozen=True)
class Options:
    """The day, the history's horizon, and what the history cannot tell about that day."""

    day: str = ""
    horizon: str = ""
    format_name: str = ""
    notes: tuple[str, ...] = ()
    trusted_days: int = 0
    """How many days past the horizon the history still answers for (the format's data-age)."""
    scheduled: tuple[Scheduled, ...] = ()
    """Events announced by the horizon that the history does not yet apply."""
    doubtful_bans: tuple[Any, ...] = ()
    """Bans the history cannot place on the day: ``{name, prints, all_prints, uncertain}``."""
    retired_energy: tuple[Any, ...] = ()
    """Basic Energy not legal that day: ``{name, since, certain}`` (basic Fairy Energy)."""
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        object.__setattr__(self, "scheduled", tuple(
            event if isinstance(event, Scheduled) else Scheduled(**event)
            for event in self.scheduled))
