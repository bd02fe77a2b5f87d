"""Writing a user's file: whole or not at all, never replacing one unasked, only regular files.

Both an export (``deckcheck export -o``) and a report (``deckcheck check --output FORMAT:FILE``)
write files the user names, so both keep the same promises. A file is written to a temporary
file beside its target and moved into place only once every byte is on disk — a full disk or a
file-size limit (``ulimit -f``) never leaves a cut file under the user's name. An existing file is
replaced only when the user asked (``--overwrite``), and keeps its permissions.

Only regular files are written. A symbolic link is followed, as a shell's ``>``, ``cp`` and
editors follow it: the file it points to gets the content and the link stays a link (replacing
the link by a file would leave the old content where the link points). A link to nothing, a
device, a FIFO or a socket is refused: writing there would replace a system's node or block.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from deckcheck.errors import UsageError
from deckcheck.i18n import _
from deckcheck.os_reasons import os_reason
from deckcheck.terminal import shown


def destination(target: str, overwrite: bool) -> str:
    """The file the export of ``-o target`` will be written to, or a :class:`UsageError`.

    Called before any work (so a typo costs nothing) and again just before writing.
    """
    if not target.strip():
        raise UsageError(_("--{option} is empty").format(option="output"))
    where = shown(target)
    try:
        own = os.lstat(target)
    except FileNotFoundError:
        return target  # a new file (its folder is checked when it is written)
    except OSError as exc:
        raise UsageError(_("{path}: cannot write: {reason}").format(
            path=where, reason=os_reason(exc))) from None
    real = target
    mode = own.st_mode
    if stat.S_ISLNK(mode):
        real = os.path.realpath(target)
        try:
            mode = Path(target).stat().st_mode
        except OSError:
            # Translators: {target} is where a symbolic link points.
            raise UsageError(_("{path}: a symbolic link to {target}, which does not exist; give "
                               "another file name").format(path=where,
                                                           target=shown(real))) from None
    if stat.S_ISDIR(mode):
        raise UsageError(_("{path}: is a directory; give a file name").format(path=where))
    if not stat.S_ISREG(mode):
        raise UsageError(_("{path}: not a regular file (a device, a pipe or a socket); deckcheck "
                           "writes only regular files").format(path=where))
    if not overwrite:
        raise UsageError(_("{path}: already exists; pass --overwrite to replace "
                           "it").format(path=where))
    return real


def replace(path: str, content: bytes, overwrite: bool) -> None:
    """``content`` moved to ``path`` once complete; ``path`` is replaced only if ``overwrite``."""
    folder, name = os.path.split(path)
    fd, temporary = tempfile.mkstemp(dir=folder or ".", prefix=f".{name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
            permissions(handle.fileno(), path if overwrite else None)
        if overwrite:
            Path(temporary).replace(path)
        else:
            link_new(temporary, path)
    finally:
        Path(temporary).unlink(missing_ok=True)


def permissions(fd: int, existing: str | None) -> None:
    """The mode (and, where allowed, owner) of the file replaced; a new file's mode as ``open``
    would give it (0666 less the umask), not the private 0600 of a temporary file."""
    if existing is not None:
        try:
            status = Path(existing).stat()
        except FileNotFoundError:
            existing = None
        else:
            os.fchmod(fd, stat.S_IMODE(status.st_mode))
            with contextlib.suppress(OSError):  # only root can give a file to another user
                os.fchown(fd, status.st_uid, status.st_gid)
            return
    umask = os.umask(0)
    os.umask(umask)
    os.fchmod(fd, 0o666 & ~umask)


def link_new(temporary: str, path: str) -> None:
    """Give the complete file its name, failing if the name exists (no replacement unasked)."""
    try:
        os.link(temporary, path)  # atomic, and refuses an existing name
    except FileExistsError:
        raise
    except OSError:
        # A file system without hard links: take the name first (O_EXCL), then move the whole
        # file over that empty placeholder, which removing undoes.
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        os.close(fd)
        try:
            Path(temporary).replace(path)
        except BaseException:
            with contextlib.suppress(OSError):
                Path(path).unlink()
            raise
