"""Folding text for comparison: the spelling differences that never distinguish two names."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# Apostrophe look-alikes seen in card data and exports ("Farfetch’d").
APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'", "`": "'", "´": "'", "′": "'"})
_SPACES = re.compile(r"\s+")
OWNER = re.compile(r"^(?P<owner>.+?['’]s) (?P<rest>.+)$")
"""An owner at the start of a name: "Brock's" of Brock's Golem, "Team Rocket's" of Team Rocket's
Mewtwo ex (part of the name, rulebook 000 "Ma come si chiama davvero questo Pokémon?")."""


def tidy(text: str) -> str:
    """NFC, straight apostrophes and single spaces: the written text, cleaned but not folded."""
    text = unicodedata.normalize("NFC", text).translate(APOSTROPHES)
    return _SPACES.sub(" ", text).strip()


@lru_cache(maxsize=16384)  # bounded: a batch's memory stays flat however many lists come
def fold(text: str) -> str:
    """Case-, accent- and spacing-insensitive form of ``text``, for matching only."""
    decomposed = unicodedata.normalize("NFKD", tidy(text))
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return stripped.casefold()
