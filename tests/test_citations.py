"""Every rulebook passage that data/citations.yaml quotes is really in that rulebook.

The rulebooks are the specification (text extracted from the official PDFs, kept for the tests
in tests/rulebooks/, which deckcheck never reads; ``DECKCHECK_RULEBOOKS`` may name another
folder); a quote that drifted from them would make deckcheck cite words the rulebook does not
say. Extraction leaves Markdown emphasis, list bullets and LaTeX symbols in the text; those are
evened out, the words are compared exactly.
"""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

import pytest

from deckcheck.rulesdata import RulesData

RULEBOOKS = Path(os.environ.get("DECKCHECK_RULEBOOKS") or Path(__file__).parent / "rulebooks")
"""The rulebooks' texts: tests/rulebooks/, or the folder ``DECKCHECK_RULEBOOKS`` names."""
BOOKS = {"it": "000_abcda90e0c1ac4a7.txt", "pt": "001_556d9d18c8df8c73.txt",
         "es": "002_fe9e5d116e354754.txt", "house": "003_9a820032cbd21afe.txt"}


def even_out(text: str) -> str:
    text = unicodedata.normalize("NFC", text).replace("’", "'").replace("“", '"')
    # Emphasis (**bold**, *italic*) is markup of the extraction, not words.
    text = text.replace("”", '"').replace(r"$\delta$", "δ").replace("*", "")
    text = re.sub(r"(?m)^\s*[-◆•]\s*(?:[-◆•]\s*)*", "", text)  # list bullets
    text = re.sub(r"\s+", " ", text)
    return re.sub(r" ([,.;:])", r"\1", text)


@pytest.fixture(scope="module")
def rulebooks() -> dict[str, str]:
    assert RULEBOOKS.is_dir(), f"{RULEBOOKS}: no folder of rulebook texts"
    return {book: even_out((RULEBOOKS / name).read_text(encoding="utf-8"))
            for book, name in BOOKS.items()}


def test_every_quote_is_in_its_rulebook(rules_data: RulesData,
                                        rulebooks: dict[str, str]) -> None:
    missing = [f"{key} ({quote['book']}): {quote['text'][:60]}"
               for key, citation in rules_data.citations.items()
               for quote in citation["quotes"]
               if even_out(quote["text"]) not in rulebooks[quote["book"]]]
    assert missing == []


def test_the_variants_rules_quote_rulebook_003(rules_data: RulesData) -> None:
    for rule in ("team-size", "team-basic", "team-types", "team-energy", "evolution-deck",
                 "card-kinds", "team-not-evolving", "team-special-energy"):
        assert {q["book"] for q in rules_data.citations[rule]["quotes"]} == {"house"}
