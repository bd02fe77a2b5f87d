"""Gym Leader Challenge: of the Celebrations Classic Collection, only Reshiram and Zekrom.

The Classic Collection (Celebrations, 2021) reprints 25 famous cards of every era with their
original text. Gym Leader Challenge takes Expanded's card pool but, as its FAQ says
(gymleaderchallenge.com/faq), only the Classic Collection's Black & White-or-later reprints are
playable there — Reshiram and Zekrom; the other Black & White-or-later ones (Mewtwo-EX, Xerneas-EX,
M Rayquaza-EX, Tapu Lele-GX) have a Rule Box, which GLC refuses anyway. The set and the names
allowed are this rule's options (data/formats/glc.yaml).

**Fails** (GLC): 1 Charizard CEL CC2 (the Base Set Charizard, reprinted).
**Passes** (GLC): 1 Reshiram CEL CC20.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import _
from deckcheck.models import Severity, Violation
from deckcheck.names.folding import fold
from deckcheck.rules.base import DeckContext, and_list, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.classic_collection import Options

ID = "classic-collection"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per line naming a Classic Collection print of a name not allowed."""
    allowed = {fold(name) for name in options.allowed}
    for card in deck.every_card:
        if card.print_key is not None and card.print_key[0] == options.set \
                and fold(card.name.display) not in allowed:
            # Translators: {print} is a set code and number ("CEL 2"), {name} a card name,
            # {format} a format's name, {names} card names joined ("Reshiram and Zekrom").
            yield violation(ID, Severity.ERROR, _(
                "{print} {name} is a Classic Collection reprint; {format} allows only {names} "
                "from the Classic Collection").format(
                    print=f"{card.line.set_code} {card.line.number}", name=card.named(),
                    format=deck.format.shown_name, names=and_list(options.allowed)), cards=[card])
