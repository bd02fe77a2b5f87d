"""Name-only lines written the short way: what a judge reads at once, and what stays a question.

Players write a card's kind beside its name ("Scoop Up Cyclone Ace Spec", "Jirachi Promo",
"Promo Eevee", "Reshiram & Charizard Tag Team" without its GX), a Trainer's name without its
title ("Juniper" for Professor Juniper), a name spaced otherwise ("Plus Power" for PlusPower) and
the start of a name in its own section ("Double Colorless" under Energy). Each is read as the
card only where the written words are no card's name and they leave exactly one card to mean
(:meth:`deckcheck.identify.Identifier.identify` asks the catalog); copies count under the card's
name, so "4 Juniper" and "4 Professor Juniper" are 8 copies of one card. This module holds the
word work: which kind word a name carries, and the names a title makes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from deckcheck.lite_dataclass import dataclass
from deckcheck.names.folding import fold


@dataclass(frozen=True)
class KindWord:
    """A name written with a word that says what kind of card it is."""

    name: str
    """The words that remain ("Scoop Up Cyclone")."""
    kind: str
    """The kind the word says: ``ace-spec``, ``promo``, ``prime`` or ``delta``
    (data/short_forms.yaml)."""
    word: str
    """The word as written ("Ace Spec")."""


def kind_word(written: str, words: Mapping[str, Iterable[str]],
              after_only: Iterable[str] = ()) -> KindWord | None:
    """The name without a kind word written after it or before it ("Jirachi Promo", "Promo
    Eevee"), in any case, set apart by a space or a hyphen; ``None`` when it has none, or nothing
    else. ``words``: data/short_forms.yaml ``kind_words``; ``after_only``: the kinds whose words
    are read only after the name (``after_name_only``)."""
    after_only = frozenset(after_only)
    text = " ".join(written.split())
    folded = fold(text)
    for kind, spellings in words.items():
        for spelling in spellings:
            word = fold(spelling)
            size = len(word)
            if folded.endswith(word) and len(folded) > size \
                    and folded[-size - 1] in " -":
                rest = text[:-size].rstrip(" -")
                if rest:
                    return KindWord(rest, kind, text[-size:])
            if kind not in after_only and folded.startswith(word) and len(folded) > size \
                    and folded[size] in " -":
                rest = text[size:].lstrip(" -")
                if rest:
                    return KindWord(rest, kind, text[:size])
    return None


def titled_names(written: str, titles: Iterable[str], after: Iterable[str] = ()) -> list[str]:
    """The names ``written`` makes after each title ("Juniper": "Professor Juniper",
    "Prof.ssa Juniper" …) and before each of ``after`` ("Poké-Tour": "Poké-Tour Invention
    G-105 de Team Galaxie"), for the catalog to say which are cards. A name already starting
    with a title makes none."""
    text = " ".join(written.split())
    first = fold(text).split(" ", 1)[0]
    if not text or any(fold(title) == first for title in titles):
        return []
    return [*(f"{title} {text}" for title in titles), *(f"{text} {title}" for title in after)]


def typed_names(written: str, types: Iterable[str]) -> list[str]:
    """The names ``written`` makes with one Energy type put between two of its words ("Powerful
    Energy": "Powerful Grass Energy" … "Powerful Colorless Energy"), for the catalog to say which
    are cards. One word alone makes none."""
    words = " ".join(written.split()).split(" ")
    return [" ".join((*words[:at], kind, *words[at:]))
            for at in range(1, len(words)) for kind in types]


def joined_names(written: str, conjunctions: Iterable[str]) -> list[tuple[str, str]]:
    """Each word for "and" in ``written`` (data/languages ``conjunctions``), with the name it
    makes written with "&": ``("and", "Jessie & James")`` for "Jessie and James"."""
    padded = f" {' '.join(written.split())} "
    folded = padded.casefold()
    found = []
    for word in sorted(set(conjunctions) - {"&"}):
        spaced = f" {word} "
        at = folded.find(spaced.casefold())
        if at >= 0:
            found.append((word, (padded[:at] + " & " + padded[at + len(spaced):]).strip()))
    return found
