"""Every card line must name a real card.

With a card catalog installed, a line that matches no card is an error with suggestions. Without
one, deckcheck cannot tell a typo from a real card, and says so once per deck as a warning, so a
clean report never hides an unchecked name.

**Fails** (with a catalog): ``4 Bos's Ordres`` (with up to three suggestions).
**Warns**: ``4 Gengar PAL 104`` — that print is Tinkatuff; the line counts as Gengar, the name
written, and the print is reported (a print counts only when the name matches no card).
After a few dozen unknown lines (``SUGGESTIONS_PER_DECK``) it stops suggesting and says, once, that
the file does not look like a decklist.
**Notes** (a warning that leaves the deck legal): ``4 Tribbish BKP 56`` — no card is named
Tribbish, and BKP 56 is Trubbish, one letter away: read as Trubbish, as a judge reads it. Only
when the name is no card's and no other card's name is as close, or when it is the print's name
with ◇, ☆ or a version number left off (``Diancie FLI 74``: Diancie ◇).
**Undecided**: ``4 Blend Energy`` — the start of two cards' names (Blend Energy Grass Fire
Psychic Darkness, Blend Energy Water Lightning Fighting Metal): the list must say which;
``4 Double Energy`` — the names of two Special Energy cards with an Energy type left out (Double
Colorless Energy, Double Dragon Energy): the same. A deck legal whichever card each is, is legal,
with a note naming them.
**Passes**: ``4 Boss's Orders PAL 172``; ``4 Ordini del Capo`` (Italian for Boss's Orders).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from deckcheck.catalog import SUGGESTIONS_PER_DECK
from deckcheck.i18n import _, ngettext
from deckcheck.models import Card, Severity, Violation
from deckcheck.names.folding import fold
from deckcheck.names.short_forms import typed_names
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.rulesdata.options import RULES, NoOptions

if TYPE_CHECKING:
    from deckcheck.rulesdata import RulesData

ID = "unknown-card"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def starts_them(card: Card, data: RulesData) -> bool:
    """Whether the line's name is the start of the cards it may be ("Blend Energy"; in any
    language: "Technische Maschine" starts Technical Machine TS-1's German name), not a name with
    an Energy type left out ("Double Energy": Double Colorless Energy, Double Dragon Energy)."""
    typed = {fold(name) for name in typed_names(card.line.text,
                                                 data.short_forms["types_left_off"])}
    return not all(fold(name) in typed for name in card.candidates)


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """Errors for lines the catalog does not know; one warning when there is no catalog."""
    for card in deck.every_card:
        if card.verified is False and card.candidates and not starts_them(card, deck.data):
            # Translators: {name} is a Special Energy's name as written with its Energy type
            # left out ("Double Energy"); {candidates} a comma-separated list of the quoted
            # card names it may be ("Double Colorless Energy", "Double Dragon Energy").
            yield undecided(ID, _('"{name}" is several cards\' names with an Energy type left '
                                  "out: {candidates}; write which one").format(
                name=card.line.text,
                candidates=", ".join(f'"{c}"' for c in card.candidates)), cards=[card])
        elif card.verified is False and card.candidates:
            # Translators: {name} is a title as written ("Blend Energy"); {candidates} a
            # comma-separated list of the quoted card names it starts.
            yield undecided(ID, _('"{name}" is the start of several cards\' names: '
                                  "{candidates}; write which one").format(
                name=card.line.text,
                candidates=", ".join(f'"{c}"' for c in card.candidates)), cards=[card])
        elif card.verified is False:
            if card.suggestions:
                # Translators: {name} is the name as written; {suggestions} a comma-separated
                # list of quoted card names.
                message = _('no card is named "{name}" — did you mean {suggestions}?').format(
                    name=card.line.text,
                    suggestions=", ".join(f'"{s}"' for s in card.suggestions))
            else:
                # Translators: {name} is the name as written on the line.
                message = _('no card is named "{name}"').format(name=card.line.text)
            yield violation(ID, Severity.ERROR, message, cards=[card])
        elif card.read_as is not None:
            yield violation(ID, Severity.WARNING, card.read_as, cards=[card])
        elif card.print_mismatch is not None and card.line.set_code is None:
            # A number with no set code ("6 Darkness Energy 104", "4 Gible 60/147") that names
            # no one card: the line is not said to be wrong, only unclear.
            # Translators: {mismatch} says what the number written with no set code may be
            # ("104, with no set code, is how … numbers basic Energy, and the number of the
            # Special Energy Darkness Energy N1 104 too"); {written} is the line as written,
            # {name} the name it counts as meanwhile.
            yield undecided(ID, _('{mismatch}: which card does "{written}" mean? Counted as '
                                  '"{name}" until the list gives the set code').format(
                mismatch=card.print_mismatch, written=f"{card.line.text} {card.line.number}",
                name=card.named()),
                cards=[card])
        elif card.print_mismatch is not None:
            # Translators: {mismatch} says what the line's print is ("PAL 104 is Tinkatuff", or
            # "the card catalog has no card printed as PAL 999"); {written} is the name as
            # written, {name} the name it counts as.
            yield undecided(ID, _('{mismatch}, not "{written}"; counted as "{name}": check the '
                                  "set and number").format(mismatch=card.print_mismatch,
                                                           written=card.line.text,
                                                           name=card.named()), cards=[card])
    unknown = sum(1 for card in deck.every_card if card.verified is False and not card.candidates)
    if unknown > SUGGESTIONS_PER_DECK:
        # Translators: {most} is the number of lines after which suggestions stop.
        yield violation(ID, Severity.ERROR, ngettext(
            "{count} line names no card the catalog knows (suggestions stop after {most}): this "
            "file does not look like a decklist",
            "{count} lines name no card the catalog knows (suggestions stop after {most}): this "
            "file does not look like a decklist", unknown).format(count=unknown,
                                                                  most=SUGGESTIONS_PER_DECK))
    unchecked = [card for card in deck.every_card
                 if card.verified is None and not card.basic_energy]
    if unchecked:
        yield undecided(ID, ngettext(
            "{count} card name not checked against a card catalog; a misspelt name would count "
            "as a card of its own (run `deckcheck catalog update`)",
            "{count} card names not checked against a card catalog; a misspelt name would count "
            "as a card of its own (run `deckcheck catalog update`)", len(unchecked)).format(
                count=len(unchecked)))
