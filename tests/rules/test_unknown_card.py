"""unknown-card: without a catalog, names cannot be verified, and the report says so."""

from helpers import deck, warnings

from deckcheck.checker import Checker


def test_without_a_catalog_names_are_reported_unchecked(checker: Checker) -> None:
    [found] = warnings(checker, deck("4 Bos's Ordres"), "unknown-card")
    assert "not checked" in found.message


def test_basic_energy_needs_no_check(checker: Checker) -> None:
    text = deck("60 Basic {R} Energy SVE 2", fill=False)
    assert warnings(checker, text, "unknown-card") == []
