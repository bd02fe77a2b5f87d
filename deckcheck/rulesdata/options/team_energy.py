"""The options of rule ``team-energy`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Options:
    """``per-type``: basic Energy cards the deck holds of each type the team uses."""

    per_type: int
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.per_type < 1:
            raise ValueError(_("per-type must be at least 1"))
