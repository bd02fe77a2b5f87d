"""No false LEGAL: decks a judge would reject are never called legal, and what deckcheck cannot
decide is said as undecided, never as a pass.

The reprint rule, as the Tournament Handbook §4.1.3 states it (quoted in
data/reprint_rule.yaml): "any version of the card may be played if: The name of the new card is
identical to that of the older card; All text printed on the new card is functionally
identical".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import check, errors, warnings

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.data import RulesData
from deckcheck.models import Verdict

CheckerFor = Callable[..., Checker]


@pytest.fixture(scope="module")
def checker_for(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> CheckerFor:
    catalog = Catalog(built_catalog[0])
    return lambda name, strict=False: Checker(rules_data, formats.get(rules_data, name), catalog,
                                              strict)


def undecided(checker: Checker, text: str, rule: str) -> list[str]:
    return [v.message for v in warnings(checker, text, rule) if v.undecided]


# The reprint rule compares game text, not names.

def test_an_older_print_with_other_attacks_is_not_legal(checker_for: CheckerFor) -> None:
    # Dunsparce PAL 156 (mark G): Find a Friend and Bite; JTG 120, TEF 128 and PRE 79 have others.
    [found] = errors(checker_for("standard"), "1 Dunsparce PAL 156\n", "not-in-format")
    assert "JTG 120" in found.message and "Find a Friend (C)" in found.message


def test_a_different_pokemon_ex_of_the_same_name_is_not_legal(checker_for: CheckerFor) -> None:
    [found] = errors(checker_for("standard"), "1 Miraidon ex SVI 81\n", "not-in-format")
    assert "TEF 122" in found.message and "Photon Blaster" in found.message


def test_the_handbooks_rainbow_energy_is_not_functionally_identical(
        checker_for: CheckerFor) -> None:
    [found] = errors(checker_for("expanded"), "1 Rainbow Energy TR 17\n", "not-in-format")
    assert "CES 151" in found.message and "Tournament Handbook" in found.message


def test_the_handbooks_copycat_is_functionally_identical(checker_for: CheckerFor) -> None:
    assert warnings(checker_for("expanded"), "1 Copycat TRR 83\n", "not-in-format") == []
    assert errors(checker_for("expanded"), "1 Copycat TRR 83\n", "not-in-format") == []


def test_the_sun_and_moon_rare_candy_is_legal_through_the_current_print(
        checker_for: CheckerFor) -> None:
    result = check(checker_for("standard"), "4 Rare Candy SUM 129\n")
    assert not [v for v in result.violations if v.rule == "not-in-format"]


def test_an_identical_reprint_is_legal(checker_for: CheckerFor) -> None:
    assert not [v for v in check(checker_for("standard"), "4 Ultra Ball SVI 196\n").violations
                if v.rule == "not-in-format"]


def test_a_reprint_worded_differently_is_undecided_naming_the_sentence(
        checker_for: CheckerFor) -> None:
    [found] = undecided(checker_for("expanded"), "1 Switch HS 102\n", "not-in-format")
    assert "“Switch 1 of your Active Pokémon with 1 of your Benched Pokémon.”" in found


def test_an_ace_spec_and_an_ordinary_card_of_one_name_differ(checker_for: CheckerFor) -> None:
    # Base Set Computer Search is an ordinary Trainer; BCR 137 is an ACE SPEC.
    [found] = errors(checker_for("expanded"), "1 Computer Search BS 71\n", "not-in-format")
    assert "ACE SPEC" in found.message


def test_more_hp_is_another_card(checker_for: CheckerFor) -> None:
    # Solosis NVI 50 has 30 HP; the Standard-legal Solosis have more, with the same attack.
    [found] = errors(checker_for("standard"), "1 Solosis NVI 50\n", "not-in-format")
    assert "HP 30 against" in found.message


# Bans by name.

@pytest.mark.parametrize("name", ["Hex Maniac", "Puzzle of Time", "Red Card"])
def test_a_name_every_print_of_which_is_banned_is_banned(checker_for: CheckerFor,
                                                         name: str) -> None:
    [found] = errors(checker_for("expanded"), f"1 {name}\n", "banned")
    assert "every print" in found.message


def test_a_banned_name_written_in_italian_is_banned(checker_for: CheckerFor) -> None:
    text = "Allenatore: 1\n1 Streghetta\n"
    assert len(errors(checker_for("expanded"), text, "banned")) == 1


def test_a_name_only_some_prints_of_which_are_banned_is_undecided(
        checker_for: CheckerFor) -> None:
    [found] = undecided(checker_for("expanded"), "1 Duskull\n", "banned")
    assert "CEC 83" in found and "SFA 18" in found


def test_an_unbanned_print_of_a_banned_name_passes(checker_for: CheckerFor) -> None:
    assert warnings(checker_for("expanded"), "1 Duskull SFA 18\n", "banned") == []


# data/ wins over the catalog.

def test_old_darkness_energy_prints_are_special_energy_with_the_catalog(
        checker_for: CheckerFor) -> None:
    text = "3 Darkness Energy PK 87\n2 Darkness Energy UF 96\n"
    [found] = errors(checker_for("unlimited"), text, "copy-limit")
    assert "5 cards named \"Darkness Energy\"" in found.message
    assert warnings(checker_for("unlimited"), text, "unknown-card") == []


# Undecided is not a pass.

def test_a_deck_with_an_undecided_point_is_not_legal(checker_for: CheckerFor) -> None:
    result = check(checker_for("expanded"), "1 Switch HS 102\n1 Pikachu-EX PR-XY 84\n"
                                            "58 Basic {L} Energy SVE 4\n")
    assert result.verdict is Verdict.UNDECIDED and not result.legal


def test_strict_makes_an_undecided_point_an_error(checker_for: CheckerFor) -> None:
    result = check(checker_for("expanded", strict=True), "1 Switch HS 102\n1 Pikachu-EX PR-XY 84\n"
                                                         "58 Basic {L} Energy SVE 4\n")
    assert result.verdict is Verdict.NOT_LEGAL
    assert [v.rule for v in result.violations if v.severity.value == "error"] == ["not-in-format"]
