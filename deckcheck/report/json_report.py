"""``--output json``: one document with every deck, its cards and its violations; ``--output
jsonl``: the same deck objects, one per line, for batches read as a stream.

The shape is a contract (``version`` 1), documented in the README and held byte for byte by
``tests/test_cli.py``. Keys are only ever added, never renamed or removed. The document is
written deck by deck, byte for byte what ``json.dumps(document, indent=2)`` gives, so that a
batch of thousands of lists never holds every result at once.
"""

from __future__ import annotations

import json
from typing import Any

from deckcheck.models import DeckResult
from deckcheck.report.base import Reporter, Tally
from deckcheck.terminal import valid_utf8

VERSION = 1


def deck_object(result: DeckResult) -> dict[str, Any]:
    """One deck as the JSON contract describes it (a file name's bytes that are not UTF-8 as
    ``\\xff``: every JSON output is valid UTF-8)."""
    return {
        "path": valid_utf8(result.path),
        "format": result.format_id,
        "legal": result.legal,
        "verdict": result.verdict.value,
        "counts": result.counts,
        "cards": [
            {
                "line": card.line.line_number,
                "quantity": card.quantity,
                "name": card.name.display,
                "text": card.line.text,
                "section": card.section.value if card.section else None,
                "zone": card.zone.value,
                "set": card.line.set_code,
                "number": card.line.number,
            }
            for card in result.cards
        ],
        "violations": [
            {
                "rule": v.rule,
                "severity": v.severity.value,
                "message": valid_utf8(v.message),
                "lines": list(v.lines),
                "cards": [valid_utf8(card) for card in v.cards],
                "undecided": v.undecided,
            }
            for v in result.violations
        ],
    }


def indented(value: Any, margin: str = "") -> str:
    """``json.dumps(value, ensure_ascii=False, indent=2)``, byte for byte, for the values a deck
    object holds (mappings, lists, text, whole numbers, booleans, null), each line after the
    first led by ``margin``. json's own indented encoder is pure Python and generic: this one
    takes a third of the time, which a batch of thousands of lists feels."""
    kind = type(value)
    if kind is str:
        return _string(value)
    if kind is dict:
        if not value:
            return "{}"
        inner = margin + "  "
        keys = _KEYS
        parts = []
        for key, item in value.items():
            # Text, numbers and flags written here: most values of a deck object are.
            shown = keys.get(key) or keys.setdefault(key, _string(key))
            item_kind = type(item)
            if item_kind is str:
                parts.append(f"{inner}{shown}: {_string(item)}")
            elif item_kind is int:
                parts.append(f"{inner}{shown}: {int.__repr__(item)}")
            elif item is None:
                parts.append(f"{inner}{shown}: null")
            elif item_kind is bool:
                parts.append(f"{inner}{shown}: {'true' if item else 'false'}")
            else:
                parts.append(f"{inner}{shown}: {indented(item, inner)}")
        return "{\n" + ",\n".join(parts) + f"\n{margin}}}"
    if kind is list or kind is tuple:
        if not value:
            return "[]"
        inner = margin + "  "
        return "[\n" + ",\n".join(inner + indented(item, inner) for item in value) \
            + f"\n{margin}]"
    if value is None:
        return "null"
    if kind is bool:
        return "true" if value else "false"
    if kind is int:
        return int.__repr__(value)
    return json.dumps(value, ensure_ascii=False)  # anything else, as json writes it


_string = json.encoder.encode_basestring
_KEYS: dict[str, str] = {}
"""The keys of deck objects as JSON writes them (a few dozen, written thousands of times)."""


class JsonReporter(Reporter):
    """The whole run as one JSON document, streamed."""

    _first = True

    def begin(self) -> str:
        run: dict[str, Any] = {"version": VERSION, "format": self.format.id}
        if self.provenance is not None:
            run["data"] = self.provenance.as_json()
        head = json.dumps(run, ensure_ascii=False, indent=2)
        return head.removesuffix("\n}") + ',\n  "decks": ['

    def render(self, result: DeckResult) -> str:
        return "\n    " + indented(deck_object(result), "    ")

    def joined(self, rendered: str) -> str:
        separator = "" if self._first else ","
        self._first = False
        return separator + rendered

    def end(self, tally: Tally) -> str:
        return "]\n}\n" if self._first else "\n  ]\n}\n"

    def abort(self, message: str) -> str:
        # The decks written so far, then "error": the run did not finish (exit code 4).
        closed = "]" if self._first else "\n  ]"
        return f'{closed},\n  "error": {_string(valid_utf8(message))}\n}}\n'


class JsonLinesReporter(Reporter):
    """One JSON object per deck per line (JSON Lines), each with the run's ``version``."""

    def render(self, result: DeckResult) -> str:
        return json.dumps({"version": VERSION, **deck_object(result)}, ensure_ascii=False) + "\n"

    def abort(self, message: str) -> str:
        return json.dumps({"version": VERSION, "error": valid_utf8(message)},
                          ensure_ascii=False) + "\n"
