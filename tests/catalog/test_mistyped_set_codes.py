"""A set code no source writes, one letter from a set that prints the line's card at its number.

A judge reading "Crobat-V SIF 44" sees Shining Fates (SHF), whose card 44 is Crobat V, and moves
on. deckcheck reads such a line as that print, with a note naming the code it was read as, only
when exactly one set one edit from the written code prints the line's name at that number (the
name as printed, or with its mark written otherwise, "Break" for BREAK); when no set one edit away
does, when exactly one set two edits away prints exactly that name there and no other set two edits
away prints it there at all. When no set fits, or two do, the line stays a point to confirm.

Lines quote damon-murdoch/pokemon-decks, data/decks.js, commit
d9bcf9a651dcbf2dac6fce1ec1a90d4aa43af4b1 (name, "SET NUMBER", count), written as list lines.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck, findings, only_card

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.i18n import use
from deckcheck.models import Severity
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


@pytest.mark.parametrize(("line", "text", "key", "name"), [
    # decks.js line 3164: ["Crobat-V", "SIF", "44"]: SHF 44 is Crobat V
    ("1 Crobat-V SIF 44", "Crobat-V", ("SHF", "44"), "Crobat V"),
    # line 3524: ["Crobat-V", "DAB 104", 1, 0]: DAA 104 is Crobat V
    ("1 Crobat-V DAB 104", "Crobat-V", ("DAA", "104"), "Crobat V"),
    # line 364: ["Bronzong Break", "FCI 62", 2, 0]: FCO 62 is Bronzong BREAK
    ("2 Bronzong Break FCI 62", "Bronzong Break", ("FCO", "62"), "Bronzong BREAK"),
])
def test_a_code_one_letter_off_is_read_as_the_set_that_prints_the_card(
        unlimited: Checker, line: str, text: str, key: tuple[str, str], name: str) -> None:
    result = check(unlimited, deck(line))
    card = only_card(result, text)
    assert card.print_key == key and card.name.display == name and card.verified
    [note] = findings(result, text)
    assert note.severity is Severity.WARNING and not note.undecided
    assert key[0] in note.message and line.split()[-2] in note.message
    assert result.legal, result.violations


def test_a_code_two_letters_off_is_read_when_one_set_alone_prints_the_card(
        unlimited: Checker) -> None:
    """decks.js line 1460: ["Marshadow", "SHL 45", 1, 0]. No set one edit from SHL prints
    Marshadow at 45 (SHF 45 is another card); of the sets two edits away, SLG alone does."""
    result = check(unlimited, deck("1 Marshadow SHL 45"))
    card = only_card(result, "Marshadow")
    assert card.print_key == ("SLG", "45") and card.verified
    [note] = findings(result, "Marshadow")
    assert note.severity is Severity.WARNING and not note.undecided
    assert "SHL" in note.message and "SLG" in note.message
    assert result.legal, result.violations


def test_copies_count_under_the_set_two_letters_off(unlimited: Checker) -> None:
    """Three Marshadow written SHL 45 and two written SLG 45 are five copies of one card."""
    result = check(unlimited, deck("3 Marshadow SHL 45\n2 Marshadow SLG 45"))
    assert not result.legal
    assert any(v.rule == "copy-limit" for v in result.violations)


def test_a_code_two_letters_off_whose_sets_print_another_card_stays_a_point(
        unlimited: Checker) -> None:
    """SHL 46: no set one or two edits from SHL prints Marshadow at 46."""
    result = check(unlimited, deck("1 Marshadow SHL 46"))
    [point] = findings(result, "Marshadow")
    assert point.undecided and only_card(result, "Marshadow").read_as is None


def test_a_code_of_two_letters_is_never_read_two_edits_away(unlimited: Checker) -> None:
    """Two edits make a two-letter code any other: "SX 45" is no set a judge reads."""
    result = check(unlimited, deck("1 Marshadow SX 45"))
    assert only_card(result, "Marshadow").read_as is None
    assert not result.legal


def test_a_code_one_letter_off_whose_set_prints_another_card_stays_a_point(
        unlimited: Checker) -> None:
    """SIF 45 would be SHF 45, which is not Crobat V: nothing is read into the code."""
    result = check(unlimited, deck("1 Crobat-V SIF 45"))
    [point] = findings(result, "Crobat-V")
    assert point.undecided and only_card(result, "Crobat-V").print_key == ("SIF", "45")


def test_copies_count_under_the_print_read(unlimited: Checker) -> None:
    """Three Crobat V written with the mistyped code and two with Shining Fates' own are five
    copies of one card."""
    result = check(unlimited, deck("3 Crobat-V SIF 44\n2 Crobat V SHF 44"))
    assert [v for v in result.violations if v.rule == "copy-limit"] and not result.legal


def test_the_note_is_in_the_readers_language(unlimited: Checker) -> None:
    with use("it"):
        result = check(unlimited, deck("1 Crobat-V SIF 44"))
    [note] = findings(result, "Crobat-V")
    assert "SHF" in note.message and "read as" not in note.message


@pytest.mark.parametrize(("line", "text", "key"), [
    # geekazoid-at/codes4tcg-decks, commit 76e7d426b93195ff4655162d8e99a880b4eafae2,
    # decks/GinJTCG/yt-2025-02-12-GinJTCG-qLiHxcIIfJg/1/deck.txt: a Pokémon TCG Live export
    ("1 Judge SIT-TG 25", "Judge", ("SIT:TG", "TG25")),
    ("3 Boss's Orders LOR-TG 24", "Boss's Orders", ("LOR:TG", "TG24")),
])
def test_a_gallery_written_with_a_hyphen_is_no_mistyped_code(
        unlimited: Checker, line: str, text: str, key: tuple[str, str]) -> None:
    """Pokémon TCG Live writes a Trainer Gallery card "SIT-TG 25": Silver Tempest's gallery,
    read as such with no note (it had been read as a code one letter off, with a note)."""
    result = check(unlimited, deck(line))
    assert only_card(result, text).print_key == key
    assert findings(result, text) == []
    assert result.legal, result.violations


def test_a_code_one_letter_from_two_sets_printing_the_card_there_reads_alike(
        unlimited: Checker) -> None:
    """"3 Blastoise BS2 2": no set is coded BS2, and both sets a letter away print Blastoise at
    2 (Base Set and its reprint Base Set 2), so the code names neither. Blastoise is one name
    whichever print the line means (the Tournament Handbook counts names, data/citations.yaml
    name-english), and the deck reads alike as each: a judge rules at once, and the point is a
    note naming both prints. No second source writes BS2; the rule above decides it, as it does
    "4 Dual Ball 72/95" (tests/catalog/test_number_out_of.py)."""
    result = check(unlimited, deck("3 Blastoise BS2 2"))
    [note] = findings(result, "Blastoise")
    assert note.severity is Severity.WARNING and not note.undecided
    assert "BS2" in note.message and "B2 2, BS 2" in note.message
    assert result.legal, result.violations
