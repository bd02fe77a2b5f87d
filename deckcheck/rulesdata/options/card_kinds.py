"""The options of rule ``card-kinds`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from typing import Literal

from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Options:
    """``kinds``: the kinds of card the deck may hold (pokemon, trainer, energy)."""

    kinds: tuple[Literal["pokemon", "trainer", "energy"], ...] = ("pokemon", "trainer", "energy")
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic
