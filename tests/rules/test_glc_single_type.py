"""glc-single-type without a catalog: types are unknown, so it warns (the catalog-backed
behaviour is in tests/catalog/test_format_legality.py)."""

from helpers import check, errors, warnings

from deckcheck import formats
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


def test_without_a_catalog_types_cannot_be_checked(rules_data: RulesData) -> None:
    glc = Checker(rules_data, formats.get(rules_data, "glc"))
    text = "Pokémon: 2\n1 Charmander PAF 7\n1 Squirtle MEW 7\n"
    assert errors(glc, text, "glc-single-type") == []
    assert len(warnings(glc, text, "glc-single-type")) == 1


def test_other_formats_do_not_check_types(checker: Checker) -> None:
    result = check(checker, "Pokémon: 2\n1 Charmander PAF 7\n1 Squirtle MEW 7\n")
    assert not [v for v in result.violations if v.rule == "glc-single-type"]
