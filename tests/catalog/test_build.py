"""Building the catalog: real data in, a complete catalog out, the old one kept on failure.

The interrupted update needs a build that takes seconds, so it uses the full card database."""

from __future__ import annotations

import gzip
import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import minicatalog
import pytest
from archives import tar_bytes

from deckcheck.catalog.build import BuildReport, build
from deckcheck.catalog.store import read_info
from deckcheck.errors import CatalogError
from deckcheck.rulesdata import RulesData

CARD_TS = b"""import { Card } from '../../../interfaces'
import Set from '../Test Set'
const card: Card = { set: Set, name: { en: "Hero's Cape", it: "Mantello dell'Eroe" },
  category: "Trainer", rarity: "ACE SPEC Rare" }
export default card
"""
SET_TS = b"""import { Set } from '../../interfaces'
import serie from '../Test'
const set: Set = { id: "tst", name: { en: "Test Set" }, serie: serie,
  abbreviations: { official: "TST" } }
export default set
"""
SERIE_TS = b"""const serie = { id: "test", name: { en: "Test" } }
export default serie
"""


def tarball(members: dict[str, bytes]) -> bytes:
    return gzip.compress(tar_bytes(members))


SMALL = {"cards-database/data/Test.ts": SERIE_TS,
         "cards-database/data/Test/Test Set.ts": SET_TS,
         "cards-database/data/Test/Test Set/152.ts": CARD_TS}


def query(path: Path, sql: str, *args: object) -> list[tuple[object, ...]]:
    with sqlite3.connect(path) as db:
        return db.execute(sql, args).fetchall()


def test_the_miniature_archive_builds_completely(built_catalog: tuple[Path, BuildReport]) -> None:
    path, report = built_catalog
    facts = minicatalog.load_facts()
    assert report.unreadable == []
    assert (report.cards, report.sets, report.series) == (
        minicatalog.prints(facts), len(facts["sets"]), len(facts["series"]))
    info = read_info(path)
    assert info.counts["cards"] == report.cards
    assert len(info.digest) == 64 and info.source_date.startswith("2026-08-21")


@pytest.mark.full_catalog
def test_the_full_card_database_builds_completely(full_catalog: tuple[Path, BuildReport]) -> None:
    path, report = full_catalog
    assert report.cards > 20_000 and report.sets > 200
    assert report.skipped_pocket == 2480  # Pokémon TCG Pocket is another game
    info = read_info(path)
    assert info.counts["cards"] == report.cards
    assert len(info.digest) == 64 and info.source_date.startswith("2026-08-21")


def test_cards_are_found_by_set_and_number(built_catalog: tuple[Path, BuildReport]) -> None:
    path, _ = built_catalog
    assert query(path, "SELECT name, regulation_mark FROM cards WHERE set_code=? AND number=?",
                 "TEF", "152") == [("Hero's Cape", "H")]


def test_promo_sets_get_the_export_code(built_catalog: tuple[Path, BuildReport]) -> None:
    path, _ = built_catalog
    rows = query(path, "SELECT name FROM cards WHERE set_code='PR-SW' AND number='139'")
    assert rows == [("Pikachu V-UNION",)]


def test_names_in_six_languages_are_indexed(built_catalog: tuple[Path, BuildReport]) -> None:
    path, _ = built_catalog
    rows = query(path, "SELECT DISTINCT c.name FROM names n JOIN cards c ON c.id = n.card "
                       "WHERE n.folded = ? AND n.lang = 'es'", "determinacion de lylia")
    assert rows == [("Lillie's Determination",)]


def test_a_directory_source_builds(tmp_path: Path, rules_data: RulesData) -> None:
    for name, body in SMALL.items():
        path = tmp_path / "src" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(body)
    report = build(tmp_path / "src", tmp_path / "c.sqlite3", rules_data, "dir")
    assert report.cards == 1
    assert query(tmp_path / "c.sqlite3", "SELECT set_code, number, name FROM cards") == [
        ("TST", "152", "Hero's Cape")]


def test_unreadable_files_are_counted_not_fatal(tmp_path: Path, rules_data: RulesData) -> None:
    archive = tmp_path / "a.tar.gz"
    archive.write_bytes(tarball({**SMALL, "cards-database/data/Test/Test Set/153.ts": b"oops("}))
    report = build(archive, tmp_path / "c.sqlite3", rules_data, "a")
    assert report.cards == 1
    assert len(report.unreadable) == 1 and "153" in report.unreadable[0]


def test_a_member_outside_the_archive_is_refused(tmp_path: Path, rules_data: RulesData) -> None:
    archive = tmp_path / "evil.tar.gz"
    archive.write_bytes(tarball({**SMALL, "cards-database/data/../../evil.ts": CARD_TS}))
    with pytest.raises(CatalogError, match="outside the archive"):
        build(archive, tmp_path / "c.sqlite3", rules_data, "evil")


@pytest.mark.parametrize("content", [b"not an archive", tarball(SMALL)[:200]])
def test_corrupt_or_truncated_archive_keeps_the_old_catalog(
        tmp_path: Path, rules_data: RulesData, content: bytes) -> None:
    good = tmp_path / "good.tar.gz"
    good.write_bytes(tarball(SMALL))
    target = tmp_path / "c.sqlite3"
    build(good, target, rules_data, "good")
    before = read_info(target)
    bad = tmp_path / "bad.tar.gz"
    bad.write_bytes(content)
    with pytest.raises(CatalogError):
        build(bad, target, rules_data, "bad")
    assert read_info(target) == before


@pytest.mark.full_catalog
def test_an_interrupted_update_leaves_the_old_catalog(
        full_archive: Path, tmp_path: Path, rules_data: RulesData) -> None:
    target = tmp_path / "c.sqlite3"
    small = tmp_path / "small.tar.gz"
    small.write_bytes(tarball(SMALL))
    build(small, target, rules_data, "small")
    before = read_info(target)
    update = subprocess.Popen([sys.executable, "-m", "deckcheck", "catalog", "update",
                               "--source", str(full_archive), "--catalog", str(target)])
    time.sleep(2.0)
    update.kill()
    update.wait()
    assert read_info(target) == before
    assert query(target, "SELECT name FROM cards") == [("Hero's Cape",)]


SEEDED = {("sm5", "62")}
"""Prints tests/cards/card_facts.yaml changes on purpose (Lunala UPR 62 without its ◇)."""


@pytest.mark.full_catalog
def test_the_miniature_catalog_agrees_with_the_full_one(
        built_catalog: tuple[Path, BuildReport], full_catalog: tuple[Path, BuildReport]) -> None:
    # Every print of the facts file is the card database's print, field for field, as built.
    columns = [str(row[1]) for row in query(built_catalog[0], "PRAGMA table_info(cards)")][1:]
    select = f"SELECT {', '.join(columns)} FROM cards"
    full = {(row[0], row[2]): row
            for row in query(full_catalog[0], select)}  # set_id, local_id
    differ = [(mini[0], mini[2]) for mini in query(built_catalog[0], select)
              if full.get((mini[0], mini[2])) != mini]
    assert set(differ) == SEEDED
    # A set as the card database has it; the facts file records a set's names in other languages
    # only where a test reads them (`deckcheck card`), and those as the database spells them.
    sets = "SELECT id, code, name, serie, release_date, card_count, names FROM sets"
    full_sets = {row[0]: row for row in query(full_catalog[0], sets)}
    for mini in query(built_catalog[0], sets):
        assert mini[:-1] == full_sets[mini[0]][:-1]
        assert json.loads(str(mini[-1])).items() <= json.loads(str(full_sets[mini[0]][-1])).items()
