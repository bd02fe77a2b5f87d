"""Canonical names, example by example from the rulebooks' name sections.

Rulebook 000 (IT, Scarlet & Violet), "Ma come si chiama davvero questo Pokémon?"; rulebook 001
(PT, XY), "O que conta e o que não conta para o nome de um Pokémon?"; rulebook 002 (ES, Sun &
Moon), "¿Qué forma parte del nombre de un Pokémon y qué no?", and the appendices cited per test.
"""

from __future__ import annotations

import pytest

from deckcheck.names.canonical import NameRules


def same(rules: NameRules, a: str, b: str) -> bool:
    return rules.canonical(a).key == rules.canonical(b).key


# "Gengar, Gengar LIV. 43, Gengar LIV. 44 e Gengar LIV.X hanno tutti lo stesso nome." (000)
@pytest.mark.parametrize("written", ["Gengar LIV. 43", "Gengar LIV. 44", "Gengar LIV.X",
                                     "Gengar LV. 43", "Gengar LV.X", "Gengar Nv. 43",
                                     "Gengar Nv. X"])
def test_level_is_not_part_of_the_name(name_rules: NameRules, written: str) -> None:
    assert same(name_rules, written, "Gengar")
    assert name_rules.canonical(written).display == "Gengar"


# "Aerodactyl e Aerodactyl δ (Specie Delta) hanno lo stesso nome." (000)
def test_delta_species_is_not_part_of_the_name(name_rules: NameRules) -> None:
    assert same(name_rules, "Aerodactyl δ (Specie Delta)", "Aerodactyl")
    assert same(name_rules, "Aerodactyl δ", "Aerodactyl")


# "Meowth, Meowth di Alola e Meowth Rocket hanno nomi diversi." (000)
def test_owner_and_form_make_different_names(name_rules: NameRules) -> None:
    keys = {name_rules.canonical(n).key for n in ("Meowth", "Meowth di Alola", "Meowth Rocket")}
    assert len(keys) == 3


def test_localised_regional_form_is_the_english_one(name_rules: NameRules) -> None:
    assert name_rules.canonical("Meowth di Alola").display == "Alolan Meowth"
    assert same(name_rules, "Meowth de Alola", "Alolan Meowth")
    assert same(name_rules, "Meowth d'Alola", "Alolan Meowth")


# "Persian di Alola si può evolvere solo da Meowth di Alola e non da Meowth o da Meowth di Galar"
def test_alolan_and_galarian_forms_are_different_names(name_rules: NameRules) -> None:
    assert not same(name_rules, "Meowth di Alola", "Meowth di Galar")
    assert name_rules.canonical("Wooper di Paldea").display == "Paldean Wooper"


# "Meowth, Meowth de Alola y Meowth del Rocket son nombres distintos." (002)
def test_spanish_rocket_owner(name_rules: NameRules) -> None:
    assert same(name_rules, "Meowth del Rocket", "Meowth Rocket")
    assert name_rules.canonical("Meowth del Rocket").display == "Rocket's Meowth"
    assert not same(name_rules, "Meowth del Rocket", "Meowth")


# "Geodude e Geodude do Bruno têm nomes diferentes" (001)
def test_geodude_do_bruno_is_not_geodude(name_rules: NameRules) -> None:
    assert not same(name_rules, "Geodude do Bruno", "Geodude")


# "Graveler può evolversi da Geodude o da Geodude LIV. 12, ma non da Geodude di Brock." (000)
def test_brocks_geodude_in_any_language(name_rules: NameRules) -> None:
    assert same(name_rules, "Geodude di Brock", "Brock's Geodude")
    assert same(name_rules, "Geodude de Brock", "Brock's Geodude")
    assert same(name_rules, "Geodude LIV. 12", "Geodude")
    assert not same(name_rules, "Geodude di Brock", "Geodude")


# "Pokémon-ex e Pokémon-EX sono nomi distinti … quattro Magnezone-ex e quattro Magnezone-EX." (000)
def test_ex_and_EX_are_different_names(name_rules: NameRules) -> None:
    assert not same(name_rules, "Magnezone-ex", "Magnezone-EX")
    assert same(name_rules, "Magnezone-ex", "Magnezone ex")
    assert same(name_rules, "Magnezone-EX", "Magnezone EX")


# "Miraidon e Miraidon-ex … hanno nomi diversi" (000, Appendice 3)
def test_ex_is_part_of_the_name(name_rules: NameRules) -> None:
    assert not same(name_rules, "Miraidon", "Miraidon ex")


# "Ricorda che “Lucente” fa parte del nome del Pokémon … quattro Greninja e un Greninja Lucente."
def test_radiant_is_part_of_the_name_in_every_language(name_rules: NameRules) -> None:
    assert name_rules.canonical("Greninja Lucente").display == "Radiant Greninja"
    for written in ("Greninja Radiante", "Strahlendes Greninja", "Radiant Greninja"):
        assert same(name_rules, written, "Greninja Lucente")
    assert not same(name_rules, "Greninja Lucente", "Greninja")


# "La scritta “Team Plasma” non fa parte del nome … quattro Liepard del Team Plasma" (000, App. 25)
@pytest.mark.parametrize("written", ["Liepard del Team Plasma", "Liepard da Equipe Plasma",
                                     "Liepard del Equipo Plasma", "Liepard (Team Plasma)"])
def test_team_plasma_is_not_part_of_the_name(name_rules: NameRules, written: str) -> None:
    assert same(name_rules, written, "Liepard")


def test_team_plasma_trainer_names_keep_their_words(name_rules: NameRules) -> None:
    assert name_rules.canonical("Team Plasma Ball").display == "Team Plasma Ball"


# "puoi avere un totale di quattro carte chiamate Mewtwo-V UNIONE" (000, Appendice 8)
@pytest.mark.parametrize("written", ["Mewtwo V UNIONE", "Mewtwo-V UNIONE", "Mewtwo V-UNIÓN",
                                     "Mewtwo V-UNIÃO", "Mewtwo V-UNION", "Mewtwo V UNIÃO",
                                     "Mewtwo VUNIONE", "Mewtwo VUNIÓN", "Mewtwo VUNIÃO"])
def test_v_union_name_in_every_language(name_rules: NameRules, written: str) -> None:
    assert name_rules.canonical(written).display == "Mewtwo V-UNION"


# "Shaymin-V ASTRO si evolve da Shaymin-V … e non da un normale Shaymin." (000, Appendice 7)
def test_v_vstar_and_vmax_are_part_of_the_name(name_rules: NameRules) -> None:
    names = {name_rules.canonical(n).key for n in ("Shaymin", "Shaymin-V", "Shaymin-V ASTRO")}
    assert len(names) == 3
    assert name_rules.canonical("Shaymin-V ASTRO").display == "Shaymin VSTAR"
    assert name_rules.canonical("Lapras-VMAX").display == "Lapras VMAX"


# "Raichu e Raichu TURBO hanno nomi diversi" (000, Regole speciali per i Pokémon TURBO)
@pytest.mark.parametrize("written", ["Shaymin VASTRO", "Shaymin V ASTRO", "Shaymin-V-ASTRO"])
def test_v_astro_spaced_or_joined_is_vstar_and_no_v(name_rules: NameRules, written: str) -> None:
    assert name_rules.canonical(written).display == "Shaymin VSTAR"
    assert not same(name_rules, written, "Shaymin V")


def test_break_is_part_of_the_name(name_rules: NameRules) -> None:
    assert name_rules.canonical("Raichu TURBO").display == "Raichu BREAK"
    assert not same(name_rules, "Raichu TURBO", "Raichu")


# "Incineroar e Incineroar-GX hanno nomi diversi" (000, Regole speciali per i Pokémon-GX)
def test_gx_is_part_of_the_name_with_or_without_hyphen(name_rules: NameRules) -> None:
    assert not same(name_rules, "Incineroar", "Incineroar-GX")
    assert same(name_rules, "Zoroark-GX", "Zoroark GX")
    assert name_rules.canonical("Zoroark GX").display == "Zoroark-GX"


def test_hyphens_inside_species_names_survive(name_rules: NameRules) -> None:
    assert name_rules.canonical("Ho-Oh GX").display == "Ho-Oh-GX"
    assert same(name_rules, "Ho-Oh-GX", "Ho-Oh GX")
    assert name_rules.canonical("Porygon-Z").display == "Porygon-Z"
    assert not same(name_rules, "Ho-Oh", "Ho-Oh-GX")


# "Mega Venusaur-EX e Venusaur-EX hanno nomi diversi" (000, Appendice 24; 001, Apêndice B)
def test_mega_is_part_of_the_name(name_rules: NameRules) -> None:
    assert not same(name_rules, "Mega Venusaur-EX", "Venusaur-EX")
    assert same(name_rules, "Mega Venusaur-EX", "M Venusaur-EX")
    assert not same(name_rules, "Mega Charizard X ex", "Mega Charizard Y ex")


# "i Pokémon Archeorisveglio funzionano esattamente come i Pokémon Megaevoluzione" (000, App. 24)
def test_primal_in_italian_and_english(name_rules: NameRules) -> None:
    assert same(name_rules, "Archeo Groudon EX", "Primal Groudon-EX")
    assert not same(name_rules, "Primal Groudon-EX", "Groudon-EX")


# "Alakazam, Alakazam ◇ e Alakazam ☆ sono nomi diversi." (000; symbols lost in the text extract)
def test_symbols_are_part_of_the_name(name_rules: NameRules) -> None:
    keys = {name_rules.canonical(n).key for n in ("Alakazam", "Alakazam ◇", "Alakazam ☆")}
    assert len(keys) == 3


# Issue 21's reviews: lists space or join these marks otherwise.
@pytest.mark.parametrize(("written", "name"), [
    ("Mewtwo VUNION", "Mewtwo V-UNION"),
    ("Mewtwo V UNION", "Mewtwo V-UNION"),
    ("Mewtwo V Union", "Mewtwo V-UNION"),
    ("Mewtwo V UNIÓN", "Mewtwo V-UNION"),
    ("Arceus V STAR", "Arceus VSTAR"),
    ("Arceus VSTAR", "Arceus VSTAR"),
    ("Giratina Prism", "Giratina ◇"),
    ("Giratina Prism Star", "Giratina ◇"),
])
def test_a_mark_spaced_or_joined_otherwise_is_the_mark(name_rules: NameRules, written: str,
                                                         name: str) -> None:
    assert name_rules.canonical(written).display == name


@pytest.mark.parametrize(("a", "b"), [
    ("Mewtwo V UNION", "Mewtwo V"),
    ("Mewtwo VUNION", "Mewtwo"),
    ("Arceus V STAR", "Arceus V"),
    ("Arceus V STAR", "Arceus ☆"),
    ("Giratina Prism", "Giratina"),
])
def test_a_mark_spaced_otherwise_is_never_another_name(name_rules: NameRules, a: str,
                                                         b: str) -> None:
    assert not same(name_rules, a, b)


def test_symbol_spellings_fold_together(name_rules: NameRules) -> None:
    assert same(name_rules, "Mewtwo ★", "Mewtwo ☆")
    assert same(name_rules, "Thunder Mountain {*}", "Thunder Mountain ◇")
    assert same(name_rules, "Giratina Prism Star", "Giratina ◇")


def test_trainer_subtitle_is_not_part_of_the_name(name_rules: NameRules) -> None:
    assert same(name_rules, "Professor's Research (Professor Turo)", "Professor's Research")
    assert same(name_rules, "Boss's Orders (Ghetsis)", "Boss's Orders")


def test_tag_team_names_in_other_languages(name_rules: NameRules) -> None:
    assert same(name_rules, "Pikachu e Zekrom GX", "Pikachu & Zekrom-GX")
    assert same(name_rules, "TAG TEAM Pikachu & Zekrom-GX", "Pikachu & Zekrom-GX")


def test_tera_label_is_not_part_of_the_name(name_rules: NameRules) -> None:
    assert same(name_rules, "Charizard-ex Teracristal", "Charizard ex")
    assert name_rules.canonical("Tera Orb").display == "Tera Orb"


@pytest.mark.parametrize(("a", "b"), [
    ("Boss’s Orders", "Boss's Orders"),
    ("Farfetch’d", "Farfetch'd"),
    ("Pokemon Catcher", "Pokémon Catcher"),
    ("Flabebe", "Flabébé"),
    ("Nidoran ♀", "Nidoran♀"),
    ("ultra ball", "Ultra Ball"),
])
def test_spelling_noise_folds_together(name_rules: NameRules, a: str, b: str) -> None:
    assert same(name_rules, a, b)


def test_nidoran_female_and_male_stay_apart(name_rules: NameRules) -> None:
    assert not same(name_rules, "Nidoran♀", "Nidoran♂")


@pytest.mark.parametrize("written", ["Basic {R} Energy", "Basic Fire Energy", "Fire Energy",
                                     "Energia Fuoco", "Energía Fuego", "Energia de Fogo",
                                     "Énergie Feu", "Feuer-Energie", "Energia base Fire"])
def test_basic_energy_in_every_spelling(name_rules: NameRules, written: str) -> None:
    name = name_rules.canonical(written)
    assert name.basic_energy == "Basic Fire Energy"


@pytest.mark.parametrize("written", ["Growing Grass Energy", "Rocky {F} Energy",
                                     "Double Colorless Energy", "Telepathic Psychic Energy"])
def test_special_energy_with_a_type_word_is_not_basic(name_rules: NameRules, written: str) -> None:
    assert name_rules.canonical(written).basic_energy is None


# TCGdex writes Phantom Forces' "Team Flare Hyper Gear" label into the card's name.
def test_team_flare_hyper_gear_label_is_not_part_of_the_name(name_rules: NameRules) -> None:
    assert name_rules.canonical("Head Ringer Team Flare Hyper Gear").display == "Head Ringer"
    assert same(name_rules, "Jamming Net Team Flare Hyper Gear", "Jamming Net")


@pytest.mark.parametrize(("written", "name"), [
    ("Casco Sonoro [Dotazione Extra del Team Flare]", "Casco Sonoro"),
    ("Casco Resonante Hiperequipo del Team Flare", "Casco Resonante"),
    ("Campainha de Cabeça – Hiperequipamento da Equipe Flare", "Campainha de Cabeça"),
    ("Casque Assourdissant Hypermatos Team Flare", "Casque Assourdissant"),
    ("Kopfgeschirr Team Flare-Superzubehör", "Kopfgeschirr"),
])
def test_localised_team_flare_labels_are_not_part_of_the_name(name_rules: NameRules,
                                                               written: str, name: str) -> None:
    assert name_rules.canonical(written).display == name


def test_handy909_in_parentheses_stays_part_of_the_name(name_rules: NameRules) -> None:
    assert same(name_rules, "PokéDex (HANDY909)", "PokéDex HANDY909")
    assert not same(name_rules, "PokéDex (HANDY909)", "Pokédex")


def test_delta_rainbow_energy_is_not_rainbow_energy(name_rules: NameRules) -> None:
    assert not same(name_rules, "δ Rainbow Energy", "Rainbow Energy")
    assert same(name_rules, "Aerodactyl δ", "Aerodactyl")


# Glossary "Pokémon SP" (000, 002): Zapdos [G] has a different name from Zapdos.
@pytest.mark.parametrize("written", ["Zapdos G", "Luxray GL", "Blaziken FB", "Garchomp C",
                                     "Gallade E4", "Gallade 4"])
def test_sp_symbol_is_part_of_the_name(name_rules: NameRules, written: str) -> None:
    assert not same(name_rules, written, written.rpartition(" ")[0])


def test_elite_four_is_written_e4_or_4(name_rules: NameRules) -> None:
    assert same(name_rules, "Gallade 4", "Gallade E4")
    assert name_rules.canonical("Gallade 4").display == "Gallade E4"
    assert name_rules.canonical("Galagladi 4").display == "Galagladi E4"  # TCGdex German


def test_level_x_on_an_sp_is_still_a_level(name_rules: NameRules) -> None:
    assert same(name_rules, "Gallade E4 LV.X", "Gallade 4")
    assert same(name_rules, "Luxray GL LV.X", "Luxray GL")
    assert same(name_rules, "Gallade LV.X", "Gallade")
    assert not same(name_rules, "Gallade LV.X", "Gallade E4")


def test_a_lower_case_letter_is_no_sp_symbol(name_rules: NameRules) -> None:
    assert name_rules.sp_symbol(name_rules.canonical("Absol G")) == "G"
    assert name_rules.sp_symbol(name_rules.canonical("Absol g")) is None
    assert name_rules.sp_symbol(name_rules.canonical("Pikachu V")) is None


@pytest.mark.parametrize(("written", "name"), [
    ("Hiding {D} Energy", "Hiding Darkness Energy"),
    ("Horror {P} Energy", "Horror Psychic Energy"),
    ("Unit Energy {F}{D}{Y}", "Unit Energy FightingDarknessFairy"),
])
def test_an_energy_symbol_in_a_special_energys_name_is_its_type(name_rules: NameRules,
                                                                 written: str,
                                                                 name: str) -> None:
    # Pokémon TCG Live writes the type symbol in every Energy name, not only basic Energy's;
    # the card data spells the type out ("Unit Energy FightingDarknessFairy").
    canonical = name_rules.canonical(written)
    assert canonical.key == name_rules.canonical(name).key
    assert canonical.basic_energy is None


@pytest.mark.parametrize(("written", "name"), [
    ("Vulpix (Alolan)", "Alolan Vulpix"),
    ("Mewtwo ex (Team Rocket's)", "Team Rocket's Mewtwo ex"),
    ("Greninja (Radiant)", "Radiant Greninja"),
    ("Gyarados (Star)", "Gyarados ☆"),
])
def test_a_part_of_the_name_in_brackets_stays_part_of_it(name_rules: NameRules, written: str,
                                                          name: str) -> None:
    # Owners, regional forms, Radiant and ☆ are part of a name (rulebook: "Ma come si chiama
    # davvero questo Pokémon?"): written in brackets they must not be dropped as a label, or
    # 4 Alolan Vulpix + 1 "Vulpix (Alolan)" would pass as 4 + 1 of two names.
    assert name_rules.canonical(written).key == name_rules.canonical(name).key


def test_a_label_in_brackets_is_not_part_of_the_name(name_rules: NameRules) -> None:
    assert name_rules.canonical("Boss's Orders (Ghetsis)").key == \
        name_rules.canonical("Boss's Orders").key


def test_a_word_that_spells_a_translated_mark_is_part_of_the_name(name_rules: NameRules) -> None:
    # "Mega Turbo" is a Trainer card (DEX 96); TURBO, printed in capitals, is the Italian,
    # Spanish, Portuguese, French and German BREAK ("Greninja TURBO").
    assert name_rules.canonical("Mega Turbo").display == "Mega Turbo"
    assert name_rules.canonical("Greninja TURBO").display == "Greninja BREAK"
