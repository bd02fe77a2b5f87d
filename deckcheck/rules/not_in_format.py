"""Every card must be legal in the format: its print, or through the reprint rule.

Standard (data/formats/standard.yaml) allows regulation marks H, I and J; Expanded the Black &
White series onward. The reprint rule (Tournament Handbook §4.1.3 via rules-facts.md §2.8): an
older print is legal when a legal print has the same name and functionally identical text —
deckcheck compares the catalog's English attack, ability and rule text. Basic Energy is always
legal. A line without set and number is legal when some print of its name is.

Needs the card catalog; without one, this rule warns that it could not decide.

**Fails** (Standard): 4 Lugia V SIT 138 (mark F, and no print of Lugia V has H, I or J);
4 Iron Hands ex PAR 70 (mark G, rotated out in April 2026).
**Warns** (Expanded): 1 Switch HS 102 — later prints are legal but worded differently ("Switch 1
of your Active Pokémon"); only a judge can say the texts are functionally identical.
**Passes** (Standard): 4 Ultra Ball SVI 196 (mark G, but Ultra Ball MEG 131 has mark I and the
same text).
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.formats import GameFormat
from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, violation

ID = "not-in-format"


def check(deck: DeckContext) -> Iterator[Violation]:
    """An error per line no legal print covers; one warning for lines that cannot be decided."""
    game_format = deck.format
    if not game_format.limits_prints:
        return
    undecided = []
    for card in deck.every_card:
        if card.basic_energy:
            continue
        if not card.prints:
            undecided.append(card)
            continue
        if _legal(card, game_format):
            continue
        others = [p for p in card.same_name_prints if game_format.allows(p)]
        marks = ", ".join(sorted({p.regulation_mark or "none" for p in card.prints}))
        head = (f'"{card.name.display}" is not legal in {game_format.name} as printed '
                f"(regulation mark {marks})")
        if others:
            # Same name, different text: "functionally identical" needs a judge, not a diff.
            listed = ", ".join(f"{p.set_code} {p.number}" for p in others[:6])
            yield violation(ID, Severity.WARNING,
                            f"{head}; legal prints of it ({listed}) have different text: it is "
                            "legal only if the texts are functionally identical", cards=[card])
        else:
            yield violation(ID, Severity.ERROR, f"{head}; no print of this name is",
                            cards=[card])
    if undecided:
        yield violation(ID, Severity.WARNING,
                        f"cannot decide whether these cards are legal in {game_format.name}: "
                        "their prints are not known (run `deckcheck catalog update`, or check "
                        "the names)", cards=undecided)


def _legal(card: Card, game_format: GameFormat) -> bool:
    if any(game_format.allows(p) for p in card.prints):
        return True
    if not game_format.reprints:
        return False
    texts = {p.text for p in card.prints}
    return any(game_format.allows(p) and p.text in texts for p in card.same_name_prints)

