"""The pipeline for one deck: read → identify → name → rules. No printing here."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from deckcheck.data import RulesData
from deckcheck.decklist import read
from deckcheck.formats import GameFormat
from deckcheck.identify import Identifier
from deckcheck.models import Decklist, DeckResult, Section, Severity, SyntaxProblem, Violation, Zone
from deckcheck.names import rules_for
from deckcheck.rules import RULE_IDS, load
from deckcheck.rules.base import DeckContext, Rule
from deckcheck.sources import STDIN, Source, expand, read_bytes

__all__ = ["STDIN", "Checker", "Enabled", "Source", "at_level", "enabled_rules", "expand",
           "read_bytes"]

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog
    from deckcheck.catalog.records import CatalogCard


def at_level(found: Violation, level: str, strict: bool = False) -> Violation:
    """A rule's finding as the format rates the rule, and as ``--strict`` asks.

    At level ``warning`` a rule is advice: its errors become warnings, and what it could not
    decide cannot make the deck illegal either, so it is advice too. ``strict`` makes every point
    left undecided an error (for CI jobs that must not pass what they cannot check).
    """
    if level == "warning":
        if found.severity is Severity.ERROR or found.undecided:
            return replace(found, severity=Severity.WARNING, undecided=False)
        return found
    if strict and found.undecided:
        return replace(found, severity=Severity.ERROR)
    return found


@dataclass(frozen=True)
class Enabled:
    """A rule the format selects, ready to run: the module, its options built once, its level."""

    rule: Rule
    options: Any
    level: str


def enabled_rules(game_format: GameFormat) -> tuple[Enabled, ...]:
    """The rules a format selects, in report order, each with its options and level."""
    chosen = {setting.rule: setting for setting in game_format.rules}
    enabled = []
    for rule_id in RULE_IDS:  # report order; only the selected rules are imported
        if rule_id in chosen:
            rule = load(rule_id)
            enabled.append(Enabled(rule, rule.Options(**chosen[rule_id].options),
                                   chosen[rule_id].level))
    return tuple(enabled)


class Checker:
    """Checks decklists against one format with the shipped rules data."""

    def __init__(self, data: RulesData, game_format: GameFormat,
                 catalog: Catalog | None = None, strict: bool = False) -> None:
        """``strict``: points deckcheck cannot decide are errors, not undecided warnings."""
        self.data = data
        self.format = game_format
        self.catalog = catalog
        self.strict = strict
        self.rules = enabled_rules(game_format)
        # Identification fetches only the card facts that the selected rules need.
        needs = frozenset().union(*(enabled.rule.NEEDS for enabled in self.rules))
        self.identifier = Identifier(data, rules_for(data), catalog,
                                     reprints_for=self._needs_reprints
                                     if "reprints" in needs and game_format.limits_prints
                                     else None,
                                     evolutions="evolutions" in needs)

    def _needs_reprints(self, prints: tuple[CatalogCard, ...]) -> bool:
        return self.format.every_print or not any(self.format.allows(p) for p in prints)

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
        violations = tuple(at_level(v, enabled.level, self.strict) for enabled in self.rules
                           for v in enabled.rule.check(deck, enabled.options))
        counts = {section.value: 0 for section in Section}
        for card in deck.cards:
            if card.section is not None:
                counts[card.section.value] += card.quantity
        counts["total"] = deck.total
        for cards_in_zone, zone in ((deck.team, Zone.TEAM), (deck.evolution, Zone.EVOLUTION)):
            if cards_in_zone:  # only lists of the house-rules variant have these zones
                counts[zone.value] = sum(card.quantity for card in cards_in_zone)
        return DeckResult(path=decklist.path, format_id=self.format.id, cards=cards,
                          violations=violations, counts=counts)
