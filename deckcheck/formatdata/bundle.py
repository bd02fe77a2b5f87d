"""A format-data bundle: every data file in one ``.tar.gz``, with a manifest.

Layout::

    manifest.json          kind, bundle version, data schema, each format's read day, and the
                           sha256 and size of every file below
    data/<path>.yaml       the files of a data/ directory, as they are

A bundle is built reproducibly (sorted members, fixed times and owners, gzip without a name or
date): the same data gives the same bytes, so its sha256 names the data. Reading one is a trust
boundary, as the card archive is: sizes are capped before anything is decompressed in full, the
gzip trailer must check out, only regular files at safe paths are accepted, and every file must
be the one the manifest names, byte for byte, with none missing and none added.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import tarfile
import zlib
from datetime import date
from pathlib import Path, PurePosixPath
from typing import Any

from deckcheck.errors import FormatDataError
from deckcheck.formatdata import DATA_SCHEMA
from deckcheck.formatdata.choice import read_days
from deckcheck.i18n import _, number
from deckcheck.library_reasons import library_reason, quoted
from deckcheck.lite_dataclass import dataclass

KIND = "deckcheck-format-data"
BUNDLE_VERSION = 1
"""The bundle's own layout (manifest keys, paths). Apart from :data:`DATA_SCHEMA`, the data's."""
MANIFEST = "manifest.json"
MAX_BUNDLE_BYTES = 8_000_000
"""Today's bundle is about 60 KB; a file this large is not one."""
MAX_DATA_BYTES = 32_000_000
"""The decompressed tar stream (today about 300 KB)."""
MAX_MEMBERS = 2_000
"""data/ holds about 40 files."""
MAX_MEMBER_BYTES = 2_000_000
"""A data file is read with a 256 KB limit; the manifest is a few KB."""
_FIXED_MTIME = 1_577_836_800  # 2020-01-01: a member's time carries no meaning in a bundle


@dataclass(frozen=True)
class Manifest:
    """What a bundle says about itself."""

    schema: int
    formats: dict[str, str]
    """Each format's read day (YYYY-MM-DD): the ``as-of`` of its rule ``data-age``."""
    files: dict[str, tuple[str, int]]
    """Each data file's path below data/ → (sha256, size)."""

    @property
    def newest(self) -> str:
        """The newest read day of any format ("" when the data names none)."""
        return max(self.formats.values(), default="")

    def as_json(self) -> dict[str, Any]:
        """The manifest as it is written into the bundle."""
        return {"kind": KIND, "bundle_version": BUNDLE_VERSION, "schema": self.schema,
                "formats": dict(sorted(self.formats.items())),
                "files": {path: {"sha256": digest, "size": size}
                          for path, (digest, size) in sorted(self.files.items())}}


@dataclass(frozen=True)
class Bundle:
    """A verified bundle: its manifest, its files and the sha256 of the bundle file."""

    manifest: Manifest
    files: dict[str, bytes]
    sha256: str


def data_files(root: Path) -> dict[str, bytes]:
    """The files of a data directory that a bundle carries: every ``.yaml`` below it."""
    return {path.relative_to(root).as_posix(): path.read_bytes()
            for path in sorted(root.rglob("*.yaml")) if path.is_file()}


def build(root: Path) -> bytes:
    """The bundle of the data directory ``root``, after validating it as deckcheck reads it.

    Raises :class:`DataError` naming every problem when the data would not be used.
    """
    from deckcheck.rulesdata.schema import (  # yaml, pydantic: only here
        compile_data,
        compile_history,
    )

    if not (root / "formats").is_dir():
        # Translators: {path} is a folder the user named.
        raise FormatDataError(_("{path}: not a deckcheck data folder (no formats/ in it)").format(
            path=root))
    compiled = compile_data(root)
    compile_history(root)
    files = data_files(root)
    manifest = Manifest(DATA_SCHEMA, read_days(compiled),
                        {path: (hashlib.sha256(body).hexdigest(), len(body))
                         for path, body in files.items()})
    members = {MANIFEST: json.dumps(manifest.as_json(), indent=1, ensure_ascii=False).encode(),
               **{f"data/{path}": body for path, body in files.items()}}
    tar_bytes = io.BytesIO()
    with tarfile.open(fileobj=tar_bytes, mode="w", format=tarfile.PAX_FORMAT) as archive:
        for name, body in members.items():
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(body), _FIXED_MTIME, 0o644
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            archive.addfile(info, io.BytesIO(body))
    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0, compresslevel=9) as packed:
        packed.write(tar_bytes.getvalue())
    return out.getvalue()


def read(raw: bytes, label: str) -> Bundle:
    """Verify a bundle's bytes and return what it holds.

    Raises :class:`DataError` naming ``label`` (the file or URL) and the first problem: not a
    complete gzip stream, too large, an unsafe or unexpected member, a manifest that does not
    describe the files exactly, or data of another schema.
    """
    if len(raw) > MAX_BUNDLE_BYTES:
        # Translators: {size} and {limit} are numbers of bytes, with separators.
        raise FormatDataError(_("{path}: {size} bytes is more than a format-data bundle may hold "
                          "({limit})").format(path=label, size=number(len(raw)),
                                              limit=number(MAX_BUNDLE_BYTES)))
    members = _members(_gunzip(raw, label), label)
    manifest = _manifest(members.pop(MANIFEST, None), label)
    files: dict[str, bytes] = {}
    for name, body in members.items():
        path = name.removeprefix("data/")
        expected = manifest.files.get(path)
        if expected is None:
            raise FormatDataError(_("{path}: {member} is not in the bundle's manifest").format(
                path=label, member=name))
        if len(body) != expected[1] or hashlib.sha256(body).hexdigest() != expected[0]:
            raise FormatDataError(_("{path}: {member} does not match its sha256 in the "
                                    "manifest; the bundle was changed or damaged").format(
                                        path=label, member=name))
        files[path] = body
    missing = sorted(set(manifest.files) - set(files))
    if missing:
        raise FormatDataError(_("{path}: the manifest names {member}, which the bundle "
                                "lacks").format(path=label, member=f"data/{missing[0]}"))
    return Bundle(manifest, files, hashlib.sha256(raw).hexdigest())


def _gunzip(raw: bytes, label: str) -> bytes:
    """The decompressed stream, capped, with the gzip trailer (CRC, length) verified."""
    inflater = zlib.decompressobj(wbits=zlib.MAX_WBITS | 16)  # gzip: checks CRC and length
    try:
        out = inflater.decompress(raw, MAX_DATA_BYTES + 1)
    except zlib.error as exc:
        # Translators: {reason} says what is wrong with the compressed file.
        raise FormatDataError(_("{path}: not a format-data bundle (.tar.gz): {reason}").format(
            path=label, reason=library_reason(exc))) from exc
    if len(out) > MAX_DATA_BYTES:
        raise FormatDataError(_("{path}: more than {limit} bytes once decompressed; not a "
                          "format-data bundle").format(path=label, limit=number(MAX_DATA_BYTES)))
    if not inflater.eof or inflater.unused_data.strip(b"\0"):
        raise FormatDataError(_("{path}: the bundle stops before its end or has bytes after it; it "
                          "was cut short or damaged").format(path=label))
    return out


def _members(stream: bytes, label: str) -> dict[str, bytes]:
    """Every member of the tar stream: regular files at safe paths, each once."""
    out: dict[str, bytes] = {}
    try:
        with tarfile.open(fileobj=io.BytesIO(stream), mode="r:") as archive:
            for count, member in enumerate(archive, start=1):
                if count > MAX_MEMBERS:
                    raise FormatDataError(_("{path}: more than {limit} members; not a format-data "
                                      "bundle").format(path=label, limit=number(MAX_MEMBERS)))
                name = member.name
                parts = PurePosixPath(name).parts
                safe = (name == MANIFEST or (
                    len(parts) > 1 and parts[0] == "data" and name.endswith(".yaml")
                    and not PurePosixPath(name).is_absolute()
                    and not any(part in ("", ".", "..") for part in parts)
                    and "\\" not in name))
                if not member.isfile() or not safe:
                    raise FormatDataError(_("{path}: member {member!r} is not a data file of a "
                                      "format-data bundle; refusing it").format(
                                          path=label, member=name))
                if member.size > MAX_MEMBER_BYTES:
                    raise FormatDataError(_("{path}: member {member!r} is {size} bytes; too "
                                            "large for a data file").format(
                                                path=label, member=name,
                                                size=f"{member.size:,}"))
                if name in out:
                    raise FormatDataError(_("{path}: member {member!r} appears twice").format(
                        path=label, member=name))
                handle = archive.extractfile(member)
                out[name] = handle.read() if handle is not None else b""
    except tarfile.TarError as exc:
        raise FormatDataError(_("{path}: not a format-data bundle (.tar.gz): {reason}").format(
            path=label, reason=library_reason(exc))) from exc
    return out


def _manifest(raw: bytes | None, label: str) -> Manifest:
    """The manifest, checked for shape; its schema must be the one this code reads."""
    if raw is None:
        raise FormatDataError(_("{path}: no {manifest} in it; not a format-data bundle").format(
            path=label, manifest=MANIFEST))
    try:
        doc = json.loads(raw.decode("utf-8"))
        if not isinstance(doc, dict) or doc.get("kind") != KIND:
            raise ValueError("kind")
        version, schema = doc["bundle_version"], doc["schema"]
        if type(version) is not int or type(schema) is not int:
            raise ValueError("version")
        formats = {str(k): _day(v) for k, v in doc["formats"].items()}
        files = {_path(k): (_hex(v["sha256"]), _size(v["size"])) for k, v in doc["files"].items()}
        extra = set(doc) - {"kind", "bundle_version", "schema", "formats", "files"}
        if extra:
            raise ValueError(sorted(extra)[0])
    except (ValueError, KeyError, TypeError, AttributeError, UnicodeDecodeError) as exc:
        raise FormatDataError(_("{path}: its {manifest} is not a format-data manifest ({reason})")
                        .format(path=label, manifest=MANIFEST, reason=quoted(exc))) from None
    if version != BUNDLE_VERSION or schema != DATA_SCHEMA:
        # Translators: {schema} and {ours} are schema numbers ("1/1").
        raise FormatDataError(_("{path}: the bundle is for deckcheck data schema {schema}; this "
                          "deckcheck reads schema {ours}: use a bundle made for it, or upgrade "
                          "deckcheck").format(path=label, schema=f"{schema}/{version}",
                                              ours=f"{DATA_SCHEMA}/{BUNDLE_VERSION}"))
    return Manifest(schema, formats, files)


def _day(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError(value)
    return date.fromisoformat(value).isoformat()


def _path(value: str) -> str:
    parts = PurePosixPath(value).parts
    if (not value.endswith(".yaml") or PurePosixPath(value).is_absolute()
            or any(part in ("", ".", "..") for part in parts) or "\\" in value):
        raise ValueError(value)
    return value


def _hex(value: object) -> str:
    if not isinstance(value, str) or len(value) != 64 or not all(
            ch in "0123456789abcdef" for ch in value):
        raise ValueError(value)
    return value


def _size(value: object) -> int:
    if type(value) is not int or value < 0:
        raise ValueError(value)
    return value
