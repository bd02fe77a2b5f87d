"""Reporters render results as they come; they never decide legality.

A reporter writes a run in three parts, so that a batch of thousands of lists is reported as it
is checked and no deck's result is kept once written: ``begin()``, then ``deck(result)`` for each
deck in order, then ``end(tally)``. :func:`reporter_class` gives the class for an ``--output``
name, importing only that reporter (start-up time is part of the product).
"""

from __future__ import annotations

import importlib

from deckcheck.report.base import Reporter, Tally

__all__ = ["REPORTERS", "Reporter", "Tally", "reporter_class"]

REPORTERS: dict[str, tuple[str, str]] = {
    "text": ("text", "TextReporter"),
    "json": ("json_report", "JsonReporter"),
    "jsonl": ("json_report", "JsonLinesReporter"),
    "github": ("github", "GithubReporter"),
    "sarif": ("sarif", "SarifReporter"),
    "markdown": ("markdown", "MarkdownReporter"),
}
"""Each ``--output`` name: the module under deckcheck.report and the class in it."""


def reporter_class(output: str) -> type[Reporter]:
    """The reporter class for an ``--output`` name (a KeyError for an unknown one)."""
    module, name = REPORTERS[output]
    found: type[Reporter] = getattr(importlib.import_module(f"deckcheck.report.{module}"),
                                    name)
    return found
