"""``deckcheck serve`` in the test process: the real server on 127.0.0.1 and a free port, in a
thread, and a small HTTP client for it (the standard library's ``http.client``)."""

from __future__ import annotations

import http.client
import json
import re
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckcheck.serve.launch import page_app
from deckcheck.serve.server import Limits, PageServer, start


@dataclass(frozen=True)
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    @property
    def text(self) -> str:
        return self.body.decode("utf-8")

    def json(self) -> Any:
        return json.loads(self.body)


@contextmanager
def running(catalog: Path | None = None, limits: Limits | None = None) -> Iterator[PageServer]:
    """A page server, serving until the block ends."""
    server = start(lambda chosen: page_app(catalog, "127.0.0.1", chosen), "127.0.0.1", 0,
                   limits)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05},
                              daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def request(server: PageServer, method: str, path: str, body: bytes = b"",
            headers: dict[str, str] | None = None, source: str | None = None,
            timeout: float = 30) -> Answer:
    """One request; ``source``: the local address to send it from (another client)."""
    host, port = server.server_address[:2]
    connection = http.client.HTTPConnection(str(host), port, timeout=timeout,
                                            source_address=(source, 0) if source else None)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return Answer(response.status, {k.lower(): v for k, v in response.getheaders()},
                      response.read())
    finally:
        connection.close()


def api(server: PageServer, path: str, document: dict[str, Any], **headers: str) -> Answer:
    """A JSON post, as a program sends one."""
    return request(server, "POST", path, json.dumps(document).encode("utf-8"),
                   {"Content-Type": "application/json", **headers})


def token(server: PageServer) -> str:
    """The token the page's forms carry."""
    found = re.search(r'name="token" value="([^"]+)"', request(server, "GET", "/").text)
    assert found is not None
    return found.group(1)


def form(server: PageServer, path: str, fields: dict[str, str],
         file: tuple[str, bytes] | None = None, **headers: str) -> Answer:
    """A post of the page's own form (multipart, as the browser sends it), with its token
    unless ``fields`` gives one, from the page's own origin unless ``headers`` say otherwise."""
    fields = {"token": token(server), **fields}
    boundary = uuid.uuid4().hex
    parts = []
    for name, value in fields.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'
                     .encode() + value.encode("utf-8") + b"\r\n")
    if file is not None:
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="file"; '
                     f'filename="{file[0]}"\r\nContent-Type: text/plain\r\n\r\n'.encode()
                     + file[1] + b"\r\n")
    body = b"".join(parts) + f"--{boundary}--\r\n".encode()
    host, port = str(server.server_address[0]), server.server_address[1]
    sent = {"Content-Type": f"multipart/form-data; boundary={boundary}",
            "Origin": f"http://{host}:{port}", "Sec-Fetch-Site": "same-origin", **headers}
    return request(server, "POST", path, body, sent)
