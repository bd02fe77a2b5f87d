"""A damaged catalog ends every command in one line naming it and the cure, never a traceback."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from archives import members, tarball
from typer.testing import CliRunner

from deckcheck.catalog.build import build
from deckcheck.cli import app
from deckcheck.rulesdata import RulesData

runner = CliRunner()


def sql(statement: str) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        with sqlite3.connect(path) as db:
            db.executescript(statement)
    return damage


def overwrite_pages(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(page, len(data), page * 2):  # every other page after the first
        data[offset:offset + page] = b"\xa5" * min(page, len(data) - offset)
    path.write_bytes(bytes(data))


DAMAGE: dict[str, Callable[[Path], object]] = {
    "version-not-a-number": sql("UPDATE meta SET value='three' WHERE key='schema_version'"),
    "version-missing": sql("DELETE FROM meta WHERE key='schema_version'"),
    "names-dropped": sql("DROP TABLE names"),
    "meta-dropped": sql("DROP TABLE meta"),
    "column-dropped": sql("ALTER TABLE cards DROP COLUMN stage"),
    "names-not-json": sql("UPDATE cards SET names='{not json'"),
    "names-not-a-mapping": sql("UPDATE cards SET names='[1]'"),
    "text-not-utf8": sql("UPDATE meta SET value=CAST(x'a7ff' AS TEXT) WHERE key='source'"),
    "counts-not-json": sql("UPDATE meta SET value='[' WHERE key='counts'"),
    "malformed-pages": overwrite_pages,
    "not-a-database": lambda path: path.write_bytes(b"SQLite format 3\0" + b"\xff" * 5000),
}
COMMANDS = {
    "check": ["check", "DECK"],
    "card": ["card", "Card 1"],
    "name": ["name", "Card 1", "Card 2"],
    "info": ["catalog", "info"],
}


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory, rules_data: RulesData) -> Path:
    folder = tmp_path_factory.mktemp("pristine")
    archive = folder / "a.tar.gz"
    archive.write_bytes(tarball(members(400)))
    build(archive, folder / "c.sqlite3", rules_data, "test")
    return folder / "c.sqlite3"


# Every command on every damage, but the counts, which only catalog info reads.
CASES = [(damage, command) for damage in sorted(DAMAGE) for command in sorted(COMMANDS)
         if damage != "counts-not-json" or command == "info"]


@pytest.mark.parametrize(("damage", "command"), CASES)
def test_a_damaged_catalog_is_one_line(pristine: Path, tmp_path: Path, damage: str,
                                       command: str) -> None:
    catalog = tmp_path / "c.sqlite3"
    catalog.write_bytes(pristine.read_bytes())
    DAMAGE[damage](catalog)
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Card 1 TST 1\n4 Nonesuch\n", encoding="utf-8")
    args = [str(deck) if a == "DECK" else a for a in COMMANDS[command]]
    result = runner.invoke(app, [*args, "--catalog", str(catalog)])
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        result.exception
    assert result.exit_code == 1, result.output
    [line] = [line for line in result.output.splitlines() if line.startswith("deckcheck:")]
    assert str(catalog) in line and "deckcheck catalog update" in line


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_the_cure_the_message_names_replaces_a_damaged_catalog(
        pristine: Path, tmp_path: Path, damage: str) -> None:
    catalog = tmp_path / "c.sqlite3"
    catalog.write_bytes(pristine.read_bytes())
    DAMAGE[damage](catalog)
    result = runner.invoke(app, ["catalog", "update", "--catalog", str(catalog), "--source",
                                 str(pristine.parent / "a.tar.gz")])
    assert result.exit_code == 0, result.output
    assert runner.invoke(app, ["catalog", "info", "--catalog", str(catalog)]).exit_code == 0


@pytest.mark.parametrize("content", [b"my notes\n", b"%PDF-1.7\n" + b"\0" * 100])
def test_a_file_that_is_no_catalog_is_never_replaced(pristine: Path, tmp_path: Path,
                                                     content: bytes) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_bytes(content)
    result = runner.invoke(app, ["catalog", "update", "--catalog", str(notes), "--source",
                                 str(pristine.parent / "a.tar.gz")])
    assert result.exit_code == 1
    assert f"{notes}: not a deckcheck card catalog" in result.output
    assert notes.read_bytes() == content


def test_another_programs_database_is_never_replaced(pristine: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite3"
    with contextlib.closing(sqlite3.connect(other)) as db:
        db.execute("CREATE TABLE contacts (name TEXT)")
    before = other.read_bytes()
    result = runner.invoke(app, ["check", "--ensure-catalog", "--catalog", str(other),
                                 str(tmp_path / "deck.txt")])
    assert "not a deckcheck card catalog" in result.output
    assert other.read_bytes() == before
