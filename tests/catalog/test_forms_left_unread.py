"""Line forms the reviews of issue 21 found left unread, identified with a card catalog: each is
read as the card a judge reads it as, with a note, and each is read only there (a code that is a
card's name, a number the set lacks, a name with no print of the kind stay as written).

Lines are issue 21's reviews' unless a source is named.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import check, deck, findings, only_card
from typer.testing import CliRunner

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.cli import app
from deckcheck.rulesdata import RulesData

runner = CliRunner()


@pytest.fixture(scope="module")
def catalog_option(built_catalog: tuple[Path, BuildReport]) -> list[str]:
    return ["--catalog", str(built_catalog[0])]


def rules(result: object) -> list[str]:
    return [v.rule for v in result.violations]  # type: ignore[attr-defined]


# 1. A set code and number written apart ("4 MEG 119").

def test_a_set_code_and_number_apart_is_the_card_printed_so(unlimited: Checker) -> None:
    """"4 MEG 119": Mega Evolution 119 is Lillie's Determination, as "4 MEG-119" is."""
    result = check(unlimited, deck("4 MEG 119"))
    card = only_card(result, "MEG 119")
    assert card.name.display == "Lillie's Determination" and card.verified
    [note] = findings(result, "MEG 119")
    assert not note.undecided and "Lillie's Determination" in note.message
    assert result.legal


def test_a_set_code_and_number_apart_count_with_the_name(unlimited: Checker) -> None:
    result = check(unlimited, deck("4 MEG 119\n1 Lillie's Determination MEG 119"))
    assert "copy-limit" in rules(result)


def test_a_code_that_is_a_card_s_name_stays_the_name(unlimited: Checker) -> None:
    """MEW is 151's code and Mew a card: "1 Mew 151" is no print of 151 (Mew ex), it stays the
    name written, a card no one bears."""
    result = check(unlimited, deck("1 Mew 151"))
    card = only_card(result, "Mew 151")
    assert card.print_key is None and card.name.display != "Mew ex"
    assert not result.legal


def test_a_number_the_set_lacks_stays_the_name(unlimited: Checker) -> None:
    result = check(unlimited, deck("4 MEG 999"))
    card = only_card(result, "MEG 999")
    assert card.print_key is None and not card.verified and not result.legal


@pytest.mark.parametrize("line", ["4 MEG 999", "4 MEG-999"])
def test_a_number_the_set_lacks_suggests_no_unrelated_name(unlimited: Checker, line: str) -> None:
    """Review 7: "4 MEG 999" suggested "Mew", a name near the words of a print, which no player
    means; Mega Evolution has no card 999, and nothing is suggested."""
    result = check(unlimited, deck(line))
    card = only_card(result, line[2:])
    assert not card.verified and card.suggestions == ()
    [error] = findings(result, line[2:])
    assert "did you mean" not in error.message and not result.legal


def test_a_name_beside_a_number_the_set_lacks_is_a_point_on_its_print(
        unlimited: Checker) -> None:
    result = check(unlimited, deck("4 Mega Kangaskhan ex MEG 999"))
    [point] = findings(result, "Mega Kangaskhan ex")
    assert point.undecided and "MEG 999" in point.message and "did you mean" not in point.message


def test_without_a_catalog_apart_is_as_joined(rules_data: RulesData) -> None:
    bare = Checker(rules_data, formats.get(rules_data, "unlimited"))
    apart, joined = check(bare, deck("4 MEG 119")), check(bare, deck("4 MEG-119"))
    assert only_card(apart, "MEG 119").print_key == only_card(joined, "MEG-119").print_key
    assert (apart.legal, sorted(rules(apart))) == (joined.legal, sorted(rules(joined)))


# 2. `deckcheck name` reads a print alone as `check` does.

@pytest.mark.parametrize(("a", "b", "code"), [
    ("MEG-119", "Lillie's Determination", 0),
    ("MEG 119", "Lillie's Determination", 0),
    ("XY39", "Kingdra", 0),  # the XY promo Kingdra
    ("MEG-119", "Boss's Orders", 1),
    ("XY39", "Froakie", 1),  # never XY 39
])
def test_name_reads_a_print_alone_as_check_does(catalog_option: list[str], a: str, b: str,
                                               code: int) -> None:
    result = runner.invoke(app, ["name", a, b, "--json", *catalog_option])
    assert result.exit_code == code, result.output
    assert json.loads(result.output)["same"] is (code == 0)


def test_name_of_a_print_the_catalog_lacks_stays_for_a_judge(catalog_option: list[str]) -> None:
    result = runner.invoke(app, ["name", "MEG-999", "Lillie's Determination", *catalog_option])
    assert result.exit_code == 3, result.output


# 3. Marks spaced or joined otherwise.

@pytest.mark.parametrize("line", ["1 Mewtwo VUNION SWSH161", "1 Mewtwo V UNION SWSH161",
                                  "1 Mewtwo V-UNIÓN SWSH161"])
def test_a_v_union_written_otherwise_counts_with_its_pieces(unlimited: Checker, line: str) -> None:
    result = check(unlimited, deck(f"{line}\n4 Mewtwo V-UNION SWSH160"))
    assert only_card(result, line[2:].rsplit(" ", 1)[0]).name.display == "Mewtwo V-UNION"
    assert "v-union" in rules(result)


def test_a_v_union_written_apart_never_counts_as_its_v(unlimited: Checker) -> None:
    result = check(unlimited, deck("1 Mewtwo V UNION SWSH161\n4 Mewtwo V PGO 30"))
    assert "copy-limit" not in rules(result)


def test_a_prism_star_written_prism_is_the_prism_star(unlimited: Checker) -> None:
    """"Giratina Prism": Giratina ◇ (UPR 58), one copy a deck, never Giratina."""
    result = check(unlimited, deck("1 Giratina Prism\n1 Giratina Prism Star\n4 Giratina LOT 97"))
    assert only_card(result, "Giratina Prism").name.display == "Giratina ◇"
    assert "prism-star" in rules(result) and "copy-limit" not in rules(result)


# 4. "Delta" after a name: its δ prints.

def test_delta_after_a_name_is_its_delta_prints(unlimited: Checker) -> None:
    """"4 Flygon Delta": Flygon δ (Holon Phantoms 7), one name with every other Flygon (δ is no
    part of a name), so with a Flygon of Dragon 4 it is 5 Flygon."""
    result = check(unlimited, deck("4 Flygon Delta\n1 Flygon DR 4"))
    card = only_card(result, "Flygon Delta")
    assert card.name.display == "Flygon" and card.verified
    assert {p.set_code for p in card.prints} == {"HP"}
    [note] = findings(result, "Flygon Delta")
    assert not note.undecided and '"Delta"' in note.message
    assert "copy-limit" in rules(result)


def test_delta_species_after_a_name_counts_with_the_name(unlimited: Checker) -> None:
    result = check(unlimited, deck("2 Flygon Delta Species\n3 Flygon DR 4"))
    assert "copy-limit" in rules(result)


def test_delta_after_a_name_with_no_delta_print_stays_unread(unlimited: Checker) -> None:
    """Garchomp has no δ print: "Garchomp Delta" is no card a judge reads at once."""
    result = check(unlimited, deck("4 Garchomp Delta"))
    assert not only_card(result, "Garchomp Delta").verified and not result.legal


def test_delta_beside_a_print_that_is_no_delta_stays_a_point(unlimited: Checker) -> None:
    result = check(unlimited, deck("1 Flygon Delta DR 4"))
    [point] = findings(result, "Flygon Delta")
    assert point.undecided and not result.legal


# 5. A Special Energy's name with its type left out that several cards fit ("4 Double Energy").

def points(result: object) -> list[str]:
    return [v.message for v in result.violations  # type: ignore[attr-defined]
            if v.rule == "unknown-card" and v.undecided]


def notes(result: object) -> list[str]:
    return [v.message for v in result.violations  # type: ignore[attr-defined]
            if v.rule == "unknown-card" and not v.undecided]


def test_a_name_two_special_energy_fit_is_a_point_naming_them(unlimited: Checker) -> None:
    """"Double Energy": Double Colorless Energy and Double Dragon Energy both fit. With a Double
    Colorless Energy on another line, the verdict depends on which: a point naming both, never
    an unknown card."""
    result = check(unlimited, deck("2 Double Energy\n3 Double Colorless Energy XY 130"))
    [message] = points(result)
    assert '"Double Colorless Energy", "Double Dragon Energy"' in message
    assert "Energy type left out" in message
    assert result.verdict.value == "undecided"


def test_a_name_two_special_energy_fit_legal_either_way_is_read_with_a_note(
        unlimited: Checker) -> None:
    """As "4 Blend Energy" in Unlimited: four copies of either card are legal, a note names
    both."""
    result = check(unlimited, deck("4 Double Energy"))
    assert result.legal
    [note] = notes(result)
    assert "Double Colorless Energy" in note and "Double Dragon Energy" in note


def test_a_name_one_special_energy_fits_is_still_that_card(unlimited: Checker) -> None:
    result = check(unlimited, deck("4 Powerful Energy"))
    assert only_card(result, "Powerful Energy").name.display == "Powerful Colorless Energy"


def test_name_says_a_judge_decides_which_double_energy(catalog_option: list[str]) -> None:
    result = runner.invoke(app, ["name", "Double Energy", "Double Colorless Energy", "--json",
                                 *catalog_option])
    assert result.exit_code == 3, result.output
    assert "“Double Energy” is the name of several cards" in json.loads(result.output)["reason"]


@pytest.fixture(scope="module")
def standard(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "standard"), Catalog(built_catalog[0]))


def test_a_name_no_card_it_fits_is_legal_with_is_not_legal_whichever(standard: Checker) -> None:
    """"4 Double Energy" in Standard: neither Double Colorless Energy nor Double Dragon Energy
    is legal there, so however its copies are split the line is refused (review 7: it was only
    a point, and told the user to update a catalog that was there)."""
    result = check(standard, deck("4 Double Energy"))
    line = only_card(result, "Double Energy").line.line_number
    [refused] = [v for v in result.violations if line in v.lines and not v.undecided]
    assert refused.rule == "not-in-format" and "whichever it is" in refused.message
    assert not any("prints are not known" in v.message for v in result.violations)
