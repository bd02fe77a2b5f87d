"""``--output sarif``: SARIF 2.1.0, the format GitHub code scanning and other tools read.

One run, with deckcheck as its tool and every rule in ``tool.driver.rules``; one result per
violation, located on the first line involved (line 1 for a deck-wide violation, as the
``github`` output does). A point deckcheck could not decide is a ``warning`` whose
``properties.undecided`` is true and whose message says so. The document is written deck by deck,
like the JSON output, so a batch never holds every result at once.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any
from urllib.parse import quote

from deckcheck import __version__
from deckcheck.i18n import _
from deckcheck.models import DeckResult, Severity, Violation
from deckcheck.reporters.base import Reporter, Tally
from deckcheck.terminal import valid_utf8

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
VERSION = "2.1.0"


def rule_descriptors() -> list[dict[str, Any]]:
    """Every deckcheck rule as a SARIF ``reportingDescriptor``, in id order."""
    from deckcheck.ruledocs import summary  # the rules' own words, as `deckcheck rules` shows
    from deckcheck.rules import RULES_BY_ID

    out = []
    for rule_id in sorted(RULES_BY_ID):
        rule = RULES_BY_ID[rule_id]
        out.append({"id": rule_id, "name": rule_id,
                    "shortDescription": {"text": summary(rule)},
                    "fullDescription": {"text": " ".join((rule.__doc__ or rule_id).split())}})
    return out


def artifact_uri(path: str) -> str:
    """A deck's path as a URI reference: relative paths stay relative (code scanning resolves
    them against the repository), absolute ones become ``file:`` URIs. The path's bytes are
    percent-encoded, so a file name that is not UTF-8 names its file exactly."""
    location = Path(path)
    if location.is_absolute():
        return location.as_uri()
    return quote(os.fsencode(location.as_posix()))


def result_object(path: str, v: Violation, rule_index: dict[str, int]) -> dict[str, Any]:
    """One violation as a SARIF ``result``."""
    message = v.message
    if v.cards:
        message += " (" + "; ".join(v.cards) + ")"
    if v.undecided:
        # Translators: {message} is a finding's message (with its cards) in SARIF output.
        message = _("{message} [undecided: a judge must confirm]").format(message=message)
    result: dict[str, Any] = {
        "ruleId": v.rule,
        "level": "error" if v.severity is Severity.ERROR else "warning",
        "message": {"text": valid_utf8(message)},
        "locations": [{"physicalLocation": {
            "artifactLocation": {"uri": artifact_uri(path)},
            "region": {"startLine": max(v.lines[0], 1) if v.lines else 1},
        }}],
        "properties": {"undecided": v.undecided, "lines": list(v.lines)},
    }
    if v.rule in rule_index:
        result["ruleIndex"] = rule_index[v.rule]
    return result


class SarifReporter(Reporter):
    """The whole run as one SARIF 2.1.0 log, streamed."""

    _first = True
    _rule_index: dict[str, int]

    def begin(self) -> str:
        rules = rule_descriptors()
        self._rule_index = {rule["id"]: index for index, rule in enumerate(rules)}
        head = {"$schema": SCHEMA, "version": VERSION, "runs": [{
            "tool": {"driver": {"name": "deckcheck", "version": __version__, "rules": rules}},
            "results": []}]}
        text = json.dumps(head, ensure_ascii=False)
        # Open the results array; each deck's results are appended to it as it is checked.
        return text.removesuffix("]}]}")

    def deck(self, result: DeckResult) -> str:
        parts = [json.dumps(result_object(result.path, v, self._rule_index), ensure_ascii=False)
                 for v in result.violations]
        if not parts:
            return ""
        separator = "" if self._first else ","
        self._first = False
        return separator + ",".join(parts)

    def end(self, tally: Tally) -> str:
        return "]}]}\n"

    def abort(self, message: str) -> str:
        # SARIF's own place for a run that failed: an invocation that did not succeed, with the
        # tool's notification (SARIF 2.1.0, sections 3.20.14 and 3.20.21).
        invocation = {"executionSuccessful": False, "toolExecutionNotifications": [
            {"level": "error", "message": {"text": valid_utf8(message)}}]}
        return "]," + json.dumps({"invocations": [invocation]},
                                 ensure_ascii=False)[1:-1] + "}]}\n"
