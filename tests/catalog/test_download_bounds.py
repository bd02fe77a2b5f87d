"""Downloads are bounded in time as a whole, and a failed one blames the URL, in one line."""

from __future__ import annotations

import http.server
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.catalog.store import STALL_BYTES, STALL_SECONDS, download
from deckcheck.cli import app
from deckcheck.errors import CatalogError


class _Trickle(http.server.BaseHTTPRequestHandler):
    """Sends a byte every 0.1 s for ever; redirects to itself at /loop."""

    def log_message(self, format: str, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        if self.path == "/loop":
            self.send_response(302)
            self.send_header("Location", "/loop")
            self.end_headers()
            return
        if self.path == "/short":  # announces 1,000 bytes, sends 500, closes
            self.send_response(200)
            self.send_header("Content-Length", "1000")
            self.end_headers()
            self.wfile.write(b"\x1f\x8b" + b"x" * 498)
            return
        if self.path == "/unannounced":  # no length, and not an archive
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"\x1f\x8b" + b"x" * 498)
            self.close_connection = True
            return
        self.send_response(200)
        self.send_header("Content-Length", "1000000")
        self.end_headers()
        try:
            for _ in range(600):
                self.wfile.write(b"x")
                self.wfile.flush()
                time.sleep(0.1)
        except OSError:
            pass  # the client gave up, as it should


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        pass


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    httpd = _Server(("127.0.0.1", 0), _Trickle)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


def test_a_trickling_server_meets_the_deadline(server: str, tmp_path: Path) -> None:
    started = time.monotonic()
    with pytest.raises(CatalogError, match="not done after") as caught:
        download(f"{server}/archive.tar.gz", tmp_path, timeout=5, deadline=1.0)
    assert time.monotonic() - started < 20  # generous: the trickle alone would take a minute
    assert "--source" in str(caught.value)
    assert list(tmp_path.iterdir()) == []


def test_a_redirect_loop_is_one_line_blaming_the_url(server: str, tmp_path: Path) -> None:
    with pytest.raises(CatalogError) as caught:
        download(f"{server}/loop", tmp_path)
    message = str(caught.value)
    assert "\n" not in message and f"{server}/loop" in message and "--source" in message
    assert ".download-" not in message


def test_an_unwritable_download_folder_blames_the_folder(server: str, tmp_path: Path) -> None:
    not_a_folder = tmp_path / "file"
    not_a_folder.write_bytes(b"")
    with pytest.raises(CatalogError, match="cannot write the download"):
        download(f"{server}/archive.tar.gz", not_a_folder / "sub")


def test_a_drip_feeding_server_is_given_up_after_a_stall(server: str, tmp_path: Path) -> None:
    """Ten bytes a second never goes silent; less than the stall's bytes in its span gives up,
    long before the deadline (issue 23: a stall of a minute under 1 KB/s, scaled down here)."""
    started = time.monotonic()
    with pytest.raises(CatalogError, match="too slow to finish") as caught:
        download(f"{server}/archive.tar.gz", tmp_path, timeout=5, deadline=600,
                 stall=(1.0, 1024))
    assert time.monotonic() - started < 20
    assert "--source" in str(caught.value)
    assert list(tmp_path.iterdir()) == []


def test_the_stall_bound_is_a_minute_under_one_kilobyte_a_second() -> None:
    assert (STALL_SECONDS, STALL_BYTES) == (60.0, 60 * 1024)


def test_a_short_download_blames_the_url_not_a_temporary_file(server: str,
                                                              tmp_path: Path) -> None:
    with pytest.raises(CatalogError) as caught:
        download(f"{server}/short", tmp_path)
    message = str(caught.value)
    assert f"{server}/short" in message and "500 of the 1,000 bytes" in message
    assert ".download-" not in message
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("path", ["/short", "/unannounced"])
def test_catalog_update_of_a_bad_download_names_the_url(server: str, tmp_path: Path,
                                                        path: str) -> None:
    result = CliRunner().invoke(app, ["catalog", "update", "--source", f"{server}{path}",
                                      "--catalog", str(tmp_path / "c.sqlite3")])
    assert result.exit_code == exitcodes.CATALOG_FAILED
    assert f"{server}{path}" in result.stderr and ".download-" not in result.stderr
