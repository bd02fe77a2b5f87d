"""The HTTP server of ``deckcheck serve``: the standard library's ``http.server``, bounded.

Why the standard library: the page needs four routes, a form parser and a JSON body; a web
framework would be a new dependency (and a new start-up cost) for what ``http.server`` and a
thread pool already do, and nothing needs a build step. What a framework would add for a server
that a club may expose, this module does itself:

* **a bounded pool**: connections are handled by a fixed number of threads, never one thread
  per connection, and checks run in their own small pool (:mod:`deckcheck.serve.work`);
* **one client cannot starve the rest**: at most :attr:`Limits.per_client` connections from one
  address at a time (the next is answered 429 at once), at most :attr:`Limits.waiting`
  connections in all (503 beyond);
* **a time limit per request**: every socket read waits at most :attr:`Limits.io_seconds`, and a
  connection still open :attr:`Limits.request_seconds` after it was accepted is cut (a client
  that sends one byte a second holds its slot no longer than that);
* **request bodies capped** at :attr:`Limits.max_body` bytes (1 MB, as a decklist file is),
  refused before they are read (a body up to :data:`DRAINED` times the cap is then read and
  dropped, within the connection's deadline, so that a browser sees the refusal);
* **no stack trace in any response**: an unexpected error is a plain 500 page (its type and
  place go to the server's own standard error, never the request's content).
"""

from __future__ import annotations

import contextlib
import queue
import socket
import socketserver
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler
from typing import TYPE_CHECKING, Any

from deckcheck.lite_dataclass import dataclass

if TYPE_CHECKING:
    from deckcheck.serve.app import App
    from deckcheck.serve.http import Response


@dataclass(frozen=True)
class Limits:
    """What one request and one client may take of the server."""

    max_body: int = 1_000_000
    """Bytes of a request body: a decklist file is read up to 1 MB, so is a request."""
    io_seconds: float = 10.0
    """How long one read from or write to a client may wait."""
    request_seconds: float = 30.0
    """How long a connection may stay open in all, from accepted to answered."""
    check_seconds: float = 20.0
    """How long a request waits for its check (then: 503, try again)."""
    per_client: int = 6
    """Connections one client address may have open at once (a browser opens up to six)."""
    connections: int = 16
    """Threads that read requests and write answers."""
    waiting: int = 64
    """Connections accepted in all (being answered, or waiting for a thread)."""
    checkers: int = 2
    """Threads that check lists and draw sheets (the work is CPU-bound: about one a core)."""


DRAINED = 4
"""A body up to this many times the cap is read and dropped after its refusal is sent."""


class _Handler(BaseHTTPRequestHandler):
    """Reads one request within the limits, hands it to the app, writes its answer."""

    server: PageServer
    protocol_version = "HTTP/1.1"

    def version_string(self) -> str:
        return "deckcheck"  # no Python version for a visitor to read

    def setup(self) -> None:
        super().setup()
        self.connection.settimeout(self.server.limits.io_seconds)

    def do_GET(self) -> None:  # http.server's names: do_GET…
        self._answer(b"")

    def do_HEAD(self) -> None:
        self._answer(b"", head=True)

    def do_POST(self) -> None:
        from deckcheck.serve import http

        if self.headers.get("Transfer-Encoding") is not None:
            self._send(http.plain(411, "Content-Length is required"))
            return
        length_header = self.headers.get("Content-Length")
        if length_header is None or not length_header.strip().isdigit():
            self._send(http.plain(411, "Content-Length is required"))
            return
        length = int(length_header)
        if length > self.server.limits.max_body:
            self._send(self.server.app.too_large(self._request(b"")))
            if length <= DRAINED * self.server.limits.max_body:
                # Answered first, then read and dropped: a browser sends the whole body
                # before it reads, and closing on an unread body resets the connection
                # before the browser has read the refusal.
                self._drain(length)
            return
        body = self.rfile.read(length)
        if len(body) < length:
            self.close_connection = True
            return
        self._answer(body)

    def _drain(self, length: int) -> None:
        """Read and drop ``length`` bytes of body (less if the client stops sending)."""
        left = length
        while left > 0:
            chunk = self.rfile.read(min(left, 65536))
            if not chunk:
                return
            left -= len(chunk)

    def do_PUT(self) -> None:
        self._not_allowed()

    do_DELETE = do_PATCH = do_OPTIONS = do_PUT

    def _not_allowed(self) -> None:
        from deckcheck.serve import http

        self._send(http.plain(405, "Method Not Allowed", (("Allow", "GET, HEAD, POST"),)))

    def _request(self, body: bytes) -> Any:
        from deckcheck.serve.http import Request

        return Request.of(self.command, self.path, self.headers, body, self.client_address[0])

    def _answer(self, body: bytes, head: bool = False) -> None:
        try:
            response = self.server.app(self._request(body))
        except Exception as exc:  # no request may see a traceback
            _report(exc, self.command, self.path)
            response = self.server.app.failed()
        self._send(response, head)

    def _send(self, response: Response, head: bool = False) -> None:
        self.close_connection = True
        self.send_response(response.status)
        for name, value in response.all_headers():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(response.body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if not head:
            self.wfile.write(response.body)

    def log_message(self, format: str, *args: Any) -> None:  # http.server's signature
        """No request log: a request carries a player's list and details, never kept."""


def _report(exc: BaseException, method: str, path: str) -> None:
    """An unexpected error, said on the server's standard error: its type and where it was
    raised, never its message (it may quote the request) nor the request's content."""
    frame = exc.__traceback__
    while frame is not None and frame.tb_next is not None:
        frame = frame.tb_next
    where = f"{frame.tb_frame.f_code.co_filename}:{frame.tb_lineno}" if frame else "?"
    route = path.split("?")[0][:100]
    print(f"deckcheck serve: {type(exc).__name__} at {where} answering {method} {route}",
          file=sys.stderr)


class _Watch:
    """Cuts connections still open past their deadline (a slow client keeps its slot no
    longer than :attr:`Limits.request_seconds`)."""

    def __init__(self) -> None:
        self._open: dict[socket.socket, float] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="deckcheck-watch", daemon=True)
        self._thread.start()

    def add(self, sock: socket.socket, deadline: float) -> None:
        with self._lock:
            self._open[sock] = deadline

    def remove(self, sock: socket.socket) -> None:
        with self._lock:
            self._open.pop(sock, None)

    def _run(self) -> None:
        while not self._stop.wait(0.2):
            now = time.monotonic()
            with self._lock:
                late = [sock for sock, deadline in self._open.items() if deadline <= now]
                for sock in late:
                    del self._open[sock]
            for sock in late:
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


class PageServer(socketserver.TCPServer):
    """The page's server: connections handled by a bounded pool, within :class:`Limits`."""

    allow_reuse_address = True
    request_queue_size = 64

    def __init__(self, address: tuple[str, int], app: App, limits: Limits) -> None:
        self.app = app
        self.limits = limits
        if ":" in address[0]:
            self.address_family = socket.AF_INET6
        self._lock = threading.Lock()
        self._clients: Counter[str] = Counter()
        self._open = 0
        self._pool = ThreadPoolExecutor(limits.connections, thread_name_prefix="deckcheck-http")
        self._refusals: queue.Queue[tuple[socket.socket, int] | None] = queue.Queue(16)
        self._refuser = threading.Thread(target=self._refuse_loop, name="deckcheck-refuse",
                                         daemon=True)
        self._watch = _Watch()
        try:
            super().__init__(address, _Handler)
        except OSError as exc:  # the port taken, the address not this machine's: named
            self._watch.stop()
            app.close()
            host = f"[{address[0]}]" if ":" in address[0] else address[0]
            raise OSError(exc.errno, exc.strerror, f"{host}:{address[1]}") from None
        self._refuser.start()

    @property
    def url(self) -> str:
        """The page's address, as a browser on this machine opens it."""
        host, port = str(self.server_address[0]), self.server_address[1]
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{port}/"

    def process_request(self, request: Any, client_address: Any) -> None:
        """Hand the connection to the pool, or refuse it at once: 429 when its client already
        has :attr:`Limits.per_client` open, 503 when the server has :attr:`Limits.waiting`."""
        client = str(client_address[0])
        with self._lock:
            if self._clients[client] >= self.limits.per_client:
                refused = 429
            elif self._open >= self.limits.waiting:
                refused = 503
            else:
                refused = 0
                self._clients[client] += 1
                self._open += 1
        if refused:
            try:
                self._refusals.put_nowait((request, refused))
            except queue.Full:  # a flood: no answer at all for those
                self.shutdown_request(request)
            return
        self._watch.add(request, time.monotonic() + self.limits.request_seconds)
        self._pool.submit(self._handle, request, client_address, client)

    def _handle(self, request: socket.socket, client_address: Any, client: str) -> None:
        try:
            self.finish_request(request, client_address)
        except Exception:  # a client gone, or cut at its deadline
            pass
        finally:
            self._watch.remove(request)
            self.shutdown_request(request)
            with self._lock:
                self._clients[client] -= 1
                if not self._clients[client]:
                    del self._clients[client]
                self._open -= 1

    def _refuse_loop(self) -> None:
        from deckcheck.serve import http

        while True:
            item = self._refusals.get()
            if item is None:
                return
            sock, status = item
            answer = http.plain(status, "Too Many Requests" if status == 429
                                else "Service Unavailable", (("Retry-After", "1"),))
            head = "".join(f"{name}: {value}\r\n" for name, value in answer.all_headers())
            data = (f"HTTP/1.1 {status} {answer.reason}\r\n{head}Content-Length: "
                    f"{len(answer.body)}\r\nConnection: close\r\n\r\n").encode() + answer.body
            try:
                sock.settimeout(1.0)
                with contextlib.suppress(OSError):
                    sock.recv(65536)  # the request's head, so that closing does not reset it
                sock.sendall(data)
                sock.shutdown(socket.SHUT_WR)
            except OSError:
                pass
            finally:
                sock.close()

    def server_close(self) -> None:
        super().server_close()
        self._refusals.put(None)
        self._pool.shutdown(wait=True, cancel_futures=True)
        self._watch.stop()
        self.app.close()


def start(app_factory: Callable[[Limits], App], host: str = "127.0.0.1", port: int = 0,
          limits: Limits | None = None) -> PageServer:
    """A server bound to ``host``:``port`` (0: a free port), not yet serving: call its
    ``serve_forever()`` (in a thread for tests), and ``shutdown()`` then ``server_close()``."""
    chosen = limits or Limits()
    return PageServer((host, port), app_factory(chosen), chosen)
