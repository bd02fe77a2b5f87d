"""The options of rule ``copy-limit`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Options:
    """``max``: copies of one name a deck may hold (4; Gym Leader Challenge: 1)."""

    max: int = 4
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.max < 1:
            raise ValueError(_("max must be at least 1"))
