"""What every reporter is given: the run's settings, each deck's result, and the run's tally."""

from __future__ import annotations

from collections import Counter
from dataclasses import field
from typing import TYPE_CHECKING

from deckcheck import exitcodes
from deckcheck.formats import GameFormat
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import DeckResult, Verdict
from deckcheck.report.provenance import Provenance
from deckcheck.rulesdata import RulesData

if TYPE_CHECKING:
    from deckcheck.read.left_out import LeftOut


@dataclass
class Tally:
    """The run so far: how many decks got each verdict, and which formats were used."""

    verdicts: Counter[Verdict] = field(default_factory=Counter)
    formats: set[str] = field(default_factory=set)
    left_out: LeftOut | None = None
    """What the run's folder walks (and --force-exclude) left out, and why: complete once the
    last deck is checked, when :meth:`Reporter.end` is called."""

    def add(self, result: DeckResult) -> None:
        """Count one deck's verdict and format."""
        self.count(result.verdict, result.format_id)

    def count(self, verdict: Verdict, format_id: str) -> None:
        """Count one deck, given its verdict and format (as a worker process reports them)."""
        self.verdicts[verdict] += 1
        self.formats.add(format_id)

    @property
    def decks(self) -> int:
        return sum(self.verdicts.values())

    @property
    def exit_code(self) -> int:
        """Illegal beats undecided beats legal (:mod:`deckcheck.exitcodes`)."""
        if self.verdicts[Verdict.NOT_LEGAL]:
            return exitcodes.ILLEGAL
        return exitcodes.UNDECIDED if self.verdicts[Verdict.UNDECIDED] else exitcodes.LEGAL


class Reporter:
    """Base reporter: writes nothing. Subclasses override what their output needs."""

    provenance: Provenance | None = None
    """The data the run judged by (format data's read day, card archive's date), when known:
    each output names it."""
    quiet = False
    """``--quiet``: the text report shows only what is not legal, and the summary."""
    exit_code: int | None = None
    """The run's exit code, set before :meth:`end` (SARIF records it)."""

    def __init__(self, game_format: GameFormat, data: RulesData, color: bool) -> None:
        """``game_format``: the run's default format; ``color``: ANSI styling (text only)."""
        self.format = game_format
        self.data = data
        self.color = color

    def begin(self) -> str:
        """Text written before the first deck."""
        return ""

    def deck(self, result: DeckResult) -> str:
        """Text for one deck, written as soon as it is checked."""
        return self.joined(self.render(result))

    def render(self, result: DeckResult) -> str:
        """One deck's part of the report, whatever came before it: a worker process renders
        it (in the deck's language) and the run writes it with :meth:`joined`."""
        return ""

    def joined(self, rendered: str) -> str:
        """A deck's rendered part as written after the decks before it (a separator)."""
        return rendered

    def end(self, tally: Tally) -> str:
        """Text written after the last deck."""
        return ""

    def abort(self, message: str) -> str:
        """Text that ends a run stopped by an error (a catalog found damaged mid-run) in place of
        :meth:`end`: a machine output stays one valid document, and carries the error. The error
        is also said on stderr, which is all the text report needs."""
        return ""
