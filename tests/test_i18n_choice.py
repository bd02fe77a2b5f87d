"""Which language deckcheck speaks: ``--lang``, else the list's own header words, else the locale.

English is the source text: choosing it reads no catalog at all (start-up does not pay for
translations), and an unknown locale falls back to it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck import i18n


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "it_IT.UTF-8"}, "it"),
    ({"LANG": "pt_BR.UTF-8"}, "pt"),
    ({"LANG": "de_DE@euro"}, "de"),
    ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "fr_FR.UTF-8"}, "es"),
    ({"LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"}, "fr"),
    ({"LANGUAGE": "ja:de", "LANG": "it_IT.UTF-8"}, "de"),
])
def test_the_locale_names_a_language_as_posix_reads_it(environ: dict[str, str],
                                                       expected: str) -> None:
    assert i18n.locale_language(environ) == expected


def test_a_locale_deckcheck_does_not_speak_is_no_choice() -> None:
    assert i18n.locale_language({"LANG": "ja_JP.UTF-8"}) is None
    assert i18n.locale_language({}) is None


@pytest.mark.parametrize("environ", [{"LANG": "C.UTF-8"}, {"LC_ALL": "POSIX", "LANG": "it_IT"}])
def test_the_c_locale_states_no_preference(environ: dict[str, str]) -> None:
    # A container's or CI runner's default: the list's own language may then decide.
    assert i18n.locale_language(environ) is None


def test_lang_beats_the_list_header_which_beats_the_locale() -> None:
    environ = {"LANG": "de_DE.UTF-8"}
    assert i18n.choose("es", "it", environ) == "es"
    assert i18n.choose(None, "it", environ) == "it"
    assert i18n.choose(None, None, environ) == "de"
    assert i18n.choose(None, None, {}) == "en"


def test_english_reads_no_catalog() -> None:
    i18n.translations.cache_clear()
    with i18n.use("en"):
        assert i18n._("deckcheck: error: {message}") == "deckcheck: error: {message}"
        assert i18n.ngettext("{n} card", "{n} cards", 2) == "{n} cards"
    assert i18n.translations.cache_info().currsize == 0


def test_the_language_is_restored_after_the_block() -> None:
    with i18n.use("it"):
        assert i18n.language() == "it"
        with i18n.use("fr"):
            assert i18n.language() == "fr"
        assert i18n.language() == "it"
    assert i18n.language() == "en"


def test_a_language_deckcheck_does_not_speak_is_english() -> None:
    with i18n.use("ja"):
        assert i18n.language() == "en"


@pytest.mark.parametrize("damage", [b"", b"garbage", b"\xde\x12\x04\x95" + b"\x00" * 7,
                                    "cut"])
def test_a_damaged_catalog_speaks_english_not_a_traceback(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: bytes | str) -> None:
    real = (i18n.LOCALE_DIR / "it" / "LC_MESSAGES" / "deckcheck.mo").read_bytes()
    folder = tmp_path / "it" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    # "cut" (the one str) is the real catalog cut short; bytes are written as they are.
    (folder / "deckcheck.mo").write_bytes(
        real[: len(real) // 3] if isinstance(damage, str) else damage)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n.translations.cache_clear()
    try:
        with i18n.use("it"):
            assert i18n._("NOT LEGAL") == "NOT LEGAL"
    finally:
        i18n.translations.cache_clear()
