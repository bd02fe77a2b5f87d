"""Writing an export where the user asked: a file (never silently replacing one) or stdout."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from deckcheck.errors import UsageError
from deckcheck.i18n import _


def write(content: bytes, target: str | None, overwrite: bool = False,
          binary: bool = False) -> None:
    """Write ``content`` to the file ``target``, or to standard output when it is None.

    An existing file is replaced only with ``overwrite``, and then whole or not at all. A PDF
    (``binary``) is not written to a terminal, where it would be noise.
    """
    if target is None or target == "-":
        if binary and sys.stdout.isatty():
            raise UsageError(_("a PDF is not for a terminal: give -o FILE.pdf, or redirect "
                               "the output"))
        sys.stdout.flush()
        sys.stdout.buffer.write(content)
        sys.stdout.buffer.flush()
        return
    path = Path(target)
    if path.is_dir():
        raise UsageError(_("{path}: is a directory; give a file name").format(path=target))
    try:
        if not overwrite:
            # "x" refuses a file that appeared since the check: nothing is ever replaced unasked.
            with path.open("xb") as handle:
                handle.write(content)
            return
        fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(content)
            Path(name).replace(path)
        except BaseException:
            Path(name).unlink(missing_ok=True)
            raise
    except FileExistsError:
        raise UsageError(_("{path}: already exists; pass --overwrite to replace "
                           "it").format(path=target)) from None
    except OSError as exc:
        # Translators: {reason} is the operating system's own words.
        raise UsageError(_("{path}: cannot write: {reason}").format(
            path=target, reason=exc.strerror or exc)) from exc
