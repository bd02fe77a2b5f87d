"""A message catalog that cannot be used as it is: English for what fails, never a traceback.

A ``.mo`` file is read on every command in that language, ``--help`` included; a hand-edited or
foreign one may name a charset Python does not know, carry a plural rule that divides by zero,
or translate a message with other placeholders than its own (issue 23).
"""

from __future__ import annotations

import struct
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from deckcheck import i18n

HEADER = "Content-Type: text/plain; charset={charset}\nPlural-Forms: {plural}\n"


def mo_file(entries: dict[bytes, bytes]) -> bytes:
    """A GNU ``.mo`` file holding ``entries`` (the format gettext reads: gettext's manual,
    "The Format of GNU MO Files"), written by hand so that it may be what no tool would write."""
    keys = sorted(entries)
    ids = b"".join(key + b"\0" for key in keys)
    strs = b"".join(entries[key] + b"\0" for key in keys)
    start = 7 * 4 + 16 * len(keys)
    offsets: list[int] = []
    position = 0
    for key in keys:
        offsets += [len(key), start + position]
        position += len(key) + 1
    position = 0
    for key in keys:
        offsets += [len(entries[key]), start + len(ids) + position]
        position += len(entries[key]) + 1
    head = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    return head + struct.pack(f"{len(offsets)}i", *offsets) + ids + strs


@pytest.fixture
def italian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Where the Italian ``.mo`` of a test is written; read afresh by every test."""
    folder = tmp_path / "it" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n.translations.cache_clear()
    yield folder / "deckcheck.mo"
    i18n.translations.cache_clear()


def write(path: Path, more: dict[str, bytes] | None = None, charset: str = "utf-8",
          plural: str = "nplurals=2; plural=(n != 1);") -> None:
    entries = {b"": HEADER.format(charset=charset, plural=plural).encode("ascii"),
               b"NOT LEGAL": b"NON LEGALE", **{k.encode(): v for k, v in (more or {}).items()}}
    path.write_bytes(mo_file(entries))


def test_a_charset_python_does_not_know_speaks_english(italian: Path) -> None:
    write(italian, charset="x-klingon")
    with i18n.use("it"):
        assert i18n._("NOT LEGAL") == "NOT LEGAL"


def test_help_in_a_catalog_of_unknown_charset_is_english_not_a_traceback(
        italian: Path) -> None:
    write(italian, charset="x-klingon")
    code = ("import sys; from deckcheck import i18n; from pathlib import Path; "
            f"i18n.LOCALE_DIR = Path({str(italian.parents[2])!r}); "
            "from deckcheck.cli import main; sys.argv = ['deckcheck', '--lang', 'it', '--help']; "
            "main()")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr and "Usage" in run.stdout


def test_a_plural_rule_that_divides_by_zero_gives_the_english_form(italian: Path) -> None:
    plural = "{n} card\0{n} cards"
    italian.write_bytes(mo_file({
        b"": HEADER.format(charset="utf-8", plural="nplurals=2; plural=(n % 0);").encode(),
        b"NOT LEGAL": b"NON LEGALE",
        plural.encode(): b"{n} carta\0{n} carte"}))
    with i18n.use("it"):
        assert i18n.ngettext("{n} card", "{n} cards", 3) == "{n} cards"
        assert i18n._("NOT LEGAL") == "NON LEGALE"  # what works is still translated


def test_a_translation_with_other_placeholders_is_english_for_that_message(
        italian: Path) -> None:
    write(italian, {"{path}: no such file": b"{percorso}: file inesistente",
                     "{path}: is a directory; give a file name":
                     "{path}: è una cartella; indica un nome di file".encode()})
    with i18n.use("it"):
        assert i18n._("{path}: no such file").format(path="a.txt") == "a.txt: no such file"
        assert i18n._("{path}: is a directory; give a file name").format(path="d") \
            == "d: è una cartella; indica un nome di file"


def test_a_translation_with_an_unbalanced_brace_is_english(italian: Path) -> None:
    write(italian, {"{path}: no such file": b"{path: file inesistente"})
    with i18n.use("it"):
        assert i18n._("{path}: no such file") == "{path}: no such file"


def test_a_plural_translation_with_other_placeholders_is_english(italian: Path) -> None:
    italian.write_bytes(mo_file({
        b"": HEADER.format(charset="utf-8", plural="nplurals=2; plural=(n != 1);").encode(),
        b"{n} card\0{n} cards": b"{k} carta\0{k} carte"}))
    with i18n.use("it"):
        assert i18n.ngettext("{n} card", "{n} cards", 2).format(n=2) == "2 cards"


def test_the_shipped_catalogs_are_used_as_they_are() -> None:
    i18n.translations.cache_clear()
    with i18n.use("it"):
        assert i18n._("NOT LEGAL") == "NON LEGALE"
