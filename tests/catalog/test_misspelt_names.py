"""A misspelt name beside a set and number that identify one print, read as a judge reads it.

The print is the card when the written name is no card's and close to the print's (a letter or
two, case, spaces), with no second card as close, or when it is the print's name with ◇, ☆ or a
version number left off; the report keeps a note of how it was written. When the written name
is another card's, or far from the print's, the line stays a point to confirm: two names are
never merged, and a misspelt line counts under the print's name.

Lines quote the lists of tests/lists/ and its player-errors/ (each names its source) or,
where said, issue 21.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck, findings, only_card, read_as_print

from deckcheck.checker import Checker
from deckcheck.i18n import use
from deckcheck.models import Severity

LISTS = Path(__file__).resolve().parents[1] / "lists"
PLAYER_ERRORS = LISTS / "player-errors"
"""Lists that, besides the lines these tests quote, hold a player's errors a judge must ask about
(a number that prints another card, a name no card bears and no print beside it): kept out of
tests/catalog/test_written_forms.py, which holds every line of tests/lists/ read."""


def line_of(name: str, text: str) -> str:
    """The line of a tests/lists/ file that holds ``text``, as the list writes it."""
    path = LISTS / name if (LISTS / name).exists() else PLAYER_ERRORS / name
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(line for line in lines if text in line)


@pytest.mark.parametrize(("source", "written", "name"), [
    # spaces and case: Pokémon TCG Live's export of Team Rocket's Porygon2
    ("codes4tcg-10types-2026-01-30-rockets-porygon.txt", "Team Rocket's PORYGON 2",
     "Team Rocket's Porygon2"),
    # one letter
    ("codes4tcg-ht-pokemon-channel-2025-09-23-dragapult.txt", "Previous Trolley",
     "Precious Trolley"),
    ("damon-murdoch-bst-obf-gardevoir-ex.txt", "Vacian-V", "Zacian V"),
    # a mark in another case where no card is named so: there is no Shaymin ex
    ("damon-murdoch-blw-fli-sableye-control.txt", "Shaymin-ex", "Shaymin-EX"),
    # Prism Star left off: FLI 74 is Diancie ◇
    ("damon-murdoch-bkt-ces-buzzwole-garbodor.txt", "Diancie", "Diancie ◇"),
])
def test_a_misspelt_name_beside_its_print_is_read_as_the_print(
        unlimited: Checker, source: str, written: str, name: str) -> None:
    line = line_of(source, f" {written} ")
    result = check(unlimited, deck(line))
    note = read_as_print(result, written, name)
    # A note, not a point to confirm: the deck stays legal, and the report says what was read.
    assert note.severity is Severity.WARNING and not note.undecided
    assert f'"{written}"' in note.message and name in note.message
    assert result.legal


@pytest.mark.parametrize(("line", "written", "name"), [
    # issue 21 (round 3): "Arcanine pl3 15". pl3 is Supreme Victors, whose card 15 is Arcanine G:
    # the Pokémon SP symbol left off, as ◇ is
    ("1 Arcanine pl3 15", "Arcanine", "Arcanine G"),
    # issue 21 (round 3): "Urshifu-VMax BST 86". No card is Urshifu VMAX: BST 86 is Single
    # Strike Urshifu VMAX, its fighting style left off
    ("1 Urshifu-VMax BST 86", "Urshifu-VMax", "Single Strike Urshifu VMAX"),
    # damon-murdoch/pokemon-decks, data/decks.js (commit d9bcf9a651dc), line 2339: ["Lopunny &
    # Jigglypuff Tag Team-gx", "CEC 165", 1, 0]. CEC 165 is Mega Lopunny & Jigglypuff-GX
    ("1 Lopunny & Jigglypuff Tag Team-gx CEC 165", "Lopunny & Jigglypuff Tag Team-gx",
     "Mega Lopunny & Jigglypuff-GX"),
])
def test_a_part_left_off_beside_its_print_is_read_as_the_print(
        unlimited: Checker, line: str, written: str, name: str) -> None:
    result = check(unlimited, deck(line))
    note = read_as_print(result, written, name)
    assert not note.undecided and name in note.message and result.legal


def test_a_mega_left_off_where_the_shorter_name_is_a_card_stays_a_point(
        unlimited: Checker) -> None:
    """"Gardevoir-EX STS 112": Gardevoir-EX is a card (PR-XY 104 … ), STS 112 is M Gardevoir-EX,
    its Mega Evolution: two cards are in question, and beside four M Gardevoir-EX the verdict
    depends on which."""
    result = check(unlimited, deck("1 Gardevoir-EX STS 112\n4 M Gardevoir-EX STS 112"))
    [point] = findings(result, "Gardevoir-EX")
    assert point.undecided and only_card(result, "Gardevoir-EX").read_as is None


def test_an_sp_symbols_pokemon_counts_under_its_symbol(unlimited: Checker) -> None:
    """"Arcanine SV 15" read as Arcanine G counts with Arcanine G, not with Arcanine: four
    Arcanine G and one "Arcanine SV 15" are five copies."""
    result = check(unlimited, deck("4 Arcanine G SV 15\n1 Arcanine SV 15"))
    assert [v for v in result.violations if v.rule == "copy-limit"] and not result.legal


def test_a_version_number_left_off_is_read_as_the_print(unlimited: Checker) -> None:
    """Issue 21: "Pokégear SVI 186" for Pokégear 3.0. PokéGear (Neo Genesis) is a card too,
    but SVI 186 is Pokégear 3.0, and the written name is that name cut short."""
    result = check(unlimited, deck("4 Pokégear SVI 186"))
    assert only_card(result, "Pokégear").name.display == "Pokégear 3.0"
    assert result.legal


def test_a_list_with_a_misspelt_name_is_legal(unlimited: Checker) -> None:
    """codes4tcg-ht-pokemon-channel-2025-09-23-dragapult.txt: 60 cards, one "Previous Trolley"."""
    text = (LISTS / "codes4tcg-ht-pokemon-channel-2025-09-23-dragapult.txt").read_text("utf-8")
    result = check(unlimited, text)
    assert result.legal, result.violations


def test_a_misspelt_line_counts_under_the_prints_name(unlimited: Checker) -> None:
    """Two Shaymin-ex ROS 77 (damon-murdoch-blw-fli-sableye-control.txt) and three Shaymin-EX are
    five copies of Shaymin-EX, not two names of 2 and 3 copies."""
    result = check(unlimited, deck("2 Shaymin-ex ROS 77\n3 Shaymin-EX ROS 106"))
    copies = [v for v in result.violations if v.rule == "copy-limit"]
    assert copies and copies[0].severity is Severity.ERROR and "Shaymin-EX" in copies[0].message
    assert not result.legal


def test_another_cards_name_beside_a_print_stays_a_point_to_confirm(unlimited: Checker) -> None:
    """"Kartana-gx GRI 60" (damon-murdoch-blw-fli-sableye-control.txt): Kartana-GX is a card;
    GRI 60 is Tapu Lele-GX. Two cards are in question: beside four Tapu Lele-GX the verdict
    depends on which, and a judge asks which one is played."""
    line = line_of("damon-murdoch-blw-fli-sableye-control.txt", "Kartana-gx GRI 60")
    result = check(unlimited, deck(f"{line}\n4 Tapu Lele-GX GRI 60"))
    [point] = findings(result, "Kartana-gx")
    assert point.undecided and "Tapu Lele" in point.message
    assert only_card(result, "Kartana-gx").read_as is None and not result.legal


def test_a_name_far_from_its_print_stays_a_point_to_confirm(unlimited: Checker) -> None:
    """"Team Rocket’s Receiver DRI 178" (codes4tcg-trustyourpilot-2025-05-15-rockets.txt): DRI 178
    is Team Rocket's Transceiver, far more than a letter or two away."""
    line = line_of("codes4tcg-trustyourpilot-2025-05-15-rockets.txt", "Receiver DRI 178")
    result = check(unlimited, deck(line))
    [point] = findings(result, "Team Rocket's Receiver")
    assert point.undecided and not result.legal


def test_a_name_as_close_to_a_second_card_stays_a_point_to_confirm(unlimited: Checker) -> None:
    """"Latis" is one letter from Latias and one from Latios: beside PAR 73 (Latios) the
    player may mean either card, so nothing is read into it."""
    result = check(unlimited, deck("1 Latis PAR 73\n1 Latias SSP 76\n1 Latios PAR 73"))
    [point] = findings(result, "Latis")
    assert point.undecided and only_card(result, "Latis").read_as is None


def test_the_note_is_in_the_readers_language(unlimited: Checker) -> None:
    with use("it"):
        result = check(unlimited, deck("2 Vacian-V CEL 16"))
    [note] = findings(result, "Vacian-V")
    assert "Zacian V" in note.message and "read as" not in note.message


def test_the_note_quotes_the_name_in_the_language_it_was_misspelt_in(unlimited: Checker) -> None:
    # An Italian list's "Ordini del Capoo": read as "Ordini del Capo", not as "Boss's Orders"
    # inside an Italian sentence.
    with use("it"):
        result = check(unlimited, "Allenatore: 2\n2 Ordini del Capoo MEG 114\n")
    [note] = findings(result, "Ordini del Capoo")
    assert '"Ordini del Capoo" letta come "Ordini del Capo"' in note.message


@pytest.mark.parametrize(("line", "written", "name"), [
    # geekazoid-at/codes4tcg-decks, "decks/TrustYourPilot Pokemon/yt-2025-05-18-TrustYourPilot
    # Pokemon-eLzl4kB_2RA/2/deck.txt" (commit 76e7d426b931), lines 2 and 9: the export writes an
    # owner's card with its last word twice
    ("4 Team Rocket's Porygon Porygon DRI 153", "Team Rocket's Porygon Porygon",
     "Team Rocket's Porygon"),
    ("4 Team Rocket's Giovanni Giovanni DRI 174", "Team Rocket's Giovanni Giovanni",
     "Team Rocket's Giovanni"),
])
def test_a_name_with_its_last_word_twice_beside_its_print_is_the_print(
        unlimited: Checker, line: str, written: str, name: str) -> None:
    result = check(unlimited, deck(line))
    note = read_as_print(result, written, name)
    assert note.severity is Severity.WARNING and not note.undecided
    assert result.legal


def test_a_name_with_its_last_word_twice_counts_with_the_print(unlimited: Checker) -> None:
    result = check(unlimited, deck("4 Team Rocket's Porygon Porygon DRI 153\n"
                                   "1 Team Rocket's Porygon DRI 153"))
    assert "copy-limit" in [v.rule for v in result.violations if v.severity is Severity.ERROR]


def test_a_one_word_name_twice_is_not_read_as_the_print(unlimited: Checker) -> None:
    """A one-word name twice is no longer name's end repeated (no source writes it): the line
    stays a point to confirm."""
    result = check(unlimited, deck("4 Dunsparce Dunsparce PAL 156"))
    assert only_card(result, "Dunsparce Dunsparce").print_mismatch is not None


def test_unown_without_its_brackets_is_its_name_spelt_otherwise(unlimited: Checker) -> None:
    # issue 21 (round 3): "Unown A neo2 14". Neo Discovery's card 14 is Unown [A], the same name
    # as Diamond & Pearl's Unown A (data/spellings.yaml, letters): no reading to note.
    result = check(unlimited, deck("1 Unown A neo2 14"))
    card = only_card(result, "Unown A")
    assert card.verified and card.print_mismatch is None and not findings(result, "Unown A")


def test_unown_written_with_and_without_brackets_counts_together(unlimited: Checker) -> None:
    # review: 4 Unown [A] N2 14 + 1 Unown A DP 65 passed as legal with 5 cards named Unown A.
    result = check(unlimited, deck("4 Unown [A] N2 14\n1 Unown A DP 65"))
    assert any(v.rule == "copy-limit" and not v.undecided for v in result.violations)


# "2 Volcanions ex JTG 182" and "3 Ultra Balls BRS 186": a Pokémon TCG Live export of
# geekazoid-at/codes4tcg-decks (decks/LittleDarkFury/yt-2025-05-14-LittleDarkFury-oScWq6DX_yM/1/
# deck.txt, commit 76e7d426b931), names written in the plural.
def plural_list(line: str, headers: bool = True) -> str:
    """A 60-card list holding ``line`` under English section headers (or none)."""
    pokemon, trainer = ("Pokémon: 2\n", "Trainer: 3\n") if headers else ("", "")
    energy = "Energy: 55\n" if headers else ""
    return (f"{pokemon}1 Pikachu V VIV 43\n{line if 'ex' in line else '1 Pikachu V VIV 43'}\n"
            f"{trainer}{line if 'ex' not in line else '3 Nest Ball SVI 181'}\n"
            f"{energy}55 Psychic Energy\n")


def test_a_name_written_with_the_prints_mark_is_not_the_other_marks_card(
        unlimited: Checker) -> None:
    """"Volcanions ex" is a letter from Volcanion ex and from Volcanion EX, but writes the
    print's mark (JTG 182 is Volcanion ex): ex and EX are two names, and the line names one."""
    result = check(unlimited, plural_list("2 Volcanions ex JTG 182", headers=False))
    assert only_card(result, "Volcanions ex").name.display == "Volcanion ex"
    note = read_as_print(result, "Volcanions ex", "Volcanion ex")
    assert not note.undecided


def test_a_plural_in_an_english_list_is_the_print_beside_it(unlimited: Checker) -> None:
    """"Ultra Balls BRS 186": Ultra Ball, in an English list, though "Ultra Ball" is also the
    French name of Beast Ball: a French name is no second card for an English list's line."""
    result = check(unlimited, plural_list("3 Ultra Balls BRS 186"))
    note = read_as_print(result, "Ultra Balls", "Ultra Ball")
    assert not note.undecided and result.legal


def test_a_plural_in_a_list_of_no_known_language_stays_a_point(unlimited: Checker) -> None:
    """With no header to tell the list's language, "Ultra Balls" may be the French "Ultra
    Ball" (Beast Ball) as well as Ultra Ball: a judge asks."""
    result = check(unlimited, plural_list("3 Ultra Balls BRS 186", headers=False))
    [point] = findings(result, "Ultra Balls")
    assert point.undecided and only_card(result, "Ultra Balls").read_as is None
