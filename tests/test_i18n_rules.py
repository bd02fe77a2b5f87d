"""The message language reaches the rules' messages, and no cache leaks one language into another.

A fake catalog (:mod:`i18n_fake`) upper-cases every message for any language but English: a
message that comes out upper-cased went through ``_()``; one that stays English inside
``use("it")`` was either not marked or served from a cache filled in another language.
"""

from __future__ import annotations

import json

import pytest
from helpers import deck, errors
from i18n_fake import install

from deckcheck import formats
from deckcheck.checker import Checker
from deckcheck.formats.reprint_verdicts import _text_rules
from deckcheck.formats.reprints import compare
from deckcheck.i18n import use
from deckcheck.identify import Identifier
from deckcheck.models import DeckLine
from deckcheck.names.canonical import rules_for
from deckcheck.rulesdata import RulesData

FIVE = deck("5 Boss's Orders PAL 172")
ENGLISH = ('5 cards named "Boss\'s Orders"; a deck may hold at most 4 cards with the same name')


@pytest.fixture(autouse=True)
def _shouting(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch)


def test_english_is_unchanged(checker: Checker) -> None:
    [found] = errors(checker, FIVE, "copy-limit")
    assert found.message == ENGLISH


def test_a_copy_limit_message_is_translated(checker: Checker) -> None:
    with use("it"):
        [found] = errors(checker, FIVE, "copy-limit")
    assert found.message == ('5 CARDS NAMED "Boss\'s Orders"; A DECK MAY HOLD AT MOST 4 CARDS '
                             "WITH THE SAME NAME")
    [again] = errors(checker, FIVE, "copy-limit")
    assert again.message == ENGLISH


def test_one_card_and_many_cards_take_their_own_form(rules_data: RulesData) -> None:
    small = Checker(rules_data, formats.get(rules_data, "unlimited"))
    with use("it"):
        [one] = [v for v in small.check_bytes(b"1 Pikachu V VIV 43\n", "t.txt").violations
                 if v.rule == "deck-size"]
    assert one.message.startswith("THE DECK HAS 1 CARD;")


def test_the_copy_limit_of_a_name_group_is_translated_whole(checker: Checker) -> None:
    text = deck("3 Professor's Research SVI 189\n2 Professor Sycamore XY 122")
    with use("it"):
        found = errors(checker, text, "copy-limit")
    assert found and all("NAMED" in v.message or "COUNT AS ONE CARD" in v.message for v in found)


def test_a_rule_box_message_is_one_sentence(rules_data: RulesData) -> None:
    glc = Checker(rules_data, formats.get(rules_data, "glc"))
    with use("it"):
        found = errors(glc, deck("1 Pikachu V VIV 43", fill=False), "glc-rule-box")
    assert [v.message for v in found] == [('"Pikachu V" IS A V CARD; GYM LEADER CHALLENGE '
                                           "ALLOWS NO RULE BOX CARDS")]


def test_identified_cards_are_remembered_per_language(rules_data: RulesData) -> None:
    # A basic Energy written in short gets a note ("Fire Energy is Basic Fire Energy"): the
    # identity cache and the name cache both hold it, so both must keep languages apart.
    identifier = Identifier(rules_data, rules_for(rules_data))
    line = DeckLine(line_number=1, quantity=4, text="Fire Energy")

    def note() -> str:
        [found] = identifier.identify(line).name.notes
        return found.detail

    english = note()
    with use("it"):
        italian = note()
    # The sentence is translated, its placeholders filled after: names stay as written.
    assert english == "Fire Energy is Basic Fire Energy"
    assert italian == "Fire Energy IS Basic Fire Energy"
    assert note() == english


def test_compared_prints_are_remembered_per_language(rules_data: RulesData) -> None:
    rules = _text_rules(rules_data)
    old = json.dumps({"category": "Pokemon", "hp": 60})
    new = json.dumps({"category": "Pokemon", "hp": 70})
    english = compare(old, new, rules).differences
    assert english == ("HP 60 against 70",)
    with use("it"):
        assert compare(old, new, rules).differences == ("HP 60 AGAINST 70",)
    assert compare(old, new, rules).differences == english
