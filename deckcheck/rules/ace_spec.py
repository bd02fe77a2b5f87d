"""At most 1 ACE SPEC card in the whole deck: not one of each, one in total.

Rulebook 000, Appendice 1: "Non puoi avere più di una carta ASSO TATTICO nel tuo mazzo."
Rulebook 001, Apêndice D: "não é um de cada, é apenas um card ACE SPEC no total no baralho inteiro."

ACE SPEC cards of both the Black & White and the Scarlet & Violet era are listed in
``data/cards/ace_spec.yaml``. Computer Search and Master Ball were also printed as ordinary cards:
without a set and number such a line cannot be decided, and gets a warning — unless the format
allows only its ACE SPEC prints (Standard's Master Ball TEF 153, Expanded's Computer Search
BCR 137): read as an ordinary print the card is not legal there, so under every reading that
leaves the deck legal it is an ACE SPEC. On a format's day (``unlimited@2006-07-25``) the line
can only be a print out by then: before Boundaries Crossed (2012) Computer Search was only an
ordinary card.

**Fails**: 1 Prime Catcher TEF 157 + 1 Master Ball TEF 153. **Passes**: 1 Prime Catcher.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import _, ngettext
from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, count, undecided, violation
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "ace-spec"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error past 1 ACE SPEC; a warning when an unidentified print could make it more."""
    aces: list[Card] = []
    maybe: list[Card] = []
    for card in deck.at_least:
        if card.ace_spec:
            aces.append(card)
        elif card.ace_spec is None:  # printed both ways, and the line names no print
            if _every_print_ace_spec(card, deck):
                aces.append(card)  # "Master Ball Ace Spec": the line says which prints
                continue
            ace_that_day = _ace_spec_on_the_day(card, deck)
            if ace_that_day is False:
                continue  # on the format's day only its ordinary prints were out
            (aces if ace_that_day or _only_ace_spec_legal(card, deck) else maybe).append(card)
    if count(aces) > 1:
        yield violation(ID, Severity.ERROR, ngettext(
            "{count} ACE SPEC card; a deck may hold only 1 ACE SPEC card in total",
            "{count} ACE SPEC cards; a deck may hold only 1 ACE SPEC card in total",
            count(aces)).format(count=count(aces)), cards=aces)
    elif count(aces) + count(maybe) > 1:
        # Translators: {names} is a comma-separated list of card names.
        yield undecided(ID, _("cannot decide: {names} was printed both as an ACE SPEC and as an "
                              "ordinary card; add set and number to tell which").format(
                                  names=", ".join(c.named() for c in maybe)),
                        cards=[*aces, *maybe])


def _every_print_ace_spec(card: Card, deck: DeckContext) -> bool:
    """Whether every print the line may be is an ACE SPEC (a name written with "Ace Spec"
    beside it is its ACE SPEC prints only: deckcheck.identify_short_forms)."""
    return bool(card.prints) and all(
        deck.data.is_ace_spec(printed.rarity, printed.set_code, printed.number)
        for printed in card.prints)


def _ace_spec_on_the_day(card: Card, deck: DeckContext) -> bool | None:
    """On a format's day, what a line naming a card printed both ways can be: True when every
    print out by then is an ACE SPEC, False when none is, None when both were out (or the
    format has no day, or the catalog has no print). Computer Search on 2006-07-25 is Base
    Set's: Boundaries Crossed's ACE SPEC came out in 2012."""
    game_format = deck.format
    if not card.prints or not game_format.dated:
        return None
    kinds = {deck.data.is_ace_spec(printed.rarity, printed.set_code, printed.number)
             for printed in card.prints if game_format.may_be_held(printed)}
    return next(iter(kinds)) if len(kinds) == 1 else None


def _only_ace_spec_legal(card: Card, deck: DeckContext) -> bool:
    """Whether the format may allow some of the line's prints and all of those are ACE SPEC.

    An ordinary print out of the format's pool is not legal through the reprint rule either (an
    ACE SPEC's text is not its text). On a format's day, a print whose legality that day is in
    doubt counts as one the format may allow (``may_allow``): only a print certainly out of the
    day's pools is no reading that leaves the deck legal.
    """
    game_format = deck.format
    if not card.prints or not game_format.limits_prints:
        return False
    allowed = [printed for printed in card.prints
               if game_format.may_be_held(printed) and game_format.may_allow(printed)]
    return bool(allowed) and all(
        deck.data.is_ace_spec(printed.rarity, printed.set_code, printed.number)
        for printed in allowed)
