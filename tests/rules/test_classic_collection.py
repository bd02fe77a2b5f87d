"""classic-collection: Gym Leader Challenge takes only Reshiram and Zekrom from the Celebrations
Classic Collection (gymleaderchallenge.com/faq)."""

from helpers import errors, selects

from deckcheck import formats
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


def test_a_classic_collection_charizard_fails_glc(rules_data: RulesData) -> None:
    glc = Checker(rules_data, formats.get(rules_data, "glc"))
    [found] = errors(glc, "1 Charizard CEL CC2\n", "classic-collection")
    assert "Reshiram and Zekrom" in found.message


def test_the_classic_collection_reshiram_passes_glc(rules_data: RulesData) -> None:
    glc = Checker(rules_data, formats.get(rules_data, "glc"))
    assert errors(glc, "1 Reshiram CEL CC20\n", "classic-collection") == []


def test_expanded_does_not_select_the_rule(rules_data: RulesData) -> None:
    expanded = Checker(rules_data, formats.get(rules_data, "expanded"))
    assert not selects(expanded, "classic-collection")
