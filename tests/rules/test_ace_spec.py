"""ace-spec: "Non puoi avere più di una carta ASSO TATTICO nel tuo mazzo." (000, Appendice 1)"""

from helpers import deck, errors, warnings

from deckcheck.checker import Checker


def test_one_ace_spec_passes(checker: Checker) -> None:
    assert errors(checker, deck("1 Prime Catcher TEF 157"), "ace-spec") == []


def test_two_different_ace_specs_fail(checker: Checker) -> None:
    # "não é um de cada, é apenas um card ACE SPEC no total no baralho inteiro" (001, Apêndice D)
    text = deck("1 Prime Catcher TEF 157\n1 Secret Box TWM 163")
    [found] = errors(checker, text, "ace-spec")
    assert found.lines == (1, 2)


def test_two_copies_of_one_ace_spec_fail(checker: Checker) -> None:
    assert len(errors(checker, deck("2 Hero's Cape TEF 152"), "ace-spec")) == 1


def test_black_and_white_ace_specs_count(checker: Checker) -> None:
    text = deck("1 Computer Search BCR 137\n1 Dowsing Machine PLS 128")
    assert len(errors(checker, text, "ace-spec")) == 1


def test_base_set_computer_search_is_not_an_ace_spec(checker: Checker) -> None:
    text = deck("1 Computer Search BS 71\n1 Dowsing Machine PLS 128")
    assert errors(checker, text, "ace-spec") == []


def test_master_ball_without_a_print_cannot_be_decided(checker: Checker) -> None:
    text = deck("1 Master Ball\n1 Prime Catcher TEF 157")
    assert errors(checker, text, "ace-spec") == []
    assert len(warnings(checker, text, "ace-spec")) == 1


def test_ace_spec_in_italian_counts_with_its_print(checker: Checker) -> None:
    text = deck("1 Acchiappa-Pokémon Eccellente TEF 157\n1 Prime Catcher PRE 119")
    assert len(errors(checker, text, "ace-spec")) == 1
