"""No card banned in the format: bans are by print (set and number), as the official list is.

The ban lists live in the format files (data/formats/expanded.yaml: the official Expanded list);
an entry resting on a single secondary source says so. A line that names no print is banned when
every print of its name that the format allows is on the list (Hex Maniac: AOR 75 and AOR 75a),
and undecided when only some are (Duskull: CEC 83 is banned, SFA 18 is not) — the set and number
tell which. Without a card catalog, deckcheck cannot know every print of a name, so a name-only
line of a banned name is undecided.

**Fails** (Expanded): 1 Lysandre's Trump Card PHF 99; 1 Hex Maniac (every print is banned).
**Undecided** (Expanded): 1 Duskull — CEC 83 is banned, SFA 18 is not; the line names no print.
**Passes** (Expanded): 1 Duskull SFA 18.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck import i18n
from deckcheck.formats import GameFormat
from deckcheck.i18n import _
from deckcheck.models import Card, Severity, Violation
from deckcheck.names.folding import fold
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.banned import Ban, Options

ID = "banned"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()

def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per banned print or wholly banned name; undecided when a name-only line may be."""
    if not options.cards:
        return
    cards = [(card, fold(card.name.display)) for card in deck.every_card]
    for ban in options.cards:
        banned_name, prints = _ban_keys(ban, deck.data)
        for card, folded in cards:
            # Most cards are neither the ban's name nor one of its prints: nothing to word.
            named = folded == banned_name
            if named or card.print_key in prints:
                yield from _check_card(card, ban, prints, deck.format, named)


_KEYS: dict[int, tuple[Ban, RulesData, str, frozenset[tuple[str, str]]]] = {}
"""Each ban's name folded and its prints as keys, per ban and rules data (by identity: a format's
ban list is the same objects for every list of a batch)."""


def _ban_keys(ban: Ban, data: RulesData) -> tuple[str, frozenset[tuple[str, str]]]:
    kept = _KEYS.get(id(ban))
    if kept is None or kept[0] is not ban or kept[1] is not data:
        if len(_KEYS) >= 1024:  # a few ban lists a run: never grows with the batch
            _KEYS.clear()
        kept = _KEYS[id(ban)] = (ban, data, fold(ban.name),
                                 frozenset(data.parse_print(ref) for ref in ban.prints))
    return kept[2], kept[3]


def _check_card(card: Card, ban: Ban, prints: frozenset[tuple[str, str]],
                game_format: GameFormat, named: bool) -> Iterator[Violation]:
    # Translators: {note} (in the ban messages) is empty or a space and this parenthesis.
    note = " " + _("(listed by a single secondary source)") if ban.single_source else ""
    # The card the ban names, as the reader's cards print it (the ban list writes English).
    fill = {"name": card.named() if named or card.print_key in prints else ban.name,
            "format": game_format.shown_name,
            "date": i18n.day(ban.since) if ban.since else ban.since, "note": note}
    # In the ban messages, {name} is a card name, {format} a format's name, {date} the date of
    # the ban, {print} a set code and number ("PHF 99") and {note} is empty or a space and
    # "(listed by a single secondary source)".
    if ban.all_prints and named:
        message = (
            # Translators: {name} a card name, {format} a format's name, {date} the ban's date;
            # {note} is empty or a space and "(listed by a single secondary source)".
            _("{name} is banned in {format}, every print since {date}{note}") if ban.since else
            # Translators: {name} a card name, {format} a format's name; {note} is empty or a
            # space and "(listed by a single secondary source)".
            _("{name} is banned in {format}, every print{note}"))
        yield violation(ID, Severity.ERROR, message.format(**fill), cards=[card])
    elif card.print_key in prints:
        message = (
            # Translators: {print} a set code and number ("PHF 99"), {name} a card name, {format}
            # a format's name, {date} the ban's date; {note} is empty or a space and "(listed
            # by a single secondary source)".
            _("{print} {name} is banned in {format} since {date}{note}") if ban.since else
            # Translators: {print} a set code and number ("PHF 99"), {name} a card name, {format}
            # a format's name; {note} is empty or a space and "(listed by a single secondary
            # source)".
            _("{print} {name} is banned in {format}{note}"))
        yield violation(ID, Severity.ERROR, message.format(
            print=f"{card.line.set_code} {card.line.number}", **fill), cards=[card])
    elif card.print_key is None and named:
        listed = ", ".join(ban.prints)
        allowed = [p for p in card.prints
                   if game_format.allows(p) and (p.set_code, p.number) not in prints]
        if card.prints and not allowed:
            message = (
                # Translators: {name} a card name, {format} a format's name, {date} the ban's
                # date, {listed} a comma-separated list of prints ("AOR 75, AOR 75a"); {note} is
                # empty or a space and "(listed by a single secondary source)".
                _("{name} is banned in {format} since {date}: every print of it the format "
                  "allows is on the ban list ({listed}){note}") if ban.since else
                # Translators: {name} a card name, {format} a format's name, {listed} a
                # comma-separated list of prints ("AOR 75, AOR 75a"); {note} is empty or a
                # space and "(listed by a single secondary source)".
                _("{name} is banned in {format}: every print of it the format allows is on the "
                  "ban list ({listed}){note}"))
            yield violation(ID, Severity.ERROR, message.format(listed=listed, **fill),
                            cards=[card])
        elif allowed:
            legal = ", ".join(f"{p.set_code or _('(no set code)')} {p.number}"
                              for p in allowed[:6])
            # Translators: {name} a card name, {format} a format's name, {listed} and {legal}
            # comma-separated lists of prints; {note} is empty or a space and "(listed by a
            # single secondary source)".
            yield undecided(ID, _("some prints of {name} are banned in {format} ({listed}){note}, "
                                  "others are not ({legal}); add the set and number to tell "
                                  "which this is").format(listed=listed, legal=legal, **fill),
                            cards=[card])
        else:
            # Translators: {name} a card name, {format} a format's name, {listed} a
            # comma-separated list of prints; {note} is empty or a space and "(listed by a
            # single secondary source)".
            yield undecided(ID, _("prints of {name} are banned in {format} ({listed}){note}; "
                                  "without a card catalog deckcheck cannot tell whether any other "
                                  "print is legal: add the set and number, or run `deckcheck "
                                  "catalog update`").format(listed=listed, **fill), cards=[card])
