"""The options of rule ``glc-rule-box`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

from typing import Literal

from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class Options:
    """``also``: cards with no Rule Box suffix that the format still refuses (``radiant``,
    ``ace-spec``, ``mega``); the suffixes with a Rule Box are data/suffixes.yaml's."""

    also: tuple[Literal["radiant", "ace-spec", "mega"], ...] = ("radiant", "ace-spec", "mega")
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic
