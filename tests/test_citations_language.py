"""A citation quotes the reader's own rulebook where deckcheck has it in their language.

The official rulebooks deckcheck quotes are Italian, Portuguese and Spanish: a Portuguese reader
gets "Montagem de baralhos", an Italian one "Costruzione del mazzo"; a reader whose language has
no quoted rulebook (English, French, German) gets none: one language per answer.
"""

from __future__ import annotations

import pytest

from deckcheck import i18n
from deckcheck.i18n import citations
from deckcheck.rulesdata import RulesData


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


@pytest.mark.parametrize(("code", "rule", "section"), [
    ("es", "ace-spec", "Apéndice D – Cartas de Entrenador de AS TÁCTICO"),
    ("pt", "basic-pokemon", "Montagem de baralhos"),
    ("es", "name-team-plasma", "Apéndice E – Cartas del Equipo Plasma"),
    ("pt", "name-BREAK", "Regras especiais para Pokémon TURBO"),
])
def test_spanish_and_portuguese_readers_get_their_own_rulebook(
        rules_data: RulesData, code: str, rule: str, section: str) -> None:
    with i18n.use(code):
        quote = citations.quote(rules_data.citations[rule])
    assert quote is not None
    assert (quote["book"], quote["section"]) == (code, section)


@pytest.mark.parametrize("code", ["es", "pt"])
def test_a_rule_their_rulebook_does_not_cover_is_quoted_from_no_other(rules_data: RulesData,
                                                                      code: str) -> None:
    # Radiant Pokémon came after the Spanish (Sun & Moon) and Portuguese (XY) rulebooks.
    with i18n.use(code):
        assert citations.quote(rules_data.citations["radiant"]) is None
    with i18n.use("it"):
        assert citations.quote(rules_data.citations["radiant"]) is not None


def test_a_rulebook_is_named_in_the_readers_words() -> None:
    with i18n.use("it"):
        assert (citations.book("it"), citations.book("house")) == ("italiano",
                                                                   "variante della casa")
    assert citations.book("pt") == "Brazilian Portuguese"


def test_a_citation_without_quotes_has_none(rules_data: RulesData) -> None:
    unquoted = [c for c in rules_data.citations.values() if not c["quotes"]]
    assert unquoted, "data/citations.yaml has no citation resting on another source"
    assert citations.quote(unquoted[0]) is None
