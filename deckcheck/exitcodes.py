"""Exit codes of the ``deckcheck`` command, decided in one place.

Scripts and CI jobs depend on these numbers; they never change meaning:

* ``LEGAL`` (0): every deck checked is legal. Advice warnings do not change this.
* ``ILLEGAL`` (1): at least one deck is not legal, or could not be read.
* ``USAGE`` (2): the command line was wrong: a missing path, an unknown option or format.
* ``UNDECIDED`` (3): no deck is illegal, but deckcheck could not decide every point of at least
  one (a judge must confirm them; ``--strict`` makes them errors, so exit 1). Not a pass: a CI
  job that treats any non-zero code as a failure stays red.

Other commands give their own answers, each a constant of its own:

* ``SAME_NAME`` (0) / ``DIFFERENT_NAMES`` (1) / ``NAMES_UNDECIDED`` (3): ``deckcheck name A B``
  (3: two unrelated names and no card catalog to tell whether one is the other translated).
* ``CATALOG_FAILED`` (1): the card catalog could not be built, downloaded or read (any command).
"""

from __future__ import annotations

LEGAL = 0
ILLEGAL = 1
USAGE = 2
UNDECIDED = 3

SAME_NAME = 0
DIFFERENT_NAMES = 1
NAMES_UNDECIDED = UNDECIDED
CATALOG_FAILED = 1
