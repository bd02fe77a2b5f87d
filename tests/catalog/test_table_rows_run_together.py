"""A three-column table under one header line for its columns, each row's entries run together.

A site's table of a list (Pokémon, Trainers and Energy side by side) copied as text keeps each row
on one line, its cells one after another: Po Town's Pikachu & Zekrom-GX list
(https://www.potownstore.com/best-decks-for-the-regional-qualifiers) stores "1x Crobat V SHF
443x Cherish Ball UNM 1913x Speed Lightning Energy RCL 173" (read by deckcheck.identify_rows).
Where the entries name no print, a count is where an entry starts, but which column an entry
stands in is not written when a row has an empty cell; the header line names the columns and
their counts ("Pokémon (14) Trainers (33) Energy (13)": one header line for three columns has no
second source; no card line holds two section words each with its count, so it swallows none).
A judge reads each entry as one card of its column; deckcheck does where exactly one way of
placing the entries makes every entry one card of its column's kind and each column hold the
count its header states. Here Po Town's list, each row's cells a space apart.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Severity
from deckcheck.rulesdata import RulesData

ROWS = """\
1x Crobat V 3x Cherish Ball 3x Speed Lightning Energy
1x Eldegoss V 4x Crushing Hammer 10x Lightning Energy
4x Boltund V 1x Chaotic Swell
2x Dedenne-GX 4x Quick Ball
2x Pikachu & Zekrom-GX 2x Big Charm
1x Raichu & Alolan Raichu-GX 2x Air Balloon
1x Tapu Koko 3x Boss's Orders
2x Mewtwo & Mew-GX 4x Professor's Research
2x Reset Stamp
4x Marnie
4x Switch
"""


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


def test_a_table_s_rows_are_read_where_the_columns_hold_their_counts(unlimited: Checker
                                                                    ) -> None:
    """14 + 33 + 13 = 60, every entry a card of its column: the deck as the table gives it.
    With the Energy column's count stated otherwise ("Energy (12)"), no way of placing the
    entries holds the counts, and the rows stay unread."""
    result = check(unlimited, "Pokémon (14) Trainers (33) Energy (13)\n" + ROWS)
    assert not [v for v in result.violations if v.severity is Severity.ERROR], result.violations
    assert result.counts["total"] == 60 and result.legal
    miscounted = check(unlimited, "Pokémon (14) Trainers (33) Energy (12)\n" + ROWS)
    assert [v.lines for v in miscounted.violations
            if v.rule == "syntax" and v.severity is Severity.ERROR] == [(n,) for n in range(2, 10)]
