"""Rulebook citations in the reader's language (``data/citations.yaml``).

deckcheck quotes the official rulebooks in Italian, Spanish and Portuguese. A reader of one of
those languages gets the passage from their own rulebook when the citation has it; everyone else
gets the citation's first passage. The rule's one-line statement (``summary``) is English in the
data and goes through the message catalogs like every other message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.i18n import _, language

if TYPE_CHECKING:  # types only: the check path does not import the data's TypedDicts
    from deckcheck.datatypes import Citation, Quote


BOOK_LANGUAGES = {"house": "it"}
"""The language of a rulebook that is not named by it: the house-rules variant is Italian."""


def quote(citation: Citation) -> Quote | None:
    """The passage to show: the reader's own rulebook's, or none. One language per answer: an
    English, French or German reader is not quoted an Italian passage (the rule's summary in
    their language says what it says)."""
    code = language()
    return next((q for q in citation["quotes"]
                 if BOOK_LANGUAGES.get(q["book"], q["book"]) == code), None)


def summary(citation: Citation) -> str:
    """The rule as deckcheck states it, in the active language."""
    statement = citation["summary"]  # a variable: the extractor takes literals in _() as ids
    return _(statement)
