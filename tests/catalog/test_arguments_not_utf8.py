"""Arguments that are not UTF-8 with a card catalog (issue 23): a card name typed in a Latin-1
terminal is the name its user typed, never a "damaged" catalog; an archive path that is not
UTF-8 builds a catalog, never a traceback. Run as processes, so that the bytes go through the
operating system's own argument decoding."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from archives import members, tarball

from deckcheck import exitcodes
from deckcheck.catalog.build import BuildReport


def deckcheck(*args: str | bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "deckcheck", *args], capture_output=True)


def test_card_takes_a_name_typed_in_latin_1(built_catalog: tuple[Path, BuildReport]) -> None:
    run = deckcheck("card", b"\xc9nergie Feu", "--catalog", str(built_catalog[0]))
    assert run.returncode == 0, run.stderr
    assert b"Fire Energy" in run.stdout and b"damaged" not in run.stderr


def test_name_takes_a_name_typed_in_latin_1(built_catalog: tuple[Path, BuildReport]) -> None:
    run = deckcheck("name", b"\xc9nergie Feu", "Fire Energy", "--catalog",
                    str(built_catalog[0]))
    assert run.returncode == exitcodes.SAME_NAME, run.stderr
    assert b"Traceback" not in run.stderr


def test_a_catalog_is_built_from_an_archive_whose_path_is_not_utf8(tmp_path: Path) -> None:
    archive = os.fsencode(tmp_path) + b"/cards-\xff.tar.gz"
    Path(os.fsdecode(archive)).write_bytes(tarball(members(5)))
    catalog = tmp_path / "c.sqlite3"
    run = deckcheck("catalog", "update", "--source", archive, "--catalog", str(catalog))
    assert run.returncode == 0, run.stderr
    info = deckcheck("catalog", "info", "--catalog", str(catalog))
    assert b"cards-\\xff.tar.gz" in info.stdout and b"Traceback" not in info.stderr
