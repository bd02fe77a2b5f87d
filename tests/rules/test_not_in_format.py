"""not-in-format without a catalog: it cannot know prints, so it says so, never passes silently.

The full behaviour (regulation marks, series, reprints) is tested through the catalog in
tests/catalog/test_format_legality.py.
"""

from helpers import check, errors, warnings

from deckcheck import formats
from deckcheck.checker import Checker
from deckcheck.data import RulesData


def test_standard_without_a_catalog_warns(rules_data: RulesData) -> None:
    standard = Checker(rules_data, formats.get(rules_data, "standard"))
    assert errors(standard, "4 Iron Hands ex PAR 70\n", "not-in-format") == []
    assert len(warnings(standard, "4 Iron Hands ex PAR 70\n", "not-in-format")) == 1


def test_basic_energy_is_always_legal(rules_data: RulesData) -> None:
    standard = Checker(rules_data, formats.get(rules_data, "standard"))
    assert warnings(standard, "60 Basic {R} Energy SVE 2\n", "not-in-format") == []


def test_unlimited_has_no_format_legality(checker: Checker) -> None:
    result = check(checker, "4 Iron Hands ex PAR 70\n")
    assert not [v for v in result.violations if v.rule == "not-in-format"]
