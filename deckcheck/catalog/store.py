"""Where the catalog lives, where it comes from, and reading its record of itself."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import tempfile
import time
import urllib.error
import urllib.request
from collections import deque
from collections.abc import Callable, Iterator
from pathlib import Path

from deckcheck.catalog import SCHEMA_VERSION
from deckcheck.errors import CatalogError
from deckcheck.i18n import _, number
from deckcheck.library_reasons import catalog_reason, library_reason, quoted
from deckcheck.lite_dataclass import dataclass
from deckcheck.os_reasons import os_reason
from deckcheck.rulesdata.resources import catalog_path

__all__ = ["catalog_path", "catalog_source", "download", "installed_counts", "read_info",
           "update_lock"]

DEFAULT_SOURCE = "https://github.com/tcgdex/cards-database/archive/refs/heads/master.tar.gz"
"""The public home of the TCGdex cards database: its repository's default-branch archive."""
MAX_DOWNLOAD_BYTES = 300_000_000
"""The archive is about 20 MB; anything far larger is not it."""
TIMEOUT_SECONDS = 30.0
"""Silence that ends a download."""
DEADLINE_SECONDS = 900.0
"""The whole transfer: 20 MB in 15 minutes is under 25 KB/s, slower than any working link."""
STALL_SECONDS = 60.0
STALL_BYTES = 60 * 1024
"""A server that sends less than this in any minute (under 1 KB/s) is given up: a drip-feeding
server never goes silent long enough for ``TIMEOUT_SECONDS``, and waiting for the deadline
would keep the update busy for a quarter of an hour."""


def catalog_source(option: str | None = None) -> str:
    """``--source``, else ``DECKCHECK_CATALOG_SOURCE``, else TCGdex's public archive."""
    return option or os.environ.get("DECKCHECK_CATALOG_SOURCE") or DEFAULT_SOURCE


def is_url(source: str) -> bool:
    return source.startswith(("http://", "https://"))


def download(url: str, directory: Path, progress: Callable[[int, int | None], None] | None = None,
             max_bytes: int = MAX_DOWNLOAD_BYTES, timeout: float = TIMEOUT_SECONDS,
             deadline: float = DEADLINE_SECONDS, stall: tuple[float, int] = (
                 STALL_SECONDS, STALL_BYTES),
             offline: str = "deckcheck catalog update --source ARCHIVE.tar.gz") -> Path:
    """Fetch ``url`` into a temporary file in ``directory``; the caller removes it.

    ``offline`` is the command a failed download's message advises, for a file fetched another
    way (the catalog's archive, or a format-data bundle).

    Bounded four ways: ``timeout`` seconds of silence, ``max_bytes`` in all, ``deadline``
    seconds for the whole transfer, and ``stall``: (seconds, bytes) — less than that many bytes
    in any such span gives up (a server trickling a byte at a time never goes silent). A
    transfer that ends short of the length the server announced is refused here, naming the
    URL. Raises :class:`CatalogError` naming the URL, or the folder when it cannot be written.
    """
    import http.client

    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(dir=directory, prefix=".download-", suffix=".tar.gz")
    except OSError as exc:
        raise CatalogError(_("{path}: cannot write the download there ({reason})").format(
            path=directory, reason=os_reason(exc))) from exc
    path = Path(name)
    give_up = time.monotonic() + deadline
    try:
        with os.fdopen(fd, "wb") as out:
            try:
                response = urllib.request.urlopen(url, timeout=timeout)
            except (urllib.error.URLError, http.client.HTTPException, OSError, ValueError) as exc:
                raise _unreachable(url, exc, offline) from exc
            with response:
                length = response.headers.get("Content-Length")
                total = int(length) if length and length.isdigit() else None
                if total is not None and total > max_bytes:
                    # Translators: {size} and {limit} are numbers of bytes, with separators.
                    raise CatalogError(_("{url}: {size} bytes is more than the {limit} "
                                         "allowed").format(url=url, size=number(total),
                                                           limit=number(max_bytes)))
                received = 0
                recent = deque([(time.monotonic(), 0)])  # (when, bytes by then)
                while True:
                    if time.monotonic() > give_up:
                        # Translators: {seconds} is a number of seconds.
                        raise CatalogError(_(
                            "cannot download {url}: not done after {seconds} s; with no "
                            "network, fetch that archive another way and run "
                            "`{command}`").format(url=url, seconds=f"{deadline:g}",
                                                  command=offline))
                    try:
                        # read1: what has arrived, so the deadline is checked between reads.
                        chunk = response.read1(1 << 16)
                    except (http.client.HTTPException, OSError, ValueError) as exc:
                        raise _unreachable(url, exc, offline) from exc
                    if not chunk:
                        break
                    received += len(chunk)
                    _refuse_stall(url, recent, received, stall)
                    if received > max_bytes:
                        raise CatalogError(_("{url}: more than {limit} bytes; stopped").format(
                            url=url, limit=number(max_bytes)))
                    try:
                        out.write(chunk)
                    except OSError as exc:
                        raise CatalogError(_("{path}: cannot write the download there "
                                             "({reason})").format(
                                                 path=directory,
                                                 reason=os_reason(exc))) from exc
                    if progress is not None:
                        progress(received, total)
                if total is not None and received < total:
                    # Translators: {got} and {total} are numbers of bytes, with separators.
                    raise CatalogError(_(
                        "cannot download {url}: the server sent {got} of the {total} bytes it "
                        "announced, then stopped; try again, or fetch that archive another way "
                        "and run `{command}`").format(
                            url=url, got=number(received), total=number(total),
                            command=offline))
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return path


def _refuse_stall(url: str, recent: deque[tuple[float, int]], received: int,
                  stall: tuple[float, int]) -> None:
    """Give up when less than ``stall[1]`` bytes arrived in the last ``stall[0]`` seconds.

    ``recent`` holds (time, bytes received by then) since the last sample at least that old.
    """
    seconds, least = stall
    now = time.monotonic()
    recent.append((now, received))
    while len(recent) > 1 and recent[1][0] <= now - seconds:
        recent.popleft()
    since, then = recent[0]
    if now - since >= seconds and received - then < least:
        # Translators: {size} is a number of bytes, {seconds} of seconds.
        raise CatalogError(_(
            "cannot download {url}: less than {size} bytes in {seconds} s, too slow to finish; "
            "with no network, fetch that archive another way and run `deckcheck catalog update "
            "--source ARCHIVE.tar.gz`").format(url=url, size=number(least),
                                               seconds=f"{seconds:g}"))


def _unreachable(url: str, exc: BaseException, offline: str) -> CatalogError:
    """The one line for a download that failed: the URL is to blame, not a local file."""
    text = library_reason(exc)
    # Offline machines and blocked networks are common: the message names the way round it.
    # Translators: {reason} says why the server was not reached; {command} a deckcheck command.
    return CatalogError(_("cannot download {url}: {reason}; with no network, fetch that archive "
                          "another way and run `{command}`").format(url=url, reason=text,
                                                                   command=offline))


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


def read_info(path: Path, data_digest: str | None = None) -> CatalogInfo:
    """The catalog's record of its source, date, digest, schema version and counts.

    The tables and every page are checked too: ``catalog info`` must not call a damaged
    catalog healthy, nor (given ``data_digest``, ``RulesData.catalog_digest``) one that
    ``check`` refuses as built with other data.
    """
    from deckcheck.catalog.integrity import check_json, check_schema, damaged, stale
    from deckcheck.catalog.lookup import card_columns

    if not path.is_file():
        raise CatalogError(_("no card catalog at {path}; run `deckcheck catalog "
                             "update`").format(path=path))
    try:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
            meta = check_schema(db, path, card_columns())
            verdict = [str(row[0]) for row in db.execute("PRAGMA quick_check")]
            if verdict != ["ok"]:
                raise damaged(path, "; ".join(verdict[:3]))
            check_json(db, path)
            if data_digest is not None and meta.get("data_digest") != data_digest:
                raise stale(path)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise damaged(path, catalog_reason(exc)) from exc
    try:
        counts = json.loads(meta.get("counts", "{}"))
    except ValueError as exc:
        raise damaged(path, _("counts: {reason}").format(reason=quoted(exc))) from exc
    if not isinstance(counts, dict) or not all(
            isinstance(k, str) and type(v) is int for k, v in counts.items()):
        raise damaged(path, _("counts is not a mapping of numbers"))
    return CatalogInfo(path=path, source=meta.get("source", ""),
                       source_date=meta.get("source_date", ""), digest=meta.get("digest", ""),
                       built=meta.get("built", ""), schema_version=SCHEMA_VERSION,
                       counts=counts)


def installed_counts(path: Path) -> dict[str, int] | None:
    """How many series, sets and cards the installed catalog holds; None when there is none,
    or it is damaged."""
    try:
        return read_info(path).counts
    except CatalogError:
        return None


@contextlib.contextmanager
def update_lock(target: Path) -> Iterator[None]:
    """Hold the one lock on updating ``target``, then clear what a killed update left behind.

    A second update at the same time says one is running rather than deleting the first's
    files. Raises :class:`CatalogError` when the folder cannot be written.
    """
    from deckcheck.rulesdata.resources import acquire

    try:
        lock = acquire(target.parent / f".{target.name}.lock")
    except OSError as exc:
        raise CatalogError(_("{path}: cannot write the catalog there ({reason})").format(
            path=target.parent, reason=os_reason(exc))) from exc
    if lock is None:
        raise CatalogError(_("{path}: another `deckcheck catalog update` is running; try again "
                             "when it has finished").format(path=target))
    try:
        for stale in [*target.parent.glob(f".{target.name}.tmp-*"),
                      *target.parent.glob(".download-*.tar.gz")]:
            with contextlib.suppress(OSError):
                stale.unlink()
        yield
    finally:
        lock.release()
