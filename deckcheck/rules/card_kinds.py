"""The deck may hold only the kinds of card its format allows.

Every official format allows Pokémon, Trainer and Energy cards. The house-rules variant of
rulebook 003 builds the deck "esclusivamente di carte energia e addestramento": its Pokémon are
the team and the Evolution Deck. A format sets this with ``card-kinds: {kinds: [...]}``.

A card's kind comes from the list's section header, else the card catalog, else what its name
proves; a card of unknown kind gets a warning.

**Fails** (team-of-six): 1 Squirtle BS 63 under the ``Pokémon:`` header of the deck.
**Passes** (team-of-six): 4 Bill BS 91 and 4 Water Energy in the deck, Squirtle in the team.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import N_, _
from deckcheck.models import Section, Severity, Violation
from deckcheck.rules.base import DeckContext, and_list, undecided, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.card_kinds import Options

ID = "card-kinds"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()


# Translators: the kinds of card, as in "the deck holds {kind} cards".
_WORDS = {Section.POKEMON: N_("Pokémon"), Section.TRAINER: N_("Trainer"),
          Section.ENERGY: N_("Energy")}


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error naming the cards of a kind the deck may not hold."""
    allowed = {Section(kind) for kind in options.kinds}
    if allowed >= set(Section):
        return
    kinds = and_list(_(_WORDS[kind]) for kind in Section if kind in allowed)
    elsewhere = (deck.team or deck.evolution) and Section.POKEMON not in allowed
    for kind in Section:
        if kind in allowed:
            continue
        found = [card for card in deck.cards if card.section is kind]
        if found:
            message = (
                # Translators: {kind} is a kind of card (Pokémon, Trainer, Energy); {kinds} one
                # or two of them joined ("Trainer and Energy"); {format} is a format's name.
                _("the deck holds {kind} cards (they belong in the Team or the Evolution Deck); "
                  "in the {format} format it may hold only {kinds} cards") if elsewhere else
                # Translators: {kind} is a kind of card (Pokémon, Trainer, Energy); {kinds} one
                # or two of them joined ("Trainer and Energy"); {format} is a format's name.
                _("the deck holds {kind} cards; in the {format} format it may hold only {kinds} "
                  "cards"))
            yield violation(ID, Severity.ERROR, message.format(
                kind=_(_WORDS[kind]), format=deck.format.shown_name, kinds=kinds), cards=found)
    unknown = [card for card in deck.cards if card.section is None]
    if unknown:
        # Translators: {kinds} is one or two kinds of card joined ("Trainer and Energy").
        yield undecided(ID, _("cannot tell whether these are {kinds} cards: write them under a "
                              "section header, or run `deckcheck catalog update`").format(
                                  kinds=kinds), cards=unknown)
