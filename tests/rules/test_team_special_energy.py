"""team-special-energy: "Consiglio di mettere in ogni mazzo due carte energia doppia incolore o
altre energie non base" (rulebook 003) — advice, so a warning, never an error."""

from helpers import RULEBOOK_ENERGY, check, team_list, warnings

from deckcheck.checker import Checker
from deckcheck.models import Severity


def test_two_double_colorless_energy_follow_the_advice(team_checker: Checker) -> None:
    assert warnings(team_checker, team_list(), "team-special-energy") == []


def test_only_basic_energy_is_advised_against(team_checker: Checker) -> None:
    energy = RULEBOOK_ENERGY.replace("2 Double Colorless Energy BS 96", "2 Fire Energy BS 98")
    [found] = warnings(team_checker, team_list(energy=energy), "team-special-energy")
    assert "0 Special Energy cards" in found.message


def test_the_advice_is_a_warning_not_an_error(team_checker: Checker) -> None:
    energy = RULEBOOK_ENERGY.replace("2 Double Colorless Energy BS 96\n", "")
    found = [v for v in check(team_checker, team_list(energy=energy)).violations
             if v.rule == "team-special-energy"]
    assert [v.severity for v in found] == [Severity.WARNING]
