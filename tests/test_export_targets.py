"""Where ``deckcheck export -o`` writes: never a user's file lost or damaged (issue 23).

An export is written to a temporary file beside its target and moved into place only when whole;
an existing file is replaced only with ``--overwrite``, keeping its mode; a symbolic link is
followed (its file gets the export, the link stays); anything but a regular file is refused.
"""

from __future__ import annotations

import os
import resource
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app
from deckcheck.errors import UsageError
from deckcheck.export import output

runner = CliRunner()
WITH_PRINTS = "Pokémon: 1\n4 Pikachu V VIV 43\nEnergy: 1\n56 Basic {L} Energy SVE 4\n"
EXPORTED = "4 Pikachu V VIV 43\n56 Basic {L} Energy SVE 4\n"


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    path = tmp_path / "deck.txt"
    path.write_text(WITH_PRINTS, encoding="utf-8")
    return path


def export(deck: Path, target: str, *more: str) -> tuple[int, str]:
    result = runner.invoke(app, ["export", str(deck), "--to", "plain", "--force", "-o", target,
                                 *more])
    return result.exit_code, result.stderr


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_overwrite_keeps_the_mode_of_the_file_it_replaces(deck: Path, tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("mine\n")
    target.chmod(0o644)
    code, _err = export(deck, str(target), "--overwrite")
    assert code == 0
    assert target.read_text(encoding="utf-8") == EXPORTED
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_a_new_file_gets_the_mode_the_umask_gives(deck: Path, tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        code, _err = export(deck, str(tmp_path / "new.txt"))
    finally:
        os.umask(old)
    assert code == 0
    assert stat.S_IMODE((tmp_path / "new.txt").stat().st_mode) == 0o644  # not a temp file's 0600


def test_a_symbolic_link_is_written_through_and_stays_a_link(deck: Path, tmp_path: Path) -> None:
    kept = tmp_path / "kept" / "sheet.txt"
    kept.parent.mkdir()
    kept.write_text("last week's\n")
    link = tmp_path / "sheet.txt"
    link.symlink_to(kept)
    code, _err = export(deck, str(link), "--overwrite")
    assert code == 0
    assert link.is_symlink() and link.resolve() == kept.resolve()
    assert kept.read_text(encoding="utf-8") == EXPORTED


def test_a_symbolic_link_is_not_replaced_without_overwrite(deck: Path, tmp_path: Path) -> None:
    kept = tmp_path / "kept.txt"
    kept.write_text("last week's\n")
    link = tmp_path / "sheet.txt"
    link.symlink_to(kept)
    code, err = export(deck, str(link))
    assert code == exitcodes.USAGE and "already exists" in err
    assert kept.read_text() == "last week's\n"


def test_the_list_being_exported_is_never_its_own_target(deck: Path, tmp_path: Path) -> None:
    # --overwrite replaces an old export; the list itself, with its comments and its names in
    # the player's language, would be lost. Through a link to it, too.
    link = tmp_path / "link.txt"
    link.symlink_to(deck)
    for target in (deck, link):
        code, err = export(deck, str(target), "--overwrite")
        assert code == exitcodes.USAGE and "is the decklist being exported" in err
        assert deck.read_text(encoding="utf-8") == WITH_PRINTS
    assert leftovers(tmp_path) == []


def test_a_link_to_nothing_is_refused_and_nothing_is_created(deck: Path, tmp_path: Path) -> None:
    link = tmp_path / "sheet.txt"
    link.symlink_to(tmp_path / "nowhere" / "sheet.txt")
    for more in ((), ("--overwrite",)):
        code, err = export(deck, str(link), *more)
        assert code == exitcodes.USAGE and "which does not exist" in err
    assert link.is_symlink() and not (tmp_path / "nowhere").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_and_stays_a_fifo(deck: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for more in ((), ("--overwrite",)):
        code, err = export(deck, str(fifo), *more)
        assert code == exitcodes.USAGE and "not a regular file" in err
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    assert leftovers(tmp_path) == []


def test_a_device_is_refused_before_anything_is_written() -> None:
    # Only checked, never written: as root, replacing /dev/null would break the system.
    with pytest.raises(UsageError, match="not a regular file"):
        output.destination(os.devnull, overwrite=True)


def test_a_folder_is_named_as_a_folder_not_as_an_existing_file(deck: Path,
                                                               tmp_path: Path) -> None:
    code, err = export(deck, str(tmp_path))
    assert code == exitcodes.USAGE and "is a directory; give a file name" in err


def test_an_empty_output_name_says_it_is_empty(deck: Path) -> None:
    code, err = export(deck, "")
    assert code == exitcodes.USAGE and "--output is empty" in err


def test_no_temporary_file_is_left_beside_a_written_export(deck: Path, tmp_path: Path) -> None:
    for more in ((), ("--overwrite",)):
        code, _err = export(deck, str(tmp_path / "out.txt"), *more)
        assert code == 0
    assert leftovers(tmp_path) == []


def _limited(limit: int) -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))


@pytest.mark.parametrize("existing", [None, b"last week's sheet\n"], ids=["new", "overwrite"])
def test_a_failed_write_leaves_no_cut_pdf(deck: Path, tmp_path: Path,
                                          existing: bytes | None) -> None:
    """``ulimit -f 8``: the PDF cannot be written whole, so it is not written at all."""
    target = tmp_path / "s.pdf"
    if existing is not None:
        target.write_bytes(existing)
    args = [sys.executable, "-m", "deckcheck", "export", str(deck), "--to", "registration",
            "--force", "-o", str(target)] + (["--overwrite"] if existing else [])
    env = {**os.environ, "DECKCHECK_CACHE_DIR": str(tmp_path / "cache")}
    subprocess.run([*args[:4], "--help"], env=env, capture_output=True, check=True)  # warm up
    run = subprocess.run(args, env=env, capture_output=True, text=True,
                         preexec_fn=lambda: _limited(8 * 1024))
    assert run.returncode == exitcodes.USAGE, run.stderr
    assert "cannot write" in run.stderr and "Traceback" not in run.stderr
    assert (target.read_bytes() if target.exists() else None) == existing
    assert leftovers(tmp_path) == []
