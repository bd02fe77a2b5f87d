"""banned: bans are by print (set and number), as the official list is (see
data/formats/expanded.yaml)."""

from helpers import check, errors, warnings

from deckcheck import formats
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


def expanded(rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "expanded"))


def test_a_banned_print_fails_expanded(rules_data: RulesData) -> None:
    [found] = errors(expanded(rules_data), "1 Hex Maniac AOR 75\n", "banned")
    assert found.lines == (1,)


def test_a_banned_print_in_another_spelling_fails(rules_data: RulesData) -> None:
    # Flapple SV013 of Shining Fates, written as an export writes gallery cards.
    assert len(errors(expanded(rules_data), "1 Flapple SHF-SV 13\n", "banned")) == 1


def test_other_prints_of_a_banned_name_pass(rules_data: RulesData) -> None:
    assert errors(expanded(rules_data), "1 Unown LOT 89\n", "banned") == []


def test_a_name_only_line_of_a_banned_name_warns(rules_data: RulesData) -> None:
    assert len(warnings(expanded(rules_data), "1 Hex Maniac\n", "banned")) == 1


def test_unlimited_bans_nothing(checker: Checker) -> None:
    result = check(checker, "1 Hex Maniac AOR 75\n")
    assert not [v for v in result.violations if v.rule == "banned"]


# Gym Leader Challenge has its own ban list.

def glc(rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "glc"))


def test_glc_bans_double_colorless_energy_in_every_print(rules_data: RulesData) -> None:
    assert len(errors(glc(rules_data), "1 Double Colorless Energy\n", "banned")) == 1


def test_expanded_bans_do_not_apply_in_glc(rules_data: RulesData) -> None:
    assert errors(glc(rules_data), "1 Hex Maniac AOR 75\n", "banned") == []
