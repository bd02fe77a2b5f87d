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
from deckcheck.report.base import Reporter, Tally
from deckcheck.terminal import valid_utf8

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
VERSION = "2.1.0"


RULES_HELP = "https://github.com/deckcheck/deckcheck#rules"
"""The README's rule section, where every rule is listed (``helpUri``): the project's home, as
deckcheck's format-data bundle names it."""
STDIN_URI = "-"
"""Standard input, named as the command line names it (a path of its own it has not)."""


def rule_descriptors() -> list[dict[str, Any]]:
    """Every deckcheck rule as a SARIF ``reportingDescriptor``, in id order: its documentation
    as plain text and as Markdown (``help``), and a link to the README's rule section."""
    # The rules' own words, as `deckcheck rules ID` shows them, without reStructuredText markup.
    from deckcheck.report.ruledocs import help_markdown, help_text, summary
    from deckcheck.rules import RULES_BY_ID

    out = []
    for rule_id in sorted(RULES_BY_ID):
        rule = RULES_BY_ID[rule_id]
        text = " ".join(help_text(rule, width=10_000).split())
        out.append({"id": rule_id, "name": rule_id,
                    "shortDescription": {"text": summary(rule)},
                    "fullDescription": {"text": text},
                    "help": {"text": text, "markdown": help_markdown(rule)},
                    "helpUri": RULES_HELP})
    return out


def artifact_uri(path: str) -> str:
    """A deck's path as a URI reference: relative paths stay relative (code scanning resolves
    them against the repository), absolute ones become ``file:`` URIs. The path's bytes are
    percent-encoded, so a file name that is not UTF-8 names its file exactly."""
    if path == "<stdin>":
        return STDIN_URI
    location = Path(path)
    if location.is_absolute():
        return location.as_uri()
    return quote(os.fsencode(location.as_posix()))


def result_object(path: str, v: Violation, rule_index: dict[str, int],
                  uri: str | None = None) -> dict[str, Any]:
    """One violation as a SARIF ``result``; ``uri``: ``artifact_uri(path)``, if known."""
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
            "artifactLocation": {"uri": artifact_uri(path) if uri is None else uri},
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
        run: dict[str, Any] = {
            "tool": {"driver": {"name": "deckcheck", "version": __version__, "rules": rules}}}
        if self.provenance is not None:
            run["properties"] = {"data": self.provenance.as_json()}
        head = {"$schema": SCHEMA, "version": VERSION, "runs": [{**run, "results": []}]}
        text = json.dumps(head, ensure_ascii=False)
        # Open the results array; each deck's results are appended to it as it is checked.
        return text.removesuffix("]}]}")

    def render(self, result: DeckResult) -> str:
        if not result.violations:
            return ""
        uri, rules = artifact_uri(result.path), self._rules()
        return ",".join(json.dumps(result_object(result.path, v, rules, uri), ensure_ascii=False)
                        for v in result.violations)

    def joined(self, rendered: str) -> str:
        if not rendered:
            return ""
        separator = "" if self._first else ","
        self._first = False
        return separator + rendered

    def _rules(self) -> dict[str, int]:
        """Each rule's index in the log's rule descriptors (what a result refers to)."""
        if not hasattr(self, "_rule_index"):
            self._rule_index = {rule["id"]: index
                                for index, rule in enumerate(rule_descriptors())}
        return self._rule_index

    def end(self, tally: Tally) -> str:
        # The run's outcome, as the exit code gives it (0 legal, 1 not legal, 3 undecided):
        # executionSuccessful says the check ran, not that every deck is legal.
        code = tally.exit_code if self.exit_code is None else self.exit_code
        invocation = json.dumps([{"executionSuccessful": True, "exitCode": code}])
        return f'], "invocations": {invocation}}}]}}\n'

    def abort(self, message: str) -> str:
        # SARIF's own place for a run that failed: an invocation that did not succeed, with the
        # tool's notification (SARIF 2.1.0, sections 3.20.14 and 3.20.21).
        invocation = json.dumps([{"executionSuccessful": False, "toolExecutionNotifications": [
            {"level": "error", "message": {"text": valid_utf8(message)}}]}], ensure_ascii=False)
        return f'], "invocations": {invocation}}}]}}\n'

