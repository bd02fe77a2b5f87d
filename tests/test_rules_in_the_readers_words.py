"""`deckcheck --lang CODE rules` speaks the reader's language: what each rule checks, its level,
its labels and its documentation, with the game's words as the language's rulebook prints them
(data/glossary.yaml). Only the rule ids, format names, option names and `code` stay as written.
"""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.i18n import _, use
from deckcheck.report.ruledocs import summary
from deckcheck.rules import ALL_RULES
from deckcheck.rulesdata.resources import data_dir
from deckcheck.rulesdata.schema import Glossary, validate_file

LANGUAGES = ("it", "es", "pt", "fr", "de")
LABELS = ("default level:", "formats:", "options:", "source:", "none shipped", "(required)")

runner = CliRunner()


def _rules(*args: str) -> str:
    result = runner.invoke(app, ["rules", *args])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture(scope="module")
def outputs() -> dict[str, str]:
    """Per language: the rule listing and every rule's explanation."""
    found = {}
    for code in LANGUAGES:
        with use(code):
            found[code] = "\n".join([_rules(), *(_rules(rule.ID) for rule in ALL_RULES)])
    return found


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_rule_is_described_in_english(outputs: dict[str, str], code: str) -> None:
    english = [summary(rule) for rule in ALL_RULES if summary(rule) in outputs[code]]
    assert english == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_levels_and_labels_are_the_readers(outputs: dict[str, str], code: str) -> None:
    with use(code):
        levels = {rule.ID: _(rule.LEVEL) for rule in ALL_RULES}
        assert {_("warning")} != {"warning"}  # the check below can tell English from the reader's
    listed = {line.split()[0]: line.split()[1] for line in _listing(code).splitlines()}
    assert listed == levels
    assert [label for label in LABELS if label in outputs[code]] == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_game_term_is_in_english_where_the_language_has_its_own(
        outputs: dict[str, str], code: str) -> None:
    glossary = validate_file(Glossary, data_dir() / "glossary.yaml",
                             "data/glossary.yaml").model_dump()
    own = sorted((entry[code]["term"] for entries in glossary.values()
                  for entry in entries.values()), key=len, reverse=True)
    wrong = [(entry["en"], entry[code]["term"]) for group, entries in glossary.items()
             if group != "rarities" for entry in entries.values()
             if entry[code]["term"].casefold() != entry["en"].casefold()]
    # Code, the rulebooks' own words quoted (the house variant is Italian for every reader) and
    # the English printed on a card, quoted as the card prints it, are not the reader's prose;
    # nor is the English name that counts beside a card's own: "Elisio (Lysandre)".
    text = re.sub(r"\s+", " ", outputs[code])  # unwrapped, as the messages are written
    # A decklist line or a command is code in the documentation (``4 Boss's Orders``), shown
    # without its markup: as written in the translation.
    for span in sorted(_code_spans(code), key=len, reverse=True):
        text = text.replace(span, "\0")
    text = re.sub(r"`[^`]*`|«[^»]*»|„[^“]*“|“[^”]*”|\"[^\"]*\"", "", text)
    for entry in glossary["cards"].values():
        text = text.replace(f"{entry[code]['term']} ({entry['en']})", "\0")
    for word in own:
        text = text.replace(word, "\0")
    found = [f"{english!r} where {code} says {local!r}" for english, local in wrong
             if re.search(rf"(?<![\w.-]){re.escape(english)}(?![\w-])", text)]
    assert found == []


def test_an_italian_player_reads_the_ace_spec_rule_in_italian() -> None:
    with use("it"):
        explained = re.sub(r"\n  ", " ", _rules("ace-spec"))  # the wrapped source, unwrapped
    assert explained.startswith("ace-spec: Al massimo una carta ASSO TATTICO in tutto il mazzo")
    assert "livello predefinito: errore" in explained
    assert "fonte: regolamento (italiano), «Appendice 1 – Le carte ASSO TATTICO»" in explained
    assert "«Non puoi avere più di una carta ASSO TATTICO nel tuo mazzo.»" in explained
    assert "ACE SPEC" not in explained


def test_english_reads_the_docstrings_as_plain_text() -> None:
    assert "**" not in _rules("copy-limit")
    assert "(--date)" in _rules()


def _code_spans(code: str) -> set[str]:
    from deckcheck.locale import catalogs

    return {span for message in catalogs.read(code) if message.id
            and isinstance(message.string, str)
            for span in re.findall(r"``(.+?)``", re.sub(r"\s+", " ", message.string))}


def _listing(code: str) -> str:
    with use(code):
        return _rules()


def test_the_house_variant_and_a_source_without_a_rulebook_are_named_in_the_readers_words() -> None:
    with use("it"):
        assert "fonte: regolamento (variante della casa)" in _rules("card-kinds")
        assert "fonte: data/history/ (ogni voce cita la propria fonte" in _rules("format-date")
