"""A download that fails names the URL and the way round it: ``--source`` with a local archive."""

from __future__ import annotations

import socket
from pathlib import Path

from typer.testing import CliRunner

from deckcheck.cli import app


def test_a_failed_download_names_the_url_and_suggests_a_local_archive(tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed again: nothing listens there
    url = f"http://127.0.0.1:{port}/cards-database.tar.gz"
    result = CliRunner().invoke(app, ["catalog", "update", "--source", url,
                                      "--catalog", str(tmp_path / "c.sqlite3")])
    assert result.exit_code == 1
    message = result.output.strip()
    assert len(message.splitlines()) == 1
    assert f"cannot download {url}" in message
    assert "--source ARCHIVE.tar.gz" in message
