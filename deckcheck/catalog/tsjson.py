"""Reading a TCGdex ``.ts`` data file through the json module, when it holds nothing else.

Parsing token by token in Python (:mod:`deckcheck.catalog.tsdata`) is most of a catalog build.
Nearly every file is an object literal that is JSON but for its bare keys, trailing commas and
bare identifiers (``set: Set``): those few differences are rewritten with regular expressions
outside the strings, and the json module (written in C) reads the rest. This reader only ever
answers what the strict reader would: a file with anything else in it (a comment, a string in
single quotes or with an escape JSON does not have, ``+`` joining strings, a number JSON would
read otherwise, a depth or size over the strict reader's limits…) is not read here, and
:func:`parse_module` hands it to the strict reader, which reads it or says exactly what is wrong.
"""

from __future__ import annotations

import json
import re
from typing import Any

from deckcheck.catalog.tsdata import MAX_DEPTH, MAX_NUMBER_LENGTH, Module, Ref
from deckcheck.catalog.tsdata import _unescape as unescape
from deckcheck.catalog.tsdata import parse_module as parse_strictly

_SPACE = r"[ \t\r\n]"
_NAME = r"[A-Za-z_$][A-Za-z0-9_$]*"
_DOUBLE = r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"'
_SINGLE = r"'[^'\\\n]*(?:\\.[^'\\\n]*)*'"
"""Strings as the strict reader's tokens match them (unrolled: no group per character, so a
long string costs the regex engine no memory)."""
_IMPORT = re.compile(
    rf"{_SPACE}*import{_SPACE}+(?:\{{{_SPACE}*(?P<names>{_NAME}(?:{_SPACE}*,{_SPACE}*{_NAME})*)"
    rf"{_SPACE}*\}}|(?P<name>{_NAME})){_SPACE}+from{_SPACE}*(?P<path>'[^'\\\n]*'|"
    rf'"[^"\\\n]*"){_SPACE}*;?')
_HEAD = re.compile(
    rf"{_SPACE}*const{_SPACE}+(?P<declared>{_NAME})(?:{_SPACE}*:{_SPACE}*{_NAME})?{_SPACE}*=")
_TAIL = re.compile(rf"export{_SPACE}+default{_SPACE}+(?P<exported>{_NAME}){_SPACE}*;?{_SPACE}*\Z")
_STRINGS = re.compile(f"({_DOUBLE}|{_SINGLE})")
_OUTSIDE = re.compile(r"[^ \t\r\n{}\[\]:,A-Za-z0-9_$.+\-\x00]")
"""Anything outside the strings that is not JSON's punctuation, a name or a number: a comment,
a stray quote, ``;``… (the strict reader decides what it is)."""
_WORD_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_$.+-")
_WORDS_APART = {i: " " for i in range(128) if chr(i) not in _WORD_CHARACTERS}
"""Names and numbers, each run of these characters one token in a literal JSON reads: every
other character (the code is ASCII by then, see _OUTSIDE) made a space, str.split finds the
runs (faster than a regex's findall)."""
_KEY = re.compile(rf"({_NAME})(?={_SPACE}*:)")
"""A bare key: a name before a colon. Only a name after "{" or "," (white space between) is a
key; quoting one anywhere else puts a string before a colon where JSON allows none, so JSON
refuses the text as the strict reader does, and the pattern needs no look-behind (which would
make the regex engine try it at every character)."""
_TRAILING = re.compile(rf",(?={_SPACE}*[}}\]])")
"""A comma before a closing bracket, removed: valid only after a value, so a text with a comma
after "[", "{", ",", ":" or at its start (``[,]``, which JSON refuses as the strict reader does)
is left to the strict reader (:data:`_NO_VALUE`)."""
_NO_VALUE = re.compile(rf"[\[{{,:]{_SPACE}*,")
_VALUE_WORD = re.compile(rf"([:\[,]{_SPACE}*)({_NAME})")
"""A bare name where JSON has a value: after ":", "[" or ",". A name anywhere else cannot be a
value: JSON refuses the text whether or not it is rewritten."""
_WORD = re.compile(rf"(?<![A-Za-z0-9_$.+\-\"\x00]){_NAME}")
"""Any bare name not part of a word or a quoted key: for a literal that starts with one."""
_NOT_BRACKETS = dict.fromkeys(i for i in range(128) if chr(i) not in "[]{}")
"""Every character but brackets (the code outside strings is ASCII by then, see _OUTSIDE)."""
_PAIRS = re.compile(r"\{\}|\[\]")
_REF = "\x00ref"
"""The key standing for a bare identifier once rewritten (``{"\\u0000ref": "Set"}``): a file
holding a NUL, raw or escaped, is left to the strict reader, so no key read from it is this."""
_LITERALS = {"true": "true", "false": "false", "null": "null", "undefined": "null"}
_HEAD_TOKENS = re.compile(rf"""'[^'\\\n]*'|"[^"\\\n]*"|{_NAME}|[{{}}:,;=]""")


def parse_module(source: str, max_tokens: int | None = None) -> Module:
    """What :func:`deckcheck.catalog.tsdata.parse_module` reads of ``source``, the same in
    every way, reading most files several times faster."""
    return _json_module(source, max_tokens) or parse_strictly(source, max_tokens)


def _json_module(source: str, max_tokens: int | None) -> Module | None:
    """The module, when the file is one this reader is sure to read as the strict one does."""
    if "\x00" in source or "\\u0000" in source:
        return None  # the rewritten literal's own markers (see _REF)
    imports: dict[str, str] = {}
    position = 0
    while match := _IMPORT.match(source, position):
        names = match["names"] or match["name"]
        imports.update(dict.fromkeys((name.strip() for name in names.split(",")),
                                     match["path"][1:-1]))
        position = match.end()
    head = _HEAD.match(source, position)
    end = source.rfind("export")
    tail = _TAIL.match(source, end) if head is not None and end > head.end() else None
    if head is None or tail is None or tail["exported"] != head["declared"]:
        return None
    literal = source[head.end():end].rstrip(" \t\r\n")
    literal = literal.removesuffix(";")
    found = _literal(literal)
    if found is None:
        return None
    value, tokens = found
    # The strict reader's count (its budget over an archive): the literal's, the rest's, its end.
    tokens += _HEAD_TOKENS.subn("", source[:head.end()])[1] \
        + _HEAD_TOKENS.subn("", source[len(literal) + head.end():])[1] + 1
    if max_tokens is not None and tokens - 1 > max_tokens:
        return None  # the strict reader raises TooManyTokens, with its line
    return Module(imports, value, tokens)


def _literal(literal: str) -> tuple[Any, int] | None:
    """The literal's value and its tokens, or None where it is not for this reader."""
    parts = _STRINGS.split(literal)
    strings = parts[1::2]
    code = "\x00".join(parts[0::2])
    if _OUTSIDE.search(code):
        return None
    words = code.translate(_WORDS_APART).split()
    if max(map(len, words), default=0) > MAX_NUMBER_LENGTH or not _shallow(code):
        return None
    tokens = len(strings) + len(words) + sum(map(code.count, "{}[]:,"))
    code = '"'.join(_KEY.split(code))
    removed, trailing = _TRAILING.subn("", code)
    if trailing and (_NO_VALUE.search(code) or code.lstrip(" \t\r\n").startswith(",")):
        return None
    if removed.lstrip(" \t\r\n")[:1] in ("{", "["):
        code = _VALUE_WORD.sub(_value_word, removed)
    else:
        code = _WORD.sub(_word, removed)
    # A string in single quotes is rare (most files' apostrophes are within double quotes);
    # no string holds a NUL here, so a NUL followed by a quote is where one starts.
    if "'" in literal and "\x00'" in "\x00".join(["", *strings]):
        converted = [_json_string(text) for text in strings]
        if None in converted:
            return None
        strings = converted
    try:
        text = code.replace("%", "%%").replace("\x00", "%s") % tuple(strings)
        return _DECODER.decode(text), tokens
    except (ValueError, TypeError, RecursionError):
        return None


def _json_string(token: str) -> str | None:
    """A string token as a JSON string of the same text (a single-quoted one converted)."""
    if token[0] == '"':
        return token
    try:
        text = unescape(token[1:-1])
    except ValueError:
        return None  # a bad escape: the strict reader says where
    # An escaped NUL ('\0', '\x00', '\u{0}') would write the rewritten literal's own marker
    # (see _REF): such a file is the strict reader's, as one with a NUL written out is.
    return None if "\x00" in text else json.dumps(text, ensure_ascii=False)


def _word(match: re.Match[str]) -> str:
    word = match[0]
    return _LITERALS.get(word) or f'{{"\\u0000ref": "{word}"}}'


def _value_word(match: re.Match[str]) -> str:
    word = match[2]
    return match[1] + (_LITERALS.get(word) or f'{{"\\u0000ref": "{word}"}}')


def _refs(value: dict[str, Any]) -> Any:
    if _REF in value:
        if len(value) == 1:
            return Ref(value[_REF])
        raise ValueError("a reference among keys")
    return value


def _refuse(constant: str) -> Any:
    raise ValueError(f"{constant} is not read as a number")


_DECODER = json.JSONDecoder(object_hook=_refs, parse_constant=_refuse, strict=False)
"""json.loads with any argument builds a decoder per call: this one is built once."""


def _shallow(code: str) -> bool:
    """Whether objects and arrays nest no deeper than the strict reader allows."""
    brackets = code.translate(_NOT_BRACKETS)
    for _ in range(MAX_DEPTH):
        if not brackets:
            return True
        brackets, found = _PAIRS.subn("", brackets)
        if not found:
            return False
    return not brackets
