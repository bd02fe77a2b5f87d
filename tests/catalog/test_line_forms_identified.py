"""The line forms of real lists identified with a card catalog: each line is its card, and what a
line cannot say for sure is a point to confirm, never a silent pass.

Lines quote the lists of tests/lists/ (each names its source) or, where said, issue 21.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck, only_card

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import DeckResult, Severity
from deckcheck.rulesdata import RulesData


def points(result: DeckResult, rule: str = "unknown-card") -> list[str]:
    return [v.message for v in result.violations if v.rule == rule]


@pytest.mark.parametrize(("line", "name", "print_key"), [
    # AlexWilsonNC/ptcg-story, worlds/2011/2011-seniors.js: Pokémon TCG Online's codes
    ("4 Junk Arm TM 87", "Junk Arm", ("TRI", "87")),
    ("4 Sage's Training CL 85", "Sage's Training", ("COL", "85")),
    # the export in Hamatti/ptcgo-parser's tests (spec/parser.spec.js)
    ("* 1 N FAC 105", "N", ("FCO", "105")),
    # lingt-xyz/PokemonGoBack, document/deck1.ptcgo.txt: Generations' Radiant Collection as 100+n
    ("* 1 Wally GEN 127", "Wally", ("GEN", "RC27")),
    # delfoxav/PTCGODeckListExporter, testlist.txt: Legendary Treasures' as 115+n
    ("* 1 Mew-EX LTR 139", "Mew-EX", ("LTR", "RC24")),
])
def test_codes_and_numbers_of_pokemon_tcg_online(unlimited: Checker, line: str, name: str,
                                                 print_key: tuple[str, str]) -> None:
    result = check(unlimited, deck(line))
    card = result.cards[0]
    assert (card.name.display, card.print_key) == (name, print_key)
    assert card.verified and card.print_mismatch is None and points(result) == []


def test_a_type_where_the_number_goes_is_basic_energy(unlimited: Checker) -> None:
    """ptcg-story, worlds/2018/18sr.js: "Fighting Energy", set "SUM", number "fighting"."""
    result = check(unlimited, deck("9 Fighting Energy SUM fighting\n7 Fire Energy BRS R"))
    assert [c.name.basic_energy for c in result.cards[:2]] == ["Basic Fighting Energy",
                                                               "Basic Fire Energy"]
    assert result.legal


def test_a_type_alone_in_an_energy_section_is_basic_energy(unlimited: Checker) -> None:
    """ptcg-story, tournaments/year/2024/retro-celebration-2014/results.js: "Darkness", set
    "XY", number 138, among the Energy records."""
    result = check(unlimited, "Pokémon:\n1 Pikachu V VIV 43\nEnergy:\n59 Darkness XY 138\n")
    card = only_card(result, "Darkness")
    assert card.name.basic_energy == "Basic Darkness Energy" and result.legal


def test_dark_alone_in_an_energy_section_is_basic_darkness_energy(unlimited: Checker) -> None:
    """"Dark" is how players write the Darkness type ("3 Basic Dark Energy SVE 7",
    geekazoid-at/codes4tcg-decks, commit 76e7d426b931; data/languages/en.yaml), and a type alone
    under an Energy header is its basic Energy (the test above); eleven copies are no copy-limit
    error."""
    result = check(unlimited, "Pokémon (1)\n1 Pikachu V VIV 43\n\nEnergy (11)\n59x Dark\n")
    card = only_card(result, "Dark")
    assert card.name.basic_energy == "Basic Darkness Energy" and result.legal


def test_a_blend_energy_whose_letters_spell_its_print_otherwise_is_the_print(
        unlimited: Checker) -> None:
    """"Blend Energy GFPD" beside DRX 117, Blend Energy GRPD: F is Fire as every other rulebook
    language spells it (deckcheck.names.type_letters) and "Blend Energy GFPD" names no card, so
    the print decides, with a note. Its copies count with the print's: 4 + 4 is eight."""
    result = check(unlimited, deck("4 Blend Energy GFPD DRX 117\n4 Blend Energy GRPD DRX 117"))
    card = only_card(result, "Blend Energy GFPD")
    assert card.name.display == "Blend Energy Grass Fire Psychic Darkness"
    assert card.print_mismatch is None and card.read_as is not None
    assert "copy-limit" in [v.rule for v in result.violations if v.severity is Severity.ERROR]


def test_a_blend_energy_named_as_the_other_blend_stays_a_point(unlimited: Checker) -> None:
    """"Blend Energy WLFM" is a card (DRX 118); beside DRX 117 two cards are in question: the
    line is counted as written, never merged into the print's copies (which, four more, would
    break the limit either way only as a point to confirm)."""
    result = check(unlimited, deck("1 Blend Energy WLFM DRX 117\n4 Blend Energy GRPD DRX 117"))
    card = only_card(result, "Blend Energy WLFM")
    assert card.name.display == "Blend Energy Water Lightning Fighting Metal"
    assert card.print_mismatch is not None and not result.legal


def test_a_type_alone_outside_an_energy_section_is_no_card(unlimited: Checker) -> None:
    """Outside an Energy header no source writes a type alone, and the word heads other cards'
    names ("Dark Alakazam", "Darkness Cube 01"): the line is left to confirm, never guessed."""
    for word in ("Darkness", "Dark"):
        result = check(unlimited, deck(f"4 {word}"))
        assert only_card(result, word).name.basic_energy is None
        assert not result.legal


def test_unit_energy_by_letters_symbols_and_words_is_one_name(unlimited: Checker) -> None:
    """Eight copies written three ways are eight copies of one card, never 4 + 4 that pass:
    "Unit Energy LPM UPR" (the-epsd/twinleafgg, ptcg-server/src/sets/set-ultra-prism/
    unit-energy-lpm.ts), Pokémon TCG Live's "Unit Energy {L}{P}{M}"."""
    result = check(unlimited, deck("4 Unit Energy LPM UPR\n2 Unit Energy {L}{P}{M}\n"
                                   "2 Unit Energy LightningPsychicMetal UPR 138"))
    assert len({card.name.key for card in result.cards[:3]}) == 1
    assert [v.rule for v in result.violations if v.severity is Severity.ERROR] == ["copy-limit"]
    assert only_card(result, "Unit Energy LPM").prints[0].set_code == "UPR"


def test_blend_energy_of_two_types_are_two_names(unlimited: Checker) -> None:
    result = check(unlimited, deck("4 Blend Energy WLFM DRX 118\n4 Blend Energy GRPD DRX 117"))
    assert result.legal


def test_a_bare_title_shared_by_several_cards_is_a_point_naming_them(unlimited: Checker
                                                                     ) -> None:
    """Issue 21: "Blend Energy" alone is either Blend Energy card; a judge asks which when the
    verdict depends on it: here a third copy of one of them is on another line."""
    result = check(unlimited, deck("2 Blend Energy\n3 Blend Energy GRPD DRX 117"))
    [message] = points(result)
    assert "Blend Energy Grass Fire Psychic Darkness" in message
    assert "Blend Energy Water Lightning Fighting Metal" in message
    assert result.verdict.value == "undecided"


def test_a_set_code_without_a_number_names_the_cards_prints_in_that_set(unlimited: Checker
                                                                          ) -> None:
    result = check(unlimited, deck("2 Phantump BKP"))
    assert {card.set_code for card in result.cards[0].prints} == {"BKP"}
    assert result.legal


def test_a_card_not_in_the_set_written_is_a_point(unlimited: Checker) -> None:
    result = check(unlimited, deck("2 Phantump SVI"))
    assert points(result) == [('the card catalog has no Phantump in SVI, not "Phantump"; '
                               'counted as "Phantump": check the set and number')]


def test_a_special_energy_written_with_an_online_code_is_not_basic(unlimited: Checker) -> None:
    """Undaunted's Darkness Energy (UND 79) is a Special Energy card; Pokémon TCG Online wrote
    its set UD. Read as basic, a fifth copy passed: it must count as the Special card."""
    result = check(unlimited, deck("4 Darkness Energy UD 79\n1 Darkness Energy UND 79"))
    assert result.cards[0].print_key == ("UND", "79")
    assert "copy-limit" in [v.rule for v in result.violations if v.severity is Severity.ERROR]


def test_a_basic_energy_print_the_catalog_lacks_is_a_point(unlimited: Checker) -> None:
    """An unknown code with a basic Energy's name may hide a Special Energy: confirm it."""
    result = check(unlimited, deck("4 Darkness Energy ZZX 79"))
    assert points(result) and not result.legal


def test_an_alternate_print_code_names_no_print(unlimited: Checker) -> None:
    """Pokémon TCG Live's "Boss's Orders SWSHALT 127" (docs.limitlesstcg.com/player/decklists):
    Live's own number, no printed card; the line is its name's card."""
    result = check(unlimited, deck("1 Boss's Orders SWSHALT 127"))
    card = result.cards[0]
    assert card.print_key is None and card.verified and points(result) == []


def test_live_s_black_and_white_alternate_print_code_names_no_print(unlimited: Checker
                                                                     ) -> None:
    """"1 Basic {L} Energy BWALT 15", a Pokémon TCG Live export quoted by
    mariotee/ptcgl-to-tcgplayer (util/test/energy.test.ts): a basic Energy, no print to find."""
    result = check(unlimited, deck("4 Basic {L} Energy BWALT 15"))
    card = result.cards[0]
    assert card.print_key is None and card.name.basic_energy == "Basic Lightning Energy"
    assert points(result) == [] and result.legal


def test_a_special_energy_set_without_a_number_is_that_special_energy(unlimited: Checker
                                                                      ) -> None:
    """Undaunted's only Darkness Energy is its Special one: "Darkness Energy UD" names it, and a
    fifth copy beside four more is caught."""
    result = check(unlimited, deck("4 Darkness Energy UD\n1 Darkness Energy UND 79"))
    assert result.cards[0].print_key == ("UND", "79") and not result.cards[0].basic_energy
    assert "copy-limit" in [v.rule for v in result.violations if v.severity is Severity.ERROR]


def test_a_set_with_a_basic_and_a_special_energy_of_one_name_is_a_point(unlimited: Checker
                                                                         ) -> None:
    """Call of Legends prints a Special Darkness Energy (COL 86) and a basic one (COL 94): "4
    Darkness Energy CL" does not say which."""
    result = check(unlimited, deck("4 Darkness Energy CL"))
    [message] = points(result)
    assert message.startswith("CL has a basic and a Special Energy card named Darkness Energy")
    assert not result.legal


@pytest.mark.parametrize(("line", "name", "print_key"), [
    # pokemontcg.io card ids (docs.pokemontcg.io: "<set id>-<number>"; the ids of
    # PokemonTCG/pokemon-tcg-data, cards/en/base4.json, dp7.json, g1.json, sma.json)
    ("4 Electabuzz base4-24", "Electabuzz", ("B2", "24")),
    ("2 Regigigas Lv.X dp7-100", "Regigigas", ("SF", "100")),  # LV.X is no part of a name
    ("1 Wally g1-RC27", "Wally", ("GEN", "RC27")),
    ("1 Hiker sma-SV85", "Hiker", ("HIF:SV", "SV85")),
])
def test_a_pokemontcg_io_card_id_names_its_print(unlimited: Checker, line: str, name: str,
                                                 print_key: tuple[str, str]) -> None:
    result = check(unlimited, deck(line))
    card = result.cards[0]
    assert (card.name.display, card.print_key) == (name, print_key)
    assert card.verified and card.print_mismatch is None and points(result) == []


def test_a_basic_energy_by_its_pokemontcg_io_id_is_basic_energy(unlimited: Checker) -> None:
    """"14 Grass Energy ecard1-162": ecard1-162 is Expedition's Grass Energy."""
    result = check(unlimited, deck("14 Grass Energy ecard1-162"))
    assert result.cards[0].name.basic_energy == "Basic Grass Energy" and result.legal


def test_a_basic_energy_beside_an_unread_print_is_never_over_the_copy_limit(unlimited: Checker
                                                                           ) -> None:
    """Issue 21, round 6: "9 Psychic Energy base1-101" was 9 copies of a name no card has, a
    NOT LEGAL for a line that was not read. A print no rule reads leaves the name a basic
    Energy's (exempt) and the print a point to confirm: undecided, neither legal nor not."""
    result = check(unlimited, deck("9 Psychic Energy xy99-101\n9 Fire Energy ABC"))
    assert [c.name.basic_energy for c in result.cards[:2]] == ["Basic Psychic Energy",
                                                               "Basic Fire Energy"]
    assert [v.rule for v in result.violations if v.severity is Severity.ERROR] == []
    assert len(points(result)) == 2 and result.verdict.value == "undecided"


def test_two_tags_in_sequence_leave_the_ace_spec_counted(unlimited: Checker) -> None:
    """RK9's "Legacy Energy - Special - ACESPEC" (RichardHpa/Pokemon-TCG-Standings,
    public/data/tournaments/0000131.json) is Legacy Energy: with Prime Catcher, two ACE SPECs."""
    result = check(unlimited, deck("1 Legacy Energy - Special - ACESPEC TWM 167\n"
                                   "1 Prime Catcher - ACESPEC TEF 157"))
    assert result.cards[0].name.display == "Legacy Energy" and result.cards[0].ace_spec
    assert "ace-spec" in [v.rule for v in result.violations if v.severity is Severity.ERROR]


@pytest.mark.full_catalog
def test_no_card_is_named_a_section_header_word(full_catalog: tuple[Path, BuildReport],
                                                rules_data: RulesData) -> None:
    """A header word and a count with no colon ("Energy 3") is read as a header: no card of the
    whole card database, in any language, is named a header word of data/languages."""
    import sqlite3

    from deckcheck.names.folding import fold

    words = {fold(word) for language in rules_data.languages.values()
             for spellings in language["sections"].values() for word in spellings}
    db = sqlite3.connect(full_catalog[0])
    try:
        named = {fold(str(row[0])) for row in db.execute("SELECT DISTINCT name FROM names")}
    finally:
        db.close()
    assert words and not words & named


@pytest.mark.full_catalog
def test_no_card_is_named_a_basic_energy_type_word(full_catalog: tuple[Path, BuildReport],
                                                   rules_data: RulesData) -> None:
    """A type word alone under an Energy header ("7 Darkness", "11x Dark") is read as its basic
    Energy: no card of the whole card database is named a type word of data/languages in the
    same language, so no card's copies are merged into basic Energy."""
    import sqlite3

    from deckcheck.names.folding import fold

    words = {fold(word) for language in rules_data.languages.values()
             for spellings in language["energy"]["types"].values() for word in spellings}
    db = sqlite3.connect(full_catalog[0])
    try:
        named = {(fold(str(name)), str(lang))
                 for name, lang in db.execute("SELECT DISTINCT name, lang FROM names")}
    finally:
        db.close()
    # One word is both, in two languages: German "Lotta" is Hilda, Italian "Lotta" the Fighting
    # type; the list's language decides (the test below).
    assert "dark" in words
    assert {(word, lang) for word, lang in named if word in words} == {("lotta", "de")}


def test_a_type_word_that_is_a_card_in_another_language_follows_the_lists_language(
        unlimited: Checker) -> None:
    """"Lotta" is the Fighting type in Italian and Hilda (WHT 84) in German: in an Italian list
    (its headers say so) "7 Lotta" under "Energia:" is basic Fighting Energy; in a German list
    under "Energie:", Hilda, seven copies of her."""
    italian = check(unlimited, "Pokémon: 1\n1 Pikachu V VIV 43\nAllenatore: 1\n"
                               "1 Ultra Ball SVI 196\nEnergia: 7\n7 Lotta\n")
    assert only_card(italian, "Lotta").name.basic_energy == "Basic Fighting Energy"
    german = check(unlimited, "Pokémon: 1\n1 Pikachu V VIV 43\nTrainerkarten: 1\n"
                              "1 Ultra Ball SVI 196\nEnergie: 7\n7 Lotta\n")
    assert only_card(german, "Lotta").name.display == "Hilda"
    assert "copy-limit" in [v.rule for v in german.violations]


def notes(result: DeckResult) -> list[str]:
    return [v.message for v in result.violations
            if v.rule == "unknown-card" and v.severity is Severity.WARNING and not v.undecided]


def test_a_bare_title_whose_every_reading_is_legal_is_read_with_a_note(unlimited: Checker
                                                                        ) -> None:
    """Issue 21, round 6: "4 Blend Energy" in Unlimited. Four copies split any way between the
    two Blend Energy cards (each legal, no other line naming either) is a legal deck: a judge
    decides it at once. The note names both cards."""
    result = check(unlimited, deck("4 Blend Energy"))
    assert result.legal
    [note] = notes(result)
    assert "Blend Energy Grass Fire Psychic Darkness" in note
    assert "Blend Energy Water Lightning Fighting Metal" in note


def test_a_bare_title_with_copies_of_a_candidate_on_another_line_stays_a_point(
        unlimited: Checker) -> None:
    """2 "Blend Energy" and 3 Blend Energy GRPD: read as GRPD, 5 copies of one name."""
    result = check(unlimited, deck("2 Blend Energy\n3 Blend Energy GRPD DRX 117"))
    assert len(points(result)) == 1 and not result.legal and notes(result) == []


def test_two_lines_of_one_bare_title_stay_points(unlimited: Checker) -> None:
    """Each "2 Blend Energy" alone is legal either way, but together they may be 4 + 4 of one
    card's name written twice... or 2 + 2: two lines that may name one card are never decided
    one at a time."""
    result = check(unlimited, deck("3 Blend Energy\n3 Blend Energy"))
    assert len(points(result)) >= 2 and not result.legal


def test_a_bare_title_with_an_ace_spec_candidate_is_decided_only_as_one_copy(
        unlimited: Checker) -> None:
    """"Hero's" starts Hero's Cape (ACE SPEC) and Hero's Medal: two copies may be two ACE SPEC
    cards, and one beside another ACE SPEC may be a second; one alone is legal either way."""
    assert not check(unlimited, deck("2 Hero's")).legal
    assert points(check(unlimited, deck("1 Hero's\n1 Prime Catcher TEF 157")))
    result = check(unlimited, deck("1 Hero's"))
    assert result.legal and len(notes(result)) == 1


def test_two_bare_titles_that_may_be_two_ace_specs_stay_points(unlimited: Checker) -> None:
    """"Hero's" may be Hero's Cape and "Rock" Rock Guard, both ACE SPEC cards. Each alone is
    legal either way, but read together they may be two ACE SPEC cards in one deck: both stay
    points (each was once decided alone, and the deck passed)."""
    result = check(unlimited, deck("1 Hero's\n1 Rock"))
    assert len(points(result)) == 2 and notes(result) == [] and not result.legal


def test_two_bare_titles_legal_whichever_each_is_are_read_with_notes(unlimited: Checker
                                                                     ) -> None:
    """"Hero's" (Hero's Cape or Hero's Medal) and "Blend Energy": legal in every combination."""
    result = check(unlimited, deck("1 Hero's\n4 Blend Energy"))
    assert result.legal and len(notes(result)) == 2


def test_a_bare_title_with_a_banned_candidate_stays_a_point(rules_data: RulesData,
                                                            built_catalog: tuple[Path,
                                                                                 BuildReport]
                                                            ) -> None:
    """"Island" starts Island Challenge Amulet, banned in Expanded (data/formats/expanded.yaml),
    Island Cave and Island Hermit: read as the Amulet the deck is not legal."""
    expanded = Checker(rules_data, formats.get(rules_data, "expanded"),
                       Catalog(built_catalog[0]))
    result = check(expanded, deck("1 Island"))
    assert any("Island Challenge Amulet" in message for message in points(result))
    assert not result.legal


def test_a_bare_title_whose_cards_are_not_in_the_format_stays_a_point(
        rules_data: RulesData, built_catalog: tuple[Path, BuildReport]) -> None:
    standard = Checker(rules_data, formats.get(rules_data, "standard"), Catalog(built_catalog[0]))
    result = check(standard, deck("4 Blend Energy"))
    assert any("Blend Energy" in message for message in points(result)) and not result.legal


def test_a_type_word_outside_an_energy_section_is_no_name_over_its_limit(
        unlimited: Checker) -> None:
    """"10 Fire" under Pokémon: basic Fire Energy, or a card whose name starts so, is for a
    judge (rules/unknown_card.py reports the line); basic Energy has no copy limit, so the ten
    copies are no error of the copy limit on a name not yet known."""
    result = check(unlimited, "Pokémon: 11\n1 Pikachu V VIV 43\n10 Fire\n")
    rules = {v.rule for v in result.violations}
    assert "copy-limit" not in rules and "unknown-card" in rules


def test_a_set_and_number_alone_is_the_card_printed_so(unlimited: Checker) -> None:
    """"4 MEG-119" (Limitless Labs' locator, elvis-sik/pokemon-tcg-meta-anki): Mega Evolution 119
    is Lillie's Determination; the line counts as her, with a note naming her."""
    result = check(unlimited, deck("4 MEG-119"))
    card = only_card(result, "MEG-119")
    assert card.name.display == "Lillie's Determination" and card.verified
    [note] = [v for v in result.violations if v.rule == "unknown-card"]
    assert not note.undecided and "Lillie's Determination" in note.message
    assert result.legal


def test_a_set_and_number_alone_counts_with_the_name(unlimited: Checker) -> None:
    result = check(unlimited, deck("4 MEG-119\n1 Lillie's Determination MEG 119"))
    assert "copy-limit" in [v.rule for v in result.violations]


def test_a_chinese_print_is_read_by_its_name(unlimited: Checker) -> None:
    """"4 Nest Ball CSVH1C 043" (a tcg.mik.moe deck, beralee/PtcgDeckAgent): the Chinese set's
    numbers are its own, so the line names Nest Ball and no print of the catalog, as a Japanese
    print does; its copies count with the name's."""
    result = check(unlimited, deck("4 Nest Ball CSVH1C 043\n1 Nest Ball SVI 181"))
    card = only_card(result, "Nest Ball")
    assert card.name.display == "Nest Ball" and card.verified
    assert "copy-limit" in [v.rule for v in result.violations]
    assert "unknown-card" not in [v.rule for v in result.violations]


def test_a_chinese_basic_energy_is_basic_energy(unlimited: Checker) -> None:
    result = check(unlimited, deck("15 Fire Energy CSVE1C FIR"))
    assert only_card(result, "Fire Energy").basic_energy and result.legal


def test_a_promo_number_alone_counts_as_the_promo(unlimited: Checker) -> None:
    """"4 XY39" is the XY promo Kingdra (not XY 39, Froakie): with a Kingdra LOR 37, 5 Kingdra."""
    result = check(unlimited, deck("4 XY39\n1 Kingdra LOR 37"))
    assert only_card(result, "XY39").name.display == "Kingdra"
    assert "copy-limit" in [v.rule for v in result.violations]


def test_a_reading_names_the_card_in_the_reader_s_language(unlimited: Checker) -> None:
    """An Italian report names the card read as every other Italian message does: its Italian
    name, the English one that counts beside it."""
    from deckcheck.i18n import use

    with use("it"):
        result = check(unlimited, deck("4 MEG-119"))
        [note] = [v for v in result.violations if v.rule == "unknown-card"]
    assert "Determinazione di Lylia (Lillie's Determination)" in note.message
