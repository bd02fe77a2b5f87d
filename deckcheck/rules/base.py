"""What every rule receives, and small helpers rules share."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Protocol

from deckcheck.data import RulesData
from deckcheck.formats import GameFormat
from deckcheck.models import Card, Decklist, Severity, Violation


@dataclass(frozen=True)
class DeckContext:
    """One identified deck and the format it is checked against. Rules only read it."""

    decklist: Decklist
    cards: tuple[Card, ...]
    format: GameFormat
    data: RulesData

    @property
    def total(self) -> int:
        return sum(card.quantity for card in self.cards)


class Rule(Protocol):
    """A rule module: a stable kebab-case ``ID`` and a ``check`` generator."""

    ID: str

    def check(self, deck: DeckContext) -> Iterator[Violation]: ...


def violation(rule: str, severity: Severity, message: str, cards: Iterable[Card] = (),
              lines: Iterable[int] = ()) -> Violation:
    """A violation naming the lines and cards involved, in line order."""
    involved = sorted(cards, key=lambda card: card.line.line)
    all_lines = sorted({*lines, *(card.line.line for card in involved)})
    return Violation(rule=rule, severity=severity, message=message, lines=tuple(all_lines),
                     cards=tuple(card.describe() for card in involved))


def by_name(cards: Iterable[Card], marked: Callable[[Card], bool]) -> list[list[Card]]:
    """The ``marked`` cards grouped by canonical name, in the order names first appear."""
    groups: dict[str, list[Card]] = {}
    for card in cards:
        if marked(card):
            groups.setdefault(card.name.key, []).append(card)
    return list(groups.values())


def at_most_one(deck: DeckContext, rule: str, marked: Callable[[Card], bool],
                what: str) -> Iterator[Violation]:
    """An error when the deck holds more than 1 card that ``marked`` accepts (deck-wide limit)."""
    cards = [card for card in deck.cards if marked(card)]
    if count(cards) > 1:
        yield violation(rule, Severity.ERROR, f"{count(cards)} {what}; a deck may hold only 1",
                        cards=cards)


def count(cards: Iterable[Card]) -> int:
    """Total copies on the given lines."""
    return sum(card.quantity for card in cards)


def plural(n: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
