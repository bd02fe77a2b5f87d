"""A list's bytes are read whole, up to one byte past the most a decklist may hold, whatever
size the system says the file has; a folder walk finds its lists, linked or not."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from deckcheck.checker import Checker
from deckcheck.read.decklist import MAX_BYTES
from deckcheck.read.sources import Source, expand, read_bytes

LEGAL = "Pokémon: 1\n4 Pikachu V SWSH 43\nEnergy: 1\n56 Basic {L} Energy SVE 4\n"


def source(path: Path) -> Source:
    return Source(str(path), str(path))


def test_a_list_is_read_whole(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(LEGAL, encoding="utf-8")
    assert read_bytes(source(deck)) == LEGAL.encode()


def test_an_empty_file_is_no_bytes(tmp_path: Path) -> None:
    (tmp_path / "empty.txt").touch()
    assert read_bytes(source(tmp_path / "empty.txt")) == b""


def test_a_file_past_the_limit_is_read_to_one_byte_past_it(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_bytes(b"4 Pikachu V SWSH 43\n" * (MAX_BYTES // 10))
    assert len(read_bytes(source(big))) == MAX_BYTES + 1


def test_a_file_whose_size_the_system_does_not_give_is_read_whole() -> None:
    status = Path("/proc/self/status")
    if not status.is_file() or not stat.S_ISREG(status.stat().st_mode) \
            or status.stat().st_size:
        pytest.skip("no file of unknown size here (Linux's /proc has them)")
    read = read_bytes(source(status))
    assert read.startswith(b"Name:")
    assert len(read) > 200  # far more than the one byte its size of 0 would ask for


def test_a_walk_finds_a_linked_list_and_reads_its_target(tmp_path: Path) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    (tmp_path / "kept.txt").write_text(LEGAL, encoding="utf-8")
    (decks / "linked.txt").symlink_to(tmp_path / "kept.txt")
    (decks / "own.txt").write_text(LEGAL, encoding="utf-8")
    found = list(expand([str(decks)]))
    assert [(s.path, s.problem) for s in found] == [
        (str(decks / "linked.txt"), None), (str(decks / "own.txt"), None)]
    assert [read_bytes(s) for s in found] == [LEGAL.encode()] * 2


def test_a_list_gone_after_the_walk_listed_it_is_unreadable(tmp_path: Path,
                                                            checker: Checker) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "first.txt").write_text(LEGAL, encoding="utf-8")
    (decks / "gone.txt").write_text(LEGAL, encoding="utf-8")
    walked = expand([str(decks)])
    assert checker.check_source(next(walked)).path == str(decks / "first.txt")
    (decks / "gone.txt").unlink()  # the folder was listed with it
    result = checker.check_source(next(walked))
    assert not result.legal
    assert [v.message for v in result.violations if v.rule == "syntax"] == [
        "cannot read: no such file or directory"]
