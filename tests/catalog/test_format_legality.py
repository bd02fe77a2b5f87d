"""Format legality through the catalog: regulation marks, series, the reprint rule and bans."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import check, errors, problems, warnings

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData

CheckerFor = Callable[[str], Checker]

STANDARD_LIST = """Pokémon: 4
4 Dreepy TWM 128
4 Duskull SFA 18
2 Fezandipiti ex SFA 38
1 Budew PRE 4
Trainer: 3
4 Ultra Ball MEG 131
1 Hero's Cape TEF 152
4 Ultra Ball SVI 196
Energy: 1
40 Basic {P} Energy SVE 5
"""


@pytest.fixture(scope="module")
def checker_for(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> CheckerFor:
    catalog = Catalog(built_catalog[0])
    return lambda name: Checker(rules_data, formats.get(rules_data, name), catalog)


def test_a_current_standard_list_passes(checker_for: CheckerFor) -> None:
    result = check(checker_for("standard"), STANDARD_LIST)
    assert [v.rule for v in result.violations] == ["copy-limit"]  # 8 Ultra Ball: 4 per name
    assert not [v for v in result.violations if v.rule == "not-in-format"]


def test_a_g_mark_card_fails_standard(checker_for: CheckerFor) -> None:
    [found] = errors(checker_for("standard"), "4 Iron Hands ex PAR 70\n", "not-in-format")
    assert "regulation mark G" in found.message and "no print of this name is" in found.message


def test_an_older_print_of_a_reprinted_card_passes_standard(checker_for: CheckerFor) -> None:
    # Ultra Ball SVI 196 has mark G; Ultra Ball MEG 131 (mark I) has the same text.
    assert errors(checker_for("standard"), "4 Ultra Ball SVI 196\n", "not-in-format") == []
    assert warnings(checker_for("standard"), "4 Ultra Ball SVI 196\n", "not-in-format") == []


def test_a_name_only_line_is_legal_when_some_print_is(checker_for: CheckerFor) -> None:
    assert errors(checker_for("standard"), "4 Duskull\n", "not-in-format") == []


def test_differently_worded_reprints_need_a_judge(checker_for: CheckerFor) -> None:
    # Ultra Ball SUM 135: "Discard 2 cards from your hand. If you do, ..." against the legal
    # prints' "You can use this card only if you discard 2 other cards from your hand."
    [found] = warnings(checker_for("standard"), "4 Ultra Ball SUM 135\n", "not-in-format")
    assert found.undecided and "a judge must confirm" in found.message
    assert errors(checker_for("standard"), "4 Ultra Ball SUM 135\n", "not-in-format") == []


def test_a_reprint_in_the_template_of_another_era_is_legal(checker_for: CheckerFor) -> None:
    # Switch HS 102 "Switch 1 of your Active Pokémon with 1 of your Benched Pokémon" is Switch
    # BLW 104 "Switch your Active Pokémon with 1 of your Benched Pokémon" (one Active Pokémon).
    assert problems(checker_for("expanded"), "1 Switch HS 102\n", "not-in-format") == []


def test_a_card_never_printed_since_black_and_white_fails_expanded(
        checker_for: CheckerFor) -> None:
    assert len(errors(checker_for("expanded"), "1 Dark Charizard TR 4\n", "not-in-format")) == 1


def test_an_expanded_banned_print_fails(checker_for: CheckerFor) -> None:
    [found] = errors(checker_for("expanded"), "1 Lysandre's Trump Card PHF 99\n", "banned")
    assert "since 2015-06" in found.message


def test_other_prints_of_a_banned_name_are_legal(checker_for: CheckerFor) -> None:
    assert errors(checker_for("expanded"), "1 Duskull SFA 18\n", "banned") == []
    [maybe] = warnings(checker_for("expanded"), "1 Duskull\n", "banned")
    assert maybe.undecided and "single secondary source" in maybe.message


def test_unlimited_checks_no_prints(checker_for: CheckerFor) -> None:
    text = "1 Dark Charizard TR 4\n1 Lysandre's Trump Card PHF 99\n"
    result = check(checker_for("unlimited"), text)
    assert not [v for v in result.violations if v.rule in ("not-in-format", "banned")]


def test_without_a_catalog_standard_cannot_decide(rules_data: RulesData) -> None:
    checker = Checker(rules_data, formats.get(rules_data, "standard"))
    assert errors(checker, "4 Iron Hands ex PAR 70\n", "not-in-format") == []
    assert len(warnings(checker, "4 Iron Hands ex PAR 70\n", "not-in-format")) == 1


GLC_LIST = """Pokémon: 3
1 Charmander PAF 7
1 Charmeleon PAF 8
1 Squirtle MEW 7
Trainer: 2
1 Boss's Orders PAL 172
1 Boss's Orders PAL 265
"""


def test_a_glc_list_breaking_singleton_and_single_type(checker_for: CheckerFor) -> None:
    result = check(checker_for("glc"), GLC_LIST)
    failed = {v.rule for v in result.violations if v.severity.value == "error"}
    assert {"copy-limit", "glc-single-type"} <= failed
    [types] = [v for v in result.violations if v.rule == "glc-single-type"]
    assert "Fire" in types.message and "Water" in types.message


def test_a_single_type_glc_list_passes_the_type_rule(checker_for: CheckerFor) -> None:
    text = "Pokémon: 2\n1 Charmander PAF 7\n1 Charmeleon PAF 8\n"
    assert errors(checker_for("glc"), text, "glc-single-type") == []
    assert warnings(checker_for("glc"), text, "glc-single-type") == []
