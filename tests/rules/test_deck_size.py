"""deck-size: "il tuo mazzo includa esattamente 60 carte: non una in più e non una in meno!"
(rulebook 000, "Costruzione del mazzo")"""

from helpers import deck, errors, warnings

from deckcheck.checker import Checker


def test_sixty_cards_pass(checker: Checker) -> None:
    assert errors(checker, deck("4 Pikachu ex SVI 63"), "deck-size") == []


def test_fifty_nine_cards_fail(checker: Checker) -> None:
    text = deck("4 Pikachu ex SVI 63\n55 Basic {L} Energy SVE 4", fill=False)
    [found] = errors(checker, text, "deck-size")
    assert "59 cards" in found.message


def test_sixty_one_cards_fail(checker: Checker) -> None:
    text = deck("4 Pikachu ex SVI 63\n57 Basic {L} Energy SVE 4", fill=False)
    assert len(errors(checker, text, "deck-size")) == 1


def test_header_numbers_are_not_card_counts(checker: Checker) -> None:
    # Pokémon TCG Live writes the number of lines after a header, not the number of cards.
    text = "Pokémon: 1\n4 Pikachu ex SVI 63\nEnergy: 1\n56 Basic {L} Energy SVE 4\n"
    assert errors(checker, text, "deck-size") == []


def test_total_line_that_disagrees_is_a_warning(checker: Checker) -> None:
    text = deck("4 Pikachu ex SVI 63") + "Total Cards: 59\n"
    [found] = warnings(checker, text, "deck-size")
    assert found.lines == (4,)  # after the two filler lines


def test_fewer_cards_beside_a_line_to_confirm_is_a_point(checker: Checker) -> None:
    """A line that gives two counts ("1 Switch MEG 130 x4") is left for a judge to confirm: the
    56 cards read are no error, since that line may hold the other four."""
    text = deck("4 Pikachu ex SVI 63\n52 Basic {L} Energy SVE 4\n1 Switch MEG 130 x4", fill=False)
    assert errors(checker, text, "deck-size") == []
    [found] = [v for v in checker.check_bytes(text.encode(), "t").violations
               if v.rule == "deck-size"]
    assert found.undecided and "56 cards" in found.message


def test_more_cards_beside_a_line_to_confirm_are_still_an_error(checker: Checker) -> None:
    text = deck("4 Pikachu ex SVI 63\n57 Basic {L} Energy SVE 4\n1 Switch MEG 130 x4", fill=False)
    assert len(errors(checker, text, "deck-size")) == 1
