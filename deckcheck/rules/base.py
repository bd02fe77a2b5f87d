"""What every rule receives, and small helpers rules share."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from functools import cached_property
from typing import TYPE_CHECKING, Any, Protocol

from deckcheck.formats import GameFormat
from deckcheck.i18n import _, language, ngettext
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import Card, Decklist, Severity, Violation, Zone
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.energy_names import basic_energy_type

if TYPE_CHECKING:
    _once_per_deck = cached_property
else:
    class _once_per_deck:
        """``functools.cached_property`` without the lock Python 3.11's takes on every read (a
        deck is read by one thread): the value is worked out on first read and kept in the
        object's ``__dict__``, where later reads find it before asking the class."""

        def __init__(self, function: Callable[[Any], Any]) -> None:
            self.function = function
            self.__doc__ = function.__doc__

        def __set_name__(self, owner: type, name: str) -> None:
            self.name = name

        def __get__(self, instance: Any, owner: type | None = None) -> Any:
            if instance is None:
                return self
            value = instance.__dict__[self.name] = self.function(instance)
            return value


@dataclass(frozen=True)
class DeckContext:
    """One identified list and the format it is checked against. Rules only read it.

    ``cards`` is the deck that construction rules count; ``team`` and ``evolution`` are the zones
    the house-rules variant keeps apart from it (empty in every other list).
    """

    decklist: Decklist
    cards: tuple[Card, ...]
    format: GameFormat
    data: RulesData
    team: tuple[Card, ...] = ()
    evolution: tuple[Card, ...] = ()
    confirming: tuple[Card, ...] = ()
    """The cards lines to confirm certainly name, each with the fewest copies its line holds
    (:attr:`deckcheck.models.SyntaxProblem.one_card`: "1 Rare Candy x4" is at least one Rare
    Candy). Not in ``cards``: the deck's size and sections count only what was read."""

    @classmethod
    def of(cls, decklist: Decklist, cards: tuple[Card, ...], game_format: GameFormat,
           data: RulesData, confirming: tuple[Card, ...] = ()) -> DeckContext:
        """Sort a list's identified cards into the deck, the team and the Evolution Deck."""
        deck = tuple([card for card in cards if card.line.zone is Zone.DECK])
        confirming = tuple([card for card in confirming if card.line.zone is Zone.DECK])
        if len(deck) == len(cards):  # every list but the house-rules variant's
            return cls(decklist=decklist, cards=deck, format=game_format, data=data,
                       confirming=confirming)

        def zone(which: Zone) -> tuple[Card, ...]:
            return tuple(card for card in cards if card.line.zone is which)

        return cls(decklist=decklist, cards=deck, format=game_format, data=data,
                   team=zone(Zone.TEAM), evolution=zone(Zone.EVOLUTION), confirming=confirming)

    @_once_per_deck
    def at_least(self) -> tuple[Card, ...]:
        """The deck's cards and the cards its lines to confirm certainly hold, each at its fewest
        (:attr:`confirming`): what a limit on copies counts when even the fewest break it."""
        return (*self.cards, *self.confirming) if self.confirming else self.cards

    # Worked out once per deck, not once per rule that asks (a dozen rules run on each deck).
    @_once_per_deck
    def total(self) -> int:
        """Cards in the deck (the team and the Evolution Deck are not part of it)."""
        return sum([card.line.quantity for card in self.cards])

    @_once_per_deck
    def every_card(self) -> tuple[Card, ...]:
        """Every card line of the list, whatever its zone, in line order."""
        return tuple(sorted((*self.cards, *self.team, *self.evolution),
                            key=lambda card: card.line.line_number))


class Rule(Protocol):
    """A rule module (yamllint's shape): what it is, what it needs, and its ``check``.

    * ``ID``: stable kebab-case id (part of the JSON contract: never renamed);
    * ``LEVEL``: its level when a format selects it without one (``error``, or ``warning`` for
      a rule that is advice by nature);
    * ``Options``: a frozen dataclass of its options (:mod:`deckcheck.rulesdata.options`),
      validated by pydantic when a format file is read (unknown keys refused) and built from
      plain data at run time;
    * ``NEEDS``: card facts it needs beyond identification (``reprints``: every print of a
      name; ``evolutions``: what a team's Pokémon evolve into), so only what runs is fetched;
    * ``check(deck, options)``: yields its violations. The module docstring is its user
      documentation: what fails, what passes, its source.
    """

    ID: str
    LEVEL: str
    Options: type[Any]
    NEEDS: frozenset[str]

    def check(self, deck: DeckContext, options: Any) -> Iterator[Violation]: ...


def violation(rule: str, severity: Severity, message: str, cards: Iterable[Card] = (),
              lines: Iterable[int] = (), undecided: bool = False) -> Violation:
    """A violation naming the lines and cards involved, in line order."""
    if type(cards) is list and len(cards) == 1 and not lines:  # most findings: one card
        card = cards[0]
        return Violation(rule=rule, severity=severity, message=message,
                         lines=(card.line.line_number,), cards=(card.describe(),),
                         undecided=undecided)
    involved = sorted(cards, key=lambda card: card.line.line_number)
    all_lines = sorted({*lines, *(card.line.line_number for card in involved)})
    return Violation(rule=rule, severity=severity, message=message, lines=tuple(all_lines),
                     cards=tuple(card.describe() for card in involved), undecided=undecided)


Finding = tuple[Severity, str, bool]
"""What a rule says of one line: severity, message, and whether it is an undecided point."""


def line_violations(rule: str, card: Card, deck: DeckContext, asked: tuple[object, ...],
                    findings: Callable[[], Iterable[Finding]]) -> tuple[Violation, ...]:
    """A per-line rule's violations on ``card``, its findings worked out once per identified
    line.

    What a per-line rule finds depends only on the line's card, the format, the rules data and
    ``asked`` (:func:`asked`: the language of the messages, and the day for a rule that reads
    it, worked out once per deck by the rule): it is kept in
    the line's memo (:attr:`Card.memo`) under the rule's id with what it was found for, and
    ``findings`` runs only when that is not what is asked now. Only the findings are kept, not
    the violations naming the line's number and count: memory stays that of the messages.
    ``findings`` gives them as :data:`Finding` tuples, not violations: a violation names the
    line as written (:meth:`Card.describe`), work thrown away when only its message is kept.
    """
    kept = card.memo.get(rule)
    if kept is not None and kept[0] is deck.format and kept[1] is deck.data \
            and kept[2] == asked:
        found: tuple[Finding, ...] = kept[3]
    else:
        found = tuple(findings())
        card.memo[rule] = (deck.format, deck.data, asked, found) if found \
            else _nothing_found(deck, asked)
    if not found:  # most lines: a tuple, not a generator, to give nothing
        return ()
    return tuple([violation(rule, severity, message, cards=[card], undecided=in_doubt)
                  for severity, message, in_doubt in found])


def asked(*values: object) -> tuple[object, ...]:
    """What a per-line rule's findings are asked under: the messages' language and ``values``
    (for :func:`line_violations`)."""
    return (language(), *values)


_NOTHING: dict[tuple[int, int, tuple[object, ...]], tuple[Any, ...]] = {}
"""One memo entry per format, data and question for every line a rule finds nothing on (most
lines): a line's memo holds a reference to it, not a tuple of its own."""


def _nothing_found(deck: DeckContext, asked: tuple[object, ...]) -> tuple[Any, ...]:
    key = (id(deck.format), id(deck.data), asked)
    entry = _NOTHING.get(key)
    if entry is None or entry[0] is not deck.format or entry[1] is not deck.data:
        if len(_NOTHING) >= 64:  # a few formats and days a run: never grows with the batch
            _NOTHING.clear()
        entry = _NOTHING[key] = (deck.format, deck.data, asked, ())
    return entry


def undecided(rule: str, message: str, cards: Iterable[Card] = (),
              lines: Iterable[int] = ()) -> Violation:
    """A question the rule could not decide and that could make the deck illegal.

    It is a warning that keeps the deck from being called legal (verdict ``undecided``), never a
    silent pass; ``--strict`` turns it into an error.
    """
    return violation(rule, Severity.WARNING, message, cards, lines, undecided=True)


def by_name(cards: Iterable[Card], marked: Callable[[Card], bool]) -> list[list[Card]]:
    """The ``marked`` cards grouped by canonical name, in the order names first appear."""
    groups: dict[str, list[Card]] = {}
    for card in cards:
        if marked(card):
            groups.setdefault(card.name.key, []).append(card)
    return list(groups.values())


def at_most_one(deck: DeckContext, rule: str, marked: Callable[[Card], bool],
                message: Callable[[int], str]) -> Iterator[Violation]:
    """An error when the deck holds more than 1 card that ``marked`` accepts (deck-wide limit).

    ``message(n)`` words it for ``n`` such cards (a whole translated sentence).
    """
    cards = [card for card in deck.at_least if marked(card)]
    if count(cards) > 1:
        yield violation(rule, Severity.ERROR, message(count(cards)), cards=cards)


def pokemon_types(card: Card) -> set[str] | None:
    """The card's Pokémon types in the catalog (``{"Fire"}``), or None if it does not say."""
    for printed in card.prints:
        if printed.category == "Pokemon":
            found = json.loads(printed.types or "null")
            if found:
                return set(found)
    return None


def by_types(cards: Iterable[Card]) -> tuple[list[tuple[Card, set[str]]], list[Card]]:
    """The cards whose types the catalog knows, each with its types; and the other cards."""
    known: list[tuple[Card, set[str]]] = []
    unknown: list[Card] = []
    for card in cards:
        types = pokemon_types(card)
        if types is None:
            unknown.append(card)
        else:
            known.append((card, types))
    return known, unknown


def energy_type(card: Card) -> str | None:
    """The type of a basic Energy card, as the catalog writes Pokémon types: ``Fire``."""
    energy = card.name.basic_energy
    return None if energy is None else basic_energy_type(energy)


def count(cards: Iterable[Card]) -> int:
    """Total copies on the given lines."""
    return sum(card.quantity for card in cards)


def cards_count(n: int) -> str:
    """``1 card``, ``2 cards``, in the active language (a phrase for a ``{cards}`` placeholder)."""
    # Translators: a number of cards, shown inside other messages as {cards} or {limit}.
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def and_list(words: Iterable[str]) -> str:
    """``A and B`` (``A and B and C``), joined in the active language."""
    joined = ""
    for index, word in enumerate(words):
        # Translators: joins two names or words; {first} may itself be a list joined this way.
        joined = word if index == 0 else _("{first} and {second}").format(first=joined,
                                                                          second=word)
    return joined
