"""A rule's docstring for its readers: plain text for a terminal, Markdown for SARIF.

Rule docstrings are written in reStructuredText as Python documents itself: ````literal````,
``:mod:`deckcheck.names.canonical``` and ``**Fails**``. A terminal shows that markup as noise, so
:func:`as_text` drops it and wraps each paragraph to the terminal's width (list items keep their
bullets, hanging under them); :func:`as_markdown` turns it into the Markdown code scanning shows
(``help.markdown`` in SARIF).
"""

from __future__ import annotations

import re
import textwrap

_ROLE = re.compile(r":[a-z]+:`~?([^`]+)`")
"""A Sphinx role (``:mod:`deckcheck.names.canonical```): its target is what a reader needs."""
_LITERAL = re.compile(r"``(.+?)``", re.DOTALL)
_STRONG = re.compile(r"\*\*(.+?)\*\*", re.DOTALL)
_BULLET = re.compile(r"^([*-]) ")


def paragraphs(doc: str) -> list[tuple[str, str]]:
    """The docstring's paragraphs, each on one line: (kind, text). ``kind`` is ``paragraph``,
    ``item`` (a list item) or ``line`` (a line starting with strong text, such as
    ``**Fails**:``, that follows the one before it without a blank line)."""
    out: list[tuple[str, str]] = []
    for block in re.split(r"\n\s*\n", doc.strip()):
        kind, current = "paragraph", list[str]()
        for line in block.splitlines():
            stripped = line.strip()
            if _BULLET.match(stripped) or (stripped.startswith("**") and current):
                if current:
                    out.append((kind, " ".join(current)))
                if _BULLET.match(stripped):
                    kind, current = "item", [stripped[2:]]
                else:
                    kind, current = "line", [stripped]
            else:
                current.append(stripped)
        if current:
            out.append((kind, " ".join(current)))
    return out


def _join(pieces: list[tuple[str, str]], line_break: str = "\n") -> str:
    """Paragraphs apart by a blank line; list items and strong-led lines by a line break
    (``line_break`` before a strong-led line: Markdown's is two spaces and a new line)."""
    out = ""
    previous = ""
    for index, (kind, text) in enumerate(pieces):
        if index:
            if kind == "line":
                out += line_break
            else:
                out += "\n" if kind == "item" and previous == "item" else "\n\n"
        out += text
        previous = kind
    return out


def as_text(doc: str, width: int = 100) -> str:
    """The docstring as plain text for a terminal ``width`` columns wide."""
    pieces = []
    # Paragraphs first: a line that starts with strong text ("**Passes**") is known by its
    # markup, so the markup goes after.
    for kind, marked in paragraphs(doc):
        text = _STRONG.sub(r"\1", _LITERAL.sub(r"\1", _ROLE.sub(r"\1", marked)))
        if kind == "item":
            text = textwrap.fill(text, width, initial_indent="  • ", subsequent_indent="    ",
                                 break_on_hyphens=False)
        else:
            text = textwrap.fill(text, width, break_on_hyphens=False)
        pieces.append((kind, text))
    return _join(pieces)


def as_markdown(doc: str) -> str:
    """The docstring as Markdown (roles and literals as code, strong text kept)."""
    marked = _LITERAL.sub(r"`\1`", _ROLE.sub(r"`\1`", doc))
    return _join([(kind, f"- {text}" if kind == "item" else text)
                  for kind, text in paragraphs(marked)], line_break="  \n")
