"""Hostile archives, made at test time and small on disk: each is refused, or its bad cards are
counted as unreadable, within seconds and without a traceback."""

from __future__ import annotations

import gzip
import io
import os
import tarfile
import time
from pathlib import Path, PurePosixPath

import pytest
from archives import ROOT, card_ts, members, tar_bytes, tarball

from deckcheck.catalog import archive, reading
from deckcheck.catalog.build import build
from deckcheck.catalog.tsdata import TsSyntaxError, parse_module
from deckcheck.errors import CatalogError
from deckcheck.rulesdata import RulesData

HOSTILE_CARDS: dict[str, bytes] = {
    "nested 5,000 deep": card_ts("Deep", "attacks: " + "[" * 5000 + "]" * 5000 + ","),
    "hp beyond SQLite": card_ts("Big", "hp: 99999999999999999999999,"),
    "a 5,000-digit number": card_ts("Digits", "hp: " + "9" * 5000 + ","),
    "beyond Unicode": card_ts("x").replace(b"'x'", b'"\\u{110000}"'),
    "a lone surrogate": card_ts("x").replace(b"'x'", b'"\\ud800"'),
    "an object for a string": card_ts("Obj", "category: { en: 'Trainer' }, rarity: [1],"),
    "a reference in game text": card_ts("Ref", "effect: { en: Set },"),
    "boolean hp": card_ts("Bool", "hp: true, illustrator: 7,"),
    "infinite number": card_ts("Inf", "effect: { en: 'x', n: 1e999 },"),
    "unclosed comments": card_ts("Comment", "/* " * 30_000),
    "a 10 MB string": card_ts("Long", "effect: { en: '" + "x" * 10_000_000 + "' },"),
}


def test_hostile_cards_are_counted_not_fatal(tmp_path: Path, rules_data: RulesData) -> None:
    files = members(30)
    for number, body in enumerate(HOSTILE_CARDS.values(), start=100):
        files[f"{ROOT}/Test/Test Set/{number}.ts"] = body
    source = tmp_path / "hostile.tar.gz"
    source.write_bytes(tarball(files))
    assert source.stat().st_size < 200_000  # small on disk, whatever it holds
    started = time.perf_counter()
    report = build(source, tmp_path / "c.sqlite3", rules_data, "hostile")
    assert time.perf_counter() - started < 60  # generous: seconds in practice
    assert report.cards == 30
    assert len(report.unreadable) == len(HOSTILE_CARDS)


def test_a_numeric_set_abbreviation_makes_the_set_unreadable(tmp_path: Path,
                                                           rules_data: RulesData) -> None:
    files = members(3)
    files[f"{ROOT}/Test/Test Set.ts"] = files[f"{ROOT}/Test/Test Set.ts"].replace(
        b'official: "TST"', b"official: 5")
    source = tmp_path / "set.tar.gz"
    source.write_bytes(tarball(files))
    report = build(source, tmp_path / "c.sqlite3", rules_data, "set")
    assert report.cards == 3
    assert any("abbreviations.official" in line for line in report.unreadable)


def test_the_tokenizer_is_linear_on_unclosed_comments() -> None:
    def seconds(size: int) -> float:
        source = "const c = {}\n" + "/* " * size
        started = time.perf_counter()
        with pytest.raises(TsSyntaxError):
            parse_module(source)
        return time.perf_counter() - started

    # Generous: quadratic, 180 KB took 100 s; linear takes milliseconds.
    assert seconds(80_000) < 5.0


def test_a_member_larger_than_any_card_archive_holds_is_refused(tmp_path: Path,
                                                               rules_data: RulesData) -> None:
    # A header claiming 10 GB, then a little data: refused from the header, never read through.
    info = tarfile.TarInfo("cards-database/huge.bin")
    info.size = 10_000_000_000
    good = tar_bytes(members(3))
    end = len(good.rstrip(b"\0"))
    stream = good[:end + (-end % 512)] + info.tobuf() + bytes(4096)
    source = tmp_path / "huge.tar.gz"
    source.write_bytes(gzip.compress(stream))
    with pytest.raises(CatalogError, match="holds none over"):
        build(source, tmp_path / "c.sqlite3", rules_data, "huge")


def test_the_decompressed_total_is_capped(tmp_path: Path, rules_data: RulesData,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(archive, "MAX_TOTAL_BYTES", 50_000)
    source = tmp_path / "many.tar.gz"
    source.write_bytes(tarball(members(300)))
    with pytest.raises(CatalogError, match="once decompressed"):
        build(source, tmp_path / "c.sqlite3", rules_data, "many")


def test_member_names_that_are_not_utf8_are_counted(tmp_path: Path,
                                                    rules_data: RulesData) -> None:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.GNU_FORMAT,
                      encoding="latin-1") as tar:
        for name, body in {**members(3), f"{ROOT}/Test/Test Set/\xff.ts": card_ts("X")}.items():
            info = tarfile.TarInfo(name)
            info.size = len(body)
            tar.addfile(info, io.BytesIO(body))
    source = tmp_path / "names.tar.gz"
    source.write_bytes(gzip.compress(buffer.getvalue()))
    report = build(source, tmp_path / "c.sqlite3", rules_data, "names")
    assert report.cards == 3 and len(report.unreadable) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_source_or_card_file_is_never_opened(tmp_path: Path,
                                                       rules_data: RulesData) -> None:
    fifo = tmp_path / "archive.tar.gz"
    os.mkfifo(fifo)
    with pytest.raises(CatalogError, match="not a regular file"):
        build(fifo, tmp_path / "c.sqlite3", rules_data, "fifo")
    source = tmp_path / "src"
    for name, body in members(3).items():
        path = source / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(body)
    os.mkfifo(source / ROOT / "Test" / "Test Set" / "9.ts")
    report = build(source, tmp_path / "c.sqlite3", rules_data, "dir")
    assert report.cards == 3 and any("not a regular file" in u for u in report.unreadable)


def test_work_over_the_whole_archive_is_bounded(tmp_path: Path, rules_data: RulesData,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.catalog import build as build_module

    monkeypatch.setattr(build_module, "MAX_TOKENS", 2_000)
    source = tmp_path / "dense.tar.gz"
    source.write_bytes(tarball(members(200)))
    with pytest.raises(CatalogError, match="tokens of card data"):
        build(source, tmp_path / "c.sqlite3", rules_data, "dense")


def test_a_long_string_is_read_in_one_step() -> None:
    source = "const c = { a: '" + "x" * 250_000 + "\\n" + "y" * 1000 + "' }\nexport default c\n"
    started = time.perf_counter()
    module = parse_module(source)
    assert time.perf_counter() - started < 5  # generous: milliseconds in practice
    assert module.value["a"] == "x" * 250_000 + "\n" + "y" * 1000


@pytest.mark.parametrize("name, expected", [
    ("cards-database/data/Sword & Shield/Evolving Skies/1.ts",
     "Sword & Shield/Evolving Skies/1.ts"),
    ("./cards-database//data/./Base/Base Set/4.ts", "Base/Base Set/4.ts"),
    ("data/Base.ts", "Base.ts"),
    ("cards-database/data/Base/Base Set/4.json", None),
    ("cards-database/docs/data/x.ts", None),
    ("cards-database/data", None),
])
def test_a_members_place_below_data_is_read_as_a_path_reads_it(name: str,
                                                                 expected: str | None) -> None:
    """Member names are split as a path splits them (empty and '.' parts dropped)."""
    found = archive.data_path(name)
    assert (None if found is None else str(found)) == expected


@pytest.mark.parametrize("rel", ["Base/Base Set/4.ts", "Base/Base Set.ts", "Base.ts",
                                 "Base/Set 1.5/4.ts", "Base/Base Set/.ts", "Base/Base Set/..ts",
                                 "Base/Base Set/4.a.ts"])
def test_a_members_set_and_number_are_read_from_its_path_as_a_path_reads_them(rel: str) -> None:
    """The member's path travels as text; its parent and stem are PurePosixPath's."""
    path = PurePosixPath(rel)
    parent = str(path.parent) if len(path.parts) > 1 else ""
    assert reading._parent_and_stem(rel) == (parent, path.stem)


@pytest.mark.parametrize("name", ["/etc/data/passwd.ts", "cards-database/data/../../x.ts",
                                  "data/Base/..", "//data/x.ts"])
def test_a_member_that_leaves_the_archive_refuses_it(name: str) -> None:
    with pytest.raises(CatalogError, match="outside the archive"):
        archive.data_path(name)
