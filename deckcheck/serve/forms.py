"""Request bodies read into fields: a form (URL-encoded, or multipart with a list's file) or a
JSON object. Nothing is written anywhere: a file posted with a form is kept as bytes."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qsl

from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass

MAX_FIELDS = 30
"""Fields a form may post (the page's forms have about twelve)."""
MAX_FIELD_CHARS = 200
"""Characters of a field other than the list (a player's name, a card's name, a date)."""


class BadRequest(Exception):
    """A body that cannot be read as the route expects; its message says why, in the active
    language."""


@dataclass(frozen=True)
class Form:
    """A posted form: its text fields, and the list's file (its bytes and its name) if any."""

    fields: dict[str, str]
    file: bytes | None = None
    filename: str | None = None

    def get(self, name: str, default: str = "") -> str:
        """A field's value, as posted, or ``default``."""
        return self.fields.get(name, default)

    def short(self, name: str) -> str:
        """A field that is not the list: stripped, cut to :data:`MAX_FIELD_CHARS`."""
        return self.get(name).strip()[:MAX_FIELD_CHARS]


def read_form(media_type: str, content_type: str, body: bytes) -> Form:
    """The form a page's request posted."""
    if media_type == "application/x-www-form-urlencoded":
        try:
            pairs = parse_qsl(body.decode("utf-8"), keep_blank_values=True,
                              max_num_fields=MAX_FIELDS, strict_parsing=False)
        except (UnicodeDecodeError, ValueError) as exc:
            raise BadRequest(_("the form could not be read")) from exc
        return Form(dict(pairs))
    if media_type == "multipart/form-data":
        return _multipart(content_type, body)
    raise BadRequest(_("the form could not be read"))


def _multipart(content_type: str, body: bytes) -> Form:
    """A multipart form, read with the standard library's MIME parser."""
    from email import policy
    from email.parser import BytesParser

    message = BytesParser(policy=policy.HTTP).parsebytes(
        b"Content-Type: " + content_type.encode("latin-1", "replace") + b"\r\n\r\n" + body)
    if not message.is_multipart():
        raise BadRequest(_("the form could not be read"))
    fields: dict[str, str] = {}
    file: bytes | None = None
    filename: str | None = None
    parts = list(message.iter_parts())
    if len(parts) > MAX_FIELDS:
        raise BadRequest(_("the form could not be read"))
    for part in parts:
        name = part.get_param("name", header="content-disposition")
        if not isinstance(name, str):
            continue
        payload = part.get_payload(decode=True)
        content = payload if isinstance(payload, bytes) else b""
        if part.get_filename() is not None:
            if name == "file" and content:
                file, filename = content, str(part.get_filename())
            continue
        fields.setdefault(name, content.decode("utf-8", "replace"))
    return Form(fields, file, filename)


def read_json(body: bytes, allowed: dict[str, type]) -> dict[str, Any]:
    """A JSON object whose keys are among ``allowed``, each of its type or null."""
    try:
        document = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise BadRequest(_("the request is not JSON")) from exc
    if not isinstance(document, dict):
        raise BadRequest(_("the request is not a JSON object"))
    for key, value in document.items():
        kind = allowed.get(key)
        if kind is None:
            # Translators: {key} is a JSON key of the request; {keys} the ones allowed.
            raise BadRequest(_("unknown key {key!r}; the keys are {keys}").format(
                key=key, keys=", ".join(allowed)))
        if value is not None and not isinstance(value, kind):
            # Translators: {key} is a JSON key of the request.
            raise BadRequest(_("{key!r} must be text").format(key=key))
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                # JSON's "\ud800" escapes a half of a UTF-16 pair, which is no character: no
                # list or name holds one, and the checker reads UTF-8 only.
                # Translators: {key} is a JSON key of the request.
                raise BadRequest(_("{key!r} holds an escape that is no character (a lone "
                                   "\\u surrogate)").format(key=key)) from None
    return document
