"""A citation quotes the reader's own rulebook where deckcheck has it in their language.

The official rulebooks deckcheck quotes are Italian, Portuguese and Spanish: a Portuguese reader
gets "Montagem de baralhos", an Italian one "Costruzione del mazzo"; a reader whose language has
no quoted rulebook (English, French, German) gets the citation's first passage.
"""

from __future__ import annotations

import pytest

from deckcheck import citations, i18n
from deckcheck.data import RulesData


@pytest.mark.parametrize(("code", "section"), [
    ("pt", "Montagem de baralhos"),
    ("it", "Costruzione del mazzo"),
    ("fr", "Costruzione del mazzo"),
    ("en", "Costruzione del mazzo"),
])
def test_the_copy_limit_is_quoted_from_the_readers_rulebook(rules_data: RulesData, code: str,
                                                            section: str) -> None:
    with i18n.use(code):
        quote = citations.quote(rules_data.citations["copy-limit"])
    assert quote is not None
    assert quote["section"] == section


def test_the_level_rule_is_quoted_in_spanish_for_a_spanish_reader(rules_data: RulesData) -> None:
    with i18n.use("es"):
        quote = citations.quote(rules_data.citations["name-level"])
    assert quote is not None
    assert "Gengar Nv. 43" in quote["text"]


def test_a_citation_without_quotes_has_none(rules_data: RulesData) -> None:
    unquoted = [c for c in rules_data.citations.values() if not c["quotes"]]
    assert unquoted, "data/citations.yaml has no citation resting on another source"
    assert citations.quote(unquoted[0]) is None
