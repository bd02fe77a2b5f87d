"""team-not-evolving: "E consigliabile avere uno, massimo due Pokemon che non si evolvono" —
advice, so never an error in team-of-six. Needs the catalog (tests/catalog/test_team_of_six.py)."""

from helpers import problems, team_list

from deckcheck.checker import Checker


def test_without_a_catalog_it_says_nothing(team_checker: Checker) -> None:
    # evolution-deck already warns that evolutions are unknown; one warning is enough.
    assert problems(team_checker, team_list(), "team-not-evolving") == []
