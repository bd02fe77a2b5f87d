"""The options of rule ``team-special-energy`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Options:
    """``at-least``: Special Energy cards the deck holds, at least."""

    at_least: int
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.at_least < 1:
            raise ValueError(_("at-least must be at least 1"))
