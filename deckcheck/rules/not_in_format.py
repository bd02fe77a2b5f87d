"""Every card must be legal in the format: its print, or through the reprint rule.

Standard (data/formats/standard.yaml) allows regulation marks H, I and J; Expanded the Black &
White series onward. The reprint rule (Tournament Handbook §4.1.3, quoted in
data/reprint_rule.yaml): an older print is legal when a legal print has the same name and
functionally identical text. deckcheck compares the two prints' game text field by field —
attacks (name, cost, damage, effect), abilities, HP, type, stage, weakness, resistance, retreat,
rules text (deckcheck/formats/reprints.py), after the template equivalences of
data/reprint_templates.yaml (how each era words a switch, a search, a draw, Energy provision).
Identical: legal. Different attacks, abilities, numbers or game terms: an error naming the legal
prints and what differs. Wording alone, "up to" in one text only (a choice the rulebook defines),
or a fact the catalog records for one print only: undecided, for a judge to confirm. Basic Energy
is always legal. A line without set and number is legal when some print of its name is.

Needs the card catalog; without one, this rule says it could not decide.

**Fails** (Standard): 4 Lugia V SIT 138 (mark F, and no print of Lugia V has H, I or J);
1 Dunsparce PAL 156 (mark G; every legal Dunsparce has other attacks).
**Fails** (Expanded): 1 Rainbow Energy TR 17 (the Handbook's own example: not functionally
identical to Rainbow Energy CES 151).
**Undecided** (Standard): 4 Ultra Ball SUM 135 — it says "Discard 2 cards from your hand. If you
do, search …" where the legal prints say "You can use this card only if you discard 2 other
cards …": only a judge can call that identical.
**Passes** (Standard): 4 Ultra Ball SVI 196 (mark G, but Ultra Ball MEG 131 has mark I and the
same text); 2 Boss's Orders BRS 132 ("Switch 1 of your opponent's Benched Pokémon with their
Active Pokémon" is ASC 183's "Switch in … to the Active Spot" in the template of its era).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING

from deckcheck.bounded import VERDICTS, ByIdentity
from deckcheck.i18n import _, language
from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, Finding, asked, line_violations, undecided
from deckcheck.rulesdata.options import RULES, NoOptions

if TYPE_CHECKING:
    from deckcheck.catalog.records import CatalogCard

ID = "not-in-format"
LEVEL = RULES[ID].level
NEEDS = frozenset({"reprints"})
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per line no legal print covers; undecided points where only a judge can tell."""
    game_format = deck.format
    if not game_format.limits_prints:
        return
    unknown = []
    question = asked()
    for card in deck.every_card:
        if card.basic_energy:
            continue
        if not card.prints:
            unknown.append(card)
            continue
        # Worked out once per identified line (a batch names the same lines again and again).
        yield from line_violations(ID, card, deck, question, partial(_findings, card, deck))
    # A title several cards fit ("4 Double Energy") has no prints until a judge says which card
    # it is: the catalog is there, and updating it would not tell.
    titles = [card for card in unknown if card.candidates]
    unread = [card for card in unknown if not card.candidates]
    if titles:
        # Translators: {format} is a format's name.
        yield undecided(ID, _("cannot decide whether these cards are legal in {format}: each "
                              "line may be several cards (see its point)").format(
                                  format=game_format.shown_name), cards=titles)
    if unread:
        # Translators: {format} is a format's name.
        yield undecided(ID, _("cannot decide whether these cards are legal in {format}: their "
                              "prints are not known (run `deckcheck catalog update`, or check "
                              "the names)").format(format=game_format.shown_name), cards=unread)


_FOUND: ByIdentity[tuple[Finding, ...]] = ByIdentity(VERDICTS)
"""The rule's findings per prints, format and rules data (by identity) and what else they read:
the card's English name, whether the line named a print, the messages' language. Lines that
differ in how they are written, their section or their count ("4 Ultra Ball SVI 196", "Ultra
Ball SVI 196" under another heading) are identified apart but share their prints: an archive of
old lists, nearly every line of which is not in today's format, works each card out once."""


def _findings(card: Card, deck: DeckContext) -> tuple[Finding, ...]:
    """The rule's findings on one card with prints in the catalog."""
    if any(map(deck.format.allows, card.prints)):
        return ()  # most lines of a current list: nothing to remember
    objects = (card.prints, card.same_name_prints, deck.format, deck.data)
    values = (card.name.display, card.print_key is None, language())
    found = _FOUND.get(objects, values)
    if found is None:
        found = _FOUND.put(objects, values, tuple(_not_allowed(card, deck)))
    return found


def _not_allowed(card: Card, deck: DeckContext) -> Iterator[Finding]:
    """The findings on a card none of whose own prints the format allows as printed."""
    game_format = deck.format
    own = game_format.verdicts(card, deck.data)  # a format as of a day answers itself
    if own is not None:
        for severity, message in own:
            yield _finding(severity, message)
        return
    # The format's prints of the name, read once for both questions below (a name may have
    # a hundred prints).
    legal = tuple([p for p in card.same_name_prints if game_format.allows(p)])
    if _same_text(card, deck, legal):
        return
    if _mark_not_yet_known(card, deck):
        # Translators: {card} is a print ("ZZZ 12"); {format} a format's name.
        yield Severity.WARNING, _("{card}: its set is newer than deckcheck's data and the card "
                                  "catalog gives it no regulation mark yet, so its place in "
                                  "{format} is not known; run `deckcheck update` later, or "
                                  "confirm with a judge").format(
            card=f"{card.prints[0].set_code} {card.prints[0].number}",
            format=game_format.shown_name), True
        return
    from deckcheck.formats.reprint_verdicts import (
        reprint_rule,  # only for cards not legal as printed
    )

    for severity, message in reprint_rule(card, game_format, deck.data, legal):
        yield _finding(severity, message)


def _finding(severity: Severity | None, message: str) -> Finding:
    """An outcome of the format or the reprint rule as a finding: ``None`` is for a judge."""
    if severity is None:
        return Severity.WARNING, message, True
    return severity, message, False


def _mark_not_yet_known(card: Card, deck: DeckContext) -> bool:
    """Whether every print of the line is from a set deckcheck's data does not know (newer than
    the data) and has no regulation mark in the catalog, in a format that goes by marks: the
    card data often gains a new set's marks later, so a judge, not deckcheck, decides."""
    if deck.format.regulation_marks is None:
        return False
    return all(p.regulation_mark is None and p.set_code is not None
               and p.set_code.split(":", 1)[0] not in deck.data.set_legal for p in card.prints)


def _same_text(card: Card, deck: DeckContext, legal: tuple[CatalogCard, ...]) -> bool:
    """A legal print with the very same game text, neither of them an ACE SPEC: the reprint
    rule's easy case, settled without loading its comparisons (most older prints in a list).
    ``legal``: the prints of the card's name the format allows."""
    if not deck.format.reprints:
        return False
    def plain(printed: CatalogCard) -> bool:
        return not deck.data.is_ace_spec(printed.rarity, printed.set_code, printed.number)

    texts = {p.game for p in legal if plain(p)}
    return any(own.game in texts for own in card.prints if plain(own))
