"""A misspelt name beside a set and number: when a judge reads the line as the print.

A line's set and number name one print; its name should be that print's. When the name is no
card's at all ("Tribbish BKP 56", "iron leave ex TEF 25") and is close to the print's name (a
letter or two, case, spaces: "Team Rocket's PORYGON 2" for Team Rocket's Porygon2), a judge reads
the print and moves on. So does deckcheck, saying so in the report. When the written name is
another card's ("Kartana-gx GRI 60": Kartana-GX is a card, GRI 60 is Tapu Lele-GX) two cards are
in question, and the line stays a point to confirm: two names are never merged.

Two exceptions, where the written name is not a second card but the print's name written
otherwise:

* a part players leave off — a printed symbol (◇, ☆: "Diancie FLI 74" for Diancie ◇; a Pokémon
  SP's: "Arcanine SV 15" for Arcanine G), a letter's brackets ("Unown A N2 14" for Unown [A]) or a
  trailing version number ("Pokégear SVI 186" for Pokégear 3.0); where no card bears the
  shorter name, the words before the Pokémon too (a Mega, a fighting style: "Urshifu-VMax BST 86"
  for Single Strike Urshifu VMAX);
* a mark in another case or joined otherwise ("Mewtwo-ex NXD 54", "Hoopa-ex AOR 36",
  "M Gardevoir-ex STS 112" for Mewtwo-EX, Hoopa-EX, M Gardevoir-EX): "-ex" was how sites and
  players wrote EX in the Black & White and XY years, and the set and number name one card, so the
  print decides even where the written spelling is another card's name (Mew ex is a Scarlet &
  Violet card; LTR RC24 is Mew-EX, and no set holds both).

A name no card bears that is the print's with its last word written again ("Team Rocket's
Porygon Porygon DRI 153", as one codes4tcg export writes owners' cards) is the print's too.

Copies count under the print's name, never under the written one. Without a set and number the
written name is read as it is (or, written the short way, as deckcheck.names.short_forms says),
and ex and EX stay two names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import Enum

from deckcheck.models import CanonicalName
from deckcheck.names.folding import fold

_NOT_LETTERS = re.compile(r"[\W_]+")
_VERSION = re.compile(r"^[\d.]+$")
"""A word a player leaves off the end of a name: a version number ("3.0" of Pokégear 3.0)."""

SHORT_NAME = 12
"""Letters below which a name may differ from the print's by one edit only; longer, by two.
One edit in a short name is a typo ("Tribbish" for Trubbish); two in one of eight letters are a
different word ("Pichu" for Pikachu is two edits and another Pokémon)."""

ONE_EDIT_LETTERS = 8
"""Letters (of the folded name, spaces and punctuation aside) from which a name written beside no
print, that no card bears, is read as the one card a letter away ("Lysander" for Lysandre).
Counted on the catalog of 2026-08-21 (TCGdex), English names of the same marks and number of
words: names one edit (Damerau) from another card's name, by length — 3 letters: 3 pairs among 8
names; 4: 9 among 55 (Bill, Will); 5: 5 among 113 (Barry, Berry, Larry); 6: 4 among 296 (Latias,
Latios); 7: 6 among 398 (Kindler, Kingler); 8: 4 among 457 (Nidorina, Nidorino); 9 to 11: none
among 1,282; longer, only names told apart by a letter that stands alone (Mystery Plate α, β) or
a form's word. Below 8 letters one edit turns one card's name into another's too often for a
judge to read the line at once; from 8 on, where a second card is as close, the catalog says
so (and the line stays as written)."""


class Reading(Enum):
    """How a written name relates to the name of the print beside it."""

    SPELLING = "spelling"
    """Not a card's name; close to the print's (case, spaces, a letter or two)."""
    CUT_SHORT = "cut-short"
    """The print's name with a symbol, a version number or a letter's brackets left off."""
    TYPE_LETTERS = "type-letters"
    """A multi-type Energy's types written with other letters ("Blend Energy GFPD" for GRPD;
    deckcheck.names.type_letters)."""
    END_REPEATED = "end-repeated"
    """The print's name with its last word written twice ("Team Rocket's Porygon Porygon")."""
    MARK_WRITTEN_OTHERWISE = "mark-written-otherwise"
    """The print's name with its mark in another case or joined otherwise ("Mewtwo-ex" for
    Mewtwo-EX, "Bronzong Break" for Bronzong BREAK)."""


def compact(text: str) -> str:
    """``text`` folded, with every space, hyphen and punctuation mark dropped ("porygon2")."""
    return letters(fold(text))


def letters(folded: str) -> str:
    """A text already folded, with every space, hyphen and punctuation mark dropped."""
    return _NOT_LETTERS.sub("", folded)


def allowed_edits(print_name: str) -> int:
    """How many letters a misspelling may change in a name this long (see ``SHORT_NAME``)."""
    return 1 if len(compact(print_name)) < SHORT_NAME else 2


def edits(written: str, print_names: Iterable[str]) -> int:
    """The fewest letter edits from ``written`` to any of the print's names (in any language)."""
    from rapidfuzz.distance import Levenshtein  # only for lines whose name matched nothing

    mine = compact(written)
    return min((Levenshtein.distance(mine, compact(name)) for name in print_names),
               default=len(mine))


def as_close(written: CanonicalName, printed: CanonicalName, print_names: Iterable[str],
             other: CanonicalName, other_names: Iterable[str]) -> bool:
    """Whether a second card (``other``, near by ``other_names``) is as close to a misspelt
    name as the print beside it, so that a judge could not read the line as the print.

    Not when the name writes the print's marks as printed and the other card's are others
    ("Volcanions ex JTG 182": Volcanion ex, not Volcanion EX — ex and EX are two names), nor when
    the other card is near only once spaces are set aside and the print's name is nearer with
    them ("Ultra Balls BRS 186": one letter from Ultra Ball, and from Ultraball, the German Beast
    Ball, only if the space goes too; codes4tcg-decks lists, tests/corpus/measure)."""
    if written.suffixes == printed.suffixes != other.suffixes:
        return False
    return spaced_edits(written.written, other_names) <= spaced_edits(written.written, print_names)


def spaced_edits(written: str, names: Iterable[str]) -> int:
    """The fewest edits from ``written`` to any of ``names``, folded, spaces and hyphens kept
    (a space added or dropped is an edit: "Ultra Balls" is one from "Ultra Ball", two from
    "Ultraball")."""
    from rapidfuzz.distance import Levenshtein

    mine = fold(written)
    return min((Levenshtein.distance(mine, fold(name)) for name in names), default=len(mine))


def closest(written: str, print_names: Iterable[str]) -> str:
    """The print's name (in any language) fewest letter edits from ``written``: the name a note
    quotes, so that an Italian list's "Ordini del Capoo" is read as "Ordini del Capo", not as
    the English name in an Italian sentence."""
    from rapidfuzz.distance import Levenshtein

    mine = compact(written)
    return min(print_names, key=lambda name: Levenshtein.distance(mine, compact(name)))


def cut_short(written: CanonicalName, printed: CanonicalName, symbols: frozenset[str]) -> bool:
    """Whether ``written`` is ``printed`` with a symbol (◇, ☆) or a trailing version number left
    off, and nothing else changed: owner, prefixes, region, Mega and every other suffix agree."""
    if (written.owner, written.prefixes, written.region, written.mega) \
            != (printed.owner, printed.prefixes, printed.region, printed.mega):
        return False
    mine, theirs = set(written.suffixes), set(printed.suffixes)
    if not mine <= theirs or not (theirs - mine) <= symbols:
        return False
    if theirs != mine:
        return fold(written.base) == fold(printed.base)  # "Diancie" for Diancie ◇
    words, printed_words = fold(written.base).split(), fold(printed.base).split()
    return len(printed_words) == len(words) + 1 and printed_words[:-1] == words \
        and _VERSION.match(printed_words[-1]) is not None  # "Pokégear" for Pokégear 3.0


def mark_written_otherwise(written: CanonicalName, printed: CanonicalName) -> bool:
    """Whether ``written`` is ``printed`` with its marks (ex/EX, gx/GX, VMax/VMAX …) in another
    case, joined by another separator (space, hyphen, none): owner, prefixes, region and base
    agree, a Mega form is a Mega form on both ("M Gardevoir-ex" for M Gardevoir-EX), and the
    marks agree letter for letter once case is set aside."""
    if not printed.suffixes or (written.owner, written.prefixes, written.region) \
            != (printed.owner, printed.prefixes, printed.region):
        return False
    if (written.mega is None) != (printed.mega is None) or fold(written.base) != fold(printed.base):
        return False
    return [s.casefold() for s in written.suffixes] == [s.casefold() for s in printed.suffixes]


def sp_symbol_left_off(written: CanonicalName, printed: CanonicalName,
                       sp_symbol: str | None) -> bool:
    """Whether ``written`` is ``printed`` without its Pokémon SP symbol ("Arcanine" for
    Arcanine G, Supreme Victors 15), and nothing else changed: the symbol is part of the name,
    as ◇ is, and a player leaves it off as one leaves off ◇."""
    return sp_symbol is not None and written.display == written.base \
        and fold(written.display) == fold(printed.base) \
        and (written.owner, written.prefixes, written.region, written.mega, written.suffixes) \
        == (printed.owner, printed.prefixes, printed.region, printed.mega, printed.suffixes)


def brackets_left_off(written: CanonicalName, printed: CanonicalName) -> bool:
    """Whether ``written`` is ``printed`` without the brackets around a letter ("Unown A" for
    Unown [A], Neo Discovery 14): the print's name, its brackets left off, and nothing else."""
    shown = fold(printed.display)
    return "[" in shown and fold(written.display) == shown.replace("[", "").replace("]", "")


def end_repeated(written: CanonicalName, printed: CanonicalName) -> bool:
    """Whether ``written`` is ``printed``'s name with its last word or words written once more
    after it ("Team Rocket's Porygon Porygon" for Team Rocket's Porygon, DRI 153: the codes4tcg
    export of geekazoid-at/codes4tcg-decks writes an owner's card so, "decks/TrustYourPilot
    Pokemon/yt-2025-05-18-TrustYourPilot Pokemon-eLzl4kB_2RA/2/deck.txt", commit
    76e7d426b931), and nothing else."""
    shown = fold(printed.display).split()
    mine = fold(written.written).split()
    extra = len(mine) - len(shown)
    return 0 < extra < len(shown) and mine[:len(shown)] == shown \
        and mine[len(shown):] == shown[-extra:]


def leading_words_left_off(written: CanonicalName, printed: CanonicalName) -> bool:
    """Whether ``written`` is ``printed`` with the words before its Pokémon left off — a Mega, a
    fighting style ("Urshifu-VMax" for Single Strike Urshifu VMAX, "Lopunny & Jigglypuff-GX" for
    Mega Lopunny & Jigglypuff-GX) — its marks written in any case, nothing else changed."""
    if (written.owner, written.prefixes, written.region) \
            != (printed.owner, printed.prefixes, printed.region):
        return False
    if written.mega is not None and printed.mega is None:
        return False
    if [s.casefold() for s in written.suffixes] != [s.casefold() for s in printed.suffixes]:
        return False
    mine, theirs = fold(written.base).split(), fold(printed.base).split()
    shorter = len(mine) < len(theirs) or (written.mega is None and printed.mega is not None)
    return shorter and len(mine) <= len(theirs) and theirs[len(theirs) - len(mine):] == mine


def reading(written: CanonicalName, printed: CanonicalName, print_names: Iterable[str],
            is_a_name: bool, symbols: frozenset[str], sp_symbol: str | None = None
            ) -> Reading | None:
    """How a judge reads a name written beside a print whose name differs, or ``None`` when the
    line stays a point to confirm.

    ``print_names``: the print's names in every language; ``is_a_name``: whether the written
    name is some card's (then only a name cut short is read as the print); ``symbols``: the
    printed symbols a player may leave off (data/suffixes.yaml's ◇ and ☆); ``sp_symbol``: the
    print's Pokémon SP symbol, if it has one (data/sp_symbols.yaml).
    Whether a second card is as close to the written name is the catalog's to say (the caller's).
    """
    if cut_short(written, printed, symbols) or sp_symbol_left_off(written, printed, sp_symbol) \
            or brackets_left_off(written, printed):
        return Reading.CUT_SHORT
    if mark_written_otherwise(written, printed):
        return Reading.MARK_WRITTEN_OTHERWISE  # the print decides, even over another card's name
    if is_a_name:
        return None
    if end_repeated(written, printed):
        return Reading.END_REPEATED  # no card bears the longer name: the print's, a word twice
    if leading_words_left_off(written, printed):
        return Reading.CUT_SHORT  # no card bears the shorter name: it is the print's, cut short
    distance = edits(written.written, print_names)
    if distance == 0:
        return Reading.SPELLING  # case, spaces, hyphens: "PORYGON 2", "Shaymin-ex" for -EX
    if {s.casefold() for s in written.suffixes} != {s.casefold() for s in printed.suffixes}:
        return None  # a misspelt name with another mark: too far from the print to read it
    return Reading.SPELLING if distance <= allowed_edits(printed.display) else None


def long_enough_for_one_edit(written: CanonicalName) -> bool:
    """Whether a name is long enough that one letter edit is a typo, not another word
    (see ``ONE_EDIT_LETTERS``)."""
    return len(compact(written.display)) >= ONE_EDIT_LETTERS
