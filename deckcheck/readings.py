"""Lines that may be read as several cards, decided when every reading gives the same verdict.

Three kinds of line name a card deckcheck cannot pin down from the line alone:

* a bare **title** several cards' names start ("4 Blend Energy": Blend Energy Grass Fire Psychic
  Darkness or Blend Energy Water Lightning Fighting Metal), or a name with its Energy type left
  out ("4 Double Energy");
* a **print slip**, a name and a print of another card ("2 Colress PLS 119": PLS 119 is Colress
  Machine), which is either the named card (any of its prints) or the printed one;
* a **number and its set's count** that several prints of the name bear ("4 Dual Ball 72/95":
  Team Magma vs Team Aqua 72 and Unleashed 72), which is one of them;
* a **set code no set has**, a letter from several sets that print the name at the line's number
  ("3 Charizard BS2 4": Base Set 4 and Base Set 2 4), which is one of them.

Each is a point to confirm, unless whichever card each line is the deck is judged the same: then
a judge would decide it in seconds, and the point becomes a note. The lines are read **together**:
the deck is checked again for every combination of their readings, because two lines that each
read alike alone may break a limit together ("1 Secret" and "1 Rock" may be Secret Box and Rock
Guard, two ACE SPEC cards). The combinations are bounded (:data:`COMBINATIONS_READ`), so a list
costs at most that many checks more; one with more stays as it is. Where the verdict does depend
on a line's reading, an error that does not come from the card its name says is a point too
(:func:`in_doubt`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import replace
from math import prod

from deckcheck.i18n import _
from deckcheck.identify import TITLE_CANDIDATES, number_out_of
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import Card, DeckLine, Severity, Violation, Zone
from deckcheck.rules import unknown_card
from deckcheck.rules.base import violation
from deckcheck.rulesdata import RulesData

COMBINATIONS_READ = 64
"""The most combinations of readings checked for one deck: each checks the whole deck again, so
their number is bounded; a real list has one or two such lines, with two to four readings."""
EVERY_COPY_ILLEGAL = frozenset({"not-in-format", "banned", "not-for-tournaments",
                                "set-legal-day"})
"""Rules whose error is on each copy of a card, however a title's copies are split among the
cards it may be: one of them not legal in every reading is a deck not legal whichever it is (a
copy-limit error is not: 5 Double Energy may be 4 of one card and 1 of the other)."""

Identify = Callable[[DeckLine], Card]
"""The line identified as the list's own lines are (in the list's language)."""
Check = Callable[[tuple[Card, ...]], tuple[Violation, ...]]
"""The deck's findings with its lines identified as these cards (in the list's order)."""
Numbered = Callable[[DeckLine], tuple[tuple[str, str], ...]]
"""The prints of one name a line's number and set count may be, as (set code, number)
(deckcheck.identify.Identifier.one_name_numbered); none where it is not such a line."""


@dataclass(frozen=True)
class Uncertain:
    """A line that may be several cards, and the card each reading of it identifies."""

    card: Card
    readings: tuple[Card, ...]
    kind: str
    """``title`` (its readings are the cards it starts), ``slip``, ``numbered`` or ``near-code``."""


def blocks(found: Violation) -> bool:
    """Whether a finding keeps a deck from being legal (an error, or a point left undecided)."""
    return found.severity is Severity.ERROR or found.undecided


def finding_key(card: Card) -> tuple[int, str]:
    """A line's card as its findings name it: its line and how it is described."""
    return card.line.line_number, card.describe()


def only_about(found: Violation, card: Card) -> bool:
    """Whether a finding is about ``card`` alone (its line, and no other card: a table row holds
    several cards on one line)."""
    return found.lines == (card.line.line_number,) and found.cards == (card.describe(),)


def is_title(card: Card) -> bool:
    """Whether a deck's line is a bare title several cards' names start."""
    return card.verified is False and bool(card.candidates) and card.line.zone is Zone.DECK


def is_slip(card: Card) -> bool:
    """Whether a deck's line names one card and gives the print of another."""
    return card.printed_as is not None and card.line.zone is Zone.DECK


def is_numbered(card: Card) -> bool:
    """Whether a deck's line gives a number and its set's count, no set, that the catalog does
    not read as one print ("4 Dual Ball 72/95")."""
    return number_out_of(card.line) is not None and card.print_mismatch is not None \
        and card.line.zone is Zone.DECK


def is_near_code(card: Card) -> bool:
    """Whether a deck's line writes a set code no set has, a letter from several sets that
    print its name at its number ("3 Charizard BS2 4")."""
    return bool(card.near_prints) and card.line.zone is Zone.DECK


def _readings(card: Card, identify: Identify, numbered: Numbered
              ) -> tuple[str, tuple[Card, ...]] | None:
    """The line's kind and each card it may be, identified; None where a reading names no one
    card (or, for a slip or a number, not exactly: a name read another way, or a print it does
    not bear)."""
    exact = True
    if is_title(card):
        if len(card.candidates) >= TITLE_CANDIDATES:
            return None  # the look-up stopped there: the title may start more cards
        kind, exact = "title", False
        lines = [replace(card.line, text=name) for name in card.candidates]
    elif is_slip(card) and card.verified is True and card.printed_as is not None:
        # The named card with no print (each of its prints counts, as on a name-only line), and
        # the printed card.
        kind = "slip"
        lines = [replace(card.line, set_code=None, number=None),
                 replace(card.line, text=card.printed_as)]
    elif is_numbered(card):
        kind = "numbered"
        lines = [replace(card.line, set_code=code, number=number)
                 for code, number in numbered(card.line)]
        if not lines:
            return None
    elif is_near_code(card):
        kind = "near-code"
        lines = [replace(card.line, set_code=code, number=number)
                 for code, number in card.near_prints]
    else:
        return None
    read = tuple([identify(line) for line in lines])
    if any(one.verified is not True or one.candidates
           or (exact and (one.print_mismatch is not None or one.read_as is not None))
           for one in read):
        return None
    if kind in ("numbered", "near-code") and len({one.ace_spec for one in read}) > 1:
        return None  # an ACE SPEC print and an ordinary one of one name: for a judge
    return kind, read


def _reads_alike(cards: tuple[Card, ...], lines: list[Uncertain], combination: tuple[Card, ...],
                 before: set[tuple[str, str]], check: Check) -> bool:
    """Whether the deck, with each uncertain line read as its card in ``combination``, has no
    error or point on those lines and none the deck did not have."""
    chosen = {id(line.card): read for line, read in zip(lines, combination, strict=True)}
    found = check(tuple([chosen.get(id(card), card) for card in cards]))
    on: dict[int, set[str]] = {}
    for read in combination:
        on.setdefault(read.line.line_number, set()).add(read.describe())
    # A finding on a line blocks when it is about the card read there or names none; one about
    # another card of the line (a table row's) blocks only when the deck did not have it.
    return not any(blocks(v) and (any(n in on and (not v.cards or not on[n].isdisjoint(v.cards))
                                      for n in v.lines)
                                  or (v.rule, v.message) not in before)
                   for v in found)


def decided(cards: tuple[Card, ...], violations: tuple[Violation, ...], identify: Identify,
            check: Check, numbered: Numbered) -> list[Uncertain]:
    """The uncertain lines of the deck that have readings, when every combination of their
    readings is judged as the deck is without them (none when one is not, or when there are
    more than :data:`COMBINATIONS_READ` combinations)."""
    uncertain = [card for card in cards if is_uncertain(card)]
    if not uncertain:
        return []
    lines = []
    for card in uncertain:
        found = _readings(card, identify, numbered)
        # A line with no readings (a title that may start more cards, a number no print
        # bears) stays a point of its own, as it is in every combination of the others'.
        if found is not None:
            lines.append(Uncertain(card, found[1], found[0]))
    if not lines:
        return []
    if prod(len(line.readings) for line in lines) > COMBINATIONS_READ:
        return []
    before = {(v.rule, v.message) for v in violations if blocks(v)}
    if all(_reads_alike(cards, lines, combination, before, check)
           for combination in itertools.product(*(line.readings for line in lines))):
        return lines
    return []


def refused_whichever(title: Card, identify: Identify, check: Check,
                      cards: tuple[Card, ...]) -> Violation | None:
    """An error for a title's line when every card it may be is refused there by a rule that
    refuses each copy (:data:`EVERY_COPY_ILLEGAL`: "4 Double Energy" in Standard, where neither
    Double Colorless Energy nor Double Dragon Energy is legal), else None."""
    reasons = []
    for name in title.candidates:
        card = identify(replace(title.line, text=name))
        if card.verified is not True or card.candidates:
            return None
        read = tuple([card if other is title else other for other in cards])
        reason = next((v for v in check(read)
                       if v.rule in EVERY_COPY_ILLEGAL and v.severity is Severity.ERROR
                       and not v.undecided and only_about(v, card)), None)
        if reason is None:
            return None
        reasons.append(reason)
    # Translators: {name} is a name as written that several cards' names fit ("Double
    # Energy"); {candidates} a comma-separated list of those quoted names; {reason} what
    # the first of them is refused for.
    return violation(reasons[0].rule, Severity.ERROR, _(
        '"{name}" may be {candidates}: whichever it is, it is not legal here '
        "({reason})").format(
            name=title.line.text, candidates=", ".join(f'"{c}"' for c in title.candidates),
            reason=reasons[0].message), cards=[title])


def _as_note(found: Violation, line: Uncertain, data: RulesData) -> Violation:
    """A decided line's point to confirm, as the note of why it does not matter."""
    card = line.card
    if line.kind == "numbered":
        prints = ", ".join(f"{one.line.set_code} {one.line.number}" for one in line.readings)
        # Translators: {number} is a number and its set's count as a list line writes them with
        # no set code ("72/95"); {name} the card's name; {prints} the prints numbered so,
        # comma-separated set codes and numbers ("MA 72, UL 72").
        message = _("{number} is {name} in several sets ({prints}): whichever print the line "
                    "means, the verdict is the same").format(
                        number=card.line.number, name=card.name.display, prints=prints)
    elif line.kind == "near-code":
        prints = ", ".join(f"{one.line.set_code} {one.line.number}" for one in line.readings)
        # Translators: {code} is a set code as a list line writes it, no set's ("BS2"); {name}
        # the card's name; {prints} the prints a letter away that bear it, comma-separated set
        # codes and numbers ("B2 4, BS 4").
        message = _("no set is coded {code}; {name} is printed so in the sets a letter away "
                    "({prints}): whichever print the line means, the verdict is the same").format(
                        code=card.line.set_code, name=card.name.display, prints=prints)
    elif line.kind == "slip":
        # Translators: {mismatch} says what the line's print is ("PLS 119 is Colress
        # Machine"); {written} is the name as written on the line.
        message = _('{mismatch}, not "{written}": whichever card the line means, the verdict '
                    "is the same").format(mismatch=card.print_mismatch, written=card.line.text)
    elif not unknown_card.starts_them(card, data):
        # Translators: {name} is a Special Energy's name as written with its Energy type left
        # out ("Double Energy"); {candidates} a comma-separated list of the quoted card names
        # it may be.
        message = _('"{name}" is several cards\' names with an Energy type left out: '
                    "{candidates}; whichever it is, the verdict is the same").format(
                        name=card.line.text,
                        candidates=", ".join(f'"{c}"' for c in card.candidates))
    else:
        # Translators: {name} is a title as written ("Blend Energy"); {candidates} a
        # comma-separated list of the quoted card names it starts.
        message = _('"{name}" is the start of several cards\' names: {candidates}; whichever '
                    "it is, the verdict is the same").format(
                        name=card.line.text,
                        candidates=", ".join(f'"{c}"' for c in card.candidates))
    return replace(found, undecided=False, severity=Severity.WARNING, message=message)


def _is_error(found: Violation) -> bool:
    return found.severity is Severity.ERROR and not found.undecided


def in_doubt(cards: tuple[Card, ...], violations: tuple[Violation, ...], identify: Identify,
             check: Check, numbered: Numbered) -> set[int]:
    """The errors (by ``id``) on a print slip's or a number's line that are not certain.

    A slip counts as the card its name says ("counted as Switch"): an error the deck has with
    the line read as that card is certain ("3 Nest Ball" and "2 Nest Ball SVI 182" are five Nest
    Ball, whatever SVI 182 is: review 13). One it does not have comes from the print the line
    gives ("1 Switch TEF 157" beside Unfair Stamp: TEF 157 is Prime Catcher, a second ACE SPEC
    card only if the line is its print: review 12), and is a point. A number several prints of
    one name bear ("72/95") is any of them: its errors are points where one print leaves the deck
    with no error at all. At most :data:`COMBINATIONS_READ` checks in all."""
    doubtful: set[int] = set()
    checks = 0
    for card in cards:
        if not (is_slip(card) or is_numbered(card)):
            continue
        number = card.line.line_number
        errors = [v for v in violations if _is_error(v) and number in v.lines]
        found = _readings(card, identify, numbered) if errors else None
        if found is None:
            continue
        kind, readings = found
        tried = readings[:1] if kind == "slip" else readings  # a slip's first: the named card
        checks += len(tried)
        if checks > COMBINATIONS_READ:
            break
        if any(not any(_is_error(v) for v in check(
                tuple([read if other is card else other for other in cards])))
               for read in tried):
            doubtful.update(id(v) for v in errors)
    return doubtful


def read_alike(cards: tuple[Card, ...], violations: tuple[Violation, ...], identify: Identify,
               check: Check, data: RulesData, numbered: Numbered,
               strict: bool = False) -> tuple[Violation, ...]:
    """``violations`` with the points of the deck's uncertain lines turned into notes where the
    verdict does not depend on which card each line is (:func:`decided`), an error for each
    title whose every card is refused each copy (:func:`refused_whichever`), and, where it does
    depend, a slip's errors that a reading of it has none of as points (:func:`in_doubt`; with
    ``strict`` they stay errors, as every point would be)."""
    lines = {finding_key(line.card): line
             for line in decided(cards, violations, identify, check, numbered)}
    refused: dict[tuple[int, str], Violation] = {}
    doubtful: set[int] = set()
    if not lines:
        for card in cards:
            if is_title(card) and len(card.candidates) < TITLE_CANDIDATES:
                refusal = refused_whichever(card, identify, check, cards)
                if refusal is not None:
                    refused[finding_key(card)] = refusal
        if not strict:
            doubtful = in_doubt(cards, violations, identify, check, numbered)
        if not refused and not doubtful:
            return violations
    decided_lines = {line.card.line.line_number for line in lines.values()}
    decided_cards = {line.card.describe() for line in lines.values()}
    found: list[Violation] = []
    for v in violations:
        key = (v.lines[0], v.cards[0]) if v.undecided and len(v.lines) == 1 \
            and len(v.cards) == 1 else None
        line = lines.get(key) if key is not None else None
        if v.rule != unknown_card.ID and (key in refused or line is not None):
            # What no reading of the line finds is its unread prints, not the deck's ("their
            # prints are not known"): every reading was checked without it.
            continue
        if v.undecided and v.rule != unknown_card.ID and len(v.lines) > 1 and v.cards \
                and set(v.lines) <= decided_lines and set(v.cards) <= decided_cards:
            # A point on decided lines' cards only, which no combination of them has (not on
            # another card of a table's row: review 13).
            continue
        if id(v) in doubtful:
            v = replace(v, severity=Severity.WARNING, undecided=True)
        if line is not None and v.rule == unknown_card.ID:
            v = _as_note(v, line, data)
        found.append(v)
        if key in refused and v.rule == unknown_card.ID:
            found.append(refused.pop(key))  # the line's error, after its point
    return (*found, *refused.values())  # any left: a format without rule unknown-card


def is_uncertain(card: Card) -> bool:
    """Whether a deck's line may be read as several cards."""
    return is_title(card) or is_slip(card) or is_numbered(card) or is_near_code(card)


def uncertain_in(cards: Iterable[Card]) -> bool:
    """Whether any of a deck's lines may be read as several cards."""
    return any(is_uncertain(card) for card in cards)
