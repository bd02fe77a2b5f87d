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

from deckcheck.bounded import VERDICTS, Bounded
from deckcheck.models import Card, DeckResult, Violation
from deckcheck.report.base import Reporter, Tally
from deckcheck.terminal import valid_utf8

VERSION = 1


def deck_object(result: DeckResult, cards: Any = None, violations: Any = None) -> dict[str, Any]:
    """One deck as the JSON contract describes it (a file name's bytes that are not UTF-8 as
    ``\\xff``: every JSON output is valid UTF-8). ``cards``, ``violations``: those values
    already made (the indented report writes them itself, see :func:`_cards_written`)."""
    return {
        "path": valid_utf8(result.path),
        "format": result.format_id,
        "legal": result.legal,
        "verdict": result.verdict.value,
        "counts": result.counts,
        "cards": [card_object(card) for card in result.cards] if cards is None else cards,
        "violations": [violation_object(v) for v in result.violations]
        if violations is None else violations,
    }


def violation_object(violation: Violation) -> dict[str, Any]:
    """One violation of a deck object."""
    return {
        "rule": violation.rule,
        "severity": violation.severity.value,
        "message": valid_utf8(violation.message),
        "lines": list(violation.lines),
        "cards": [valid_utf8(card) for card in violation.cards],
        "undecided": violation.undecided,
    }


def card_object(card: Card) -> dict[str, Any]:
    """One card of a deck object."""
    return {
        "line": card.line.line_number,
        "quantity": card.quantity,
        "name": card.name.display,
        "text": card.line.text,
        "section": card.section.value if card.section else None,
        "zone": card.zone.value,
        "set": card.line.set_code,
        "number": card.line.number,
    }


class _Written(str):
    """A value already written as indented JSON at its place in the document."""

    __slots__ = ()


def _cards_written(cards: tuple[Card, ...], margin: str) -> _Written:
    """``indented([card_object(card) for card in cards], margin)``, byte for byte.

    The cards are most of a deck object (eight keys each, a few dozen cards a deck): written
    from one template each rather than key by key, a batch's JSON report takes less time. Each
    value is written as :func:`indented` writes a mapping's value.
    """
    if not cards:
        return _Written("[]")
    inner = margin + "  "
    field = inner + "  "
    string = _string

    def shown(value: Any) -> str:
        return string(value) if type(value) is str else indented(value, field)

    parts = []
    for card in cards:
        line = card.line
        section = card.section.value if card.section else None
        # All but the line number and quantity is the identified line's, the same in every deck
        # that writes it so: written once per run (a bounded number of lines remembered).
        what = (margin, card.name.display, line.text, section, card.zone.value, line.set_code,
                line.number)
        rest = _CARD_ENDS.get(what)
        if rest is None:
            rest = _CARD_ENDS.put(what, (
                f"{field}\"name\": {shown(card.name.display)},\n"
                f"{field}\"text\": {shown(line.text)},\n"
                f"{field}\"section\": {shown(section)},\n"
                f"{field}\"zone\": {shown(card.zone.value)},\n"
                f"{field}\"set\": {shown(line.set_code)},\n"
                f"{field}\"number\": {shown(line.number)}\n"
                f"{inner}}}"))
        parts.append(  # two whole numbers, as indented writes them
            f"{inner}{{\n{field}\"line\": {int.__repr__(line.line_number)},\n"
            f"{field}\"quantity\": {int.__repr__(line.quantity)},\n{rest}")
    return _Written("[\n" + ",\n".join(parts) + f"\n{margin}]")


_CARD_ENDS: Bounded[tuple[str | None, ...], str] = Bounded(VERDICTS)
"""A card object's lines after its quantity, per margin and identified line (see above)."""


def _violations_written(violations: tuple[Violation, ...], margin: str) -> _Written:
    """``indented([violation_object(v) for v in violations], margin)``, byte for byte, from one
    template per violation as :func:`_cards_written` writes cards.

    A batch of old lists checked in today's format has a dozen violations a deck: each value is
    written by its type, known here (a rule id and severity written once per run, line numbers
    whole numbers, cards text), not asked of :func:`indented`."""
    if not violations:
        return _Written("[]")
    inner = margin + "  "
    field = inner + "  "
    item = field + "  "
    string = _string
    between = ",\n" + item
    close = f"\n{field}]"
    words = _WORDS
    parts = []
    for violation in violations:
        rule = words.get(violation.rule) or words.setdefault(violation.rule,
                                                             string(violation.rule))
        severity = violation.severity.value
        level = words.get(severity) or words.setdefault(severity, string(severity))
        lines = violation.lines
        written_lines = "[\n" + item + between.join(map(int.__repr__, lines)) + close \
            if lines else "[]"
        cards = violation.cards
        written_cards = "[\n" + item + between.join(
            [string(valid_utf8(card)) for card in cards]) + close if cards else "[]"
        parts.append(
            f"{inner}{{\n{field}\"rule\": {rule},\n"
            f"{field}\"severity\": {level},\n"
            f"{field}\"message\": {string(valid_utf8(violation.message))},\n"
            f"{field}\"lines\": {written_lines},\n"
            f"{field}\"cards\": {written_cards},\n"
            f"{field}\"undecided\": {'true' if violation.undecided else 'false'}\n"
            f"{inner}}}")
    return _Written("[\n" + ",\n".join(parts) + f"\n{margin}]")


_WORDS: dict[str, str] = {}
"""Rule ids and severities as JSON writes them (a few dozen, written thousands of times)."""


def indented(value: Any, margin: str = "") -> str:
    """``json.dumps(value, ensure_ascii=False, indent=2)``, byte for byte, for the values a deck
    object holds (mappings, lists, text, whole numbers, booleans, null), each line after the
    first led by ``margin``. json's own indented encoder is pure Python and generic: this one
    takes a third of the time, which a batch of thousands of lists feels."""
    kind = type(value)
    if kind is str:
        return _string(value)
    if kind is _Written:
        return str(value)
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
        # The deck object sits at "    "; its keys at "      ", so its cards list at that margin.
        return "\n    " + indented(deck_object(
            result, _cards_written(result.cards, "      "),
            _violations_written(result.violations, "      ")), "    ")

    def joined(self, rendered: str) -> str:
        separator = "" if self._first else ","
        self._first = False
        return separator + rendered

    def end(self, tally: Tally) -> str:
        closed = "]" if self._first else "\n  ]"
        if not tally.left_out:
            return closed + "\n}\n"
        # What the walks left out, each path with its reason (README, "JSON output").
        left_out = {"entries": [{"path": valid_utf8(entry["path"]), "reason": entry["reason"]}
                                for entry in tally.left_out.as_json()],
                    "git_unasked": tally.left_out.git_unasked}
        return f'{closed},\n  "left_out": {indented(left_out, "  ")}\n}}\n'

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
