"""A card written as a link to its product page: the name and print the page's address spells.

A seller-finder tool's deck file (coolofdead/CardMarketPokemonSellerFinder, decklist.txt) writes a
count and a Cardmarket address a line::

    4 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Base-Set-2/Pokemon-Trader-B2106
    1 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Shining-Legends/Zoroark-GX-V1-SLG53

The address's last part is the card's name, its words joined by hyphens and its apostrophes
left out, then Cardmarket's version of the product (``V1``) where it sells several, then the
set code joined to the number (``B2106``: Base Set 2, 106). The name's words and the print are
read apart (a hyphen of the name, ``Porygon-Z``, is a space like any other), and the card's name
is never taken from the set's part of the address. That part names the set
(``Chilling-Reign``): where the joined code is none a list writes (``CHR097``), the reader reads
the set by its name (data/history/sets.yaml ``name``).
"""

from __future__ import annotations

import re

_PRODUCT = re.compile(
    r"^https?://(?:www\.)?cardmarket\.com/[a-z]{2}/Pokemon/Products/Singles/(?P<set>[^/\s?#]+)/"
    r"(?P<card>[^/\s?#]+)/?(?:[?#]\S*)?$")
"""A product page's address; a query or fragment after it (``?language=1``) names no card."""
_VERSION = re.compile(r"^V\d{1,2}$")
"""Cardmarket's version of a product sold in several (``Zoroark-GX-V1-SLG53``): no card's."""
_PRINT = re.compile(r"^[A-Z][A-Z0-9]*[0-9]$")
"""The set code joined to the number (``SUM137``, ``G1125``, ``BWBW46``)."""


def product_card(text: str) -> tuple[str, str | None, str] | None:
    """The card a Cardmarket product address names: its name's words ("Pokemon Trader"), its
    set code joined to its number ("B2106") when the address has one, and its set's name's
    words ("Base Set 2"); ``None`` for any other text. The name and the print are given apart,
    so that no word of a name ("Porygon Z") is ever read as a set code."""
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
    return " ".join(words), printed, found["set"].replace("-", " ")
