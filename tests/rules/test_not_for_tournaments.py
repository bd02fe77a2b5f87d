"""not-for-tournaments: cards printed "This card cannot be used at official tournaments"."""

from helpers import check, errors, selects

from deckcheck import formats
from deckcheck.checker import Checker
from deckcheck.models import Severity
from deckcheck.rulesdata import RulesData


def test_a_listed_print_fails_expanded_without_a_catalog(rules_data: RulesData) -> None:
    expanded = Checker(rules_data, formats.get(rules_data, "expanded"))
    [found] = errors(expanded, "1 Imakuni?'s Doduo EVO 112\n", "not-for-tournaments")
    assert found.lines == (1,)


def test_another_print_of_the_name_passes(rules_data: RulesData) -> None:
    expanded = Checker(rules_data, formats.get(rules_data, "expanded"))
    assert errors(expanded, "1 Greninja ☆ PR-SW 144\n1 Greninja BKP 40\n",
                  "not-for-tournaments") != []
    assert errors(expanded, "1 Greninja BKP 40\n", "not-for-tournaments") == []


def test_unlimited_takes_every_card(checker: Checker) -> None:
    assert not selects(checker, "not-for-tournaments")
    found = check(checker, "1 Imakuni?'s Doduo EVO 112\n").violations
    assert {v.rule for v in found if v.severity is Severity.ERROR} == {"deck-size"}
