"""evolution-deck: "accertatevi di avere tutte le evoluzioni dei Pokemon base che scegliete"
(rulebook 003). What evolves from what needs the catalog (tests/catalog/test_team_of_six.py)."""

from helpers import errors, team_list, warnings

from deckcheck.checker import Checker


def test_a_basic_pokemon_in_the_evolution_deck_is_an_error(team_checker: Checker) -> None:
    text = team_list().replace("1 Wartortle BS 42", "1 Pikachu V VIV 43")
    [found] = errors(team_checker, text, "evolution-deck")
    assert "may hold only evolution cards" in found.message
    assert found.cards == ("1 Pikachu V VIV 43",)


def test_without_a_catalog_evolutions_are_unknown(team_checker: Checker) -> None:
    [found] = warnings(team_checker, team_list(), "evolution-deck")
    assert "what these cards evolve into is not known" in found.message
