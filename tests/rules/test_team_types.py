"""team-types: "E fondamentale, in questo gioco, avere tutti Pokemon di tipo diverso" (003).

Types come from the catalog (tests/catalog/test_team_of_six.py); the matching itself is here.
"""

from helpers import errors, team_list, warnings

from deckcheck.checker import Checker
from deckcheck.rules.team_types import distinct_types


def test_six_single_types_all_different_pass() -> None:
    assert distinct_types([{"Colorless"}, {"Water"}, {"Grass"}, {"Lightning"}, {"Psychic"},
                           {"Fighting"}])


def test_two_water_pokemon_share_a_type() -> None:
    assert not distinct_types([{"Water"}, {"Water"}, {"Fire"}])


def test_a_dual_type_pokemon_takes_the_type_nobody_else_has() -> None:
    # Water/Fighting beside a Water Pokémon: it counts as the Fighting one.
    assert distinct_types([{"Water", "Fighting"}, {"Water"}])


def test_three_pokemon_cannot_share_two_types() -> None:
    assert not distinct_types([{"Water", "Fire"}, {"Water", "Fire"}, {"Fire"}])


def test_without_a_catalog_types_are_unknown(team_checker: Checker) -> None:
    assert errors(team_checker, team_list(), "team-types") == []
    assert len(warnings(team_checker, team_list(), "team-types")) == 1
