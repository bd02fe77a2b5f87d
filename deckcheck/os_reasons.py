"""Why the operating system refused a file, in the reader's language.

Python gives the C library's English sentence (``strerror``: "No such file or directory") whatever
the language a report is in; the refusals a user meets with a decklist, a report or a catalog get
a translated sentence here, and any other keeps the system's own.
"""

from __future__ import annotations

import errno

from deckcheck.i18n import _


def os_reason(exc: BaseException) -> str:
    """The reason ``exc`` gives, translated where it is one a user meets with a file."""
    code = getattr(exc, "errno", None)
    if code == errno.ENOENT:
        # Translators: why a file could not be read or written (the OS's ENOENT).
        return _("no such file or directory")
    if code in (errno.EACCES, errno.EPERM):
        # Translators: why a file could not be read or written (the OS's EACCES).
        return _("permission denied")
    if code == errno.EISDIR:
        # Translators: why a file could not be read or written (the OS's EISDIR).
        return _("it is a folder")
    if code == errno.ENOTDIR:
        # Translators: why a file could not be read or written (the OS's ENOTDIR).
        return _("a part of the path is not a folder")
    if code == errno.ELOOP:
        # Translators: why a file could not be read or written (the OS's ELOOP).
        return _("too many levels of symbolic links")
    if code == errno.ENOSPC:
        # Translators: why a file could not be written (the OS's ENOSPC).
        return _("no space left on the device")
    if code == errno.EROFS:
        # Translators: why a file could not be written (the OS's EROFS).
        return _("the file system is read-only")
    return str(getattr(exc, "strerror", None) or exc)
