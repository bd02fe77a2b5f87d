"""Review 22: lists a judge rules not legal that a check passes, where the readers of a deck
page's lines that are no card line reach (read/decklist.py: a page's sentences, labelled web
addresses; checker.py ``_sentences_read``).

Each test is a finding of the review, each failing on the code it reviewed: the list
as a user would have it, and what a judge would answer. Every list holds Prime Catcher, an ACE
SPEC, and adds up to 60 cards without the line under test; that line names Computer Search, a
second ACE SPEC, so read as a judge reads it the deck holds 61 cards and two ACE SPEC cards.
"""

from __future__ import annotations

from helpers import check, deck

from deckcheck.checker import Checker


def _sixty_and(line: str) -> str:
    """A 60-card list holding Prime Catcher (the deck helper's filler for the rest), and ``line``
    under it."""
    return deck("1 Prime Catcher TEF 157") + line + "\n"


def test_a_sentence_counting_a_card_in_brackets_is_not_prose(unlimited: Checker) -> None:
    """'Tech choices this weekend were Computer Search (1) in the main deck, great in
    the mirror.': "(1)" is a count, as "Boss's Orders (3): https://…" is one (review 12), but the
    sentence pattern counts a digit only before a spaced word or beside an x; the line is read
    as "no count" prose and the list passes."""
    assert not check(unlimited, _sixty_and(
        "Tech choices this weekend were Computer Search (1) in the main deck, great "
        "in the mirror match.")).legal


def test_a_sentence_adding_a_one_of_is_not_prose(unlimited: Checker) -> None:
    """'I also slotted in a 1-of Computer Search as my tech for the long mirror matches.': the
    player's common way to say one copy; the digit before a hyphen is not taken as a count, and
    the line is read as prose with "no count"."""
    assert not check(unlimited, _sixty_and(
        "I also slotted in a 1-of Computer Search as my tech for the long mirror matches.")).legal


def test_a_sentence_adding_a_single_copy_is_not_prose(unlimited: Checker) -> None:
    """'I am also running a single Computer Search in this deck for the late game grind.': "a
    single" says one copy as "one" does (a count word, which keeps the line unread), but it is
    not in count_words, so the sentence is read as prose."""
    assert not check(unlimited, _sixty_and(
        "I am also running a single Computer Search in this deck for the late game grind.")).legal


def test_a_card_linked_to_its_pkmncards_page_is_not_dropped(unlimited: Checker) -> None:
    """'Computer Search: https://pkmncards.com/card/computer-search-boundaries-crossed-bcr-137/':
    a card and its page, as review 14's 'Prime Catcher: https://limitlesstcg.com/cards/TEF/157'
    was; pkmncards.com's card pages are under /card/, not /cards/, so the line is skipped as the
    list's source with no note at all, and the list is LEGAL."""
    assert not check(unlimited, _sixty_and(
        "Computer Search: https://pkmncards.com/card/computer-search-boundaries-crossed-bcr-137/"
    )).legal


def test_a_card_linked_to_the_official_card_database_is_not_dropped(unlimited: Checker) -> None:
    """'Computer Search: https://www.pokemon.com/us/pokemon-tcg/pokemon-cards/bw-series/bw7/137/'
    (the official card database's page of BCR 137): skipped as a link, unsaid."""
    assert not check(unlimited, _sixty_and(
        "Computer Search: https://www.pokemon.com/us/pokemon-tcg/pokemon-cards/bw-series/bw7/137/"
    )).legal


def test_a_labelled_card_with_its_page_in_brackets_is_not_dropped(unlimited: Checker) -> None:
    """'ACE SPEC: Computer Search (https://pkmncards.com/card/computer-search-boundaries-crossed-
    bcr-137/)': the 'Credit: JustInBasil (https://…)' pattern takes it for a credit line and
    drops it with no note; a judge reads the deck's ACE SPEC."""
    assert not check(unlimited, _sixty_and(
        "ACE SPEC: Computer Search "
        "(https://pkmncards.com/card/computer-search-boundaries-crossed-bcr-137/)")).legal


def test_a_sentence_a_section_header_counts_in_is_not_prose(unlimited: Checker) -> None:
    """Under 'Trainer: 2', Prime Catcher and the sentence 'Computer Search is the tech that won
    me the mirror, so please do not cut it from this list.': the header counts a second Trainer
    where only the sentence names one. With 'Total: 61' the sentence stays unread (the list's
    own count says the deck is not made without it); with the section's own count it is read
    as prose, the header's mismatch warning is dropped (its section holds an unread line), and
    the list passes with 60 cards where its writer counted 61 and two ACE SPECs."""
    text = ("Pokémon: 1\n1 Pikachu V VIV 43\nTrainer: 2\n1 Prime Catcher TEF 157\n"
            "Computer Search is the tech that won me the mirror, so please do not cut it from "
            "this list.\nEnergy: 58\n58 Basic {L} Energy SVE 4\n")
    assert not check(unlimited, text).legal


def test_a_sentence_counting_a_card_in_the_plural_is_not_prose(unlimited: Checker) -> None:
    """Four Rare Candy in the list, and under it 'I also run two Rare Candies as my way to evolve
    faster in the long games this season.': the sentence is read as prose because "no card
    [is] named in it", which needs no deck size; "Nest Balls" and "Prime Catchers" are found
    (a letter off), "Rare Candies" (-ies for -y, as plural_ends reads it for a label) is not. A
    judge reads six Rare Candy and 62 cards."""
    assert not check(unlimited, deck("4 Rare Candy PLB 85") + (
        "I also run two Rare Candies as my way to evolve faster in the long games this "
        "season.\n")).legal
