"""Name-only lines written the short way, read where a judge reads them at once (issue 21).

A word for the card's kind beside its name ("Scoop Up Cyclone Ace Spec", "Jirachi Promo", "Promo
Eevee"), a Trainer's name without its title ("Juniper"), the start of exactly one card's name in
its own section ("Double Colorless" under Energy): each is read as that card, with a note saying
how it was written, and its copies count under the card's name. Anything a judge would ask about
stays a question: a kind word the card is not of, a start several cards share, a start under
another section. The lines are issue 21's examples, and where said, a list of James's
"Sponge" deck on Pojo's Killer Deck Reports (https://pojo.com/KillerDecks/2000/July2000/6p.htm):
"4 Oak" under "Trainers: 33", "4 Plus Power".
"""

from __future__ import annotations

import pytest
from helpers import check, deck, findings, only_card

from deckcheck.checker import Checker
from deckcheck.models import DeckResult, Severity
from deckcheck.names.short_forms import joined_names, kind_word, titled_names, typed_names
from deckcheck.rulesdata import RulesData


def read_as(result: DeckResult, written: str, name: str) -> None:
    """The line is the card ``name``, known to the catalog, with one note naming both."""
    card = only_card(result, written)
    assert card.name.display == name and card.verified
    [note] = findings(result, written)
    assert note.severity is Severity.WARNING and not note.undecided
    assert f'"{written}"' in note.message and name in note.message


def read_legally(checker: Checker, line: str, written: str, name: str) -> None:
    """A deck holding ``line`` reads it as ``name`` (:func:`read_as`) and is legal."""
    result = check(checker, deck(line))
    read_as(result, written, name)
    assert result.legal


@pytest.mark.parametrize(("line", "written", "name"), [
    ("1 Scoop Up Cyclone Ace Spec", "Scoop Up Cyclone Ace Spec", "Scoop Up Cyclone"),
    ("1 Prime Catcher ACE SPEC", "Prime Catcher ACE SPEC", "Prime Catcher"),
    ("4 Jirachi Promo", "Jirachi Promo", "Jirachi"),
    ("2 Promo Eevee", "Promo Eevee", "Eevee"),
])
def test_a_kind_word_beside_the_name_is_no_part_of_it(
        unlimited: Checker, line: str, written: str, name: str) -> None:
    read_legally(unlimited, line, written, name)


def test_pr_beside_a_promo_s_name_is_the_promo_s_code(unlimited: Checker) -> None:
    """"1 Toxicroak G PR DPP 41": PR, the Black Star Promos' code in every client, after the
    name, and the DP promo's own code and number (ed-george/ptcgenius.github.io,
    _decks/2009-luxchomp.md, commit 74d53bc5244691f2d3e85a529592751634e07943, name "Toxicroak G
    PR", set DPP): Toxicroak G, DP Black Star Promo 41, with a note."""
    result = check(unlimited, deck("1 Toxicroak G PR DPP 41"))
    read_as(result, "Toxicroak G PR", "Toxicroak G")
    assert only_card(result, "Toxicroak G PR").print_key == ("PR-DPP", "41")
    assert result.legal


def test_an_ace_spec_written_so_is_an_ace_spec(unlimited: Checker) -> None:
    # Two ACE SPEC cards, each written with the kind word: still two, and not legal.
    result = check(unlimited, deck("1 Scoop Up Cyclone Ace Spec\n1 Prime Catcher ACE SPEC"))
    assert only_card(result, "Scoop Up Cyclone Ace Spec").ace_spec
    assert not result.legal and any(v.rule == "ace-spec" for v in result.violations)


def test_a_promo_line_is_the_card_s_promo_prints(unlimited: Checker) -> None:
    card = only_card(check(unlimited, deck("4 Jirachi Promo")), "Jirachi Promo")
    assert card.prints and all(p.set_code and p.set_code.startswith("PR-") for p in card.prints)


def test_a_kind_word_the_card_is_not_of_stays_a_question(unlimited: Checker) -> None:
    # Ultra Ball is no ACE SPEC: the line says two things that disagree.
    result = check(unlimited, deck("4 Ultra Ball Ace Spec"))
    assert only_card(result, "Ultra Ball Ace Spec").verified is False
    assert not result.legal


def test_tag_team_without_gx_is_the_tag_team_pokemon_gx(unlimited: Checker) -> None:
    # Every TAG TEAM Pokémon is a Pokémon-GX: the label names it, and its copies count with it.
    result = check(unlimited, deck("4 Reshiram & Charizard Tag Team"))
    card = only_card(result, "Reshiram & Charizard Tag Team")
    assert card.name.display == "Reshiram & Charizard-GX" and card.verified
    assert result.legal
    both = check(unlimited, deck("4 Reshiram & Charizard Tag Team\n1 Reshiram & Charizard-GX"))
    assert not both.legal
    assert any(v.rule == "copy-limit" for v in both.violations)


def test_a_trainer_s_name_without_its_title(unlimited: Checker) -> None:
    read_legally(unlimited, "4 Juniper", "Juniper", "Professor Juniper")


def test_a_title_left_off_counts_with_the_titled_name(unlimited: Checker) -> None:
    # 4 Juniper and 4 Professor Juniper are 8 copies of one card.
    result = check(unlimited, deck("4 Juniper\n4 Professor Juniper"))
    assert not result.legal
    [limit] = [v for v in result.violations if v.rule == "copy-limit"]
    assert "Professor Juniper" in limit.message


def test_a_team_galactic_invention_without_its_maker_and_model(unlimited: Checker) -> None:
    # "4 Poke Turn", as the ptcg-sim 2007-2009 Palkia Lock sample writes it beside its print:
    # Team Galactic's Invention G-105 Poké Turn, and its copies count with the whole name.
    read_as(check(unlimited, deck("4 Poke Turn")), "Poke Turn",
            "Team Galactic's Invention G-105 Poké Turn")
    both = check(unlimited, deck("4 Poke Turn\n1 Team Galactic's Invention G-105 Poké Turn"))
    assert any(v.rule == "copy-limit" for v in both.violations)


def test_the_maker_alone_left_off_reads_the_name_with_its_model(unlimited: Checker) -> None:
    read_as(check(unlimited, deck("4 G-105 Poké Turn")), "G-105 Poké Turn",
            "Team Galactic's Invention G-105 Poké Turn")


# French prints the title after the name (TCGdex card names: "Poké-Tour Invention G-105 de
# Team Galaxie", Platinum 118; "Spray Puissant Invention G-103 de Team Galaxie", Platinum 117;
# "Gain d'Énergie Invention G-101 de Team Galaxie", Platinum 116).
@pytest.mark.parametrize(("line", "name"), [
    ("4 Poké-Tour", "Team Galactic's Invention G-105 Poké Turn"),
    ("4 Spray Puissant", "Team Galactic's Invention G-103 Power Spray"),
    ("4 Gain d'Énergie", "Team Galactic's Invention G-101 Energy Gain"),
])
def test_a_french_invention_without_its_title_after_the_name(unlimited: Checker, line: str,
                                                             name: str) -> None:
    read_as(check(unlimited, deck(line)), line[2:], name)


def test_a_french_name_before_a_title_that_starts_other_cards_names_stays_a_question(
        unlimited: Checker) -> None:
    # "Machine Technique" starts G-107's French name and other Technical Machines' too.
    card = only_card(check(unlimited, deck("4 Machine Technique")), "Machine Technique")
    assert card.verified is False and len(card.candidates) > 1


def test_a_name_after_a_title_that_starts_other_cards_names_stays_a_question(
        unlimited: Checker) -> None:
    # "Technische Maschine" ends G-107's German name after its title, and starts Technical
    # Machine TS-1's: with 4 TS-1 on another line, 8 copies of TS-1 is a reading (review 7).
    result = check(unlimited, deck("4 Technische Maschine\n4 Technische Maschine TS-1"))
    card = only_card(result, "Technische Maschine")
    assert card.verified is False and "Technical Machine TS-1" in card.candidates
    assert not result.legal


def test_a_name_s_start_before_a_colon_is_a_start(unlimited: Checker) -> None:
    # "Technical Machine" also starts Technical Machine: Evolution (a name with a colon).
    card = only_card(check(unlimited, deck("4 Technical Machine")), "Technical Machine")
    assert "Technical Machine: Evolution" in card.candidates


def test_a_title_left_off_on_a_2000_list(unlimited: Checker) -> None:
    # Pojo 2000: "4 Oak" under "Trainers: 33" is Professor Oak (Base Set 88).
    result = check(unlimited, deck("Trainers: 33\n4 Oak"))
    read_as(result, "Oak", "Professor Oak")


def test_a_name_two_titles_make_stays_a_question(unlimited: Checker) -> None:
    # "Professor Oak's Research" and "Prof. Oak's Research" are two cards' names: a judge asks.
    result = check(unlimited, deck("4 Oak's Research"))
    assert only_card(result, "Oak's Research").verified is False
    assert not result.legal


def test_the_letters_of_one_card_s_name_spaced_otherwise(unlimited: Checker) -> None:
    # Pojo 2000: "4 Plus Power" is PlusPower, and counts with it.
    result = check(unlimited, deck("4 Plus Power"))
    read_as(result, "Plus Power", "PlusPower")
    assert result.legal
    both = check(unlimited, deck("4 Plus Power\n1 PlusPower"))
    assert not both.legal
    assert any(v.rule == "copy-limit" and "PlusPower" in v.message for v in both.violations)


def test_a_mark_spelt_as_another_card_s_is_not_read_without_a_print(unlimited: Checker) -> None:
    # Shaymin-EX is a card and Shaymin ex is not; beside no print, "-ex" is read as written.
    result = check(unlimited, deck("4 Shaymin-ex"))
    assert only_card(result, "Shaymin-ex").verified is False


def test_the_start_of_one_card_s_name_in_its_own_section(unlimited: Checker) -> None:
    result = check(unlimited, deck("Energy:\n4 Double Colorless"))
    read_as(result, "Double Colorless", "Double Colorless Energy")
    assert result.legal


def test_the_start_of_several_names_one_of_the_section_is_that_card(unlimited: Checker) -> None:
    """"4 Heat" in a list's Energy column (cutortap.com's 2023 Orlando Lugia list, a table whose
    columns are Pokémon, Trainers and Energy): Heat Factory ◇, Heat Fire Energy and Heat Rotom
    start so, and only Heat Fire Energy is an Energy card, as a judge reads it at once. Under
    Pokémon, Heat Rotom is the only Pokémon; with no section it stays a point naming all."""
    read_as(check(unlimited, deck("Energy:\n4 Heat")), "Heat", "Heat Fire Energy")
    read_as(check(unlimited, deck("Pokémon:\n1 Heat")), "Heat", "Heat Rotom")
    bare = check(unlimited, deck("4 Heat"))
    assert any(v.undecided and "Heat Fire Energy" in v.message and "Heat Rotom" in v.message
               for v in bare.violations), bare.violations


def test_a_start_counts_with_the_whole_name(unlimited: Checker) -> None:
    result = check(unlimited, deck("Energy:\n4 Double Colorless\n4 Double Colorless Energy"))
    assert not result.legal
    assert any(v.rule == "copy-limit" and "Double Colorless Energy" in v.message
               for v in result.violations)


def test_a_start_outside_its_section_is_read_as_written(unlimited: Checker) -> None:
    for header in ("Pokémon:\n", ""):
        result = check(unlimited, deck(f"{header}4 Double Colorless"))
        assert only_card(result, "Double Colorless").verified is False


def test_a_start_several_cards_share_names_them(unlimited: Checker) -> None:
    card = only_card(check(unlimited, deck("Energy:\n2 Blend Energy")), "Blend Energy")
    assert card.verified is False and len(card.candidates) >= 2


def test_kind_words_are_whole_words(rules_data: RulesData) -> None:
    words = rules_data.short_forms["kind_words"]
    assert kind_word("Jirachi Promo", words) is not None
    assert kind_word("Promo Eevee", words) is not None
    assert kind_word("Promotion", words) is None  # not a word of its own
    assert kind_word("Promo", words) is None  # nothing else on the line


def test_a_name_with_a_title_makes_no_second_title(rules_data: RulesData) -> None:
    titles = rules_data.short_forms["titles"]
    assert "Professor Juniper" in titled_names("Juniper", titles)
    assert titled_names("Professor Juniper", titles) == []


def test_a_prism_star_mark_left_off_where_no_card_bears_the_name(unlimited: Checker) -> None:
    """"1 Beast Energy" (written so in vmurthy45/PTCGOldFormatCollection's Blacephalon guide,
    data/short_forms.yaml marks_left_off): Beast Energy ◇ (FLI 117) is the only card so named."""
    result = check(unlimited, deck("1 Beast Energy"))
    read_as(result, "Beast Energy", "Beast Energy ◇")
    assert result.legal


def test_a_mark_left_off_keeps_the_marked_card_s_limit(unlimited: Checker) -> None:
    """Two "Beast Energy" are two Beast Energy ◇: one Prism Star card of a name at most."""
    result = check(unlimited, deck("2 Beast Energy"))
    assert not result.legal
    assert [v for v in result.violations if v.rule == "prism-star"]


def test_a_name_a_card_bears_is_never_read_with_a_mark(unlimited: Checker) -> None:
    """Lysandre is a card of its own; Lysandre ◇ (FLI 112) another: never merged."""
    result = check(unlimited, deck("4 Lysandre"))
    assert only_card(result, "Lysandre").name.display == "Lysandre" and result.legal


def test_a_type_left_out_that_two_cards_fill_stays_unread(unlimited: Checker) -> None:
    """"Double Energy": Double Colorless Energy or Double Dragon Energy, a judge asks which."""
    card = only_card(check(unlimited, deck("4 Double Energy")), "Double Energy")
    assert not card.verified


def test_one_type_is_put_between_two_written_words(rules_data: RulesData) -> None:
    types = rules_data.short_forms["types_left_off"]
    assert "Powerful Colorless Energy" in typed_names("Powerful Energy", types)
    assert "Colorless Powerful Energy" not in typed_names("Powerful Energy", types)
    assert typed_names("Energy", types) == []


def test_prime_after_a_name_says_the_print_is_a_pokemon_prime(unlimited: Checker) -> None:
    """"4 Kingdra Prime" (heytrainer.org, "Deck List Dump: Turbo Kingdra", 2010): Prime is a
    label of the HeartGold & SoulSilver series, no part of the name; the card is Kingdra (UL 85)."""
    result = check(unlimited, deck("4 Kingdra Prime"))
    read_as(result, "Kingdra Prime", "Kingdra")
    card = only_card(result, "Kingdra Prime")
    assert card.prints and all(p.suffix == "Prime" for p in card.prints)
    assert result.legal


def test_prime_before_a_name_is_the_name_s_own_word(rules_data: RulesData) -> None:
    """Prime Catcher (TEF 157) is a card's name, not a Catcher that is a Prime."""
    forms = rules_data.short_forms
    assert kind_word("Prime Catcher", forms["kind_words"], forms["after_name_only"]) is None
    read = kind_word("Kingdra Prime", forms["kind_words"], forms["after_name_only"])
    assert read is not None and read.name == "Kingdra" and read.kind == "prime"


def test_prime_after_a_card_with_no_prime_print_stays_unread(unlimited: Checker) -> None:
    """No Seadra was printed as a Pokémon Prime: "Seadra Prime" is no card a judge reads."""
    card = only_card(check(unlimited, deck("4 Seadra Prime")), "Seadra Prime")
    assert not card.verified


def test_each_word_for_and_makes_a_name_with_the_ampersand() -> None:
    assert joined_names("Jessie and James", ["&", "and"]) == [("and", "Jessie & James")]
    assert joined_names("Pikachu e Zekrom", ["e"]) == [("e", "Pikachu & Zekrom")]
    assert joined_names("Sandy", ["&", "and"]) == []


def test_ace_spec_beside_a_card_printed_both_ways_says_which(unlimited: Checker) -> None:
    """Master Ball is an ordinary card (Base Set 2…) and an ACE SPEC (TEF 153): "Master Ball Ace
    Spec" is the ACE SPEC, so two of them are two ACE SPEC cards, no question for a judge."""
    result = check(unlimited, deck("2 Master Ball Ace Spec"))
    [found] = [v for v in result.violations if v.rule == "ace-spec"]
    assert not found.undecided and not result.legal


# Name-only lines written the short way that name exactly one card (data/short_forms.yaml):
# "4 Powerful Energy" (damon-murdoch/pokemon-decks, data/decks.js, its "Blissey Box" deck:
# types_left_off, Powerful Colorless Energy DAA 176); "4 Jessie and James" ("and" for the "&" of
# Jessie & James, HIF 68: data/languages conjunctions).
@pytest.mark.parametrize(("line", "written", "name"), [
    ("4 Powerful Energy", "Powerful Energy", "Powerful Colorless Energy"),
    ("4 Jessie and James", "Jessie and James", "Jessie & James"),
])
def test_a_name_written_otherwise_is_the_one_card_it_makes(
        unlimited: Checker, line: str, written: str, name: str) -> None:
    read_legally(unlimited, line, written, name)


# The same beside the print: "1 Gengar Prime TM 94" (Triumphant 94 is Gengar, a Prime), "1 Scoop
# Up Cyclone Ace Spec TWM 162" (the ACE SPEC written), "Jessie and James HIF 68", "Powerful Energy
# DAA 176": the line is the print, with a note, not a print to confirm.
@pytest.mark.parametrize(("line", "written", "name"), [
    ("1 Gengar Prime TM 94", "Gengar Prime", "Gengar"),
    ("1 Scoop Up Cyclone Ace Spec TWM 162", "Scoop Up Cyclone Ace Spec", "Scoop Up Cyclone"),
    ("1 Jessie and James HIF 68", "Jessie and James", "Jessie & James"),
    ("4 Powerful Energy DAA 176", "Powerful Energy", "Powerful Colorless Energy"),
])
def test_a_short_form_beside_its_print_is_the_print(
        unlimited: Checker, line: str, written: str, name: str) -> None:
    read_legally(unlimited, line, written, name)


# A short form counts under the card's name: 4 "Heat Energy" and 1 Heat Fire Energy DAA 174, 4
# Kingdra Prime and 1 Kingdra UL 17 (Prime is no part of the name), 4 "Jessie and James" and 1
# Jessie & James HIF 68: five copies of one card each time.
@pytest.mark.parametrize("lines", [
    "4 Heat Energy\n1 Heat Fire Energy DAA 174",
    "4 Kingdra Prime\n1 Kingdra UL 17",
    "4 Jessie and James\n1 Jessie & James HIF 68",
])
def test_a_short_form_counts_with_the_name_written_whole(unlimited: Checker, lines: str) -> None:
    result = check(unlimited, deck(lines))
    assert [v for v in result.violations if v.rule == "copy-limit"]
