"""Why the operating system refused a file or a connection, in the reader's language.

Python gives the C library's English sentence (``strerror``: "No such file or directory",
"Connection refused") whatever the language a report is in; the refusals a user meets with a
decklist, a report, a catalog or a download get a translated sentence here, and any other keeps
the system's own.
"""

from __future__ import annotations

import errno

from deckcheck.i18n import N_, _

# Translators: each is why a file could not be read or written, or a server not reached.
OS_REASONS: dict[int, str] = {
    errno.ENOENT: N_("no such file or directory"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.ELOOP: N_("too many levels of symbolic links"),
    errno.ENOSPC: N_("no space left on the device"),
    errno.EROFS: N_("the file system is read-only"),
    errno.ECONNREFUSED: N_("the server refused the connection"),
    errno.ECONNRESET: N_("the server closed the connection"),
    errno.ECONNABORTED: N_("the connection was broken off"),
    errno.ETIMEDOUT: N_("the server did not answer in time"),
    errno.ENETUNREACH: N_("the network cannot be reached"),
    errno.EHOSTUNREACH: N_("the server cannot be reached"),
}
"""The refusals deckcheck words itself, by the OS's error number."""


def os_reason(exc: BaseException) -> str:
    """The reason ``exc`` gives, translated where it is one a user meets with a file."""
    reason = OS_REASONS.get(getattr(exc, "errno", None) or 0)
    if reason is not None:
        return _(reason)
    return str(getattr(exc, "strerror", None) or exc)
