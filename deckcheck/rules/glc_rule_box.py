"""Gym Leader Challenge: no Rule Box cards.

GLC FAQ (gymleaderchallenge.com/faq): "Pokemon V, EX, GX, BREAK, Radiant Pokémon, ACE SPECs, and
Prism Stars (including Prism Star Trainer and Energy cards)" are not allowed; ex, VMAX, VSTAR,
V-UNION, TAG TEAM and Mega Evolution Pokémon have rules too. Which suffixes make a Rule Box is data
(``rule_box`` in data/suffixes.yaml). Selected by data/formats/glc.yaml.

**Fails** (GLC): 1 Charizard ex OBF 125; 1 Radiant Greninja ASR 46; 1 Computer Search BCR 137.
**Passes** (GLC): 1 Charizard OBF 26; 1 Ultra Ball SVI 196.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, NoOptions, undecided, violation

ID = "glc-rule-box"
LEVEL = "error"
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per Rule Box card; a warning for a card that may be an ACE SPEC."""
    rule_box = {s for s, fact in deck.data.suffixes.items() if fact["rule_box"]}
    for card in deck.cards:
        why = _rule_box(card, rule_box)
        if why:
            yield violation(ID, Severity.ERROR,
                            f'"{card.name.display}" is {why}; {deck.format.name} allows no Rule '
                            "Box cards", cards=[card])
        elif card.ace_spec is None:
            yield undecided(ID,
                            f'"{card.name.display}" may be an ACE SPEC; add set and number',
                            cards=[card])


def _rule_box(card: Card, rule_box: set[str]) -> str | None:
    found = [s for s in card.name.suffixes if s in rule_box]
    if found:
        return f"a {found[0]} card"
    if card.radiant:
        return "a Radiant Pokémon"
    if card.ace_spec:
        return "an ACE SPEC card"
    if card.name.mega:
        return "a Mega Evolution Pokémon"
    return None
