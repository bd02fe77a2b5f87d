"""The deck must hold 4 basic Energy cards of each type the team uses.

Rulebook 003: "Scegliete 4 carte energia per tipo, facendo in modo di avere tutte le energie
necessarie per far attaccare i 6 Pokemon che avete scelto", with the example of a team of Snorlax,
Squirtle, Koffing, Magnemite, Abra and Diglett: 4 Energy of each of five types, "per un totale di
20 carte energia" (Colorless has no basic Energy). The team's types come from the card catalog;
the number per type is this rule's option ``per-type`` (4 in the format file).

Basic Energy of a type no team Pokémon has is a warning: the text builds the Energy from the
team's types but does not forbid others.

**Fails** (team-of-six): a Water team member with 3 Water Energy in the deck.
**Passes** (team-of-six): 4 Water, 4 Grass, 4 Lightning, 4 Psychic and 4 Fighting Energy for the
team above.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import _, ngettext
from deckcheck.i18n.glossary import type_word
from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, by_types, count, energy_type, undecided, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.team_energy import Options

ID = "team-energy"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per team type without exactly N basic Energy; warnings for the rest."""
    if not deck.team:
        return
    energy_types = {words[0] for words in deck.data.languages["en"]["energy"]["types"].values()}
    known, unknown = by_types(deck.team)
    needed = set().union(*(types & energy_types for _, types in known))
    by_type: dict[str, list[Card]] = {}
    for card in deck.cards:
        kind = energy_type(card)
        if kind is not None:
            by_type.setdefault(kind, []).append(card)
    want = options.per_type
    for kind in sorted(needed):
        have = count(by_type.get(kind, []))
        if have != want:
            # Translators: {type} is a Pokémon type in your language (Fuoco, Acqua: the
            # glossary's word); {have} and {want} are numbers of cards.
            yield violation(ID, Severity.ERROR, ngettext(
                "the deck has {have} basic {type} Energy card; the team has a {type} Pokémon, so "
                "the deck must hold exactly {want}",
                "the deck has {have} basic {type} Energy cards; the team has a {type} Pokémon, "
                "so the deck must hold exactly {want}", have).format(
                    have=have, type=type_word(kind, deck.data), want=want),
                cards=by_type.get(kind, []))
    if unknown:
        yield undecided(ID,
                        _("cannot tell which Energy the team needs: the types of these cards "
                          "are not known (run `deckcheck catalog update`)"), cards=unknown)
        return
    for kind in sorted(set(by_type) - needed):
        # Translators: {type} is a Pokémon type in your language (the glossary's word).
        yield violation(ID, Severity.WARNING, _(
            "basic {type} Energy, but no team Pokémon is {type}: the variant builds the Energy "
            "from the team's types").format(type=type_word(kind, deck.data)),
            cards=by_type[kind])
