"""radiant: "non puoi averne più di uno nel tuo mazzo" (000, Appendice 6)"""

from helpers import deck, errors

from deckcheck.checker import Checker


def test_four_greninja_and_one_radiant_greninja_pass(checker: Checker) -> None:
    # "nel tuo mazzo puoi includere quattro Greninja e un Greninja Lucente"
    text = deck("4 Greninja TWM 106\n1 Greninja Lucente ASR 46")
    assert errors(checker, text, "radiant") == []
    assert errors(checker, text, "copy-limit") == []


def test_two_different_radiant_pokemon_fail(checker: Checker) -> None:
    text = deck("1 Radiant Greninja ASR 46\n1 Radiant Charizard PGO 11")
    [found] = errors(checker, text, "radiant")
    assert found.lines == (1, 2)


def test_radiant_in_two_languages_counts_together(checker: Checker) -> None:
    text = deck("1 Radiant Greninja ASR 46\n1 Greninja Radiante ASR 46")
    assert len(errors(checker, text, "radiant")) == 1
