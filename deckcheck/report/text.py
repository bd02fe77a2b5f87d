"""``--output text``: per deck, its verdict, counts and every violation, readable at a glance."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import typer

from deckcheck import i18n
from deckcheck.formats import GameFormat
from deckcheck.i18n import N_, _, citations, ngettext
from deckcheck.models import DeckResult, Severity, Verdict, Violation
from deckcheck.report.base import Reporter, Tally
from deckcheck.rulesdata import RulesData
from deckcheck.terminal import shown_result

Style = Callable[..., str]
"""``style(text, fg=..., bold=...)``: ANSI styling on a terminal, the text unchanged otherwise."""

_COLORS = {Severity.ERROR: "red", Severity.WARNING: "yellow"}
# Translators: a deck's verdict, shown in capitals after its file name.
_VERDICTS = {Verdict.LEGAL: (N_("LEGAL"), "green"), Verdict.NOT_LEGAL: (N_("NOT LEGAL"), "red"),
             Verdict.UNDECIDED: (N_("UNDECIDED"), "yellow")}
# Translators: the label of one finding in the text report, padded to nine characters.
_SEVERITIES = {Severity.ERROR: N_("error"), Severity.WARNING: N_("warning")}


class TextReporter(Reporter):
    """The report for people; ``color`` adds ANSI colours (only on a terminal)."""

    def _style(self, text: str, **kwargs: Any) -> str:
        return typer.style(text, **kwargs) if self.color else text

    def render(self, result: DeckResult) -> str:
        if self.quiet:
            if result.verdict is Verdict.LEGAL:
                return ""
            # --quiet: what makes the deck not legal, or undecided; no counts, no advice.
            result = replace(result, violations=tuple(
                v for v in result.violations if v.severity is Severity.ERROR or v.undecided))
        # Text from the decklist or a file name reaches a terminal: control characters escaped.
        return _deck(shown_result(result), self.format, self.data, self._style,
                     counts=not self.quiet) + "\n"

    def end(self, tally: Tally) -> str:
        used = sorted(tally.formats - {self.format.id})
        name = self.format.shown_name
        day = getattr(self.format, "day", None)
        if self.format.dated and day is not None:
            # A run as of a date says which (it may come from the settings, not the command).
            # Translators: {format} is a format's name, {day} a date as your language writes it.
            name = _("{format} as of {day}").format(format=name, day=i18n.day(day))
        # Per-path settings can check some decks in other formats than the run's default.
        # Translators: {format} is the run's format, {others} the other formats used.
        formats = _("{format}; also {others}").format(
            format=name, others=", ".join(format_label(used_id, self.data) for used_id in used)) \
            if used else name
        undecided = tally.verdicts[Verdict.UNDECIDED]
        legal, not_legal = tally.verdicts[Verdict.LEGAL], tally.verdicts[Verdict.NOT_LEGAL]
        # Translators: how many decks got a verdict ("decks" is the noun understood).
        counts = [ngettext("{count} legal", "{count} legal", legal).format(count=legal)]
        if undecided:
            counts.append(ngettext("{count} undecided", "{count} undecided",
                                   undecided).format(count=undecided))
        counts.append(ngettext("{count} not legal", "{count} not legal",
                               not_legal).format(count=not_legal))
        # Translators: the last line of a run. {formats}: the format(s) used; {counts}: how
        # many decks got each verdict, e.g. "7 legal, 1 undecided, 8 not legal".
        summary = ngettext("{count} deck checked ({formats}): {counts}",
                           "{count} decks checked ({formats}): {counts}",
                           tally.decks).format(count=tally.decks, formats=formats,
                                               counts=", ".join(counts))
        data = "" if self.provenance is None else \
            self._style(self.provenance.sentence(), dim=True) + "\n"
        # What a walk left out is part of the run's outcome: a CI log shows files were skipped.
        left_out = "" if not tally.left_out else tally.left_out.sentence() + "\n"
        return data + left_out + self._style(summary, bold=True) + "\n"


def findings(result: DeckResult) -> list[str]:
    """What a deck's check found, counted in words ("2 errors", "1 point to confirm with a
    judge", "1 warning"): the text report's and the page's deck heading."""
    tally = []
    if result.errors:
        tally.append(ngettext("{count} error", "{count} errors",
                              result.errors).format(count=result.errors))
    if result.undecided:
        # Said in words that cannot be read as a pass: a judge has to settle these.
        tally.append(ngettext("{count} point to confirm with a judge",
                              "{count} points to confirm with a judge",
                              result.undecided).format(count=result.undecided))
    advice = result.warnings - result.undecided
    if advice:
        tally.append(ngettext("{count} warning", "{count} warnings",
                              advice).format(count=advice))
    return tally


def _deck(result: DeckResult, game_format: GameFormat, data: RulesData, style: Style,
          counts: bool = True) -> str:
    word, color = _VERDICTS[result.verdict]
    verdict = style(_(word), fg=color, bold=True)
    tally = findings(result)
    path = style(result.path, bold=True)
    if tally:
        # Translators: a deck's first line: its file, its verdict and what was found, e.g.
        # "decks/lost.txt: NOT LEGAL (2 errors, 1 warning)".
        head = _("{path}: {verdict} ({findings})").format(path=path, verdict=verdict,
                                                          findings=", ".join(tally))
    else:
        head = _("{path}: {verdict}").format(path=path, verdict=verdict)
    if result.format_id != game_format.id:  # a per-path format from the project's settings
        # Translators: after a deck's verdict, when its format is not the run's ({format}: its
        # name, "Expanded", or a format file's path).
        head += " " + _("[format: {format}]").format(format=format_label(result.format_id, data))
    c = result.counts
    unsorted = c["total"] - c["pokemon"] - c["trainer"] - c["energy"]
    # Translators: the deck's card counts, one label and number each.
    parts = [_("Pokémon {count}").format(count=c["pokemon"]),
             _("Trainer {count}").format(count=c["trainer"]),
             _("Energy {count}").format(count=c["energy"])]
    if unsorted:
        # Translators: cards not known to be Pokémon, Trainer or Energy.
        parts.append(_("not sorted {count}").format(count=unsorted))
    parts.append(_("Total {count}").format(count=c["total"]))
    for zone, label in (("team", N_("Team {count}")), ("evolution", N_("Evolution Deck {count}"))):
        if zone in c:  # the house-rules variant's zones apart from the deck
            parts.append(_(label).format(count=c[zone]))
    lines = [head, "  " + " · ".join(parts)] if counts else [head]
    if result.violations:
        # The labels are padded to the longest in the reader's language: worked out per deck.
        width = max(9, *(len(_(label)) for label in (*_SEVERITIES.values(), "undecided")))
        for v in result.violations:
            lines.extend(_violation(v, data, style, width))
    return "\n".join(lines) + "\n"


def _violation(v: Violation, data: RulesData, style: Style, width: int) -> list[str]:
    where = ""
    if v.lines:
        shown = ", ".join(map(str, v.lines[:8])) + (", …" if len(v.lines) > 8 else "")
        # Translators: before a finding's message: the line number(s) of the decklist involved.
        where = ngettext("line {lines}:", "lines {lines}:", len(v.lines)).format(lines=shown) \
            + " "
    if v.undecided and v.severity is Severity.WARNING:
        # Translators: the label of a point deckcheck could not decide, in the words of the
        # verdict UNDECIDED (the labels are padded to the longest of the three).
        shown = _("undecided")
    else:
        shown = _(_SEVERITIES[v.severity])
    label = style(f"{shown:<{width}}", fg=_COLORS[v.severity], bold=True)
    indent = " " * (width + 3)  # under the message, past the label
    out = [f"  {label} {style(v.rule, bold=True)}  {where}{v.message}"]
    for card in v.cards[:12]:
        out.append(f"{indent}· {card}")
    if len(v.cards) > 12:
        more = len(v.cards) - 12
        # Translators: after the first twelve cards a finding lists.
        out.append(f"{indent}· " + ngettext("… and {count} more", "… and {count} more",
                                                more).format(count=more))
    text = rule_text(v, data)
    if text is not None:
        out.append(style(f"{indent}{text}", dim=True))
    return out


def rule_text(v: Violation, data: RulesData) -> str | None:
    """The rule an error breaks, as the report prints it under the error: its summary and the
    reader's own rulebook's section; None for a warning, an undecided point, a rule without a
    citation, or one the format changed."""
    citation = data.citations.get(v.rule)
    if citation is None or v.severity is not Severity.ERROR or not v.cited:
        return None
    quote = citations.quote(citation)  # the reader's own rulebook where it is quoted
    if quote is not None:
        # Translators: {summary} is the rule's summary (translated) and {section} the
        # rulebook section it comes from, in the rulebook's own language.
        return _("rule: {summary} (rulebook: “{section}”)").format(
            summary=citations.summary(citation), section=quote["section"])
    return _("rule: {summary}").format(summary=citations.summary(citation))


def format_label(format_id: str, data: RulesData) -> str:
    """A format as a report names it: a shipped format by its name in the reader's language
    ("Espanso"), as of its day for ``standard@2019-08-16``; a user's format file by its path."""
    base, _at, day = format_id.partition("@")
    known = data.formats.get(base)
    if known is None:
        return format_id
    english = known["name"]  # a msgid of its own (data/formats' names are extracted)
    name = _(english)
    if day:
        name = _("{format} as of {day}").format(format=name, day=i18n.day(day))
    return name
