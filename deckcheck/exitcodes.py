"""Exit codes of the ``deckcheck`` command, decided in one place.

Scripts and CI jobs depend on these numbers; they never change meaning:

* ``LEGAL`` (0): every deck checked is legal. Advice warnings do not change this.
* ``ILLEGAL`` (1): at least one deck is not legal, or could not be read; for ``deckcheck
  catalog``, the catalog could not be built, downloaded or read.
* ``USAGE`` (2): the command line was wrong: a missing path, an unknown option or format.
* ``UNDECIDED`` (3): no deck is illegal, but deckcheck could not decide every point of at least
  one (a judge must confirm them; ``--strict`` makes them errors, so exit 1). Not a pass: a CI
  job that treats any non-zero code as a failure stays red.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckcheck.models import DeckResult

LEGAL = 0
ILLEGAL = 1
USAGE = 2
UNDECIDED = 3


def for_results(results: Iterable[DeckResult]) -> int:
    """The exit code of a ``check`` run: illegal beats undecided beats legal."""
    from deckcheck.models import Verdict

    verdicts = {result.verdict for result in results}
    if Verdict.NOT_LEGAL in verdicts:
        return ILLEGAL
    return UNDECIDED if Verdict.UNDECIDED in verdicts else LEGAL
