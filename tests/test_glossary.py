"""The glossary (data/glossary.yaml) is sourced, and every translation speaks its words.

A message an Italian player reads says ASSO TATTICO, as the Italian rulebook prints it, never ACE
SPEC; a Spanish one says V-ASTRO, never VSTAR. For every game term the glossary gives a language
its own word for, a translation that writes the English word, or a word the glossary lists as
wrong for that language (``avoid``), fails here — naming the message.

The words' sources are checked too: a rulebook quote must be in that rulebook (the texts
tests/rulebooks/ hold), a card's text in that card's file of the TCGdex archive and a
translation-table word in the archive's table (the full card database,
``DECKCHECK_CATALOG_SOURCE``).
"""

from __future__ import annotations

import json
import re
import tarfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from minicatalog import full_archive_path
from test_citations import even_out, rulebooks  # noqa: F401 - the fixture, shared

from deckcheck.i18n import LANGUAGES
from deckcheck.locale import catalogs
from deckcheck.rulesdata.resources import data_dir
from deckcheck.rulesdata.schema import Glossary, validate_file

TRANSLATED = LANGUAGES[1:]


@pytest.fixture(scope="module")
def glossary() -> dict[str, Any]:
    model = validate_file(Glossary, data_dir() / "glossary.yaml", "data/glossary.yaml")
    return model.model_dump()


def _words(glossary: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(f"{group}.{key}", entry["en"], entry) for group, entries in glossary.items()
            for key, entry in entries.items()]


def _wrong_words(glossary: dict[str, Any], code: str) -> list[tuple[str, str, str]]:
    """(term id, the language's word, a wrong word) for every term the language has its own
    word for; rarities label prints, they are not words of the messages."""
    wrong = []
    for where, english, entry in _words(glossary):
        if where.startswith("rarities."):
            continue
        own = entry[code]
        if own["term"].casefold() != english.casefold():
            wrong.append((where, own["term"], english))
        wrong.extend((where, own["term"], avoided) for avoided in own["avoid"])
    return wrong


def _masked(text: str, own_words: list[str],
            named: Sequence[tuple[str, str]] = ()) -> str:
    """``text`` without what is not prose in the reader's language: placeholders, `code`, a
    card's own name with the English name that counts beside it ("Ordini del Capo (Boss's
    Orders)", ``named``), and the language's own words (so that "Evolution Deck", the Italian
    variant's own name, does not read as the English "deck" inside it)."""
    text = re.sub(r"\{[^{}]*\}|``.*?``|`[^`]*`", "\0", text)
    for own, english in named:
        text = text.replace(f"{own} ({english})", "\0")
    for word in sorted(own_words, key=len, reverse=True):
        text = text.replace(word, "\0")
    return text


def _uses(text: str, word: str) -> bool:
    # A word, not part of one: "deck" is not in "deckcheck", ".deck" (a file extension) nor
    # "Basis-Deck".
    return re.search(rf"(?<![\w.-]){re.escape(word)}(?![\w-])", text) is not None


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_use_the_glossarys_words(glossary: dict[str, Any], code: str) -> None:
    own_words = [entry[code]["term"] for _, _, entry in _words(glossary)]
    named = [(entry[code]["term"], english) for where, english, entry in _words(glossary)
             if where.startswith("cards.")]
    wrong = _wrong_words(glossary, code)
    found: list[str] = []
    for message in catalogs.read(code):
        if not message.id or not message.string:
            continue
        for text in (message.string,) if isinstance(message.string, str) else message.string:
            prose = _masked(text, own_words, named)
            found.extend(f"{where}: {bad!r} where {code} says {own!r}, in {text!r}"
                         for where, own, bad in wrong if _uses(prose, bad))
    assert found == [], f"{len(found)} translations use another word than the glossary's:\n" \
                        + "\n".join(found[:20])


def test_a_wrong_word_in_a_translation_is_found(glossary: dict[str, Any]) -> None:
    # The check itself can fail: the main ACE SPEC error in its old Italian wording.
    own_words = [entry["it"]["term"] for _, _, entry in _words(glossary)]
    old = "{count} carte ACE SPEC; un mazzo può contenere in tutto 1 sola carta ACE SPEC"
    prose = _masked(old, own_words)
    assert any(_uses(prose, bad) for _, _, bad in _wrong_words(glossary, "it"))
    assert not any(_uses(_masked("una carta ASSO TATTICO", own_words), bad)
                   for _, _, bad in _wrong_words(glossary, "it"))


def test_every_word_has_a_source_or_a_reason(glossary: dict[str, Any]) -> None:
    # The model refuses a word with neither; this keeps the rule visible where it is tested.
    unsourced = [f"{where} {code}" for where, _, entry in _words(glossary) for code in TRANSLATED
                 if not any(entry[code][key] for key in ("book", "card", "tcgdex", "web"))]
    assert all(entry[code]["note"] for where, _, entry in _words(glossary)
               for code in TRANSLATED if f"{where} {code}" in unsourced)


def test_every_rulebook_quote_is_in_its_rulebook(glossary: dict[str, Any],
                                                 rulebooks: dict[str, str]) -> None:  # noqa: F811
    missing = [f"{where} {code}: {entry[code]['text'][:60]}"
               for where, _, entry in _words(glossary) for code in TRANSLATED
               if entry[code]["book"]
               and even_out(entry[code]["text"]) not in rulebooks[entry[code]["book"]]]
    assert missing == []


@pytest.fixture(scope="module")
def archive_texts(glossary: dict[str, Any]) -> dict[str, str]:
    """The card files and translation tables the glossary quotes, read from the full card
    database's archive."""
    path = full_archive_path()
    assert path is not None
    wanted = {f"cards-database/data/{entry[code]['card']}.ts"
              for _, _, entry in _words(glossary) for code in TRANSLATED if entry[code]["card"]}
    wanted |= {f"cards-database/meta/translations/{code}.json" for code in TRANSLATED}
    texts = {}
    with tarfile.open(Path(path)) as archive:
        for member in archive:
            if member.name in wanted:
                handle = archive.extractfile(member)
                assert handle is not None
                texts[member.name] = handle.read().decode("utf-8")
    return texts


@pytest.mark.full_catalog
def test_every_card_quote_is_in_that_card(glossary: dict[str, Any],
                                         archive_texts: dict[str, str]) -> None:
    wrong = []
    for where, _, entry in _words(glossary):
        for code in TRANSLATED:
            word = entry[code]
            if word["card"]:
                text = archive_texts.get(f"cards-database/data/{word['card']}.ts", "")
                if even_out(word["text"]) not in even_out(text):
                    wrong.append(f"{where} {code}: {word['card']}")
            if word["tcgdex"]:
                table = json.loads(archive_texts[f"cards-database/meta/translations/{code}.json"])
                if word["text"] not in table.get(word["tcgdex"], {}).values():
                    wrong.append(f"{where} {code}: {word['tcgdex']} {word['text']!r}")
    assert wrong == []
