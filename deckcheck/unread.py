"""What was not read never passes: the findings no format file can relax.

A format chooses its rules and their levels (``syntax: warning``, ``deck-size: off``), and the
checker honours them; but a level says how serious a finding is, never that a file deckcheck
did not read is legal. So, after every rule has run at its level, the checker adds:

* an error for a file it could not read or stopped reading (not text, over 1 MB, not openable,
  too many unreadable lines): the bytes not read may hold any card;
* an error for a list with fewer cards than its format's ``deck-size`` (at any level) where some
  line could not be read: the cards missing may be on those lines;
* an error for a list with no card line at all: there is nothing to call legal;
* a point to confirm (undecided) for any other line not read, where the format made the
  ``syntax`` rule advice or turned it off: the deck adds up, but the line may hold more cards.

Rules stay independent of one another (the ``syntax`` rule does not know about sizes); this is
the engine's promise, kept in one place.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from deckcheck.i18n import _, ngettext
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, violation

SYNTAX = "syntax"
DECK_SIZE = "deck-size"


def never_passed(deck: DeckContext, found: tuple[Violation, ...],
                 sizes: Iterable[int]) -> tuple[Violation, ...]:
    """``found`` with the errors no rule level may take away (see the module).

    ``sizes``: the deck size the format's ``deck-size`` rule asks for, if it selects it (at any
    level). A finding the rules already made is promoted to an error rather than repeated.
    """
    decklist = deck.decklist
    unread = decklist.unread
    if unread is not None:
        same = [v for v in found if v.rule == SYNTAX and v.message == unread.message]
        if not same:
            lines = [unread.line] if unread.line else []
            return (*found, violation(SYNTAX, Severity.ERROR, unread.message, lines=lines))
        return tuple(_as_error(v) if v in same else v for v in found)
    if any(v.severity is Severity.ERROR for v in found):
        return found  # not legal already
    required = max(sizes, default=1)
    # A line left to confirm ("1 Rare Candy x4") is counted here only where no point on it is
    # left: a format that relaxes the syntax rule makes it a line not read like any other.
    pointed = {line for v in found if v.undecided for line in v.lines}
    unread_lines = [p.line for p in decklist.problems
                    if not p.heading and not (p.undecided and p.line in pointed)]
    if unread_lines and deck.total < required:
        # Translators: {format} is a format's name; {size} a number of cards.
        message = ngettext(
            "{count} card read; the {format} format requires {size}, and the lines that could "
            "not be read may hold the others",
            "{count} cards read; the {format} format requires {size}, and the lines that could "
            "not be read may hold the others", deck.total).format(
                count=deck.total, format=deck.format.shown_name, size=required)
        return (*found, violation(DECK_SIZE, Severity.ERROR, message,
                                  lines=[line for line in unread_lines if line]))
    if not deck.every_card:
        return (*found, violation(DECK_SIZE, Severity.ERROR,
                                  _("the list holds no card line: there is nothing to call "
                                    "legal")))
    stray = [line for line in unread_lines if line and line not in pointed]
    if stray:
        # The format made unread lines advice (`syntax: warning`) or nothing (`syntax: off`),
        # and the deck adds up; still a line not read may hold a 61st card or a fifth copy.
        # Translators: {lines} are line numbers ("4, 9").
        message = ngettext(
            "line {lines} could not be read and may hold cards: the list is not called legal "
            "while a line is unread",
            "lines {lines} could not be read and may hold cards: the list is not called legal "
            "while a line is unread", len(stray)).format(
                lines=", ".join(str(line) for line in stray))
        return (*found, violation(SYNTAX, Severity.WARNING, message, lines=stray,
                                  undecided=True))
    return found


def _as_error(found: Violation) -> Violation:
    return replace(found, severity=Severity.ERROR, undecided=False)
