"""team-size: rulebook 003, "solo 6 per ogni giocatore" — a team of exactly 6 Pokémon."""

from helpers import RULEBOOK_TEAM, errors, selects, team_list

from deckcheck.checker import Checker


def test_the_rulebooks_team_of_six_passes(team_checker: Checker) -> None:
    assert errors(team_checker, team_list(), "team-size") == []


def test_five_pokemon_are_too_few(team_checker: Checker) -> None:
    five = "\n".join(RULEBOOK_TEAM.splitlines()[:5])
    [found] = errors(team_checker, team_list(team=five), "team-size")
    assert "5 Pokémon" in found.message and "exactly 6" in found.message


def test_seven_pokemon_are_too_many(team_checker: Checker) -> None:
    [found] = errors(team_checker, team_list(team=RULEBOOK_TEAM + "\n1 Pikachu BS 58"),
                     "team-size")
    assert "7 Pokémon" in found.message


def test_a_list_without_a_team_section_fails(team_checker: Checker) -> None:
    [found] = errors(team_checker, team_list(team=""), "team-size")
    assert "no team" in found.message and "`Team:` header" in found.message


def test_the_italian_header_squadra_declares_the_team(team_checker: Checker) -> None:
    text = team_list().replace("Team:", "Squadra:")
    assert errors(team_checker, text, "team-size") == []


def test_formats_without_a_team_do_not_check_it(checker: Checker, team_checker: Checker) -> None:
    assert not selects(checker, "team-size")
    assert selects(team_checker, "team-size")
