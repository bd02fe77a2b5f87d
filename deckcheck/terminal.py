"""What may reach a terminal: text from a decklist or a file name, control characters escaped.

A decklist line or a file name can hold escape sequences that clear the screen, set the window
title or forge a line of the report; printed as written, they would act on the reader's terminal.
They are shown as Python escapes instead (``\\x1b``), so the report stays readable and inert.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the CLI imports this module for every command; keep it light
    from collections.abc import Mapping
    from typing import TextIO

    from deckcheck.models import DeckResult

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_CONTROL_BUT_NEWLINE = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")


def _escape(match: re.Match[str]) -> str:
    return match.group().encode("unicode_escape").decode("ascii")


def shown(text: str, newlines: bool = False) -> str:
    """``text`` with every control character (C0, DEL, C1) escaped; ``newlines`` keeps line
    breaks (for messages of several lines that deckcheck writes itself)."""
    return (_CONTROL_BUT_NEWLINE if newlines else _CONTROL).sub(_escape, text)


def shown_result(result: DeckResult) -> DeckResult:
    """The result with its path and every violation's message and cards made :func:`shown`."""
    violations = tuple(replace(v, message=shown(v.message), cards=tuple(map(shown, v.cards)))
                       for v in result.violations)
    return replace(result, path=shown(result.path), violations=violations)


def wants_color(choice: str, stream: TextIO | None, environ: Mapping[str, str]) -> bool:
    """``--color``: ``always`` and ``never`` say so; ``auto`` colours a terminal unless
    ``NO_COLOR`` is set (no-color.org), and ``FORCE_COLOR`` forces colours even into a pipe (as
    Node, pytest and rich read it). A variable set to the empty string is not set."""
    if choice != "auto":
        return choice == "always"
    if environ.get("NO_COLOR"):
        return False
    if environ.get("FORCE_COLOR"):
        return True
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):  # a closed stream
        return False
