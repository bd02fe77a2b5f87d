"""At most 4 cards of one V-UNION name, all from the same expansion and the same illustration.

Rulebook 000, Appendice 8: "puoi avere un totale di quattro carte chiamate Mewtwo-V UNIONE nel tuo
mazzo e non quattro copie di ciascuna \"parte\". Tutte le quattro carte che compongono un
Pokémon-V UNIONE nel tuo mazzo devono essere parte della stessa espansione e avere
un'illustrazione realizzata dallo stesso artista."

The complete illustrations are listed in ``data/cards/v_union.yaml``. Both Morpeko V-UNION sets are
SWSH Black Star Promos, so only the artist tells them apart.

**Fails**: 5 Mewtwo V-UNION; Morpeko V-UNION SWSH215 and SWSH216 with SWSH289 and SWSH290.
**Warns**: V-UNION lines without set and number (the illustration cannot be checked).
**Passes**: Mewtwo V-UNION SWSH159, SWSH160, SWSH161, SWSH162.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import _
from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, by_name, count, undecided, violation
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "v-union"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions
MAX_CARDS = 4
"""Four pieces make one V-UNION; the rulebook allows "un totale di quattro carte"."""


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """Per V-UNION name: the 4-card total, then the one-illustration rule."""
    for cards in by_name(deck.cards, lambda card: card.v_union):
        name = cards[0].named()
        if count(cards) > MAX_CARDS:
            # Translators: {name} is a card name; {most} is 4.
            yield violation(ID, Severity.ERROR, _(
                '{count} cards named "{name}"; a deck may hold at most {most}, the four pieces of '
                "one V-UNION").format(count=count(cards), name=name, most=MAX_CARDS), cards=cards)
        yield from _one_illustration(deck, name, cards)  # named in the reader's words


def _one_illustration(deck: DeckContext, name: str, cards: list[Card]) -> Iterator[Violation]:
    known = [card for card in cards if card.v_union_illustration is not None]
    unknown = [card for card in cards if card.v_union_illustration is None]
    illustrations = sorted({card.v_union_illustration for card in known if
                            card.v_union_illustration is not None})
    if len(illustrations) > 1:
        # data/cards/v_union.yaml names each V-UNION in English, as the name that counts.
        english = cards[0].name.display
        described = "; ".join(_describe(deck, english, index) for index in illustrations)
        # Translators: {name} is a card name; {illustrations} describes each illustration
        # ("SWSH215, SWSH216 by Artist; illustration 2"), separated by semicolons.
        yield violation(ID, Severity.ERROR, _(
            'the "{name}" pieces come from different illustrations ({illustrations}); all must '
            "come from the same expansion and artist").format(name=name,
                                                              illustrations=described),
            cards=known)
    if unknown:
        message = (
            # Translators: {name} is a card name.
            _('cannot check that every "{name}" piece comes from one illustration: the lines '
              "have no set and number") if all(c.print_key is None for c in unknown) else
            # Translators: {name} is a card name.
            _('cannot check that every "{name}" piece comes from one illustration: the prints '
              "are not V-UNION pieces deckcheck knows"))
        yield undecided(ID, message.format(name=name), cards=unknown)


def _describe(deck: DeckContext, name: str, index: int) -> str:
    for card in deck.data.v_union["cards"]:
        if card["name"] == name:
            illustration = card["illustrations"][index]
            prints = ", ".join(illustration["prints"])
            if not illustration["artist"]:
                # Translators: {prints} is a comma-separated list of prints.
                return _("{prints} by artist not recorded").format(prints=prints)
            # Translators: {prints} is a comma-separated list of prints; {artist} a person.
            return _("{prints} by {artist}").format(prints=prints, artist=illustration["artist"])
    # Translators: {number} counts the illustrations of a V-UNION (1, 2).
    return _("illustration {number}").format(number=index + 1)
