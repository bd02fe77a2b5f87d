"""Installing a format-data bundle beside the card catalog, whole or not at all.

The bundle is verified before anything is written (:func:`deckcheck.formatdata.bundle.read`),
unpacked into a temporary folder, validated exactly as the shipped data is, and only then made
current by replacing ``current.json`` in one step. A kill, a full disk or a second update at the
same moment leaves the data that was in use in use. Data older than what is installed is refused
unless forced; data no newer than the shipped data is not installed (the shipped data is the
floor).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from deckcheck.errors import DataError, FormatDataError, UsageError
from deckcheck.formatdata import bundle, choice
from deckcheck.i18n import _, number
from deckcheck.lite_dataclass import dataclass
from deckcheck.os_reasons import os_reason
from deckcheck.rulesdata.resources import data_dir

DEFAULT_SOURCE = ("https://github.com/deckcheck/deckcheck/releases/download/format-data/"
                  "deckcheck-format-data.tar.gz")
"""Where the project's workflow publishes the bundle of its data/ (.github/workflows/
format-data.yml) each time data/ changes on main. A fork publishes its own: point
``DECKCHECK_FORMAT_DATA_SOURCE`` at it."""
SOURCE_VARIABLE = "DECKCHECK_FORMAT_DATA_SOURCE"
KEEP = 2
"""Installed bundles kept: the one in use and the one before (a run that started before the
switch may still be reading it)."""


def default_source() -> str:
    """``DECKCHECK_FORMAT_DATA_SOURCE``, else the project's published bundle."""
    return os.environ.get(SOURCE_VARIABLE) or DEFAULT_SOURCE


@dataclass(frozen=True)
class Outcome:
    """What an update did."""

    installed: bool
    """False: nothing changed (the same bundle, or no newer than the shipped data)."""
    formats: dict[str, str]
    """The read days of the data in use afterwards."""
    before: dict[str, str]
    """The read days of the data in use before."""
    sha256: str
    note: str = ""


def update(source: str, force: bool = False, sha256: str | None = None,
           progress: Callable[[int, int | None], None] | None = None) -> Outcome:
    """Install the bundle at ``source`` (a file or an http(s) URL) if it is newer.

    Raises :class:`FormatDataError` (exit 1) when the bundle is damaged, not valid, of another
    schema, or older than the installed data without ``force``, or when another update is
    running; :class:`CatalogError` when it cannot be downloaded; :class:`UsageError` for a file
    that does not exist.
    """
    from deckcheck import rulesdata

    folder = choice.home()
    with _lock(folder):
        _clear_leftovers(folder)
        raw = _fetch(source, folder, progress)
        if sha256 is not None and bundle_digest(raw) != sha256.strip().lower():
            raise FormatDataError(_("{path}: its sha256 is {found}, not {expected}; refusing it")
                            .format(path=source, found=bundle_digest(raw),
                                    expected=sha256.strip().lower()))
        found = bundle.read(raw, source)
        try:
            before_days = dict(rulesdata.in_use().formats)
        except DataError:  # a damaged record: this update installs afresh over it
            before_days = {}
        current = choice.read_current(folder)
        # The same bundle again is nothing to do, unless forced or its installed files changed
        # since (a file cut or edited): then it is installed afresh, which repairs them.
        if current is not None and current.sha256 == found.sha256 and not force \
                and rulesdata.files_digest(current.root) == current.files:
            return Outcome(False, before_days, before_days, found.sha256,
                           _("this bundle is already installed"))
        if current is not None and not force:
            behind = choice.older(found.manifest.formats, current.formats)
            if behind:
                raise FormatDataError(_(
                    "{path}: its {format} data was read on {day}, before the installed data "
                    "({installed}); not installed (--force installs it anyway)").format(
                        path=source, format=_format_name(behind[0]),
                        day=found.manifest.formats.get(behind[0], "?"),
                        installed=current.formats[behind[0]]))
        shipped = data_dir()
        shipped_days = choice.read_days(rulesdata.compiled_at(shipped))
        is_newer = choice.newer(found.manifest.formats, shipped_days)
        if not is_newer and not force:
            return Outcome(False, before_days, before_days, found.sha256, _(
                "deckcheck's own format data (read on {shipped}) is at least as new as this "
                "bundle (read on {bundle}): nothing to install").format(
                    shipped=max(shipped_days.values(), default="?"),
                    bundle=found.manifest.newest or "?"))
        _activate(folder, found, source, rulesdata.tree_digest(shipped), shipped_days,
                  is_newer)
        _prune(folder, keep={_folder_name(found.sha256),
                             *([_folder_name(current.sha256)] if current else [])})
    forget()
    after = rulesdata.in_use()
    note = "" if is_newer else _("installed, but deckcheck's own format data is at least as "
                                 "new and stays in use")
    return Outcome(True, dict(after.formats), before_days, found.sha256, note)


def bundle_digest(raw: bytes) -> str:
    """The sha256 of a bundle's bytes, as its publisher prints it."""
    import hashlib

    return hashlib.sha256(raw).hexdigest()


def forget() -> None:
    """Make this process read the data in use anew (after an install)."""
    from deckcheck import rulesdata
    from deckcheck.formats import history

    rulesdata.forget()
    history.load.cache_clear()


def _fetch(source: str, folder: Path,
           progress: Callable[[int, int | None], None] | None) -> bytes:
    """The bundle's bytes: downloaded (bounded) or read from a regular file (bounded)."""
    from deckcheck.catalog import store

    if store.is_url(source):
        downloaded = store.download(source, folder, progress,
                                    max_bytes=bundle.MAX_BUNDLE_BYTES,
                                    offline="deckcheck formats update --source BUNDLE.tar.gz")
        try:
            return downloaded.read_bytes()
        finally:
            downloaded.unlink(missing_ok=True)
    path = Path(source)
    try:
        status = path.stat()
    except OSError:
        raise UsageError(_("{path}: no such file").format(path=source)) from None
    if not stat.S_ISREG(status.st_mode):  # a FIFO would block, a device never end
        raise FormatDataError(_("{path}: not a regular file").format(path=source))
    try:
        with path.open("rb") as handle:
            raw = handle.read(bundle.MAX_BUNDLE_BYTES + 1)
    except OSError as exc:
        raise FormatDataError(_("{path}: cannot read: {reason}").format(
            path=source, reason=os_reason(exc))) from exc
    if len(raw) > bundle.MAX_BUNDLE_BYTES:
        raise FormatDataError(_("{path}: {size} bytes is more than a format-data bundle may hold "
                          "({limit})").format(path=source, size=f"{number(len(raw))}+",
                                              limit=number(bundle.MAX_BUNDLE_BYTES)))
    return raw


def _folder_name(sha256: str) -> str:
    return f"bundle-{sha256[:16]}"


def _activate(folder: Path, found: bundle.Bundle, source: str, shipped_digest: str,
              shipped_days: dict[str, str], is_newer: bool) -> None:
    """Unpack, validate, then switch ``current.json`` to the new bundle in one step."""
    from deckcheck import rulesdata
    from deckcheck.rulesdata.schema import compile_data, compile_history

    staging = Path(tempfile.mkdtemp(dir=folder, prefix=".tmp-"))
    try:
        root = staging / "data"
        for rel, body in found.files.items():
            target = root / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(body)
        compiled = compile_data(root)  # the same validation as the shipped data
        compile_history(root)
        days = choice.read_days(compiled)
        if days != found.manifest.formats:
            raise FormatDataError(_("{path}: the manifest's read days ({manifest}) are not the "
                              "data's ({data}); refusing it").format(
                                  path=source, manifest=_shown(found.manifest.formats),
                                  data=_shown(days)))
        name = _folder_name(found.sha256)
        final = folder / name
        if final.exists():
            shutil.rmtree(final)
        staging.rename(final)
        # What the files hold as installed: a run refuses them once any is cut or edited.
        files = rulesdata.files_digest(final / "data")
    except DataError as exc:
        raise FormatDataError(_("{path}: its data is not valid: {reason}").format(
            path=source, reason=exc)) from exc
    except OSError as exc:
        raise FormatDataError(_("{path}: cannot install the format data there ({reason})").format(
            path=folder, reason=os_reason(exc))) from exc
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
    choice.write_current(folder, {
        "folder": name, "sha256": found.sha256, "formats": found.manifest.formats,
        "files": files,
        "source": source, "installed": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "floor": {"digest": shipped_digest, "formats": shipped_days, "newer": is_newer}})


def _shown(days: dict[str, str]) -> str:
    return ", ".join(f"{_format_name(fmt)} {day}" for fmt, day in sorted(days.items()))


def _format_name(format_id: str) -> str:
    """A format's name in the reader's language ("Espanso"), its id where the data has none."""
    from deckcheck import rulesdata

    known = rulesdata.load().formats.get(format_id)
    if known is None:
        return format_id
    name: str = known["name"]  # a data/ message, extracted from the format files
    return _(name)


def _prune(folder: Path, keep: set[str]) -> None:
    """Remove installed bundles other than ``keep`` (best effort)."""
    for old in folder.glob("bundle-*"):
        if old.name not in keep:
            shutil.rmtree(old, ignore_errors=True)


def _clear_leftovers(folder: Path) -> None:
    """What a killed update left: a staging folder, a half-written record, a download."""
    for stale in [*folder.glob(".tmp-*"), *folder.glob(".current-*"),
                  *folder.glob(".download-*")]:
        with contextlib.suppress(OSError):
            shutil.rmtree(stale) if stale.is_dir() else stale.unlink()


@contextlib.contextmanager
def _lock(folder: Path) -> Iterator[None]:
    """The one lock on installing format data: a second update at once is told to wait."""
    from deckcheck.rulesdata.resources import acquire

    try:
        lock = acquire(folder / ".lock")
    except OSError as exc:
        raise FormatDataError(_("{path}: cannot install the format data there ({reason})")
                              .format(path=folder, reason=os_reason(exc))) from exc
    if lock is None:
        raise FormatDataError(_("{path}: another `deckcheck formats update` is running; try "
                                "again when it has finished").format(path=folder))
    try:
        yield
    finally:
        lock.release()
