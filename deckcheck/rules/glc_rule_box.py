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
from dataclasses import dataclass
from typing import Literal

from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, undecided, violation

ID = "glc-rule-box"
LEVEL = "error"
NEEDS: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Options:
    """``also``: cards with no Rule Box suffix that the format still refuses (``radiant``,
    ``ace-spec``, ``mega``); the suffixes with a Rule Box are data/suffixes.yaml's."""

    also: tuple[Literal["radiant", "ace-spec", "mega"], ...] = ("radiant", "ace-spec", "mega")
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per Rule Box card; a warning for a card that may be an ACE SPEC."""
    rule_box = {s for s, fact in deck.data.suffixes.items() if fact["rule_box"]}
    for card in deck.cards:
        why = _rule_box(card, rule_box, set(options.also))
        if why:
            yield violation(ID, Severity.ERROR,
                            f'"{card.name.display}" is {why}; {deck.format.name} allows no Rule '
                            "Box cards", cards=[card])
        elif card.ace_spec is None and "ace-spec" in options.also:
            yield undecided(ID,
                            f'"{card.name.display}" may be an ACE SPEC; add set and number',
                            cards=[card])


def _rule_box(card: Card, rule_box: set[str], also: set[str]) -> str | None:
    found = [s for s in card.name.suffixes if s in rule_box]
    if found:
        return f"a {found[0]} card"
    if card.radiant and "radiant" in also:
        return "a Radiant Pokémon"
    if card.ace_spec and "ace-spec" in also:
        return "an ACE SPEC card"
    if card.name.mega and "mega" in also:
        return "a Mega Evolution Pokémon"
    return None
