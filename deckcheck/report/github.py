"""``--output github``: one GitHub Actions workflow command per violation.

Errors become ``::error``, warnings ``::warning``, each on the first line involved (line 1 for a
deck-wide violation), so they show up on the decklist in a pull request. A point deckcheck could
not decide is a warning titled ``rule (undecided)``: the job still fails (exit code 3).
"""

from __future__ import annotations

import json
from typing import Any

from deckcheck.i18n import _
from deckcheck.models import DeckResult
from deckcheck.report.base import Reporter
from deckcheck.rules import run_wide
from deckcheck.terminal import shown

_RUN_WIDE = "\x00"
"""Starts the line before a run-wide annotation in a rendered deck: its (rule, message) as JSON.
No annotation holds a NUL (control characters are escaped), and JSON escapes its own."""


def _escape_data(value: str) -> str:
    # Control characters from a decklist or a file name would act on the log viewer: escaped.
    value = value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return shown(value)


def _escape_property(value: str) -> str:
    return _escape_data(value).replace(":", "%3A").replace(",", "%2C")


class GithubReporter(Reporter):
    """Annotations for every violation of every deck; a finding about the whole run (the data's
    age) once per run, with no file, so GitHub's per-step annotation limit is left for the
    lists."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._said: set[tuple[str, str]] = set()

    def abort(self, message: str) -> str:
        return f"::error title=deckcheck::{_escape_data(message)}\n"

    def render(self, result: DeckResult) -> str:
        out = []
        for v in result.violations:
            message = v.message
            if v.cards:
                message += " (" + "; ".join(v.cards) + ")"
            # Translators: the title of a GitHub annotation; {rule} is a rule id.
            title = _("{rule} (undecided)").format(rule=v.rule) if v.undecided else v.rule
            if not v.lines and run_wide(v.rule):
                # Said once per run, which only joined() knows: this line's key goes before it.
                out.append(_RUN_WIDE + json.dumps([v.rule, message]) + "\n")
                out.append(f"::{v.severity.value} title={_escape_property(title)}::"
                           f"{_escape_data(message)}\n")
                continue
            line = v.lines[0] if v.lines else 1
            out.append(f"::{v.severity.value} file={_escape_property(result.path)},line={line},"
                       f"title={_escape_property(title)}::{_escape_data(message)}\n")
        return "".join(out)

    def joined(self, rendered: str) -> str:
        if _RUN_WIDE not in rendered:
            return rendered
        out = []
        lines = iter(line + "\n" for line in rendered.split("\n")[:-1])  # each ends in one
        for line in lines:
            if line.startswith(_RUN_WIDE):
                said = tuple(json.loads(line[1:]))
                line = next(lines)
                if said in self._said:
                    continue
                self._said.add(said)
            out.append(line)
        return "".join(out)
