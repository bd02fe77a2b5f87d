"""Where the catalog lives, where it comes from, and reading its record of itself."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import tempfile
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from deckcheck.catalog import SCHEMA_VERSION
from deckcheck.errors import CatalogError
from deckcheck.resources import catalog_path

__all__ = ["catalog_path", "catalog_source", "download", "read_info"]

DEFAULT_SOURCE = "https://github.com/tcgdex/cards-database/archive/refs/heads/master.tar.gz"
"""The public home of the TCGdex cards database: its repository's default-branch archive."""
MAX_DOWNLOAD_BYTES = 300_000_000
"""The archive is about 20 MB; anything far larger is not it."""
TIMEOUT_SECONDS = 30.0


def catalog_source(option: str | None = None) -> str:
    """``--source``, else ``DECKCHECK_CATALOG_SOURCE``, else TCGdex's public archive."""
    return option or os.environ.get("DECKCHECK_CATALOG_SOURCE") or DEFAULT_SOURCE


def is_url(source: str) -> bool:
    return source.startswith(("http://", "https://"))


def download(url: str, directory: Path, progress: Callable[[int, int | None], None] | None = None,
             max_bytes: int = MAX_DOWNLOAD_BYTES, timeout: float = TIMEOUT_SECONDS) -> Path:
    """Fetch ``url`` into a temporary file in ``directory``; the caller removes it."""
    directory.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=directory, prefix=".download-", suffix=".tar.gz")
    path = Path(name)
    try:
        with os.fdopen(fd, "wb") as out, urllib.request.urlopen(url, timeout=timeout) as response:
            length = response.headers.get("Content-Length")
            total = int(length) if length and length.isdigit() else None
            if total is not None and total > max_bytes:
                raise CatalogError(f"{url}: {total:,} bytes is more than the {max_bytes:,} allowed")
            received = 0
            while chunk := response.read(1 << 16):
                received += len(chunk)
                if received > max_bytes:
                    raise CatalogError(f"{url}: more than {max_bytes:,} bytes; stopped")
                out.write(chunk)
                if progress is not None:
                    progress(received, total)
    except CatalogError:
        path.unlink(missing_ok=True)
        raise
    except (urllib.error.URLError, OSError, ValueError) as exc:
        path.unlink(missing_ok=True)
        reason = getattr(exc, "reason", None) or exc
        # Offline machines and blocked networks are common: name the way round it.
        raise CatalogError(f"cannot download {url}: {reason}; with no network, fetch that "
                           "archive another way and run `deckcheck catalog update --source "
                           "ARCHIVE.tar.gz`") from exc
    return path


@dataclass(frozen=True)
class CatalogInfo:
    """What a built catalog records about itself."""

    path: Path
    source: str
    source_date: str
    digest: str
    built: str
    schema_version: int
    counts: dict[str, int]


def read_info(path: Path) -> CatalogInfo:
    """The catalog's record of its source, date, digest, schema version and counts."""
    if not path.is_file():
        raise CatalogError(f"no card catalog at {path}; run `deckcheck catalog update`")
    try:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
            meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
    except sqlite3.Error as exc:
        raise CatalogError(f"{path}: not a deckcheck card catalog ({exc})") from exc
    version = int(meta.get("schema_version", "0"))
    if version != SCHEMA_VERSION:
        raise CatalogError(f"{path}: catalog schema {version}, this deckcheck reads "
                           f"{SCHEMA_VERSION}; run `deckcheck catalog update`")
    return CatalogInfo(path=path, source=meta.get("source", ""),
                       source_date=meta.get("source_date", ""), digest=meta.get("digest", ""),
                       built=meta.get("built", ""), schema_version=version,
                       counts=json.loads(meta.get("counts", "{}")))
