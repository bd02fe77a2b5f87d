"""Which decklists a command line names, and reading their bytes without surprises.

Nothing unread may pass: an entry that cannot be read while walking a folder becomes a source
that reports itself unreadable (so the run fails), never a silent skip. Only regular files are
opened: a FIFO would block forever and a device could stream without end.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck.errors import UsageError
from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass
from deckcheck.os_reasons import os_reason
from deckcheck.read.decklist import MAX_BYTES
from deckcheck.read.left_out import LINKED_FOLDER

if TYPE_CHECKING:
    from deckcheck.read.ignore import Rules, Walker, WalkSettings
    from deckcheck.read.left_out import LeftOut

STDIN = "-"
DECK_SUFFIXES = (".txt", ".deck", ".dek", ".list")
"""Files a directory walk picks up; files named on the command line are always read."""


@dataclass(frozen=True, slots=True)
class Source:
    """A decklist to check: where it is and how it is named in reports.

    A folder of ten thousand lists is ten thousand of these, held until each is checked: the
    path is kept as text, and a :class:`Path` made only when the file is read.
    """

    path: str
    file: str | None  # None for standard input
    problem: str | None = None
    """Why it cannot be read, found while walking a folder (the deck is then unreadable)."""
    content: bytes | None = None
    """Standard input's bytes, when they were read ahead (it can be read only once)."""

    @property
    def location(self) -> Path | None:
        """The file to read, or None for standard input."""
        return None if self.file is None else Path(self.file)


READ_AHEAD = 65_536
"""What a read asks for after the file's size was read (a file that grew, or whose size the
system does not give)."""


class NotAFile(OSError):
    """A path that is not a regular file (a FIFO, a device, a socket): never opened."""


def expand(paths: Iterable[str], walk: WalkSettings | None = None,
           left_out: LeftOut | None = None) -> Iterator[Source]:
    """Files as given, directories walked recursively (sorted), ``-`` for standard input.

    ``walk`` says what a folder walk leaves out (:mod:`deckcheck.read.ignore`: ignore files, exclude
    patterns, the default exclusions); by default, all of it. A file named here is always read,
    unless ``walk.named_files`` (``--force-exclude``) applies the walk's rules to it too.
    ``left_out`` notes every entry left out, and why.

    Every path is checked before this returns: it raises :class:`UsageError` for an empty path,
    a missing one, or one that is neither a regular file nor a folder. The folders are then
    walked as the sources are taken, so a batch of ten thousand lists is never held as a list.
    """
    named: list[tuple[str, bool]] = []  # (path, is a folder)
    for raw in paths:
        if raw == STDIN:
            named.append((raw, False))
            continue
        if not raw:
            raise UsageError(_("an empty path names no file or folder"))
        try:
            mode = os.stat(raw).st_mode  # noqa: PTH116 - text paths, see _walk
        except FileNotFoundError:
            raise UsageError(_("{path}: no such file or directory").format(path=raw)) from None
        except OSError as exc:  # a name too long, a loop of links, a folder it cannot enter
            # Translators: {reason} is the operating system's own words.
            raise UsageError(_("{path}: {reason}").format(path=raw,
                                                          reason=os_reason(exc))) from None
        if not stat.S_ISDIR(mode) and not stat.S_ISREG(mode):
            raise UsageError(_("{path}: not a regular file or folder (a pipe or device); use - "
                               "to read standard input").format(path=raw))
        named.append((raw, stat.S_ISDIR(mode)))
    return _sources(named, walk, left_out)


def _sources(named: list[tuple[str, bool]], walk: WalkSettings | None,
             left_out: LeftOut | None) -> Iterator[Source]:
    walker = None
    for raw, folder in named:
        if raw == STDIN:
            yield Source("<stdin>", None)
            continue
        if not folder and (walk is None or not walk.named_files):
            yield Source(raw, raw)
            continue
        if walker is None:
            from deckcheck.read.ignore import Walker, WalkSettings

            walker = Walker(walk or WalkSettings(), left_out)
        if folder:
            yield from _walk(raw, walker, walker.start(raw))
        else:
            reason = _named_left_out(raw, walker)
            if reason is None:
                yield Source(raw, raw)
            else:
                walker.left_out.add(raw, reason)


def _own_settings(folder: str, names: list[str]) -> str | None:
    """The name of the settings file ``folder`` holds deckcheck settings in, if any (a
    pyproject.toml without ``[tool.deckcheck]`` holds none)."""
    from deckcheck.read.config import CONFIG_FILES, holds_settings

    for name in CONFIG_FILES:
        if name in names and holds_settings(Path(folder, name)):
            return name
    return None


def _named_left_out(raw: str, walker: Walker) -> str | None:
    """Why a walk would leave out the file ``raw`` (``--force-exclude``), or None when it would
    check it. The walk is the one of the current folder when the file is below it (as the
    pre-commit hook runs at the repository's top), else of its repository's top, else of its
    own folder; a hidden folder below the walk's top, a hidden file or one without a
    decklist's suffix is left out as a walk leaves it out."""
    from deckcheck.read import left_out
    from deckcheck.read.ignore import repository_top

    parent, name = os.path.split(os.path.abspath(raw))  # noqa: PTH100
    parent = os.path.realpath(parent)
    here = os.path.realpath(os.curdir)
    if parent == here or parent.startswith(here.rstrip(os.sep) + os.sep):
        top = here
    else:
        top = repository_top(parent) or parent
    rules = walker.start(top)
    for part in [] if parent == top else os.path.relpath(parent, top).split(os.sep):  # noqa: PTH206
        if part.startswith("."):
            return left_out.HIDDEN
        reason = walker.leaves_out(rules, part, is_folder=True)
        if reason is not None:
            return reason
        rules = walker.enter(rules, part)
    if name.startswith("."):
        return left_out.HIDDEN
    if not name.lower().endswith(DECK_SUFFIXES):
        return left_out.SUFFIX
    return walker.leaves_out(rules, name, is_folder=False)


def _walk(folder: str, walker: Walker, rules: Rules, top: bool = True) -> Iterator[Source]:
    """Every decklist below ``folder`` that ``walker`` keeps (hidden entries left out), and
    every entry it cannot read, in the order of their paths' parts; folders a link points to are
    not entered. A folder below the top with deckcheck settings of its own is not walked but
    reported, unreadable: its lists would need those settings, not the run's.

    Text, not Path objects: pathlib interns every part of every path it parses, so a folder of
    ten thousand lists would cost their weight for the rest of the run.
    """
    try:
        with os.scandir(folder) as listing:
            # Names only (the smallest record of an entry), sorted, are held while walking.
            entries = sorted((entry.name, _kind(entry)) for entry in listing
                             if not entry.name.startswith("."))
    except OSError as exc:
        where = exc.filename or folder
        yield Source(str(where), str(where), _("cannot read folder: {reason}").format(
            reason=os_reason(exc)))
        return
    if not top:
        own = _own_settings(folder, [name for name, kind in entries])
        if own is not None:
            # Translators: {name} is a settings file's name (deckcheck.yaml, pyproject.toml).
            yield Source(folder, folder, _(
                "this folder has deckcheck settings of its own ({name}): its lists are not "
                "checked with the run's; check the folder in a run of its own").format(name=own))
            return
    for name, kind in entries:
        # "deckcheck check ." reports decks/x.txt, not ./decks/x.txt (as ruff and git do).
        path = name if folder == os.curdir else os.path.join(folder, name)  # noqa: PTH118
        if kind == _FOLDER:
            reason = walker.leaves_out(rules, name, is_folder=True)
            if reason is None:
                yield from _walk(path, walker, walker.enter(rules, name), top=False)
            else:
                walker.left_out.add(path + "/", reason)
            continue
        if not name.lower().endswith(DECK_SUFFIXES):
            if kind == _ASK and os.path.isdir(path):  # noqa: PTH112 - text paths, as above
                # A link to a folder: not walked, and said (its lists are not checked).
                walker.left_out.add(path + "/", LINKED_FOLDER)
            continue
        reason = walker.leaves_out(rules, name, is_folder=False)
        if reason is not None:
            walker.left_out.add(path, reason)
            continue
        if kind == _FILE:
            yield Source(path, path)
            continue
        try:
            mode = os.stat(path).st_mode  # noqa: PTH116 - text paths, as above
        except OSError as exc:  # a dangling link, a file that vanished
            yield Source(path, path, _("cannot read: {reason}").format(
                reason=os_reason(exc)))
            continue
        if stat.S_ISREG(mode):
            yield Source(path, path)
        elif not stat.S_ISDIR(mode):
            yield Source(path, path, _("not a regular file (a pipe or device)"))


_FOLDER, _FILE, _ASK = 0, 1, 2
"""What a folder's entry is: a folder to walk into (a link to one is not followed, as
``os.walk`` does not), a regular file (no link), or anything else, asked of the system when the
walk comes to it (a link, a pipe, a device)."""


def _kind(entry: os.DirEntry[str]) -> int:
    """``entry``'s kind, from the folder's listing where it says (a regular file needs no other
    question: a thousand lists are a thousand fewer calls to the system)."""
    try:
        if entry.is_dir(follow_symlinks=False):
            return _FOLDER
        return _FILE if entry.is_file(follow_symlinks=False) else _ASK
    except OSError:
        return _ASK


def read_bytes(source: Source) -> bytes:
    """At most one byte more than a decklist may hold, so a huge file is refused, not loaded.

    Raises :class:`OSError` (:class:`NotAFile` for a pipe or device) when it cannot be read.
    """
    if source.content is not None:
        return source.content
    if source.file is None:
        stdin = sys.stdin
        if stdin is None or stdin.closed:
            raise OSError(_("standard input is closed"))
        return stdin.buffer.read(MAX_BYTES + 1)
    # O_NONBLOCK: should the path have become a FIFO since it was listed, opening it must not
    # wait for a writer; fstat then refuses it before anything is read.
    fd = os.open(source.file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            raise NotAFile(_("not a regular file (a pipe or device)"))
        # Read to the end, or to one byte past the limit, asking first for the file's size (and
        # a byte, should it have grown) rather than for the limit: a buffer the limit's size,
        # made and shrunk again for every list, cost more than reading the list.
        left, wanted = MAX_BYTES + 1, status.st_size + 1
        chunks = []
        while left > 0:
            chunk = os.read(fd, min(left, wanted))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
            wanted = READ_AHEAD  # it grew, or the system gives no size (/proc): read on in blocks
        return b"".join(chunks)
    finally:
        os.close(fd)
