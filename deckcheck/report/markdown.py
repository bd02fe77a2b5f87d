"""``--output markdown``: a table of decks and verdicts, for a GitHub job summary or a comment.

Written for ``$GITHUB_STEP_SUMMARY`` (the Action appends it there): one row per deck with its
verdict and how many errors, points to confirm and warnings it has, then the run's counts.
GitHub shows at most 1 MiB of summary per step, so after :data:`MAX_ROWS` decks the table stops
and says how many more there are; the counts still cover every deck.
"""

from __future__ import annotations

from deckcheck.i18n import N_, _, ngettext
from deckcheck.models import DeckResult, Verdict
from deckcheck.report.base import Reporter, Tally
from deckcheck.terminal import shown

MAX_ROWS = 1000
"""Rows before the table stops: far below GitHub's 1 MiB summary limit per step."""

_VERDICTS = {Verdict.LEGAL: (N_("LEGAL"), "✅"), Verdict.NOT_LEGAL: (N_("NOT LEGAL"), "❌"),
             Verdict.UNDECIDED: (N_("UNDECIDED"), "⚠️")}


def cell(text: str) -> str:
    """Text safe inside a Markdown table cell: no line break, no column separator, no markup."""
    text = shown(text)
    for character in "\\`*_[]<>|":
        text = text.replace(character, "\\" + character)
    return text


class MarkdownReporter(Reporter):
    """A Markdown table of the run's decks and verdicts."""

    _rows = 0

    def begin(self) -> str:
        # Translators: the title of deckcheck's Markdown summary (a GitHub job summary).
        head = "### " + _("deckcheck: decklists checked") + "\n\n"
        columns = (_("deck"), _("verdict"), _("errors"), _("points to confirm"), _("warnings"))
        return head + "| " + " | ".join(columns) + " |\n| --- | --- | ---: | ---: | ---: |\n"

    def render(self, result: DeckResult) -> str:
        word, mark = _VERDICTS[result.verdict]
        advice = result.warnings - result.undecided
        return (f"| {cell(result.path)} | {mark} {_(word)} | {result.errors} | "
                f"{result.undecided} | {advice} |\n")

    def joined(self, rendered: str) -> str:
        self._rows += 1
        return "" if self._rows > MAX_ROWS else rendered

    def end(self, tally: Tally) -> str:
        out = []
        if self._rows > MAX_ROWS:
            more = self._rows - MAX_ROWS
            out.append(ngettext("| … | … and {count} more deck | | | |",
                                "| … | … and {count} more decks | | | |", more).format(
                count=more) + "\n")
        legal, undecided = tally.verdicts[Verdict.LEGAL], tally.verdicts[Verdict.UNDECIDED]
        not_legal = tally.verdicts[Verdict.NOT_LEGAL]
        # Translators: the last line of the Markdown summary, e.g. "**16 decks**: 7 legal,
        # 1 undecided, 8 not legal".
        out.append("\n" + ngettext("**{count} deck**: {legal} legal, {undecided} undecided, "
                                   "{not_legal} not legal",
                                   "**{count} decks**: {legal} legal, {undecided} undecided, "
                                   "{not_legal} not legal", tally.decks).format(
            count=tally.decks, legal=legal, undecided=undecided, not_legal=not_legal) + "\n")
        if tally.left_out:
            # A job summary shows that the walk skipped files, as the text report does.
            out.append("\n" + tally.left_out.sentence() + "\n")
        return "".join(out)
