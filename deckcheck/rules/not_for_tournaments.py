"""No card printed "This card cannot be used at official tournaments" in a tournament format.

A few promos carry that line (data/cards/not_tournament_legal.yaml, by print: Greninja ☆
PR-SW SWSH144, Imakuni?'s Doduo EVO 112…); other prints of the same name are ordinary cards.
The card catalog does not record the sentence, so the data file is the only source. Standard,
Expanded and GLC select the rule; Unlimited, as deckcheck ships it, takes every card ever printed.

**Fails** (Standard): 1 Greninja ☆ SWSH144. **Passes** (Unlimited): the same line.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from deckcheck.data import RulesData
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, NoOptions, violation

ID = "not-for-tournaments"
LEVEL = "error"
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per line that names a print not for official tournaments."""
    listed = _listed(deck.data)
    for card in deck.every_card:
        if card.print_key in listed:
            yield violation(ID, Severity.ERROR,
                            f"{card.line.set_code} {card.line.number} {card.name.display} is "
                            "printed “This card cannot be used at official tournaments”",
                            cards=[card])


@cache
def _listed(data: RulesData) -> frozenset[tuple[str, str]]:
    listed = data.card_list("not_tournament_legal")["cards"]
    return frozenset(data.parse_print(ref) for card in listed for ref in card["prints"])
