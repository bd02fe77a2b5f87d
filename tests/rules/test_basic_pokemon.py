"""basic-pokemon: "il tuo mazzo deve includere almeno un Pokémon Base." (000, "Costruzione del
mazzo")"""

from helpers import deck, errors, warnings

from deckcheck.checker import Checker


def test_a_pokemon_v_is_a_basic_pokemon(checker: Checker) -> None:
    text = deck("4 Lugia V SIT 138\n56 Basic {C} Energy", fill=False)
    assert errors(checker, text, "basic-pokemon") == []
    assert warnings(checker, text, "basic-pokemon") == []


def test_only_v_union_pieces_fail(checker: Checker) -> None:
    # "non puoi avere solo dei Pokémon-V UNIONE" (000, Appendice 8)
    lines = "\n".join(f"1 Mewtwo V-UNION PR-SW SWSH{n}" for n in range(159, 163))
    text = deck(lines + "\n56 Basic {P} Energy SVE 5", fill=False)
    assert len(errors(checker, text, "basic-pokemon")) == 1


def test_only_restored_pokemon_fail(checker: Checker) -> None:
    # "I Pokémon Ricreati non sono Pokémon Base!" (000, Appendice 26)
    text = deck("4 Archen NVI 66\n4 Tirtouga PLB 27\n52 Basic {F} Energy", fill=False)
    assert len(errors(checker, text, "basic-pokemon")) == 1


def test_fossil_trainers_do_not_count(checker: Checker) -> None:
    # "questa non viene considerata come una carta Pokémon Base." (000, "Carta Allenatore Fossile")
    text = deck("Pokémon: 1\n4 Unidentified Fossil UPR 134\n4 Charizard VMAX DAA 20\n"
                "52 Basic {R} Energy SVE 2", fill=False)
    assert len(errors(checker, text, "basic-pokemon")) == 1


def test_legend_halves_do_not_count(checker: Checker) -> None:
    text = deck("2 Lugia LEGEND HS 113\n2 Lugia LEGEND HS 114\n56 Basic {W} Energy", fill=False)
    assert len(errors(checker, text, "basic-pokemon")) == 1


def test_a_deck_of_only_trainers_and_energy_fails(checker: Checker) -> None:
    text = deck("Trainer: 1\n4 Ultra Ball SVI 196\nEnergy: 1\n56 Basic {W} Energy", fill=False)
    assert len(errors(checker, text, "basic-pokemon")) == 1


def test_unknown_stage_is_a_warning_not_a_pass(checker: Checker) -> None:
    text = deck("Pokémon: 1\n4 Charmander PAF 7\n56 Basic {R} Energy SVE 2", fill=False)
    assert errors(checker, text, "basic-pokemon") == []
    assert len(warnings(checker, text, "basic-pokemon")) == 1
