"""Why a library refused an archive, a catalog, a text or a download, in the reader's language.

zlib, tarfile, sqlite3, the UTF-8 decoder and urllib word their failures in English whatever the
language of the report ("Error -3 while decompressing data: incorrect header check" inside an
Italian sentence). The failures a user meets with a format-data bundle, a card archive, a catalog,
a settings file or a download get a sentence of deckcheck's own here; any other keeps the
library's words, quoted, so that the reader sees they are not deckcheck's.
"""

from __future__ import annotations

from typing import Any

from deckcheck.i18n import N_, _
from deckcheck.os_reasons import OS_REASONS, os_reason


def library_reason(exc: BaseException) -> str:
    """The reason ``exc`` gives, as a phrase in the reader's language."""
    # Imported here: only a failure pays for these modules, never a check's start-up.
    import gzip
    import sqlite3
    import tarfile
    import urllib.error
    import zlib

    if isinstance(exc, UnicodeDecodeError):
        return decode_reason(exc)
    if isinstance(exc, zlib.error | EOFError | gzip.BadGzipFile):
        return _compressed(str(exc))
    if isinstance(exc, tarfile.TarError):
        return _tar(str(exc))
    if isinstance(exc, sqlite3.Error):
        return _sqlite(exc)
    if isinstance(exc, urllib.error.HTTPError):
        # Translators: {status} is an HTTP status number, e.g. 404.
        return _("the server answered with error {status}").format(status=exc.code)
    if isinstance(exc, urllib.error.URLError):
        reason = exc.reason
        return library_reason(reason) if isinstance(reason, BaseException) else quoted(reason)
    return _network(exc)


def _network(exc: BaseException) -> str:
    import socket
    import ssl

    if isinstance(exc, socket.gaierror):
        return _("the server's name was not found (no network, or a wrong address)")
    if isinstance(exc, TimeoutError | socket.timeout):
        return _("the server did not answer in time")
    if isinstance(exc, ssl.SSLCertVerificationError):
        return _("the server's certificate could not be verified")
    if isinstance(exc, ssl.SSLError):
        return _("the secure connection to the server failed")
    if isinstance(exc, OSError) and getattr(exc, "errno", None) in OS_REASONS:
        return os_reason(exc)
    return quoted(" ".join(str(exc).split()) or type(exc).__name__)


def decode_reason(exc: UnicodeDecodeError) -> str:
    """Text that is not UTF-8: the first byte that is not, and its line."""
    data = exc.object if isinstance(exc.object, bytes) else bytes(exc.object)
    line = data.count(b"\n", 0, exc.start) + 1
    # Translators: {byte} is a byte written in hexadecimal ("0xE9"); {line} a line number.
    return _("line {line}: not UTF-8 text (byte {byte}); save the file as UTF-8").format(
        line=line, byte=f"0x{data[exc.start]:02X}")


def _compressed(text: str) -> str:
    if "incorrect header check" in text or "Not a gzipped file" in text:
        return _("the file is not gzip-compressed")
    if "truncated" in text or "incomplete" in text or "ended before" in text:
        return _("the compressed data stops before its end")
    return _("the compressed data is damaged")


def _tar(text: str) -> str:
    if "empty file" in text:
        return _("the file is empty")
    if "truncated" in text or "unexpected end" in text:
        return _("the archive stops before its end")
    if "bad checksum" in text or "invalid header" in text:
        return _("it is not a tar archive, or the archive is damaged")
    return _("the archive cannot be read ({detail})").format(detail=quoted(text))


_SQLITE = {
    "file is not a database": N_("the file is not an SQLite database"),
    "database disk image is malformed": N_("the database file is damaged"),
    "unable to open database file": N_("the database file cannot be opened"),
    "database is locked": N_("another program is writing to the database file"),
    "disk I/O error": N_("the system could not read or write the database file"),
    "attempt to write a readonly database": N_("the database file is read-only"),
}
"""SQLite's words for the failures a catalog meets, and deckcheck's."""


def _sqlite(exc: Any) -> str:
    text = str(exc)
    for words, ours in _SQLITE.items():
        if text.startswith(words):
            return _(ours)
    return quoted(text)


def quoted(detail: object) -> str:
    """A library's own words, marked as such: the reader sees they are not deckcheck's."""
    # Translators: {detail} is a library's own (English) words, kept as they are.
    return _("“{detail}”").format(detail=detail)


def catalog_reason(exc: BaseException) -> str:
    """Why a card catalog (an SQLite file) cannot be read or written."""
    if isinstance(exc, UnicodeDecodeError):  # a text column that is not UTF-8: a damaged file
        return _("it holds text that is not UTF-8")
    if isinstance(exc, OSError):
        return os_reason(exc)
    return library_reason(exc)
