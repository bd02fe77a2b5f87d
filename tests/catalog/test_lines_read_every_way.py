"""Lines that may be more than one thing, read every way a judge would (review 12): a print slip
is a point where only one of its readings breaks a rule (deckcheck.readings), two titles decided
together leave no point between them, and a card line before a web address, in three stars or
written short at the top of a list is never taken for a link's label, a banner or a title. Each
test is one behaviour a judge would rule on in seconds.

The deck around each line is legal (helpers.deck: the lines given, a Pikachu V, basic Energy
to 60), so the line alone decides the verdict.

Rulebook (Italian, «Costruzione del mazzo»): "Un mazzo può contenere al massimo 4 carte con lo
stesso nome, a eccezione delle carte Energia base", a deck holds exactly 60 cards, and at most
one ACE SPEC card.
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
from deckcheck.run import game_format


@pytest.fixture(scope="module")
def unlimited(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(either_catalog[0]))


@pytest.fixture(scope="module")
def standard(either_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, game_format(rules_data, "standard"), Catalog(either_catalog[0]))


@pytest.mark.parametrize("line", [
    "Lysandre (4): https://limitlesstcg.com/cards/FLF/90",
    "Lysandre [4]: https://limitlesstcg.com/cards/FLF/90",
    "Lysandre - 4: https://limitlesstcg.com/cards/FLF/90",
    "(4) Lysandre: https://limitlesstcg.com/cards/FLF/90",
    "Lysandre (x4): https://limitlesstcg.com/cards/FLF/90",
    "Lysandre x4 (FLF 90): https://limitlesstcg.com/cards/FLF/90",
    "Four Lysandre: https://limitlesstcg.com/cards/FLF/90",
    "Lysandre, 4 copies: https://limitlesstcg.com/cards/FLF/90",
])
def test_a_card_counted_otherwise_before_a_link_is_read(unlimited: Checker, line: str) -> None:
    """"Link to list: https://…" is a list's source, no card. A card's name with its count in
    brackets, after a dash, before it or in words, then a colon and the card's page on
    Limitless, is how a blog links each card it lists: four more Lysandre, 8 in all and 64
    cards. Read as a card line, or left a point; never dropped with no word (deckcheck said
    LEGAL, nothing noted: read.decklist._is_link drops any label _counted does not read as a
    card line, before the catalog is asked whether it names a card)."""
    result = check(unlimited, deck("4 Lysandre") + line + "\n")
    assert not result.legal, result.violations


def test_a_card_and_its_print_before_a_link_are_read(unlimited: Checker) -> None:
    """"Lysandre FLF 90: https://…" names one print, the one the address shows: a fifth
    Lysandre at least (one copy where no count is written), never a link's label dropped with
    no note (deckcheck said LEGAL)."""
    result = check(unlimited, deck("4 Lysandre") + "Lysandre FLF 90: "
                   "https://limitlesstcg.com/cards/FLF/90\n")
    assert not result.legal, result.violations


def verdict(result: DeckResult) -> str:
    return result.verdict.value


def test_a_slip_onto_an_ace_spec_print_is_a_point(unlimited: Checker) -> None:
    """"1 Switch TEF 157": TEF 157 is Prime Catcher, an ACE SPEC. Read as Switch (as deckcheck
    counts it, its point says) the deck holds one ACE SPEC, Unfair Stamp; read as Prime Catcher
    it holds two. Which card the player has decides, so it is a point for a judge, not an
    error: deckcheck said NOT LEGAL (ace-spec, "2 ACE SPEC cards") beside the point "counted as
    Switch"."""
    result = check(unlimited, deck("1 Unfair Stamp TWM 165\n1 Switch TEF 157"))
    assert verdict(result) == "undecided", result.violations


def test_a_radiant_named_on_another_card_s_print_counts_as_named(unlimited: Checker) -> None:
    """"1 Radiant Greninja SVI 194": SVI 194 is Switch. The line counts as the card its name says
    (review 13): with Radiant Charizard, two Radiant Pokémon, not legal whatever the print is.
    The same slip the other way ("1 Switch ASR 46", ASR 46 Radiant Greninja) is a point: there
    the second Radiant comes from the print alone."""
    result = check(unlimited, deck("1 Radiant Charizard CRZ 20\n1 Radiant Greninja SVI 194"))
    assert verdict(result) == "not-legal", result.violations
    other_way = check(unlimited, deck("1 Radiant Charizard CRZ 20\n1 Switch ASR 46"))
    assert verdict(other_way) == "undecided", other_way.violations


@pytest.mark.parametrize(("top", "cards"), [
    ("Buddy Poffin", "4 Buddy-Buddy Poffin TEF 144"),
    ("Prof. Research", "4 Professor's Research SVI 189"),
    ("Stretcher", "4 Night Stretcher SFA 61"),
])
def test_a_card_written_short_at_the_top_is_no_title(unlimited: Checker, top: str,
                                                     cards: str) -> None:
    """"Calico Deck" above a list is its title; "Buddy Poffin" above a list holding Buddy-Buddy
    Poffin is that card with no count written, as players shorten it (one word left out; "Prof.
    Research", "Stretcher" for Night Stretcher): a fifth copy and a 61st card, or a title. A
    judge asks, so the line is a point or unread, never a title: deckcheck said LEGAL with the
    note "read as the list's title: no count, above its cards, and it names no card"."""
    result = check(unlimited, f"{top}\n" + deck(cards))
    assert not result.legal, result.violations


@pytest.mark.parametrize("line", [
    "***Lysandre (4)***",
    "*** Lysandre - 4 ***",
    "*** Four Lysandre ***",
    "*** Lysandre FLF 90 ***",
])
def test_a_card_in_stars_counted_otherwise_is_no_banner(unlimited: Checker, line: str) -> None:
    """Pokémon TCG Online's "****** Pokémon Trading Card Game Deck List ******" names no card;
    Markdown's bold italic marks the card a blog wants seen, its count written as the blog
    writes counts ("Lysandre (4)", "Four Lysandre") or only its print: 4 more Lysandre (64
    cards) or a fifth. A card line or a point, never dropped with no word (deckcheck said
    LEGAL, nothing noted: read.decklist._is_banner asks only whether _counted reads the words
    as a card line)."""
    result = check(unlimited, deck("4 Lysandre") + line + "\n")
    assert not result.legal, result.violations


def test_two_titles_decided_together_leave_no_point(standard: Checker) -> None:
    """"1 Sacred" (Sacred Ash or Sacred Charm) and "1 Gravity" (Gravity Gemstone or Gravity
    Mountain) in a Standard deck: every combination of the four cards is legal there, and
    deckcheck says so on each line ("whichever it is, the verdict is the same"). A judge rules
    the deck legal in seconds; deckcheck left "lines …: cannot decide whether these cards are
    legal …: each line may be several cards" standing (read_alike drops such a point only where
    it names one line), so the deck was UNDECIDED."""
    result = check(standard, deck("1 Sacred\n1 Gravity\n4 Dreepy TWM 128\n54 Psychic Energy",
                                  fill=False))
    assert verdict(result) == "legal", result.violations


def test_a_slip_counts_as_the_card_its_name_says(standard: Checker) -> None:
    """"1 Dual Ball MEG 130": Dual Ball has no Standard print, MEG 130 is Switch. The line is
    "counted as "Dual Ball"" (its own point), and a name the format refuses is refused whatever
    the print (review 13: the name as written decides, as a judge reads the list)."""
    result = check(standard, deck("1 Dual Ball MEG 130\n4 Dreepy TWM 128\n55 Psychic Energy",
                                  fill=False))
    assert verdict(result) == "not-legal", result.violations
