"""The options of rule ``team-size`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Options:
    """``size``: the number of Pokémon in the team."""

    size: int
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.size < 1:
            raise ValueError(_("size must be at least 1"))
