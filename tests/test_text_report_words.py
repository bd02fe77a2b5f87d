"""The text report words each deck as it was checked: a rule's citation in the reader's own
language (however many decks of the run broke it before, in whatever language), and control
characters escaped only where a deck's text holds them."""

from __future__ import annotations

from deckcheck.i18n import use
from deckcheck.models import DeckResult, Severity, Violation
from deckcheck.report.text import rule_text
from deckcheck.rulesdata import RulesData
from deckcheck.terminal import shown_result

FIFTH = Violation(rule="copy-limit", severity=Severity.ERROR, lines=(3, 9),
                  message='5 copies of "Ultra Ball"; at most 4 of a name are allowed',
                  cards=("4 Ultra Ball SVI 196", "1 Ultra Ball MEG 131"))


def test_a_rules_citation_is_in_the_language_of_each_deck(rules_data: RulesData) -> None:
    with use("en"):
        english = rule_text(FIFTH, rules_data)
    with use("it"):
        italian = rule_text(FIFTH, rules_data)
    with use("en"):
        again = rule_text(FIFTH, rules_data)
    assert english is not None and italian is not None
    assert english.startswith("rule: ") and italian.startswith("regola: ")
    assert italian.endswith("(regolamento: «Costruzione del mazzo»)")  # its own rulebook
    assert again == english


def test_no_citation_for_a_point_left_to_a_judge_or_a_rule_the_format_changed(
        rules_data: RulesData) -> None:
    undecided = Violation(rule="copy-limit", severity=Severity.WARNING, undecided=True,
                          message=FIFTH.message)
    changed = Violation(rule="copy-limit", severity=Severity.ERROR, message=FIFTH.message,
                        cited=False)
    assert rule_text(FIFTH, rules_data) is not None
    assert rule_text(undecided, rules_data) is None
    assert rule_text(changed, rules_data) is None


def test_a_result_with_nothing_to_escape_is_shown_as_it_is() -> None:
    result = DeckResult(path="decks/dragapult.txt", format_id="standard", cards=(),
                        violations=(FIFTH,))
    assert shown_result(result) is result


def test_only_text_holding_control_characters_is_escaped() -> None:
    bell = Violation(rule="unknown-card", severity=Severity.WARNING, undecided=True, lines=(4,),
                     message='"Ultra\x07Ball" is not a card\'s name', cards=("4 Ultra\x07Ball",))
    result = DeckResult(path="decks/dragapult\x1b[31m.txt", format_id="standard", cards=(),
                        violations=(FIFTH, bell))
    shown = shown_result(result)
    assert shown.path == "decks/dragapult\\x1b[31m.txt"
    assert shown.violations[0] is FIFTH
    assert (shown.violations[1].message, shown.violations[1].cards) == (
        '"Ultra\\x07Ball" is not a card\'s name', ("4 Ultra\\x07Ball",))
