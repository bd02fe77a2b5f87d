"""A deck page's own lines above its list: the deck's name, its description, who made it.

rosematcha/decks, a player's deck-viewer site, stores each deck as a text file whose cards follow
the page's lines; its own reader (src/_data/decks.js, commit c41a3bb) takes `Name:` as the page's
title, `Description:` and every line after it up to the first counted one as the description,
`Image: <card> = <address>` as a picture for that card and `Credit: <name> (<address>)` as who
made the list: none of them a card. Its first version of archaludon.txt (commit 1765acf) opens
"Name: Archaludon ex", "Credit: Soryu (https://limitlesstcg.com/decks/list/jp/27620)", "Image:
Hop's Zacian ex = https://images.squarespace-cdn.com/…/Hop's+Zacian+ex.png" above "Pokémon: 14".
A judge reads each at once as the page's, not a card line; deckcheck does where the line could
hold no card it would count.
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


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


def syntax(result: DeckResult) -> list[Violation]:
    return [v for v in result.violations if v.rule == "syntax"]


def short(text: str) -> str:
    """A deck of 59 cards under ``text``: one short of its size."""
    return text + "4 Lysandre\n1 Pikachu V VIV 43\n54 Basic {L} Energy SVE 4\n"


@pytest.mark.parametrize("line", [
    "Credit: Soryu (https://limitlesstcg.com/decks/list/jp/27620)",
    ("Image: Hop's Zacian ex = https://images.squarespace-cdn.com/content/v1/"
     "5cf4cfa4382ac0000123aa1b/1735286264283-EVLEBXA6NO1WLJ2A0FXK/Hop's+Zacian+ex.png"),
])
def test_a_page_s_line_with_an_address_and_no_count_is_no_card_line(unlimited: Checker,
                                                                    line: str) -> None:
    """An address after a label and a name, no count: read as the page's, as "Link to list:
    https://…" is; a count before the name ("Credit: 4 Lysandre (https://…)") keeps it a line
    to read."""
    result = check(unlimited, line + "\n" + deck("4 Lysandre"))
    assert not syntax(result) and result.legal, result.violations
    counted = check(unlimited, "Credit: 4 Lysandre (https://limitlesstcg.com/decks/list/jp/1)\n"
                    + deck("4 Lysandre"))
    assert [v.severity for v in syntax(counted)] == [Severity.ERROR]


def test_a_credit_naming_a_card_is_still_the_page_s_credit(unlimited: Checker) -> None:
    """"Credit: Celio's Network (https://youtu.be/…)" (rosematcha/decks, flareon.txt): a video
    channel named like a card, under the label the site reads as the deck's credit
    (data/short_forms.yaml ``link_labels``)."""
    result = check(unlimited, "Credit: Celio's Network (https://youtu.be/q8W20fy_2mU)\n"
                   + deck("4 Lysandre"))
    assert not syntax(result) and result.legal, result.violations


def test_a_labelled_address_is_a_heading_only_where_its_words_name_no_card(
        unlimited: Checker) -> None:
    """"Video: https://youtu.be/…" is said to be a link, as a note; "Lysandre: https://pkmncards.com
    /card/…" (a card page of a site deckcheck does not know) may be a card of the list, so it
    stays unread (review 22: both were dropped unsaid, the second a 61st card)."""
    linked = check(unlimited, "Video: https://youtu.be/q8W20fy_2mU\n" + deck("4 Lysandre"))
    [note] = syntax(linked)
    assert note.severity is not Severity.ERROR and "Video" in note.message
    assert linked.legal
    card = check(unlimited, "Lysandre: https://pkmncards.com/card/lysandre-flashfire-flf-90/\n"
                 + deck("4 Lysandre"))
    assert [v.severity for v in syntax(card)] == [Severity.ERROR] and not card.legal


def test_a_label_s_title_that_is_a_card_s_name_is_the_deck_s_name(unlimited: Checker) -> None:
    """"Name: Archaludon ex" above the list: the label says the words name the deck, here after
    its Pokémon. Read so with a note where the deck's cards make its size without it; above 59
    cards the line may be the sixtieth card and stays unread."""
    result = check(unlimited, "Name: Archaludon ex\n" + deck("4 Lysandre"))
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and note.lines == (1,)
    assert "'Archaludon ex' read as the list's title" in note.message
    assert result.legal, result.violations
    unread = check(unlimited, short("Name: Archaludon ex\n"))
    assert [v.severity for v in syntax(unread)] == [Severity.ERROR]


# pokemonbattlesandbeyond.blogspot.com, "Welcome Back to the Kingdom! Breaking Down Milotic ex &
# Feraligatr for the April 11 Meta" (https://pokemonbattlesandbeyond.blogspot.com/2025/03/
# welcome-back-to-kingdom-breaking-down.html), the deck overview's bullets above its list.
BULLET = ("• Milotic ex provides essential support by ensuring energy flow and maintaining board "
          "stability, making it easier to recover from setbacks.")


def test_a_sentence_naming_cards_above_a_full_deck_is_the_page_s_prose(unlimited: Checker
                                                                      ) -> None:
    """A description's bullet names Milotic ex, with no count, more words than any card's name
    and a sentence's end: read as prose where the deck's counted cards make its size without it;
    above 59 cards it stays unread (a card it meant would be the sixtieth)."""
    result = check(unlimited, BULLET + "\n" + deck("4 Lysandre"))
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and note.lines == (1,)
    assert "make its size without it" in note.message
    assert result.legal, result.violations
    unread = check(unlimited, short(BULLET + "\n"))
    assert [v.severity for v in syntax(unread)] == [Severity.ERROR]


@pytest.mark.parametrize("line", [
    # The end of a sentence inside its closing bracket, and a number no word follows: no second
    # source; a judge reads each as prose at once, and neither can swallow a card line (no count
    # before any word, and the deck makes its size without the line).
    "- Pelipper fills in for Lumineon, allowing you to grab a supporter from deck (or discard!)",
    "- Eevee can evolve on the first turn, meaning a big attack from Flareon or Sylveon turn 1!",
])
def test_a_sentence_s_bracket_or_turn_number_is_no_count(unlimited: Checker, line: str) -> None:
    result = check(unlimited, line + "\n" + deck("4 Lysandre"))
    [note] = syntax(result)
    assert note.severity is Severity.WARNING, note.message
    assert result.legal, result.violations


def test_a_title_giving_the_deck_s_placing_is_its_title(unlimited: Checker) -> None:
    """"Week One: Ross Cawthon’s Night March – 1st Place Illinois" above "Pokemon: 15"
    (propokemon.com, http://www.propokemon.com/three-of-the-winning-decks-from-state-
    championships/): an ordinal and "Place" say a deck's title, no card line (no count starts
    it). No second source: a judge reads it at once; deckcheck reads it at the top of a list
    as it reads "Calico Deck" there (test_headings): where it names no card, or any it names
    only where the deck's cards make its size without it."""
    title = "Week One: Ross Cawthon’s Night March – 1st Place Illinois\n"
    result = check(unlimited, title + "Pokemon: 1\n" + deck("4 Lysandre"))
    [note] = syntax(result)
    assert note.severity is Severity.WARNING and note.lines == (1,)
    assert result.legal, result.violations


def test_a_card_s_page_alone_on_a_line_stays_unread_and_is_named(unlimited: Checker) -> None:
    """A card's page with no label and no count (pkmncards.com's "/card/…", as limitlesstcg.com's
    "/cards/…"): a card the list may hold, unread, the error quoting the address (review 23: the
    pkmncards page was skipped, and the limitless one quoted as '')."""
    for address in ("https://pkmncards.com/card/prime-catcher-temporal-forces-tef-157/",
                    "https://limitlesstcg.com/cards/TEF/157"):
        result = check(unlimited, address + "\n" + deck("4 Lysandre"))
        [error] = syntax(result)
        assert error.severity is Severity.ERROR and address[:30] in error.message
