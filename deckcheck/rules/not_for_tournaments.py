"""No card printed "This card cannot be used at official tournaments" in a tournament format.

A few promos carry that line (data/cards/not_tournament_legal.yaml, by print: Greninja ☆
PR-SW SWSH144, Imakuni?'s Doduo EVO 112…); other prints of the same name are ordinary cards.
The card catalog does not record the sentence, so the data file is the only source. Standard,
Expanded and GLC select the rule; Unlimited, as deckcheck ships it, takes every card ever printed.

**Fails** (Standard): 1 Greninja ☆ SWSH144; 1 Imakuni?'s Doduo (its only print is EVO 112).
**Undecided** (Expanded): 1 Mimikyu δ — one print (PR-SW SWSH136) cannot be used, others can.
**Passes** (Unlimited): 1 Greninja ☆ SWSH144.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from deckcheck.i18n import _
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "not-for-tournaments"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per line that names such a print, or a name every print of which is one;
    undecided when a line without set and number may be one."""
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
            barred = [p for p in card.prints if (p.set_code, p.number) in listed]
            shown = ", ".join(f"{p.set_code} {p.number}" for p in barred)
            if len(barred) == len(card.prints):
                # Translators: {name} is a card name, {prints} a comma-separated list of prints.
                yield violation(ID, Severity.ERROR, _(
                    "{name} is printed only as {prints}, which says “This card cannot be used "
                    "at official tournaments”").format(name=card.named(), prints=shown),
                    cards=[card])
            elif barred:
                # Translators: {name} is a card name, {prints} a comma-separated list of prints.
                yield undecided(ID, _(
                    "{name} is also printed as {prints}, which cannot be used at official "
                    "tournaments; add the set and number to tell which this is").format(
                        name=card.named(), prints=shown), cards=[card])


@cache
def _listed(data: RulesData) -> frozenset[tuple[str, str]]:
    listed = data.card_list("not_tournament_legal")["cards"]
    return frozenset(data.parse_print(ref) for card in listed for ref in card["prints"])
