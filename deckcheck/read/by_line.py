"""A file whose lines are in two text encodings, decoded line by line.

A list pasted together from two sources (a Pokémon TCG Live export saved as UTF-8, a line typed
in an old Windows editor saved as Windows-1252) is no valid UTF-8 as a whole, and read as
Windows-1252 throughout, its UTF-8 lines turn to mojibake ("PokÃ©mon"). Each line is decoded
on its own instead: as UTF-8 where it is valid UTF-8, else as Windows-1252 (Latin-1 for the
five bytes Windows-1252 leaves undefined), so that every byte is read and none is lost. A line
break is never inside a UTF-8 character (its bytes are all 0x80 or above), so the lines cut
from the bytes are the lines the text is numbered by (a CR, an LF or both end one).
"""

from __future__ import annotations

from deckcheck.lite_dataclass import dataclass

SPANS_SHOWN = 8
"""The most runs of line numbers a note lists; a file mixing more is named by its first ones."""


@dataclass(frozen=True)
class ByLine:
    """A file's text decoded line by line, and which lines (numbered from 1) needed which
    encoding: lines of ASCII alone read the same in both and are in neither."""

    text: str
    utf8: tuple[int, ...]
    single_byte: tuple[int, ...]


def decode_by_line(data: bytes) -> ByLine:
    """``data`` decoded line by line: UTF-8 where a line is valid UTF-8, else Windows-1252."""
    parts: list[str] = []
    utf8: list[int] = []
    single_byte: list[int] = []
    for number, line in enumerate(data.splitlines(keepends=True), start=1):
        if line.isascii():
            parts.append(line.decode("ascii"))
            continue
        try:
            parts.append(line.decode("utf-8"))
            utf8.append(number)
        except UnicodeDecodeError:
            parts.append(_single_byte(line))
            single_byte.append(number)
    return ByLine("".join(parts), tuple(utf8), tuple(single_byte))


def _single_byte(line: bytes) -> str:
    try:
        return line.decode("cp1252")
    except UnicodeDecodeError:  # 0x81, 0x8D, 0x8F, 0x90, 0x9D: undefined in Windows-1252
        return line.decode("latin-1")


def spans(numbers: tuple[int, ...]) -> str:
    """Line numbers as runs ("2, 4-6"), the first :data:`SPANS_SHOWN` of them ("…" after)."""
    runs: list[tuple[int, int]] = []
    for number in numbers:
        if runs and number == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], number)
        else:
            runs.append((number, number))
    shown = [str(first) if first == last else f"{first}-{last}"
             for first, last in runs[:SPANS_SHOWN]]
    return ", ".join(shown) + (", …" if len(runs) > SPANS_SHOWN else "")
