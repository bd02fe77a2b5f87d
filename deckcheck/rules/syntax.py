"""Every line of a decklist must be readable.

**Fails**: a line that is neither a section header nor ``<quantity> <card name> [<set> <number>]``
(``Iron Hands ex`` with no quantity, ``0 Pikachu``, ``100000 Fire Energy``), and a file that is not
text at all. Such a line is never skipped: the cards on it might be what makes the deck illegal.

**Notes** (a warning that leaves the deck legal): ``Link to list:``, ``Deck list:`` — words and a
colon, no count, where the card catalog finds no card's name: read as a heading. Where a card's
name is in it (``Ultra Ball:``), the line stays unread, an error; without a catalog too, unless
the cards read make the deck size without it (then a point, below).

**Undecided**: a table row whose cells run together (``1x Crobat V SHF 443x Cherish Ball
UNM 191``) where the card catalog finds no one way to split it into prints of the names written;
without a catalog, a heading or title (``Solrock Lunatone Deck List:``) above a full deck.

**Passes**: headers in any client language, card lines, blank lines, ``#`` and ``//`` comments.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, violation
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "syntax"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """One error per unreadable line (or for an unreadable file)."""
    for problem in deck.decklist.problems:
        lines = [problem.line] if problem.line else []
        # A line of words and a colon that names no card is a heading: a note, as a header is.
        severity = Severity.WARNING if problem.heading or problem.undecided else Severity.ERROR
        yield violation(ID, severity, problem.message, lines=lines, undecided=problem.undecided)
