"""team-energy: "Scegliete 4 carte energia per tipo" (rulebook 003).

Which types the team has needs the catalog (tests/catalog/test_team_of_six.py).
"""

from helpers import errors, selects, team_list, warnings

from deckcheck.checker import Checker


def test_without_a_catalog_the_needed_types_are_unknown(team_checker: Checker) -> None:
    assert errors(team_checker, team_list(), "team-energy") == []
    [found] = warnings(team_checker, team_list(), "team-energy")
    assert "which Energy the team needs" in found.message


def test_formats_without_a_team_do_not_count_energy_by_type(checker: Checker,
                                                             team_checker: Checker) -> None:
    assert not selects(checker, "team-energy")
    assert selects(team_checker, "team-energy")
