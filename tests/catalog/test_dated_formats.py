"""Format legality as of a date, through the catalog: sets becoming legal, rotations, the reprint
rule on that day, days the history cannot place, and the rotation preview."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import check, errors, problems, warnings

from deckcheck import run
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.formats.requested import with_rotation
from deckcheck.rulesdata import RulesData

CheckerFor = Callable[[str], Checker]


@pytest.fixture(scope="module")
def catalog(built_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(built_catalog[0])


@pytest.fixture(scope="module")
def checker_for(catalog: Catalog, rules_data: RulesData) -> CheckerFor:
    return lambda name: Checker(rules_data, run.game_format(rules_data, name), catalog)


def test_a_card_of_a_set_not_yet_legal_says_when_it_becomes_legal(
        checker_for: CheckerFor) -> None:
    # Perfect Order: released 2026-03-27, legal two weeks later.
    [found] = errors(checker_for("standard@2026-04-03"), "2 Jacinthe POR 110\n", "not-in-format")
    assert found.message == "POR 110 is legal from 2026-04-10 (Perfect Order), not on 2026-04-03"


def test_a_card_of_a_set_legal_that_day_passes(checker_for: CheckerFor) -> None:
    assert errors(checker_for("standard@2026-04-10"), "2 Jacinthe POR 110\n",
                  "not-in-format") == []


def test_a_print_not_legal_yet_with_an_older_print_of_the_same_text_is_for_a_judge(
        checker_for: CheckerFor) -> None:
    # Poké Pad POR 81 before Perfect Order was legal: the card was legal that day as Poké Pad
    # ASC 198 (same text), but not the print the list names: never a pass, never "not legal".
    assert errors(checker_for("standard@2026-04-03"), "2 Poké Pad POR 81\n",
                  "not-in-format") == []
    [found] = warnings(checker_for("standard@2026-04-03"), "2 Poké Pad POR 81\n",
                       "not-in-format")
    assert found.undecided
    assert found.message.startswith(
        "POR 81 is legal from 2026-04-10 (Perfect Order), not on 2026-04-03; \"Poké Pad\" was "
        "legal that day as ASC 198, with the same text")


def test_an_archived_list_naming_a_later_print_names_the_print_legal_that_day(
        checker_for: CheckerFor) -> None:
    # A 2013 World Championships list transcribed with Energy Switch LTR 112 (Legendary
    # Treasures, 2013-11-06): Energy Switch was legal on 2013-08-09 as BLW 94, same text.
    [found] = warnings(checker_for("standard@2013-08-09"), "2 Energy Switch LTR 112\n",
                       "not-in-format")
    assert found.undecided
    assert "LTR 112 is legal from 2013-11-06 (Legendary Treasures), not on 2013-08-09" in \
        found.message
    assert "legal that day as BLW 94" in found.message


def test_a_later_print_whose_older_prints_differ_is_still_not_legal(
        checker_for: CheckerFor) -> None:
    # Rainbow Energy CES 151 on 2012-01-15: Rainbow Energy HS 104 was legal that day, but an
    # older Rainbow Energy is not the same card as CES 151 (Tournament Handbook §4.1.3's own
    # example), so nothing legal that day stands in for it.
    [found] = errors(checker_for("standard@2012-01-15"), "2 Rainbow Energy CES 151\n",
                     "not-in-format")
    assert found.message.startswith("CES 151 is legal from 2018-08-17 (Celestial Storm)")


def test_the_older_print_of_that_card_is_legal_the_same_day(checker_for: CheckerFor) -> None:
    assert problems(checker_for("standard@2026-04-03"), "2 Poké Pad ASC 198\n",
                    "not-in-format") == []


def test_a_name_alone_is_legal_through_the_print_legal_that_day(checker_for: CheckerFor) -> None:
    assert problems(checker_for("standard@2026-04-03"), "2 Poké Pad\n", "not-in-format") == []


def test_a_print_not_yet_released_with_the_text_of_a_legal_print_is_for_a_judge(
        checker_for: CheckerFor) -> None:
    # Ultra Ball MEG 131 (Mega Evolution, released 2025-09-26, legal 2025-10-10), a month early:
    # older Ultra Ball prints with the same text were legal, MEG 131 was not.
    assert errors(checker_for("standard@2025-09-01"), "4 Ultra Ball MEG 131\n",
                  "not-in-format") == []
    [found] = warnings(checker_for("standard@2025-09-01"), "4 Ultra Ball MEG 131\n",
                       "not-in-format")
    assert found.undecided and found.message.startswith(
        "MEG 131 is legal from 2025-10-10 (Mega Evolution), not on 2025-09-01; \"Ultra Ball\" was "
        "legal that day as ")


def test_a_rotated_card_says_when_it_left(checker_for: CheckerFor) -> None:
    assert errors(checker_for("standard@2026-04-09"), "4 Iron Hands ex PAR 70\n",
                  "not-in-format") == []
    [found] = errors(checker_for("standard@2026-04-10"), "4 Iron Hands ex PAR 70\n",
                     "not-in-format")
    assert found.message.startswith(
        "PAR 70 left Standard on 2026-04-10 (regulation mark G rotated out)")


def test_an_older_print_is_legal_through_a_print_legal_that_day(checker_for: CheckerFor) -> None:
    # Ultra Ball SVI 196 (mark G) after the 2026 rotation: Ultra Ball MEG 131 (mark I) has its text.
    text = "4 Ultra Ball SVI 196\n"
    assert errors(checker_for("standard@2026-04-10"), text, "not-in-format") == []
    assert warnings(checker_for("standard@2026-04-10"), text, "not-in-format") == []


def test_a_card_whose_only_reprint_is_not_out_yet_is_not_legal(checker_for: CheckerFor) -> None:
    # Ultra Ball SUM 135 in the 2019-20 season: Sun & Moon had rotated, and no Ultra Ball of
    # the pool was out yet.
    [found] = errors(checker_for("standard@2019-08-16"), "4 Ultra Ball SUM 135\n",
                     "not-in-format")
    assert "left Standard on 2019-08-15 (Sun & Moon rotated out)" in found.message


def test_a_day_between_two_possible_seasons_is_for_a_judge(checker_for: CheckerFor) -> None:
    # 2014-15's first day is not sourced (after the 2014 World Championships, which used
    # 2013-14's format, to 2014-08-17); Level Ball (Next Destinies) left with it.
    [found] = warnings(checker_for("standard@2014-08-25"), "4 Level Ball NXD 89\n",
                       "not-in-format")
    assert found.undecided and "which season was in force on 2014-08-25" in found.message
    assert not warnings(checker_for("standard@2014-08-15"), "4 Level Ball NXD 89\n",
                        "not-in-format")


def test_a_promo_card_without_a_legal_date_is_for_a_judge(checker_for: CheckerFor) -> None:
    # Lucario BW85: no source dates it before the 2014 World Championships (the 2013 ones
    # list BW01-BW80 and BW95 as legal)
    [found] = warnings(checker_for("standard@2013-08-09"), "1 Lucario PR-BLW 85\n",
                       "not-in-format")
    assert found.undecided and "BW Black Star Promos" in found.message
    assert not warnings(checker_for("standard@2014-08-15"), "1 Lucario PR-BLW 85\n",
                        "not-in-format")


def test_the_rotation_preview_names_the_cards_that_rotate(catalog: Catalog,
                                                         rules_data: RulesData) -> None:
    dated = with_rotation(run.game_format(rules_data, "standard@2026-02-01"), dt.date(2026, 2, 1))
    result = check(Checker(rules_data, dated, catalog),
                   "4 Iron Hands ex PAR 70\n4 Ultra Ball SVI 196\n")
    [found] = [v for v in result.violations if v.rule == "next-rotation"]
    assert "the Standard rotation of 2026-04-10" in found.message
    assert found.cards == ("4 Iron Hands ex PAR 70",)


def test_the_rotation_preview_of_today_needs_no_date(catalog: Catalog,
                                                     rules_data: RulesData) -> None:
    today = with_rotation(run.game_format(rules_data, "standard"), dt.date(2026, 11, 23))
    result = check(Checker(rules_data, today, catalog), "4 Iron Hands ex PAR 70\n")
    [found] = [v for v in result.violations if v.rule == "next-rotation"]
    assert "no Standard rotation after 2026-11-23 is announced" in found.message


def test_a_card_of_a_derived_pool_that_is_banned_is_banned(checker_for: CheckerFor) -> None:
    # Lysandre's Trump Card PHF 99: Phantom Forces is in the 2014-15 pool (Boundaries Crossed
    # on), and the card was banned from 2015-06-15.
    [found] = errors(checker_for("standard@2015-08-21"), "1 Lysandre's Trump Card PHF 99\n",
                     "banned")
    assert "since 2015-06-15" in found.message


PIKACHU_V = "4 Pikachu V VIV 43\n56 Basic {L} Energy SVE 4\n"


def test_unlimited_on_a_day_holds_no_card_printed_later(checker_for: CheckerFor) -> None:
    """Unlimited is every card ever released, as of its day: a 2020 card is not in Unlimited on
    2001-01-01 (issue 23)."""
    [found] = errors(checker_for("unlimited@2001-01-01"), PIKACHU_V, "not-in-format")
    assert found.message == "VIV 43 is legal from 2020-11-27 (Vivid Voltage), not on 2001-01-01"


def test_unlimited_on_a_later_day_holds_that_card(checker_for: CheckerFor) -> None:
    assert errors(checker_for("unlimited@2021-01-01"), PIKACHU_V, "not-in-format") == []
