"""Where deckcheck finds the data files it ships with, and where it may keep a cache."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck.errors import DataError
from deckcheck.i18n import _, number
from deckcheck.os_reasons import os_reason

if TYPE_CHECKING:
    from filelock import FileLock


def data_dir() -> Path:
    """The directory holding the YAML data files.

    An installed wheel carries them as ``deckcheck/data``; a source checkout (or an editable
    install) has them at the top of the repository.
    """
    packaged = Path(__file__).resolve().parent.parent / "data"
    if packaged.is_dir():
        return packaged
    checkout = Path(__file__).resolve().parent.parent.parent / "data"
    if checkout.is_dir():
        return checkout
    raise DataError(_("deckcheck's data files are missing; reinstall deckcheck"))


CATALOG_FILE = "catalog.sqlite3"


def catalog_path(option: str | None = None) -> Path:
    """``--catalog``, else ``DECKCHECK_CATALOG``, else the platform's user data directory.

    Either may name the folder the catalog lives in (an existing folder, or a path ending in a
    separator): the catalog is then the file :data:`CATALOG_FILE` inside it.
    """
    chosen = option or os.environ.get("DECKCHECK_CATALOG")
    if chosen:
        if chosen.endswith(("/", os.sep)) or Path(chosen).is_dir():
            return Path(chosen) / CATALOG_FILE
        return Path(chosen)
    import platformdirs

    return Path(platformdirs.user_data_dir("deckcheck")) / CATALOG_FILE


def catalog_named() -> str | None:
    """The catalog the user named for this run (``DECKCHECK_CATALOG``), if any: a run must
    never go on without it."""
    return os.environ.get("DECKCHECK_CATALOG") or None


def cache_dir() -> Path:
    """The directory for derived files deckcheck can always rebuild.

    ``DECKCHECK_CACHE_DIR`` overrides the platform's user cache directory.
    """
    override = os.environ.get("DECKCHECK_CACHE_DIR")
    if override:
        return Path(override)
    import platformdirs  # only needed on this path; keeps start-up lean

    return Path(platformdirs.user_cache_dir("deckcheck"))


def acquire(lock_path: Path) -> FileLock | None:
    """The lock file ``lock_path`` taken (its folder made if need be), or None at once when
    another process holds it; the caller releases it. OSError when the folder cannot be
    written."""
    from filelock import FileLock, Timeout

    lock_path.parent.mkdir(parents=True, exist_ok=True)
    # filelock reports a lock file it cannot create as a lock held by someone else.
    lock_path.touch(exist_ok=True)
    lock = FileLock(lock_path, timeout=0)
    try:
        lock.acquire()
    except Timeout:
        return None
    return lock


def write_atomically(path: Path, text: str) -> None:
    """Write a cache file whole or not at all. Best effort: a cache that cannot be written only
    costs time."""
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
    except OSError:
        return
    tmp = Path(name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        tmp.replace(path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()


def read_text(path: Path, label: str, limit: int) -> str:
    """A settings or data file's UTF-8 text, refused when larger than ``limit`` bytes.

    Raises :class:`DataError` naming the file (as ``label``) when it cannot be read.
    """
    try:
        with path.open("rb") as handle:
            raw = handle.read(limit + 1)
        if len(raw) > limit:
            # Translators: {path} is a file; {limit} a number of bytes, with separators.
            raise DataError(_("{path}: larger than {limit} bytes; not a deckcheck file").format(
                path=label, limit=number(limit)))
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        from deckcheck.library_reasons import decode_reason

        raise DataError(_("{path}: {problem}").format(path=label,
                                                      problem=decode_reason(exc))) from exc
    except OSError as exc:
        # Translators: {reason} says why the system refused the file.
        raise DataError(_("{path}: cannot read: {reason}").format(path=label,
                                                                  reason=os_reason(exc))) from exc
