"""A batch works out a print's facts and verdicts once, however its lines write it.

Distinct lines naming one print (its English name, its Italian name, a set code beside it) get
one tuple of prints, so every verdict remembered per prints (the reprint rule's, by
``deckcheck.bounded.ByIdentity``) is shared between them, and each line still gets its own
report.
"""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog, card_columns
from deckcheck.catalog.records import CatalogCard
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def standard(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "standard"), Catalog(built_catalog[0]))


def test_two_spellings_of_one_print_share_its_prints(standard: Checker) -> None:
    english = check(standard, deck("4 Professor's Research SVI 189")).cards[0]
    italian = check(standard, deck("4 Ricerca Accademica SVI 189")).cards[0]
    assert english.name.display == italian.name.display == "Professor's Research"
    assert english.prints is italian.prints
    assert [(p.set_code, p.number) for p in english.prints] == [("SVI", "189")]


def test_a_shared_verdict_still_names_each_line_as_written(standard: Checker) -> None:
    # Regulation mark G, and no print of the name in Standard's marks: one error, each line's.
    english = check(standard, deck("4 Professor's Research SVI 189"))
    italian = check(standard, deck("4 Ricerca Accademica SVI 189"))
    [ours] = [v for v in english.violations if v.rule == "not-in-format" and v.lines == (1,)]
    [theirs] = [v for v in italian.violations if v.rule == "not-in-format" and v.lines == (1,)]
    assert ours.message == theirs.message
    assert "regulation mark G" in ours.message
    assert ours.cards == ("4 Professor's Research SVI 189",)
    assert theirs.cards == ("4 Ricerca Accademica (Professor's Research) SVI 189",)


def test_the_catalogs_columns_are_a_prints_fields_in_order() -> None:
    # Catalog._card builds a print positionally from a row of these columns.
    assert [*card_columns(), "released"] == [f.name for f in fields(CatalogCard)]
