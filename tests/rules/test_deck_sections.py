"""deck-sections: Team and Evolution Deck sections belong to the house-rules variant only."""

from helpers import check, errors, team_list

from deckcheck.checker import Checker


def test_a_team_section_is_an_error_in_a_format_without_teams(checker: Checker) -> None:
    [found] = errors(checker, "Team:\n1 Snorlax JU 27\nTrainer:\n4 Bill BS 91\n", "deck-sections")
    assert "Team section" in found.message and found.lines == (2,)


def test_an_evolution_deck_section_is_an_error_in_a_format_without_teams(
        checker: Checker) -> None:
    [found] = errors(checker, "Evolution Deck:\n1 Wartortle BS 42\n", "deck-sections")
    assert "Evolution Deck section" in found.message


def test_cards_outside_the_deck_are_not_counted_in_it(checker: Checker) -> None:
    result = check(checker, "Team:\n1 Snorlax JU 27\nEnergy:\n60 Basic {L} Energy SVE 4\n")
    assert result.counts["total"] == 60 and result.counts["team"] == 1


def test_the_variant_has_both_sections(team_checker: Checker) -> None:
    assert errors(team_checker, team_list(), "deck-sections") == []
