"""A set whose exact legal day is not known is legal from the day a source shows it legal.

data/history/sets.yaml gives such a set ``legal: null`` and a ``legal_by``, a day by which it
was certainly legal: a sanctioned event's published legal sets. Between its release and that day
a card of the set is for a judge; from that day on it is legal like any other, however many years
later the list is checked, where before a point to confirm followed it for ever (issue 21/22
follow-up: "Charizard-GX HIF 9" undecided in Expanded five years after Hidden Fates came out).

- Hidden Fates: legal at the 2020 Latin American International Championships (São Paulo, from
  2019-11-15; PTCG Legends, GitHub AlexWilsonNC/ptcg-story major-events/2020/laic/summary.html).
- Detective Pikachu: legal at the 2019 North American International Championships (Columbus,
  from 2019-06-21; major-events/2019/naic/summary.html), not at the European ones of April 2019.
- Hidden Fates' Shiny Vault (HIF:SV, written "HIF SV84" or, by Pokémon TCG Live, "HIF 153") takes
  Hidden Fates' dates.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import check, checkers_by_format, errors, warnings

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Verdict
from deckcheck.rulesdata import RulesData

CheckerFor = Callable[[str], Checker]

# The lines of the measurement list (Charizard-GX HIF 9; "Guzma HIF 153" as Pokémon TCG
# Live exports Guzma HIF SV84: geekazoid-at/codes4tcg-decks, decks/Strategic TCG/
# yt-2024-12-09-Strategic TCG-BUNv10jXVUM/1/deck.txt, an Expanded deck of 2024-12-09), with
# Charizard-GX's own line of evolution from Hidden Fates and basic Energy to sixty cards.
HIDDEN_FATES = ("4 Charmander HIF 7\n3 Charmeleon HIF 8\n1 Charizard-GX HIF 9\n"
                "3 Guzma HIF 153\n49 Fire Energy\n")
SHINY_VAULT = "4 Charmander HIF 7\n3 Guzma HIF SV84\n53 Fire Energy\n"
# Detective Pikachu DET 10, a Basic Pokémon of the set.
DETECTIVE_PIKACHU = "4 Detective Pikachu DET 10\n56 Lightning Energy\n"


@pytest.fixture(scope="module")
def checker_for(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> CheckerFor:
    return checkers_by_format(Catalog(built_catalog[0]), rules_data)


def test_hidden_fates_is_legal_in_expanded_five_years_after(checker_for: CheckerFor) -> None:
    result = check(checker_for("expanded@2024-12-09"), HIDDEN_FATES)
    assert result.verdict is Verdict.LEGAL, [v.message for v in result.violations]


def test_hidden_fates_is_legal_from_the_first_day_an_event_shows_it_legal(
        checker_for: CheckerFor) -> None:
    assert check(checker_for("standard@2019-11-15"), HIDDEN_FATES).verdict is Verdict.LEGAL
    assert check(checker_for("expanded@2019-11-15"), HIDDEN_FATES).verdict is Verdict.LEGAL


def test_hidden_fates_in_the_weeks_after_its_release_is_for_a_judge(
        checker_for: CheckerFor) -> None:
    # Out on 2019-08-23, after the third Friday of its month: the rule of the era gives no day,
    # so until the event of 2019-11-15 a judge looks it up. Never a pass, never an error.
    expanded = checker_for("expanded@2019-09-20")
    assert errors(expanded, HIDDEN_FATES, "not-in-format") == []
    found = warnings(expanded, HIDDEN_FATES, "not-in-format")
    assert found and all(point.undecided for point in found)
    assert any("the day Hidden Fates became legal is not known" in point.message
               for point in found)
    assert check(expanded, HIDDEN_FATES).verdict is Verdict.UNDECIDED


def test_hidden_fates_before_its_release_is_not_legal(checker_for: CheckerFor) -> None:
    [found, *_] = errors(checker_for("expanded@2019-08-22"), HIDDEN_FATES, "not-in-format")
    assert "not yet released" in found.message


def test_the_shiny_vault_takes_hidden_fates_dates(checker_for: CheckerFor) -> None:
    assert check(checker_for("expanded@2024-12-09"), SHINY_VAULT).verdict is Verdict.LEGAL
    found = warnings(checker_for("expanded@2019-09-20"), SHINY_VAULT, "not-in-format")
    assert any("HIF:SV SV84" in point.message and "Hidden Fates" in point.message
               for point in found)


def test_detective_pikachu_is_legal_years_after(checker_for: CheckerFor) -> None:
    for day in ("2019-06-21", "2021-06-01", "2024-12-09"):
        result = check(checker_for(f"expanded@{day}"), DETECTIVE_PIKACHU)
        assert result.verdict is Verdict.LEGAL, (day, [v.message for v in result.violations])


def test_detective_pikachu_before_the_event_that_shows_it_legal_is_for_a_judge(
        checker_for: CheckerFor) -> None:
    # Released 2019-03-29 by TCGdex, after the third Friday of its month; not among the legal
    # sets of the European International Championships of 2019-04-26.
    expanded = checker_for("expanded@2019-05-01")
    assert errors(expanded, DETECTIVE_PIKACHU, "not-in-format") == []
    [found] = warnings(expanded, DETECTIVE_PIKACHU, "not-in-format")
    assert found.undecided and "Detective Pikachu became legal is not known" in found.message
