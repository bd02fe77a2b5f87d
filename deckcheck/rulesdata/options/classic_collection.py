"""The options of rule ``classic-collection`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Options:
    """``set``: the Classic Collection's code; ``allowed``: the names playable from it."""

    set: str = "CEL:CC"
    allowed: tuple[str, ...] = ("Reshiram", "Zekrom")
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic
