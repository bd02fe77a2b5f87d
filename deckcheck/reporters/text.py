"""``--output text``: per deck, its verdict, counts and every violation, readable at a glance."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import typer

from deckcheck.data import RulesData
from deckcheck.formats import GameFormat
from deckcheck.models import DeckResult, Severity, Verdict, Violation
from deckcheck.reporters.base import Reporter, Tally
from deckcheck.terminal import shown_result

Style = Callable[..., str]
"""``style(text, fg=..., bold=...)``: ANSI styling on a terminal, the text unchanged otherwise."""

_COLORS = {Severity.ERROR: "red", Severity.WARNING: "yellow"}
_VERDICTS = {Verdict.LEGAL: ("LEGAL", "green"), Verdict.NOT_LEGAL: ("NOT LEGAL", "red"),
             Verdict.UNDECIDED: ("UNDECIDED", "yellow")}


class TextReporter(Reporter):
    """The report for people; ``color`` adds ANSI colours (only on a terminal)."""

    def _style(self, text: str, **kwargs: Any) -> str:
        return typer.style(text, **kwargs) if self.color else text

    def deck(self, result: DeckResult) -> str:
        # Text from the decklist or a file name reaches a terminal: control characters escaped.
        return _deck(shown_result(result), self.format, self.data, self._style) + "\n"

    def end(self, tally: Tally) -> str:
        used = sorted(tally.formats - {self.format.id})
        # Per-path settings can check some decks in other formats than the run's default.
        formats = self.format.name + (f"; also {', '.join(used)}" if used else "")
        undecided = tally.verdicts[Verdict.UNDECIDED]
        summary = (f"{tally.decks} {'deck' if tally.decks == 1 else 'decks'} checked "
                   f"({formats}): {tally.verdicts[Verdict.LEGAL]} legal, "
                   + (f"{undecided} undecided, " if undecided else "")
                   + f"{tally.verdicts[Verdict.NOT_LEGAL]} not legal")
        return self._style(summary, bold=True) + "\n"


def _deck(result: DeckResult, game_format: GameFormat, data: RulesData, style: Style) -> str:
    word, color = _VERDICTS[result.verdict]
    verdict = style(word, fg=color, bold=True)
    tally = []
    if result.errors:
        tally.append(f"{result.errors} {'error' if result.errors == 1 else 'errors'}")
    if result.undecided:
        # Said in words that cannot be read as a pass: a judge has to settle these.
        tally.append(f"{result.undecided} {'point' if result.undecided == 1 else 'points'} "
                     "to confirm with a judge")
    advice = result.warnings - result.undecided
    if advice:
        tally.append(f"{advice} {'warning' if advice == 1 else 'warnings'}")
    head = f"{style(result.path, bold=True)}: {verdict}" + (f" ({', '.join(tally)})" if tally
                                                           else "")
    if result.format_id != game_format.id:  # a per-path format from the project's settings
        head += f" [format: {result.format_id}]"
    c = result.counts
    unsorted = c["total"] - c["pokemon"] - c["trainer"] - c["energy"]
    tally_line = f"  Pokémon {c['pokemon']} · Trainer {c['trainer']} · Energy {c['energy']}"
    if unsorted:
        tally_line += f" · not sorted {unsorted}"
    tally_line += f" · Total {c['total']}"
    for zone, label in (("team", "Team"), ("evolution", "Evolution Deck")):
        if zone in c:  # the house-rules variant's zones apart from the deck
            tally_line += f" · {label} {c[zone]}"
    lines = [head, tally_line]
    for v in result.violations:
        lines.extend(_violation(v, data, style))
    return "\n".join(lines) + "\n"


def _violation(v: Violation, data: RulesData, style: Style) -> list[str]:
    where = ""
    if v.lines:
        shown = ", ".join(str(n) for n in v.lines[:8]) + (", …" if len(v.lines) > 8 else "")
        where = f"line {shown}: " if len(v.lines) == 1 else f"lines {shown}: "
    shown = "undecided" if v.undecided and v.severity is Severity.WARNING else v.severity.value
    label = style(f"{shown:<9}", fg=_COLORS[v.severity], bold=True)
    out = [f"  {label} {style(v.rule, bold=True)}  {where}{v.message}"]
    for card in v.cards[:12]:
        out.append(f"            · {card}")
    if len(v.cards) > 12:
        out.append(f"            · … and {len(v.cards) - 12} more")
    citation = data.citations.get(v.rule)
    if citation is not None and v.severity is Severity.ERROR:
        source = ""
        if citation["quotes"]:
            quote = citation["quotes"][0]
            source = f" (rulebook: “{quote['section']}”)"
        out.append(style(f"            rule: {citation['summary']}{source}", dim=True))
    return out
