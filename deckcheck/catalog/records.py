"""What the catalog answers about a card: plain records, importable without a database."""

from __future__ import annotations

from collections import Counter

from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True, slots=True, weakref_slot=True)
class CatalogCard:
    """One print, as the catalog knows it.

    Slotted, and weakly referenced by the catalog, which hands out one object per print while
    anything still holds it: a batch names each print many times over.
    """

    id: int
    name: str
    set_code: str | None
    number: str
    category: str | None
    stage: str | None
    suffix: str | None
    trainer_type: str | None
    energy_type: str | None
    regulation_mark: str | None
    rarity: str | None
    illustrator: str | None
    serie: str | None
    evolve_from: str | None
    """The English name of the Pokémon this card evolves from."""
    game: str
    """The English game facts (HP, types, attacks, abilities, rules text…) as canonical JSON, for
    the reprint rule (:mod:`deckcheck.catalog.gamefacts`, :mod:`deckcheck.formats.reprints`)."""
    types: str
    """The card's types as JSON (["Fire"]), from the catalog."""
    names: dict[str, str]
    released: str | None = None
    """The release date of the card's set (YYYY-MM-DD), as the catalog's source gives it: what
    a set newer than the format data becomes legal by (rule ``set-legal-day``)."""


@dataclass(frozen=True)
class Pool:
    """The prints of a name a question wants: those a format's card pool may hold, and the prints
    ``named`` (a published ruling's, whatever their pool). A print is wanted when its regulation
    mark is one of ``marks`` (if given) and its series one of ``series`` or its set one of
    ``sets`` (if ``series`` is given): a format's own test of a print may leave some of these out
    (a reprint set's prints counted as from their original sets), never add one."""

    marks: tuple[str, ...] | None = None
    series: tuple[str, ...] | None = None
    sets: tuple[str, ...] = ()
    named: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Resolution:
    """What the catalog says a deck line is. ``cards`` is empty when nothing matched."""

    cards: tuple[CatalogCard, ...]
    by_print: bool
    printed_as: str | None = None
    """When the line's set and number print another card than its name says: that card's name."""
    print_missing: bool = False
    """When the line names a set and number the catalog has no card at: the name alone counted."""

    @property
    def english_name(self) -> str | None:
        if not self.cards:
            return None
        if len(self.cards) == 1:  # most lines: their own print
            return self.cards[0].name
        return Counter(card.name for card in self.cards).most_common(1)[0][0]
