"""A request as the page's routes see it, and the answers they give, with the headers every
answer carries (no script or style from anywhere but this server, no framing, no caching of a
player's list)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from email.message import Message
from http import HTTPStatus
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from deckcheck.lite_dataclass import dataclass

SECURITY_HEADERS = (
    ("Content-Security-Policy", ("default-src 'none'; script-src 'self'; style-src 'self'; "
                                 "img-src 'self'; connect-src 'self'; form-action 'self'; "
                                 "base-uri 'none'; frame-ancestors 'none'")),
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
    ("Referrer-Policy", "same-origin"),  # "no-referrer" would make a form's Origin "null"
    ("Cross-Origin-Opener-Policy", "same-origin"),
    ("Cross-Origin-Resource-Policy", "same-origin"),
)
"""Sent with every answer: the page runs only its own script and style."""

MAX_QUERY_FIELDS = 20


@dataclass(frozen=True)
class Request:
    """One HTTP request, read whole within the server's limits."""

    method: str
    path: str
    query: Mapping[str, str]
    headers: Mapping[str, str]
    """Header names in lower case (the first of a repeated header)."""
    body: bytes
    client: str

    @classmethod
    def of(cls, method: str, target: str, headers: Message, body: bytes,
           client: str) -> Request:
        """The request ``http.server`` read."""
        parts = urlsplit(target)
        try:
            query = dict(parse_qsl(parts.query, keep_blank_values=True,
                                   max_num_fields=MAX_QUERY_FIELDS)) if parts.query else {}
        except ValueError:  # more fields than any link of the page has: none is read
            query = {}
        named: dict[str, str] = {}
        for name, value in headers.items():
            named.setdefault(name.lower(), str(value))
        return cls(method.upper(), parts.path or "/", query, named, body, client)

    def header(self, name: str) -> str | None:
        """A header's value, or None."""
        return self.headers.get(name.lower())

    @property
    def media_type(self) -> str:
        """The body's media type, lower case, without parameters."""
        return (self.header("content-type") or "").split(";")[0].strip().lower()


@dataclass(frozen=True)
class Response:
    """An answer: its status, its media type, its body and any headers of its own."""

    status: int
    content_type: str
    body: bytes
    headers: tuple[tuple[str, str], ...] = ()
    cache: str = "no-store"
    """Cache-Control: a player's list and its verdict are never stored by a cache."""

    @property
    def reason(self) -> str:
        """The status's reason phrase."""
        try:
            return HTTPStatus(self.status).phrase
        except ValueError:
            return ""

    def all_headers(self) -> tuple[tuple[str, str], ...]:
        """Every header of the answer but its length and connection."""
        return (("Content-Type", self.content_type), ("Cache-Control", self.cache),
                *SECURITY_HEADERS, *self.headers)


def plain(status: int, text: str, headers: tuple[tuple[str, str], ...] = ()) -> Response:
    """A short plain-text answer (refusals made before a request is read)."""
    return Response(status, "text/plain; charset=utf-8", (text + "\n").encode("utf-8"), headers)


def json_answer(status: int, document: str | Mapping[str, Any]) -> Response:
    """A JSON answer: ``document`` as given (already JSON text) or encoded."""
    text = document if isinstance(document, str) else \
        json.dumps(document, ensure_ascii=False) + "\n"
    return Response(status, "application/json; charset=utf-8", text.encode("utf-8"))


def html_answer(status: int, page: str, headers: tuple[tuple[str, str], ...] = ()) -> Response:
    """A page."""
    return Response(status, "text/html; charset=utf-8", page.encode("utf-8"), headers)


def download(content: bytes, media_type: str, filename: str) -> Response:
    """A file for the browser to save (``filename``: ASCII, chosen by the server)."""
    return Response(200, media_type, content,
                    (("Content-Disposition", f'attachment; filename="{filename}"'),))
