"""A decklist written as a markdown table: a column of card lines each for Pokémon, Trainers and
Energy, one card line a cell.

Blogs and repository READMEs lay a list out so (KaleStahl/KaleStahl.github.io
content/pages/sum-lot.md)::

    | Pokemon                    | Trainer                  | Energy                    |
    |----------------------------|-------------------------|---------------------------|
    | 4 Gible FLI 60            | 4 Cynthia               | 4 Double Colorless Energy |
    |                          | 1 Energy Loto           |                           |

The pipes are the table's, never a card's: no card name holds one, so a row's cells are cut at
every pipe and each cell is read as a card line of its own. The header row (section words in its
cells) says which section each column holds; the rule row under it holds no card.
"""

from __future__ import annotations

import re

_RULE_CELL = re.compile(r"^:?-+:?$")
"""A cell of the rule row under a table's header ("---", ":--:": markdown's alignment marks)."""


def table_cells(line: str) -> list[str] | None:
    """The cells of a table row ("| 4 Gible FLI 60 | 4 Cynthia |"), stripped, empty ones kept so
    that each stays under its column; ``None`` for a line that is no table row (it does not start
    with a pipe)."""
    if not line.startswith("|"):
        return None
    inner = line[1:-1] if line.endswith("|") and len(line) > 1 else line[1:]
    return [cell.strip() for cell in inner.split("|")]


def is_rule_row(cells: list[str]) -> bool:
    """Whether a row is the rule under a table's header (every cell dashes, or empty)."""
    return all(not cell or _RULE_CELL.match(cell) for cell in cells)
