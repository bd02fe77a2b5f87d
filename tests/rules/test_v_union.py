"""v-union: "puoi avere un totale di quattro carte chiamate Mewtwo-V UNIONE … Tutte le quattro carte
… devono essere parte della stessa espansione e avere un'illustrazione realizzata dallo stesso
artista." (000, Appendice 8)"""

from helpers import deck, errors, warnings

from deckcheck.checker import Checker

MEWTWO = "\n".join(f"1 Mewtwo V-UNION PR-SW SWSH{n}" for n in range(159, 163))


def test_one_complete_v_union_passes(checker: Checker) -> None:
    text = deck(MEWTWO)
    assert errors(checker, text, "v-union") == []
    assert warnings(checker, text, "v-union") == []


def test_five_cards_of_one_v_union_name_fail(checker: Checker) -> None:
    text = deck(MEWTWO + "\n1 Mewtwo V UNIONE PR-SW SWSH159")
    assert len(errors(checker, text, "v-union")) == 1


def test_pieces_of_two_illustrations_fail(checker: Checker) -> None:
    text = deck("1 Morpeko V-UNION PR-SW SWSH215\n1 Morpeko V-UNION PR-SW SWSH216\n"
                "1 Morpeko V-UNION PR-SW SWSH289\n1 Morpeko V-UNION PR-SW SWSH290")
    [found] = errors(checker, text, "v-union")
    assert "Mitsuhiro Arita" in found.message and "Yuu Nishida" in found.message


def test_pieces_without_a_print_cannot_be_checked(checker: Checker) -> None:
    text = deck("4 Mewtwo V-UNION")
    assert errors(checker, text, "v-union") == []
    assert len(warnings(checker, text, "v-union")) == 1


def test_v_union_pieces_are_not_counted_twice_by_copy_limit(checker: Checker) -> None:
    text = deck(MEWTWO + "\n1 Mewtwo V-UNION PR-SW SWSH160")
    assert errors(checker, text, "copy-limit") == []
