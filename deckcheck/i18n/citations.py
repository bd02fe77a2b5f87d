"""Rulebook citations in the reader's language (``data/citations.yaml``).

deckcheck quotes the official rulebooks in Italian, Spanish and Portuguese, and the house-rules
variant, written in Italian. A reader gets the passage from the rulebook in their own language, or
none where there is none: never another language's rulebook in its place (one language per
answer). The rulebook is named in the reader's words (:func:`book`). The rule's one-line
statement (``summary``) is English in the data and goes through the message catalogs like every
other message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.i18n import N_, _, language

if TYPE_CHECKING:  # types only: the check path does not import the data's TypedDicts
    from deckcheck.rulesdata.shapes import Citation, Quote


# Translators: which rulebook a passage comes from, inside "Rulebook ({book})".
BOOKS = {"it": N_("Italian"), "es": N_("Spanish"), "pt": N_("Brazilian Portuguese"),
         "house": N_("house-rules variant")}
"""The rulebooks by their code in data/citations.yaml (``book:``), as a reader is told of them."""

BOOK_LANGUAGES = {"house": "it"}
"""The language of a rulebook that is not named by it: the house-rules variant is Italian."""


def quote(citation: Citation) -> Quote | None:
    """The passage to show: the reader's own rulebook's, or none. One language per answer: an
    English, French or German reader is not quoted an Italian passage (the rule's summary in
    their language says what it says)."""
    code = language()
    return next((q for q in citation["quotes"]
                 if BOOK_LANGUAGES.get(q["book"], q["book"]) == code), None)


def book(code: str) -> str:
    """The rulebook ``code`` names, in the active language ("italiano", "variante della casa")."""
    return _(BOOKS[code]) if code in BOOKS else code


def summary(citation: Citation) -> str:
    """The rule as deckcheck states it, in the active language."""
    statement = citation["summary"]  # a variable: the extractor takes literals in _() as ids
    return _(statement)
