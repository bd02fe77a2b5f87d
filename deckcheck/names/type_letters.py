"""The letters a compact multi-type Energy name is written with, read against its print.

"Blend Energy GFPD" beside DRX 117, Blend Energy Grass Fire Psychic Darkness (GRPD in the
letters of its printed symbols): F is no letter of the Fire symbol, but it is the first letter
of Fire's name in every rulebook language but English (Fuoco, Fuego, Fogo, Feu, Feuer;
data/languages). A judge reads such a line as its print when each written letter is the symbol
letter or the initial of a type word of one of the print's types, one letter each, and the
written name is no card's: the print decides, as it does for a name misspelt beside it
(deckcheck.names.misspelt).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import permutations

from deckcheck.names.folding import fold

MAX_TYPES = 5
"""More types than any multi-type Energy prints (Blend Energy has four): bounds the matching."""


def letters_by_type(symbols: Mapping[str, str],
                    words: Iterable[tuple[str, str]]) -> dict[str, frozenset[str]]:
    """Each type's letters: its symbol letter (``symbols``: kind to letter) and the initial of
    each of its words (``words``: kind and word, in every language)."""
    out = {kind: {letter} for kind, letter in symbols.items()}
    for kind, word in words:
        folded = fold(word)
        if folded[:1].isalpha():
            out.setdefault(kind, set()).add(folded[0].upper())
    return {kind: frozenset(letters) for kind, letters in out.items()}


def letters_read_as(letters: str, types: list[str],
                    allowed: Mapping[str, frozenset[str]]) -> bool:
    """Whether ``letters`` ("GFPD") name exactly ``types`` (kinds, in any order), one letter a
    type, each a letter ``allowed`` gives that type."""
    if len(letters) != len(types) or not 2 <= len(types) <= MAX_TYPES:
        return False
    return any(all(letter in allowed.get(kind, frozenset()) for letter, kind in zip(letters, order,
                                                                                   strict=True))
               for order in permutations(types))
