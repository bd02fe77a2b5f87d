"""Line forms other sites and exports write, read as a judge reads them: Pokémon TCG Live's
numbering of a set's gallery, Japanese sets' codes, a header's count in brackets, a link under
the list. Each quotes a list of tests/lists/ (which names its source) or, where said, issue 21.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck, only_card

from deckcheck.checker import Checker
from deckcheck.models import DeckResult

LISTS = Path(__file__).resolve().parents[1] / "lists"


def line_of(name: str, text: str) -> str:
    """The line of a tests/lists/ file that holds ``text``, as the list writes it."""
    lines = (LISTS / name).read_text(encoding="utf-8").splitlines()
    return next(line for line in lines if text in line)


def written(result: DeckResult) -> list[str]:
    """What the reader left unread, or found no card or print for."""
    return [v.message for v in result.violations if v.rule in ("syntax", "unknown-card")
            and (v.undecided or v.severity.value == "error")]


def test_hidden_fates_shiny_vault_as_live_numbers_it(unlimited: Checker) -> None:
    """"3 Guzma HIF 153" (codes4tcg-strategic-tcg-2024-10-11-volcarona.txt): Pokémon TCG Live
    numbers the Shiny Vault after the 69 main-set cards; HIF 153 is Guzma HIF SV84."""
    line = line_of("codes4tcg-strategic-tcg-2024-10-11-volcarona.txt", "Guzma HIF")
    result = check(unlimited, deck(line))
    card = only_card(result, "Guzma")
    assert card.print_key == ("HIF:SV", "SV84") and card.verified
    assert card.print_mismatch is None and written(result) == []


def test_a_header_with_its_count_in_brackets_and_a_colon(unlimited: Checker) -> None:
    """Issue 21: "Pokemon (12):", another site's section header."""
    result = check(unlimited, "Pokemon (1):\n4 Pikachu V VIV 43\nEnergy (1):\n"
                              "56 Basic {L} Energy SVE 4\n")
    assert [v for v in result.violations if v.rule == "syntax"] == []
    assert result.legal


@pytest.mark.parametrize(("source", "text", "name"), [
    ("codes4tcg-chef-husky-2025-05-16-stevens-metagross.txt", "Steven's Metang SV 10 144",
     "Steven's Metang"),
    ("codes4tcg-ht-pokemon-channel-2025-09-26-mega-venusaur.txt", "Chikorita M 1S 3",
     "Chikorita"),
])
def test_a_japanese_sets_code_names_the_card_by_its_name(unlimited: Checker, source: str,
                                                         text: str, name: str) -> None:
    """The Japanese print's number is not the English one ("SV 10 144" is not Destined Rivals
    144), so the line names the card by its name alone, and the list is read whole."""
    result = check(unlimited, deck(line_of(source, text)))
    card = only_card(result, name)
    assert card.line.set_code == text.split(" ")[-3] + " " + text.split(" ")[-2]
    assert card.print_key is None and card.verified and written(result) == []


def test_lists_with_japanese_prints_are_legal(unlimited: Checker) -> None:
    for source in ("codes4tcg-chef-husky-2025-05-16-stevens-metagross.txt",
                   "codes4tcg-ht-pokemon-channel-2025-09-26-mega-venusaur.txt"):
        result = check(unlimited, (LISTS / source).read_text(encoding="utf-8"))
        assert result.legal, (source, result.violations)


def test_sv10_without_the_space_is_still_destined_rivals(unlimited: Checker) -> None:
    """pokemontcg.io's id "sv10" names Destined Rivals (data/set_codes.yaml): only the spaced
    form is a Japanese code."""
    result = check(unlimited, deck("3 Team Rocket's Porygon SV10 153"))
    assert only_card(result, "Team Rocket's Porygon").print_key == ("DRI", "153")


def test_a_link_under_the_list_is_not_a_card_line(unlimited: Checker) -> None:
    """codes4tcg-10types-2026-01-30-rockets-porygon.txt ends with "Link to list:
    https://limitlesstcg.com/decks/list/jp/57582" (and "Total Cards: 60", though its 18 card
    lines hold 52 cards): the card lines are read, the link is not a card's, and the 52 cards
    are what the deck-size rule counts."""
    result = check(unlimited, (LISTS / "codes4tcg-10types-2026-01-30-rockets-porygon.txt")
                   .read_text(encoding="utf-8"))
    assert written(result) == [] and len(result.cards) == 18
    assert [v.rule for v in result.violations if v.severity.value == "error"] == ["deck-size"]
    assert result.counts["total"] == 52


@pytest.mark.parametrize(("line", "text", "key", "name"), [
    ("1x Hoopa EX from AOR 36/98", "Hoopa EX", ("AOR", "36"), "Hoopa-EX"),
    ("2x Darkrai EX from BKP 74/122", "Darkrai EX", ("BKP", "74"), "Darkrai-EX"),
    # an attack's name in brackets, a nickname: the name is the part before it
    ("1x Yveltal (Fright Night) from BKT 94/162", "Yveltal (Fright Night)", ("BKT", "94"),
     "Yveltal"),
])
def test_a_sites_from_form_names_the_print(unlimited: Checker, line: str, text: str,
                                           key: tuple[str, str], name: str) -> None:
    """Issue 21 (round 3): a site writes "NAME from SET NUMBER/COUNT"; the set and number name
    the print, the word "from" and the set's count are not the card's."""
    result = check(unlimited, deck(line))
    card = only_card(result, text)
    assert card.print_key == key and card.name.display == name and card.verified
    assert not written(result) and result.legal


def test_from_in_a_cards_own_name_stays_the_name(unlimited: Checker) -> None:
    """Mail from Bill is a card: "from" is taken off only before a set code and a number."""
    result = check(unlimited, deck("1 Mail from Bill"))
    assert only_card(result, "Mail from Bill").verified and not written(result)


@pytest.mark.parametrize(("line", "text", "key"), [
    # decks.js line 1495: ["Tapu Koko", "SM SM30", 1, 0]
    ("1 Tapu Koko SM SM30", "Tapu Koko", ("PR-SM", "30")),
    # line 1496: ["Giratina", "XY XY184", 1, 0]; XY alone is the XY set (line 40: "XY 55")
    ("1 Giratina XY XY184", "Giratina", ("PR-XY", "184")),
    # line 2893: ["Oricorio", "SWSH 168", 1, 0]
    ("1 Oricorio SWSH 168", "Oricorio", ("PR-SW", "168")),
    ("3 Trevenant XY 55", "Trevenant", ("XY", "55")),
])
def test_a_promo_series_written_as_its_set(unlimited: Checker, line: str, text: str,
                                           key: tuple[str, str]) -> None:
    """A Black Star promo's series written where the set goes (damon-murdoch/pokemon-decks,
    data/decks.js, commit d9bcf9a651dcbf2dac6fce1ec1a90d4aa43af4b1)."""
    result = check(unlimited, deck(line))
    card = only_card(result, text)
    assert card.print_key == key and card.verified and not written(result)


@pytest.mark.parametrize(("line", "text", "key"), [
    # decks.js line 3163: ["Alcremie-V", "CPA-22", 1, 0]
    ("1 Alcremie-V CPA-22", "Alcremie-V", ("CPA", "22")),
    # the same without the hyphen, with TCGdex's code of Emerging Powers (EP, data/set_codes.yaml)
    ("2 Patrat EP78", "Patrat", ("EPO", "78")),
])
def test_a_set_code_joined_to_its_number(unlimited: Checker, line: str, text: str,
                                         key: tuple[str, str]) -> None:
    """A known set code joined to its number, with or without a hyphen (damon-murdoch/
    pokemon-decks, data/decks.js, commit d9bcf9a651dcbf2dac6fce1ec1a90d4aa43af4b1)."""
    result = check(unlimited, deck(line))
    card = only_card(result, text)
    assert card.print_key == key and card.verified and not written(result)


def test_a_promo_number_alone_is_still_its_promo(unlimited: Checker) -> None:
    """"Patrat BW78" is read as Black & White 78, Patrat (tests/catalog/
    test_one_card_a_line_identified.py); a name neither the promo BW78 (Raichu) nor Black & White 78
    bears leaves the promo number as it is, and the line a print slip: a point to confirm,
    unless the deck is legal whichever card it means (one Raichu alone in Unlimited is)."""
    result = check(unlimited, deck("1 Pikachu BW78\n4 Raichu BW78"))
    assert only_card(result, "Pikachu").print_key == ("PR-BLW", "78") and written(result)
    result = check(unlimited, deck("1 Pikachu BW78"))
    assert only_card(result, "Pikachu").print_key == ("PR-BLW", "78") and not written(result)
    assert any("Raichu" in v.message for v in result.violations if v.rule == "unknown-card")


@pytest.mark.parametrize(("line", "text", "key"), [
    # pokemontcg.io's card id g1-62 is Evosoda (PokemonTCG/pokemon-tcg-data as stored in
    # Veraatversus/pokemon-tcg-data, cards/en/g1.json, commit 4e0f8e4df091): g1 is Generations
    ("2 Evosoda g1 62", "Evosoda", ("GEN", "62")),
    # written in capitals, G1 is Gym Heroes' code, whose card 62 is Blaine's Growlithe
    ("1 Blaine's Growlithe G1 62", "Blaine's Growlithe", ("G1", "62")),
])
def test_a_set_id_in_lower_case_whose_capitals_are_another_sets_code(
        unlimited: Checker, line: str, text: str, key: tuple[str, str]) -> None:
    """data/set_codes.yaml ``lower_case``: "g1" is read as Generations only as written."""
    result = check(unlimited, deck(line))
    card = only_card(result, text)
    assert card.print_key == key and card.verified and not written(result)


def test_a_basic_energy_numbered_0_is_its_sets_unnumbered_basic_energy(
        unlimited: Checker) -> None:
    """Issue 21 (round 3): "Fire Energy swsh1 0". No card is printed with the number 0: the line
    names Sword & Shield's basic Fire Energy, as "Fire Energy SSH" does."""
    result = check(unlimited, deck("8 Fire Energy swsh1 0"))
    card = only_card(result, "Fire Energy")
    assert card.name.basic_energy is not None and card.print_key is None
    assert not written(result) and result.legal


def test_a_special_energy_is_not_made_basic_by_number_0(unlimited: Checker) -> None:
    """Undaunted's only Darkness Energy is the Special one: numbered 0 or not, the line is it,
    and five copies are one too many."""
    result = check(unlimited, deck("5 Darkness Energy UD 0"))
    assert only_card(result, "Darkness Energy").name.basic_energy is None
    assert not result.legal


def test_a_number_with_pokemontcgios_letter_for_another_print(unlimited: Checker) -> None:
    """damon-murdoch/pokemon-decks, data/decks.js (commit d9bcf9a651dc), line 2090: ["Tapu
    Koko", "PR-SM SM30a", 4, 0]. pokemontcg.io numbers another print of Tapu Koko SM30 so; the
    card catalog holds it as PR-SM 30 (data/sets.yaml ``alternate_print_letters``)."""
    result = check(unlimited, deck("4 Tapu Koko PR-SM SM30a"))
    card = only_card(result, "Tapu Koko")
    assert card.print_key == ("PR-SM", "30") and card.verified and not written(result)


def test_a_lettered_number_of_another_card_stays_a_point_to_confirm(unlimited: Checker) -> None:
    """PR-SM SM30 is Tapu Koko: "Tapu Bulu PR-SM SM30a" names no print of Tapu Bulu."""
    result = check(unlimited, deck("1 Tapu Bulu PR-SM SM30a"))
    assert written(result)
