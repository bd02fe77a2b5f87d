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

LEGAL = 0
ILLEGAL = 1
USAGE = 2
UNDECIDED = 3
