"""Rulebook citations in the reader's language (``data/citations.yaml``).

deckcheck quotes the official rulebooks in Italian, Spanish and Portuguese. A reader of one of
those languages gets the passage from their own rulebook, or none where that rulebook does not
cover the rule: never another language's rulebook in its place. The house-rules variant is
written in Italian only and is every reader's source for its rules. A reader whose language has
no rulebook here (English, French, German) gets the citation's first passage, labelled with its
language (:func:`book`). The rule's one-line statement (``summary``) is English in the data and
goes through the message catalogs like every other message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.i18n import N_, _, language

if TYPE_CHECKING:  # types only: the check path does not import the data's TypedDicts
    from deckcheck.datatypes import Citation, Quote


RULEBOOK_LANGUAGES = ("it", "es", "pt")
"""The languages of the official rulebooks data/citations.yaml quotes."""

# Translators: which rulebook a passage comes from, inside "Rulebook ({book})".
BOOKS = {"it": N_("Italian"), "es": N_("Spanish"), "pt": N_("Brazilian Portuguese"),
         "house": N_("house-rules variant")}
"""The rulebooks by their code in data/citations.yaml (``book:``), as a reader is told of them."""


def quote(citation: Citation) -> Quote | None:
    """The passage to show the active language's reader (see the module's docstring)."""
    quotes = citation["quotes"]
    if not quotes:
        return None
    code = language()
    own = next((q for q in quotes if q["book"] in (code, "house")), None)
    if own is not None or code in RULEBOOK_LANGUAGES:
        return own
    return quotes[0]


def book(code: str) -> str:
    """The rulebook ``code`` names, in the active language ("Italian", "variante della casa")."""
    return _(BOOKS[code]) if code in BOOKS else code


def summary(citation: Citation) -> str:
    """The rule as deckcheck states it, in the active language."""
    statement = citation["summary"]  # a variable: the extractor takes literals in _() as ids
    return _(statement)
