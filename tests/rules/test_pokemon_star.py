"""pokemon-star: printed "You can't have more than 1 Pokémon Star in your deck." """

from helpers import deck, errors

from deckcheck.checker import Checker


def test_one_pokemon_star_passes(checker: Checker) -> None:
    assert errors(checker, deck("4 Gyarados\n1 Gyarados ☆ HP 102"), "pokemon-star") == []


def test_two_different_pokemon_stars_fail(checker: Checker) -> None:
    text = deck("1 Mewtwo ★ HP 103\n1 Gyarados ☆ δ HP 102")
    assert len(errors(checker, text, "pokemon-star")) == 1
