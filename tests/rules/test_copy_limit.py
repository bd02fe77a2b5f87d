"""copy-limit: "puoi avere solo quattro copie di una carta con lo stesso nome, a eccezione delle
carte Energia base." (000, "Ma come si chiama davvero questo Pokémon?")"""

from helpers import deck, errors, problems, warnings

from deckcheck import formats, run
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


def test_four_copies_pass(checker: Checker) -> None:
    assert errors(checker, deck("4 Boss's Orders PAL 172"), "copy-limit") == []


def test_five_copies_of_one_print_fail(checker: Checker) -> None:
    [found] = errors(checker, deck("5 Boss's Orders PAL 172"), "copy-limit")
    assert found.lines == (1,)


def test_prints_count_together(checker: Checker) -> None:
    # "puoi avere solo quattro carte "Pignite" nel tuo mazzo, anche se ciascuna presenta attacchi
    # diversi"
    text = deck("3 Pignite SVI 33\n2 Pignite PAL 27")
    [found] = errors(checker, text, "copy-limit")
    assert found.lines == (1, 2)


def test_level_counts_with_the_plain_name(checker: Checker) -> None:
    # "Se il tuo mazzo presenta una carta Gengar, Gengar LIV. 43, Gengar LIV. 44 e Gengar LIV.X non
    # puoi includere altre carte con il nome Gengar nel tuo mazzo."
    text = deck("1 Gengar\n1 Gengar LIV. 43\n1 Gengar LIV. 44\n1 Gengar LIV.X\n1 Gengar SFA 104")
    assert len(errors(checker, text, "copy-limit")) == 1


def test_four_of_each_owner_and_form(checker: Checker) -> None:
    # "puoi avere quattro Meowth, quattro Meowth di Alola e quattro Meowth Rocket."
    text = deck("4 Meowth\n4 Meowth di Alola\n4 Meowth Rocket")
    assert errors(checker, text, "copy-limit") == []


def test_subtitled_trainers_count_with_the_plain_name(checker: Checker) -> None:
    text = deck("3 Boss's Orders PAL 172\n2 Boss’s Orders (Ghetsis) PAL 265")
    assert len(errors(checker, text, "copy-limit")) == 1


def test_two_languages_count_together(checker: Checker) -> None:
    text = deck("3 Zoroark-GX SLG 53\n2 Zoroark GX SLG 77")
    assert len(errors(checker, text, "copy-limit")) == 1


def test_ex_and_EX_count_apart(checker: Checker) -> None:
    # "potresti avere nel tuo mazzo quattro Magnezone-ex e quattro Magnezone-EX" (000, App. 3)
    text = deck("4 Magnezone-ex\n4 Magnezone-EX")
    assert errors(checker, text, "copy-limit") == []


def test_basic_energy_is_exempt(checker: Checker) -> None:
    text = deck("20 Basic {R} Energy SVE 2\n10 Energia Fuoco\n5 Fire Energy")
    assert errors(checker, text, "copy-limit") == []


def test_special_energy_is_not_exempt(checker: Checker) -> None:
    assert len(errors(checker, deck("5 Double Turbo Energy BRS 151"), "copy-limit")) == 1


def test_miracle_energy_is_limited_to_one(checker: Checker) -> None:
    # Printed on Neo Destiny 16: "You can't have more than 1 Miracle Energy in your deck."
    assert len(errors(checker, deck("2 Miracle Energy N4 16"), "copy-limit")) == 1


def test_platinum_arceus_may_be_played_in_any_number(checker: Checker) -> None:
    # Printed on AR1-AR9: "You may have as many of this card in your deck as you like."
    text = deck("3 Arceus AR AR1\n3 Arceus AR AR2\n3 Arceus AR AR3")
    assert errors(checker, text, "copy-limit") == []


def test_other_arceus_follow_the_normal_rule(checker: Checker) -> None:
    assert len(errors(checker, deck("5 Arceus BRS 122"), "copy-limit")) == 1


def test_arceus_without_a_print_cannot_be_decided(checker: Checker) -> None:
    text = deck("6 Arceus")
    assert errors(checker, text, "copy-limit") == []
    assert len(warnings(checker, text, "copy-limit")) == 1


def test_neo_shining_pokemon_are_limited_to_one(checker: Checker) -> None:
    assert len(errors(checker, deck("2 Shining Charizard N4 107"), "copy-limit")) == 1


def test_sun_and_moon_shining_celebi_has_no_extra_limit(checker: Checker) -> None:
    assert errors(checker, deck("2 Shining Celebi PR-SM SM79"), "copy-limit") == []


def test_professor_names_count_as_one_card(checker: Checker) -> None:
    text = deck("2 Professor Juniper BLW 101\n2 Professor Sycamore BKP 107\n"
                "1 Professor's Research SVI 189")
    assert len(errors(checker, text, "copy-limit")) == 1


def test_mixing_names_of_a_group_is_a_warning(checker: Checker) -> None:
    text = deck("2 Lysandre FLF 90\n2 Boss's Orders PAL 172")
    assert errors(checker, text, "copy-limit") == []
    assert len(warnings(checker, text, "copy-limit")) == 1


def test_prism_star_name_is_its_own_name(checker: Checker) -> None:
    # 4 Lysandre and 1 Lysandre ◇ are different names.
    text = deck("4 Lysandre FLF 90\n1 Lysandre ◇ FLI 110")
    assert errors(checker, text, "copy-limit") == []


def test_old_special_darkness_energy_is_not_basic(checker: Checker) -> None:
    # Neo Genesis 104 "Darkness Energy" is a Special Energy card (data/cards/special_energy.yaml).
    assert len(errors(checker, deck("5 Darkness Energy N1 104"), "copy-limit")) == 1


def test_basic_darkness_energy_is_exempt(checker: Checker) -> None:
    assert errors(checker, deck("10 Darkness Energy\n10 Basic {D} Energy SVE 7"), "copy-limit") \
        == []


def test_special_and_basic_darkness_energy_count_apart(checker: Checker) -> None:
    text = deck("4 Darkness Energy MT 119\n20 Darkness Energy SVE 7")
    assert errors(checker, text, "copy-limit") == []


# Gym Leader Challenge: one copy of each name, basic Energy excepted.

def glc(rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "glc"))


def test_glc_singleton_counts_boss_and_lysandre_as_one(rules_data: RulesData) -> None:
    text = "1 Boss's Orders PAL 172\n1 Lysandre FLF 90\n"
    assert len(errors(glc(rules_data), text, "copy-limit")) == 1


def test_glc_leaves_basic_energy_unlimited(rules_data: RulesData) -> None:
    assert errors(glc(rules_data), "20 Basic {R} Energy SVE 2\n", "copy-limit") == []


def test_one_print_under_two_names_is_a_point_without_a_catalog(checker: Checker) -> None:
    # The Italian client's name and the English one for Lillie's Determination (MEG 119): without
    # a catalog the names cannot be told one card, but the print says so unless it is mistyped.
    text = deck("4 Determinazione di Lylia MEG 119\n1 Lillie's Determination MEG 119")
    [found] = problems(checker, text, "copy-limit")
    assert found.undecided and found.lines == (1, 2) and "MEG 119" in found.message


def test_one_print_under_two_names_within_the_limit_says_nothing(checker: Checker) -> None:
    text = deck("3 Determinazione di Lylia MEG 119\n1 Lillie's Determination MEG 119")
    assert problems(checker, text, "copy-limit") == []


def dated(rules_data: RulesData, format_id: str) -> Checker:
    return Checker(rules_data, run.game_format(rules_data, format_id))


OLD_LIST = "6 Darkness Energy\n1 Pikachu BS 58\n53 Lightning Energy\n"


def test_a_basic_energy_name_only_special_cards_bore_that_day_has_the_limit(
        rules_data: RulesData) -> None:
    """On 2005-06-01 every card named Darkness Energy was a Special Energy (the first basic ones
    are Diamond & Pearl's, 2007): six are two too many."""
    [found] = errors(dated(rules_data, "unlimited@2005-06-01"), OLD_LIST, "copy-limit")
    assert "Special Energy" in found.message and found.lines == (1,)


def test_a_basic_print_not_yet_out_that_day_is_no_way_around_it(rules_data: RulesData) -> None:
    """"6 Darkness Energy DP 129" as of 2007-05-10 (review 9): Diamond & Pearl came out on
    2007-05-23, so on that day the six could only be Special Darkness Energy."""
    text = OLD_LIST.replace("6 Darkness Energy", "6 Darkness Energy DP 129")
    [found] = errors(dated(rules_data, "unlimited@2007-05-10"), text, "copy-limit")
    assert found.lines == (1,)


def test_the_same_name_once_basic_cards_bear_it_has_no_limit(rules_data: RulesData) -> None:
    assert errors(dated(rules_data, "unlimited@2008-06-01"), OLD_LIST, "copy-limit") == []
    assert errors(Checker(rules_data, run.game_format(rules_data, "unlimited")), OLD_LIST,
                  "copy-limit") == []


def test_a_name_only_line_counts_with_the_special_prints_of_that_day(rules_data: RulesData
                                                                      ) -> None:
    """"3 Darkness Energy RS 93" and "3 Darkness Energy" as of 2005-06-01: the second can only be
    Special too, so they are six of one card."""
    text = OLD_LIST.replace("6 Darkness Energy", "3 Darkness Energy RS 93\n3 Darkness Energy")
    [found] = errors(dated(rules_data, "unlimited@2005-06-01"), text, "copy-limit")
    assert found.lines == (1, 2) and "6 cards" in found.message
