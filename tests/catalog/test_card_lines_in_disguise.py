"""Card lines in disguise: lines the reader once turned into notes (a link's label, a banner, a
title, a page's sentence) though they hold real cards (review 11). Never a pass for what was not
read: each is read as a card line, or stays unread, and the deck is not legal.

The deck around each line is legal (helpers.deck: 4 Lysandre, a Pikachu V, basic Energy to 60),
so the line alone decides the verdict. A Special Energy's print tagged Special by a site is that
Special Energy, as both say.

Rulebook (Italian, «Costruzione del mazzo»): "Un mazzo può contenere al massimo 4 carte con lo
stesso nome, a eccezione delle carte Energia base", and a deck holds exactly 60 cards.
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


def errors(result: DeckResult) -> list[Violation]:
    return [v for v in result.violations if v.severity is Severity.ERROR]


@pytest.mark.parametrize("sentence", [
    # Cards counted in words, in the plural a sentence writes them: eight more cards.
    "We added four Ultra Balls and four Nest Balls after the last event.",
    # The same in Italian: Caramelle rare is Caramella rara's plural (Rare Candy), Barelle
    # notturne Barella notturna's (Night Stretcher).
    ("Abbiamo aggiunto quattro Caramelle rare e quattro Barelle notturne dopo l'ultimo torneo "
     "in città."),
])
def test_a_sentence_naming_cards_in_the_plural_stays_unread(unlimited: Checker,
                                                            sentence: str) -> None:
    """A judge reading "we added four Ultra Balls" under a 60-card list does not pass it: the
    list may hold 68 cards. The sentence names cards, only in the plural: "Nest Balls" is a
    letter from Nest Ball and two from Net Ball (LOT 187), so the misspelt-name guard (a second
    card as close) leaves it unread as a card, and the sentence is then taken to name none;
    "Ultra Balls" is no card's name at all (Ultra Ball is also Beast Ball's French name)."""
    result = check(unlimited, deck("4 Lysandre") + sentence + "\n")
    assert not result.legal, result.violations


@pytest.mark.parametrize("line", ["Deckname: 4 Lysandre FLF 90", "Name: 4 Lysandre FLF 90"])
def test_a_card_line_after_a_title_label_is_no_title(unlimited: Checker, line: str) -> None:
    """DR34M3R-T/PTCG_print writes "Deckname: <name>" on a deck file's first line, and
    MatthewWebster27/PTCG-Statistics-Python "Name: <list name>" above a list; here the label
    stands after the cards and holds a card line (count, name, print): 4 more Lysandre, 8 in
    all, and 64 cards. "Name: Lysandre" stays unread (test_headings); with a count and a print
    the words are "no card's whole name", and the line passes as the title."""
    result = check(unlimited, deck("4 Lysandre FLF 90") + line + "\n")
    assert not result.legal, result.violations


def test_five_special_darkness_energy_tagged_special_are_over_the_limit(
        unlimited: Checker) -> None:
    """N1 104 is Neo Genesis's Darkness Energy, a Special Energy (deckcheck card "Darkness
    Energy"), and the line says "- Special" as RK9 writes the kind: both say Special, so five
    are over the limit (they were counted as basic Darkness Energy, a point for a judge)."""
    result = check(unlimited, deck("4 Lysandre\n5 Darkness Energy - Special N1 104"))
    assert [v.rule for v in errors(result)] == ["copy-limit"], result.violations


@pytest.mark.parametrize("line", [
    "Lysandre x1: https://limitlesstcg.com/cards/FLF/90",
    # The label may be any words before the colon: an Italian name and its count.
    "Elisio x1: https://limitlesstcg.com/cards/FLF/90",
])
def test_a_card_and_its_count_before_a_link_are_read(unlimited: Checker, line: str) -> None:
    """"Link to list: https://…" (a site's or a video's label) is the list's source, no card;
    a line that names a card with its count before the address (a fifth Lysandre, a 61st card)
    is a card line or a point, never dropped: "never a pass for what was not read"."""
    result = check(unlimited, deck("4 Lysandre") + line + "\n")
    assert not result.legal, result.violations


@pytest.mark.parametrize("line", ["***1 Lysandre FLF 90***", "*** 1 Lysandre FLF 90 ***"])
def test_a_card_line_in_stars_is_no_banner(unlimited: Checker, line: str) -> None:
    """Pokémon TCG Online's export opens with "****** Pokémon Trading Card Game Deck List
    ******", no card; Markdown writes a line bold and italic between three stars, as a blog
    marks the one card it wants seen. A count, a name and a print in stars are a card line
    (a fifth Lysandre, a 61st card), or a point: never dropped."""
    result = check(unlimited, deck("4 Lysandre") + line + "\n")
    assert not result.legal, result.violations
