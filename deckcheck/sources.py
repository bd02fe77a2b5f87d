"""Which decklists a command line names, and reading their bytes without surprises.

Nothing unread may pass: an entry that cannot be read while walking a folder becomes a source
that reports itself unreadable (so the run fails), never a silent skip. Only regular files are
opened: a FIFO would block forever and a device could stream without end.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from deckcheck.decklist import MAX_BYTES
from deckcheck.errors import UsageError

STDIN = "-"
DECK_SUFFIXES = (".txt", ".deck", ".dek", ".list")
"""Files a directory walk picks up; files named on the command line are always read."""


@dataclass(frozen=True)
class Source:
    """A decklist to check: where it is and how it is named in reports."""

    path: str
    location: Path | None  # None for standard input
    problem: str | None = None
    """Why it cannot be read, found while walking a folder (the deck is then unreadable)."""


class NotAFile(OSError):
    """A path that is not a regular file (a FIFO, a device, a socket): never opened."""


def expand(paths: Iterable[str]) -> list[Source]:
    """Files as given, directories walked recursively (sorted), ``-`` for standard input.

    Raises :class:`UsageError` for an empty path, a missing one, or one that is neither a
    regular file nor a folder.
    """
    sources: list[Source] = []
    for raw in paths:
        if raw == STDIN:
            sources.append(Source("<stdin>", None))
            continue
        if not raw:
            raise UsageError("an empty path names no file or folder")
        path = Path(raw)
        try:
            mode = path.stat().st_mode
        except FileNotFoundError:
            raise UsageError(f"{raw}: no such file or directory") from None
        except OSError as exc:  # a name too long, a loop of links, a folder it cannot enter
            raise UsageError(f"{raw}: {exc.strerror or exc}") from None
        if stat.S_ISDIR(mode):
            sources.extend(_walk(path))
        elif stat.S_ISREG(mode):
            sources.append(Source(raw, path))
        else:
            raise UsageError(f"{raw}: not a regular file or folder (a pipe or device); "
                             "use - to read standard input")
    return sources


def _walk(root: Path) -> list[Source]:
    """Every decklist below ``root`` (hidden entries left out), and every entry it cannot read."""
    found: list[Source] = []

    def unreadable(exc: OSError) -> None:
        where = exc.filename or str(root)
        found.append(Source(str(where), Path(where), f"cannot read folder: {exc.strerror or exc}"))

    for folder, dirs, files in os.walk(root, onerror=unreadable):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in files:
            if name.startswith(".") or Path(name).suffix.lower() not in DECK_SUFFIXES:
                continue
            path = Path(folder) / name
            try:
                mode = path.stat().st_mode
            except OSError as exc:  # a dangling link, a file that vanished
                found.append(Source(str(path), path, f"cannot read: {exc.strerror or exc}"))
                continue
            if stat.S_ISREG(mode):
                found.append(Source(str(path), path))
            elif not stat.S_ISDIR(mode):
                found.append(Source(str(path), path, "not a regular file (a pipe or device)"))
    return sorted(found, key=lambda source: Path(source.path).parts)


def read_bytes(source: Source) -> bytes:
    """At most one byte more than a decklist may hold, so a huge file is refused, not loaded.

    Raises :class:`OSError` (:class:`NotAFile` for a pipe or device) when it cannot be read.
    """
    if source.location is None:
        stdin = sys.stdin
        if stdin is None or stdin.closed:
            raise OSError("standard input is closed")
        return stdin.buffer.read(MAX_BYTES + 1)
    # O_NONBLOCK: should the path have become a FIFO since it was listed, opening it must not
    # wait for a writer; fstat then refuses it before anything is read.
    fd = os.open(source.location, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile("not a regular file (a pipe or device)")
        return handle.read(MAX_BYTES + 1)
