"""At least one Basic Pokémon in the deck.

Rulebook 000, "Costruzione del mazzo": "il tuo mazzo deve includere almeno un Pokémon Base."
These do not count: V-UNION pieces (Appendice 8), Restored Pokémon (Appendice 26), Fossil Trainer
cards (Glossario, "Carta Allenatore Fossile"), LEGEND halves (HGSS FAQ ruling,
compendium.pokegym.net/ruling/page/144), and Evolution cards (VMAX, VSTAR, BREAK, LV.X, Mega,
Primal).

Without a card catalog only some names prove a Basic Pokémon (Pokémon V, Pokémon-EX, Radiant,
TAG TEAM, Prism Star Pokémon); for any other deck this rule warns that it could not decide.

**Fails**: a deck whose only Pokémon are Mewtwo V-UNION pieces and Charizard VMAX.
**Passes**: any deck with 1 Pikachu V (a Basic Pokémon by its name).
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import _
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "basic-pokemon"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error when no card can be a Basic Pokémon; a warning when it cannot be decided."""
    if not deck.cards or any(card.basic_pokemon for card in deck.cards):
        return
    unknown = [card for card in deck.cards if card.basic_pokemon is None]
    if unknown:
        names = ", ".join(sorted({c.named() for c in unknown}))
        message = (
            # Translators: {names} is a comma-separated list of card names.
            _("cannot decide whether the deck has a Basic Pokémon: the stage of {names} is not "
              "known without a card catalog (run `deckcheck catalog update`)")
            if any(card.verified is None for card in unknown) else
            # Translators: {names} is a comma-separated list of card names.
            _("cannot decide whether the deck has a Basic Pokémon: the stage of {names} is not "
              "recorded in the card catalog, or the names match no card"))
        yield undecided(ID, message.format(names=names), cards=unknown)
        return
    pokemon = [card for card in deck.cards if card.section is not None
               and card.section.value == "pokemon"]
    if pokemon:
        # Translators: {names} is a comma-separated list of card names.
        message = _("the deck has no Basic Pokémon: its Pokémon are all {names}; a deck needs "
                    "at least one").format(names=", ".join(sorted({c.named() for c in pokemon})))
    else:
        message = _("the deck has no Basic Pokémon: it has no Pokémon; a deck needs at least one")
    yield violation(ID, Severity.ERROR, message, cards=pokemon)
