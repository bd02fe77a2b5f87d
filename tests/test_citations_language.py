"""A citation quotes the reader's own rulebook where deckcheck has it in their language.

The official rulebooks deckcheck quotes are Italian, Portuguese and Spanish: a Portuguese reader
gets "Montagem de baralhos", an Italian one "Costruzione del mazzo"; a reader whose language has
no quoted rulebook (English, French, German) gets none: one language per answer.
"""

from __future__ import annotations

import pytest

from deckcheck import citations, i18n
from deckcheck.data import RulesData


@pytest.mark.parametrize(("code", "section"), [
    ("pt", "Montagem de baralhos"),
    ("it", "Costruzione del mazzo"),
    ("fr", None),
    ("en", None),
])
def test_the_copy_limit_is_quoted_from_the_readers_rulebook_or_not_at_all(
        rules_data: RulesData, code: str, section: str | None) -> None:
    with i18n.use(code):
        quote = citations.quote(rules_data.citations["copy-limit"])
    assert (quote["section"] if quote else None) == section


def test_the_house_variant_s_rulebook_is_italian(rules_data: RulesData) -> None:
    house = next(c for c in rules_data.citations.values()
                 if any(q["book"] == "house" for q in c["quotes"]))
    with i18n.use("it"):
        assert citations.quote(house) is not None
    with i18n.use("en"):
        assert citations.quote(house) is None


def test_the_level_rule_is_quoted_in_spanish_for_a_spanish_reader(rules_data: RulesData) -> None:
    with i18n.use("es"):
        quote = citations.quote(rules_data.citations["name-level"])
    assert quote is not None
    assert "Gengar Nv. 43" in quote["text"]


def test_a_citation_without_quotes_has_none(rules_data: RulesData) -> None:
    unquoted = [c for c in rules_data.citations.values() if not c["quotes"]]
    assert unquoted, "data/citations.yaml has no citation resting on another source"
    assert citations.quote(unquoted[0]) is None
