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


FOLDED_REMEMBERED = 4096
"""Folded forms remembered. A batch folds a deck's line texts and the names of the cards they
find again and again; the catalog has some 16,400 distinct names, 2,800 of them not ASCII, and a
batch of random cards meets them all. An ASCII name missed is folded by the fast path below in
about the time of a cache look-up, so the bound only needs to keep a batch's recurring names and
the accented ones, and memory stays flat however many lists come."""


@lru_cache(maxsize=FOLDED_REMEMBERED)
def fold(text: str) -> str:
    """Case-, accent- and spacing-insensitive form of ``text``, for matching only."""
    if text.isascii():
        # Identical to the Unicode path for ASCII: NFC and NFKD leave it as it is, it has no
        # combining marks, casefold is lower, the only ASCII apostrophe look-alike is "`", and
        # str.split() splits on exactly what the pattern of tidy() matches.
        return " ".join(text.replace("`", "'").split()).lower()
    decomposed = unicodedata.normalize("NFKD", tidy(text))
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return stripped.casefold()
