"""The message catalogs are complete, current and safe in all six languages.

Every message the code marks (``_``, ``ngettext``, ``N_``) and every sentence of data/ that
deckcheck shows is in the template; every language translates every one of them, with the same
placeholders (a translation that drops or renames ``{name}`` would break the message at run time);
the compiled ``.mo`` files the program reads are what the ``.po`` sources compile to.

When one fails after a change: ``python -m deckcheck.locale`` brings the template, the ``.po``
files and the ``.mo`` files up to date, and leaves new messages untranslated for you to fill in.
"""

from __future__ import annotations

import io
import string
from collections.abc import Iterator
from typing import Any

import pytest
from babel.messages.mofile import write_mo

from deckcheck.i18n import LANGUAGES
from deckcheck.locale import catalogs

TRANSLATED = LANGUAGES[1:]


def _ids(catalog: Any) -> set[Any]:
    return {message.id for message in catalog if message.id}


def _fields(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError as exc:  # an unbalanced brace
        return {f"<unreadable: {exc}>"}


def _texts(message_id: Any) -> Iterator[str]:
    yield from (message_id,) if isinstance(message_id, str) else message_id


@pytest.fixture(scope="module")
def template() -> Any:
    return catalogs.template()


def test_the_template_holds_every_message_the_code_marks(template: Any) -> None:
    with catalogs.TEMPLATE.open("rb") as handle:
        from babel.messages.pofile import read_po

        committed = read_po(handle)
    missing = _ids(template) - _ids(committed)
    stale = _ids(committed) - _ids(template)
    assert not missing and not stale, (
        f"run `python -m deckcheck.locale`: {len(missing)} new, {len(stale)} gone, e.g. "
        f"{sorted(map(str, missing | stale))[:3]}")


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated(template: Any, code: str) -> None:
    catalog = catalogs.read(code)
    translated = {m.id for m in catalog if m.id and not m.fuzzy
                  and all(_texts(m.string)) and m.string}
    untranslated = sorted(map(str, _ids(template) - translated))
    assert not untranslated, f"{code}: {len(untranslated)} untranslated, e.g. {untranslated[:3]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_every_placeholder(code: str) -> None:
    wrong = []
    for message in catalogs.read(code):
        if not message.id or not message.string or message.fuzzy:
            continue
        expected = set().union(*(_fields(text) for text in _texts(message.id)))
        for text in _texts(message.string):
            if text and _fields(text) != expected:
                wrong.append((message.id, text))
    assert not wrong, f"{code}: placeholders differ in {len(wrong)}, e.g. {wrong[:2]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalog_is_the_current_translation(code: str) -> None:
    # Compared as gettext reads them, not byte for byte: a newer Babel stamps its own version
    # into the header, and CI installs the newest.
    committed = catalogs.table(catalogs.mo_path(code).read_bytes())
    assert committed == catalogs.table(catalogs.compiled(code)), \
        "run `python -m deckcheck.locale compile`"


def test_a_stale_compiled_catalog_is_told_from_the_current_one() -> None:
    current = catalogs.table(catalogs.compiled("it"))
    message = next(key for key in current if key != "plural forms")
    stale = catalogs.read("it")
    stale.get(message[1], context=message[0]).string = "una traduzione di ieri"
    buffer = io.BytesIO()
    write_mo(buffer, stale, use_fuzzy=False)
    assert catalogs.table(buffer.getvalue()) != current


@pytest.mark.parametrize("code", TRANSLATED)
def test_plural_forms_suit_the_language(code: str) -> None:
    catalog = catalogs.read(code)
    # French counts 0 as singular ("0 carte"); the others use the plural for it.
    expected = "(n > 1)" if code == "fr" else "(n != 1)"
    assert catalog.plural_expr == expected
