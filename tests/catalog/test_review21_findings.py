"""Review 21: lists a judge rules not legal that a check passes, or passes without reading all
of, where this stop's new line forms reach: a JSON array of pokemontcg.io card ids (pokemoncard.io's
Tabletop Simulator export, https://github.com/Alan-Cha/silhouette-card-maker/pull/194), read by
deckcheck/read/card_ids.py.

Each test is a finding of the review, each failed on the code it reviewed: the
list as a user would have it, and what a judge (or a careful tool) would answer.
"""

from __future__ import annotations

import json

from helpers import check, deck

from deckcheck.checker import Checker


def _with_array(first: str, *ids: str) -> str:
    """A 60-card list whose card lines are Prime Catcher, an ACE SPEC, and the deck helper's
    filler, plus one array line ``[first, *ids]`` of as many cards as ``ids`` (the filler made one
    card fewer for each: the list adds up to 60 without ``first``)."""
    filled = deck(f"1 Prime Catcher TEF 157\n{len(ids)} Electabuzz B2 24")
    return filled.replace(f"{len(ids)} Electabuzz B2 24",
                          json.dumps([first, *ids]))


def test_an_array_s_first_string_that_is_a_card_s_name_is_not_dropped_as_a_title(
        unlimited: Checker) -> None:
    """'["Computer Search","base4-24"]' beside Prime Catcher: the first string is taken as the
    export's title and dropped, unsaid; the list is LEGAL. Read as the card it names, the deck
    holds 61 cards and two ACE SPEC cards; a title is only words that name no card (as a list's
    top title is, read/decklist.py _top_title)."""
    assert not check(unlimited, _with_array("Computer Search", "base4-24")).legal


def test_an_array_s_first_id_written_in_capitals_is_not_dropped_as_a_title(
        unlimited: Checker) -> None:
    """'["BASE4-24","base4-24"]': the first id, in capitals, fails the id pattern (lower case
    only) and is dropped as the title; anywhere else in the array it leaves the line unread. The
    file names 61 cards; it is LEGAL at 60."""
    assert not check(unlimited, _with_array("BASE4-24", "base4-24")).legal


def test_a_compact_array_whose_title_is_a_labelled_address_is_read(unlimited: Checker) -> None:
    """A 60-card list, and under it '["Deck:https://pokemoncard.io/deck/1","base4-24"]' (JSON
    with no spaces, as JavaScript's JSON.stringify writes it): the line matches the link pattern
    ("Label: https://…", read/decklist.py _LINK), so it is skipped as the list's source, its
    card with it, unsaid. The file holds 61 cards; LEGAL at 60."""
    line = json.dumps(["Deck:https://pokemoncard.io/deck/1", "base4-24"], separators=(",", ":"))
    assert not check(unlimited, deck("1 Prime Catcher TEF 157") + line + "\n").legal
