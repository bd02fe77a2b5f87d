"""The Evolution Deck must hold the evolutions of the team, and nothing else.

Rulebook 003: "accertatevi di avere tutte le evoluzioni dei Pokemon base che scegliete. Le carte
evoluzione formeranno un mazzo a parte chiamato Evolution Deck". Evolution is automatic in the
variant (a Pokémon evolves when it knocks one out), so a team Pokémon that can evolve needs its
Stage 1 there, and a Stage 1 that can evolve needs its Stage 2. Any one evolution of a Pokémon is
enough (Eevee needs one of its Stage 1 Pokémon, not all of them).

What evolves from what comes from the card catalog (TCGdex's "evolves from", Stage 1 and Stage 2
cards only); without one, the rule warns that it could not decide.

**Fails** (team-of-six): Squirtle in the team and no Wartortle in the Evolution Deck; a Basic
Pokémon or a Trainer in the Evolution Deck.
**Passes** (team-of-six): Squirtle in the team, Wartortle and Blastoise in the Evolution Deck.
**Warns**: an Evolution Deck card that evolves from no Pokémon of the team or the Evolution Deck.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import _
from deckcheck.models import Card, Section, Severity, Violation
from deckcheck.names.folding import fold
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "evolution-deck"
LEVEL = RULES[ID].level
NEEDS = frozenset({"evolutions"})
Options = NoOptions


def _names(card: Card) -> set[str]:
    """The names an "evolves from" may give for this card: its catalog names, its own name."""
    return {fold(p.name) for p in card.prints} | {fold(card.name.display)}


def _evolves_from(card: Card) -> set[str]:
    return {fold(p.evolve_from) for p in card.prints if p.evolve_from}


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """Errors for missing evolutions and cards that are not evolutions; warnings otherwise."""
    evolution = deck.evolution
    not_evolutions = [card for card in evolution if card.basic_pokemon
                      or card.section in (Section.TRAINER, Section.ENERGY)]
    if not_evolutions:
        # Translators: {names} is a comma-separated list of card names.
        yield violation(ID, Severity.ERROR, _(
            "the Evolution Deck may hold only evolution cards; these evolve from no Pokémon: "
            "{names}").format(names=", ".join(card.named() for card in not_evolutions)),
            cards=not_evolutions)
    unknown = [card for card in (*deck.team, *evolution) if card.evolutions is None]
    if unknown:
        yield undecided(ID,
                        _("cannot check the Evolution Deck: what these cards evolve into is not "
                          "known (run `deckcheck catalog update`)"), cards=unknown)
        return
    evolutions = [card for card in evolution if card not in not_evolutions]
    # Walk from the team up: a card is reached when it evolves from a card already reached.
    reached: list[Card] = list(deck.team)
    waiting = list(evolutions)
    while True:
        known = set().union(*(_names(card) for card in reached))
        step = [card for card in waiting if _evolves_from(card) & known]
        if not step:
            break
        reached.extend(step)
        waiting = [card for card in waiting if card not in step]
    for card in reached:
        if not card.evolutions:
            continue
        mine = _names(card)
        if not any(_evolves_from(other) & mine for other in evolutions):
            into = ", ".join(card.evolutions_named()[:4]) \
                + (", …" if len(card.evolutions) > 4 else "")
            message = (
                # Translators: {name} is a card name; {into} a comma-separated list of names.
                _('the team Pokémon "{name}" evolves into {into}, but the Evolution Deck holds '
                  "none of them") if card in deck.team else
                # Translators: {name} is a card name; {into} a comma-separated list of names.
                _('the Evolution Deck card "{name}" evolves into {into}, but the Evolution Deck '
                  "holds none of them"))
            yield violation(ID, Severity.ERROR, message.format(name=card.named(), into=into),
                            cards=[card])
    if waiting:
        names = ", ".join(card.named() for card in waiting)
        # Translators: {names} is a comma-separated list of card names.
        yield violation(ID, Severity.WARNING, _(
            "these Evolution Deck cards evolve from no Pokémon of the team: {names}").format(
                names=names),
                        cards=waiting)
