"""How lists write card lines beyond the clients' exports: each form as a real list writes it.

The lists these lines come from are in tests/lists/ (each names its source); tests/catalog/
test_line_forms.py identifies the same lines with a card catalog.
"""

from __future__ import annotations

import pytest

from deckcheck.models import Section
from deckcheck.read.decklist import parse
from deckcheck.rulesdata import RulesData


def line_of(text: str, rules_data: RulesData) -> tuple[str, str | None, str | None]:
    [card] = parse(text + "\n", "t", rules_data).lines
    return card.text, card.set_code, card.number


@pytest.mark.parametrize(("line", "expected"), [
    # The PTCG Legends archive records basic Energy with its type word where the number goes
    # (AlexWilsonNC/ptcg-story, worlds/2018/18sr.js: "Fighting Energy", set "SUM", number
    # "fighting"); a type letter is the same form (issue 21: "Fire Energy BRS R").
    ("9 Fighting Energy SUM fighting", ("Fighting Energy", "SUM", None)),
    ("6 Water Energy SUM water", ("Water Energy", "SUM", None)),
    ("7 Fire Energy BRS R", ("Fire Energy", "BRS", None)),
    ("7 Metal Energy BRS M", ("Metal Energy", "BRS", None)),
])
def test_a_basic_energy_with_its_type_where_the_number_goes(rules_data: RulesData, line: str,
                                                             expected: tuple[str, str, None]
                                                             ) -> None:
    assert line_of(line, rules_data) == expected


def test_a_type_letter_of_another_type_is_not_taken_for_one(rules_data: RulesData) -> None:
    """"Fire Energy BRS W": W is Water's letter; the line is not read as Fire Energy."""
    assert line_of("7 Fire Energy BRS W", rules_data) == ("Fire Energy BRS W", None, None)


@pytest.mark.parametrize(("line", "expected"), [
    # The card names of the twinleafgg simulator, whose decks list them (the-epsd/twinleafgg,
    # ptcg-server/src/sets/set-ultra-prism/unit-energy-lpm.ts: "Unit Energy LPM UPR").
    ("1 Unit Energy LPM UPR", ("Unit Energy LPM", "UPR", None)),
    ("4 Blend Energy WLFM DRX", ("Blend Energy WLFM", "DRX", None)),
    ("2 Phantump BKP", ("Phantump", "BKP", None)),  # issue 21's example
    ("1 Phantump bkp", ("Phantump", "bkp", None)),
])
def test_a_set_code_without_a_number(rules_data: RulesData, line: str,
                                     expected: tuple[str, str, None]) -> None:
    assert line_of(line, rules_data) == expected


@pytest.mark.parametrize("line", [
    "4 Pikachu EX",  # a name's own marker, not Expedition
    "1 Ancient Mew",
    "4 Pokémon Catcher",
])
def test_a_name_ending_in_a_word_is_not_a_set(rules_data: RulesData, line: str) -> None:
    assert line_of(line, rules_data)[1:] == (None, None)


def test_html_character_references_are_read(rules_data: RulesData) -> None:
    """A list copied from a web page's source: "Guzma &amp; Hala" (issue 21)."""
    assert line_of("1 Guzma &amp; Hala CEC 193", rules_data) == ("Guzma & Hala", "CEC", "193")
    assert line_of("4 Professor&#39;s Research SVI 189", rules_data)[0] == "Professor's Research"


@pytest.mark.parametrize("header", ["Pok?mon (19)", "Pok?mon: 9"])
def test_a_header_that_lost_its_accent(rules_data: RulesData, header: str) -> None:
    """BAA-Studios/CastFORM, packages/deck_string_parser/test/deck_string_parser_test.dart
    (commit 216f45f7d3c0): a Pokémon TCG Online list and a Live export pasted as "Pok?mon"."""
    decklist = parse(f"{header}\n4 Mareep EVS 54\n", "t", rules_data)
    assert decklist.problems == () and decklist.lines[0].section is Section.POKEMON


def test_reading_stays_linear_on_long_lines(rules_data: RulesData) -> None:
    """The new forms add no pattern that backtracks: a line of 298 codes reads at once."""
    import time

    line = "1 " + " ".join(["BKP"] * 70) + " R"
    started = time.perf_counter()
    parse((line + "\n") * 50, "t", rules_data)
    assert time.perf_counter() - started < 1.0


@pytest.mark.parametrize(("line", "expected"), [
    # A pokemontcg.io card id is "<set id>-<number>" (docs.pokemontcg.io; the ids of
    # PokemonTCG/pokemon-tcg-data, cards/en/*.json). A deck tool's own example of the line form:
    # manucruzleiva/TCGKB, frontend/src/services/deckService.js, commit d1edc21ef444 ("Format 3:
    # quantity Name SET-NUMBER (e.g., "4 Pikachu sv1-25")").
    ("4 Pikachu sv1-25", ("Pikachu", "sv1", "25")),
    ("4 Electabuzz base4-24", ("Electabuzz", "base4", "24")),
    ("2 Regigigas Lv.X dp7-100", ("Regigigas Lv.X", "dp7", "100")),
    ("14 Grass Energy ecard1-162", ("Grass Energy", "ecard1", "162")),
    # Galleries as the API numbers them: g1-RC27 (Wally), sma-SV85 (Hiker), swsh45sv-SV107.
    ("1 Wally g1-RC27", ("Wally", "g1", "RC27")),
    ("1 Hiker sma-SV85", ("Hiker", "sma", "SV85")),
    ("1 Charizard VMAX swsh45sv-SV107", ("Charizard VMAX", "swsh45sv", "SV107")),
    # TCGdex's ids have the same form ("sv03.5-25").
    ("1 Mew ex sv03.5-151", ("Mew ex", "sv03.5", "151")),
])
def test_a_pokemontcg_io_card_id_is_its_set_and_number(rules_data: RulesData, line: str,
                                                         expected: tuple[str, str, str]) -> None:
    assert line_of(line, rules_data) == expected


@pytest.mark.parametrize("line", ["1 Porygon-Z", "1 Ho-Oh ex", "4 Pikachu foo-12",
                                  "1 Pikachu BASE4-24"])
def test_only_a_listed_set_id_in_lower_case_makes_a_card_id(rules_data: RulesData,
                                                           line: str) -> None:
    """A hyphen in a name, an id no source lists, or capitals: the words stay the name."""
    assert line_of(line, rules_data) == (line.split(" ", 1)[1], None, None)


@pytest.mark.parametrize("header", ["Pokémon 8", "Trainer 23", "Energy 3", "Total Cards 60"])
def test_a_header_with_its_count_and_no_colon(rules_data: RulesData, header: str) -> None:
    """DZ-Light/ptcg-decks, live/ (Pokémon TCG Live exports), commit 1e269a1cccb7: "Pokémon 8",
    "Trainer 23", "Energy 3" before their cards. A line starting with a header word is never a
    card line (card lines start with a quantity), and no card is named a header word
    (tests/catalog/test_line_forms_identified.py)."""
    decklist = parse(f"{header}\n4 Mareep EVS 54\n", "t", rules_data)
    assert decklist.problems == () and len(decklist.lines) == 1


def test_the_count_after_a_total_header_without_colon_is_the_declared_total(
        rules_data: RulesData) -> None:
    decklist = parse("Pokémon 1\n4 Mareep EVS 54\nTotal Cards 60\n", "t", rules_data)
    assert decklist.declared_total == 60 and decklist.lines[0].section is Section.POKEMON


def test_ligapokemons_pokemons_header(rules_data: RulesData) -> None:
    """LigaPokemon (ligapokemon.com.br), the Brazilian site whose lists
    NatePlays95/ptcg-tts-decklist-importer reads (modules/parser.py, commit cd661b0992302),
    heads its Pokémon "Pokemons - 16": a plural no rulebook prints, so round 1's "WORD - N" form
    did not know the word."""
    decklist = parse("Pokemons - 16\n4 Aron PRC 88\n", "t", rules_data)
    assert decklist.problems == () and decklist.lines[0].section is Section.POKEMON


def test_a_header_whose_accent_became_the_replacement_character(rules_data: RulesData) -> None:
    """A Latin-1 file read as UTF-8 with its errors replaced holds U+FFFD where "é" was: the
    same lost letter as BAA-Studios/CastFORM's "Pok?mon: 9" (above)."""
    decklist = parse("Pok\ufffdmon: 19\n4 Mareep EVS 54\n", "t", rules_data)
    assert decklist.problems == () and decklist.lines[0].section is Section.POKEMON


@pytest.mark.parametrize(("line", "expected"), [
    # RK9's names as RichardHpa/Pokemon-TCG-Standings stores them
    # (public/data/tournaments/0000131.json, commit 89dc8e30c475): "Legacy Energy - Special -
    # ACESPEC"; each tag alone is data/sets.yaml's name_tags.
    ("1 Legacy Energy - Special - ACESPEC TWM 167", ("Legacy Energy", "TWM", "167")),
    ("1 Neo Upper Energy - Special - ACESPEC TEF 162", ("Neo Upper Energy", "TEF", "162")),
])
def test_two_kind_tags_in_sequence(rules_data: RulesData, line: str,
                                   expected: tuple[str, str, str]) -> None:
    assert line_of(line, rules_data) == expected


def test_two_tags_one_of_which_the_name_contradicts_stay(rules_data: RulesData) -> None:
    """A basic Energy's name tagged Special as well as Basic is no basic Energy to read."""
    assert line_of("4 Psychic Energy - Basic - Special CRE 232", rules_data)[0] == \
        "Psychic Energy - Basic - Special"


@pytest.mark.parametrize(("line", "expected"), [
    ("9 Psychic Energy xy99-101", ("Psychic Energy", "xy99-101", None)),
    ("9 Psychic Energy ABC", ("Psychic Energy", "ABC", None)),
    ("9 Psychic Energy foo 12", ("Psychic Energy", "foo", "12")),
])
def test_a_basic_energy_beside_a_print_no_rule_reads(rules_data: RulesData, line: str,
                                                     expected: tuple[str, str, None]) -> None:
    """The name is a basic Energy's whatever its print (issue 21: "9 Psychic Energy base1-101"
    counted as 9 copies of a name no card has): the print is kept apart, to be confirmed."""
    assert line_of(line, rules_data) == expected


def test_another_choice_in_brackets_is_a_note_not_a_card(rules_data: RulesData) -> None:
    """"4 Kingdra Prime (or 3 Kingdra Prime/1 Kingdra LA)" (heytrainer.org blog, "Deck List Dump:
    Turbo Kingdra", 2010): the line is its first choice, 4 Kingdra Prime, and a note says the
    other choice was not read."""
    read = parse("4 Kingdra Prime (or 3 Kingdra Prime/1 Kingdra LA)\n", "t", rules_data)
    [card] = read.lines
    assert (card.quantity, card.text) == (4, "Kingdra Prime")
    [note] = read.problems
    assert note.heading and note.line == 1
    assert "(or 3 Kingdra Prime/1 Kingdra LA)" in note.message


def test_the_other_choice_is_noted_on_every_line_that_offers_it(rules_data: RulesData) -> None:
    # A line read before is remembered; one offering a choice is never, so each keeps its note.
    text = "4 Kingdra Prime (or 3 Kingdra Prime/1 Kingdra LA)\n" * 2
    assert [p.line for p in parse(text, "t", rules_data).problems] == [1, 2]


@pytest.mark.parametrize("line", ["4 Pokémon Catcher (Emerging Powers)", "4 Pikachu (OR)"])
def test_brackets_that_offer_no_choice_stay_part_of_the_line(rules_data: RulesData,
                                                               line: str) -> None:
    read = parse(line + "\n", "t", rules_data)
    assert not read.problems and read.lines[0].text == line.split(" ", 1)[1]


def test_a_set_code_and_number_alone(rules_data: RulesData) -> None:
    """"4 MEG-119": Limitless Labs' deck records locate each card so, with no name
    (elvis-sik/pokemon-tcg-meta-anki, data/representative_decks.json, raw_locator)."""
    assert line_of("4 MEG-119", rules_data) == ("MEG-119", "MEG", "119")


def test_a_word_alone_with_a_number_is_no_print(rules_data: RulesData) -> None:
    """"Porygon-2" is no set: a name with a hyphen stays a name."""
    assert line_of("1 Porygon-2", rules_data)[1] is None


@pytest.mark.parametrize(("line", "expected"), [
    ("4 Nest Ball CSVH1C 043", ("Nest Ball", "CSVH1C", "043")),
    ("1 Radiant Greninja CS6.5C 020", ("Radiant Greninja", "CS6.5C", "020")),
    ("5 Fire Energy CSVE1C FIR", ("Fire Energy", "CSVE1C", "FIR")),
])
def test_a_chinese_print(rules_data: RulesData, line: str,
                         expected: tuple[str, str, str]) -> None:
    """The Chinese deck site tcg.mik.moe records each card with the Chinese client's set code and
    number (beralee/PtcgDeckAgent, data/bundled_user/decks/561444.json; data/sets.yaml
    chinese_print_codes): the code is taken off the name, whatever the number looks like."""
    assert line_of(line, rules_data) == expected


@pytest.mark.parametrize(("line", "expected"), [
    ("4 XY39", ("XY39", "PR-XY", "XY39")),
    ("4 SWSH001", ("SWSH001", "PR-SW", "SWSH001")),
])
def test_a_promo_number_alone_is_the_promo(rules_data: RulesData, line: str,
                                           expected: tuple[str, str, str]) -> None:
    """"XY39" is the number printed on the XY promo Kingdra: alone on a line it names that promo,
    never the XY set's card 39 (Froakie)."""
    assert line_of(line, rules_data) == expected


@pytest.mark.parametrize(("line", "expected"), [
    ("4 svp-85", ("svp-85", "svp", "85")),
    ("1 mep-7", ("mep-7", "mep", "7")),
])
def test_a_promo_sets_card_id_is_its_print(rules_data: RulesData, line: str,
                                           expected: tuple[str, str, str]) -> None:
    """pokemontcg.io's id of a Scarlet & Violet promo is its set id and plain number ("svp-85",
    Pikachu with Grey Felt Hat: PokemonTCG/pokemon-tcg-data cards/en/svp.json). "svp" is also
    the promos' number prefix, but it spells no other set: the id is the promo's print."""
    assert line_of(line, rules_data) == expected


def test_a_promo_prefix_that_is_no_sets_id_stays_a_name(rules_data: RulesData) -> None:
    """"swsh-85": SWSH is the Sword & Shield promos' number prefix but no set's id
    (pokemontcg.io's promo is "swshp-SWSH085", its Sword & Shield card 85 "swsh1-85"): which
    card the line means is not said, so it stays a name."""
    assert line_of("4 swsh-85", rules_data) == ("swsh-85", None, None)


def test_a_promo_series_letters_with_a_hyphen_stay_a_name(rules_data: RulesData) -> None:
    """"BW-77": Black & White 77 (Patrat) or the promo BW77 (Pikachu); no source writes it."""
    assert line_of("4 BW-77", rules_data) == ("BW-77", None, None)


@pytest.mark.parametrize(("line", "other"), [
    ("4 Ultra Ball (4 Lysandre's Trump Card)", "(4 Lysandre's Trump Card)"),
    ("4 Ultra Ball (o 4 Lysandre's Trump Card)", "(o 4 Lysandre's Trump Card)"),
    ("4 Ultra Ball (or 4 Lysandre's Trump Card) (or 4 Forest Seal Stone)",
     "(or 4 Lysandre's Trump Card) (or 4 Forest Seal Stone)"),
])
def test_every_other_choice_is_quoted_in_any_language(rules_data: RulesData, line: str,
                                                      other: str) -> None:
    """A bracket that counts copies of another card is another choice, whatever word opens it,
    and every such bracket is quoted: none is left to pass as a label of the card's name."""
    read = parse(line + "\n", "t", rules_data)
    assert read.lines[0].text == "Ultra Ball"
    [note] = read.problems
    assert other in note.message


def test_a_kind_word_in_brackets_is_the_kind_word(rules_data: RulesData) -> None:
    """"Kingdra (Prime)" says what "Kingdra Prime" says: never dropped as a label."""
    assert line_of("4 Kingdra (Prime)", rules_data)[0] == "Kingdra Prime"


@pytest.mark.parametrize("line", ["1 Professor's Research (Professor Oak)",
                                  "1 PokéDex (HANDY909)"])
def test_a_name_s_own_brackets_stay(rules_data: RulesData, line: str) -> None:
    read = parse(line + "\n", "t", rules_data)
    assert not read.problems and read.lines[0].text == line.split(" ", 1)[1]


def test_a_deck_label_names_the_deck_whatever_it_names(rules_data: RulesData) -> None:
    """"Deckname: Charizard ex" (DR34M3R-T/PTCG_print's deck files): a deck named after its
    Pokémon is still the deck's name, no card line that lost its count."""
    read = parse("Deckname: Charizard ex\n4 Pikachu V VIV 43\n", "t", rules_data)
    [note] = read.problems
    assert note.heading and note.line == 1 and "Charizard ex" in note.message


def test_italic_tags_around_a_suffix_are_not_part_of_the_name(rules_data: RulesData) -> None:
    """The Italian Pokémon TCG Online client's export (https://pastebin.com/wkhZca1n):
    "* 3 Lurantis-<i>GX</i> SUM 15" is Lurantis-GX."""
    assert line_of("* 3 Lurantis-<i>GX</i> SUM 15", rules_data) == ("Lurantis-GX", "SUM", "15")


def test_a_less_than_sign_that_is_no_style_tag_stays_written(rules_data: RulesData) -> None:
    assert line_of("1 Lurantis-<x>GX</x> SUM 15", rules_data)[0] == "Lurantis-<x>GX</x>"


def test_the_dutch_client_s_trainer_header_and_total_are_read(rules_data: RulesData) -> None:
    """The Dutch Pokémon TCG Online client (https://pastebin.com/enAmsR9R) exports English card
    names under its own words: "##Trainerkaarten - 20", "Totaal aantal kaarten - 60"."""
    read = parse("##Trainerkaarten - 1\n* 1 Wally ROS 94\nTotaal aantal kaarten - 1\n", "t",
                 rules_data)
    assert not read.problems and read.lines[0].section is Section.TRAINER


def test_an_owner_s_title_under_the_export_is_a_title(rules_data: RulesData) -> None:
    """"Globani's List" signed under a Pokémon TCG Online export (https://pastebin.com/jGk43PZT):
    a title for the checker to confirm against the catalog, never a card line without a count."""
    read = parse("* 1 Wally ROS 94\nGlobani's List\n", "t", rules_data)
    [note] = read.problems
    assert note.title and note.prose == "Globani's List"


def test_a_set_code_and_number_alone_written_apart(rules_data: RulesData) -> None:
    """"4 MEG 119": the MEG-119 locator written with a space (issue 21's review); the catalog
    says whether Mega Evolution prints a card 119 (deckcheck.identify)."""
    assert line_of("4 MEG 119", rules_data) == ("MEG 119", "MEG", "119")


@pytest.mark.parametrize(("line", "expected"), [
    ("1 SV4 121", ("SV4 121", "SV4", "121")),
    ("1 SV4-121", ("SV4-121", "SV4", "121")),
    ("1 sv4 121", ("sv4 121", "sv4", "121")),
])
def test_a_set_id_with_digits_and_a_number_alone(rules_data: RulesData, line: str,
                                                 expected: tuple[str, str, str]) -> None:
    """"SV4 121 x1  # Morpeko": a proxy tool's deck file writes pokemontcg.io's set id of Paradox
    Rift (sv4) in capitals, the card's name only in a comment (redswoop/pokeproxy, decklist.txt,
    commit bac91c2ec523f17448cfa951995b83e2e4f3a5fd, line 16): the print names the card."""
    assert line_of(line, rules_data) == expected


@pytest.mark.parametrize("line", [
    "4 BW 77",  # BW is also the promo series' letters: as "BW-77", no surely read print
    "4 MEG 1190",  # no set numbers a card past 999 alone so
    "4 Zapdos 16",  # a name, no set's code
    "4 MEG 119a",  # a number with a letter: the joined form reads none either
])
def test_two_words_that_are_no_print_alone_stay_a_name(rules_data: RulesData, line: str) -> None:
    assert line_of(line, rules_data)[1:] == (None, None)


@pytest.mark.parametrize("line", ["1 Mewtwo V UNION SWSH162", "1 Mewtwo V UNIONE SWSH162"])
def test_a_mark_s_last_word_is_no_set_code(rules_data: RulesData, line: str) -> None:
    """"UNION" ends the name's V-UNION mark, written apart (issue 21's reviews): the promo
    number alone is the print, never a set "UNION" that leaves the name "Mewtwo V"."""
    assert line_of(line, rules_data)[1:] == ("PR-SW", "SWSH162")


# A mark written otherwise than cards print it (issue 21's reviews: "Mewtwo V UNION", "Arceus
# V STAR", "Giratina Prism"; data/short_forms.yaml marks_spaced): one note for the list, on the
# first such line, saying how it is read.
@pytest.mark.parametrize(("line", "read"), [
    ("1 Mewtwo V UNION SWSH162", '"Mewtwo V UNION" read as "Mewtwo V-UNION"'),
    ("2 Arceus V STAR BRS 123", '"Arceus V STAR" read as "Arceus VSTAR"'),
    ("1 Giratina Prism UPR 130", '"Giratina Prism" read as "Giratina ◇"'),
])
def test_a_mark_written_otherwise_is_read_with_a_note(rules_data: RulesData, line: str,
                                                     read: str) -> None:
    decklist = parse(f"4 Pikachu V VIV 43\n{line}\n", "x.txt", rules_data)
    [note] = decklist.problems
    assert note.heading and note.line == 2 and note.message.startswith(read)


def test_one_note_for_every_mark_written_otherwise_in_a_list(rules_data: RulesData) -> None:
    text = ("1 Mewtwo V UNION SWSH159\n1 Mewtwo V UNION SWSH160\n2 Arceus V STAR BRS 123\n"
            "1 Arceus VSTAR BRS 123\n")
    [note] = parse(text, "x.txt", rules_data).problems
    assert note.line == 1 and "2 more lines" in note.message


def test_a_mark_as_cards_print_it_gets_no_note(rules_data: RulesData) -> None:
    text = "1 Mewtwo V-UNION SWSH159\n1 Arceus VSTAR BRS 123\n1 Giratina ◇ UPR 130\n"
    assert parse(text, "x.txt", rules_data).problems == ()


@pytest.mark.parametrize(("line", "expected"), [
    ("Ultra Ball x4", (4, "Ultra Ball", None, None)),
    ("Ultra Ball SVI 196 x4", (4, "Ultra Ball", "SVI", "196")),
    ("Ultra Ball ×2", (2, "Ultra Ball", None, None)),
    ("Rare Candy 5x", (5, "Rare Candy", None, None)),  # review 8
    ("Ultra Ball SVI 196 4x", (4, "Ultra Ball", "SVI", "196")),
    # redswoop/pokeproxy decklist.txt (commit bac91c2): the print first, the count after it,
    # the card's name in a comment after the line.
    ("SFA 36  x3  # Okidogi ex", (3, "SFA 36", "SFA", "36")),
])
def test_a_count_written_after_the_card(rules_data: RulesData, line: str,
                                        expected: tuple[int, str, str | None, str | None]
                                        ) -> None:
    [card] = parse(line + "\n", "t", rules_data).lines
    assert (card.quantity, card.text, card.set_code, card.number) == expected


@pytest.mark.parametrize("line", ["Unown X", "Pokémon Trader x"])
def test_an_x_with_no_number_after_a_name_is_no_count(rules_data: RulesData, line: str) -> None:
    assert parse(line + "\n", "t", rules_data).lines == ()


def test_a_spanish_pokemon_section_label(rules_data: RulesData) -> None:
    """pokemon.com/es heads a deck's Pokémon "Cartas de Pokémon" (copied by Lucascabral95/
    pokedex-by-lucas-cabral, FuerzasTemporalesJCCPokemon.jsx, commit 0d60d81), also without
    the accent."""
    read = parse("Cartas de Pokemon: 13\n2 Ferrotesta ex TEF 081\n", "t", rules_data)
    assert read.problems == ()
    assert read.lines[0].section is Section.POKEMON


@pytest.mark.parametrize("line", ["4 Rare Candy x4", "4x Rare Candy 4x"])
def test_the_same_count_before_and_after_the_card_is_that_count(rules_data: RulesData,
                                                                 line: str) -> None:
    [card] = parse(line + "\n", "t", rules_data).lines
    assert (card.quantity, card.text) == (4, "Rare Candy")


def test_two_different_counts_are_a_point_to_confirm(rules_data: RulesData) -> None:
    """"1 Switch MEG 130 x4" (review 8): one copy or four, only the player can say; the line is
    never read as a card named "Switch MEG 130 x4"."""
    read = parse("1 Switch MEG 130 x4\n", "t", rules_data)
    assert read.lines == ()
    [problem] = read.problems
    assert problem.undecided and "1 and 4" in problem.message


@pytest.mark.parametrize(("line", "expected"), [
    # coolofdead/CardMarketPokemonSellerFinder decklist.txt (commit 224d804): a count and a
    # Cardmarket product address a line; the address's last part names the card and its print.
    ("4 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Base-Set-2/Pokemon-Trader-B2106",
     ("Pokemon Trader", "B2", "106")),
    ("1 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Shining-Legends/Zoroark-GX-V1-SLG53",
     ("Zoroark GX", "SLG", "53")),
    ("2 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Sun-Moon/Rainbow-Energy-SUM137",
     ("Rainbow Energy", "SUM", "137")),
    ("1 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Fusion-Strike/Gengar-V",
     ("Gengar V", None, None)),
    # Review 9: a hyphen of the name is no set code; a query after the address; the count twice.
    ("1 https://www.cardmarket.com/en/Pokemon/Products/Singles/Unbroken-Bonds/Porygon-Z-UNB157",
     ("Porygon Z", "UNB", "157")),
    ("4 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Base-Set/Rare-Candy-BS91?language=1",
     ("Rare Candy", "BS", "91")),
    ("4 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Base-Set-2/Bill-B2118 x4",
     ("Bill", "B2", "118")),
    (("1 https://www.cardmarket.com/fr/Pokemon/Products/Singles/BW-Black-Star-Promos/"
     "Darkrai-EX-BWBW46"), ("Darkrai EX", "PR-BLW", "BW46")),
])
def test_a_cardmarket_product_address(rules_data: RulesData, line: str,
                                      expected: tuple[str, str | None, str | None]) -> None:
    assert line_of(line, rules_data) == expected


def test_a_cardmarket_code_no_list_writes_is_read_in_the_set_the_address_names(
        rules_data: RulesData) -> None:
    """Cardmarket joins its own code for a set to the number ("CHR" for Chilling Reign, whose
    code is CRE), and names the set in the address's part before the card ("Chilling-Reign/",
    as in its address for Blaziken V, CRE 20: https://www.cardmarket.com/en/Pokemon/Products/
    Singles/Chilling-Reign/Blaziken-V-V1). No second source writes CHR with a number; the
    address cannot be read two ways: the set is the one its name names (data/history/sets.yaml
    names), the number the digits after the code."""
    line = ("1 https://www.cardmarket.com/fr/Pokemon/Products/Singles/Chilling-Reign/"
            "Blaziken-V-V1-CHR020")
    assert line_of(line, rules_data) == ("Blaziken V", "CRE", "020")


def test_a_code_ending_in_a_digit_joined_to_its_number(rules_data: RulesData) -> None:
    """"N1104" is Neo Genesis 104, the Special Darkness Energy: never a basic Darkness Energy's
    number with no set (a line counted as basic Energy has no copy limit)."""
    assert line_of("6 Darkness Energy N1104", rules_data) == ("Darkness Energy", "N1", "104")


def test_another_address_after_a_count_is_not_read_as_a_card(rules_data: RulesData) -> None:
    read = parse("4 https://example.com/Pokemon-Trader\n", "t", rules_data)
    assert read.lines == () or read.lines[0].text.startswith("https://")


def test_an_energy_pseudo_set_written_back_to_front_is_basic_energy(rules_data: RulesData
                                                                    ) -> None:
    """"* 4 Fairy Energy Energy XY 9" (delfoxav/PTCGODeckListExporter, testlist.txt, commit
    4de095997894269f9a228a4d969f827b1d3833f1): Pokémon TCG Online's "Fairy Energy XYEnergy 9"
    with the pseudo-set's halves apart and swapped, the word Energy doubled after a basic
    Energy's name; it was read as XY 9, Illumise."""
    assert line_of("* 4 Fairy Energy Energy XY 9", rules_data) == ("Fairy Energy", "XYEnergy",
                                                                    "9")


@pytest.mark.parametrize("line", ["4 Double Colorless Energy Energy XY 9",
                                  "4 Fairy Energy Energy XZ 9"])
def test_a_doubled_energy_after_another_name_is_left_as_written(rules_data: RulesData,
                                                                line: str) -> None:
    """Only after a basic Energy's name and before a series whose pseudo-set exists: no Special
    Energy's name, and no other code, is read so."""
    assert line_of(line, rules_data)[1] != "XYEnergy"


@pytest.mark.parametrize(("line", "expected"), [
    # Review 9: a number and its set's count with no code, and a code ending in a digit joined to
    # its number with a hyphen (deckcheck.identify reads which print, with the catalog).
    ("6 Darkness Energy 104/111", ("Darkness Energy", None, "104/111")),
    ("6 Darkness Energy N1-104", ("Darkness Energy", "N1", "104")),
])
def test_a_number_out_of_its_set_s_count_and_a_hyphenated_code(
        rules_data: RulesData, line: str, expected: tuple[str, str | None, str]) -> None:
    assert line_of(line, rules_data) == expected
