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
from itertools import accumulate
from operator import itemgetter
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
_LONG_WORD = re.compile(rf"[A-Za-z0-9_$.+\-]{{{MAX_NUMBER_LENGTH + 1}}}")
"""A name or number longer than the strict reader reads (a run of more word characters than
that, see _WORD_CHARACTERS)."""
_FIRST = itemgetter(0)
_KEY = re.compile(rf"({_NAME}+)(?={_SPACE}*:)")
"""A bare key: a name before a colon (the name's run of characters possessive, ``*+``: a
shorter part of it is never before a colon, so the regex engine need not try each). Only a
name after "{" or "," (white space between) is a key; quoting one anywhere else puts a string
before a colon where JSON allows none, so JSON refuses the text as the strict reader does,
and the pattern needs no look-behind (which would make the regex engine try it at every
character)."""
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
_DEPTH_STEP = {"{": 1, "[": 1, "}": -1, "]": -1}
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
    found_head = _head(source)
    if found_head is None:
        return None
    imports, declared, head_end, head_tokens = found_head
    end = source.rfind("export")
    tail = _TAIL.match(source, end) if end > head_end else None
    if tail is None or tail["exported"] != declared:
        return None
    literal = source[head_end:end].rstrip(" \t\r\n")
    literal = literal.removesuffix(";")
    found = _literal(literal)
    if found is None:
        return None
    value, tokens = found
    # The strict reader's count (its budget over an archive): the literal's, the rest's, its end.
    tokens += head_tokens + _counted(source[len(literal) + head_end:]) + 1
    if max_tokens is not None and tokens - 1 > max_tokens:
        return None  # the strict reader raises TooManyTokens, with its line
    return Module(dict(imports), value, tokens)


Head = tuple[dict[str, str], str, int, int]
"""A file's imports, the name its ``const`` declares, where its literal starts and the tokens
before it."""
_HEADS: dict[str, Head | None] = {}
"""Heads read, by their text up to the first "=": the files of one set begin alike (their
imports and ``const card: Card =``), so each distinct head is read once."""
_COUNTED: dict[str, int] = {}
_MEMO_LIMIT = 4096
_MEMO_TEXT = 1000
"""Bounded in entries and in each one's length (a real head is about 100 characters), so that
an archive of ever-new or huge heads cannot grow a worker without end."""


def _head(source: str) -> Head | None:
    """The file's head (see :data:`Head`), or None where the file does not begin as one."""
    cut = source.find("=") + 1
    if not cut:
        return None  # a head ends with "="
    if cut > _MEMO_TEXT:
        return _read_head(source)
    prefix = source[:cut]
    if prefix in _HEADS:
        found = _HEADS[prefix]
    else:
        found = _read_head(prefix)
        if found is not None and found[2] != cut:
            found = None
        if len(_HEADS) >= _MEMO_LIMIT:
            _HEADS.clear()
        _HEADS[prefix] = found
    # A head read from the text up to its first "=" that ends there is the same read from the
    # whole file: no pattern of the head reads past an "=". Any other file (an "=" in an
    # import's path) is read whole.
    return found or _read_head(source)


def _read_head(source: str) -> Head | None:
    imports: dict[str, str] = {}
    position = 0
    while match := _IMPORT.match(source, position):
        names = match["names"] or match["name"]
        imports.update(dict.fromkeys((name.strip() for name in names.split(",")),
                                     match["path"][1:-1]))
        position = match.end()
    head = _HEAD.match(source, position)
    if head is None:
        return None
    return imports, head["declared"], head.end(), _counted(source[:head.end()])


def _counted(text: str) -> int:
    """The strict reader's tokens in a head or a tail (a few names, strings and signs)."""
    if len(text) > _MEMO_TEXT:
        return _HEAD_TOKENS.subn("", text)[1]
    found = _COUNTED.get(text)
    if found is None:
        if len(_COUNTED) >= _MEMO_LIMIT:
            _COUNTED.clear()
        found = _COUNTED[text] = _HEAD_TOKENS.subn("", text)[1]
    return found


def _literal(literal: str) -> tuple[Any, int] | None:
    """The literal's value and its tokens, or None where it is not for this reader."""
    parts = _STRINGS.split(literal)
    strings = parts[1::2]
    code = "\x00".join(parts[0::2])
    if _OUTSIDE.search(code):
        return None
    # Each run of white space one space: JSON and every pattern below read the same text, and
    # each of their passes has the indentation and line ends no more to go over. Only ASCII
    # white space is left here (_OUTSIDE), which is all str.split cuts at.
    code = " ".join(code.split())
    if _LONG_WORD.search(code) or not _shallow(code):
        return None
    tokens = len(strings) + len(code.translate(_WORDS_APART).split()) \
        + sum(map(code.count, "{}[]:,"))
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
    if "'" in literal and "'" in "".join(map(_FIRST, strings)):
        converted = [text if text[0] == '"' else _json_string(text) for text in strings]
        if None in converted:
            return None
        strings = converted
    try:
        # The code holds no "%" (_OUTSIDE): each NUL is where a string goes back.
        text = code.replace("\x00", "%s") % tuple(strings)
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
    """Whether objects and arrays nest no deeper than the strict reader allows: the deepest
    running count of open brackets (brackets that do not pair make JSON refuse the text, which
    is then the strict reader's, so pairing need not be checked here)."""
    brackets = code.translate(_NOT_BRACKETS)
    return max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0) <= MAX_DEPTH
