"""A card written as a link to its product page: the name and print the page's address spells.

A seller-finder tool's deck file (coolofdead/CardMarketPokemonSellerFinder, decklist.txt) writes a
count and a Cardmarket address a line::

    4 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Base-Set-2/Pokemon-Trader-B2106
    1 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Shining-Legends/Zoroark-GX-V1-SLG53

The address's last part is the card's name, its words joined by hyphens and its apostrophes
left out, then Cardmarket's version of the product (``V1``) where it sells several, then the
set code joined to the number (``B2106``: Base Set 2, 106). It is read as the line a player
would write, ``Pokemon Trader B2106``, which the line reader takes apart as it does any other:
the card's name is never taken from the set's part of the address.
"""

from __future__ import annotations

import re

_PRODUCT = re.compile(
    r"^https?://(?:www\.)?cardmarket\.com/[a-z]{2}/Pokemon/Products/Singles/[^/\s?#]+/"
    r"(?P<card>[^/\s?#]+)/?$")
_VERSION = re.compile(r"^V\d{1,2}$")
"""Cardmarket's version of a product sold in several (``Zoroark-GX-V1-SLG53``): no card's."""
_PRINT = re.compile(r"^[A-Z][A-Z0-9]*[0-9]$")
"""The set code joined to the number (``SUM137``, ``G1125``, ``BWBW46``)."""


def product_line(text: str) -> str | None:
    """The card a Cardmarket product address names, as a line's name and print ("Pokemon Trader
    B2106"), or ``None`` for any other text."""
    found = _PRODUCT.match(text)
    if found is None:
        return None
    words = [word for word in found["card"].split("-") if word]
    if words and _PRINT.match(words[-1]) and not _VERSION.match(words[-1]):
        printed = words.pop()
    else:
        printed = None
    if words and _VERSION.match(words[-1]):
        words.pop()
    if not words:
        return None
    return " ".join([*words, printed] if printed else words)
