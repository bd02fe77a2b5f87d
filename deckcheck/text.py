"""Folding text for comparison: the spelling differences that never distinguish two names."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# Apostrophe look-alikes seen in card data and exports ("Farfetch’d").
APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'", "`": "'", "´": "'", "′": "'"})
_SPACES = re.compile(r"\s+")


def tidy(text: str) -> str:
    """NFC, straight apostrophes and single spaces: the written text, cleaned but not folded."""
    text = unicodedata.normalize("NFC", text).translate(APOSTROPHES)
    return _SPACES.sub(" ", text).strip()


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Case-, accent- and spacing-insensitive form of ``text``, for matching only."""
    decomposed = unicodedata.normalize("NFKD", tidy(text))
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return stripped.casefold()
