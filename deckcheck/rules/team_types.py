"""The Pokémon of the team must all be of different types.

Rulebook 003: "E fondamentale, in questo gioco, avere tutti Pokemon di tipo diverso" (it is
essential to have all Pokémon of different types); the Energy of the deck is built from those
types. A dual-type Pokémon passes when each team Pokémon can be given a type of its own. Types come
from the card catalog; without one, the rule warns that it could not decide.

**Fails** (team-of-six): Squirtle BS 63 and Staryu BS 65 in one team (both Water).
**Passes** (team-of-six): Snorlax, Squirtle, Koffing, Magnemite, Abra and Diglett (Colorless,
Water, Grass, Lightning, Psychic, Fighting).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product

from deckcheck.i18n import _
from deckcheck.i18n.glossary import type_word
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, by_types, undecided, violation
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "team-types"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def distinct_types(types: Sequence[set[str]]) -> bool:
    """Whether each Pokémon can be given one of its own types with no type given twice."""
    if len(types) > len(set().union(*types)):
        return False  # more Pokémon than types: no need to try (and keeps the search small)
    return any(len(set(choice)) == len(choice) for choice in product(*map(sorted, types)))


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error when two team Pokémon must share a type; a warning when types are unknown."""
    typed, unknown = by_types(deck.team)
    # Each copy is a member of its own, so 2 Squirtle on one line clash with each other.
    known = [(card, types) for card, types in typed for _copy in range(card.quantity)]
    if not distinct_types([types for _card, types in known]):
        clashing = {id(card): (card, types) for i, (card, types) in enumerate(known)
                    if any(types & other for j, (_card, other) in enumerate(known) if i != j)}
        shown = ", ".join(
            f"{card.named()} ({'/'.join(sorted(type_word(t, deck.data) for t in types))})"
            for card, types in clashing.values())
        # Translators: {pokemon} lists card names, each with its types in your language
        # ("Squirtle (Acqua), Staryu (Acqua)").
        yield violation(ID, Severity.ERROR, _(
            "team Pokémon share a type: {pokemon}; every Pokémon of the team must be of a "
            "different type").format(pokemon=shown),
            cards=[card for card, _types in clashing.values()])
    if unknown:
        yield undecided(ID,
                        _("cannot check that the team's types differ: the types of these cards "
                          "are not known (run `deckcheck catalog update`)"), cards=unknown)
