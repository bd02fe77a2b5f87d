"""team-basic: the team is chosen from "due Pokemon base per tipologia" (rulebook 003).

Stages come from the catalog (tests/catalog/test_team_of_six.py); here, what names prove.
"""

from helpers import RULEBOOK_TEAM, errors, team_list, warnings

from deckcheck.checker import Checker


def test_a_vmax_in_the_team_is_not_a_basic_pokemon(team_checker: Checker) -> None:
    team = RULEBOOK_TEAM.replace("1 Snorlax JU 27", "1 Snorlax VMAX SSH 142")
    [found] = errors(team_checker, team_list(team=team), "team-basic")
    assert '"Snorlax VMAX" is not a Basic Pokémon' in found.message


def test_a_pokemon_v_is_basic_by_its_name(team_checker: Checker) -> None:
    team = RULEBOOK_TEAM.replace("1 Snorlax JU 27", "1 Snorlax V SSH 141")
    assert errors(team_checker, team_list(team=team), "team-basic") == []


def test_without_a_catalog_other_stages_are_unknown(team_checker: Checker) -> None:
    [found] = warnings(team_checker, team_list(), "team-basic")
    assert len(found.cards) == 6
