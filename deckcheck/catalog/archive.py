"""Reading the TCGdex archive as a stream, with limits, and proving it arrived whole.

An archive is a trust boundary: it may be cut short, padded with a huge member, or built to
exhaust memory. So every member's size is checked from its header before it is read, the
decompressed total is capped, the gzip trailer (CRC and length) is verified by reading the
stream to its end, and the tar stream must close with its end-of-archive blocks. A stream cut
at a member boundary is otherwise a valid, smaller archive, and would silently replace a good
catalog with a tenth of it.
"""

from __future__ import annotations

import gzip
import hashlib
import stat
import tarfile
import time
import zlib
from collections.abc import Callable, Iterator
from dataclasses import field
from pathlib import Path
from typing import Any, BinaryIO, cast

from deckcheck.catalog.tar_headers import Header
from deckcheck.errors import CatalogError
from deckcheck.i18n import _, number
from deckcheck.library_reasons import library_reason
from deckcheck.lite_dataclass import dataclass
from deckcheck.os_reasons import os_reason

MAX_MEMBER_BYTES = 64_000_000
"""No member of the real archive is near this (the largest is about 10 KB); refuse the archive."""
MAX_CARD_FILE_BYTES = 256_000
"""A card, set or serie file is a few kilobytes; a larger one is counted as unreadable."""
MAX_TOTAL_BYTES = 1_000_000_000
"""The real archive holds about 65 MB once decompressed."""
MAX_MEMBERS = 200_000
"""The real archive has about 24,000 members (tarfile remembers each one it has read)."""
_END_OF_ARCHIVE = bytes(1024)
"""A tar archive ends with two 512-byte blocks of zeros (POSIX)."""
_LAST_MTIME = 253_402_300_799  # 9999-12-31: a later member time cannot be formatted as a date

Progress = Callable[[int], None]


@dataclass
class Stamp:
    """What reading the archive learnt besides its members."""

    digest: str | None = None
    source_date: str | None = None
    unreadable: list[str] = field(default_factory=list)


def data_path(name: str) -> str | None:
    """The member's path below ``data/`` (as a POSIX path prints it), or None for files outside
    it.

    A path that leaves the archive refuses the whole archive: it can only be hostile.
    """
    # The parts PurePosixPath(name) has, taken from the string: no path object is made for a
    # member (the archive's tens of thousands of names were a share of a build's time, in this
    # process and in the workers each is sent to).
    parts = [part for part in name.split("/") if part and part != "."]
    if name.startswith("/") or ".." in parts:
        raise CatalogError(_("archive member {name!r} points outside the archive; refusing "
                             "it").format(name=name))
    if "data" not in parts[:2] or not name.endswith(".ts"):
        return None
    return "/".join(parts[parts.index("data") + 1:])


def members(source: Path, stamp: Stamp,
            progress: Progress | None = None) -> Iterator[tuple[str, bytes]]:
    """Every ``.ts`` file below ``data/`` in an archive or directory, as (path, bytes), the path
    below ``data/`` with ``/`` between its parts (:func:`data_path`).

    Raises :class:`deckcheck.errors.CatalogError` when the archive is not whole or not sane;
    files too large to be card data are listed in ``stamp.unreadable`` and skipped.
    """
    if source.is_dir():
        yield from _directory(source, stamp)
    elif source.is_file():
        yield from _archive(source, stamp, progress)
    else:  # a FIFO would block for ever; a device could stream without end
        raise CatalogError(_("{path}: not a regular file or folder").format(path=source))


def _directory(source: Path, stamp: Stamp) -> Iterator[tuple[str, bytes]]:
    root = source / "cards-database" if (source / "cards-database").is_dir() else source
    total = 0
    for path in sorted((root / "data").rglob("*.ts")):
        rel = path.relative_to(root / "data").as_posix()
        try:
            status = path.stat()
            size = status.st_size
            if not stat.S_ISREG(status.st_mode):
                stamp.unreadable.append(_("{path}: not a regular file").format(path=rel))
                continue
            if size > MAX_CARD_FILE_BYTES:
                # Translators: {path} is a file of the card data; {size} a number of bytes.
                stamp.unreadable.append(_("{path}: {size} bytes is too large for card "
                                          "data").format(path=rel, size=number(size)))
                continue
            total += size
            if total > MAX_TOTAL_BYTES:
                raise CatalogError(_("{path}: more than {limit} bytes of card data").format(
                    path=source, limit=number(MAX_TOTAL_BYTES)))
            yield rel, path.read_bytes()
        except OSError as exc:
            stamp.unreadable.append(_("{path}: {reason}").format(path=rel,
                                                                 reason=os_reason(exc)))


def _archive(source: Path, stamp: Stamp,
             progress: Progress | None) -> Iterator[tuple[str, bytes]]:
    sha = hashlib.sha256()
    newest = 0
    count = 0
    try:
        with source.open("rb") as raw, gzip.GzipFile(
                fileobj=cast("BinaryIO", _HashingReader(raw, sha, progress)), mode="rb",
        ) as unzipped:
            stream = _Decompressed(unzipped, str(source))
            with tarfile.open(fileobj=stream, mode="r|",  # type: ignore[call-overload]
                              tarinfo=Header) as archive:
                for member in archive:
                    count += 1
                    if count > MAX_MEMBERS:
                        raise CatalogError(_("{path}: more than {limit} members; not a card "
                                             "archive").format(path=source,
                                                               limit=number(MAX_MEMBERS)))
                    if member.size > MAX_MEMBER_BYTES:
                        raise CatalogError(_("{path}: member {name!r} is {size} bytes; a card "
                                             "archive holds none over {limit}").format(
                                                 path=source, name=member.name,
                                                 size=number(member.size),
                                                 limit=number(MAX_MEMBER_BYTES)))
                    rel = data_path(member.name)
                    if 0 <= member.mtime <= _LAST_MTIME:
                        newest = max(newest, int(member.mtime))
                    if rel is None or not member.isfile():
                        continue
                    if member.size > MAX_CARD_FILE_BYTES:
                        stamp.unreadable.append(_("{path}: {size} bytes is too large for card "
                                                  "data").format(path=rel,
                                                                 size=number(member.size)))
                        continue
                    yield rel, _member_bytes(archive, member)
                end = archive.offset
            stream.verify_end(end)
    except CatalogError:
        raise
    except (tarfile.TarError, EOFError, OSError, ValueError, zlib.error) as exc:
        # Translators: {reason} says what is wrong with the archive.
        raise CatalogError(_("{path}: not a complete .tar.gz archive ({reason})").format(
            path=source, reason=library_reason(exc))) from exc
    stamp.digest = sha.hexdigest()
    stamp.source_date = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(newest)) if newest \
        else None


def _member_bytes(archive: tarfile.TarFile, member: tarfile.TarInfo) -> bytes:
    """A regular member's bytes, read from the stream where tarfile left it (just after its
    header): as ``extractfile(member).read()`` reads them, without the file objects it makes
    per member (a share of this process's time over an archive's 24,000 members)."""
    if member.sparse is not None:  # a GNU sparse file: its holes are tarfile's to fill
        handle = archive.extractfile(member)
        return handle.read() if handle is not None else b""
    stream = archive.fileobj
    stream.seek(member.offset_data)  # where the stream already is: tarfile checks it
    data = stream.read(member.size)
    if len(data) != member.size:
        raise tarfile.ReadError("unexpected end of data")  # tarfile's own words for it
    return data


class _HashingReader:
    """A file wrapper that hashes and reports what is read of the archive, as it is read."""

    def __init__(self, raw: BinaryIO, sha: Any, progress: Progress | None) -> None:
        self.raw, self.sha, self.progress = raw, sha, progress

    def read(self, size: int = -1) -> bytes:
        chunk = self.raw.read(size)
        self.sha.update(chunk)
        if self.progress is not None:
            self.progress(len(chunk))
        return chunk


class _Decompressed:
    """The decompressed tar stream as tarfile reads it: counted against the total cap, with the
    most recent bytes kept so that the end-of-archive blocks can be checked afterwards."""

    _KEEP = 1 << 17  # tarfile reads at most a 10 KB record past the header it is parsing

    def __init__(self, unzipped: gzip.GzipFile, label: str) -> None:
        self.unzipped, self.label = unzipped, label
        self.position = 0
        self.recent: list[tuple[int, bytes]] = []  # (offset, chunk)

    def _take(self, size: int) -> bytes:
        chunk = self.unzipped.read(size)
        start = self.position
        self.position += len(chunk)
        if self.position > MAX_TOTAL_BYTES:
            raise CatalogError(_("{path}: more than {limit} bytes once decompressed; not a card "
                                 "archive").format(path=self.label,
                                                   limit=number(MAX_TOTAL_BYTES)))
        self.recent.append((start, chunk))
        return chunk

    def read(self, size: int = -1) -> bytes:
        chunk = self._take(size if size >= 0 else 1 << 20)
        horizon = self.position - self._KEEP
        while self.recent and self.recent[0][0] + len(self.recent[0][1]) < horizon:
            self.recent.pop(0)
        return chunk

    def verify_end(self, end: int) -> None:
        """Read to the end of the gzip stream (which checks its CRC and length) and require the
        tar end-of-archive blocks at ``end``, where tarfile stopped."""
        while self._take(1 << 16):
            # Only the bytes just after ``end`` matter; drop the rest as it streams past.
            self.recent = [(s, c) for s, c in self.recent if s < end + len(_END_OF_ARCHIVE)]
        found = bytearray()
        for start, chunk in self.recent:
            low, high = max(end, start), min(end + len(_END_OF_ARCHIVE), start + len(chunk))
            if low < high:
                found += chunk[low - start:high - start]
        if bytes(found) != _END_OF_ARCHIVE:
            raise CatalogError(_("{path}: the archive stops before its end (no tar "
                                 "end-of-archive blocks); it was cut short").format(
                                     path=self.label))
