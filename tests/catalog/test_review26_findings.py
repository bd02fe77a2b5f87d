"""Review 26: false LEGALs of reading17's note after a name (deckcheck/identify_short_forms.py
``_note_after_name``), as strict xfails. The note is dropped whole, so whatever it says that
changes the deck is lost: the print it names, a prefix or mark of the name, a second card.
Each list is checked beside its control, the same deck written without the note's form, which
deckcheck rules NOT LEGAL. Full catalog: Dreepy TWM 128, Ralts RS 67, Shining Mewtwo, Dowsing
Machine are not in the miniature one.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import check, checkers_by_format

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Verdict
from deckcheck.rulesdata import RulesData

CheckerFor = Callable[[str], Checker]


@pytest.fixture(scope="module")
def checker_for(full_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> CheckerFor:
    return checkers_by_format(Catalog(full_catalog[0]), rules_data)


def _deck(line: str, energy: int) -> str:
    return f"4 Dreepy TWM 128\n{line}\n{energy} Basic {{P}} Energy SVE 5\n"


@pytest.mark.full_catalog
def test_a_note_naming_the_print_is_not_dropped(checker_for: CheckerFor) -> None:
    """"4 Ralts #67 (RS)": the number and set of the note are Ruby & Sapphire's Ralts 67, as
    "4 Ralts RS 67" writes it (NOT LEGAL: no Expanded print bears its text); the note dropped,
    the line is any Ralts, and the deck passes."""
    result = check(checker_for("expanded"), _deck("4 Ralts #67 (RS)", 52))
    assert result.verdict is not Verdict.LEGAL


@pytest.mark.full_catalog
def test_a_note_holding_the_name_s_prefix_is_not_dropped(checker_for: CheckerFor) -> None:
    """"1 Mewtwo... [Shining]" is Shining Mewtwo (Neo Destiny), never legal in Expanded
    ("1 Shining Mewtwo" is NOT LEGAL); read as Mewtwo, it passes."""
    result = check(checker_for("expanded"), _deck("1 Mewtwo... [Shining]", 55))
    assert result.verdict is not Verdict.LEGAL


@pytest.mark.full_catalog
def test_a_note_naming_a_second_card_is_not_dropped(checker_for: CheckerFor) -> None:
    """"1 Computer Search... [and 1 Dowsing Machine]": the note lists a second ACE SPEC ("1
    Computer Search" and "1 Dowsing Machine" on two lines is NOT LEGAL: ace-spec); only "or"
    opens a choice (data/languages alternatives), so "and" is dropped as a note, and the deck
    passes with one ACE SPEC."""
    result = check(checker_for("expanded"),
                   _deck("1 Computer Search... [and 1 Dowsing Machine]", 55))
    assert result.verdict is not Verdict.LEGAL


@pytest.mark.full_catalog
def test_a_note_that_is_a_second_count_is_not_dropped(checker_for: CheckerFor) -> None:
    """"x4 Ultra Ball... [x2]": two counts, 4 and 2, as "x4 Ultra Ball SVI 196 x2" gives them
    (UNDECIDED: "gives two counts, 4 and 2: confirm how many copies"); the note dropped, the
    line is four Ultra Ball and the deck passes."""
    result = check(checker_for("expanded"), _deck("x4 Ultra Ball... [x2]", 52))
    assert result.verdict is not Verdict.LEGAL


@pytest.mark.full_catalog
def test_a_note_adding_copies_of_the_card_is_not_dropped(checker_for: CheckerFor) -> None:
    """"4 Ultra Ball [+1 Ultra Ball]": the note adds a fifth copy (copy-limit: at most 4), and
    the deck is 61 cards; the note dropped, the deck passes with four."""
    result = check(checker_for("expanded"), _deck("4 Ultra Ball [+1 Ultra Ball]", 52))
    assert result.verdict is not Verdict.LEGAL
