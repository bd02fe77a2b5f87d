"""``--output github``: one GitHub Actions workflow command per violation.

Errors become ``::error``, warnings ``::warning``, each on the first line involved (line 1 for a
deck-wide violation), so they show up on the decklist in a pull request. A point deckcheck could
not decide is a warning titled ``rule (undecided)``: the job still fails (exit code 3).
"""

from __future__ import annotations

from typing import Any

from deckcheck.i18n import _
from deckcheck.models import DeckResult
from deckcheck.reporters.base import Reporter
from deckcheck.rules.base import run_wide
from deckcheck.terminal import shown


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

    def deck(self, result: DeckResult) -> str:
        out = []
        for v in result.violations:
            message = v.message
            if v.cards:
                message += " (" + "; ".join(v.cards) + ")"
            # Translators: the title of a GitHub annotation; {rule} is a rule id.
            title = _("{rule} (undecided)").format(rule=v.rule) if v.undecided else v.rule
            if not v.lines and run_wide(v.rule):
                if (v.rule, message) in self._said:
                    continue
                self._said.add((v.rule, message))
                out.append(f"::{v.severity.value} title={_escape_property(title)}::"
                           f"{_escape_data(message)}\n")
                continue
            line = v.lines[0] if v.lines else 1
            out.append(f"::{v.severity.value} file={_escape_property(result.path)},line={line},"
                       f"title={_escape_property(title)}::{_escape_data(message)}\n")
        return "".join(out)
