"""The catalog build streams: cards go to SQLite as they are read, by workers on every core for a
large archive, and the catalog and the build's report are the same whatever the order of the
archive's members and however many processes read them."""

from __future__ import annotations

import gzip
import io
import os
import re
import sqlite3
import tarfile
from pathlib import Path

import pytest
from archives import ROOT, SERIE_TS, SET_TS, card_ts, members, tarball
from typer.testing import CliRunner

from deckcheck.catalog import build as build_module
from deckcheck.catalog import reading
from deckcheck.catalog.build import BuildReport, build
from deckcheck.catalog.tsdata import parse_module
from deckcheck.cli import app
from deckcheck.errors import CatalogError
from deckcheck.rulesdata import RulesData


def contents(path: Path) -> list[list[tuple[object, ...]]]:
    """Every table of a catalog but its build time and archive digest, in its stored order."""
    with sqlite3.connect(path) as db:
        return [db.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall()
                for table in ("cards", "names", "sets")] + [db.execute(
                    "SELECT * FROM meta WHERE key NOT IN ('built', 'digest') ORDER BY key")
                    .fetchall()]


def report_of(found: BuildReport) -> tuple[object, ...]:
    return (found.cards, found.sets, found.series, found.skipped_pocket, found.unreadable)


def archive_with_problems() -> dict[str, bytes]:
    """Thirty cards, among them one that does not parse, one that is not UTF-8, one with a bad
    value and one with no English name."""
    return members(30, {
        7: b"const card = { name: { en: 'x' } ",
        11: b"\xff\xfe not text",
        13: card_ts("Card 13", "hp: 10000000,"),
        17: b"const card: Card = { name: { fr: 'Carte' }, category: 'Trainer' }\n"
            b"export default card\n",
    })


def built(tmp_path: Path, files: dict[str, bytes], rules_data: RulesData,
          name: str) -> tuple[BuildReport, Path]:
    source = tmp_path / f"{name}.tar.gz"
    source.write_bytes(tarball(files))
    target = tmp_path / f"{name}.sqlite3"
    return build(source, target, rules_data, "test"), target


def test_cards_before_their_set_file_make_the_same_catalog(tmp_path: Path,
                                                           rules_data: RulesData) -> None:
    files = archive_with_problems()
    first, first_path = built(tmp_path, files, rules_data, "sets-first")
    # The same members, the cards first and the serie and set files last.
    late = dict(sorted(files.items(), key=lambda item: item[0].count("/"), reverse=True))
    assert list(late)[-1] == f"{ROOT}/Test.ts"
    second, second_path = built(tmp_path, late, rules_data, "sets-last")
    assert contents(second_path) == contents(first_path)
    assert report_of(second) == report_of(first)
    assert first.cards == 26 and len(first.unreadable) == 4


def test_workers_read_the_archive_into_the_same_catalog(tmp_path: Path, rules_data: RulesData,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    files = archive_with_problems()
    alone, alone_path = built(tmp_path, files, rules_data, "one")
    monkeypatch.setattr(reading, "jobs_for", lambda size: 2)
    monkeypatch.setattr(reading, "CHUNK", 4)  # every worker reads some of this small archive
    several, several_path = built(tmp_path, files, rules_data, "two")
    assert contents(several_path) == contents(alone_path)
    assert report_of(several) == report_of(alone)


BROKEN = b"const card = { name: { en: 'x' }, hp: [" + b"1, " * 40 + b" }"
"""A card file of 96 tokens that does not parse (its last bracket is the wrong one)."""


@pytest.mark.parametrize("left", [50, 95, 96, 150, 10_000])
def test_the_token_budget_ends_a_build_where_one_process_would(
        tmp_path: Path, rules_data: RulesData, monkeypatch: pytest.MonkeyPatch,
        left: int) -> None:
    # The archive's last card file does not parse, and ``left`` tokens of the budget are left
    # when it comes: with fewer than its 96 tokens, reading it goes over the budget first and
    # the build fails; with more, it is one more unreadable file. Workers read it ahead, without
    # the budget: the build must decide as one process reading in order does.
    files = members(40, {40: BROKEN})
    used = sum(parse_module(body.decode()).tokens for name, body in files.items()
               if body != BROKEN)
    monkeypatch.setattr(build_module, "MAX_TOKENS", used + left)
    monkeypatch.setattr(reading, "CHUNK", 4)
    outcomes: list[tuple[object, ...]] = []
    for workers in (1, 2):
        monkeypatch.setattr(reading, "jobs_for", lambda size, n=workers: n)
        try:
            found, path = built(tmp_path, files, rules_data, f"budget-{workers}")
            outcomes.append((report_of(found), contents(path)))
        except CatalogError as exc:
            outcomes.append((str(exc).replace(f"budget-{workers}", "budget"),))
    assert outcomes[1] == outcomes[0]
    assert (len(outcomes[0]) == 1) == (left < 96)  # the build failed


read_member = reading.read_member  # as it is before a test replaces it


def _read_or_die(rel: str, raw: bytes, *args: object) -> reading.Record:
    if rel.rpartition("/")[2] == "23.ts":
        os._exit(9)  # the worker dies: killed, or out of memory
    return read_member(rel, raw, *args)  # type: ignore[arg-type]


def test_a_worker_that_dies_is_an_error_and_the_installed_catalog_stays(
        tmp_path: Path, rules_data: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    files = members(40)
    _, installed = built(tmp_path, files, rules_data, "installed")
    before = installed.read_bytes()
    source = tmp_path / "update.tar.gz"
    source.write_bytes(tarball(files))
    monkeypatch.setattr(reading, "jobs_for", lambda size: 2)
    monkeypatch.setattr(reading, "CHUNK", 4)
    monkeypatch.setattr(reading, "read_member", _read_or_die)
    result = CliRunner().invoke(app, ["catalog", "update", "--source", str(source),
                                      "--catalog", str(installed)])
    assert result.exit_code == 1
    # Workers read ahead: the files this process had not yet taken from them when the pool
    # broke are the ones named, at card 23 at the latest (the chunk the worker died on).
    [line] = result.output.splitlines()
    first = re.fullmatch(
        r"deckcheck: error: a worker process stopped \(out of memory, or killed\) while the card "
        r"archive was read: Test/Test Set/(\d+)\.ts and the files after it were not read; the "
        r"catalog was not changed: run the update again", line)
    assert first and int(first[1]) <= 23
    assert installed.read_bytes() == before
    assert sorted(path.name for path in tmp_path.iterdir() if path.suffix != ".lock") == sorted(
        ["installed.tar.gz", "installed.sqlite3", "update.tar.gz"])  # no file left behind



OTHER_SET_TS = SET_TS.replace(b'id: "tst"', b'id: "tst2"').replace(b'"TST"', b'"TSB"')
OTHER_SERIE_TS = SERIE_TS.replace(b'id: "test"', b'id: "tcgp"')  # Pokémon TCG Pocket's


def _with_one_more(files: dict[str, bytes], name: str, body: bytes) -> bytes:
    """A .tar.gz of ``files`` with one more member at its end, at a path it may hold already."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:
        for path, content in [*files.items(), (name, body)]:
            info = tarfile.TarInfo(path)
            info.size = len(content)
            archive.addfile(info, io.BytesIO(content))
    return gzip.compress(buffer.getvalue())


@pytest.mark.parametrize(("path", "again"), [("Test/Test Set.ts", OTHER_SET_TS),
                                             ("Test.ts", OTHER_SERIE_TS)], ids=["set", "serie"])
def test_a_set_or_serie_file_read_twice_is_read_as_the_last_one_says(
        tmp_path: Path, rules_data: RulesData, path: str, again: bytes) -> None:
    # A tar archive may hold a path twice (a file appended to it): the last one is kept, for
    # the cards read before it came as well.
    files = members(12)
    twice = tmp_path / "twice.tar.gz"
    twice.write_bytes(_with_one_more(files, f"{ROOT}/{path}", again))
    found = build(twice, tmp_path / "twice.sqlite3", rules_data, "test")
    last, last_path = built(tmp_path, {**files, f"{ROOT}/{path}": again}, rules_data, "last")
    assert contents(tmp_path / "twice.sqlite3") == contents(last_path)
    assert report_of(found) == report_of(last)
    assert found.cards + found.skipped_pocket == 12
