"""A line of words and a colon with no count ("Link to list:"): a heading where it names no card.

Video descriptions and sites write such a line above or below a list. A judge reads it as a
heading at once; deckcheck does so, with a note, only where the card catalog finds no card's
name in it (spelt as printed, spaced otherwise, or the whole line a letter off one). A line that
names a card stays unread, an error: what is not read is never passed. Without a catalog nobody
can tell, and every such line stays unread.

Lines quote geekazoid-at/codes4tcg-decks, commit 76e7d426b93195ff4655162d8e99a880b4eafae2:
"Link to list:" (decks/10types/yt-2025-06-04-10types-hgzUtbeyOPg/1/deck.txt, line 32),
"Deckliste:" (youtubeBot/src/test/description1.txt, line 8), "GHOLDENGO EX + JOLTIK:"
(decks/TrustYourPilot Pokemon/yt-2025-09-20-TrustYourPilot Pokemon-IJfP_nNwNM8/4/deck.txt,
line 36).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import DeckResult, Severity, Violation
from deckcheck.rulesdata import RulesData

TESTS = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


def syntax(result: DeckResult) -> list[Violation]:
    return [v for v in result.violations if v.rule == "syntax"]


@pytest.mark.parametrize("heading", ["Link to list:", "Deckliste:"])
def test_words_and_a_colon_that_name_no_card_are_a_heading(unlimited: Checker,
                                                           heading: str) -> None:
    result = check(unlimited, heading + "\n" + deck("4 Lysandre"))
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and not note.undecided and note.lines == (1,)
    assert heading in note.message
    assert result.legal, result.violations


def test_a_line_that_names_a_card_stays_unread(unlimited: Checker) -> None:
    """Gholdengo ex and Joltik are cards: the line may hold them, so it is never passed."""
    result = check(unlimited, deck("4 Lysandre") + "GHOLDENGO EX + JOLTIK:\n")
    [error] = syntax(result)
    assert error.severity is Severity.ERROR
    assert not result.legal


def test_a_card_s_name_a_letter_off_stays_unread(unlimited: Checker) -> None:
    """"Lysander:" is a letter from Lysandre: a line a judge asks about."""
    result = check(unlimited, deck("4 Lysandre") + "Lysander:\n")
    [error] = syntax(result)
    assert error.severity is Severity.ERROR and not result.legal


# Without a catalog only a point can be made of a heading or a title: nobody can tell that it
# names no card. No deck is LEGAL without a catalog (its names are unchecked: UNDECIDED); above a
# list that makes its deck size, such a line is a point saying so, not an error that calls the
# deck NOT LEGAL for a header (Pokémon TCG Online's export opens "Solrock Lunatone Deck List:",
# Hukutus/pokemon-tcg-deck-collection, below).
@pytest.mark.parametrize("line", ["Link to list:", "Solrock Lunatone Deck List:", "Calico Deck"])
def test_without_a_catalog_a_heading_above_a_full_deck_is_a_point(rules_data: RulesData,
                                                                  line: str) -> None:
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"))
    result = check(checker, line + "\n" + deck("4 Lysandre"))
    [point] = syntax(result)
    assert point.severity is Severity.WARNING and point.undecided and point.lines == (1,)
    assert "deckcheck catalog update" in point.message
    assert result.verdict.value == "undecided", result.violations


def test_without_a_catalog_a_heading_above_too_few_cards_stays_unread(
        rules_data: RulesData) -> None:
    """Above 4 cards, "Solrock Lunatone Deck List:" may hold cards the deck lacks."""
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"))
    result = check(checker, "Solrock Lunatone Deck List:\n" + deck("4 Lysandre", fill=False))
    assert any(v.rule == "syntax" and v.severity is Severity.ERROR and v.lines == (1,)
               for v in result.violations)
    assert result.verdict.value == "not-legal"


# Title lines (data/short_forms.yaml title_lines): the list's name above its cards. Pokémon TCG
# Online's export starts "<deck name> Deck List:" (Hukutus/pokemon-tcg-deck-collection,
# src/api/ptcgo/TCGOListParser.ts, commit ea30afc35b89465be0d54bc8ab820847a51e3c29: "First
# string is name row, ie. "Solrock Lunatone Deck List:""; mocks/ptcgoDecks.ts: "Energy Temp Deck
# List:"); MatthewWebster27/PTCG-Statistics-Python writes "Name: <list name>" above each list
# (main.py, commit 40b3bd873a070a0faf8259a469d16b294976b28b, which names a list "Piper Lepine");
# DR34M3R-T/PTCG_print's deck.txt starts "Deckname: Joltik Gholdengo".
@pytest.mark.parametrize("title", ["Solrock Lunatone Deck List:", "Energy Temp Deck List:",
                                   "Name: Piper Lepine", "Deckname: Joltik Gholdengo"])
def test_a_title_line_is_read_as_the_list_s_title(unlimited: Checker, title: str) -> None:
    """"Solrock Lunatone Deck List" mentions two cards, but is no card's name: a title."""
    result = check(unlimited, title + "\n" + deck("4 Lysandre"))
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and not note.undecided and note.lines == (1,)
    assert result.legal, result.violations


def test_the_words_deck_list_alone_are_the_list_s_title(unlimited: Checker) -> None:
    """Po Town's table of a list (https://www.potownstore.com/best-decks-for-the-regional-
    qualifiers, its Pikachu & Zekrom-GX list) puts "Deck List" alone above its section headers."""
    result = check(unlimited, "Deck List\n\nPokémon (14)\n" + deck("4 Lysandre"))
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and not note.undecided and note.lines == (1,)
    assert result.legal, result.violations


@pytest.mark.parametrize("line", ["Name: Lysandre", "Name: Lysander", "Lysandre Deck List"])
def test_a_title_line_that_is_a_card_s_name_stays_unread(unlimited: Checker, line: str) -> None:
    """"Name: Lysandre" may be a card line that lost its count (or a letter): never passed; nor
    a title without its colon."""
    result = check(unlimited, deck("4 Lysandre") + line + "\n")
    [error] = syntax(result)
    assert error.severity is Severity.ERROR and not result.legal


# A sentence of the page's prose: the video description under a deck of geekazoid-at/
# codes4tcg-decks (decks/10types/yt-2025-10-22-10types-F-vG-kl1O-1/1/deck.txt, commit
# 76e7d426b931), a line no card's name could be: more words than any card's (8 at most, in any
# language) and a sentence's end.
SENTENCE = ("Subscribe if you enjoyed, and wanna see more Pokemon TCG content! Also, comment "
            "down below your wonky deck ideas!")


def test_a_sentence_under_the_list_is_read_as_its_page_s_prose(unlimited: Checker) -> None:
    result = check(unlimited, deck("4 Lysandre") + SENTENCE + "\n")
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and not note.undecided
    assert "Subscribe if you enjoyed" in note.message
    assert result.legal, result.violations


def test_without_a_catalog_a_sentence_stays_unread(rules_data: RulesData) -> None:
    # Only the catalog can tell that no run of its words names a card.
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"))
    result = check(checker, deck("4 Pikachu V VIV 43") + SENTENCE + "\n")
    [error] = syntax(result)
    assert error.severity is Severity.ERROR and not result.legal


@pytest.mark.parametrize("line", [
    # Review 10: cards counted in words, and a card named in passing (a fifth Lysandre's Trump
    # Card would be banned in Expanded): a judge would not pass the list.
    ("Four Ultra Ball, four Nest Ball, four Rare Candy, four Arven, four Iono and four Boss's "
     "Orders."),
    "I also play one Lysandre's Trump Card in this deck, which is a very strong card.",
])
def test_a_sentence_that_names_a_card_stays_unread(unlimited: Checker, line: str) -> None:
    result = check(unlimited, deck("4 Lysandre") + line + "\n")
    [error] = syntax(result)
    assert error.severity is Severity.ERROR and not result.legal


@pytest.mark.parametrize("line", [
    "Here Comes Team Rocket!",  # a card's name that ends a sentence: a line to ask about
    "Subscribe and I will post 4 more lists like this one next week, see you all then!",
    "Subscribe if you enjoyed and wanna see more Pokemon TCG content and comment down below",
])
def test_a_line_that_may_name_a_card_or_count_one_stays_unread(unlimited: Checker,
                                                               line: str) -> None:
    """A short line (a card's name may end with "!"), a sentence with a digit in it (a count?)
    and words with no sentence's end stay unread: what is not read is never passed."""
    result = check(unlimited, deck("4 Lysandre") + line + "\n")
    [error] = syntax(result)
    assert error.severity is Severity.ERROR and not result.legal


# A title at the top of a list, above its first header (issue 21's forms): "Calico Deck", the
# deck's name a Pokémon TCG Live export of a deck code carries above "Pokémon: 6", and
# "ROARING MOON EX DARKRAI BUILD:", a video's heading in capitals above "Pokémon:" (both from
# geekazoid-at/codes4tcg-decks, commit 76e7d426b93195ff4655162d8e99a880b4eafae2). A judge reads
# each as the list's name; deckcheck does, with a note, only where the line could be no card.


def test_a_deck_s_name_above_its_first_header_is_its_title(unlimited: Checker) -> None:
    result = check(unlimited, "Calico Deck\nTrainer: 1\n" + deck("4 Lysandre"))
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and not note.undecided and note.lines == (1,)
    assert "'Calico Deck' read as the list's title" in note.message
    assert result.legal, result.violations


def test_a_heading_in_capitals_above_the_list_is_its_title(unlimited: Checker) -> None:
    """Roaring Moon ex and Darkrai are cards, the whole line none: above a list of 60 cards it
    held none the player meant to count."""
    result = check(unlimited, "ROARING MOON EX DARKRAI BUILD:\n\nPokémon:\n" + deck("4 Lysandre"))
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and not note.undecided and note.lines == (1,)
    assert result.legal, result.violations


def test_a_heading_that_mentions_cards_above_too_few_stays_unread(unlimited: Checker) -> None:
    """Above 4 cards, "ROARING MOON EX DARKRAI BUILD:" may be the cards the list lacks."""
    result = check(unlimited, "ROARING MOON EX DARKRAI BUILD:\nPokémon:\n"
                   + deck("4 Lysandre", fill=False))
    assert any(v.rule == "syntax" and v.severity is Severity.ERROR and v.lines == (1,)
               for v in result.violations)


@pytest.mark.parametrize("line", ["Lysandre", "Double Colorless", "ROARING MOON EX:"])
def test_a_line_at_the_top_that_may_be_a_card_stays_unread(unlimited: Checker,
                                                           line: str) -> None:
    """A card's name, the start of one (Double Colorless Energy), a name in capitals with a colon:
    a player may have meant to count it."""
    result = check(unlimited, line + "\nTrainer: 1\n" + deck("4 Lysandre"))
    [error] = syntax(result)
    assert error.severity is Severity.ERROR and not result.legal


# A deck named after its Pokémon at the top of a full list (issue 21): a Pokémon TCG Live export
# carries its deck's name above it ("Calico Deck", above), and players name decks after their
# Pokémon, as JoseRivas1998/pokemon-decklists names the export below "dragapult-dusknoir.txt"
# and Pokémon TCG Online's exports were headed "Solrock Lunatone Deck List:" (Hukutus/
# pokemon-tcg-deck-collection, above). "Dragapult Deck" names Dragapult: read as a card, the list
# would hold 61 cards. A judge reads it as the list's name at once where the cards below make
# the deck size without it, and only there.
DRAGAPULT = TESTS / "corpus/ptcgl-export-rivas-dragapult-dusknoir.txt"
"""A Pokémon TCG Live export of 60 cards (JoseRivas1998/pokemon-decklists, dragapult-dusknoir.txt,
commit 52b6cfeee6200982177213af1c71bede21712c67), legal in Unlimited."""


def _dragapult(title: str, *, drop: str = "", total: str = "Total Cards: 60") -> str:
    lines = [line for line in DRAGAPULT.read_text(encoding="utf-8").splitlines()
             if not line.startswith("#") and line != drop]
    return "\n".join([title, *lines]).replace("Total Cards: 60", total) + "\n"


@pytest.mark.parametrize("title", ["Dragapult Deck", "Dragapult ex Deck",
                                   "Dragapult Dusknoir List"])
def test_a_deck_named_after_its_pokemon_above_a_full_list_is_its_title(unlimited: Checker,
                                                                       title: str) -> None:
    result = check(unlimited, _dragapult(title))
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and not note.undecided and note.lines == (1,)
    assert f"{title!r} read as the list's title" in note.message
    assert result.legal, result.violations


@pytest.mark.parametrize(("drop", "total"), [
    ("1 Switch SVI 194", "Total Cards: 59"),  # 59 cards: the title may be the one missing
    ("", "Total Cards: 61"),  # the list says 61: the title may be the 61st card
])
def test_a_deck_named_after_its_pokemon_stays_unread_where_the_cards_do_not_add_up(
        unlimited: Checker, drop: str, total: str) -> None:
    result = check(unlimited, _dragapult("Dragapult Deck", drop=drop, total=total))
    assert any(v.rule == "syntax" and v.severity is Severity.ERROR and v.lines == (1,)
               for v in result.violations), result.violations
    assert not result.legal
