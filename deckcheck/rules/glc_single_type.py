"""Gym Leader Challenge: every Pokémon must share one type.

GLC rules (gymleaderchallenge.com/faq): one Pokémon type per deck; a dual-type Pokémon is allowed
when one of its types is the deck's. Types come from the card catalog; without one, this rule warns
that it could not decide. Selected by data/formats/glc.yaml.

**Fails** (GLC): 1 Charmander PAF 7 with 1 Squirtle MEW 7 (Fire and Water).
**Passes** (GLC): 1 Charmander PAF 7 with 1 Charmeleon PAF 8 (both Fire).
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import _
from deckcheck.i18n.glossary import type_word
from deckcheck.models import Section, Severity, Violation
from deckcheck.rules.base import DeckContext, by_types, undecided, violation
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "glc-single-type"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error when no type is common to every Pokémon; a warning if types are unknown."""
    pokemon = [c for c in deck.cards if c.section is Section.POKEMON and not c.basic_energy]
    known, unknown = by_types(pokemon)
    if known:
        common = set.intersection(*(types for _card, types in known))
        if not common:
            listed = sorted({"/".join(sorted(type_word(kind, deck.data) for kind in types))
                             for _card, types in known})
            # Translators: {types} lists the Pokémon's types in your language (the glossary's
            # words: "Fuoco, Acqua/Oscurità"); {format} is a format's name.
            yield violation(ID, Severity.ERROR, _(
                "the Pokémon have no type in common ({types}); {format} allows one Pokémon "
                "type").format(types=", ".join(listed), format=deck.format.shown_name),
                cards=[card for card, _types in known])
    if unknown:
        yield undecided(ID,
                        _("cannot check the single Pokémon type: the types of these cards are "
                          "not known (run `deckcheck catalog update`)"), cards=unknown)
