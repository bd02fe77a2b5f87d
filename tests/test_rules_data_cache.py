"""The compiled rules data is cached between runs, and a damaged cache is never trusted.

Whatever happens to the cache file (cut, emptied, replaced by other valid JSON), deckcheck
compiles data/ anew: a cache costs time, never a wrong rule or a traceback.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from deckcheck import rulesdata


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(rulesdata, "_LOADED", None)
    rulesdata.load()
    [cache_file] = tmp_path.glob("rules-data-*.json")
    monkeypatch.setattr(rulesdata, "_LOADED", None)
    yield cache_file


def test_a_second_run_reads_the_cache(cache: Path) -> None:
    assert rulesdata.load().formats.keys() >= {"standard", "expanded"}


@pytest.mark.parametrize("damage", [
    b"",
    b"{}",
    b'00000000\n{"version": 1}',
    b"garbage\n\xff\xfe",
])
def test_a_damaged_cache_is_compiled_anew(cache: Path, damage: bytes) -> None:
    cache.write_bytes(damage)
    assert rulesdata.load().formats.keys() >= {"standard", "expanded"}


def test_a_cache_whose_content_was_edited_is_compiled_anew(cache: Path) -> None:
    check, _, body = cache.read_bytes().partition(b"\n")
    cache.write_bytes(check + b"\n" + body.replace(b'"standard"', b'"standarX"', 1))
    assert "standard" in rulesdata.load().formats
