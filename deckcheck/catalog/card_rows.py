"""Writing the cards a build reads into the catalog's ``cards`` and ``names`` tables.

A card's row needs its set (its id, its code, its serie): :class:`Places` says where a set
stands as soon as its set and serie files have been read, which in TCGdex's archive is before
its cards (a set's ``.ts`` file sorts before its folder). Those cards are written as they come,
while the workers read on; the others wait in a staging table until every set is known.
:class:`CardWriter` makes the same rows either way, numbered in the archive's order.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

from deckcheck.i18n import _
from deckcheck.rulesdata import RulesData, normalise_number

if TYPE_CHECKING:
    from deckcheck.catalog.build_report import BuildReport
    from deckcheck.rulesdata.shapes import SetTable

POCKET_SERIE = "tcgp"
"""Pokémon TCG Pocket is a different game; its cards are left out."""
BATCH = 512
"""Rows written to SQLite at a time."""

Place = tuple[str, str | None, str]
"""Where a set stands: its id, its code (None: no code reads it) and its serie's id."""


def serie_of(set_path: str) -> str:
    """The path of the serie a set file lives in ("Scarlet & Violet/Temporal Forces")."""
    return str(PurePosixPath(set_path).parent)


def set_place(set_path: str, value: dict[str, Any], serie: str, table: SetTable) -> Place:
    """A set's id and code as the catalog stores them, with its serie's id."""
    abbreviations = value.get("abbreviations") or {}
    official = abbreviations.get("official") if isinstance(abbreviations, dict) else None
    set_id = str(value.get("id", set_path))
    return set_id, table["codes"].get(set_id) or _unlisted_code(official, table), serie


def _unlisted_code(official: object, table: SetTable) -> str | None:
    """The code of a set data/set_codes.yaml does not list yet: TCGdex's own, unless a list's
    spelling of another set reads it (two sets under one code would mix their prints)."""
    if not isinstance(official, str) or not official.strip():
        return None
    code = official.strip().upper()
    return None if code in table["spellings"] else code


class Changed(Exception):
    """A serie or set file came again after cards were written with the first one (an archive
    holding a path twice): the build reads the archive again, staging every card."""


class Places:
    """Each set's place, once its set and serie files have been read, and which files were used
    for it (a second file at a used path would change cards already written)."""

    def __init__(self, series: dict[str, dict[str, Any]], sets: dict[str, dict[str, Any]],
                 table: SetTable) -> None:
        self._series, self._sets, self._table = series, sets, table
        self._known: dict[str, Place] = {}
        self._used_series: set[str] = set()

    def of(self, set_path: str) -> Place | None:
        """The set's place, or None while its set or serie file has not been read."""
        found = self._known.get(set_path)
        if found is None:
            value = self._sets.get(set_path)
            serie_path = serie_of(set_path)
            serie = self._series.get(serie_path)
            if value is None or serie is None:
                return None
            found = self._known[set_path] = set_place(set_path, value, str(serie.get("id", "")),
                                                      self._table)
            self._used_series.add(serie_path)
        return found

    def check_unused(self, kind: str, path: str) -> None:
        """Raise :class:`Changed` if a serie or set file at ``path`` was used already."""
        if path in (self._used_series if kind == "serie" else self._known):
            raise Changed(path)


NameRow = Sequence[str]
"""A name of a card as the worker read it: (folded, key, language, name)."""


class CardWriter:
    """Numbers the cards kept, in the order they are given, and writes them in batches."""

    def __init__(self, db: sqlite3.Connection, report: BuildReport, data: RulesData) -> None:
        self._db, self._report = db, report
        self._promos = data.sets["promos"]
        self._printed_marks = data.printed_marks
        self._cards: list[tuple[object, ...]] = []
        self._names: list[tuple[str, str, str, str, int]] = []
        self.without_english: list[str] = []
        """Cards left out for want of an English name (listed after the unreadable files)."""

    def add(self, place: Place, set_path: str, local_id: str, row: Sequence[Any],
            names: Iterable[NameRow]) -> None:
        """One card: ``row`` its staged fields (category … names as JSON), ``names`` each of its
        names with its folded form and canonical key (none when it has no English name)."""
        set_id, code, serie = place
        report = self._report
        if serie == POCKET_SERIE:
            report.skipped_pocket += 1
            return
        names = list(names)
        if not names:
            self.without_english.append(_("{path}: no English name").format(
                path=f"{set_path}/{local_id}"))
            return
        category, stage, suffix, trainer_type, energy_type, mark, *fields, stored = row
        number = normalise_number(local_id, code or "", self._promos)
        listed = self._printed_marks.get((code or "", number))
        if listed is not None and mark is None:
            # The card database lacks a mark printed on the card: data/ is the authority.
            mark = listed
            report.marks_from_data += 1
        elif listed is not None and listed != mark:
            report.marks_disagreeing.append(f"{code} {number}: {mark} / {listed}")
        report.cards += 1
        card = report.cards
        english = next(name for folded, key, lang, name in names if lang == "en")
        self._cards.append((card, set_id, code, local_id, number, english, category, stage,
                            suffix, trainer_type, energy_type, mark, *fields, serie, stored))
        self._names.extend((folded, key, lang, name, card) for folded, key, lang, name in names)
        if len(self._cards) >= BATCH:
            self.flush()

    def flush(self) -> None:
        """Write the cards given so far."""
        self._db.executemany(f"INSERT INTO cards VALUES ({', '.join('?' * 20)})", self._cards)
        self._db.executemany("INSERT INTO names VALUES (?, ?, ?, ?, ?)", self._names)
        self._cards.clear()
        self._names.clear()
