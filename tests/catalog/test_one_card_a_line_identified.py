"""Issue 21, round 9: a list written one copy a line (ryuu-play's export) and a promo number whose
letters are also a set's code ("Patrat BW77", PokéGym, 2011), identified with a card catalog."""

from __future__ import annotations

from helpers import check, deck, only_card

from deckcheck.checker import Checker
from deckcheck.models import DeckResult, Verdict


def ryuu_play(*cards: tuple[int, str]) -> str:
    """A deck as ryuu-play's exportDeck writes it: each copy's `fullName` on a line of its own
    (keeshii/ryuu-play, packages/play/src/app/deck/deck-edit/deck-edit.component.ts, commit
    9cd20b6a3232b77ac114fb45a3979d51a4332850)."""
    return "".join(f"{full_name}\n" * count for count, full_name in cards)


# Full names of ryuu-play cards (packages/sets/src/standard/set-black-and-white/reshiram.ts and
# revive.ts, set-black-and-white-3/acro-bike.ts and battle-compressor.ts,
# set-diamond-and-pearl/fire-energy.ts).
PYROAR_SHELL = ((4, "Reshiram BW"), (4, "Revive BW"), (4, "Acro Bike PCL"),
                (4, "Battle Compressor PFO"), (44, "Fire Energy EVO"))


def unread(result: DeckResult) -> list[str]:
    return [v.message for v in result.violations if v.rule in ("syntax", "unknown-card")
            and (v.undecided or v.severity.value == "error")]


def test_a_ryuu_play_export_is_read_one_copy_a_line(unlimited: Checker) -> None:
    result = check(unlimited, ryuu_play(*PYROAR_SHELL))
    assert result.verdict is Verdict.LEGAL and not unread(result)
    reshiram = [card for card in result.cards if card.name.display == "Reshiram"]
    assert len(reshiram) == 4 and all(card.verified and card.prints
                                      and {p.set_code for p in card.prints} == {"BLW"}
                                      for card in reshiram)
    assert any(v.rule == "syntax" and v.severity.value == "warning" and list(v.lines) == [1]
               for v in result.violations)


def test_a_fifth_copy_one_line_each_is_a_fifth_copy(unlimited: Checker) -> None:
    result = check(unlimited, ryuu_play((5, "Reshiram BW"), (3, "Revive BW"),
                                        *PYROAR_SHELL[2:]))
    assert result.verdict is Verdict.NOT_LEGAL
    assert any("Reshiram" in v.message for v in result.violations if v.rule == "copy-limit")


def test_black_and_white_written_bw_with_its_number_glued(unlimited: Checker) -> None:
    """"2 Patrat BW77" (PokéGym, 2011): the BW promo 77 is another card, and Black & White 77
    (BW, ryuu-play's code for it) is Patrat: the set's print, with a note."""
    result = check(unlimited, deck("2 Patrat BW77"))
    card = only_card(result, "Patrat")
    assert card.print_key == ("BLW", "77") and card.verified and card.print_mismatch is None
    assert card.read_as is not None and "BLW 77" in card.read_as
    assert not unread(result)


def test_a_promo_that_is_the_named_card_stays_the_promo(unlimited: Checker) -> None:
    """Raichu is the BW promo 78 (and Black & White 78 is Patrat): the promo it is."""
    result = check(unlimited, deck("1 Raichu BW78"))
    card = only_card(result, "Raichu")
    assert card.print_key == ("PR-BLW", "78") and card.read_as is None and not unread(result)


def test_the_promo_code_written_out_is_never_read_as_the_set(unlimited: Checker) -> None:
    """"PR-BLW BW77" names the promo series outright: Patrat there stays a print slip."""
    result = check(unlimited, deck("2 Patrat PR-BLW BW77\n4 Patrat BLW 78"))
    card = only_card(result, "Patrat")
    assert card.print_key == ("PR-BLW", "77") and card.print_mismatch is not None


def test_the_glued_print_counts_with_the_names_other_copies(unlimited: Checker) -> None:
    result = check(unlimited, deck("2 Patrat BW77\n3 Patrat BLW 78"))
    assert result.verdict is Verdict.NOT_LEGAL
