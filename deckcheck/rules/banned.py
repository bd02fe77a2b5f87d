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
    bans = _ban_list(options, deck.data)
    # Most cards are neither a ban's name nor one of its prints: each card is looked up in the
    # ban list's index, and only the bans it meets are worded, in the list's order (ban by ban,
    # each in line order).
    met = []
    for place, card in enumerate(deck.every_card):
        folded = fold(card.name.display)
        for index in sorted({*bans.by_name.get(folded, ()),
                             *bans.by_print.get(card.print_key, ())}):
            met.append((index, place, card, folded == bans.names[index]))
    met.sort(key=lambda found: found[:2])
    for index, _place, card, named in met:
        yield from _check_card(card, options.cards[index], bans.prints[index], deck.format,
                               named)


class _BanList:
    """A format's ban list indexed: each ban's name folded and its prints as keys, and the bans
    by either (worked out once per ban list and rules data, not once per list of a batch)."""

    def __init__(self, options: Options, data: RulesData) -> None:
        self.options, self.data = options, data
        self.names = [fold(ban.name) for ban in options.cards]
        self.prints = [frozenset(data.parse_print(ref) for ref in ban.prints)
                       for ban in options.cards]
        self.by_name: dict[str, list[int]] = {}
        self.by_print: dict[tuple[str, str] | None, list[int]] = {}
        for index, (name, prints) in enumerate(zip(self.names, self.prints, strict=True)):
            self.by_name.setdefault(name, []).append(index)
            for key in prints:
                self.by_print.setdefault(key, []).append(index)


_INDEXED: dict[int, _BanList] = {}
"""Ban lists indexed, by the identity of their options (a format's are the same object for every
list of a batch; the object is kept with its index, so its identity is not reused)."""


def _ban_list(options: Options, data: RulesData) -> _BanList:
    found = _INDEXED.get(id(options))
    if found is None or found.options is not options or found.data is not data:
        if len(_INDEXED) >= 64:  # a few formats a run: never grows with the batch
            _INDEXED.clear()
        found = _INDEXED[id(options)] = _BanList(options, data)
    return found


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
