"""The options of rule ``team-not-evolving`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Options:
    """``most``: team Pokémon that cannot evolve, at most."""

    most: int
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.most < 0:
            raise ValueError(_("most must be 0 or more"))
