"""syntax: every line is read or reported with its number, never silently dropped."""

from helpers import deck, errors

from deckcheck.checker import Checker


def test_a_line_without_quantity_is_reported_with_its_number(checker: Checker) -> None:
    text = "Pokémon: 1\nIron Hands ex PAR 70\n" + deck("4 Iron Hands ex PAR 70")
    [found] = errors(checker, text, "syntax")
    assert found.lines == (2,)


def test_zero_copies_is_an_error(checker: Checker) -> None:
    assert len(errors(checker, deck("0 Pikachu ex SVI 63"), "syntax")) == 1


def test_absurd_quantity_is_an_error(checker: Checker) -> None:
    [found] = errors(checker, "9" * 50 + " Fire Energy\n", "syntax")
    assert "not possible" in found.message


def test_absurdly_long_line_is_an_error(checker: Checker) -> None:
    [found] = errors(checker, "9" * 5000 + " Fire Energy\n", "syntax")
    assert "characters long" in found.message


def test_binary_file_is_one_error(checker: Checker) -> None:
    result = checker.check_bytes(bytes(range(256)) * 4, "deck.bin")
    [found] = [v for v in result.violations if v.rule == "syntax"]
    assert "not a text file" in found.message
    assert not result.legal
