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
from deckcheck.models import Verdict
from deckcheck.rulesdata import RulesData

CheckerFor = Callable[..., Checker]


@pytest.fixture(scope="module")
def checker_for(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> CheckerFor:
    catalog = Catalog(built_catalog[0])
    return lambda name, strict=False: Checker(rules_data, formats.get(rules_data, name), catalog,
                                              strict)


def legal_only_through_a_reprint(checker: Checker, line: str) -> bool:
    """The line's own prints are outside the format's pool, and not-in-format has nothing to say:
    the reprint rule let the card in (a test of that cannot pass by the rule not running)."""
    result = check(checker, line + "\n")
    [card] = result.cards
    outside = bool(card.prints) and not any(checker.format.allows(p) for p in card.prints)
    return outside and not [v for v in result.violations if v.rule == "not-in-format"]


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
    assert legal_only_through_a_reprint(checker_for("expanded"), "1 Copycat TRR 83")


def test_the_sun_and_moon_rare_candy_is_legal_through_the_current_print(
        checker_for: CheckerFor) -> None:
    assert legal_only_through_a_reprint(checker_for("standard"), "4 Rare Candy SUM 129")


def test_an_identical_reprint_is_legal(checker_for: CheckerFor) -> None:
    assert legal_only_through_a_reprint(checker_for("standard"), "4 Ultra Ball SVI 196")


def test_a_reprint_worded_differently_is_undecided_naming_the_sentence(
        checker_for: CheckerFor) -> None:
    [found] = undecided(checker_for("standard"), "4 Ultra Ball SUM 135\n", "not-in-format")
    assert "“Discard 2 cards from your hand.”" in found


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
    result = check(checker_for("expanded"), "1 Rainbow Energy HS 104\n1 Pikachu-EX PR-XY 84\n"
                                            "58 Basic {L} Energy SVE 4\n")
    assert result.verdict is Verdict.UNDECIDED and not result.legal


def test_strict_makes_an_undecided_point_an_error(checker_for: CheckerFor) -> None:
    result = check(checker_for("expanded", strict=True),
                   "1 Rainbow Energy HS 104\n1 Pikachu-EX PR-XY 84\n58 Basic {L} Energy SVE 4\n")
    assert result.verdict is Verdict.NOT_LEGAL
    assert [v.rule for v in result.violations if v.severity.value == "error"] == ["not-in-format"]


# A name spelt otherwise is the catalog's card, for every rule (an independent review's finds).

@pytest.mark.parametrize("written", ["Lt Surge's Strategy", "Hex-Maniac", "Puzzle of Time."])
def test_a_banned_card_spelt_otherwise_is_still_banned(checker_for: CheckerFor,
                                                       written: str) -> None:
    assert len(errors(checker_for("expanded"), f"1 {written}\n", "banned")) == 1


def test_two_ace_specs_spelt_otherwise_are_still_two(checker_for: CheckerFor) -> None:
    text = "1 Prime-Catcher\n1 Unfair Stamp.\n"
    assert len(errors(checker_for("unlimited"), text, "ace-spec")) == 1


def test_a_fifth_copy_spelt_otherwise_is_still_counted(checker_for: CheckerFor) -> None:
    text = "4 Boss's Orders MEG 114\n1 Boss's-Orders\n"
    assert len(errors(checker_for("unlimited"), text, "copy-limit")) == 1


def test_two_radiants_spelt_otherwise_are_still_two(checker_for: CheckerFor) -> None:
    text = "1 Radiant-Greninja\n1 Radiant Charizard\n"
    assert len(errors(checker_for("unlimited"), text, "radiant")) == 1


# Special Energy printed with a basic Energy's name, and prints of other cards.

def test_undaunted_darkness_energy_is_special_energy(checker_for: CheckerFor) -> None:
    [found] = errors(checker_for("unlimited"), "5 Darkness Energy UND 79\n", "copy-limit")
    assert "5 cards named \"Darkness Energy\"" in found.message


def test_a_card_written_with_a_special_energy_print_is_not_basic_energy(
        checker_for: CheckerFor) -> None:
    result = check(checker_for("unlimited"), "4 Boss's Orders MEG 114\n2 Boss's Orders DS 107\n")
    [copies] = [v for v in result.violations if v.rule == "copy-limit"]
    assert "6 cards named \"Boss's Orders\"" in copies.message
    assert any(v.undecided and "DS 107 is Metal Energy" in v.message for v in result.violations)


@pytest.mark.parametrize(("line", "printed"), [("5 Fire Energy SVI 196", "Ultra Ball"),
                                               ("5 Psychic Energy TR 82", "Potion Energy")])
def test_basic_energy_written_with_another_cards_print_is_undecided(
        checker_for: CheckerFor, line: str, printed: str) -> None:
    [found] = undecided(checker_for("unlimited"), line + "\n", "unknown-card")
    assert f"is {printed}" in found


# Cards that cannot be used at official tournaments, written by name only.

def test_a_name_whose_every_print_is_not_for_tournaments_fails(checker_for: CheckerFor) -> None:
    assert len(errors(checker_for("expanded"), "1 Imakuni?'s Doduo\n",
                      "not-for-tournaments")) == 1


def test_a_name_with_another_print_legal_passes_with_advice(checker_for: CheckerFor) -> None:
    # Dragapult: PR-SW SWSH132 cannot be used; RCL 91, FST 130 and SIT 89 are Expanded cards.
    [found] = warnings(checker_for("expanded"), "1 Dragapult\n", "not-for-tournaments")
    assert not found.undecided and "PR-SW 132" in found.message


def test_a_name_with_no_other_print_legal_in_the_format_is_undecided(
        checker_for: CheckerFor) -> None:
    # In Standard no Dragapult print is legal as printed (marks D, E, F): what the other prints
    # are worth is the reprint rule's question, so the barred promo stays a point to confirm.
    [found] = undecided(checker_for("standard"), "1 Dragapult\n", "not-for-tournaments")
    assert "PR-SW 132" in found


def test_a_line_naming_the_barred_print_fails_beside_other_prints(
        checker_for: CheckerFor) -> None:
    assert len(errors(checker_for("expanded"), "1 Dragapult PR-SW 132\n",
                      "not-for-tournaments")) == 1


def test_a_banned_shiny_vault_print_is_found_by_name(checker_for: CheckerFor) -> None:
    # Hiker: CES 133 and HIF SV85, the Shiny Vault print TCGdex gives no set code.
    [found] = errors(checker_for("glc"), "1 Hiker\n", "banned")
    assert "every print" in found.message


def test_an_older_card_that_calls_itself_by_name_is_not_another_card(
        checker_for: CheckerFor) -> None:
    # Base Set: "Provides {C}{C} energy. Doesn't count as a basic Energy card." is Double
    # Colorless Energy LTR 113's "Double Colorless Energy provides ColorlessColorless Energy."
    # in the Energy template of its era (data/reprint_templates.yaml): the same card.
    assert legal_only_through_a_reprint(checker_for("expanded"),
                                        "1 Double Colorless Energy BS 96")


def test_a_print_number_with_a_capital_letter_is_read(checker_for: CheckerFor) -> None:
    assert len(errors(checker_for("expanded"), "1 Hex Maniac AOR 75A\n", "banned")) == 1
