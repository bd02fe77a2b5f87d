"""The options of rule ``deck-sections`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from typing import Literal

from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Options:
    """``allowed``: the zones a list may declare apart from the deck (team, evolution)."""

    allowed: tuple[Literal["team", "evolution"], ...] = ()
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic
