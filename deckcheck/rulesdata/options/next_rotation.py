"""The options of rule ``next-rotation`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Options:
    """``day``: the day of the check (YYYY-MM-DD); ``format``: the format's id."""

    day: str = ""
    format: str = ""
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic
