"""A small, strict reader of the TypeScript object literals TCGdex stores its cards in.

The files are data written as code::

    import { Card } from '../../../interfaces'
    import Set from '../Temporal Forces'

    const card: Card = {
        name: {en: "Hero's Cape", it: 'Mantello dell\\'Eroe'},
        set: Set,
        hp: 70,
    }

    export default card

They are parsed, never executed: only imports, one ``const`` holding a literal (objects,
arrays, strings, numbers, booleans, ``null``/``undefined``) and ``export default`` are accepted.
A bare identifier as a value (``set: Set``) becomes a :class:`Ref` to the import it names.
Anything else is a :class:`TsSyntaxError` with its line number.
"""

from __future__ import annotations

import re
from typing import Any

from deckcheck.lite_dataclass import dataclass

# Strings are matched "unrolled" (a run of plain characters, then escape + run, repeated): an
# alternation repeated once per character made the regex engine keep ~200 bytes per character.
_TOKEN = re.compile(
    r"""
    (?P<space>[ \t\r\n\ufeff]+)
  | (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<string>"[^"\\\n]*(?:\\.[^"\\\n]*)*"|'[^'\\\n]*(?:\\.[^'\\\n]*)*')
  | (?P<number>-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
  | (?P<name>[A-Za-z_$][A-Za-z0-9_$]*)
  | (?P<punct>[{}\[\]:,;=+])
  | (?P<error>.)
    """,
    re.VERBOSE | re.DOTALL,
)
_ESCAPE = re.compile(r"\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\n|.)", re.DOTALL)
_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0",
                   "\n": ""}
_LITERALS: dict[str, Any] = {"true": True, "false": False, "null": None, "undefined": None}


class TsSyntaxError(ValueError):
    """The file is not the data shape deckcheck reads; ``line`` says where."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line


@dataclass(frozen=True)
class Ref:
    """A bare identifier used as a value: a reference to an imported module."""

    name: str


@dataclass(frozen=True)
class Module:
    """What one data file holds: its imports (local name -> path) and its exported value."""

    imports: dict[str, str]
    value: Any
    tokens: int = 0
    """How many tokens the file held: the work it cost, for a budget over a whole archive."""


class TooManyTokens(TsSyntaxError):
    """The file holds more tokens than the caller's budget allows."""


# A token is (kind, text, offset); line numbers are only worked out for error messages.
_Tok = tuple[str, str, int]


MAX_DEPTH = 32
"""Objects and arrays nested deeper than this are refused (real card files nest about five)."""
MAX_NUMBER_LENGTH = 40
"""Characters in one number literal: a longer one is not card data, and int() of thousands of
digits is refused by Python anyway."""


def _tokens(source: str, max_tokens: int | None = None) -> list[_Tok]:
    # Stop at the first character that starts no token: reading on after an unclosed "/*" would
    # rescan the rest of the file once for every later "/*", quadratic in the file's length.
    tokens: list[_Tok] = []
    for match in _TOKEN.finditer(source):
        kind = match.lastgroup or ""
        if kind == "error":
            raise TsSyntaxError(f"unexpected character {match.group()!r}",
                                source.count("\n", 0, match.start()) + 1)
        if kind not in ("space", "comment"):
            tokens.append((kind, match.group(), match.start()))
            if max_tokens is not None and len(tokens) > max_tokens:
                raise TooManyTokens(f"more than {max_tokens:,} tokens",
                                    source.count("\n", 0, match.start()) + 1)
    tokens.append(("end", "", len(source)))
    return tokens


def _unescape(body: str) -> str:
    if "\\" not in body:
        return body

    def replace(match: re.Match[str]) -> str:
        code = match.group(1)
        try:
            if code.startswith("u{"):
                return chr(int(code[2:-1], 16))
            if code[0] in "ux" and len(code) > 1:
                return chr(int(code[1:], 16))
        except (ValueError, OverflowError):
            raise ValueError(f"\\{code} is not a character") from None
        return _SIMPLE_ESCAPES.get(code, code)

    text = _ESCAPE.sub(replace, body)
    # JavaScript writes characters beyond U+FFFF as two escapes ("\\ud83d\\ude00"): join them.
    # A surrogate left alone stays, and is refused when the value is checked.
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "surrogatepass")


class _Parser:
    def __init__(self, source: str, max_tokens: int | None = None) -> None:
        self.source = source
        self.tokens = _tokens(source, max_tokens)
        self.pos = 0
        self.depth = 0

    def error(self, message: str, tok: _Tok) -> TsSyntaxError:
        return TsSyntaxError(message, self.source.count("\n", 0, tok[2]) + 1)

    def text(self, tok: _Tok) -> str:
        """A string token's value, its escapes resolved."""
        try:
            return _unescape(tok[1][1:-1])
        except ValueError as exc:
            raise self.error(str(exc), tok) from None

    def peek(self) -> _Tok:
        return self.tokens[self.pos]

    def take(self, kind: str, text: str | None = None) -> str:
        tok = self.tokens[self.pos]
        if tok[0] != kind or (text is not None and tok[1] != text):
            wanted = text or kind
            raise self.error(f"expected {wanted!r}, found {tok[1] or 'end of file'!r}", tok)
        self.pos += 1
        return tok[1]

    def accept(self, kind: str, text: str) -> bool:
        tok = self.tokens[self.pos]
        if tok[0] == kind and tok[1] == text:
            self.pos += 1
            return True
        return False

    def module(self) -> Module:
        imports: dict[str, str] = {}
        while self.peek()[1] == "import":
            self.pos += 1
            names = []
            if self.accept("punct", "{"):
                names.append(self.take("name"))
                while self.accept("punct", ","):
                    names.append(self.take("name"))
                self.take("punct", "}")
            else:
                names.append(self.take("name"))
            self.take("name", "from")
            path_tok = self.peek()
            self.take("string")
            path = self.text(path_tok)
            self.accept("punct", ";")
            imports.update(dict.fromkeys(names, path))
        self.take("name", "const")
        declared = self.take("name")
        if self.accept("punct", ":"):
            self.take("name")
        self.take("punct", "=")
        value = self.value()
        self.accept("punct", ";")
        self.take("name", "export")
        self.take("name", "default")
        exported_tok = self.peek()
        exported = self.take("name")
        if exported != declared:
            raise self.error(f"exports {exported!r}, not {declared!r}", exported_tok)
        self.accept("punct", ";")
        self.take("end")
        return Module(imports, value, len(self.tokens))

    def value(self) -> Any:
        kind, text, _ = tok = self.peek()
        if kind == "punct" and text in "{[":
            # Bounded depth: recursion must not be a way to end the update in a RecursionError.
            if self.depth >= MAX_DEPTH:
                raise self.error(f"nested deeper than {MAX_DEPTH}", tok)
            self.depth += 1
            try:
                return self.object() if text == "{" else self.array()
            finally:
                self.depth -= 1
        self.pos += 1
        if kind == "string":
            # "a " + "b": long texts are split over lines; only literals may be joined.
            parts = [self.text(tok)]
            while self.accept("punct", "+"):
                joined = self.peek()
                self.take("string")
                parts.append(self.text(joined))
            return "".join(parts)
        if kind == "number":
            if len(text) > MAX_NUMBER_LENGTH:
                raise self.error(f"a number of {len(text):,} characters", tok)
            return int(text) if text.lstrip("-").isdigit() else float(text)
        if kind == "name":
            return _LITERALS[text] if text in _LITERALS else Ref(text)
        raise self.error(f"unexpected {text or 'end of file'!r}", tok)

    def object(self) -> dict[str, Any]:
        self.take("punct", "{")
        out: dict[str, Any] = {}
        while not self.accept("punct", "}"):
            key_tok = self.peek()
            kind, text, _ = key_tok
            if kind not in ("name", "string", "number"):
                raise self.error(f"expected a key, found {text!r}", key_tok)
            self.pos += 1
            key = self.text(key_tok) if kind == "string" else text
            self.take("punct", ":")
            out[key] = self.value()
            if not self.accept("punct", ","):
                self.take("punct", "}")
                break
        return out

    def array(self) -> list[Any]:
        self.take("punct", "[")
        out: list[Any] = []
        while not self.accept("punct", "]"):
            out.append(self.value())
            if not self.accept("punct", ","):
                self.take("punct", "]")
                break
        return out


def parse_module(source: str, max_tokens: int | None = None) -> Module:
    """Parse one TCGdex ``.ts`` data file. Raises :class:`TsSyntaxError` on anything else, and
    :class:`TooManyTokens` beyond ``max_tokens``."""
    return _Parser(source, max_tokens).module()
