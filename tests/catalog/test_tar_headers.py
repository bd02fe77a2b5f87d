"""The build's tar headers are tarfile's: the same member from every header, the same error
from every bad one (deckcheck.catalog.tar_headers reads the common ones itself)."""

from __future__ import annotations

import io
import tarfile

import pytest

from deckcheck.catalog.tar_headers import Header


def _archive(format: int) -> bytes:
    """An archive of the kinds of members a card archive may hold, in one tar format."""
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w", format=format) as tar:
        folder = tarfile.TarInfo("cards-database-d9083b7/data/Scarlet & Violet")
        folder.type, folder.mode, folder.mtime = tarfile.DIRTYPE, 0o755, 1_755_000_000
        tar.addfile(folder)
        for name in ("cards-database-d9083b7/data/Scarlet & Violet/Temporal Forces/123.ts",
                     # over 100 characters: a ustar prefix, a pax path or a GNU long name
                     "cards-database-d9083b7/data/" + "Sword & Shield/" * 6 + "Lost Origin/1.ts"):
            body = b'const card = {name: {en: "Iron Hands ex"}}\nexport default card\n'
            member = tarfile.TarInfo(name)
            member.size, member.mtime, member.uname = len(body), 1_755_000_000, "tcgdex"
            tar.addfile(member, io.BytesIO(body))
        link = tarfile.TarInfo("cards-database-d9083b7/data/link.ts")
        link.type, link.linkname = tarfile.SYMTYPE, "Scarlet & Violet/Temporal Forces/123.ts"
        tar.addfile(link)
    return out.getvalue()


def _members(data: bytes, header: type[tarfile.TarInfo]) -> list[dict[str, object]]:
    with tarfile.open(fileobj=io.BytesIO(data), mode="r|", tarinfo=header) as tar:
        return [{**member.get_info(), "pax": member.pax_headers, "offset": member.offset_data}
                for member in tar]


@pytest.mark.parametrize("format", [tarfile.USTAR_FORMAT, tarfile.GNU_FORMAT,
                                    tarfile.PAX_FORMAT])
def test_every_member_is_read_as_tarfile_reads_it(format: int) -> None:
    data = _archive(format)
    assert _members(data, Header) == _members(data, tarfile.TarInfo)
    assert len(_members(data, Header)) == 4


def _first_header(format: int = tarfile.USTAR_FORMAT) -> bytearray:
    return bytearray(_archive(format)[:tarfile.BLOCKSIZE])


def _with_checksum(block: bytearray, signed: bool = False) -> bytes:
    block[148:156] = b" " * 8
    total = sum(b - 256 if signed and b > 127 else b for b in block)
    block[148:156] = b"%06o\0 " % total
    return bytes(block)


def _outcome(block: bytes, header: type[tarfile.TarInfo]) -> object:
    try:
        return header.frombuf(block, "utf-8", "surrogateescape").get_info()
    except tarfile.HeaderError as exc:
        return type(exc).__name__, str(exc)


def test_a_header_with_a_wrong_checksum_is_refused_as_tarfile_refuses_it() -> None:
    block = bytearray(_with_checksum(_first_header()))
    block[0] ^= 1
    assert _outcome(bytes(block), Header) == _outcome(bytes(block), tarfile.TarInfo) \
        == ("InvalidHeaderError", "bad checksum")


def test_a_bad_number_is_refused_as_tarfile_refuses_it() -> None:
    block = _first_header()
    block[100:108] = b"0007z5\0\0"  # the mode is no octal number
    fixed = _with_checksum(block)
    assert _outcome(fixed, Header) == _outcome(fixed, tarfile.TarInfo) \
        == ("InvalidHeaderError", "invalid header")


def test_the_signed_checksum_of_old_tars_is_accepted_as_tarfile_accepts_it() -> None:
    block = _first_header()
    block[0:4] = "Sé/".encode()  # bytes over 127: the signed sum differs
    signed = _with_checksum(block, signed=True)
    assert _outcome(signed, Header) == _outcome(signed, tarfile.TarInfo)
    assert isinstance(_outcome(signed, Header), dict)


@pytest.mark.parametrize("block", [b"", bytes(100), bytes(tarfile.BLOCKSIZE)])
def test_an_empty_cut_or_end_block_is_tarfiles_error(block: bytes) -> None:
    assert _outcome(block, Header) == _outcome(block, tarfile.TarInfo)
    assert isinstance(_outcome(block, Header), tuple)
