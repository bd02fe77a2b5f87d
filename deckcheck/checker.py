"""The pipeline for one deck: read → identify → name → rules. No printing here."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from deckcheck.data import RulesData
from deckcheck.decklist import read
from deckcheck.formats import GameFormat
from deckcheck.identify import Identifier
from deckcheck.models import Decklist, DeckResult, Section, Severity, SyntaxProblem, Violation, Zone
from deckcheck.names import rules_for
from deckcheck.rules import ALL_RULES
from deckcheck.rules.base import DeckContext
from deckcheck.sources import STDIN, Source, expand, read_bytes

__all__ = ["STDIN", "Checker", "Source", "at_level", "expand", "read_bytes"]

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog
    from deckcheck.catalog.records import CatalogCard


def at_level(found: Violation, levels: Mapping[str, str]) -> Violation:
    """A rule's error as the format rates it: ``levels: {rule: warning}`` makes it advice.

    Only errors move: a warning that a rule could not decide stays a warning whatever the level.
    """
    if found.severity is Severity.ERROR and levels.get(found.rule) == "warning":
        return replace(found, severity=Severity.WARNING)
    return found


class Checker:
    """Checks decklists against one format with the shipped rules data."""

    def __init__(self, data: RulesData, game_format: GameFormat,
                 catalog: Catalog | None = None) -> None:
        self.data = data
        self.format = game_format
        self.catalog = catalog
        self.identifier = Identifier(data, rules_for(data), catalog,
                                     reprints_for=self._needs_reprints
                                     if game_format.limits_prints else None,
                                     evolutions=game_format.team is not None)

    def _needs_reprints(self, prints: tuple[CatalogCard, ...]) -> bool:
        return not any(self.format.allows(printed) for printed in prints)

    def check_source(self, source: Source) -> DeckResult:
        """Check one source; a file that cannot be opened is a result, not an exception."""
        problem = source.problem
        if problem is None:
            try:
                return self.check_bytes(read_bytes(source), source.path)
            except OSError as exc:
                problem = f"cannot read: {exc.strerror or exc}"
        return self.check_decklist(Decklist(source.path, (), (SyntaxProblem(0, problem),)))

    def check_bytes(self, raw: bytes, path: str) -> DeckResult:
        """Check a decklist given as bytes."""
        return self.check_decklist(read(raw, path, self.data))

    def check_decklist(self, decklist: Decklist) -> DeckResult:
        """Identify the cards of a read decklist and run every rule."""
        if self.catalog is not None:
            self.catalog.start_deck()
        cards = tuple(self.identifier.identify(line, decklist.language)
                      for line in decklist.lines)
        deck = DeckContext.of(decklist, cards, self.format, self.data)
        violations = tuple(at_level(v, self.format.levels)
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
