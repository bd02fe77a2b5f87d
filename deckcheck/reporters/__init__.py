"""Reporters render results as they come; they never decide legality.

A reporter writes a run in three parts, so that a batch of thousands of lists is reported as it
is checked and no deck's result is kept once written: ``begin()``, then ``deck(result)`` for each
deck in order, then ``end(tally)``. ``REPORTERS`` maps each ``--output`` name to its class.
"""

from __future__ import annotations

from types import MappingProxyType

from deckcheck.reporters import github, json_report, sarif, text
from deckcheck.reporters.base import Reporter, Tally

__all__ = ["REPORTERS", "Reporter", "Tally"]

REPORTERS: MappingProxyType[str, type[Reporter]] = MappingProxyType({
    "text": text.TextReporter,
    "json": json_report.JsonReporter,
    "jsonl": json_report.JsonLinesReporter,
    "github": github.GithubReporter,
    "sarif": sarif.SarifReporter,
})
