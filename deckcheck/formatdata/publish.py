"""Writing a built bundle, and its digest beside it, for a maintainer or a workflow to publish."""

from __future__ import annotations

import hashlib
import os
import stat
import tempfile
from pathlib import Path

from deckcheck.errors import FormatDataError
from deckcheck.i18n import _
from deckcheck.os_reasons import os_reason


def write(target: Path, raw: bytes) -> str:
    """Write the bundle to ``target`` and ``target.sha256`` (``sha256sum`` format), each whole
    or not at all; return the bundle's sha256.

    Only a regular file is replaced: a folder, a device or a FIFO named as the target is refused.
    """
    digest = hashlib.sha256(raw).hexdigest()
    _replace(target, raw)
    _replace(target.with_name(target.name + ".sha256"),
             f"{digest}  {target.name}\n".encode())
    return digest


def _replace(target: Path, body: bytes) -> None:
    try:
        status = target.stat()
    except FileNotFoundError:
        status = None
    except OSError as exc:
        raise FormatDataError(_("{path}: cannot write there ({reason})").format(
            path=target, reason=os_reason(exc))) from exc
    if status is not None and not stat.S_ISREG(status.st_mode):
        raise FormatDataError(_("{path}: not a regular file; not replacing it").format(path=target))
    try:
        fd, name = tempfile.mkstemp(dir=target.parent if str(target.parent) else ".",
                                    prefix=f".{target.name}.", suffix=".tmp")
    except OSError as exc:
        raise FormatDataError(_("{path}: cannot write there ({reason})").format(
            path=target, reason=os_reason(exc))) from exc
    tmp = Path(name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(body)
            handle.flush()
            os.fsync(handle.fileno())
        tmp.chmod(0o644)  # a published file, readable by all as any download is
        tmp.replace(target)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise FormatDataError(_("{path}: cannot write there ({reason})").format(
            path=target, reason=os_reason(exc))) from exc
