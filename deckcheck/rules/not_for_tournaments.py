"""No card printed "This card cannot be used at official tournaments" in a tournament format.

A few promos carry that line (data/cards/not_tournament_legal.yaml, by print: Greninja ☆
PR-SW SWSH144, Imakuni?'s Doduo EVO 112…); other prints of the same name are ordinary cards.
The card catalog does not record the sentence, so the data file is the only source. Standard,
Expanded and GLC select the rule; Unlimited, as deckcheck ships it, takes every card ever printed.

A line with no set and number is read as any print of its name, as the format rule reads it
(not-in-format): when a print of the name that can be used is legal in the format, the line
passes with advice naming the print to avoid. A judge rules on the card shown at deck check.
On a format's day, a print that came out later is not one the line can be.

**Fails** (Standard): 1 Greninja ☆ SWSH144; 1 Imakuni?'s Doduo (its only print is EVO 112).
**Passes with advice** (Expanded): 1 Mimikyu δ — PR-SW SWSH136 cannot be used, other prints can.
**Undecided** (Standard): 1 Dragapult — PR-SW SWSH132 cannot be used, and no other print is
legal as printed.
**Passes** (Unlimited): 1 Greninja ☆ SWSH144.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from deckcheck.i18n import _
from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "not-for-tournaments"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per line that names such a print, or a name every print of which is one;
    advice when a line without set and number may be one and another print is legal in the
    format; undecided when no other print is."""
    listed = _listed(deck.data)
    for card in deck.every_card:
        if card.print_key in listed:
            # Translators: {print} is a set code and number ("BS 1"), {name} a card name; the
            # quoted words are printed on the card.
            yield violation(ID, Severity.ERROR, _(
                "{print} {name} is printed “This card cannot be used at official "
                "tournaments”").format(print=f"{card.line.set_code} {card.line.number}",
                                       name=card.named()), cards=[card])
        elif card.print_key is None and card.prints:
            # On a format's day, a print that came out later is not one the line can be.
            held = [p for p in card.prints if deck.format.may_be_held(p)]
            barred = [p for p in held if (p.set_code, p.number) in listed]
            shown = ", ".join(f"{p.set_code} {p.number}" for p in barred)
            if barred and len(barred) == len(held):
                # Translators: {name} is a card name, {prints} a comma-separated list of prints.
                yield violation(ID, Severity.ERROR, _(
                    "{name} is printed only as {prints}, which says “This card cannot be used "
                    "at official tournaments”").format(name=card.named(), prints=shown),
                    cards=[card])
            elif barred and _usable_print_allowed(card, deck, listed):
                # Translators: {name} is a card name, {prints} a comma-separated list of prints.
                yield violation(ID, Severity.WARNING, _(
                    "{name}: play a print other than {prints}, which cannot be used at "
                    "official tournaments").format(name=card.named(), prints=shown),
                    cards=[card])
            elif barred:
                # Translators: {name} is a card name, {prints} a comma-separated list of prints.
                yield undecided(ID, _(
                    "{name} is also printed as {prints}, which cannot be used at official "
                    "tournaments; add the set and number to tell which this is").format(
                        name=card.named(), prints=shown), cards=[card])


def _usable_print_allowed(card: Card, deck: DeckContext,
                          listed: frozenset[tuple[str, str]]) -> bool:
    """Whether a print of the name that can be used at tournaments is legal in the format as
    printed: the line is then legal as written, as not-in-format reads a line with no print.
    Otherwise (say its only prints in the format are barred ones) the format rule would pass
    the line on the barred print alone, so it stays a point to confirm."""
    game_format = deck.format
    return any((p.set_code, p.number) not in listed
               and (not game_format.limits_prints or game_format.allows(p))
               for p in card.prints)


@cache
def _listed(data: RulesData) -> frozenset[tuple[str, str]]:
    listed = data.card_list("not_tournament_legal")["cards"]
    return frozenset(data.parse_print(ref) for card in listed for ref in card["prints"])
