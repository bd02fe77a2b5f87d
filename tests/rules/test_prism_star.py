"""prism-star: "puoi includere una sola copia di una carta stella prisma con lo stesso nome nel tuo
mazzo … più carte stella prisma con nomi differenti" (000, Appendice 15)"""

from helpers import deck, errors

from deckcheck.checker import Checker


def test_different_prism_star_names_pass(checker: Checker) -> None:
    text = deck("1 Giratina ◇ UPR 58\n1 Lunala ◇ UPR 62\n1 Cyrus ◇ UPR 120\n"
                "1 Super Boost Energy ◇ UPR 136")
    assert errors(checker, text, "prism-star") == []


def test_two_of_one_prism_star_name_fail(checker: Checker) -> None:
    assert len(errors(checker, deck("2 Giratina ◇ UPR 58"), "prism-star")) == 1


def test_online_export_symbol_counts(checker: Checker) -> None:
    text = deck("1 Thunder Mountain {*} LOT 191\n1 Thunder Mountain ◇ LOT 191")
    assert len(errors(checker, text, "prism-star")) == 1


def test_listed_print_is_a_prism_star_without_the_symbol(checker: Checker) -> None:
    text = deck("1 Giratina UPR 58\n1 Giratina ◇ UPR 58")
    assert len(errors(checker, text, "prism-star")) == 1


def test_four_giratina_and_one_giratina_prism_star_pass(checker: Checker) -> None:
    text = deck("4 Giratina LOR 130\n1 Giratina ◇ UPR 58")
    assert errors(checker, text, "prism-star") == []
    assert errors(checker, text, "copy-limit") == []
