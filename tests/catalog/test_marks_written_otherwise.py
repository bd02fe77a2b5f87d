"""A mark written in another case or joined otherwise beside a set and number: the print decides.

"-ex" was how sites and players wrote EX in the Black & White and XY years. A line whose set and
number name one print, and whose name is that print's name but for the case of its mark (ex/EX,
gx/GX, VMax/VMAX, Break/BREAK) and the separator before it, is read as the print with a note, even
where the written spelling is another card's name: Hoopa ex is a Scarlet & Violet card, AOR 36
is Hoopa-EX, and no set holds both. Copies count under the print's name. Without a set and number,
ex and EX stay two names.

Lines quote damon-murdoch/pokemon-decks, data/decks.js, commit
d9bcf9a651dcbf2dac6fce1ec1a90d4aa43af4b1, whose entries are name, "SET NUMBER" and count
(``["Hoopa-ex", "AOR 36", 1, 0]``), written here as a list line.
"""

from __future__ import annotations

import pytest
from helpers import check, deck, findings, only_card, read_as_print

from deckcheck.checker import Checker
from deckcheck.i18n import use
from deckcheck.models import Severity
from deckcheck.names.canonical import NameRules
from deckcheck.names.compare import compare
from deckcheck.rulesdata import RulesData


@pytest.mark.parametrize(("line", "written", "name"), [
    # Hoopa ex is a Scarlet & Violet card; AOR 36 is Hoopa-EX (decks.js line 196)
    ("1 Hoopa-ex AOR 36", "Hoopa-ex", "Hoopa-EX"),
    # Jolteon ex is a card twice (Delta Species, Prismatic Evolutions); GEN 28 is Jolteon-EX
    # (decks.js line 276)
    ("1 Jolteon-ex GEN 28", "Jolteon-ex", "Jolteon-EX"),
    # issue 21's own example: Mew ex is MEW 151, LTR RC24 is Mew-EX
    ("1 Mew-ex LTR RC24", "Mew-ex", "Mew-EX"),
    # a Mega form: FAC 85 is M Audino-EX, and Mega Audino ex is no card (decks.js line 194)
    ("3 M Audino-ex FAC 85", "M Audino-ex", "M Audino-EX"),
])
def test_a_mark_in_another_case_beside_its_print_is_read_as_the_print(
        unlimited: Checker, line: str, written: str, name: str) -> None:
    result = check(unlimited, deck(line))
    note = read_as_print(result, written, name)
    assert note.severity is Severity.WARNING and not note.undecided
    assert f'"{written}"' in note.message and name in note.message
    assert result.legal, result.violations


def test_copies_count_under_the_prints_name(unlimited: Checker) -> None:
    """The false LEGAL this reading could make: four Mewtwo-EX written "Mewtwo-EX" and two more
    written "Mewtwo-ex" are six copies of Mewtwo-EX, not four of Mewtwo-EX and two of Mewtwo ex."""
    result = check(unlimited, deck("4 Mewtwo-EX NXD 98\n2 Mewtwo-ex NXD 54"))
    copies = [v for v in result.violations if v.rule == "copy-limit"]
    assert copies and copies[0].severity is Severity.ERROR and "Mewtwo-EX" in copies[0].message
    assert not result.legal


def test_the_written_card_and_the_print_stay_two_names(unlimited: Checker) -> None:
    """Hoopa-EX read from "Hoopa-ex AOR 36" and Hoopa ex (PAR 98) are two cards: four of each
    pass."""
    result = check(unlimited, deck("4 Hoopa-ex AOR 36\n4 Hoopa ex PAR 98"))
    assert not [v for v in result.violations if v.rule == "copy-limit"]
    assert only_card(result, "Hoopa ex").name.display == "Hoopa ex"


def test_without_a_print_ex_and_EX_are_two_names(unlimited: Checker, rules_data: RulesData,
                                                 name_rules: NameRules) -> None:
    """No set and number: nothing decides, "Mew ex" is the Scarlet & Violet card."""
    assert not compare(name_rules, rules_data, "Mew ex", "Mew-EX").same
    result = check(unlimited, deck("1 Mew-ex"))
    assert only_card(result, "Mew-ex").name.display == "Mew ex"


def test_another_base_name_is_not_a_mark_written_otherwise(unlimited: Checker) -> None:
    """"Mewtwo-ex NXD 54" is read; "Mew-ex NXD 54" is not (NXD 54 is Mewtwo-EX): only the mark's
    case and separator may differ. Beside four Mewtwo-EX the deck's verdict depends on which card
    the line is, so it stays a point (alone it would be legal either way: a note)."""
    result = check(unlimited, deck("1 Mew-ex NXD 54\n4 Mewtwo-EX NXD 54"))
    [point] = findings(result, "Mew-ex")
    assert point.undecided and only_card(result, "Mew-ex").read_as is None


def test_the_note_is_in_the_readers_language(unlimited: Checker) -> None:
    with use("it"):
        result = check(unlimited, deck("1 Hoopa-ex AOR 36"))
    [note] = findings(result, "Hoopa-ex")
    assert "Hoopa-EX" in note.message and "read as" not in note.message
