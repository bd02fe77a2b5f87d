"""Fresh format data reaches a user without a release: a bundle published on a server, verified
and installed by ``deckcheck formats update``, then used by every check of today.

The server runs on 127.0.0.1 and publishes bundles built from a copy of data/ whose read day is
moved to today (the real clock: no ``DECKCHECK_TODAY``), as the project's workflow publishes its
data/ whenever it changes.
"""

from __future__ import annotations

import hashlib
import http.server
import io
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tarfile
import threading
import time
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from helpers import data_read_on
from typer.testing import CliRunner

from deckcheck import exitcodes, rulesdata
from deckcheck.cli import app
from deckcheck.errors import FormatDataError
from deckcheck.formatdata import bundle, choice, install
from deckcheck.rulesdata.resources import data_dir

REPO = Path(__file__).resolve().parents[2]
LEGAL_LIST = REPO / "sample_decks" / "standard" / "dragapult-ex.ptcgl.txt"
"""A real Standard list (Pokémon TCG Live export) legal with the current format data."""

runner = CliRunner()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def published(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A server on 127.0.0.1 publishing the folder it returns (URL prefix, folder)."""
    folder = tmp_path / "www"
    folder.mkdir()

    def handler(*args: object, **kwargs: object) -> _Quiet:
        return _Quiet(*args, directory=str(folder), **kwargs)  # type: ignore[arg-type]

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", folder
    httpd.shutdown()


@pytest.fixture
def home(user_home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user's data folder holding the miniature card catalog and no installed format data;
    the checks take the real clock for today."""
    monkeypatch.delenv("DECKCHECK_TODAY", raising=False)
    return user_home


def publish(folder: Path, root: Path, name: str = "bundle.tar.gz") -> Path:
    path = folder / name
    path.write_bytes(bundle.build(root))
    return path


def check(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["check", *args])
    return result.exit_code, result.output


def state(folder: Path) -> bytes:
    """What is installed: current.json, byte for byte (b"" when nothing is)."""
    current = folder / "format-data" / "current.json"
    return current.read_bytes() if current.exists() else b""


def test_with_the_shipped_data_alone_a_list_of_today_names_deckcheck_update(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Pinned past the shipped data's window, whatever day the suite runs.
    read = date.fromisoformat(rulesdata.in_use().newest)
    monkeypatch.setenv("DECKCHECK_TODAY", (read + timedelta(days=91)).isoformat())
    code, output = check(str(LEGAL_LIST))
    assert code == exitcodes.UNDECIDED
    assert "deckcheck update" in output


def test_after_an_update_a_current_list_checked_today_is_legal(
        home: Path, published: tuple[str, Path], tmp_path: Path) -> None:
    url, www = published
    publish(www, data_read_on(date.today(), tmp_path))
    result = runner.invoke(app, ["formats", "update", "--source", f"{url}/bundle.tar.gz"])
    assert result.exit_code == 0, result.output
    assert date.today().isoformat() in result.output
    code, output = check(str(LEGAL_LIST))
    assert code == exitcodes.LEGAL, output


def test_after_an_update_an_illegal_list_checked_today_is_not_legal(
        home: Path, published: tuple[str, Path], tmp_path: Path) -> None:
    # The same real list with a fifth copy of its first four-of.
    lines = LEGAL_LIST.read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("4 "))
    lines[first] = "5 " + lines[first][2:]
    illegal = tmp_path / "fifth-copy.txt"
    illegal.write_text("\n".join(lines) + "\n", encoding="utf-8")
    url, www = published
    publish(www, data_read_on(date.today(), tmp_path))
    assert runner.invoke(app, ["formats", "update", "--source",
                               f"{url}/bundle.tar.gz"]).exit_code == 0
    code, output = check(str(illegal))
    assert code == exitcodes.ILLEGAL, output
    assert "copy-limit" in output


def test_every_report_names_the_installed_datas_day(
        home: Path, published: tuple[str, Path], tmp_path: Path) -> None:
    url, www = published
    publish(www, data_read_on(date.today(), tmp_path))
    runner.invoke(app, ["formats", "update", "--source", f"{url}/bundle.tar.gz"])
    today = date.today().isoformat()
    _, text = check(str(LEGAL_LIST))
    assert f"format data read on {today} (installed from a bundle since)" in text
    _, raw = check(str(LEGAL_LIST), "--output", "json")
    assert json.loads(raw)["data"]["formats_read"] == today
    _, raw = check(str(LEGAL_LIST), "--output", "sarif")
    assert json.loads(raw)["runs"][0]["properties"]["data"]["formats_from"] == "installed"
    assert f"read on {today} (installed from {url}/bundle.tar.gz)" in \
        runner.invoke(app, ["--version"]).output


def test_one_changed_byte_is_refused_and_nothing_changes(
        home: Path, published: tuple[str, Path], tmp_path: Path) -> None:
    url, www = published
    path = publish(www, data_read_on(date.today(), tmp_path))
    raw = bytearray(path.read_bytes())
    raw[len(raw) // 2] ^= 0x01
    path.write_bytes(bytes(raw))
    before = state(home)
    result = runner.invoke(app, ["formats", "update", "--source", f"{url}/bundle.tar.gz"])
    assert result.exit_code == 1
    assert result.output.count("\n") == 1 and "bundle.tar.gz" in result.output
    assert state(home) == before
    assert rulesdata.in_use().installed is None


def test_a_changed_data_file_whose_manifest_was_not_updated_is_refused(
        home: Path, tmp_path: Path) -> None:
    # A bundle re-packed by hand: valid gzip and tar, but a file is not the one its manifest
    # names (the ban list edited, say).
    raw = bundle.build(data_read_on(date.today(), tmp_path))
    members = _members(raw)
    members["data/formats/expanded.yaml"] += b"\n# edited\n"
    path = tmp_path / "edited.tar.gz"
    path.write_bytes(_pack(members))
    result = runner.invoke(app, ["formats", "update", "--source", str(path)])
    assert result.exit_code == 1
    assert "does not match its sha256" in result.output
    assert state(home) == b""


def test_an_older_bundle_is_refused_without_force(
        home: Path, tmp_path: Path) -> None:
    today = date.today()
    newer = publish(tmp_path, data_read_on(today, tmp_path), "newer.tar.gz")
    older = publish(tmp_path, data_read_on(today - timedelta(days=1), tmp_path), "older.tar.gz")
    assert runner.invoke(app, ["formats", "update", "--source", str(newer)]).exit_code == 0
    before = state(home)
    result = runner.invoke(app, ["formats", "update", "--source", str(older)])
    assert result.exit_code == 1 and "--force" in result.output
    assert state(home) == before
    forced = runner.invoke(app, ["formats", "update", "--source", str(older), "--force"])
    assert forced.exit_code == 0, forced.output
    assert rulesdata.in_use().newest == (today - timedelta(days=1)).isoformat()


def test_a_bundle_no_newer_than_the_shipped_data_is_not_installed(
        home: Path, tmp_path: Path) -> None:
    # The shipped data is the floor: a bundle of the very same data changes nothing.
    path = publish(tmp_path, data_dir())
    result = runner.invoke(app, ["formats", "update", "--source", str(path)])
    assert result.exit_code == 0
    assert "nothing to install" in result.output
    assert state(home) == b""


def test_installed_data_older_than_a_newer_deckcheck_is_not_used(
        home: Path, tmp_path: Path) -> None:
    # Installed a year ago; deckcheck was upgraded since and ships newer data: the floor wins.
    path = publish(tmp_path, data_read_on(date.today(), tmp_path))
    runner.invoke(app, ["formats", "update", "--source", str(path)])
    current = home / "format-data" / "current.json"
    record = json.loads(current.read_text(encoding="utf-8"))
    record["floor"]["digest"] = "another deckcheck's data"
    record["formats"] = dict.fromkeys(record["formats"], "2000-01-01")
    current.write_text(json.dumps(record), encoding="utf-8")
    install.forget()
    assert rulesdata.in_use().installed is None


def test_the_same_bundle_twice_is_already_installed(home: Path, tmp_path: Path) -> None:
    path = publish(tmp_path, data_read_on(date.today(), tmp_path))
    runner.invoke(app, ["formats", "update", "--source", str(path)])
    before = state(home)
    result = runner.invoke(app, ["formats", "update", "--source", str(path)])
    assert result.exit_code == 0 and "already installed" in result.output
    assert state(home) == before


def test_a_bundle_that_cannot_be_downloaded_names_the_formats_command_for_offline_use(
        home: Path) -> None:
    with socket.socket() as closed:  # a port nothing listens on
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    result = runner.invoke(app, ["formats", "update", "--source",
                                 f"http://127.0.0.1:{port}/deckcheck-format-data.tar.gz"])
    assert result.exit_code == 1
    assert "deckcheck formats update --source BUNDLE.tar.gz" in result.output
    assert "catalog update" not in result.output
    assert state(home) == b""


def test_a_pinned_sha256_that_differs_is_refused(home: Path, tmp_path: Path) -> None:
    path = publish(tmp_path, data_read_on(date.today(), tmp_path))
    result = runner.invoke(app, ["formats", "update", "--source", str(path),
                                 "--sha256", "0" * 64])
    assert result.exit_code == 1 and "sha256" in result.output
    assert state(home) == b""


def test_a_pinned_sha256_that_matches_is_installed(home: Path, tmp_path: Path) -> None:
    path = publish(tmp_path, data_read_on(date.today(), tmp_path))
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    assert runner.invoke(app, ["formats", "update", "--source", str(path),
                               "--sha256", digest]).exit_code == 0
    assert rulesdata.in_use().installed is not None


def test_data_that_fails_validation_is_refused_after_unpacking_and_leaves_nothing(
        home: Path, tmp_path: Path) -> None:
    # The manifest is right about every byte, but a format selects a rule that does not exist.
    raw = bundle.build(data_read_on(date.today(), tmp_path))
    members = _members(raw)
    members["data/formats/glc.yaml"] += b"\n  no-such-rule: error\n"
    path = tmp_path / "invalid.tar.gz"
    path.write_bytes(_pack(members, remanifest=True))
    result = runner.invoke(app, ["formats", "update", "--source", str(path)])
    assert result.exit_code == 1 and "not valid" in result.output
    assert state(home) == b""
    assert not list((home / "format-data").glob(".tmp-*"))


def test_a_kill_mid_download_keeps_the_data_in_use(home: Path, tmp_path: Path) -> None:
    # A real process killed while the bundle trickles in: the next run uses the old data, and
    # the next update clears what the killed one left.
    old = publish(tmp_path, data_read_on(date.today() - timedelta(days=1), tmp_path), "old.tar.gz")
    runner.invoke(app, ["formats", "update", "--source", str(old)])
    before = state(home)
    raw = bundle.build(data_read_on(date.today(), tmp_path))
    with _StallingServer(raw) as url:
        env = {**os.environ, "DECKCHECK_CATALOG": str(home / "catalog.sqlite3")}
        proc = subprocess.Popen([sys.executable, "-m", "deckcheck", "formats", "update",
                                 "--source", url], env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while not list((home / "format-data").glob(".download-*")):
            assert time.monotonic() < deadline and proc.poll() is None, "no download began"
            time.sleep(0.05)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert state(home) == before
    install.forget()
    assert rulesdata.in_use().newest == (date.today() - timedelta(days=1)).isoformat()
    new = publish(tmp_path, data_read_on(date.today(), tmp_path), "new.tar.gz")
    assert runner.invoke(app, ["formats", "update", "--source", str(new)]).exit_code == 0
    assert not list((home / "format-data").glob(".download-*"))


def test_a_kill_before_the_switch_keeps_the_data_in_use(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Killed after unpacking and validating, before current.json is replaced.
    old = publish(tmp_path, data_read_on(date.today() - timedelta(days=1), tmp_path), "old.tar.gz")
    runner.invoke(app, ["formats", "update", "--source", str(old)])
    before = state(home)

    def killed(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(choice, "write_current", killed)
    new = publish(tmp_path, data_read_on(date.today(), tmp_path), "new.tar.gz")
    with pytest.raises(KeyboardInterrupt):
        install.update(str(new))
    assert state(home) == before
    install.forget()
    assert rulesdata.in_use().newest == (date.today() - timedelta(days=1)).isoformat()


def test_a_second_update_at_the_same_time_is_told_to_wait(home: Path, tmp_path: Path) -> None:
    from filelock import FileLock

    path = publish(tmp_path, data_read_on(date.today(), tmp_path))
    (home / "format-data").mkdir()
    with FileLock(home / "format-data" / ".lock"):
        result = runner.invoke(app, ["formats", "update", "--source", str(path)])
    assert result.exit_code == 1 and "another" in result.output
    assert state(home) == b""


def test_update_refreshes_the_format_data_and_the_catalog_together(
        home: Path, published: tuple[str, Path], tmp_path: Path, mini_archive: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    url, www = published
    publish(www, data_read_on(date.today(), tmp_path))
    shutil.copy(mini_archive, www / "cards.tar.gz")
    monkeypatch.setenv("DECKCHECK_FORMAT_DATA_SOURCE", f"{url}/bundle.tar.gz")
    monkeypatch.setenv("DECKCHECK_CATALOG_SOURCE", f"{url}/cards.tar.gz")
    (home / "catalog.sqlite3").unlink()
    result = runner.invoke(app, ["update"])
    assert result.exit_code == 0, result.output
    assert "Format data: read on" in result.output and "Card catalog:" in result.output
    assert check(str(LEGAL_LIST))[0] == exitcodes.LEGAL


# --- bundles as a maintainer builds them -------------------------------------------------------


def test_formats_bundle_writes_the_bundle_and_its_digest(tmp_path: Path) -> None:
    target = tmp_path / "out.tar.gz"
    result = runner.invoke(app, ["formats", "bundle", "--data", str(data_dir()), "-o",
                                 str(target)])
    assert result.exit_code == 0, result.output
    digest = hashlib.sha256(target.read_bytes()).hexdigest()
    assert (tmp_path / "out.tar.gz.sha256").read_text() == f"{digest}  out.tar.gz\n"
    assert digest in result.output


def test_a_bundle_is_the_same_bytes_for_the_same_data(tmp_path: Path) -> None:
    assert bundle.build(data_dir()) == bundle.build(data_dir())


def test_a_bundles_manifest_names_each_formats_read_day_and_each_files_digest() -> None:
    read = bundle.read(bundle.build(data_dir()), "shipped")
    assert read.manifest.formats == rulesdata.in_use().formats
    body = (data_dir() / "formats" / "standard.yaml").read_bytes()
    assert read.manifest.files["formats/standard.yaml"] == (hashlib.sha256(body).hexdigest(),
                                                            len(body))


def test_a_data_folder_that_does_not_validate_gives_no_bundle(tmp_path: Path) -> None:
    copy = tmp_path / "data"
    shutil.copytree(data_dir(), copy)
    (copy / "formats" / "glc.yaml").write_text("id: glc\nextends: nowhere\n", encoding="utf-8")
    target = tmp_path / "out.tar.gz"
    result = runner.invoke(app, ["formats", "bundle", "--data", str(copy), "-o", str(target)])
    assert result.exit_code != 0 and "glc.yaml" in result.output
    assert not target.exists()


@pytest.mark.parametrize("name", ["../evil.yaml", "/etc/evil.yaml", "data/../../evil.yaml",
                                  "data/formats/x.py", "README"])
def test_a_member_outside_the_data_files_is_refused(name: str) -> None:
    members = _members(bundle.build(data_dir()))
    members[name] = b"id: x\n"
    with pytest.raises(FormatDataError, match=r"refusing it|not a data file"):
        bundle.read(_pack(members), "hostile.tar.gz")


def test_a_link_in_a_bundle_is_refused() -> None:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as archive:
        info = tarfile.TarInfo("data/formats/standard.yaml")
        info.type, info.linkname = tarfile.SYMTYPE, "/etc/passwd"
        archive.addfile(info)
    with pytest.raises(FormatDataError, match="not a data file"):
        bundle.read(out.getvalue(), "link.tar.gz")


def test_a_bundle_cut_short_is_refused() -> None:
    raw = bundle.build(data_dir())
    with pytest.raises(FormatDataError, match=r"cut short|not a format-data bundle"):
        bundle.read(raw[: len(raw) - 9], "cut.tar.gz")


def test_a_bundle_of_another_schema_is_refused() -> None:
    members = _members(bundle.build(data_dir()))
    manifest = json.loads(members["manifest.json"])
    manifest["schema"] += 1
    members["manifest.json"] = json.dumps(manifest).encode()
    with pytest.raises(FormatDataError, match="schema"):
        bundle.read(_pack(members), "future.tar.gz")


def test_a_bundle_that_decompresses_to_gigabytes_is_refused() -> None:
    import gzip

    bomb = gzip.compress(bytes(bundle.MAX_DATA_BYTES + 10))
    with pytest.raises(FormatDataError, match="decompressed"):
        bundle.read(bomb, "bomb.tar.gz")


# --- helpers ----------------------------------------------------------------------------------


def _members(raw: bytes) -> dict[str, bytes]:
    import gzip

    out = {}
    with tarfile.open(fileobj=io.BytesIO(gzip.decompress(raw)), mode="r:") as archive:
        for member in archive:
            handle = archive.extractfile(member)
            assert handle is not None
            out[member.name] = handle.read()
    return out


def _pack(members: dict[str, bytes], remanifest: bool = False) -> bytes:
    """A bundle of ``members`` (a manifest redone for them when ``remanifest``)."""
    if remanifest:
        manifest = json.loads(members["manifest.json"])
        manifest["files"] = {
            name.removeprefix("data/"): {"sha256": hashlib.sha256(body).hexdigest(),
                                         "size": len(body)}
            for name, body in members.items() if name != "manifest.json"}
        members = {**members, "manifest.json": json.dumps(manifest).encode()}
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as archive:
        for name, body in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(body)
            archive.addfile(info, io.BytesIO(body))
    return out.getvalue()


class _StallingServer:
    """Serves ``raw`` by halves: the first half at once, then nothing until closed."""

    def __init__(self, raw: bytes) -> None:
        self.raw = raw
        self.stop = threading.Event()

    def __enter__(self) -> str:
        import socket

        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(1)

        def serve() -> None:
            try:
                conn, _ = self.sock.accept()
            except OSError:  # closed by __exit__ before any client came (the test is over)
                return
            conn.recv(65536)
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % len(self.raw))
            conn.sendall(self.raw[: len(self.raw) // 2])
            self.stop.wait(60)
            conn.close()

        threading.Thread(target=serve, daemon=True).start()
        return f"http://127.0.0.1:{self.sock.getsockname()[1]}/bundle.tar.gz"

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.sock.close()
