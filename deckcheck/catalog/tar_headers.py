"""Reading the archive's tar headers faster than tarfile, to the same members.

Parsing a header is most of what the build's main process spends on the tar stream: tarfile
reads each of its numbers (mode, owner, group, size, time, checksum, devices) from octal text
and sums the block twice for its checksum, 24,000 times over the real archive. The archive's
headers share most of those fields, so :class:`Header` reads each distinct number field once,
and sums the block once. It reads only the common header (a plain file, folder or link with
the usual checksum) and hands every other one (an empty or cut block, the end blocks, an old
GNU sparse file, a checksum tarfile accepts otherwise or refuses) to tarfile itself, so that a
member, and an error, are the same as tarfile's. tests/catalog/test_tar_headers.py holds it to
that, field by field.
"""

from __future__ import annotations

import tarfile
from typing import Self

_NUMBERS: dict[bytes, int] = {}
"""Number fields read: a field's bytes and its value."""
_NUMBERS_LIMIT = 4096
"""Bounded, so that an archive of ever-new numbers cannot grow memory without end."""


def _number(field: bytes) -> int:
    """tarfile's reading of a number field (raising as it does), once per distinct field."""
    found = _NUMBERS.get(field)
    if found is None:
        found = tarfile.nti(field)  # type: ignore[attr-defined]
        if len(_NUMBERS) >= _NUMBERS_LIMIT:
            _NUMBERS.clear()
        _NUMBERS[field] = found
    return found


class Header(tarfile.TarInfo):
    """A member's header, as :meth:`tarfile.TarInfo.frombuf` reads it."""

    @classmethod
    def frombuf(cls, buf: bytes | bytearray, encoding: str, errors: str) -> Self:
        """The header in ``buf``: the common ones read here, every other one by tarfile."""
        if type(buf) is not bytes or len(buf) != tarfile.BLOCKSIZE \
                or buf[156:157] == tarfile.GNUTYPE_SPARSE \
                or buf.count(tarfile.NUL) == tarfile.BLOCKSIZE:
            return super().frombuf(buf, encoding, errors)
        checksum = _number(buf[148:156])
        # The unsigned sum, with the checksum field counted as spaces (POSIX); a header that
        # holds another one is tarfile's to accept (the signed sum of old tars) or refuse.
        if checksum != 256 + sum(buf) - sum(buf[148:156]):
            return super().frombuf(buf, encoding, errors)
        nts = tarfile.nts  # type: ignore[attr-defined]
        # The fields in tarfile's order, so that a bad one raises tarfile's error first.
        header = cls()
        header.name = nts(buf[0:100], encoding, errors)
        header.mode = _number(buf[100:108])
        header.uid = _number(buf[108:116])
        header.gid = _number(buf[116:124])
        header.size = _number(buf[124:136])
        header.mtime = _number(buf[136:148])
        header.chksum = checksum
        header.type = buf[156:157]
        header.linkname = nts(buf[157:257], encoding, errors)
        header.uname = nts(buf[265:297], encoding, errors)
        header.gname = nts(buf[297:329], encoding, errors)
        header.devmajor = _number(buf[329:337])
        header.devminor = _number(buf[337:345])
        prefix = nts(buf[345:500], encoding, errors)
        if header.type == tarfile.AREGTYPE and header.name.endswith("/"):
            header.type = tarfile.DIRTYPE  # an old V7 folder: a file whose name ends in "/"
        if header.isdir():
            header.name = header.name.rstrip("/")
        if prefix and header.type not in tarfile.GNU_TYPES:
            header.name = prefix + "/" + header.name  # a ustar long name
        return header
