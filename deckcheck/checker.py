"""The pipeline for one deck: read → identify → name → rules. No printing here."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck.data import RulesData
from deckcheck.decklist import MAX_BYTES, read
from deckcheck.errors import UsageError
from deckcheck.formats import GameFormat
from deckcheck.identify import Identifier
from deckcheck.models import Decklist, DeckResult, Section, Severity, SyntaxProblem, Violation, Zone
from deckcheck.names import rules_for
from deckcheck.rules import ALL_RULES
from deckcheck.rules.base import DeckContext

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog
    from deckcheck.catalog.records import CatalogCard

STDIN = "-"
DECK_SUFFIXES = (".txt", ".deck", ".dek", ".list")
"""Files a directory walk picks up; files named on the command line are always read."""


@dataclass(frozen=True)
class Source:
    """A decklist to check: where it is and how it is named in reports."""

    path: str
    location: Path | None  # None for standard input


def expand(paths: Iterable[str]) -> list[Source]:
    """Files as given, directories walked recursively (sorted), ``-`` for standard input."""
    sources: list[Source] = []
    for raw in paths:
        if raw == STDIN:
            sources.append(Source("<stdin>", None))
            continue
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.rglob("*") if p.is_file()
                           and p.suffix.lower() in DECK_SUFFIXES
                           and not any(part.startswith(".") for part in p.relative_to(path).parts))
            sources.extend(Source(str(p), p) for p in found)
        elif path.exists():
            sources.append(Source(raw, path))
        else:
            raise UsageError(f"{raw}: no such file or directory")
    return sources


def read_bytes(source: Source) -> bytes:
    """At most one byte more than a decklist may hold, so a huge file is refused, not loaded."""
    if source.location is None:
        return sys.stdin.buffer.read(MAX_BYTES + 1)
    with source.location.open("rb") as handle:
        return handle.read(MAX_BYTES + 1)


def at_level(found: Violation, levels: Mapping[str, str], strict: bool = False) -> Violation:
    """A rule's finding as the format rates it, and as ``--strict`` asks.

    ``levels: {rule: warning}`` makes the rule advice: its errors become warnings, and what it
    could not decide cannot make the deck illegal either, so it is advice too. ``strict`` makes
    every point left undecided an error (for CI jobs that must not pass what they cannot check).
    """
    if levels.get(found.rule) == "warning":
        if found.severity is Severity.ERROR or found.undecided:
            return replace(found, severity=Severity.WARNING, undecided=False)
        return found
    if strict and found.undecided:
        return replace(found, severity=Severity.ERROR)
    return found


class Checker:
    """Checks decklists against one format with the shipped rules data."""

    def __init__(self, data: RulesData, game_format: GameFormat,
                 catalog: Catalog | None = None, strict: bool = False) -> None:
        """``strict``: points deckcheck cannot decide are errors, not undecided warnings."""
        self.data = data
        self.format = game_format
        self.strict = strict
        self.identifier = Identifier(data, rules_for(data), catalog,
                                     reprints_for=self._needs_reprints
                                     if game_format.limits_prints else None,
                                     evolutions=game_format.team is not None)

    def _needs_reprints(self, prints: tuple[CatalogCard, ...]) -> bool:
        return not any(self.format.allows(printed) for printed in prints)

    def check_source(self, source: Source) -> DeckResult:
        """Check one source; a file that cannot be opened is a result, not an exception."""
        try:
            raw = read_bytes(source)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            decklist = Decklist(source.path, (), (SyntaxProblem(0, f"cannot read: {reason}"),))
            return self.check_decklist(decklist)
        return self.check_bytes(raw, source.path)

    def check_bytes(self, raw: bytes, path: str) -> DeckResult:
        """Check a decklist given as bytes."""
        return self.check_decklist(read(raw, path, self.data))

    def check_decklist(self, decklist: Decklist) -> DeckResult:
        """Identify the cards of a read decklist and run every rule."""
        cards = tuple(self.identifier.identify(line, decklist.language)
                      for line in decklist.lines)
        deck = DeckContext.of(decklist, cards, self.format, self.data)
        violations = tuple(at_level(v, self.format.levels, self.strict)
                           for rule in ALL_RULES for v in rule.check(deck)
                           if self.format.levels.get(v.rule) != "off")
        counts = {section.value: 0 for section in Section}
        for card in deck.cards:
            if card.section is not None:
                counts[card.section.value] += card.quantity
        counts["total"] = deck.total
        for pile, zone in ((deck.team, Zone.TEAM), (deck.evolution, Zone.EVOLUTION)):
            if pile:  # only lists of the house-rules variant have these piles
                counts[zone.value] = sum(card.quantity for card in pile)
        return DeckResult(path=decklist.path, format_id=self.format.id, cards=cards,
                          violations=violations, counts=counts)
