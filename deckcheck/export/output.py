"""Writing an export where the user asked: a file (never silently replacing one) or stdout.

A file is written as :mod:`deckcheck.userfiles` writes every file a user names: whole or not
at all, never replacing one unasked, only regular files (a symbolic link is followed).
"""

from __future__ import annotations

import sys

from deckcheck.errors import UsageError
from deckcheck.i18n import _
from deckcheck.os_reasons import os_reason
from deckcheck.terminal import shown
from deckcheck.userfiles import destination, replace

__all__ = ["destination", "is_stdout", "write"]


def is_stdout(target: str | None) -> bool:
    """Whether ``-o`` names standard output (not given, or ``-``)."""
    return target is None or target == "-"


def write(content: bytes, target: str | None, overwrite: bool = False,
          binary: bool = False) -> None:
    """Write ``content`` to the file ``target``, or to standard output when it is None or ``-``.

    A PDF (``binary``) is not written to a terminal, where it would be noise.
    """
    if is_stdout(target):
        if binary and sys.stdout.isatty():
            raise UsageError(_("a PDF is not for a terminal: give -o FILE.pdf, or redirect "
                               "the output"))
        sys.stdout.flush()
        sys.stdout.buffer.write(content)
        sys.stdout.buffer.flush()
        return
    assert target is not None
    path = destination(target, overwrite)
    try:
        replace(path, content, overwrite)
    except FileExistsError:
        # The file appeared since it was checked: still never replaced unasked.
        raise UsageError(_("{path}: already exists; pass --overwrite to replace "
                           "it").format(path=shown(target))) from None
    except OSError as exc:
        # Translators: {reason} is the operating system's own words.
        raise UsageError(_("{path}: cannot write: {reason}").format(
            path=shown(target), reason=os_reason(exc))) from None
