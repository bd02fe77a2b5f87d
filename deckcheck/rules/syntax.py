"""Every line of a decklist must be readable.

**Fails**: a line that is neither a section header nor ``<quantity> <card name> [<set> <number>]``
(``Iron Hands ex`` with no quantity, ``0 Pikachu``, ``100000 Fire Energy``), and a file that is not
text at all. Such a line is never skipped: the cards on it might be what makes the deck illegal.

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
        yield violation(ID, Severity.ERROR, problem.message, lines=lines)
