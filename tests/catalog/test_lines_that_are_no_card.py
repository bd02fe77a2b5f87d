"""Lines a judge reads in seconds as no card, which the readings that keep card lines from being
taken for labels, banners and titles must not leave unread (review 13): client banners in every
language, a link's label, a deck's name at the top of a list; and the lines that are cards after
all (a name over its limit on two lines, a card counted in words before its page, a row mate's
point).

The deck around each line is legal (helpers.deck: the lines given, a Pikachu V, basic Energy to
60), so the line alone decides the verdict.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import DeckResult
from deckcheck.rulesdata import RulesData

TESTS = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


def verdict(result: DeckResult) -> str:
    return result.verdict.value


def test_the_french_online_client_s_closing_banner_is_no_card(unlimited: Checker) -> None:
    """Pokémon TCG Online's French export closes with "****** Liste générée par le JCC Pokémon
    Online … ******" (the words a French players' Discord bot matched to spot such exports:
    Sayen-Raigin/Bot-Tcgo, its bot.js, `Liste générée par le JCC Pokémon Online` beside the
    opening `Liste de deck du JCC Pokémon`). No word of it is "Deck", "Lista" or "Elenco", so
    deckcheck said NOT LEGAL ("cannot read '****** Liste générée par le JCC Pokémon
    Online…'"); before 322ee0e it was read as the banner it is and the deck was LEGAL."""
    text = ("****** Liste de deck du JCC Pokémon ******\n\n"
            "##Pokémon - 1\n\n* 4 Pikachu V VIV 43\n\n"
            "##Énergie - 1\n\n* 56 Énergie Électrique de base SVE 4\n\n"
            "Total de cartes - 60\n\n"
            "****** Liste générée par le JCC Pokémon Online www.pokemon.fr/JCCO ******\n")
    assert verdict(check(unlimited, text)) == "legal", check(unlimited, text).violations


@pytest.mark.parametrize("label", ["Link", "Lista"])
def test_a_one_word_link_label_is_no_card(unlimited: Checker, label: str) -> None:
    """"Link: https://…" (English) and "Lista: https://…" (Italian, Spanish) under a list name
    its source, as "Link to list: https://…" does. read.decklist now reads the label as a
    heading the catalog checks, and Identifier.names_a_card takes a word a letter off a card's
    name for one with no length floor ("Link" is Klink a letter off, "Lista" Lisia): the line
    is unread and the deck NOT LEGAL; before 322ee0e it was LEGAL."""
    result = check(unlimited, deck("4 Lysandre") + f"{label}: "
                   "https://limitlesstcg.com/decks/list/jp/57582\n")
    assert verdict(result) == "legal", result.violations


def test_a_deck_s_name_before_its_link_is_no_card(unlimited: Checker) -> None:
    """"Charizard ex list: https://limitlesstcg.com/decks/list/…" names the deck the address
    shows, with no count: not a card line a player meant to count (a judge would not ask).
    deckcheck said NOT LEGAL ("cannot read 'Charizard ex list:'"); before 322ee0e, LEGAL."""
    result = check(unlimited, deck("4 Lysandre") + "Charizard ex list: "
                   "https://limitlesstcg.com/decks/list/jp/57582\n")
    assert verdict(result) == "legal", result.violations


@pytest.mark.parametrize("top", ["Lista del mazzo", "Decklist", "Lost Box List", "Il mio mazzo"])
def test_a_title_not_ending_in_deck_is_still_a_title(unlimited: Checker, top: str) -> None:
    """A line of words above the list's first header that names no card and starts no card's
    name is its title ("Lista del mazzo" in Italian, "Decklist", "Lost Box List"): before
    322ee0e deckcheck said LEGAL with the note "read as the list's title"; now only a title
    ending with "Deck" is one (data/short_forms.yaml top_ends), so each of these is unread and
    the deck NOT LEGAL. "Buddy Poffin" (review 12) is a card's name a word off, which the
    catalog can tell; these are no card's name at all."""
    text = f"{top}\nPokémon: 1\n4 Pikachu V VIV 43\nEnergy: 1\n56 Basic {{L}} Energy SVE 4\n"
    result = check(unlimited, text)
    assert verdict(result) == "legal", result.violations


def test_a_live_export_s_link_line_is_no_error_without_a_catalog(checker: Checker) -> None:
    """A Pokémon TCG Live export of a video's deck code ends with "Link to list: https://…"
    (tests/corpus/measure/codes4tcg-10types-2025-07-24-fsigx-zlwho-1.txt, geekazoid-at/
    codes4tcg-decks). Without a catalog nobody can tell whether a label names a card, so no
    list is LEGAL there (its names are unchecked: a point); but "Link to list" is the export's
    own line, never a card line, and an error says NOT LEGAL for certain. deckcheck said NOT
    LEGAL ("cannot read 'Link to list:'"); before 322ee0e, UNDECIDED."""
    path = TESTS / "corpus/measure/codes4tcg-10types-2025-07-24-fsigx-zlwho-1.txt"
    result = checker.check_bytes(path.read_bytes(), str(path))
    assert verdict(result) == "undecided", result.violations


@pytest.mark.parametrize(("cards", "line"), [
    ("4 Boss's Orders PAL 172", "Four Boss: https://limitlesstcg.com/cards/PAL/172"),
    ("4 Buddy-Buddy Poffin TEF 144", "Four Poffins: https://limitlesstcg.com/cards/TEF/144"),
])
def test_a_short_form_counted_in_words_before_its_card_page_is_read(unlimited: Checker,
                                                                     cards: str,
                                                                     line: str) -> None:
    """"Four Boss: https://limitlesstcg.com/cards/PAL/172": a count in words, the name players
    shorten Boss's Orders to, and that very card's page on Limitless (PAL 172 is Boss's Orders).
    Four more copies (8 Boss's Orders, 64 cards), or a point; deckcheck said LEGAL with the note
    "'Four Boss:' read as a heading: it names no card" (the catalog is asked only whether some
    run of the words is a card's whole name). Before 322ee0e the label was dropped with no note,
    also LEGAL: not a regression, a gap the fix left."""
    result = check(unlimited, deck(cards) + line + "\n")
    assert not result.legal, result.violations


@pytest.mark.parametrize("line", [
    "***Lysandre (4) - deck MVP***",
    "***Four Lysandre, the deck's engine***",
    "***Decklist: 4 Lysandre***",
])
def test_a_card_in_stars_beside_the_word_deck_is_no_banner(unlimited: Checker,
                                                           line: str) -> None:
    """A blog's bold italic line for the card it wants seen may say why ("deck MVP"): four more
    Lysandre (8, 64 cards). read.decklist._is_banner takes any line in stars holding a word
    that starts with "deck", "lista" or "elenco", and not read as a card line by _counted, for
    Pokémon TCG Online's banner and drops it unnoted: deckcheck said LEGAL, nothing noted."""
    result = check(unlimited, deck("4 Lysandre") + line + "\n")
    assert not result.legal, result.violations


def test_a_point_on_the_row_mates_of_decided_titles_stays(unlimited: Checker) -> None:
    """A blog's table puts a Pokémon, a Trainer and an Energy line on each row (as
    tests/corpus/measure/kalestahl-blog-sum-lot-*.txt do, KaleStahl/KaleStahl.github.io). Here
    row 3 holds Master Ball and "2 Blend Energy", row 4 Computer Search and "2 Unit Energy".
    Both titles read alike (every Blend and Unit Energy is legal in Unlimited), but Master Ball
    and Computer Search were each printed as an ACE SPEC and as an ordinary card: two ACE SPEC
    cards if both are the ACE SPEC prints, so the point "lines 3, 4: cannot decide …" is the
    deck's, not the titles'. Before 322ee0e deckcheck said UNDECIDED; now it drops the point
    because its lines are the decided titles' lines, and says LEGAL."""
    text = ("| Pokemon              | Trainer            | Energy                     |\n"
            "|----------------------|--------------------|----------------------------|\n"
            "| 4 Pikachu V VIV 43   | 1 Master Ball      | 2 Blend Energy             |\n"
            "|                      | 1 Computer Search  | 2 Unit Energy              |\n"
            "|                      |                    | 50 Basic {L} Energy SVE 4  |\n")
    result = check(unlimited, text)
    assert verdict(result) == "undecided", result.violations


def test_a_name_written_on_two_lines_over_its_limit_is_not_legal(unlimited: Checker) -> None:
    """"3 Nest Ball SVI 181" and "2 Nest Ball SVI 182" under "Trainer: 5": the list names Nest
    Ball five times, and a judge reading it rules it NOT LEGAL in seconds (a deck may hold at
    most 4 cards with the same name); SVI 182 being Pal Pad is a typo in a number, the line's
    own note. Before 322ee0e deckcheck said NOT LEGAL (copy-limit), as
    tests/catalog/test_identify.py::test_a_print_of_another_card_is_reported_and_the_name_counts
    still expects (4 Gengar PAL 104, PAL 104 Tinkatuff, beside Gengar LV.X: main fails it);
    readings.in_doubt now makes the error a point because the line read as Pal Pad breaks no
    rule, and the deck is UNDECIDED."""
    text = ("Pokémon: 1\n1 Pikachu V VIV 43\nTrainer: 5\n3 Nest Ball SVI 181\n"
            "2 Nest Ball SVI 182\nEnergy: 1\n54 Basic {L} Energy SVE 4\n")
    result = check(unlimited, text)
    assert verdict(result) == "not-legal", result.violations
