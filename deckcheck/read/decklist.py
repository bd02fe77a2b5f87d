"""Reading decklists: bytes in, numbered card lines out. Knows nothing about cards.

Accepted shapes (see ``sample_decks/`` and ``tests/corpus/``):

* Pokémon TCG Live exports in any client language: ``Pokémon: 14`` / ``Trainer: 12`` /
  ``Energy: 3`` headers (``Allenatore``, ``Entrenador``, ``Dresseur``, ``Pokémon :`` …) and
  ``Total Cards: 60``. The number after a header counts lines in real exports and cards in
  others, so it is never used.
* Pokémon TCG Online exports: the ``******`` banner, ``##Pokémon - 12``, ``* 4 Name SET NUM``.
* Plain lists: ``4 Card Name``, ``4x Card Name``, with or without set and number, a set code
  alone (``Phantump BKP``), a site's ``from`` and the set's count (``Hoopa EX from AOR 36/98``),
  a set code joined to its number (``Alcremie-V CPA-22``), a basic Energy's type where its
  number goes (``Fire Energy BRS R``, ``Psychic Energy SUM psychic``), HTML character
  references (``Guzma &amp; Hala``). A list none of whose lines has a count, each ending with a
  set code, is one copy a line (``Pyroar FLF``: ryuu-play's export). Any set code of
  ``data/set_codes.yaml`` reads as its set, in capitals or lower case; a Japanese set's code with
  its series and number apart (``SV 10 144``,
  ``M 1S 3``: data/sets.yaml) as one code.
* The house-rules variant (rulebook 003) adds ``Team:`` and ``Evolution Deck:`` sections
  (``Squadra``, ``Equipo`` …): their cards are Pokémon kept apart from the deck (:class:`Zone`).

Lines starting with ``#`` (not ``##``) or ``//`` are comments, and so is a web address alone or
after a label (``Link to list: https://…``). Any other line that is not a
header or a card line is a syntax problem with its line number: nothing is silently dropped.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import field, replace
from functools import lru_cache

from deckcheck import i18n
from deckcheck.bounded import Bounded
from deckcheck.i18n import _, ngettext
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import DeckLine, Decklist, Section, SectionCount, SyntaxProblem, Zone
from deckcheck.names.folding import fold, tidy
from deckcheck.read.by_line import ByLine, decode_by_line, spans
from deckcheck.read.card_ids import CardIdArray, card_id_array
from deckcheck.read.product_links import product_card
from deckcheck.read.table_rows import is_rule_row, table_cells
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.energy_names import basic_energy

MAX_BYTES = 1_000_000
"""A 60-card list is a few kilobytes; anything this large is not a decklist."""
MAX_LINE_LENGTH = 300
MAX_QUANTITY = 99
"""No card line in a real list needs more copies than this (60 basic Energy at most)."""
_CONTROL_SHARE = 0.02
MAX_CARD_LINES = 200
"""A 60-card list has at most 60 card lines (a team and an Evolution Deck add a few dozen)."""
MAX_PROBLEMS = 50
"""After this many unreadable lines the rest is not read: the file is not a decklist, and
reading on would only cost time and fill the report."""
_CONTROLS = tuple(chr(c) for c in (*range(0x20), *range(0x7f, 0xa0)) if chr(c) not in "\t\r\n\f")
_CONTROL = re.compile("[" + re.escape("".join(_CONTROLS)) + "]")
"""Any of ``_CONTROLS``: one scan of the text finds whether it holds one (most lists hold none)."""

_QUANTITY = re.compile(
    r"^(?:[*•·]\s*|-\s+)?(?:[xX×](?=\d))?(?P<qty>\d+)(?:\s*[xX×])?\s+(?P<rest>\S.*)$")
"""A count before the card, with an "x" after it ("4x Boss's Orders") or before it, joined ("x4
Hitmonchan", a 2000 tournament report's form): no card's name starts with an x and a digit."""
_COUNT_AFTER = re.compile(r"^(?P<rest>[^\d\s].*?)\s+[xX×]\s?(?P<qty>\d+)$")
"""The count written after the card, an "x" before it: "Ultra Ball x4", "Ultra Ball SVI 196 x4",
"SFA 36  x3" (redswoop/pokeproxy decklist.txt, its print first). No card's name ends with an x
and a number, so the count is never part of a name; a line that starts with its count is read
by _QUANTITY first."""
_COUNT_AFTER_X = re.compile(r"^(?P<rest>[^\d\s].*?)\s+(?P<qty>\d+)[xX×]$")
"""The same with the "x" after the count ("Rare Candy 5x"), apart from the print's number by a
space (a number run together with a count is a table's row: _RUN_TOGETHER)."""
_TRAILING_COMMENT = re.compile(r"\s+#\s.*$")
"""A comment after a card line, as a script's deck file writes one ("SFA 36  x3  # Okidogi ex",
redswoop/pokeproxy decklist.txt): no card's name holds " # ", so what follows is not read."""
_NUMBER = re.compile(r"^(?:[A-Za-z]{1,5}-?)?\d{1,4}[a-zA-Z]?$")
_SET = re.compile(
    r"^(?:[A-Z][A-Z0-9]{0,7}(?:[-:][A-Z0-9]{1,5})?|[A-Z0-9]{1,8}Energy|[0-9][A-Z0-9]{1,5}"
    # Pokémon TCG Online's Trainer Kits: "TK-PikachuLibre", "TK-AlolanRaichu" (data/sets.yaml).
    r"|[A-Z]{1,5}-(?:[A-Z][a-z]+)+)$"
)
_COUNTED = re.compile(r"(?:^|\s)\d{1,2}\s*[xX×]?\s+[^\W\d]")
"""A count of copies before a name, inside a bracket ("4 Lysandre's Trump Card", "o 2x Iono")."""
_CODE_LIKE = re.compile(r"^(?=.*[-:\d]|.*[A-Z].*[A-Z])\S+$")
"""A token that may be a set code nobody listed: it holds a hyphen, a digit or two capitals."""
# Linear on any line: the header word is runs of word characters joined by single runs of
# spaces, so no two quantifiers can share a space (the lazy word followed by ``\s*`` and another
# ``\s*$`` backtracked cubically on ``a``, 298 spaces, ``1``). Lines arrive stripped.
_WORD = r"[^\d:()\-–—#*\s]+"
_HEADER = re.compile(
    # A count before the word with an x before it, as the report that writes "x4 Hitmonchan"
    # writes its headers ("x15 Pokemon"): no card is named with a header word alone, and a
    # count that is not its section's cards is said (Checker).
    rf"^(?:#{{2,}}\s*)?(?:[xX×](?P<q>\d{{1,3}})\s+)?(?P<word>{_WORD}(?:\s+{_WORD})*)\s*"
    # A count after a space alone ("Pokémon 8", "Total Cards 60": DZ-Light/ptcg-decks, live/):
    # no card line starts with a header word, so a word and a number is a header, never a card.
    # A dash may be an en or em dash (a web page's typography turns Pokémon TCG Online's
    # "Pokémon - 21" into "Pokémon – 21"), and a colon's count may stand in brackets
    # ("Pokemon: (19)").
    r"(?:[:\-–—]\s*(?:(?P<n>\d+)|\(\s*(?P<p>\d+)\s*\))?|\(\s*(?P<m>\d+)\s*\)(?:\s*:)?"
    r"|(?<=\s)(?P<k>\d+))?$"
)
_COMMENT = re.compile(r"^(?:#(?!#)|//)")
_DECK_NUMBER = re.compile(r"^(?P<words>[^\W\d][^\d#:]{0,78}?)\s+#\d{1,3}$")
"""A title with the number of the writer's deck after "#" ("Water Deck #2")."""
_STYLE_TAG = re.compile(r"</?(?:i|b|em|strong)>", re.IGNORECASE)
"""HTML's italic and bold tags, as the Italian Pokémon TCG Online client exported a suffix
("* 3 Lurantis-<i>GX</i> SUM 15", https://pastebin.com/wkhZca1n): the text between is the name's,
the tags are none of it. Only these bare tags: anything else with "<" stays as it is written."""
_LINK = re.compile(r"^(?:[^\d\s:][^:]{0,80}:\s*)?https?://\S+$")
"""A web address, alone or after a label ("Link to list: https://limitlesstcg.com/..."): the
list's source, as sites and video descriptions write it under a list; no card line starts so."""
_LINK_AFTER = re.compile(
    r"^(?P<label>[^\d\s:=()][^:=()]{0,40}:\s*[^\d\s:=()][^:=()]{0,80}?)\s*"
    r"(?:=\s*https?://\S+|\(https?://[^\s()]+\))$")
"""A web address after a label and a name, as a deck page's header lines write them above its
list ("Credit: JustInBasil (https://www.justinbasil.com/…)", the list's author and where it comes
from; "Image: Lillie's Clefairy ex = https://…png", a picture shown on the page): no count, so no
card line, as a bare address after a label is none."""
_CARD_PAGE = re.compile(r"https?://\S*?/(?:cards?|pokemon-cards|Products/Singles)/",
                        re.IGNORECASE)
"""A web address of one card's page (Limitless "…/cards/TEF/157", Cardmarket
"…/Products/Singles/…", pkmncards "…/card/prime-catcher-…", pokemon.com "…/pokemon-cards/…"): a
line linking one is a card the list holds, never the list's source (review 14: "Prime Catcher:
https://limitlesstcg.com/cards/TEF/157" was dropped; review 23: "ACE SPEC: https://pkmncards.com/
card/…")."""
_PROSE = re.compile(r"^(?P<words>[^\W\d_][^:\d]{0,78}?)\s*:$")
"""A line of words (no count, no digit) ending with a colon: "Link to list:", "Deck list:"."""
_SENTENCE_ENDS = (".", "!", "?", "…")
"""How a sentence ends: a full stop, an exclamation or question mark, an ellipsis."""
_CLOSING = ")]\"”’"
"""What may close a sentence after its end: a bracket, a quotation mark ("… (or discard!)")."""
_COUNT_IN_PROSE = re.compile(r"\d\s*[xX×]?\s+[^\W\d]|[xX×]\s?\d|\d\s?[xX×](?!\w)")
"""A number in prose that may count a card: a word after it ("post 4 more lists"), an "x" beside
it ("Rare Candy x4", "4x")."""
_COUNT_IN_WORDS = re.compile(
    r"\(\s*\d{1,2}\s*[xX×]?\s*\)|\d\s*-\s*ofs?\b|\b\d{1,2}(?:st|nd|rd|th)\b|"
    + _COUNT_IN_PROSE.pattern, re.IGNORECASE)
"""A number in a sentence that may count a card: in brackets ("Computer Search (1)"), before
"-of" ("a 1-of"), an ordinal ("a 4th Ultra Ball"), or as :data:`_COUNT_IN_PROSE` reads one; not
a number no word follows ("… turn 1!")."""
SENTENCE_MARGIN = 5
"""Words more than the longest card name (data/short_forms.yaml ``name_words``) from which a line
with no digit that ends a sentence is the list's prose, never a card: some names end with "!" or
"." ("Here Comes Team Rocket!", "Pichu Bros."), so a short line that ends so may still name one,
and a card line may add a word or two to a name (a kind word, a set code)."""
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_OUT_OF = re.compile(r"^(?P<number>\d{1,4}[a-zA-Z]?)/\d{1,4}$")
"""A collector number with its set's count, as printed on the card ("36/98")."""
_GLUED = re.compile(r"^(?P<code>[A-Za-z]{2,4})-?(?P<number>\d{1,3})$")
"""A set code joined to its number, with or without a hyphen ("CPA-22", "EP78")."""
_PROMO_TWICE = re.compile(r"^(?P<code>[A-Z]{2,4})(?P<number>(?P=code)\d{1,3})$")
"""A promo series' code joined to a promo number that starts with it ("BWBW46": BW BW46, as
Cardmarket names Black & White promos), read as "SM SM30" is."""
_GLUED_DIGIT = re.compile(r"^(?P<code>[A-Z]{1,3}[0-9])-?(?P<number>[1-9][0-9]{0,2})$")
"""A code ending in a digit joined to its number ("N1104": Neo Genesis 104, "G1125": Gym Heroes
125, "B2106": Base Set 2 106, as coolofdead/CardMarketPokemonSellerFinder's decklist.txt copies
Cardmarket's product names): read only where the code is a set's (data/set_codes.yaml)."""
_CARD_ID = re.compile(r"^(?P<code>[a-z][a-z0-9.]{0,14})-(?P<number>[A-Za-z]{0,4}\d{1,4}[a-z]?)$")
"""A pokemontcg.io card id, ``<set id>-<number>`` ("base4-24", "g1-RC27", "sma-SV85",
"swsh45sv-SV107", the promos' "swshp-SWSH291" and "hsp-HGSS18": docs.pokemontcg.io;
PokemonTCG/pokemon-tcg-data cards/en/*.json), TCGdex's too
("sv03.5-25"); read only where the set id is one data/set_codes.yaml lists."""
_CODE_HYPHEN = re.compile(r"^(?P<code>[A-Za-z][A-Za-z0-9.]{0,14})-(?P<number>\d{1,3})$")
"""A set code that may hold digits, a hyphen and a number written alone ("SV4-121"; "SV4 121"
with a space: redswoop/pokeproxy, decklist.txt, commit bac91c2ec523, writes pokemontcg.io's set
id sv4, Paradox Rift, in capitals, the card's name only in a comment after it)."""
_RUN_TOGETHER = re.compile(r" (?:\d{2,6}|\d{1,4}[a-z]\d{1,2})[xX×] ")
"""A print's number and the next cell's count run together, a word on each side ("SHF 443x
Cherish Ball": a table's cells on one line), as a row of Po Town's three-column table comes out
(https://www.potownstore.com/best-decks-for-the-regional-qualifiers)."""
_GLUED_COUNT = re.compile(r"^(?:\d{2,6}|\d{1,4}[a-z]\d{1,2})[xX×]$")
"""A glued count after a print's number, which may end with a letter ("AOR 75a4x": 75a and 4
copies, the letter marking where the number ends; review 8)."""
_BRACKETED_PRINT = re.compile(
    r"^(?P<name>\S.*?)\s*(?P<open>[(\[])(?P<code>[A-Z][A-Z0-9]{1,5}(?:-[A-Z]{2})?)\s+#?\s?"
    r"(?P<number>[A-Za-z]{0,4}\d{1,4}[a-z]?)[)\]]$")
"""A print in brackets after the name, its number after "#": "6x Fire Energy (HS #116)", "4x
Arven (SVI #166)" (a PokéBeach article's list, https://pokebeach.com/?p=289513); the same in
square brackets ("[SVI #166]") or with a space after "#" ("(OBF # 125)"), where the brackets
pair."""
_BRACKET_PAIRS = {"(": ")", "[": "]"}
_BRACKETED_NUMBER = re.compile(r"\s#\s\d{1,4}[a-z]?[)\]]$")
"""A bracketed print's "# 125)": its number, not a comment after the line."""
_GLUED_ENTRY = re.compile(r"(?<=[)\]])\s*,?\s*(?=\d{1,2}[xX×]?\s)")
"""Where one entry of a line ends with its print's bracket and the next starts with its count:
"3x Charizard ex (OBF #125)1x Charmeleon (PAF #8)" (the same article prints each section's
entries on one line)."""
MAX_GLUED = 40
"""Entries read from one line of entries glued together: a section of a list holds fewer."""
MAX_CELLS = 4
"""A table row holds a cell a column (three: Pokémon, Trainers, Energy); a line with more glued
counts is not read as cells."""
_ROW_ENTRY = re.compile(r"(?:^|(?<=\s))(?=\d{1,2}[xX×]?\s+[^\W\d])")
"""Where an entry of a table's row starts when the row's entries run together on one line ("1
Dunsparce 3 Professor's Research 4 Capture"): a count of one or two digits, an "x" or not, then a
word."""
_COLUMN_COUNT = re.compile(r"(\d{1,3})")
_NOT_ALNUM = re.compile(r"[^0-9a-z]+")
_CODE_AND_NUMBER = re.compile(r"^[A-Z]{2,4}(?P<number>\d{1,3})$")
"""A joined code and number no set has ("CHR097"): the number is read where the address's set
part names the set."""
_FROM = "from"
"""A site's word between a name and its print: "1x Hoopa EX from AOR 36/98"."""


class NotADecklist(Exception):
    """The whole input cannot be a decklist (binary, too large, undecodable)."""


def decode(data: bytes) -> str:
    """Turn a file's bytes into text: UTF-8 (with or without BOM), UTF-16, or Latin-1, or each
    line in its own of UTF-8 and Latin-1 (:mod:`deckcheck.read.by_line`).

    Raises :class:`NotADecklist` for anything that is not text.
    """
    return decode_text(data)[0]


def decode_text(data: bytes) -> tuple[str, ByLine | None]:
    """:func:`decode`'s text, and how a file mixing UTF-8 and Latin-1 lines was decoded
    (``None`` for a file in one encoding)."""
    if len(data) > MAX_BYTES:
        # Only MAX_BYTES + 1 bytes are read (sources.py): the file's own size is not known.
        # Translators: {limit} is a number of bytes, written with separators.
        raise NotADecklist(_("file is larger than {limit} bytes, the most a decklist may be")
                           .format(limit=i18n.number(MAX_BYTES)))
    text, by_line = _decode_bytes(data)
    # One scan for any control character, then str.count per character only in a text that
    # holds one: C speed, where a loop over 1 MB of text was not.
    if text and _CONTROL.search(text) is not None \
            and sum(text.count(ch) for ch in _CONTROLS) > _CONTROL_SHARE * len(text):
        raise NotADecklist(_("not a text file (it holds binary data)"))
    # A mixed file's UTF-8 lines are read as UTF-8 already: nothing in it is mojibake to undo.
    return (text, by_line) if by_line is not None else (_repair_mojibake(text), None)


def _decode_bytes(data: bytes) -> tuple[str, ByLine | None]:
    for bom, codec in ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"),
                       (codecs.BOM_UTF16_BE, "utf-16-be")):
        if data.startswith(bom):
            try:
                return data[len(bom):].decode(codec), None
            except UnicodeDecodeError as exc:
                if codec == "utf-8" and b"\x00" not in data:
                    # A UTF-8 file with a line pasted from a Windows-1252 one: read line by
                    # line, as without the mark, with the note saying which lines were which.
                    by_line = decode_by_line(data[len(bom):])
                    return by_line.text, by_line if by_line.utf8 else None
                # Translators: {codec} is a text encoding's name, "utf-8" or "utf-16-le".
                raise NotADecklist(_("starts as {codec} but is not valid {codec}").format(
                    codec=codec)) from exc
    utf16 = _utf16_without_bom(data)
    if utf16 is not None:
        return utf16, None
    if b"\x00" in data:
        raise NotADecklist(_("not a text file (it holds NUL bytes)"))
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError:
        pass
    # Windows editors still save Latin-1/cp1252; every byte decodes, so nothing is lost. Each
    # line on its own: one pasted from a UTF-8 file keeps its "Pokémon" (review of issue 21).
    by_line = decode_by_line(data)
    return by_line.text, by_line if by_line.utf8 else None


def _utf16_without_bom(data: bytes) -> str | None:
    sample = data[:200]
    if len(sample) < 4 or len(sample) % 2:
        return None
    even_nuls = sample[0::2].count(0)
    odd_nuls = sample[1::2].count(0)
    half = len(sample) // 2
    if odd_nuls > 0.7 * half:
        codec = "utf-16-le"
    elif even_nuls > 0.7 * half:
        codec = "utf-16-be"
    else:
        return None
    try:
        return data.decode(codec)
    except UnicodeDecodeError:
        return None


def _repair_mojibake(text: str) -> str:
    """Undo UTF-8 read as cp1252 ("PokÃ©mon"), seen in real pasted lists."""
    if "Ã" not in text and "Â" not in text:
        return text
    try:
        repaired = text.encode("cp1252").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return text
    return repaired


_ZONED = {"team": Zone.TEAM, "evolution": Zone.EVOLUTION}
"""Section headers (``data/languages``) that open a zone apart from the deck; it holds Pokémon."""


LINES_REMEMBERED = 4096
"""Card lines and section headers whose reading is remembered, by their text (the least
recently used forgotten first): a batch's lists write the same lines again and again, and
reading one again, word by word from the right, costs more than all a re-seen line's rules.
Each entry holds the line's text and the first line read from it: 4,096 cost 1,000 lists of
random cards 0.8 MiB (99.6 MiB, under the 100 the batch may take); 8,192 would halve again the
time real lists take to read, but cost 1.5 MiB."""


@dataclass(frozen=True)
class _Vocabulary:
    # folded header word -> (kind of card, zone); None: the total line
    headers: dict[str, tuple[Section, Zone] | None]
    header_languages: dict[str, frozenset[str]]  # folded header word -> languages using it
    energy_words: tuple[str, ...]  # the one-word Energy section headers, folded: "energia"...
    basic_energy: dict[str, str]  # every spelling of a basic Energy card, folded -> its name
    type_marks: dict[str, str]  # "R", "fire", "psychic" -> "Basic Fire Energy" (type as number)
    pseudo_sets: frozenset[str]
    variants: frozenset[str]
    name_tags: dict[str, str]  # " - Basic" after a name: what kind of card the site says it is
    not_sets: frozenset[str]
    known_sets: frozenset[str]  # every English set code, upper case: "svi 196" is SVI 196
    promo_prefixes: tuple[tuple[str, str], ...]  # ("SWSH", "PR-SW"): a promo number's letters
    set_letters: frozenset[str]  # "BW", "DP", "XY": a promo number's letters, another set's code
    set_ids: frozenset[str]  # "svp", "sv03.5": TCGdex's set ids (data/set_codes.yaml's keys)
    japanese_codes: frozenset[str]  # "SV 10", "M 1S": a Japanese set, series and number apart
    chinese_codes: frozenset[str]  # "CSV8C", "CS6.5C": the Chinese client's sets, upper case
    sentence_words: int  # words from which a line that ends a sentence is prose (13)
    title_ends: tuple[str, ...]  # "deck list": folded words that end a title line before its colon
    title_labels: tuple[str, ...]  # "name": folded labels that start a title line with a colon
    deck_labels: tuple[str, ...]  # "deckname": folded labels that only ever name a deck
    owner_ends: tuple[str, ...]  # "'s list": folded words that end an owner's title line
    banner_words: tuple[str, ...]  # "deck": folded words of a client's banner in stars
    top_ends: tuple[str, ...]  # " deck": folded words that end a deck's name atop a list
    placing: re.Pattern[str] | None  # "1st place": an ordinal and a placing word, folded
    count_words: frozenset[str]  # "four": one to four as words, folded
    count_phrases: frozenset[str]  # "single": other words by which a sentence counts a card
    link_labels: frozenset[str]  # "credit": a label before ":" whose link is a page's metadata
    alternatives: tuple[str, ...]  # "or ": folded words opening another choice in brackets
    kind_words: frozenset[str]  # "prime", "promo", "ace spec": folded words for a card's kind
    marks_spaced: tuple[tuple[str, str, str], ...]  # (" v star", "V Star", "VSTAR"): a mark spaced
    marks_spaced_ends: tuple[str, ...]  # " v star", " prism": how such a line ends, folded
    marks_spaced_last: frozenset[str]  # "r", "R", "m", "M"…: their last letters, either case
    set_names: dict[str, str]  # "chilling reign" -> "CRE": each set's code by its name's words
    card_lines: Bounded[str, DeckLine | _Header] = field(
        default_factory=lambda: Bounded(LINES_REMEMBERED), compare=False, hash=False)
    """What each card line and section header read as, by its stripped text (see
    :func:`parse`)."""


def rules_data_codes(data: RulesData) -> list[str]:
    """The set codes a list may write in lower case: every spelling of data/set_codes.yaml
    ("svi", "sv1", "sv03.5") and every code of data/history/sets.yaml."""
    return [*data.set_codes, *data.set_table["spellings"]]


@lru_cache(maxsize=4)
def _vocabulary(data: RulesData) -> _Vocabulary:
    headers: dict[str, tuple[Section, Zone] | None] = {}
    languages: dict[str, set[str]] = {}
    not_sets: set[str] = set()
    for code, lang in data.languages.items():
        for key, words in lang["sections"].items():
            for word in words:
                if key == "total":
                    headers[fold(word)] = None
                elif key in _ZONED:
                    headers[fold(word)] = (Section.POKEMON, _ZONED[key])
                else:
                    headers[fold(word)] = (Section(key), Zone.DECK)
                languages.setdefault(fold(word), set()).add(code)
        names = lang["names"]
        for token in list(names["suffixes"]) + list(names["suffixes"].values()):
            not_sets.add(token.upper())
            # "Mewtwo V UNION SWSH162": the last word of a mark written in two ends the name.
            not_sets.add(token.rpartition(" ")[2].upper())
    for symbol in data.sp_symbols["symbols"].values():  # "Garchomp C", "Absol G"
        not_sets.update(spelling.upper() for spelling in symbol["spellings"])
    sets = data.sets
    spellings = data.set_table["spellings"]
    marks_spaced = tuple((f" {written.casefold()}", written, canonical)
                         for lang in data.languages.values()
                         for written, canonical in lang["names"]["suffixes"].items()
                         if written in data.short_forms["marks_spaced"])
    return _Vocabulary(
        headers=headers,
        header_languages={word: frozenset(codes) for word, codes in languages.items()},
        energy_words=tuple(sorted({fold(word) for lang in data.languages.values()
                                   for word in lang["sections"]["energy"] if " " not in word})),
        basic_energy=dict(data.energy_spellings),
        type_marks=_type_marks(data),
        pseudo_sets=frozenset(sets["energy_pseudo_sets"]),
        variants=frozenset(sets["variant_markers"]),
        name_tags=dict(sets["name_tags"]),
        not_sets=frozenset(not_sets),
        known_sets=frozenset(rules_data_codes(data)),
        japanese_codes=frozenset(code.upper() for code in sets["japanese_print_codes"]),
        chinese_codes=frozenset(code.upper() for code in sets["chinese_print_codes"]),
        sentence_words=data.short_forms["name_words"] + SENTENCE_MARGIN,
        title_ends=tuple(fold(words) for words in data.short_forms["title_lines"]["ends"]),
        title_labels=tuple(fold(label) for label in data.short_forms["title_lines"]["labels"]),
        deck_labels=tuple(fold(label)
                          for label in data.short_forms["title_lines"]["deck_labels"]),
        owner_ends=tuple(f"'s {fold(words)}"
                         for words in data.short_forms["title_lines"]["owner_ends"]),
        banner_words=tuple(fold(word) for word in data.short_forms["title_lines"]["banner_words"]),
        top_ends=tuple(f" {fold(word)}" for word in data.short_forms["title_lines"]["top_ends"]),
        placing=_placing(data.short_forms["title_lines"].get("placings", [])),
        count_words=frozenset(fold(word)
                              for word in data.short_forms["title_lines"]["count_words"]),
        count_phrases=frozenset(fold(word) for word
                                in data.short_forms["title_lines"].get("count_phrases", ())),
        link_labels=frozenset(fold(word) for word
                              in data.short_forms["title_lines"].get("link_labels", ())),
        alternatives=tuple(sorted({f"{fold(word)} " for lang in data.languages.values()
                                   for word in lang.get("alternatives", ())})),
        kind_words=frozenset(fold(word) for words in data.short_forms["kind_words"].values()
                             for word in words),
        marks_spaced=marks_spaced,
        marks_spaced_ends=tuple(end for end, _written, _mark in marks_spaced),
        marks_spaced_last=frozenset(case(end[-1]) for end, _written, _mark in marks_spaced
                                    for case in (str.lower, str.upper)),
        promo_prefixes=tuple(sorted(((promo["number_prefix"].upper(), code)
                                     for code, promo in sets["promos"].items()),
                                    key=lambda pair: -len(pair[0]))),
        set_letters=frozenset(promo["number_prefix"].upper() for code, promo
                              in sets["promos"].items()
                              if spellings.get(promo["number_prefix"].upper()) not in (None, code)),
        set_names={_set_name_key(name): code for name, code in data.set_names.items()},
        set_ids=frozenset(data.set_table["codes"]),
    )


def _placing(words: list[str]) -> re.Pattern[str] | None:
    """What finds a deck's placing in a title ("1st Place"): an ordinal, then one of ``words``
    (data/short_forms.yaml ``placings``), in folded text."""
    if not words:
        return None
    alternatives = "|".join(re.escape(fold(word)) for word in words)
    return re.compile(rf"(?<![\w])\d{{1,4}}(?:st|nd|rd|th) (?:{alternatives})\b")


def _set_name_key(name: str) -> str:
    """A set's name as its letters and digits, folded: "Sun & Moon" and Cardmarket's "Sun-Moon"
    are both "sun moon"."""
    return " ".join(_NOT_ALNUM.split(fold(name))).strip()


def _type_marks(data: RulesData) -> dict[str, str]:
    """What a basic Energy line may write where its number goes: the type's letter ("Fire Energy
    BRS R", as Pokémon TCG Online-era tools wrote it) or its English word ("Psychic Energy SUM
    psychic", as the PTCG Legends archive records it), to the basic Energy card it names."""
    english = data.languages["en"]["energy"]["types"]
    marks: dict[str, str] = {}
    for kind, letter in data.energy_symbols.items():
        name = basic_energy(english[kind][0])
        marks[letter] = name
        for word in english[kind]:
            marks[fold(word)] = name
    return marks


def read(data: bytes, path: str, rules_data: RulesData) -> Decklist:
    """Read one decklist. Unreadable input becomes a problem on the result, never an exception."""
    try:
        text, by_line = decode_text(data)
    except NotADecklist as exc:
        problem = SyntaxProblem(0, str(exc))
        return Decklist(path=path, lines=(), problems=(problem,), unread=problem)
    decklist = parse(text, path, rules_data)
    if by_line is None:
        return decklist
    # Translators: a note on a file whose lines are in two text encodings; {utf8} and {latin}
    # are runs of line numbers ("2, 4-6") read as UTF-8 and as Windows-1252 (Latin-1).
    note = SyntaxProblem(by_line.single_byte[0], _(
        "the file mixes two text encodings, and each line is read in its own: UTF-8 on lines "
        "{utf8}, Windows-1252 (Latin-1) on lines {latin}; check the names on the latter").format(
            utf8=spans(by_line.utf8), latin=spans(by_line.single_byte)), heading=True)
    return replace(decklist, problems=(note, *decklist.problems))


def parse(text: str, path: str, rules_data: RulesData) -> Decklist:
    """Parse decklist text into card lines, headers and syntax problems."""
    vocab = _vocabulary(rules_data)
    lines: list[DeckLine] = []
    problems: list[SyntaxProblem] = []
    stopped: SyntaxProblem | None = None
    section: tuple[Section, Zone] | None = None
    declared_total: int | None = None
    total_line: int | None = None
    # The languages every header word so far belongs to: "Pokémon", "Trainer" and "Energie"
    # each belong to several, together only to German.
    seen_languages: frozenset[str] | None = None
    remembered = vocab.card_lines
    rows = split_lines(text)
    # Decided before any line is read: a list whose every line names a card by its set code and
    # none gives a count is one copy a line (ryuu-play's export, data/set_codes.yaml ryuu-play).
    uncounted = _one_card_a_line(rows, vocab)
    if uncounted is not None:
        # Translators: a note on a list none of whose lines gives a number of copies.
        problems.append(SyntaxProblem(uncounted, _(
            "no line of this list gives a number of copies: each line is read as one copy of "
            "its card, as a simulator's export writes a deck"), heading=True))
    # The section of each column of a markdown table, from its header row (read/table_rows.py):
    # kept while the table's rows follow, forgotten at the first line that is no row.
    columns: list[tuple[Section, Zone] | None] | None = None
    # Each section header's stated count and where its cards start in ``lines``, and the line
    # of a header with a count just read (None once any other line follows): what tells a
    # label under a header ("Baraja basica") from a card line left unread (_labels_kept).
    stated: list[tuple[int | None, int]] = []
    # Each section header's line and text as written, beside ``stated``: what it says of its
    # section is weighed once the list is read (_section_counts).
    headed: list[tuple[int, str]] = []
    under_header: int | None = None
    # Where the list now read starts in ``lines`` (a file may hold several, each ended by its
    # total line), and whether a section header has come since: a line above both is at the
    # top of a list, where a title stands (_top_title).
    list_start, headed_since = 0, False
    # The header line naming a table's columns with their counts on one line ("Pokémon – 19
    # Trainers – 25 Energy – 16") and what it names, while the table's rows follow (until a
    # section header): rows whose entries run together are split under it (_column_row).
    glued_table: tuple[int, tuple[tuple[tuple[Section, Zone], int], ...]] | None = None
    for number, raw in enumerate(rows, start=1):
        stripped = raw.strip().lstrip("\ufeff")
        if columns is not None and not stripped.startswith("|"):
            columns = None
        if not stripped:
            continue
        if glued_table is not None:
            row = _column_row(stripped, number, glued_table, vocab)
            if row is not None:
                under_header = None
                problems.append(row)
                if len(problems) >= MAX_PROBLEMS:
                    stopped = _stopped(number, len(problems))
                    problems.append(stopped)
                    break
                continue
        known = remembered.get(stripped)
        if known is None:
            if _COMMENT.match(stripped) or _is_banner(stripped, vocab):
                continue
            # Before the link lines: an array whose title is a labelled address
            # (["Sideboard:https://…","sv5-157",…], as JSON.stringify writes it) had been
            # skipped whole as the list's source.
            array = card_id_array(stripped, _is_card_id) if stripped[:1] == "[" else None
            if array is not None:
                # A Tabletop Simulator export, the whole deck one JSON array of card ids: each
                # id read as a line of its copies, none remembered, with a note saying so.
                under_header = None
                for card_id, count in array.counted:
                    _read_card(f"{count} {card_id}", number, section, vocab, False, lines,
                               problems)
                problems.append(_array_note(number, array))
                if len(problems) >= MAX_PROBLEMS or len(lines) > MAX_CARD_LINES:
                    stopped = _stopped(number, len(problems))
                    problems.append(stopped)
                    break
                continue
            label = _link_label(stripped)
            if label is not None and not _counted(label) \
                    and not any(char.isdigit() for char in label) \
                    and fold(label).partition(" ")[0] not in vocab.count_words \
                    and not _CARD_PAGE.search(stripped):
                if label and fold(label.partition(":")[0]) not in vocab.link_labels \
                        and not f" {fold(label)}".endswith(vocab.top_ends):
                    # "Prime Catcher: https://pkmncards.com/card/…", a card of the list on a
                    # site deckcheck does not know (review 22: dropped unsaid, a 61st card): the
                    # checker reads the label as a heading where it names no card, else the line
                    # stays unread. A label that names the list ("Link:", "Charizard ex list:",
                    # "Lista:") or a page's credit or picture is the list's source: skipped.
                    shown = shown_line(stripped)
                    # Translators: {text} is a list line: words, then a web address.
                    problems.append(SyntaxProblem(number, _(
                        "cannot read {text!r}: words and a web address, with no count of "
                        "copies").format(text=shown), prose=label, link=True))
                continue  # an address alone, or a picture's: no card line
            if label:
                # "Boss's Orders (3): https://…", a count before the address (review 12): the
                # label is read as any line is, the address being no card's. A card's page
                # alone stays the line it is, unread and named so.
                stripped = label
            written = stripped
            if "&" in stripped and ";" in stripped:
                stripped = _unescape(stripped)  # copied from a web page: "Guzma &amp; Hala"
            if "<" in stripped:
                stripped = _STYLE_TAG.sub("", stripped)
            entries = _glued_entries(stripped) or _comma_entries(stripped)
            if entries is not None:
                # Entries glued one after another: each read as its own line, none remembered
                # (the line as a whole is no card line), with a note saying so.
                under_header = None
                for entry in entries:
                    _read_card(entry, number, section, vocab, uncounted is not None, lines,
                               problems)
                # Translators: a note on a list line holding several entries one after another,
                # each a count, a card's name and its print in brackets; {count} is how many.
                problems.append(SyntaxProblem(number, _(
                    "this line holds {count} card entries one after another: each is read as "
                    "its own line").format(count=len(entries)), heading=True))
                continue
            if len(stripped) > MAX_LINE_LENGTH:  # before any pattern sees the line
                under_header = None
                problems.append(SyntaxProblem(number, _(
                    "line is {length} characters long; a card line is much shorter").format(
                        length=len(stripped))))
                continue
            known = _header(stripped, vocab)
            if known is not None:
                remembered.put(written, known)
            elif "Ã" in stripped or "Â" in stripped:
                known = _mis_encoded_header(stripped, number, vocab, problems)
            if known is None:
                named = _column_headers(stripped, vocab)
                if named is not None:
                    glued_table, section, under_header = (number, named), None, None
                    # Translators: a note on a list line that is one header for a table's
                    # {count} columns, each a section with its count ("Pokémon – 19 Trainers –
                    # 25 Energy – 16").
                    problems.append(SyntaxProblem(number, _(
                        "this line is one header for a table's {count} columns, each a section "
                        "with its count").format(count=len(named)), heading=True))
                    continue
        # A line read before is read the same way wherever it stands: nothing below,
        # _card_line included, depends on the lines around it but the section, applied here.
        if isinstance(known, DeckLine):
            under_header = None
            lines.append(_placed(known, number, section))
            if len(lines) > MAX_CARD_LINES:
                stopped = _stopped(number, len(problems))
                problems.append(stopped)
                break
            continue
        if known is not None:  # a section header
            glued_table = None
            codes = known.languages
            seen_languages = codes if seen_languages is None else seen_languages & codes
            if known.kind is None:
                if known.count is not None:
                    declared_total, total_line = known.count, number
                list_start, headed_since = len(lines), False
            else:
                headed_since = True
                section = known.kind
                stated.append((known.count, len(lines)))
                headed.append((number, stripped))
                under_header = number if known.count is not None else None
            continue
        header_above, under_header = under_header, None
        at_top = len(lines) == list_start and not headed_since
        cells = table_cells(stripped)
        if cells is not None:
            # A row's reading depends on its table's header, so it is never remembered.
            columns, languages = _table_row(cells, number, section, columns, vocab,
                                            uncounted is not None, lines, problems)
            if languages is not None:
                seen_languages = languages if seen_languages is None \
                    else seen_languages & languages
        elif _read_card(stripped, number, section, vocab, uncounted is not None, lines,
                        problems) and uncounted is None:
            # A line with no count is one copy only in such a list: not remembered there.
            remembered.put(written, lines[-1])
        elif header_above is not None and problems and problems[-1].line == number \
                and problems[-1].prose is None and not problems[-1].cells \
                and not problems[-1].undecided and not any(char.isdigit() for char in stripped):
            # "Baraja basica" under "Cartas de Pokemon: 13": words that may be a label, if the
            # counts say the section's cards are all read (_labels_kept) and the checker finds
            # no card named in them.
            problems[-1] = replace(problems[-1], label=stripped,
                                   label_line=_one_copy(stripped, number, section, vocab))
        elif at_top and problems and problems[-1].line == number:
            problems[-1] = _top_title(problems[-1], stripped, rows[number:], section, vocab)
        if len(problems) >= MAX_PROBLEMS or len(lines) > MAX_CARD_LINES:
            stopped = _stopped(number, len(problems))
            problems.append(stopped)
            break
    if stopped is None:
        spaced = _spaced_mark_note(lines, vocab)
        if spaced is not None:
            problems.append(spaced)
    if stated and any(problem.label is not None for problem in problems):
        problems = _labels_kept(problems, stated, lines, declared_total)
    language = next(iter(seen_languages)) if seen_languages and len(seen_languages) == 1 \
        else None
    return Decklist(path=path, lines=tuple(lines), problems=tuple(problems),
                    declared_total=declared_total, total_line=total_line, language=language,
                    section_counts=_section_counts(stated, headed, lines, problems)
                    if stopped is None else (), unread=stopped)


def shown_line(text: str) -> str:
    """A line as an error quotes it: whole up to 60 characters, else cut with "..."."""
    return text if len(text) <= 60 else text[:57] + "..."


def _column_headers(line: str, vocab: _Vocabulary
                    ) -> tuple[tuple[tuple[Section, Zone], int], ...] | None:
    """The sections a table's one header line names, each with its count, in its columns' order
    ("Pokémon – 19 Trainers – 25 Energy – 16", "Pokémon (23) Trainers (25) Energy (12)"); None
    for any other line. Two sections or more, each once, each a header word with its count after
    a dash, a colon or in brackets, and nothing else on the line."""
    parts = _COLUMN_COUNT.split(line)
    if not 5 <= len(parts) <= 2 * MAX_CELLS + 1 or parts[-1].strip() not in ("", ")"):
        return None
    named: list[tuple[tuple[Section, Zone], int]] = []
    bracket = False
    for words, count in zip(parts[0:-1:2], parts[1::2], strict=True):
        words = words.strip()
        if bracket:
            if not words.startswith(")"):
                return None
            words = words[1:].strip()
        bracket = words.endswith("(")
        words = words.rstrip("(:-–— ").strip() if bracket or words.endswith(
            (":", "-", "–", "—")) else ""
        kind = vocab.headers.get(_header_word(words)) if words else None
        if kind is None or any(kind == seen for seen, _count in named):
            return None
        named.append((kind, int(count)))
    if bracket != (parts[-1].strip() == ")"):
        return None
    return tuple(named)


def _column_row(line: str, number: int,
                table: tuple[int, tuple[tuple[tuple[Section, Zone], int], ...]],
                vocab: _Vocabulary) -> SyntaxProblem | None:
    """A row of a table under its one header line (``table``: its line and columns), its entries
    run together ("1 Stoutland V 1 Heat"): an error holding every way its entries fill the
    columns in order, each entry a card line in its column's section, for the checker to read
    (deckcheck.identify_rows); None for a line of one entry or none (read as any line is)."""
    from itertools import combinations

    header, named = table
    entries = [entry.strip() for entry in _ROW_ENTRY.split(line) if entry.strip()]
    if not 2 <= len(entries) <= len(named) or len(line) > MAX_LINE_LENGTH \
            or _QUANTITY.match(entries[0]) is None:
        return None
    readings = []
    for placed in combinations(range(len(named)), len(entries)):
        cells = [_card_line(entry, number, named[column][0], vocab)
                 for entry, column in zip(entries, placed, strict=True)]
        if all(isinstance(cell, DeckLine) for cell in cells):
            readings.append(tuple(cell for cell in cells if isinstance(cell, DeckLine)))
    if not readings:
        return None
    shown = shown_line(line)
    # Translators: {text} is a list line holding a table's row, its entries run together ("1
    # Dunsparce 3 Professor's Research 4 Capture"); {count} is how many.
    return SyntaxProblem(number, _(
        "{text!r} holds {count} entries of a table's row run together: read only where each is a "
        "card of its column and the columns hold the counts their header states").format(
            text=shown, count=len(entries)), cells=tuple(readings),
        columns=tuple((kind[0], count) for kind, count in named if kind[0] is not None),
        table=header)


def _section_counts(stated: list[tuple[int | None, int]], headed: list[tuple[int, str]],
                    lines: list[DeckLine], problems: list[SyntaxProblem]
                    ) -> tuple[SectionCount, ...]:
    """What each section header with a count says beside what its section holds as read: its
    cards and its card lines, up to the next header. A section with a line left unread, or to
    confirm, is not whole (:attr:`SectionCount.whole`): that line may hold what the count has and
    the lines miss."""
    ends = _section_ends(stated, lines)
    if not stated or any(start == end for (_count, start), end
                         in zip(stated[:-1], ends, strict=False)):
        # Headers one under another ("Pokémon (14)", "Trainers (34)", "Energy (12)" above a
        # table of three columns, as Po Town's page and PokemonCardJP's copy write them): which
        # lines each counts cannot be told.
        return ()
    bounds = [line for line, _text in headed[1:]] + [None]
    unread = [problem.line for problem in problems if not problem.heading]
    counts = []
    for (count, start), end, (line, text), bound in zip(stated, ends, headed, bounds,
                                                        strict=True):
        if count is None:
            continue
        section = lines[start:end]
        counts.append(SectionCount(line, text, count, sum(card.quantity for card in section),
                                   len(section), whole=not any(
                                       line < at and (bound is None or at < bound)
                                       for at in unread)))
    return tuple(counts)


def _top_title(problem: SyntaxProblem, text: str, below: list[str],
               section: tuple[Section, Zone] | None, vocab: _Vocabulary) -> SyntaxProblem:
    """``problem``, the line ``text`` left unread at the top of a list, marked as a title it may
    be (:attr:`SyntaxProblem.top`): words with no digit and no colon that end as a deck's name
    does ("Calico Deck", a Pokémon TCG Live export's deck name above its first header;
    data/short_forms.yaml ``top_ends``), or words in capitals ending with a colon
    right above a header or a card line ("ROARING MOON EX DARKRAI BUILD:", a video's heading
    above its list). The checker reads it so only where the words read as a card line read no
    card and, without a colon, name none in any run of them; with one, where they are no card's
    whole name; a title after its label ("Name: Dragapult ex") is marked so, for the checker to
    read it so even where it is a card's name, if the deck makes its size without it. Any other
    line is ``problem`` as it is: a line a player may have meant to count is never a title."""
    if problem.title and fold(text.partition(":")[0].strip()) in vocab.title_labels:
        # "Name: Dragapult ex" above a deck page's list: its label says it names the deck; the
        # checker reads a card's name so only where the deck makes its size without it.
        return replace(problem, named=True)
    if problem.prose is None and not problem.title and problem.sentence is None \
            and not problem.undecided and not problem.cells and vocab.placing is not None \
            and not text[:1].isdigit() and vocab.placing.search(fold(text)):
        # "Week One: Ross Cawthon’s Night March – 1st Place Illinois": a placing in the words
        # says a deck's title; the checker reads it so where the deck makes its size without it.
        return replace(problem, prose=text, top=True,
                       label_line=_one_copy(text, problem.line, section, vocab))
    plain = problem.prose is None and not problem.title and problem.sentence is None \
        and not problem.undecided and not problem.cells
    quoted = _quoted(text)
    if plain and quoted is not None and not any(char.isdigit() or char == ":" for char in quoted):
        # "\"Kung Fu Fighting\"" above its list (a Pojo Killer Deck report's title,
        # http://www.pojo.com/KillerDecks/1999/decks1199/1129c.htm): a deck's name in quotes.
        return replace(problem, prose=quoted, top=True,
                       label_line=_one_copy(quoted, problem.line, section, vocab))
    numbered = _DECK_NUMBER.match(text)
    if plain and numbered is not None and f" {fold(numbered['words'])}".endswith(vocab.top_ends):
        # "Water Deck #2": a deck's name and which of the writer's decks it is.
        words = numbered["words"]
        return replace(problem, prose=words, top=True,
                       label_line=_one_copy(words, problem.line, section, vocab))
    if (problem.prose is not None and not text.endswith(":")) or problem.title \
            or problem.sentence is not None or problem.undecided or problem.cells \
            or any(char.isdigit() for char in text):
        return problem
    words = text[:-1].rstrip() if text.endswith(":") else text
    if ":" in words or not words:
        return problem
    if text.endswith(":") and not (words.upper() == words and words.lower() != words
                                   and _cards_below(below, vocab)):
        return problem
    spaced = f" {fold(words)}"
    if not text.endswith(":") and not spaced.endswith(vocab.top_ends) \
            and not f"{spaced} ".startswith(tuple(f"{end} " for end in vocab.top_ends)):
        # "Mazzo Lost Box", "Lista Lost Box": Italian and Spanish put the word first (review 14)
        return problem  # "Buddy Poffin": a card written short may be meant (review 12)
    return replace(problem, prose=words, title=text.endswith(":"), top=True,
                   label_line=_one_copy(words, problem.line, section, vocab))


_QUOTES = {'"': '"', "“": "”", "«": "»"}


def _quoted(text: str) -> str | None:
    """The words of a line written wholly in quotes ("\"The Better Haymaker\""), else None."""
    close = _QUOTES.get(text[:1])
    if close is None or len(text) < 3 or not text.endswith(close):
        return None
    inner = text[1:-1].strip()
    return inner if inner and not any(mark in inner for mark in '"“”«»') else None


def _one_copy(words: str, number: int, section: tuple[Section, Zone] | None,
              vocab: _Vocabulary) -> DeckLine | None:
    """Words with no count read as one copy's card line, if they read as one: what a label or a
    title would be had the player meant a card (the checker asks the catalog of it)."""
    as_card = _card_line(f"1 {words}", number, section, vocab)
    return as_card if isinstance(as_card, DeckLine) else None


def _section_ends(stated: list[tuple[int | None, int]], lines: list[DeckLine]) -> list[int]:
    """Where each stated section's cards end in ``lines``: where the next one's start."""
    return [start for _count, start in stated[1:]] + [len(lines)]


def _cards_below(below: list[str], vocab: _Vocabulary) -> bool:
    """Whether the first line of ``below`` with any text is a section header or a counted card
    line (what a title stands above)."""
    for raw in below:
        line = raw.strip()
        if line:
            return _header(line, vocab) is not None or _QUANTITY.match(line) is not None
    return False


def _labels_kept(problems: list[SyntaxProblem], stated: list[tuple[int | None, int]],
                 lines: list[DeckLine], declared_total: int | None) -> list[SyntaxProblem]:
    """``problems`` with the labels under headers kept only where every section header states a
    count that its section's read cards make, and a stated total, if any, is what the lines add
    up to: then the labels held no card the counts miss. Anywhere else, unread lines."""
    ends = _section_ends(stated, lines)
    matched = all(count is not None and count == sum(line.quantity for line in lines[start:end])
                  for (count, start), end in zip(stated, ends, strict=True))
    # A line to confirm (two counts, a row of cells) may hold cards no count accounts for.
    if matched and declared_total in (None, sum(line.quantity for line in lines)) \
            and not any(problem.cells or problem.undecided for problem in problems):
        return problems
    return [replace(problem, label=None) if problem.label is not None else problem
            for problem in problems]


def _glued_entries(line: str) -> list[str] | None:
    """The entries of a line that holds several glued together, each ending with its print in
    brackets and the next starting with its count ("3x Charizard ex (OBF #125)1x Charmeleon (PAF
    #8)"); None for any other line. Every entry must be a counted card with a bracketed print no
    longer than a card line: anything else is read as the line it is."""
    if (")" not in line and "]" not in line) or len(line) > MAX_LINE_LENGTH * MAX_GLUED:
        return None
    entries = [entry.rstrip() for entry in _GLUED_ENTRY.split(line)]
    # Each entry a counted card; a bracket after one may be its print or its owner's name
    # ("1x Boss's Orders (Ghetsis)1x Boss's Orders (PAL #172)"), the line's form shown by one
    # bracketed print at least.
    if not 2 <= len(entries) <= MAX_GLUED or any(
            len(entry) > MAX_LINE_LENGTH or _QUANTITY.match(entry) is None
            for entry in entries) \
            or not any(_BRACKETED_PRINT.match(entry) for entry in entries):
        return None
    return entries


def _comma_entries(line: str) -> list[str] | None:
    """The entries of a line that holds a whole section, each a count and a card's name, one
    after another with commas between them ("3 Rowlet, 3 Dartrix, 3 Decidueye, 2 Tapu Lele GX");
    None for any other line. Every entry must be a count then a name starting with a letter, no
    longer than a card line: a line with anything else between its commas (a card's name with a
    comma, a sentence) is read as the line it is."""
    if ", " not in line or len(line) > MAX_LINE_LENGTH * MAX_GLUED:
        return None
    entries = [entry.strip() for entry in line.split(",")]
    if not 2 <= len(entries) <= MAX_GLUED:
        return None
    for entry in entries:
        counted = _QUANTITY.match(entry) if len(entry) <= MAX_LINE_LENGTH else None
        if counted is None or not counted["rest"][:1].isalpha():
            return None
    return entries


def _mis_encoded_header(line: str, number: int, vocab: _Vocabulary,
                        problems: list[SyntaxProblem]) -> _Header | None:
    """The header a line is once undone from UTF-8 read as Windows-1252 ("PokÃ©mon: 13" is
    "Pokémon: 13"), with a note saying so; None where the line does not decode cleanly so, or is
    no header then. A file that holds one correct "é" besides is not repaired whole (decode)."""
    try:
        repaired = line.encode("cp1252").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return None
    known = _header(repaired, vocab)
    if known is not None:
        # Translators: {text} is a list line as written, a section header whose accented
        # letters were saved twice over ("PokÃ©mon: 13"); {header} the header it is ("Pokémon:
        # 13"). The file is not changed.
        problems.append(SyntaxProblem(number, _(
            "{text!r} read as the header {header!r}: its accented letters are mis-encoded "
            "(UTF-8 read as Windows-1252)").format(text=line, header=repaired), heading=True))
    return known


def _is_card_id(text: str) -> bool:
    return _CARD_ID.match(text) is not None


def _array_note(number: int, array: CardIdArray) -> SyntaxProblem:
    # Translators: a note on a list line that is a JSON array of card ids ("sv8pt5-71"), the
    # whole deck as a Tabletop Simulator export writes it; {count} is how many ids it holds.
    return SyntaxProblem(number, ngettext(
        "this line is a JSON array of {count} card id (a Tabletop Simulator export): each id "
        "is read as one copy of the card printed so",
        "this line is a JSON array of {count} card ids (a Tabletop Simulator export): each id "
        "is read as one copy of the card printed so", array.total).format(count=array.total),
        heading=True)


def _read_card(text: str, number: int, section: tuple[Section, Zone] | None,
               vocab: _Vocabulary, uncounted: bool, lines: list[DeckLine],
               problems: list[SyntaxProblem]) -> bool:
    """Read one card line (a list's line, or a table's cell) into ``lines``, or its problem into
    ``problems``; whether it was read as a card with no other choice beside it (what may be
    remembered of its text)."""
    first, other = _choice(text, vocab)
    card = _card_line(first, number, section, vocab, uncounted)
    if isinstance(card, SyntaxProblem):
        if other is not None:
            # "- Pelipper fills in for Lumineon, … from deck (or discard!)": no card line before
            # its bracket, so the bracket is no other choice of one; the line as a whole may be
            # a sentence of the page.
            whole = _card_line(text, number, section, vocab, uncounted)
            if isinstance(whole, SyntaxProblem) and whole.sentence is not None:
                card = whole
        problems.append(card)
        return False
    lines.append(card)
    if other is None:
        return True
    # Translators: {other} is another choice a list line offers in brackets after its card
    # ("(or 3 Kingdra Prime/1 Kingdra LA)"); the line is read without it.
    problems.append(SyntaxProblem(number, _(
        "{other} is another choice the list offers: not read; the line is read as its first "
        "choice").format(other=other), heading=True))
    return False


def _table_row(cells: list[str], number: int, section: tuple[Section, Zone] | None,
               columns: list[tuple[Section, Zone] | None] | None, vocab: _Vocabulary,
               uncounted: bool, lines: list[DeckLine], problems: list[SyntaxProblem],
               ) -> tuple[list[tuple[Section, Zone] | None] | None, frozenset[str] | None]:
    """Read one markdown table row (read/table_rows.py): its header (each column's section and
    the languages of its words), its rule, or a card line a filled cell, each under its column's
    section (else the list's). Returns the columns' sections from here on, and the header's
    languages (``None`` for any other row)."""
    if is_rule_row(cells):
        return columns, None
    headers = [_header(cell, vocab) if cell else None for cell in cells]
    if all(header is not None and header.kind is not None
           for cell, header in zip(cells, headers, strict=True) if cell):
        languages = frozenset[str].intersection(*(header.languages for header in headers
                                                  if header is not None))
        return [header.kind if header is not None else None for header in headers], languages
    for column, cell in enumerate(cells):
        if cell:
            kind = columns[column] if columns is not None and column < len(columns) else None
            _read_card(cell, number, kind or section, vocab, uncounted, lines, problems)
    return columns, None


def _spaced_mark_note(lines: list[DeckLine], vocab: _Vocabulary) -> SyntaxProblem | None:
    """One note for a list whose card lines write a mark otherwise than cards print it ("Arceus V
    STAR", "Giratina Prism": data/short_forms.yaml ``marks_spaced``), on the first such line,
    saying how it is read; ``None`` for any other list."""
    ends, last = vocab.marks_spaced_ends, vocab.marks_spaced_last
    # Most lines end with no mark's last letter: only the others are folded.
    spaced = [line for line in lines
              if line.text[-1:] in last and line.text.casefold().endswith(ends)]
    if not spaced:
        return None
    first = spaced[0]
    end, _written, mark = next(found for found in vocab.marks_spaced
                               if first.text.casefold().endswith(found[0]))
    name, spelt = first.text[:-len(end)], first.text[-len(end) + 1:]
    others = len(spaced) - 1
    # Translators: {written} is a card's name as a list line writes it, its mark spaced or spelt
    # otherwise than cards print it ("Arceus V STAR"); {read} the name as read ("Arceus
    # VSTAR"); {spelt} the mark as written ("V STAR"), {mark} as cards print it ("VSTAR").
    # {count} lines more are read so.
    message = ngettext(
        '"{written}" read as "{read}": "{spelt}" is the mark {mark} written otherwise; {count} '
        "more line writes a mark otherwise and is read the same way",
        '"{written}" read as "{read}": "{spelt}" is the mark {mark} written otherwise; {count} '
        "more lines write a mark otherwise and are read the same way", others) if others else _(
        '"{written}" read as "{read}": "{spelt}" is the mark {mark} written otherwise')
    return SyntaxProblem(first.line_number, message.format(
        written=first.text, read=f"{name} {mark}", spelt=spelt, mark=mark, count=others),
        heading=True)


class _Header:
    """A section header as read: the kind of card and zone it opens (``None``: the total line,
    "Total Cards: 60"), the languages whose word it is, and the total it gives."""

    __slots__ = ("count", "kind", "languages")

    def __init__(self, kind: tuple[Section, Zone] | None, languages: frozenset[str],
                 count: int | None) -> None:
        self.kind, self.languages, self.count = kind, languages, count


def _header(line: str, vocab: _Vocabulary) -> _Header | None:
    """``line`` read as a section header, if it is one (data/languages ``sections``)."""
    header = _HEADER.match(line)
    if header is None:
        return None
    word = _header_word(header["word"])
    if word not in vocab.headers:
        return None
    kind = vocab.headers[word]
    count = header["q"] or header["n"] or header["p"] or header["m"] or header["k"]
    return _Header(kind, vocab.header_languages[word],
                   int(count) if count is not None and len(count) <= 4 else None)


_DECK_SECTION = (None, Zone.DECK)
"""Where a card line before any header stands: no kind of card said, in the deck."""


def _placed(known: DeckLine, number: int, section: tuple[Section, Zone] | None) -> DeckLine:
    """The card line ``known`` was read as, standing at line ``number`` under ``section``.

    ``known`` itself where it stood so (copies of one list: the objects are frozen, and the
    identifier then hands out its card for the line without copying it); else a copy with this
    place, made without running ``__init__`` again (a field at a time, it cost a batch of copies
    a tenth of its reading)."""
    under, zone = section or _DECK_SECTION
    if known.line_number == number and known.section is under and known.zone is zone:
        return known
    placed = object.__new__(DeckLine)
    fields = placed.__dict__
    fields.update(known.__dict__)
    fields["line_number"], fields["section"], fields["zone"] = number, under, zone
    return placed


def _choice(line: str, vocab: _Vocabulary) -> tuple[str, str | None]:
    """``line`` without the other choices written in brackets at its end ("4 Kingdra Prime (or 3
    Kingdra Prime/1 Kingdra LA)"), and those choices; the line as it is and ``None`` when it ends
    with none. A bracket is another choice when it opens with a word of data/languages
    ``alternatives`` or holds a count before a name ("(4 Lysandre's Trump Card)", "(o 2 Iono)"),
    in any language; such brackets are taken off the end one after another, so none is left to
    be read as a label of the name."""
    head, others = line, list[str]()
    while head.endswith(")"):
        before, opened, inner = head[:-1].rpartition("(")
        if not opened or not before.strip() or ")" in inner or not _offers_a_choice(inner, vocab):
            break
        head = before.rstrip()
        others.insert(0, f"({inner})")
    return (head, " ".join(others)) if others else (line, None)


def _kind_word_unbracketed(name: str, vocab: _Vocabulary) -> str:
    """"Kingdra (Prime)" as "Kingdra Prime": a word for the card's kind in brackets after its
    name says what the word says bare (data/short_forms.yaml ``kind_words``), and is never
    dropped as a label of the name (a Prime print is not every print of Kingdra)."""
    if not name.endswith(")"):
        return name
    head, opened, inner = name[:-1].rpartition("(")
    if opened and head.strip() and fold(inner.strip()) in vocab.kind_words:
        return f"{head.rstrip()} {inner.strip()}"
    return name


def _offers_a_choice(inner: str, vocab: _Vocabulary) -> bool:
    """Whether a bracket's words offer another choice: an alternative word first, or a count of
    copies before a name anywhere in it."""
    return (bool(vocab.alternatives) and fold(inner.lstrip()).startswith(vocab.alternatives)) \
        or _COUNTED.search(inner) is not None


def _stopped(number: int, problems: int) -> SyntaxProblem:
    """Where reading stopped, on line ``number``: bounded work, a file this far from a decklist
    (``problems`` lines unread, or more than ``MAX_CARD_LINES`` card lines) is reported, not read
    to its end."""
    if problems >= MAX_PROBLEMS:
        message = ngettext(
            "stopped reading after this line: {count} line could not be read; this file "
            "does not look like a decklist",
            "stopped reading after this line: {count} lines could not be read; this file "
            "does not look like a decklist", problems).format(count=problems)
    else:
        message = ngettext(
            "stopped reading after this line: more than {count} card line; this file "
            "does not look like a decklist",
            "stopped reading after this line: more than {count} card lines; this file "
            "does not look like a decklist", MAX_CARD_LINES).format(count=MAX_CARD_LINES)
    return SyntaxProblem(number, message)


def _header_word(word: str) -> str:
    """A header's word as data/languages keys it. A file saved in another encoding and read back
    as UTF-8 with its errors replaced holds U+FFFD where "é" was: "Pok\ufffdmon" is the same lost
    letter as the "Pok?mon" data/languages/en.yaml lists."""
    return fold(word.replace("\ufffd", "?"))


def split_lines(text: str) -> list[str]:
    """A list's text cut into its lines as they are numbered (a CR, an LF or both end one)."""
    return _LINE_BREAK.split(text)


def _unescape(line: str) -> str:
    """HTML character references as a web page's source writes them ("&amp;", "&#39;", "&eacute;").
    Imported here: few lists hold one."""
    import html

    return html.unescape(line)


def _is_banner(line: str, vocab: _Vocabulary) -> bool:
    """The banner in stars that opens and closes a Pokémon TCG Online export (``****** Pokémon
    Trading Card Game Deck List ******``: data/short_forms.yaml ``banner_words``), not a line in
    Markdown's bold italic, which may hold a card ("***1 Lysandre FLF 90***", "***Boss's Orders
    (3)***": reviews 11 and 12). No pattern: a ``^\\*{3,}.*\\*{3,}$`` is quadratic on a long
    run of stars."""
    if len(line) < 6 or not line.startswith("***") or not line.endswith("***"):
        return False
    inner = line.strip("*").strip()
    if not inner:
        return True
    # A client's banner names the game ("Pokémon", "pokemon.com"), holds a word of its own
    # ("Deck", "Lista", "Liste"…) and no digit: "***Decklist: 4 Lysandre***" is none (review 13).
    folded = fold(inner)
    return "pokemon" in folded and not any(char.isdigit() for char in inner) and any(
        word.startswith(vocab.banner_words) for word in folded.replace("-", " ").split())


def _link_label(line: str) -> str | None:
    """The label before a web address ("Link to list" in "Link to list: https://…"; "Credit:
    JustInBasil" in "Credit: JustInBasil (https://…)"), "" for an address alone, None for a line
    that is no link."""
    if _LINK.match(line) is None:
        after = _LINK_AFTER.match(line) if "http" in line else None
        return None if after is None else after["label"]
    return line[:line.find("http")].strip().rstrip(":").strip()


def _counted(text: str) -> bool:
    """Whether ``text`` is written as a card line with its count ("1 Lysandre FLF 90",
    "Lysandre x1", "Rare Candy 5x")."""
    return bool(_QUANTITY.match(text) or _COUNT_AFTER.match(text) or _COUNT_AFTER_X.match(text))


def _one_card_a_line(rows: list[str], vocab: _Vocabulary) -> int | None:
    """The number of the first card line of a list written one copy a line ("Pyroar FLF" sixty
    times over, as ryuu-play exports a deck), else ``None``.

    Such a list gives no line a count, and each of its lines that is no header, comment or link
    ends with a set code written in capitals after a name (no number after it): the code
    is what tells a card line from prose or code, so a file of other text is still unread (and
    reading stops after ``MAX_PROBLEMS`` lines). One counted line, or one other line, and the
    list is read as any other. Bounded work: a list with counts stops at its first card line.
    """
    first = None
    for number, raw in enumerate(rows, start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or _COMMENT.match(line) or _is_banner(line, vocab) \
                or _link_label(line) is not None:
            continue
        header = _HEADER.match(line)
        if header and _header_word(header["word"]) in vocab.headers:
            continue
        if len(line) > MAX_LINE_LENGTH or _QUANTITY.match(line) or not _coded(line, vocab):
            return None
        if first is None:
            first = number
    return first


def _coded(line: str, vocab: _Vocabulary) -> bool:
    """Whether ``line`` is words then a set code in capitals, as ryuu-play writes a card. Not with
    a number after it: "Pyroar FLF 4" may be four copies written last, so it is no such line."""
    tokens = tidy(line).split(" ")
    code = tokens[-1]
    return len(tokens) >= 2 and code.isupper() and _is_set_code(code, vocab)


def _card_line(text: str, number: int, section: tuple[Section, Zone] | None,
               vocab: _Vocabulary, uncounted: bool = False) -> DeckLine | SyntaxProblem:
    if " #" in text:
        if _BRACKETED_NUMBER.search(text) is None:
            text = _TRAILING_COMMENT.sub("", text)
        else:
            # "(OBF # 125)": the bracket's "# 125" is its print's number; a comment that starts
            # before that bracket still ends the line, bracket and all ("SFA 36  x3  # Okidogi
            # ex (SFA # 36)" had become unreadable; "1 Budew (PRE #4) # not [TEF # 157]" read as
            # the card of its comment).
            head = text[:max(text.rfind("("), text.rfind("["))]
            if _TRAILING_COMMENT.search(head):
                text = _TRAILING_COMMENT.sub("", head)
    match = _QUANTITY.match(f"1 {text}") if uncounted else (
        _QUANTITY.match(text) or _COUNT_AFTER.match(text) or _COUNT_AFTER_X.match(text))
    if match is None:
        shown = shown_line(text)
        # A line of words and a colon ("Link to list:", "Deck list:") may be a site's heading:
        # the checker reads it so where the catalog finds no card's name in it.
        prose = _PROSE.match(text)
        title = _title(text, vocab)
        label = text.partition(":")[0].strip()
        if title is not None and fold(label) in vocab.deck_labels:
            # Translators: {text} is a deck's name as a list's title line gives it after its
            # label ({label}: "Deckname: Charizard ex").
            return SyntaxProblem(number, _("{text!r} read as the list's title ({label}:)").format(
                text=title, label=label), heading=True)
        # Translators: {text} is the line as written; keep the <...> pattern as it is.
        return SyntaxProblem(number, _("cannot read {text!r}: expected '<quantity> <card name> "
                                       "[<set> <number>]' or a section header").format(text=shown),
                             prose=title if title is not None
                             else prose["words"] if prose else None,
                             title=title is not None,
                             sentence=text if (sentence := _is_sentence(text, vocab)) else None,
                             uncounted=sentence and not _count_word_in(text, vocab))
    qty_text, rest = match["qty"], match["rest"]
    last = rest[-1:]
    twice = _COUNT_AFTER.match(rest) if last.isdigit() \
        else _COUNT_AFTER_X.match(rest) if last in "xX×" else None
    if twice is not None:
        if int(twice["qty"]) != int(qty_text):
            # Each count a reading of the line, so that the deck's size knows the least and the
            # most the line may hold (rules/deck_size.py); the catalog decides neither.
            readings = tuple(
                (line,) for count in (qty_text, twice["qty"])
                if isinstance(line := _card_line(f"{count} {twice['rest']}", number, section,
                                                 vocab), DeckLine))
            # Translators: {text} is a list line that gives its card two counts ("1 Switch MEG
            # 130 x4"), {first} the one before the card and {second} the one after it.
            return SyntaxProblem(number, _(
                "{text!r} gives two counts, {first} and {second}: confirm how many copies").format(
                    text=text, first=qty_text, second=twice["qty"]), undecided=True,
                cells=readings, may_hold_none=0 in (int(qty_text), int(twice["qty"])))
        rest = twice["rest"]  # "4 Rare Candy x4": the same count, written twice
    if len(qty_text) > 3 or not 1 <= int(qty_text) <= MAX_QUANTITY:
        quantity = qty_text[:12] + ("…" if len(qty_text) > 12 else "")
        # Translators: {quantity} is the number as written; {most} the largest quantity allowed.
        return SyntaxProblem(number, _("quantity {quantity} is not possible: a line holds 1 to "
                                       "{most} copies").format(quantity=quantity,
                                                               most=MAX_QUANTITY))
    product = product_card(rest) if rest.startswith(("http://", "https://")) else None
    if product is not None:  # "4 https://www.cardmarket.com/…/Bill-B2118"
        return _product_line(product, int(qty_text), number, section, vocab)
    if _RUN_TOGETHER.search(rest):
        cells = _cells(int(qty_text), rest, number, section, vocab)
        if cells is not None:
            shown = text if len(text) <= 90 else text[:87] + "..."
            # Translators: {text} is a list line holding several cards side by side, the number
            # of one card's print run together with the next card's count ("SHF 443x").
            return SyntaxProblem(number, _(
                "{text!r} holds several cards side by side (a table's cells run together); "
                "where a print's number ends and the next count starts cannot be told: confirm "
                "the line's cards").format(text=shown), undecided=True, cells=cells)
    bracketed = _BRACKETED_PRINT.match(rest) if rest.endswith((")", "]")) else None
    if bracketed is not None and _SET.match(bracketed["code"]) \
            and rest.endswith(_BRACKET_PAIRS[bracketed["open"]]):
        # "Fire Energy (HS #116)": the print in brackets read as it is written bare.
        rest = f"{bracketed['name']} {bracketed['code']} {bracketed['number']}"
    name, set_code, card_number = split_print(rest, vocab)
    name = _kind_word_unbracketed(name, vocab)
    if not name:
        return SyntaxProblem(number, _("card line has a quantity but no card name"))
    kind, zone = section if section is not None else (None, Zone.DECK)
    return DeckLine(line_number=number, quantity=int(qty_text), text=name, set_code=set_code,
                    number=card_number, section=kind, zone=zone)


def _cells(quantity: int, rest: str, number: int, section: tuple[Section, Zone] | None,
           vocab: _Vocabulary) -> tuple[tuple[DeckLine, ...], ...] | None:
    """Every way to read ``rest`` as a table row whose cells run together ("Crobat V SHF 443x
    Cherish Ball UNM 191": SHF 44 and 3 Cherish Ball, or SHF 4 and 43), each reading a card line
    a cell, every cell with a set code and number; ``None`` when no glued count follows a set
    code. Which reading is right only the card catalog can say (deckcheck.identify_rows): the
    text alone never decides it. At most two readings a glued count (a count has one or two
    digits), ``MAX_CELLS`` cells."""
    tokens = tidy(rest).split(" ")
    glued = [i for i in range(1, len(tokens) - 1)
             if _GLUED_COUNT.match(tokens[i]) and _is_set_code(tokens[i - 1], vocab)]
    if not glued or len(glued) >= MAX_CELLS:
        return None
    splits: list[list[tuple[str, int]]] = [[]]
    for i in glued:
        digits = tokens[i][:-1]
        letter = next((j for j, char in enumerate(digits) if char.isalpha()), None)
        if letter is not None:  # "75a4": the number ends at its letter, one way only
            after = digits[letter + 1:]
            ways = [(digits[:letter + 1], int(after))] \
                if after[0] != "0" and 1 <= int(after) <= MAX_QUANTITY else []
        else:
            ways = [(digits[:-k], int(digits[-k:])) for k in (1, 2)
                    if digits[-k] != "0" and 1 <= int(digits[-k:]) <= MAX_QUANTITY]
        splits = [[*split, way] for split in splits for way in ways]
    kind, zone = section if section is not None else (None, Zone.DECK)
    readings = []
    for split in splits:
        cells, count, start = [], quantity, 0
        for i, (print_number, next_count) in zip(glued, split, strict=True):
            cells.append((count, [*tokens[start:i], print_number]))
            count, start = next_count, i + 1
        cells.append((count, tokens[start:]))
        lines = []
        for copies, words in cells:
            name, set_code, card_number = split_print(" ".join(words), vocab)
            name = _kind_word_unbracketed(name, vocab)
            if not name or set_code is None or card_number is None:
                break
            lines.append(DeckLine(line_number=number, quantity=copies, text=name,
                                  set_code=set_code, number=card_number, section=kind,
                                  zone=zone))
        else:
            readings.append(tuple(lines))
    return tuple(readings)


def _product_line(product: tuple[str, str | None, str], quantity: int, number: int,
                  section: tuple[Section, Zone] | None, vocab: _Vocabulary) -> DeckLine:
    """The card line a product page's address makes (read/product_links.py): its name as the
    address spells it, its print where the joined code is a set's ("B2106": B2 106); a joined
    code no set has stays the line's set code, a print to confirm, never dropped."""
    name, printed, set_words = product
    set_code, card_number = printed, None
    joined = _joined_print(printed, vocab) if printed else None
    promo = _PROMO_TWICE.match(printed) if printed else None
    coded = _CODE_AND_NUMBER.match(printed) if printed else None
    if joined is not None:
        set_code, card_number = joined
    elif promo and (series := _bare_promo(promo["number"], vocab)) is not None:
        set_code, card_number = series, promo["number"]  # "BWBW46": the promo BW46
    elif coded and (named := vocab.set_names.get(_set_name_key(set_words))) is not None:
        # "Chilling-Reign/Galarian-Moltres-V-V1-CHR097": Cardmarket's own code for the set,
        # which the address names; its number is read in the set so named.
        set_code, card_number = named, coded["number"]
    kind, zone = section if section is not None else (None, Zone.DECK)
    return DeckLine(line_number=number, quantity=quantity, text=name, set_code=set_code,
                    number=card_number, section=kind, zone=zone)


def _joined_print(token: str, vocab: _Vocabulary) -> tuple[str, str] | None:
    """A set code joined to its number, as (code, number), where the code is a set's: "CPA-22",
    "EP78" ("Alcremie-V CPA-22", "Patrat EP78"), and a code ending in a digit, "N1104" or "B2118"
    (Neo Genesis N1, Base Set 2 B2), as Cardmarket's product pages name a card."""
    joined = _GLUED.match(token) or _GLUED_DIGIT.match(token)
    if joined and _is_set_code(joined["code"].upper(), vocab):
        return joined["code"], joined["number"]
    return None


def split_print(rest: str, vocab: _Vocabulary) -> tuple[str, str | None, str | None]:
    """Split ``Iron Hands ex PAR 70 PH`` into name, set code and number, reading right to left.

    Names hold spaces, digits, colons and hyphens ("Pokégear 3.0", "Type: Null", "Ho-Oh"), so only
    trailing tokens that look like a set code and a collector number are taken off; then a
    site's tag after the name (" - Basic", data/sets.yaml ``name_tags``), when the name agrees.
    """
    name, set_code, number = _split_print(rest, vocab)
    return _untagged(name, vocab), set_code, number


def _untagged(name: str, vocab: _Vocabulary) -> str:
    """``name`` without a site's kind tag ("Psychic Energy - Basic" is Psychic Energy), unless
    the name contradicts it: a basic Energy's name tagged special, or a name tagged basic that
    is no basic Energy's, keeps its tag and stays a card to confirm."""
    # RK9 writes two tags in sequence ("Legacy Energy - Special - ACESPEC"): every tag must agree
    # with the name left, as one alone must; there are never more tags than there are kinds.
    head, kinds = name, []
    for _tag in range(len(vocab.name_tags)):
        before, dash, tag = head.rpartition(" - ")
        kind = vocab.name_tags.get(tag) if dash and before else None
        if kind is None:
            break
        head = before
        kinds.append(kind)
    basic = fold(head) in vocab.basic_energy
    if any((kind == "basic-energy") != basic and kind != "ace-spec" for kind in kinds):
        return name
    return head


def _split_print(rest: str, vocab: _Vocabulary) -> tuple[str, str | None, str | None]:
    tokens = tidy(rest).split(" ")
    if len(tokens) > 2 and tokens[-1] in vocab.variants:
        tokens.pop()
    if len(tokens) >= 4 and tokens[-2] == "Energy" and f"{tokens[-3]}Energy" in vocab.pseudo_sets:
        # "Lightning Energy SWSH Energy 4": Pokémon TCG Online's SWSHEnergy written spaced (Po
        # Town's table, https://www.potownstore.com/best-decks-for-the-regional-qualifiers).
        tokens = [*tokens[:-3], f"{tokens[-3]}Energy", tokens[-1]]
    if len(tokens) >= 5 and tokens[-3] == "Energy" and tokens[-1].isdigit() \
            and f"{tokens[-2]}Energy" in vocab.pseudo_sets \
            and fold(" ".join(tokens[:-3])) in vocab.basic_energy:
        # "Fairy Energy Energy XY 9": Pokémon TCG Online's XYEnergy written back to front after a
        # basic Energy's name, the word Energy doubled (delfoxav/PTCGODeckListExporter,
        # testlist.txt, commit 4de095997894269f9a228a4d969f827b1d3833f1): the basic Energy, as
        # "Fairy Energy XYEnergy 9" is, never XY 9 (Illumise), which no name here bears.
        tokens = [*tokens[:-3], f"{tokens[-2]}Energy", tokens[-1]]
    if len(tokens) >= 4 and tokens[-3].casefold() == _FROM:
        tokens = _from_form(tokens, vocab)
    if len(tokens) >= 4 and _NUMBER.match(tokens[-1]) and tokens[-3].isupper() \
            and f"{tokens[-3]} {tokens[-2]}".upper() in vocab.japanese_codes:
        # "Steven's Metang SV 10 144": a Japanese set's code, its series and number apart.
        return " ".join(tokens[:-3]), f"{tokens[-3]} {tokens[-2]}", tokens[-1]
    if len(tokens) >= 3 and tokens[-2].upper() in vocab.chinese_codes:
        # "Nest Ball CSVH1C 043", "Fire Energy CSVE1C FIR": a Chinese print, its number as the
        # Chinese client writes it (basic Energy by its type's letters), no print of the catalog.
        return " ".join(tokens[:-2]), tokens[-2], tokens[-1]
    card_id = _CARD_ID.match(tokens[-1]) if len(tokens) >= 2 else None
    if card_id and _is_set_code(card_id["code"], vocab):
        # "Electabuzz base4-24", "Grass Energy ecard1-162": a pokemontcg.io card id.
        return " ".join(tokens[:-1]), card_id["code"], card_id["number"]
    alone = _only_a_print(tokens, vocab)
    if alone is not None:
        return alone
    if len(tokens) >= 2 and _OUT_OF.match(tokens[-1]) and not _is_set_code(tokens[-2], vocab):
        # "6 Darkness Energy 104/111": a number and its set's count as the card prints them, no
        # set code; the count is kept with the number (deckcheck.identify reads the print among
        # the sets of that count, the name deciding which).
        return " ".join(tokens[:-1]), None, tokens[-1]
    if len(tokens) >= 2 and "-" in tokens[-1] and not _NUMBER.match(tokens[-1]):
        # "6 Darkness Energy N1-104": a code ending in a digit, a hyphen and its number, read as
        # "N1104" is (below) where the code is a set's.
        joined = _joined_print(tokens[-1], vocab)
        if joined is not None:
            return " ".join(tokens[:-1]), *joined
    if len(tokens) >= 2 and _NUMBER.match(tokens[-1]):
        candidate = tokens[-2]
        before = tokens[:-2]
        # A code in lower case ("svi 196") only when it is a set's: a capitalised word before
        # a number is a name's ("Ancient Mew 8"), and MEW is a set code too.
        is_set = (bool(_SET.match(candidate))
                  or (candidate.islower() and candidate.upper() in vocab.known_sets)) \
            and candidate.upper() not in vocab.not_sets
        if candidate in vocab.pseudo_sets:
            is_set = _ends_with_energy(before, vocab)
        if len(tokens) >= 3 and is_set:
            return " ".join(before), candidate, tokens[-1]
        promo = _bare_promo(tokens[-1], vocab)
        if promo is not None:
            # "Greninja ☆ SWSH144": the letters of a promo's number name its set (data/sets.yaml).
            letters = tokens[-1].rstrip("0123456789")
            if letters.upper() in vocab.set_letters:
                # "Patrat BW77": the letters are a set's code too (BW is Black & White): kept as
                # written, the promo series' letters twice over, so the card's name may say which
                # (deckcheck.identify reads the set's print where only it bears the name).
                return " ".join(tokens[:-1]), letters, tokens[-1]
            return " ".join(tokens[:-1]), promo, tokens[-1]
        joined = _joined_print(tokens[-1], vocab)
        if joined is not None:
            return " ".join(tokens[:-1]), *joined
        if len(tokens) >= 3 and candidate.upper() in vocab.not_sets:
            # "Garchomp C 60", "Pikachu V 43": a number after a name's own marker, no set code.
            return " ".join(tokens[:-1]), None, tokens[-1]
        if tokens[-1].isdigit() and _names_energy_with_number(tokens[:-1], vocab):
            # "11 Psychic Energy 5", "* 11 Darkness Energy  7": basic Energy with no set code.
            # Digits only, as Pokémon TCG Online writes them: a number with letters ("Darkness
            # Energy N1104") holds a code, and may be a Special Energy's print (Neo Genesis 104).
            return " ".join(tokens[:-1]), None, tokens[-1]
        if len(tokens) >= 3 and _CODE_LIKE.match(candidate) and _ends_with_energy(before, vocab):
            # An Energy card with a set code no rule knows: the name must not swallow the code,
            # or "10 Lightning Energy TK-New 30" would stop being basic Energy (and break the
            # 4-copy rule) on top of being an unknown print.
            return " ".join(before), candidate, tokens[-1]
    if (len(tokens) >= 3 and tokens[-1] in vocab.pseudo_sets
            and _ends_with_energy(tokens[:-1], vocab)):
        return " ".join(tokens[:-1]), tokens[-1], None  # "Basic {W} Energy Energy"
    if len(tokens) >= 4 and _is_set_code(tokens[-2], vocab) \
            and _type_mark_of(tokens[:-2], tokens[-1], vocab):
        # "Fire Energy BRS R", "Psychic Energy SUM psychic": a basic Energy, its type where the
        # number goes; it names no print, only the set it came with.
        return " ".join(tokens[:-2]), tokens[-2], None
    if len(tokens) >= 2 and _is_set_code(tokens[-1], vocab) and not _NUMBER.match(tokens[-1]):
        # "Phantump BKP", "Unit Energy LPM UPR": a set code and no number.
        return " ".join(tokens[:-1]), tokens[-1], None
    return _basic_energy_beside_a_print(tokens, vocab) or (" ".join(tokens), None, None)


def _basic_energy_beside_a_print(tokens: list[str], vocab: _Vocabulary
                                 ) -> tuple[str, str | None, str | None] | None:
    """A basic Energy's name and a print no rule reads ("9 Psychic Energy XY-101", "Grass Energy
    foo 12"): the name is a basic Energy's whatever its print, so its copies are never counted
    under a name no card has; what the print is stays a point to confirm (deckcheck.identify).
    No card's name is a basic Energy's and such a code (checked against the catalog)."""
    for kept in (1, 2):
        if len(tokens) <= kept or fold(" ".join(tokens[:-kept])) not in vocab.basic_energy:
            continue
        tail = tokens[-kept:]
        if kept == 1 and _CODE_LIKE.match(tail[0]) and not _NUMBER.match(tail[0]):
            return " ".join(tokens[:-1]), tail[0], None
        if kept == 2 and _NUMBER.match(tail[1]):
            return " ".join(tokens[:-2]), tail[0], tail[1]
    return None


def _from_form(tokens: list[str], vocab: _Vocabulary) -> list[str]:
    """``Hoopa EX from AOR 36/98`` as ``Hoopa EX AOR 36``: a site's "from" before a known set code,
    and the set's count after the number, dropped. Anything else is left as it is written."""
    number = _OUT_OF.match(tokens[-1])
    if not _is_set_code(tokens[-2], vocab) or (number is None and not _NUMBER.match(tokens[-1])):
        return tokens
    return [*tokens[:-3], tokens[-2], number["number"] if number else tokens[-1]]


def _is_sentence(text: str, vocab: _Vocabulary) -> bool:
    """Whether ``text`` is a sentence of a page's prose under or above its list ("Subscribe if
    you enjoyed, and wanna see more Pokemon TCG content! Also, comment down below your wonky
    deck ideas!", a video's description under its deck: geekazoid-at/codes4tcg-decks): no count,
    more words than any card's name (``SENTENCE_MARGIN`` more), and a sentence's end, a closing
    bracket after it or not ("… from deck (or discard!)"). A digit is no count only where no word
    follows it and no "x" stands beside it ("… from Flareon or Sylveon turn 1!")."""
    return len(text.split()) >= vocab.sentence_words \
        and not text.lstrip("-*•· ")[:1].isdigit() and _COUNT_IN_PROSE.search(text) is None \
        and text.rstrip().rstrip(_CLOSING).endswith(_SENTENCE_ENDS)


def _count_word_in(text: str, vocab: _Vocabulary) -> bool:
    """Whether a sentence holds a count a player may have meant: a number in brackets, before
    "-of" or as an ordinal ("Lysandre's Trump Card (1)", "a 1-of", "a 4th Ultra Ball"; review 22),
    or as a card line's count (:data:`_COUNT_IN_PROSE`), one to four written as a word
    ("I also play one Lysandre's Trump Card …") or another word that counts ("a single …")."""
    if _COUNT_IN_WORDS.search(text):
        return True
    for word in text.split():
        folded = fold(word.strip(".,;:!?()\"'“”‘’"))
        if folded.endswith(("-of", "-ofs", "-of's", "-of’s")):
            # "a two-of Prime Catcher package" (review 23), "2-ofs", "a two-of's worth" (24)
            folded = folded.rpartition("-")[0]
        if folded in vocab.count_words or folded in vocab.count_phrases:
            return True
    return False


def _title(text: str, vocab: _Vocabulary) -> str | None:
    """The words of a list's title line, if ``text`` is one: "Solrock Lunatone Deck List:" (its
    words before the colon), "Name: Andrew Hedrick Winning List" (the words after the label),
    "Globani's List" (an owner's title, no colon), "Deck List" (a title's words alone)."""
    folded = fold(text)
    if folded.endswith(vocab.owner_ends) and ":" not in text:
        return text
    if folded in vocab.title_ends:  # "Deck List" alone, the title of a site's table
        return text
    if folded.endswith(":"):
        words = text[:-1].rstrip()
        if any(fold(words).endswith(f" {end}") for end in vocab.title_ends):
            return words
    label, colon, rest = text.partition(":")
    if colon and rest.strip() and fold(label.strip()) in vocab.title_labels \
            and not _counted(rest.strip()):  # "Deckname: 4 Lysandre FLF 90" is a card line
        return rest.strip()
    return None


def _is_set_code(token: str, vocab: _Vocabulary) -> bool:
    """Whether ``token`` is a set code some list writes (data/set_codes.yaml), not a name's part."""
    if token.upper() in vocab.not_sets:
        return False
    return token in vocab.known_sets or (token.islower() and token.upper() in vocab.known_sets)


def _type_mark_of(name: list[str], mark: str, vocab: _Vocabulary) -> bool:
    """Whether ``mark`` is the type of the basic Energy ``name`` spells ("Fire Energy", "R")."""
    energy = vocab.basic_energy.get(fold(" ".join(name)))
    return energy is not None and vocab.type_marks.get(
        mark if len(mark) == 1 else fold(mark)) == energy


def _print_alone(token: str, vocab: _Vocabulary) -> tuple[str, str, str] | None:
    """A line's one word read as a print: a promo number alone ("XY39": the XY promo Kingdra, as
    the promo prints it), or a set code, a hyphen and a number ("MEG-119", as Limitless Labs'
    deck records locate a card: elvis-sik/pokemon-tcg-meta-anki, data/representative_decks.json,
    raw_locator). The word stays the line's name; the print names the card (deckcheck.identify).
    A code that is also a promo series' letters is read only as the promo ("BW-77" is neither
    Patrat BLW 77 nor, written so, surely the promo BW77: it stays a name)."""
    promo = _bare_promo(token, vocab)
    if promo is not None:
        return token, promo, token
    # A code with digits only with its hyphen ("SV4-121", a pokemontcg.io set id in capitals):
    # joined, "SV4121" has no one split.
    alone = (_GLUED.match(token) or _CODE_HYPHEN.match(token)) if "-" in token else None
    if alone is None or not _is_set_code(alone["code"].upper(), vocab) \
            or any(alone["code"].upper() == prefix for prefix, _code in vocab.promo_prefixes):
        # A pokemontcg.io promo id alone ("swshp-SWSH291", "hsp-HGSS18": a Tabletop Simulator
        # export's ids), its number the promo's own.
        card_id = _CARD_ID.match(token) if "-" in token else None
        if card_id is None or not _is_set_code(card_id["code"], vocab) \
                or not (card_id["number"][:1].isalpha() or _promo_set_id(card_id["code"], vocab)):
            return None
        return token, card_id["code"], card_id["number"]
    return token, alone["code"], alone["number"]


def _promo_set_id(code: str, vocab: _Vocabulary) -> bool:
    """Whether ``code`` is a promo set's id, in lower case, whose letters are also its promos'
    number prefix, and no other set's code: "svp" (pokemontcg.io's card "svp-85" is SVP 085,
    PokemonTCG/pokemon-tcg-data cards/en/svp.json; TCGdex's set id too), "mep". Never "xy"
    ("xy-39": the promo XY39 or XY's card 39, data/sets.yaml promos; such letters are
    ``set_letters``), nor "swsh", a promo prefix but no set's id ("swsh-85" may be Sword &
    Shield's card 85, pokemontcg.io's swsh1-85)."""
    upper = code.upper()
    return code.islower() and code in vocab.set_ids and upper not in vocab.set_letters \
        and any(upper == prefix for prefix, _code in vocab.promo_prefixes)


def print_alone(written: str, rules_data: RulesData) -> tuple[str, str, str] | None:
    """The name, set code and number of ``written`` when it is a print written alone ("MEG-119",
    "MEG 119", a promo number "XY39"), as a list line is read (:func:`split_print`); ``None``
    for any other words."""
    return _only_a_print(tidy(written).split(" "), _vocabulary(rules_data))


def _only_a_print(tokens: list[str], vocab: _Vocabulary) -> tuple[str, str, str] | None:
    """A line's words read as a print written alone, in one word or two (:func:`_print_alone`,
    :func:`_print_alone_spaced`), or ``None``."""
    if len(tokens) == 1:
        return _print_alone(tokens[0], vocab)
    return _print_alone_spaced(tokens, vocab) if len(tokens) == 2 else None


def _print_alone_spaced(tokens: list[str], vocab: _Vocabulary) -> tuple[str, str, str] | None:
    """A line's two words read as a print: a set code and its number apart ("MEG 119"), as the
    ``MEG-119`` form reads them joined (:func:`_print_alone`: the same codes, in the same case).
    The words stay the line's name; whether the catalog has the print, and whether the first
    word is a card's name ("Mew 151": MEW is 151's code), is deckcheck.identify's to say."""
    if not tokens[1].isdigit():
        return None
    joined = _print_alone(f"{tokens[0]}-{tokens[1]}", vocab)
    if joined is None or joined[1] != tokens[0]:
        return None
    return " ".join(tokens), joined[1], joined[2]


def _bare_promo(token: str, vocab: _Vocabulary) -> str | None:
    """The promo set whose numbers look like ``token`` ("SWSH144" → PR-SW), if any."""
    upper = token.upper()
    for prefix, code in vocab.promo_prefixes:
        if upper.startswith(prefix) and upper[len(prefix):].isdigit():
            return code
    return None


def _names_energy_with_number(tokens: list[str], vocab: _Vocabulary) -> bool:
    """Whether the words before a bare number name an Energy card, so the number is not a name's.

    "Energy" first is not enough here: "Energy Removal 2" is a card of its own, not Energy
    Removal number 2, nor "Suppression d'énergie 2" a French one; "Energia Fuoco 5" is, because it
    spells a basic Energy, and "Double Colorless Energy 5" ends with the word Energy.
    """
    return bool(tokens) and (fold(tokens[-1]) in vocab.energy_words
                             or fold(" ".join(tokens)) in vocab.basic_energy)


def _ends_with_energy(tokens: list[str], vocab: _Vocabulary) -> bool:
    """Whether the words name an Energy card: "Psychic Energy", "Feuerenergie", "Energia Fuoco"."""
    if not tokens:
        return False
    return fold(tokens[-1]).endswith(vocab.energy_words) or (
        len(tokens) > 1 and fold(tokens[0]) in vocab.energy_words)
