"""Reading decklists in the shapes real exports have (tests/corpus/ holds published ones)."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck.checker import Checker
from deckcheck.models import Section, Severity, Zone
from deckcheck.read.decklist import parse, read
from deckcheck.rulesdata import RulesData

PTCGL = """Pokémon: 2
4 Iron Hands ex PAR 70
1 Mimikyu PAL 97 PH
Trainer: 2
1 N's Zorua PR-SV 189
2 Boss's Orders SWSHALT 32
Energy: 2
11 Basic {L} Energy SVE 4
4 Basic {W} Energy Energy

Total Cards: 60
"""


def lines_of(text: str, rules_data: RulesData) -> list[tuple[int, str, str | None, str | None]]:
    decklist = parse(text, "t", rules_data)
    return [(ln.quantity, ln.text, ln.set_code, ln.number) for ln in decklist.lines]


def test_ptcg_live_export(rules_data: RulesData) -> None:
    decklist = parse(PTCGL, "t", rules_data)
    assert decklist.problems == ()
    assert decklist.declared_total == 60
    got = [(ln.quantity, ln.text, ln.set_code, ln.number, ln.section) for ln in decklist.lines]
    assert got == [
        (4, "Iron Hands ex", "PAR", "70", Section.POKEMON),
        (1, "Mimikyu", "PAL", "97", Section.POKEMON),
        (1, "N's Zorua", "PR-SV", "189", Section.TRAINER),
        (2, "Boss's Orders", "SWSHALT", "32", Section.TRAINER),
        (11, "Basic {L} Energy", "SVE", "4", Section.ENERGY),
        (4, "Basic {W} Energy", "Energy", None, Section.ENERGY),
    ]


@pytest.mark.parametrize(("header", "section"), [
    ("Allenatore: 12", Section.TRAINER), ("Entrenador: 12", Section.TRAINER),
    ("Treinador: 12", Section.TRAINER), ("Dresseur: 12", Section.TRAINER),
    ("Pokémon : 9", Section.POKEMON), ("Énergie : 3", Section.ENERGY),
    ("Energía: 2", Section.ENERGY), ("Energia: 2", Section.ENERGY), ("Energie: 2", Section.ENERGY),
    ("##Trainer Cards - 32", Section.TRAINER), ("Pokémon (13)", Section.POKEMON),
])
def test_section_headers_in_every_client_language(rules_data: RulesData, header: str,
                                                  section: Section) -> None:
    decklist = parse(f"{header}\n4 Ultra Ball SVI 196\n", "t", rules_data)
    assert decklist.problems == ()
    assert decklist.lines[0].section is section


@pytest.mark.parametrize(("line", "expected"), [
    ("4 Iron Hands ex PAR 70", (4, "Iron Hands ex", "PAR", "70")),
    ("4x Boss's Orders", (4, "Boss's Orders", None, None)),
    ("* 3 Darkrai-EX BKP 74", (3, "Darkrai-EX", "BKP", "74")),
    ("* 11 Darkness Energy  7", (11, "Darkness Energy", None, "7")),
    ("4 Water Energy XYEnergy 9", (4, "Water Energy", "XYEnergy", "9")),
    ("* 8 Lightning Energy BLWEnergy 4", (8, "Lightning Energy", "BLWEnergy", "4")),
    ("3 Basic {P} Energy Energy 13", (3, "Basic {P} Energy", "Energy", "13")),
    ("11 Psychic Energy 5", (11, "Psychic Energy", None, "5")),
    ("1 Karen PR-XY XY177", (1, "Karen", "PR-XY", "XY177")),
    ("1 Pikachu V-UNION PR-SW SWSH139", (1, "Pikachu V-UNION", "PR-SW", "SWSH139")),
    ("1 Radiant Charizard CRZ-GG 20", (1, "Radiant Charizard", "CRZ-GG", "20")),
    ("2 Energía Fuego MEE 2", (2, "Energía Fuego", "MEE", "2")),
    ("1 Pokégear 3.0 UNB 182", (1, "Pokégear 3.0", "UNB", "182")),
    ("1 Type: Null UPR 114", (1, "Type: Null", "UPR", "114")),
    ("4 Giratina VSTAR LOR 131", (4, "Giratina VSTAR", "LOR", "131")),
    ("2 Thunder Mountain {*} LOT 191", (2, "Thunder Mountain {*}", "LOT", "191")),
    ("13 Basic Darkness Energy", (13, "Basic Darkness Energy", None, None)),
    ("* 2 Pikachu Libre TK-PikachuLibre 14", (2, "Pikachu Libre", "TK-PikachuLibre", "14")),
    ("* 10 Psychic Energy TK-AlolanRaichu 20", (10, "Psychic Energy", "TK-AlolanRaichu", "20")),
    ("10 Lightning Energy tk-unheard-of 30", (10, "Lightning Energy", "tk-unheard-of", "30")),
    ("2 Energia Fuoco 5", (2, "Energia Fuoco", None, "5")),
    ("1 Energy Removal 2", (1, "Energy Removal 2", None, None)),
    ("1 Super Energy Removal 2", (1, "Super Energy Removal 2", None, None)),
    ("1 Suppression d'énergie 2", (1, "Suppression d'énergie 2", None, None)),
    ("4 Feuerenergie 2", (4, "Feuerenergie", None, "2")),
    ("4 Gallade 4", (4, "Gallade 4", None, None)),
    ("1 Gallade 4 RR 20", (1, "Gallade 4", "RR", "20")),
    ("1 Garchomp C 60", (1, "Garchomp C", None, "60")),
    ("1 Luxray GL LV.X RR 109", (1, "Luxray GL LV.X", "RR", "109")),
    ("1 Greninja ☆ SWSH144", (1, "Greninja ☆", "PR-SW", "SWSH144")),
    ("1 Tapu Koko SM31", (1, "Tapu Koko", "PR-SM", "SM31")),
    ("1 Grass Cube 01", (1, "Grass Cube 01", None, None)),
])
def test_card_lines(rules_data: RulesData, line: str,
                    expected: tuple[int, str, str | None, str | None]) -> None:
    assert lines_of(line + "\n", rules_data) == [expected]


def test_ptcg_online_export(rules_data: RulesData) -> None:
    text = ("****** Pokémon Trading Card Game Deck List ******\n\n##Pokémon - 4\n\n"
            "* 4 Zorua SLG 52\n\nTotal Cards - 60\n\n"
            "****** Deck List Generated by the Pokémon TCG Online www.pokemon.com/TCGO ******\n")
    decklist = parse(text, "t", rules_data)
    assert decklist.problems == ()
    assert decklist.declared_total == 60
    assert decklist.lines[0].text == "Zorua"


ENCODED = "Pokémon: 1\r\n4 Flabébé FLI 83\r\n"


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be",
                                      "cp1252"])
def test_encodings_and_crlf(rules_data: RulesData, encoding: str) -> None:
    decklist = read(ENCODED.encode(encoding), "t", rules_data)
    assert decklist.problems == ()
    assert [(ln.line_number, ln.text, ln.section) for ln in decklist.lines] == [
        (2, "Flabébé", Section.POKEMON)]


def test_utf8_read_as_cp1252_is_repaired(rules_data: RulesData) -> None:
    mojibake = "Pokémon: 1\n4 Flabébé FLI 83\n".encode().decode("cp1252").encode("utf-8")
    decklist = read(mojibake, "t", rules_data)
    assert decklist.lines[0].text == "Flabébé"
    assert decklist.lines[0].section is Section.POKEMON


def test_a_mis_encoded_header_in_a_file_that_cannot_be_repaired_whole_is_read(
        rules_data: RulesData) -> None:
    """A header saved as UTF-8 read as Windows-1252 ("PokÃ©mon: 13", "EnergÃ­a: 7") in a file
    whose other accents are right, so that the file is not repaired whole: each such line that
    decodes cleanly back and is then a header is read as that header, with a note; the file is
    not changed. (The header words are data/languages'; the damage is the one the whole-file
    repair above undoes, review of issue 21.)"""
    text = ("PokÃ©mon: 1\n4 Flabébé FLI 83\nEnergÃ­a: 1\n8 Energía Fuego básica SVE 2\n")
    decklist = read(text.encode("utf-8"), "t", rules_data)
    assert [(line.text, line.section) for line in decklist.lines] == [
        ("Flabébé", Section.POKEMON), ("Energía Fuego básica", Section.ENERGY)]
    assert [(note.line, note.heading) for note in decklist.problems] == [(1, True), (3, True)]
    assert "'PokÃ©mon: 1' read as the header 'Pokémon: 1'" in decklist.problems[0].message


def _mixed_french_export() -> bytes:
    """The French Pokémon TCG Live export of tests/corpus (IceMaD/ptcgl-decklist-parser,
    tests/data/decklist.fr.txt, commit 329428453ce8f09dcf681ff409ecce6155dac512), saved as
    UTF-8, with its Pokégear line typed again in a Windows editor that saves Windows-1252 (é is
    the one byte 0xE9): a file no encoding reads whole."""
    corpus = Path(__file__).parent / "corpus/ptcgl-export-french-iron-crown.txt"
    lines = [line for line in corpus.read_text(encoding="utf-8").splitlines()
             if not line.startswith("#")]
    return b"".join(line.encode("cp1252" if "Pokégear" in line else "utf-8") + b"\n"
                    for line in lines)


def test_a_file_mixing_utf8_and_latin1_lines_reads_each_line_in_its_own(
        rules_data: RulesData) -> None:
    """Read as Windows-1252 throughout, the UTF-8 headers turn to "PokÃ©mon : 9" and "Ã‰nergie :
    3", two lines left unread; each line read in its own, every line is read as written."""
    decklist = read(_mixed_french_export(), "t", rules_data)
    assert [line.text for line in decklist.lines if "gear" in line.text] == ["Pokégear 3.0"]
    assert {line.section for line in decklist.lines} == {
        Section.POKEMON, Section.TRAINER, Section.ENERGY}
    assert decklist.declared_total == 60
    [note] = decklist.problems
    assert note.heading and note.line == 19
    assert note.message == (
        "the file mixes two text encodings, and each line is read in its own: UTF-8 on lines "
        "1, 26, Windows-1252 (Latin-1) on lines 19; check the names on the latter")


def test_bom_utf16_marker_is_honoured(rules_data: RulesData) -> None:
    data = codecs.BOM_UTF16_LE + "4 Pikachu V VIV 43\n".encode("utf-16-le")
    assert read(data, "t", rules_data).lines[0].text == "Pikachu V"


def test_comments_are_not_card_lines(rules_data: RulesData) -> None:
    decklist = parse("# my deck\n// notes\n4 Pikachu V VIV 43\n", "t", rules_data)
    assert decklist.problems == () and len(decklist.lines) == 1


def test_unreadable_lines_keep_their_numbers(rules_data: RulesData) -> None:
    decklist = parse("4 Pikachu V VIV 43\nmy favourite deck\n\n-1 Pikachu\n", "t", rules_data)
    assert [p.line for p in decklist.problems] == [2, 4]


def test_too_large_input_is_refused(rules_data: RulesData) -> None:
    decklist = read(b"4 Pikachu V VIV 43\n" * 100_000, "big.txt", rules_data)
    assert decklist.lines == ()
    assert "bytes" in decklist.problems[0].message


@pytest.mark.parametrize(("set_code", "number", "expected"), [
    ("CRZ", "GG69", ("CRZ:GG", "GG69")),
    ("CRZ-GG", "69", ("CRZ:GG", "GG69")),
    ("LOR", "TG05", ("LOR:TG", "TG5")),
    ("ASR", "046", ("ASR", "46")),
    ("SVP", "027", ("PR-SV", "27")),
    ("PR-SW", "SWSH139", ("PR-SW", "139")),
    ("AR", "AR1", ("AR", "AR1")),
    ("TK-PikachuLibre", "14", ("TK9P", "14")),
    ("TK-AlolanRaichu", "020", ("TK10A", "20")),
])
def test_print_spellings_compare_equal(rules_data: RulesData, set_code: str, number: str,
                                       expected: tuple[str, str]) -> None:
    assert rules_data.print_key(set_code, number) == expected


def test_the_list_language_comes_from_its_headers(rules_data: RulesData) -> None:
    assert parse("Allenatore: 1\n4 Ultra Ball\n", "t", rules_data).language == "it"
    assert parse("Pokémon: 1\n4 Pikachu\n", "t", rules_data).language is None  # every language


def test_header_words_shared_by_languages_together_name_one(rules_data: RulesData) -> None:
    # "Trainer" is English and German, "Energie" Italian (plural) and German: together, German.
    text = "Pokémon: 1\n4 Pikachu\nTrainer: 1\n4 Hyperball\nEnergie: 1\n52 Elektro-Energie\n"
    assert parse(text, "t", rules_data).language == "de"


def test_headers_of_two_languages_name_none(rules_data: RulesData) -> None:
    assert parse("Allenatore: 1\n4 Ultra Ball\nEnergy: 1\n4 Fire Energy\n", "t",
                 rules_data).language is None


def test_the_variants_team_and_evolution_deck_are_piles_apart(rules_data: RulesData) -> None:
    # Rulebook 003: "i 6 pokemon che faranno parte della sua squadra", "un mazzo a parte
    # chiamato Evolution Deck".
    text = ("Squadra: 1\n1 Squirtle BS 63\nEvolution Deck: 1\n1 Wartortle BS 42\n"
            "Allenatore: 1\n4 Bill BS 91\n")
    decklist = parse(text, "t", rules_data)
    got = [(ln.text, ln.section, ln.zone) for ln in decklist.lines]
    assert got == [("Squirtle", Section.POKEMON, Zone.TEAM),
                   ("Wartortle", Section.POKEMON, Zone.EVOLUTION),
                   ("Bill", Section.TRAINER, Zone.DECK)]
    assert decklist.language == "it"  # "Squadra" and "Allenatore" are Italian only


def test_lists_without_those_sections_are_all_deck(rules_data: RulesData) -> None:
    assert {ln.zone for ln in parse(PTCGL, "t", rules_data).lines} == {Zone.DECK}


def test_an_energy_line_with_an_unknown_set_code_is_still_basic_energy(
        checker: Checker) -> None:
    result = check(checker, deck("10 Lightning Energy TK-Unheard 30"))
    assert [v.rule for v in result.violations if v.severity is Severity.ERROR] == []
    assert result.cards[0].name.basic_energy == "Basic Lightning Energy"


def test_ptcg_online_trainer_kit_lines_are_basic_energy(checker: Checker) -> None:
    result = check(checker, deck("10 Lightning Energy TK-PikachuLibre 30"))
    assert [v.rule for v in result.violations if v.severity is Severity.ERROR] == []


@pytest.mark.parametrize(("line", "expected"), [
    ("4 Ultra Ball svi 196", ("Ultra Ball", "svi", "196")),
    ("2 Pikachu ex ssp 57", ("Pikachu ex", "ssp", "57")),
    ("1 Ancient Mew 8", ("Ancient Mew 8", None, None)),  # a name's word, though MEW is a set
    ("4 Charizard ex 125", ("Charizard ex", None, "125")),
])
def test_a_set_code_in_lower_case_is_read_when_it_is_a_sets(rules_data: RulesData, line: str,
                                                            expected: tuple[str, str | None,
                                                                            str | None]) -> None:
    [card] = parse(line + "\n", "t", rules_data).lines
    assert (card.text, card.set_code, card.number) == expected


# The PTCG Legends archive's records, as Limitless's data gives them, tag each name with its
# kind: "7 Psychic Energy - Basic CRE 232", "4 Jet Energy - Special PAL 190", "1 Prime Catcher -
# ACESPEC TEF 157" (GitHub AlexWilsonNC/ptcg-story, tournaments/year/2024/naic-2024/results.js).
@pytest.mark.parametrize(("line", "name"), [
    ("7 Psychic Energy - Basic CRE 232", "Psychic Energy"),
    ("4 Jet Energy - Special PAL 190", "Jet Energy"),
    ("1 Prime Catcher - ACESPEC TEF 157", "Prime Catcher"),
    ("11 Psychic Energy - Basic", "Psychic Energy"),
])
def test_a_sites_kind_tag_is_not_part_of_the_name(rules_data: RulesData, line: str,
                                                   name: str) -> None:
    [(_, written, _set, _number)] = lines_of(line, rules_data)
    assert written == name


@pytest.mark.parametrize("line", ["4 Psychic Energy - Special", "4 Jet Energy - Basic PAL 190"])
def test_a_tag_the_name_contradicts_stays_written(rules_data: RulesData, line: str) -> None:
    # A basic Energy's name tagged special must never become basic Energy (no copy limit), nor a
    # special Energy's name tagged basic: the line stays a card to confirm.
    [(_, written, _set, _number)] = lines_of(line, rules_data)
    assert written.endswith((" - Special", " - Basic"))


def test_basic_energy_tagged_basic_has_no_copy_limit(checker: Checker) -> None:
    # The 2023 World Championships' 6th place list writes "11 Psychic Energy - Basic".
    result = check(checker, deck("3 Pikachu V VIV 43\n11 Psychic Energy - Basic"))
    assert [v for v in result.violations if v.rule == "copy-limit"] == []


def test_words_below_a_card_line_are_no_label(rules_data: RulesData) -> None:
    """Only a line directly under a section header may be a label: "Baraja basica" after a card
    line stays unread whatever the counts (the header's line read before or not)."""
    text = "Pokémon: 4\n4 Pikachu V VIV 43\nBaraja basica\n"
    for _twice in range(2):  # the second time, the card line is remembered
        [problem] = parse(text, "t", rules_data).problems
        assert problem.label is None
