"""A catalog update is a trust boundary: a cut, padded or much smaller archive never replaces a
good catalog, and two updates at once do not break each other."""

from __future__ import annotations

import gzip
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from archives import cut_tarball, members, tar_bytes, tarball
from typer.testing import CliRunner

from deckcheck.catalog.build import build
from deckcheck.catalog.store import read_info
from deckcheck.cli import app
from deckcheck.errors import CatalogError
from deckcheck.rulesdata import RulesData

FULL = members(30)


def update(target: Path, source: Path, *more: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["catalog", "update", "--source", str(source),
                                      "--catalog", str(target), *more])
    return result.exit_code, result.output


@pytest.fixture
def installed(tmp_path: Path) -> Path:
    """A 30-card catalog, installed by the command."""
    good = tmp_path / "good.tar.gz"
    good.write_bytes(tarball(FULL))
    target = tmp_path / "catalog" / "c.sqlite3"
    code, output = update(target, good)
    assert code == 0, output
    assert read_info(target).counts["cards"] == 30
    return target


def write(tmp_path: Path, name: str, content: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content)
    return path


def test_a_tar_stream_cut_at_a_member_boundary_is_refused(tmp_path: Path,
                                                          installed: Path) -> None:
    cut = write(tmp_path, "cut.tar.gz", cut_tarball(FULL, keep=5))
    code, output = update(installed, cut)
    assert code == 1
    assert "cut short" in output and output.count("\n") == 1
    assert read_info(installed).counts["cards"] == 30


def test_an_archive_missing_its_gzip_trailer_is_refused(tmp_path: Path, installed: Path) -> None:
    cut = write(tmp_path, "no-trailer.tar.gz", tarball(FULL)[:-8])
    code, output = update(installed, cut)
    assert code == 1 and "not a complete .tar.gz" in output
    assert read_info(installed).counts["cards"] == 30


def test_a_wrong_gzip_crc_is_refused(tmp_path: Path, rules_data: RulesData) -> None:
    data = bytearray(tarball(FULL))
    data[-8] ^= 0xFF  # the CRC-32 of the uncompressed data
    with pytest.raises(CatalogError, match="not a complete"):
        build(write(tmp_path, "crc.tar.gz", bytes(data)), tmp_path / "c.sqlite3", rules_data, "x")


def test_garbage_where_the_end_blocks_belong_is_refused(tmp_path: Path,
                                                        rules_data: RulesData) -> None:
    stream = tar_bytes(FULL)
    end = len(stream.rstrip(b"\0"))
    end += -end % 512
    bad = gzip.compress(stream[:end] + b"\xff" * 1024)
    with pytest.raises(CatalogError, match=r"cut short|not a complete"):
        build(write(tmp_path, "bad.tar.gz", bad), tmp_path / "c.sqlite3", rules_data, "x")


def test_a_much_smaller_catalog_is_refused_naming_both_counts(tmp_path: Path,
                                                              installed: Path) -> None:
    small = write(tmp_path, "one.tar.gz", tarball(members(1)))
    code, output = update(installed, small)
    assert code == 1
    assert "1 cards" in output and "30" in output and "--force" in output
    assert read_info(installed).counts["cards"] == 30
    code, output = update(installed, small, "--force")
    assert code == 0, output
    assert read_info(installed).counts["cards"] == 1


def test_a_slightly_smaller_catalog_is_accepted(tmp_path: Path, installed: Path) -> None:
    code, output = update(installed, write(tmp_path, "28.tar.gz", tarball(members(28))))
    assert code == 0, output


def test_an_unwritable_folder_is_one_line(tmp_path: Path) -> None:
    good = write(tmp_path, "good.tar.gz", tarball(FULL))
    # A file where the folder should be: unwritable even for root, unlike a chmod.
    not_a_folder = write(tmp_path, "plain-file", b"")
    code, output = update(not_a_folder / "c.sqlite3", good)
    assert code == 1 and output.count("\n") == 1 and "cannot write" in output


def test_a_second_update_says_one_is_running(tmp_path: Path, installed: Path) -> None:
    from filelock import FileLock

    good = write(tmp_path, "again.tar.gz", tarball(FULL))
    with FileLock(installed.parent / f".{installed.name}.lock"):
        code, output = update(installed, good)
    assert code == 1 and "is running" in output
    assert update(installed, good)[0] == 0


def test_two_concurrent_updates_both_end_cleanly(tmp_path: Path, installed: Path) -> None:
    good = write(tmp_path, "big.tar.gz", tarball(members(3000)))
    command = [sys.executable, "-m", "deckcheck", "catalog", "update", "--source", str(good),
               "--catalog", str(installed)]
    runs = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for _ in range(2)]
    outcomes = [(run.wait(timeout=300), run.stderr.read() if run.stderr else "") for run in runs]
    for code, errors in outcomes:
        assert "Traceback" not in errors
        assert code == 0 or "is running" in errors
    assert any(code == 0 for code, _ in outcomes)
    assert read_info(installed).counts["cards"] == 3000
    leftovers = [p.name for p in installed.parent.iterdir() if ".tmp-" in p.name]
    assert leftovers == []


def test_leftovers_of_a_killed_update_are_cleaned(tmp_path: Path, installed: Path) -> None:
    stale = [installed.parent / f".{installed.name}.tmp-99999",
             installed.parent / ".download-abc.tar.gz"]
    for path in stale:
        path.write_bytes(b"half")
    assert update(installed, write(tmp_path, "g.tar.gz", tarball(FULL)))[0] == 0
    assert not any(path.exists() for path in stale)


def test_a_new_catalog_is_checked_before_it_is_swapped_in(tmp_path: Path,
                                                          rules_data: RulesData) -> None:
    target = tmp_path / "c.sqlite3"
    build(write(tmp_path, "g.tar.gz", tarball(FULL)), target, rules_data, "g")
    with sqlite3.connect(target) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def two_series(cards: int) -> dict[str, bytes]:
    """Two series of one set each, ``cards`` cards per set."""
    other = {name.replace("Test", "Other").replace('"test"', '"other"'): body.replace(
        b"Test", b"Other").replace(b'"tst"', b'"oth"').replace(b'"TST"', b'"OTH"')
        for name, body in members(cards).items()}
    return {**members(cards), **other}


def test_more_cards_in_fewer_sets_and_series_is_refused(tmp_path: Path) -> None:
    """A complete junk archive with more cards than the installed catalog, all in one set of
    one series, replaced it (issue 23): sets and series are compared as well as cards."""
    target = tmp_path / "catalog" / "c.sqlite3"
    code, output = update(target, write(tmp_path, "two.tar.gz", tarball(two_series(15))))
    assert code == 0, output
    assert (read_info(target).counts["sets"], read_info(target).counts["series"]) == (2, 2)
    junk = write(tmp_path, "junk.tar.gz", tarball(members(40)))
    code, output = update(target, junk)
    assert code == 1
    assert "1 sets of 1 series" in output and "2 sets of 2 series" in output
    assert read_info(target).counts["cards"] == 30
    code, output = update(target, junk, "--force")
    assert code == 0, output
