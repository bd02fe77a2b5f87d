"""card-kinds: rulebook 003's deck is "fatti esclusivamente di carte energia e addestramento"."""

from helpers import errors, team_list, warnings

from deckcheck.checker import Checker


def test_a_pokemon_in_the_variants_deck_is_an_error(team_checker: Checker) -> None:
    text = team_list() + "Pokémon:\n1 Squirtle BS 63\n"
    [found] = errors(team_checker, text, "card-kinds")
    assert "Pokémon cards" in found.message and "Team or the Evolution Deck" in found.message
    assert found.cards == ("1 Squirtle BS 63",)


def test_trainer_and_energy_cards_pass(team_checker: Checker) -> None:
    assert errors(team_checker, team_list(), "card-kinds") == []
    assert warnings(team_checker, team_list(), "card-kinds") == []


def test_a_card_of_unknown_kind_cannot_be_decided_without_a_catalog(
        team_checker: Checker) -> None:
    # No section header and no catalog: Bill could be anything.
    assert errors(team_checker, "4 Bill BS 91\n", "card-kinds") == []
    assert len(warnings(team_checker, "4 Bill BS 91\n", "card-kinds")) == 1


def test_official_formats_allow_every_kind(checker: Checker) -> None:
    assert errors(checker, "Pokémon:\n1 Squirtle BS 63\n", "card-kinds") == []
