"""The two early Black Star promo series on a day, and what a name alone can be on a day.

Wizards of the Coast's Black Star Promos (PR, 1999-2003) and Nintendo's (PR-NP, 2003-2006) are in
the format history (issue 22, follow-up): an Unlimited list of 2006 holding a Wizards promo is
legal, and the 2006-07 Modified format takes "All Black Star Promos numbered 029 and up" (its
announcement, data/history/standard.yaml). On a day, a line without set and number can only be
a print that had come out by then.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import check, errors, warnings

from deckcheck import run
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Verdict
from deckcheck.rulesdata import RulesData

CheckerFor = Callable[[str], Checker]

# Eevee PR 11: a Wizards promo of 2000 (pokemon1999.org/?p=605), with Base Set's Computer Search,
# as Pojo's 2000 "Haymaker" lists play them (tests/corpus/measure/).
EEVEE_PROMO = "4 Eevee PR 11\n4 Computer Search BS 71\n52 Psychic Energy\n"
# Computer Search: Base Set 71 (1999), an ordinary Trainer; Boundaries Crossed 137 (2012-11-07),
# an ACE SPEC.
COMPUTER_SEARCH = "4 Eevee JU 51\n4 Computer Search\n52 Psychic Energy\n"


@pytest.fixture(scope="module")
def checker_for(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> CheckerFor:
    catalog = Catalog(built_catalog[0])
    return lambda name: Checker(rules_data, run.game_format(rules_data, name), catalog)


def test_a_wizards_promo_is_in_unlimited_on_a_day_of_2006(checker_for: CheckerFor) -> None:
    assert check(checker_for("unlimited@2006-07-25"), EEVEE_PROMO).verdict is Verdict.LEGAL


def test_a_wizards_promo_before_the_series_was_all_out_is_for_a_judge(
        checker_for: CheckerFor) -> None:
    # Before March 2003 a Wizards promo's own release day decides, and no source gives it card
    # by card: neither legal nor not legal, a point to confirm.
    unlimited = checker_for("unlimited@2000-01-15")
    assert errors(unlimited, EEVEE_PROMO, "not-in-format") == []
    [found] = warnings(unlimited, EEVEE_PROMO, "not-in-format")
    assert found.undecided and "Wizards Black Star Promos" in found.message


def test_a_first_movie_promo_is_in_unlimited_from_the_movie_s_opening_day(
        checker_for: CheckerFor) -> None:
    # Mewtwo PR 3, one of the four cards given with a ticket to Pokémon: The First Movie from
    # its US opening (1999-11-10): legal in a list of 2000-07-25, the day of Pojo's report of
    # the 2000 Super Trainer Showdown ("2 Promo Mewtwo").
    text = "4 Mewtwo PR 3\n56 Psychic Energy\n"
    assert check(checker_for("unlimited@2000-07-25"), text).verdict is Verdict.LEGAL
    # The day before, it had not been given out: never a pass.
    assert check(checker_for("unlimited@1999-11-09"), text).verdict is not Verdict.LEGAL


def test_a_nintendo_promo_numbered_029_or_up_is_legal_in_2006_07_modified(
        checker_for: CheckerFor) -> None:
    # Celebi PR-NP 29: "All Black Star Promos numbered 029 and up" (announcement of 2006-06-07),
    # and on the list of promos legal at the 2006 World Championships (027-033, 035-036).
    text = "4 Celebi PR-NP 29\n56 Grass Energy\n"
    assert check(checker_for("standard@2006-10-01"), text).verdict is Verdict.LEGAL


def test_a_nintendo_promo_numbered_below_029_is_not_legal_in_2006_07_modified(
        checker_for: CheckerFor) -> None:
    # Jirachi PR-NP 21: under 029, and its text is not that of Deoxys's Jirachi DX 9.
    [found] = errors(checker_for("standard@2006-10-01"), "4 Jirachi PR-NP 21\n56 Metal Energy\n",
                     "not-in-format")
    assert found.message.startswith(
        "PR-NP 21 is not in the card pool of Standard on 2006-10-01")


def test_computer_search_alone_on_a_day_before_the_ace_spec_is_the_ordinary_card(
        checker_for: CheckerFor) -> None:
    # On 2006-07-25 the only Computer Search out was Base Set's: four copies are four ordinary
    # Trainers, nothing for a judge.
    unlimited = checker_for("unlimited@2006-07-25")
    assert warnings(unlimited, COMPUTER_SEARCH, "ace-spec") == []
    assert check(unlimited, COMPUTER_SEARCH).verdict is Verdict.LEGAL


def test_computer_search_alone_after_boundaries_crossed_is_still_for_a_judge(
        checker_for: CheckerFor) -> None:
    [found] = warnings(checker_for("unlimited@2013-01-01"), COMPUTER_SEARCH, "ace-spec")
    assert found.undecided


def test_computer_search_alone_on_an_expanded_day_is_the_ace_spec(
        checker_for: CheckerFor) -> None:
    # Expanded (Black & White on) never held Base Set's Computer Search: on any of its days the
    # only Computer Search that may be legal is Boundaries Crossed's ACE SPEC, so four are four
    # ACE SPEC cards, as in undated Expanded.
    [found] = errors(checker_for("expanded@2016-01-01"), COMPUTER_SEARCH, "ace-spec")
    assert not found.undecided


def test_computer_search_alone_in_undated_unlimited_is_still_for_a_judge(
        checker_for: CheckerFor) -> None:
    [found] = warnings(checker_for("unlimited"), COMPUTER_SEARCH, "ace-spec")
    assert found.undecided


@pytest.fixture(scope="module")
def full_checker_for(full_catalog: tuple[Path, BuildReport],
                     rules_data: RulesData) -> CheckerFor:
    catalog = Catalog(full_catalog[0])
    return lambda name: Checker(rules_data, run.game_format(rules_data, name), catalog)


@pytest.mark.full_catalog
def test_a_print_not_for_tournaments_that_was_not_out_yet_is_not_what_a_name_can_be(
        full_checker_for: CheckerFor) -> None:
    # Mimikyu PR-SW SWSH136 is printed "This card cannot be used at official tournaments"; the
    # SWSH Black Star Promos began on 2019-11-15. On 2019-06-01 "Mimikyu" alone can only be an
    # older print, such as Guardians Rising's: no advice to avoid a print that did not exist.
    # (The full catalog: every print of Mimikyu.)
    expanded = full_checker_for("expanded@2019-06-01")
    assert warnings(expanded, "1 Mimikyu\n59 Psychic Energy\n", "not-for-tournaments") == []
    [advice] = warnings(full_checker_for("expanded@2021-06-01"), "1 Mimikyu\n59 Psychic Energy\n",
                        "not-for-tournaments")
    assert "PR-SW 136" in advice.message



def test_a_promo_before_its_day_says_it_was_not_yet_released(checker_for: CheckerFor) -> None:
    # Issue 21's reviews: on 1999-06-01 the report said "Wizards Black Star Promos is released
    # on 1999-07-01", a sentence a player misreads. The print had not come out that day.
    text = "1 Mewtwo PR 3\n59 Psychic Energy\n"
    [found] = errors(checker_for("unlimited@1999-06-01"), text, "not-in-format")
    assert "the print was not yet released that day" in found.message
    assert "released on 1999-07-01" in found.message
    # The day before the First Movie's opening, the print's own release day is the one named.
    [found] = errors(checker_for("unlimited@1999-11-09"), text, "not-in-format")
    assert "the print was not yet released that day" in found.message
    assert "released on 1999-11-10" in found.message and "card pool" not in found.message
