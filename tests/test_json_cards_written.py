"""The JSON report writes each deck's cards from a template remembered per identified line, byte
for byte what ``json.dumps(..., ensure_ascii=False, indent=2)`` writes of the same objects,
with each deck's own line numbers and copies."""

from __future__ import annotations

import json

import pytest

from deckcheck.checker import Checker
from deckcheck.report.json_report import _cards_written, card_object

# sample_decks/standard/dragapult-ex.ptcgl.txt, its Pokémon as Pokémon TCG Live exports them.
EXPORTED = (b"Pok\xc3\xa9mon: 4\n4 Dreepy TWM 128\n4 Drakloak TWM 129\n3 Dragapult ex TWM 130\n"
            b"1 Fezandipiti ex SFA 38\n")
# The same lines another way: other counts, other places, no header, a line never met.
REWRITTEN = (b"// Dragapult, before the header\n2 Drakloak TWM 129\n\n1 Dragapult ex TWM 130\n"
             b"Pok\xc3\xa9mon: 3\n3 Dreepy TWM 128\n1 Pok\xc3\xa9 Pad POR 81\n")


def written_as_json(checker: Checker, text: bytes, margin: str) -> tuple[str, str]:
    cards = checker.check_bytes(text, "list.txt").cards
    expected = json.dumps([card_object(card) for card in cards], ensure_ascii=False,
                          indent=2).replace("\n", "\n" + margin)
    return str(_cards_written(cards, margin)), expected


@pytest.mark.parametrize("margin", ["", "      "])
def test_cards_are_written_as_json_writes_them(checker: Checker, margin: str) -> None:
    written, expected = written_as_json(checker, EXPORTED, margin)
    assert written == expected


def test_a_line_met_before_is_written_with_this_decks_line_and_copies(checker: Checker) -> None:
    for text in (EXPORTED, REWRITTEN, EXPORTED, REWRITTEN):
        written, expected = written_as_json(checker, text, "      ")
        assert written == expected
    assert [(card["line"], card["quantity"], card["text"]) for card in json.loads(written)] \
        == [(2, 2, "Drakloak"), (4, 1, "Dragapult ex"), (6, 3, "Dreepy"), (7, 1, "Poké Pad")]


def test_no_cards_is_an_empty_list() -> None:
    assert str(_cards_written((), "  ")) == "[]"
