"""``--output json``: one object with every deck, its cards and its violations.

The shape is a contract (``version`` 1), documented in the README and held byte for byte by
``tests/test_cli.py``. Keys are only ever added, never renamed or removed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from deckcheck.data import RulesData
from deckcheck.formats import GameFormat
from deckcheck.models import DeckResult

VERSION = 1


def deck_object(result: DeckResult) -> dict[str, Any]:
    """One deck as the JSON contract describes it."""
    return {
        "path": result.path,
        "format": result.format_id,
        "legal": result.legal,
        "verdict": result.verdict.value,
        "counts": result.counts,
        "cards": [
            {
                "line": card.line.line,
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
                "message": v.message,
                "lines": list(v.lines),
                "cards": list(v.cards),
                "undecided": v.undecided,
            }
            for v in result.violations
        ],
    }


def render(results: Sequence[DeckResult], game_format: GameFormat, data: RulesData,
           color: bool) -> str:
    """The whole run as one JSON document."""
    document = {"version": VERSION, "format": game_format.id,
                "decks": [deck_object(r) for r in results]}
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"
