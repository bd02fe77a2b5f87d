"""Text between deckcheck and a terminal, or a machine reading its output.

A decklist line, a file name or an argument can hold escape sequences that clear the screen, set
the window title, plant a hyperlink or forge a line of the report, and bidirectional controls
(U+202A–U+202E, U+2066–U+2069) that make text read backwards; printed as written, they would
act on the reader's terminal. They are shown as Python escapes instead (``\\x1b``, ``\\u202e``),
so the report stays readable and inert.

A file name or an argument that is not UTF-8 reaches Python as lone surrogates (PEP 383), which
no UTF-8 output can hold: a terminal sees each such byte as ``\\xff``, a JSON document the same
six characters, and an argument meant as text (a card name, a player's name) is read as a list
file is, in Windows-1252 (:func:`argument`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from operator import is_
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the CLI imports this module for every command; keep it light
    from collections.abc import Mapping
    from typing import TextIO

    from deckcheck.models import DeckResult

_BIDI = "\u202a-\u202e\u2066-\u2069"
_SURROGATES = "\ud800-\udfff"
_CONTROL = re.compile(f"[\x00-\x1f\x7f-\x9f{_BIDI}{_SURROGATES}]")
_CONTROL_BUT_NEWLINE = re.compile(f"[\x00-\x09\x0b-\x1f\x7f-\x9f{_BIDI}{_SURROGATES}]")
_LONE_SURROGATE = re.compile(f"[{_SURROGATES}]")


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8, kept by surrogateescape
        return f"\\x{code - 0xDC00:02x}"
    return char.encode("unicode_escape").decode("ascii")


def shown(text: str, newlines: bool = False) -> str:
    """``text`` with every control character (C0, DEL, C1, bidirectional) and every byte that
    was not UTF-8 escaped; ``newlines`` keeps line breaks (for messages of several lines that
    deckcheck writes itself)."""
    return (_CONTROL_BUT_NEWLINE if newlines else _CONTROL).sub(_escape, text)


def valid_utf8(text: str) -> str:
    """``text`` as UTF-8 can hold it: a byte that was not UTF-8 as ``\\xff`` (for JSON, whose
    strict readers refuse a lone surrogate). Text that is valid already is returned as it is."""
    if text.isascii():
        return text
    return _LONE_SURROGATE.sub(_escape, text)


def argument(text: str) -> str:
    """An argument meant as text, as its user wrote it.

    A terminal in Latin-1 or Windows-1252 sends ``é`` as one byte that is not UTF-8; Python keeps
    it as a lone surrogate, which no catalog query, PDF or JSON can take. Read as a list file is
    (Windows-1252, where every byte but five decodes; Latin-1 for those), it is ``é`` again.
    """
    if text.isascii():
        return text
    return _LONE_SURROGATE.sub(_as_windows_1252, text)


def _as_windows_1252(match: re.Match[str]) -> str:
    code = ord(match.group())
    if not 0xDC80 <= code <= 0xDCFF:
        return "\ufffd"  # a surrogate no byte became: nothing to recover
    byte = bytes([code - 0xDC00])
    try:
        return byte.decode("cp1252")
    except UnicodeDecodeError:
        return byte.decode("latin-1")


def shown_result(result: DeckResult) -> DeckResult:
    """The result with its path and every violation's message and cards made :func:`shown`
    (the result itself, and each violation itself, where there is nothing to escape: most
    are, and a batch's text report then makes no copies)."""
    search = _CONTROL.search
    violations = tuple(v if search(v.message) is None and not any(map(search, v.cards))
                       else replace(v, message=shown(v.message), cards=tuple(map(shown, v.cards)))
                       for v in result.violations)
    if search(result.path) is None \
            and all(map(is_, violations, result.violations)):
        return result
    return replace(result, path=shown(result.path), violations=violations)


def wants_color(choice: str, stream: TextIO | None, environ: Mapping[str, str]) -> bool:
    """``--color``: ``always`` and ``never`` say so; ``auto`` colours a terminal unless
    ``NO_COLOR`` is set (no-color.org), and ``FORCE_COLOR`` forces colours even into a pipe (as
    Node, pytest and rich read it). A variable set to the empty string is not set."""
    if choice != "auto":
        return choice == "always"
    if environ.get("NO_COLOR"):
        return False
    if environ.get("FORCE_COLOR"):
        return True
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):  # a closed stream
        return False
