"""Downloading the archive, for real, from an HTTP server on 127.0.0.1 serving the miniature one."""

from __future__ import annotations

import http.server
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import minicatalog
import pytest
from typer.testing import CliRunner

from deckcheck.catalog.store import download, read_info
from deckcheck.cli import app
from deckcheck.errors import CatalogError


class _Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        pass  # the size-cap test hangs up mid-transfer on purpose


@pytest.fixture(scope="module")
def server(mini_archive: Path) -> Iterator[str]:
    def handler(*args: object, **kwargs: object) -> _Handler:
        return _Handler(*args, directory=str(mini_archive.parent), **kwargs)  # type: ignore[arg-type]

    httpd = _QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/{mini_archive.name}"
    httpd.shutdown()


def test_download_reports_progress(server: str, tmp_path: Path, mini_archive: Path) -> None:
    seen: list[tuple[int, int | None]] = []
    path = download(server, tmp_path, progress=lambda got, total: seen.append((got, total)))
    assert path.read_bytes() == mini_archive.read_bytes()
    assert seen[-1] == (mini_archive.stat().st_size, mini_archive.stat().st_size)


def test_download_over_the_size_cap_is_refused(server: str, tmp_path: Path) -> None:
    with pytest.raises(CatalogError, match="allowed"):
        download(server, tmp_path, max_bytes=1000)
    assert list(tmp_path.iterdir()) == []


def test_unreachable_network_is_one_line(tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed again: nothing listens there
    with pytest.raises(CatalogError, match="cannot download"):
        download(f"http://127.0.0.1:{port}/x.tar.gz", tmp_path)


def test_a_server_that_never_answers_times_out(tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen(1)  # accepts the connection, never replies
        url = f"http://127.0.0.1:{sock.getsockname()[1]}/x.tar.gz"
        with pytest.raises(CatalogError, match="cannot download"):
            download(url, tmp_path, timeout=0.5)


def test_catalog_update_from_a_url(server: str, tmp_path: Path) -> None:
    target = tmp_path / "c.sqlite3"
    result = CliRunner().invoke(app, ["catalog", "update", "--source", server,
                                      "--catalog", str(target)])
    assert result.exit_code == 0, result.output
    assert read_info(target).source == server
    # The download is removed; the lock file stays (removing it would race a waiting update).
    assert [p.name for p in tmp_path.iterdir() if p.suffix != ".lock"] == ["c.sqlite3"]


def test_failed_update_keeps_working_on_the_old_catalog(server: str, tmp_path: Path) -> None:
    target = tmp_path / "c.sqlite3"
    runner = CliRunner()
    assert runner.invoke(app, ["catalog", "update", "--source", server,
                               "--catalog", str(target)]).exit_code == 0
    result = runner.invoke(app, ["catalog", "update", "--source", server + ".missing",
                                 "--catalog", str(target)])
    assert result.exit_code == 1
    assert "cannot download" in result.output
    assert read_info(target).counts["cards"] == minicatalog.prints(minicatalog.load_facts())
