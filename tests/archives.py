"""Small TCGdex-shaped archives made at test time: good ones, cut ones and hostile ones.

The layout is the real one: ``cards-database/data/<Serie>.ts``, ``<Serie>/<Set>.ts`` and
``<Serie>/<Set>/<number>.ts``. Nothing here comes from the real archive.
"""

from __future__ import annotations

import gzip
import io
import tarfile

SERIE_TS = b"""const serie = { id: "test", name: { en: "Test" } }
export default serie
"""
SET_TS = b"""import { Set } from '../../interfaces'
import serie from '../Test'
const set: Set = { id: "tst", name: { en: "Test Set" }, serie: serie,
  abbreviations: { official: "TST" } }
export default set
"""
ROOT = "cards-database/data"


def card_ts(name: str, extra: str = "") -> bytes:
    """One card file; ``extra`` is more fields, written as TypeScript (``hp: 70,``)."""
    return (f"import {{ Card }} from '../../../interfaces'\nimport Set from '../Test Set'\n"
            f"const card: Card = {{ set: Set, name: {{ en: {name!r} }}, category: \"Trainer\", "
            f"{extra} }}\nexport default card\n").encode()


def members(cards: int, extra: dict[int, bytes] | None = None) -> dict[str, bytes]:
    """A serie, a set and ``cards`` cards named Card 1..N; ``extra`` replaces card bodies."""
    out = {f"{ROOT}/Test.ts": SERIE_TS, f"{ROOT}/Test/Test Set.ts": SET_TS}
    for number in range(1, cards + 1):
        body = (extra or {}).get(number) or card_ts(f"Card {number}")
        out[f"{ROOT}/Test/Test Set/{number}.ts"] = body
    return out


def tar_bytes(files: dict[str, bytes]) -> bytes:
    """An uncompressed tar stream, with its end-of-archive blocks."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:
        for name, body in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(body)
            archive.addfile(info, io.BytesIO(body))
    return buffer.getvalue()


def tarball(files: dict[str, bytes]) -> bytes:
    """A complete .tar.gz."""
    return gzip.compress(tar_bytes(files))


def cut_tarball(files: dict[str, bytes], keep: int) -> bytes:
    """A valid gzip of a tar stream that stops, cleanly, after its first ``keep`` members."""
    full = tar_bytes(files)
    with tarfile.open(fileobj=io.BytesIO(full), mode="r") as archive:
        infos = archive.getmembers()
    end = infos[keep].offset  # where the first dropped member's header starts
    return gzip.compress(full[:end])
