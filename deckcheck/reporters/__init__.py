"""Reporters render collected results; they never decide legality.

``REPORTERS`` maps each ``--output`` name to a function turning results into text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import MappingProxyType

from deckcheck.data import RulesData
from deckcheck.formats import GameFormat
from deckcheck.models import DeckResult
from deckcheck.reporters import github, json_report, text

Renderer = Callable[[Sequence[DeckResult], GameFormat, RulesData, bool], str]

REPORTERS: MappingProxyType[str, Renderer] = MappingProxyType({
    "text": text.render,
    "json": json_report.render,
    "github": github.render,
})
