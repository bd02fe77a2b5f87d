"""Whether a catalog file is one deckcheck can read: its schema, tables, columns and pages.

A catalog is a file on the user's disk: a crash, a full disk or a hand edit can damage it. Every
way it can be damaged must end in one line naming the catalog and the cure (``deckcheck catalog
update``), never a traceback; so it is checked once when opened, and completely before a newly
built one replaces the old.
"""

from __future__ import annotations

import functools
import json
import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from deckcheck.catalog import SCHEMA_VERSION
from deckcheck.errors import CatalogError
from deckcheck.i18n import _, ngettext, number
from deckcheck.library_reasons import catalog_reason

_READ_COLUMNS: dict[str, tuple[str, ...]] = {
    "meta": ("key", "value"),
    "sets": ("id", "name", "release_date", "names"),
    "names": ("folded", "key", "lang", "name", "card"),
    "spellings": ("name", "spelt"),
    "choices": ("folded", "name", "lang"),
}
"""The columns of the other tables deckcheck reads; a ``cards`` check adds the card columns."""

P = ParamSpec("P")
R = TypeVar("R")


def damaged(path: Path, why: object) -> CatalogError:
    """The one-line error for a catalog that cannot be read."""
    # Translators: {reason} says what is wrong, often in SQLite's own (English) words.
    return CatalogError(_("{path}: the card catalog is damaged ({reason}); run `deckcheck "
                          "catalog update`").format(path=path, reason=why))


def stale(path: Path) -> CatalogError:
    """The one-line error for a catalog built with other name rules or set codes than this
    deckcheck's data/ (its name keys would find cards by stale names)."""
    return CatalogError(_("{path}: built with other name rules, set codes or printed "
                          "marks than this deckcheck's data/, so its cards would be found "
                          "by stale names or marks; run `deckcheck catalog "
                          "update`").format(path=path))


def check_schema(db: sqlite3.Connection, path: Path, card_columns: Iterable[str]) -> dict[str, str]:
    """The catalog's ``meta`` table, once its schema version and tables are known to be right.

    Raises :class:`CatalogError` naming the catalog for a wrong version, a missing table or
    column, or a file that is not an SQLite database at all.
    """
    try:
        meta = {str(k): str(v) for k, v in db.execute("SELECT key, value FROM meta")}
        version = meta.get("schema_version", "")
        if not version.isdigit() or int(version) != SCHEMA_VERSION:
            # Translators: {version} is the catalog's schema version (quoted), {wanted} a number.
            raise CatalogError(_("{path}: catalog schema {version!r}, this deckcheck reads "
                                 "{wanted}; run `deckcheck catalog update`").format(
                                     path=path, version=version or "(none)",
                                     wanted=SCHEMA_VERSION))
        wanted = {**_READ_COLUMNS, "cards": tuple(card_columns)}
        for table, columns in wanted.items():
            present = {str(row[1]) for row in db.execute(f"PRAGMA table_info({table})")}
            if not present:
                raise damaged(path, _("no {table} table").format(table=table))
            missing = [c for c in columns if c not in present]
            if missing:
                # Translators: {columns} lists the names of missing database columns.
                raise damaged(path, _("table {table} lacks {columns}").format(
                    table=table, columns=", ".join(missing)))
    except (sqlite3.Error, UnicodeDecodeError) as exc:  # text that is not UTF-8: damaged
        # Translators: {reason} says what is wrong with the database file.
        raise CatalogError(_("{path}: not a deckcheck card catalog ({reason}); run `deckcheck "
                             "catalog update`").format(path=path,
                                                       reason=catalog_reason(exc))) from exc
    return meta


def check_complete(db: sqlite3.Connection, path: Path, card_columns: Iterable[str]) -> None:
    """Everything :func:`check_schema` checks, every page (``PRAGMA integrity_check``), and the
    row counts the catalog records about itself. For a newly built catalog, before it is used."""
    meta = check_schema(db, path, card_columns)
    try:
        verdict = [str(row[0]) for row in db.execute("PRAGMA integrity_check")]
        if verdict != ["ok"]:
            raise damaged(path, "; ".join(verdict[:3]))
        check_json(db, path)
        counts = json.loads(meta.get("counts", "{}"))
        for table in ("sets", "cards"):
            (rows,), = db.execute(f"SELECT count(*) FROM {table}")
            if not isinstance(counts, dict) or counts.get(table) != rows:
                recorded = counts.get(table) if isinstance(counts, dict) else "?"
                # Translators: {table} is a database table's name; {recorded} a number or "?".
                raise damaged(path, _("{rows} rows in {table}, but its record says "
                                      "{recorded}").format(rows=rows, table=table,
                                                           recorded=recorded))
    except (sqlite3.Error, ValueError) as exc:
        raise damaged(path, exc) from exc


JSON_COLUMNS = ("names", "types", "game")
"""Card columns stored as JSON."""


def check_json(db: sqlite3.Connection, path: Path) -> None:
    """Every JSON field of every card parses (``catalog info`` must not call a catalog healthy
    when ``check`` would fail on it)."""
    invalid = " OR ".join(f"NOT json_valid({column})" for column in JSON_COLUMNS) \
        + " OR json_type(names) != 'object'"
    try:
        (bad,), = db.execute(f"SELECT count(*) FROM cards WHERE {invalid}")
    except sqlite3.OperationalError as exc:
        if "json_valid" in str(exc):
            return  # an SQLite without JSON functions: queries will still catch it
        raise damaged(path, exc) from exc
    if bad:
        raise damaged(path, ngettext("{count} card holds a field that is not JSON",
                                     "{count} cards hold a field that is not JSON",
                                     bad).format(count=number(bad)))


def guarded(method: Callable[P, R]) -> Callable[P, R]:
    """Turn a damaged page or a field that is not JSON, met mid-query, into one line.

    For methods of an object with a ``path``; SQLite reports a damaged page only when a query
    reaches it, so opening cannot catch every one.
    """
    @functools.wraps(method)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(*args, **kwargs)
        except (sqlite3.Error, ValueError) as exc:
            owner: Any = args[0]
            raise damaged(owner.path, exc) from exc

    return wrapper
