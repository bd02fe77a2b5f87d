"""The limits on copies count the fewest copies a line to confirm certainly holds of the card it
names. "4 Rare Candy SVI 191" beside "1 Rare Candy x4" (a line with two counts, review 9) is at
least five Rare Candy whichever count is right: not legal, where it was a point to confirm. A
table row only a judge can split names no one card and is left out."""

from helpers import deck, errors, problems

from deckcheck.checker import Checker

TWO_COUNTS = "1 Rare Candy x4"
"""Review 9's line: one copy or four."""


def test_a_line_with_two_counts_counts_its_fewest_copies(checker: Checker) -> None:
    [found] = errors(checker, deck(f"4 Rare Candy SVI 191\n{TWO_COUNTS}"), "copy-limit")
    assert found.lines == (1, 2)
    assert "5 cards" in found.message


def test_the_fewest_copies_under_the_limit_add_nothing(checker: Checker) -> None:
    """One Rare Candy and "1 Rare Candy x4": two or five; the two-count line's own point says
    the count is to confirm, and the copy limit adds nothing of its own."""
    assert problems(checker, deck(f"1 Rare Candy SVI 191\n{TWO_COUNTS}"), "copy-limit") == []


def test_the_fewest_copies_of_a_line_alone_may_break_the_limit(checker: Checker) -> None:
    assert len(errors(checker, deck("5 Rare Candy SVI 191 x6"), "copy-limit")) == 1


def test_a_row_only_a_judge_can_split_is_not_counted(checker: Checker) -> None:
    """Po Town's run-together cells ("1x Crobat V SHF 443x Cherish Ball UNM 191",
    https://www.potownstore.com/best-decks-for-the-regional-qualifiers): without a catalog the
    split is a judge's, so the row counts no card, even where every split holds one Crobat V."""
    text = deck("4 Crobat V SHF 44\n1x Crobat V SHF 443x Cherish Ball UNM 191")
    assert problems(checker, text, "copy-limit") == []


def test_ace_spec_counts_the_fewest_copies(checker: Checker) -> None:
    text = deck("1 Master Ball TEF 153\n1 Prime Catcher TEF 157 x2")
    assert len(errors(checker, text, "ace-spec")) == 1


def test_radiant_counts_the_fewest_copies(checker: Checker) -> None:
    text = deck("1 Radiant Greninja ASR 46\n1 Radiant Charizard PGO 11 x2")
    assert len(errors(checker, text, "radiant")) == 1


def test_prism_star_counts_the_fewest_copies(checker: Checker) -> None:
    assert len(errors(checker, deck("2 Lysandre ◇ FLI 110 x3"), "prism-star")) == 1
    assert errors(checker, deck("1 Lysandre ◇ FLI 110 x3"), "prism-star") == []



def test_a_count_of_none_counts_no_copy(checker: Checker) -> None:
    """Review 10: "0 Rare Candy x4" may hold no card (0 is one of its counts) beside 4 Rare
    Candy: legal if 0 is right, so a point to confirm, never an error of the copy limit or of
    the deck's size."""
    text = deck("4 Rare Candy SVI 191\n0 Rare Candy x4")
    assert errors(checker, text, "copy-limit") == []
    assert errors(checker, text, "deck-size") == []
    assert problems(checker, text, "deck-size") == []
