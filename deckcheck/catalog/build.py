"""Building the local card catalog from the TCGdex cards-database archive or a directory.

The archive is streamed (:mod:`deckcheck.catalog.archive`): members are read in memory, never
extracted, within size limits, and the archive must prove it arrived whole. Only the fields
deckcheck uses are kept. The new catalog is written beside the old one, checked, and swapped in
with one atomic rename, so a failed or interrupted build leaves the previous catalog working.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any

from deckcheck.catalog import SCHEMA_VERSION, archive, reading
from deckcheck.catalog.build_report import BuildReport as BuildReport  # callers import it here
from deckcheck.catalog.card_rows import (
    BATCH,
    POCKET_SERIE,
    CardWriter,
    Changed,
    Place,
    Places,
    serie_of,
    set_place,
)
from deckcheck.catalog.integrity import check_complete
from deckcheck.catalog.lookup import card_columns
from deckcheck.catalog.tsdata import TooManyTokens
from deckcheck.errors import CatalogError
from deckcheck.i18n import _, number
from deckcheck.library_reasons import catalog_reason
from deckcheck.lite_dataclass import dataclass
from deckcheck.names.canonical import rules_for
from deckcheck.os_reasons import os_reason
from deckcheck.rulesdata import RulesData
from deckcheck.terminal import valid_utf8

LANGUAGES = reading.LANGUAGES

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sets (id TEXT PRIMARY KEY, code TEXT, name TEXT NOT NULL, serie TEXT,
                   release_date TEXT, card_count INTEGER, names TEXT NOT NULL);
CREATE TABLE cards (id INTEGER PRIMARY KEY, set_id TEXT NOT NULL, set_code TEXT,
                    local_id TEXT NOT NULL, number TEXT NOT NULL, name TEXT NOT NULL,
                    category TEXT, stage TEXT, suffix TEXT, trainer_type TEXT, energy_type TEXT,
                    regulation_mark TEXT, rarity TEXT, illustrator TEXT, evolve_from TEXT,
                    hp INTEGER, types TEXT, game TEXT, serie TEXT, names TEXT NOT NULL);
CREATE TABLE names (folded TEXT NOT NULL, key TEXT NOT NULL, lang TEXT NOT NULL,
                    name TEXT NOT NULL, card INTEGER NOT NULL);
"""
_INDEXES = """
CREATE INDEX cards_print ON cards (set_code, number);
CREATE INDEX cards_name ON cards (name);
CREATE INDEX names_folded ON names (folded);
CREATE INDEX names_key ON names (key, card);
"""
_DERIVED = """
CREATE TABLE spellings AS SELECT DISTINCT k.name AS name, c.name AS spelt
    FROM (SELECT DISTINCT name, key FROM names WHERE lang = 'en') k
    JOIN names n ON n.key = k.key AND n.lang = 'en' JOIN cards c ON c.id = n.card
    WHERE c.name != k.name;
CREATE INDEX spellings_name ON spellings (name);
CREATE TABLE choices AS SELECT DISTINCT folded, name, lang FROM names;
"""
"""What a check would otherwise work out from ``names`` again in every run (half a millisecond
a name for its spellings, a tenth of a second for the names a misspelling is searched among):
``spellings``, each English name's other English names of the same canonical key (the reprint
rule's "every spelling of a name"); ``choices``, every distinct (folded, name, language) in the
order the suggestions have always met them."""


@dataclass
class _Collected:
    """What the stream of archive members left: series and sets (a few hundred records) kept
    here, cards (tens of thousands) written to the new catalog or staged in it."""

    series: dict[str, dict[str, Any]] = field(default_factory=dict)  # path -> serie
    sets: dict[str, dict[str, Any]] = field(default_factory=dict)  # path -> set
    cards: int = 0


Progress = Callable[[int], None]

_STAGED = """
CREATE TEMP TABLE staged (seq INTEGER PRIMARY KEY, set_path TEXT NOT NULL, local_id TEXT NOT NULL,
                          category TEXT, stage TEXT, suffix TEXT, trainer_type TEXT,
                          energy_type TEXT, regulation_mark TEXT, rarity TEXT, illustrator TEXT,
                          evolve_from TEXT, hp INTEGER, types TEXT, game TEXT, names TEXT NOT NULL,
                          keys TEXT NOT NULL);
"""
"""Cards whose set is not known yet when they are read (a set's file may come after its cards),
each with its names' keys (:func:`deckcheck.catalog.reading.read_member`): SQLite keeps them on
disk, so memory stays flat however large the archive."""
_KEYS = json.JSONEncoder(ensure_ascii=False)


def _collect(source: Path, db: sqlite3.Connection, report: BuildReport, data: RulesData,
             progress: Progress | None, writer: CardWriter, direct: bool) -> _Collected:
    """Read the archive: series and sets kept, cards written as soon as their set is known
    (``direct``; :class:`deckcheck.catalog.card_rows.Places`), else staged, in the archive's
    order. Raises :class:`deckcheck.catalog.card_rows.Changed` for a serie or set file that
    comes again once cards were written with the first."""
    collected = _Collected()
    places = Places(collected.series, collected.sets, data.set_table)
    stamp = archive.Stamp(unreadable=report.unreadable)
    tokens_left = MAX_TOKENS
    staged: list[tuple[object, ...]] = []
    members = archive.members(source, stamp, progress)
    jobs = reading.jobs_for(source.stat().st_size) if source.is_file() else 1
    name_rules = rules_for(data)
    with contextlib.closing(reading.read(members, jobs)) as records:
        for rel, raw, record in records:
            kind, tokens = record[0], record[-1]
            if kind == "unreadable" and tokens is None and len(raw) > tokens_left:
                # Near the end of the budget, a file that did not parse might have gone over it
                # first: read again with what is left, as one process reading in order would.
                record = _within(rel, raw, tokens_left, source)
                kind, tokens = record[0], record[-1]
            if tokens is not None:
                if tokens - 1 > tokens_left:  # the budget counts a file's tokens, not its end
                    raise _too_many(source)
                tokens_left -= tokens
            if kind == "card":
                keys = reading.name_keys(record[4], name_rules)
                place = places.of(record[1]) if direct else None
                if place is not None:
                    writer.add(place, record[1], record[2], record[3], keys)
                else:
                    # From the first card whose set is not known, every card is staged: the
                    # catalog numbers cards in the archive's order.
                    direct = False
                    staged.append((collected.cards, record[1], record[2], *record[3],
                                   _KEYS.encode(keys)))
                    if len(staged) >= BATCH:
                        _stage(db, staged)
                collected.cards += 1
            elif kind == "serie":
                places.check_unused(kind, record[1])
                collected.series[record[1]] = record[2]
            elif kind == "set":
                places.check_unused(kind, record[1])
                collected.sets[record[1]] = record[2]
            elif kind == "unreadable":
                report.unreadable.append(record[1])
    _stage(db, staged)
    report.digest, report.source_date = stamp.digest, stamp.source_date
    return collected


def _within(rel: str, raw: bytes, tokens_left: int, source: Path) -> reading.Record:
    """A member read within the tokens left of the budget."""
    try:
        return reading.read_member(rel, raw, tokens_left)
    except TooManyTokens:
        raise _too_many(source) from None


def _too_many(source: Path) -> CatalogError:
    return CatalogError(_("{path}: more than {limit} tokens of card data (the real archive "
                          "holds about 5.4 million); not a card archive").format(
                              path=source, limit=number(MAX_TOKENS)))


def _stage(db: sqlite3.Connection, rows: list[tuple[object, ...]]) -> None:
    if not rows:
        return
    db.executemany(f"INSERT INTO staged VALUES ({', '.join('?' * 17)})", rows)
    rows.clear()


_card_fields = reading.card_fields  # its older name (tests read cards through it)


MAX_TOKENS = 25_000_000
"""Parsing costs per token: the real archive holds about 5.4 million; a hostile one of small,
token-dense files must not keep the update busy for hours."""
SHRINK_LIMIT = 0.9
"""A new catalog with fewer cards than this share of the installed one is refused (``--force``
installs it): a cut or wrong archive must not quietly replace a good catalog."""


def build(source: Path, target: Path, data: RulesData, source_label: str,
          progress: Progress | None = None, force: bool = False) -> BuildReport:
    """Build a catalog from ``source`` (archive or directory) and swap it in at ``target``.

    The new catalog replaces the old only once it is complete and checked, and (unless
    ``force``) not much smaller than the installed one. Callers that may run concurrently hold
    :func:`deckcheck.catalog.store.update_lock`.
    """
    from deckcheck.catalog.store import installed_counts, is_url

    refuse_foreign(target)
    report = BuildReport()
    tmp = target.parent / f".{target.name}.tmp-{os.getpid()}"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            _build_into(tmp, source, report, data, source_label, progress, direct=True)
        except Changed:
            # A serie or set file came twice: the cards written with the first are stale. The
            # archive is read again, every card staged until all sets are known.
            tmp.unlink()
            report = BuildReport()
            _build_into(tmp, source, report, data, source_label, progress, direct=False)
        with contextlib.closing(sqlite3.connect(tmp)) as db:
            check_complete(db, tmp, card_columns())
        named = source_label if is_url(source_label) else source  # never a removed temp file
        counts = installed_counts(target) or {}
        installed = counts.get("cards", 0)
        if installed and report.cards < SHRINK_LIMIT * installed and not force:
            # Translators: {cards} and {installed} are numbers of cards, with separators.
            raise CatalogError(_(
                "{path}: the new catalog would hold {cards} cards, the installed one "
                "{installed}; refusing to replace it with one this much smaller (a cut or "
                "wrong archive?). The installed catalog is unchanged; --force installs it "
                "anyway").format(path=named, cards=number(report.cards),
                                 installed=number(installed)))
        if not force and any(new < SHRINK_LIMIT * counts.get(kind, 0) for kind, new in
                             (("sets", report.sets), ("series", report.series))):
            # More cards in far fewer sets or series is no newer card database either: a
            # complete archive of something else (a fork, a test fixture, a hostile one).
            raise CatalogError(_(
                "{path}: the new catalog would hold {cards} cards in {sets} sets of {series} "
                "series, the installed one {installed} cards in {installed_sets} sets of "
                "{installed_series} series; refusing to replace it with one of far fewer sets "
                "or series (a wrong archive?). The installed catalog is unchanged; --force "
                "installs it anyway").format(
                    path=named, cards=number(report.cards), sets=report.sets,
                    series=report.series, installed=number(installed),
                    installed_sets=counts.get("sets", 0),
                    installed_series=counts.get("series", 0)))
        tmp.replace(target)
    except (OSError, sqlite3.Error) as exc:
        reason = catalog_reason(exc)
        raise CatalogError(_("{path}: cannot write the catalog ({reason})").format(
            path=target, reason=reason)) from exc
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()
    return report


_OWN_TABLES = frozenset({"meta", "sets", "cards", "names"})
"""A catalog holding any of these tables is deckcheck's, however damaged the rest."""


def refuse_foreign(target: Path) -> None:
    """Refuse to replace a file that is not a card catalog (``--catalog notes.txt``, or
    ``--catalog /etc/passwd`` after the advice to run ``catalog update``): the build would swap
    the user's file for a database. An empty file, and a catalog of deckcheck's however damaged
    (the cure for a damaged one is this update), are replaced."""
    try:
        with target.open("rb") as file:
            head = file.read(16)
    except (FileNotFoundError, NotADirectoryError):
        return  # nothing there to lose: the build says why it cannot write, if it cannot
    except OSError as exc:
        raise CatalogError(_("{path}: cannot read: {reason}").format(
            path=target, reason=os_reason(exc))) from exc
    if not head:
        return
    foreign = head != b"SQLite format 3\0"
    if not foreign:
        try:
            with contextlib.closing(sqlite3.connect(f"file:{target}?mode=ro", uri=True)) as db:
                tables = {row[0] for row in db.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table'")}
            foreign = not tables & _OWN_TABLES
        except sqlite3.Error:
            return  # a catalog damaged past reading its table list: replaced
    if foreign:
        raise CatalogError(_("{path}: not a deckcheck card catalog; refusing to replace it "
                             "(name another file for the catalog)").format(path=target))


def _build_into(tmp: Path, source: Path, report: BuildReport, data: RulesData,
                source_label: str, progress: Progress | None, direct: bool) -> None:
    """The new catalog's tables, written at ``tmp``."""
    from deckcheck.catalog.store import is_url

    with contextlib.closing(sqlite3.connect(tmp)) as db:
        # Cards go to SQLite as they are read: memory stays flat however large the archive.
        db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + _SCHEMA + _STAGED)
        writer = CardWriter(db, report, data)
        try:
            collected = _collect(source, db, report, data, progress, writer, direct)
            if not collected.cards:
                raise CatalogError(_("{path}: no card files found (expected "
                                     "cards-database/data/...)").format(path=source))
        except CatalogError as exc:
            if not is_url(source_label):
                raise
            # A download is read from a temporary file, removed by the time the user reads
            # this: the URL is what the user gave, and what is to blame.
            raise CatalogError(str(exc).replace(str(source), source_label)) from exc
        _write(db, collected, report, data, source_label, writer)


def _write(db: sqlite3.Connection, collected: _Collected, report: BuildReport, data: RulesData,
           source_label: str, writer: CardWriter) -> None:
    """The catalog's tables from what was collected, its staged cards after those written."""
    serie_ids = {path: str(serie.get("id", "")) for path, serie in collected.series.items()}
    report.series = sum(1 for s in serie_ids.values() if s != POCKET_SERIE)
    sets: dict[str, Place] = {}  # set path -> (id, code, serie)
    table = data.set_table
    for set_path, value in collected.sets.items():
        # A set file lives in its serie's directory ("Scarlet & Violet/Temporal Forces").
        place = set_place(set_path, value, serie_ids.get(serie_of(set_path), ""), table)
        sets[set_path] = place
        set_id, code, serie = place
        if serie == POCKET_SERIE:
            continue
        raw_names = value.get("name")
        names: dict[str, Any] = raw_names if isinstance(raw_names, dict) else {}
        count = value.get("cardCount") or {}
        # Every language's name of the set: `deckcheck card` names it in the reader's.
        local = {lang: names[lang] for lang in LANGUAGES if isinstance(names.get(lang), str)}
        db.execute("INSERT OR REPLACE INTO sets VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (set_id, code, names.get("en") or set_id, serie, value.get("releaseDate"),
                    count.get("official") if isinstance(count, dict) else None,
                    json.dumps(local, ensure_ascii=False)))
        report.sets += 1
    staged = db.execute("SELECT * FROM staged ORDER BY seq")
    while batch := staged.fetchmany(BATCH):
        for _seq, set_path, local_id, *row, keys in batch:
            writer.add(sets.get(set_path, (set_path, None, "")), set_path, local_id, row,
                       json.loads(keys))
        # The staged rows are read on (their cursor) while these are written.
        writer.flush()
    writer.flush()
    report.unreadable.extend(writer.without_english)
    db.executescript("DROP TABLE staged;" + _INDEXES + _DERIVED)
    meta = {
        "schema_version": str(SCHEMA_VERSION),
        "data_digest": data.catalog_digest,
        "source": valid_utf8(source_label),  # a path that is not UTF-8: \\xff
        "source_date": report.source_date or "",
        "digest": report.digest or "",
        "built": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "counts": json.dumps({"series": report.series, "sets": report.sets,
                              "cards": report.cards, "skipped_pocket": report.skipped_pocket,
                              "unreadable": len(report.unreadable)}),
    }
    db.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
    db.commit()
