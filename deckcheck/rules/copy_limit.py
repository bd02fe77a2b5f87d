"""At most 4 cards with the same name, counting every print and language together.

Rulebook 000, "Ma come si chiama davvero questo Pokémon?" and "Costruzione del mazzo": "puoi avere
solo quattro copie di una carta con lo stesso nome, a eccezione delle carte Energia base."

* Names are compared as :mod:`deckcheck.names.canonical` canonicalises them: ``Gengar LV.X`` counts
  with
  ``Gengar``, ``Meowth di Alola`` with ``Alolan Meowth``; ``Magnezone ex`` and ``Magnezone-EX``
  are two names.
* Basic Energy is exempt: the nine basic Energy names in any spelling, never a catalog flag.
* Cards whose printed text sets their own limit (``data/cards/copy_limits.yaml``): the Platinum
  Arceus that allow any number, Miracle Energy and Neo Shining Pokémon at most 1.
* Name groups (``data/cards/name_groups.yaml``): Professor's Research, Professor Sycamore and
  Professor Juniper count as one card, and so do Boss's Orders and Lysandre. A deck mixing the
  names of a group gets a warning, since some sources allow only one of the names.
* ACE SPEC, Radiant, Prism Star, Pokémon Star and V-UNION cards have stricter rules of their own,
  which report them instead.

**Fails**: 3 Boss's Orders PAL 172 + 2 Boss's Orders (Ghetsis) PAL 265 (5 Boss's Orders).
**Fails** (Unlimited as of 2005-06-01): 6 Darkness Energy, a name only Special Energy cards bore
before Diamond & Pearl brought the first basic one (data/cards/special_energy.yaml).
**Fails**: 4 Rare Candy SVI 191 + 1 Rare Candy x4, a line with two counts: at least 5 Rare Candy
whichever count is right (a line to confirm counts its fewest copies of the one card it names;
a table row only a judge can split names none, and counts nothing).
**Passes**: 4 Meowth + 4 Alolan Meowth + 4 Team Rocket's Meowth; 30 Basic {R} Energy.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from datetime import date

from deckcheck.i18n import _
from deckcheck.models import Card, Severity, Violation
from deckcheck.names.canonical import NameRules, rules_for
from deckcheck.rules.base import DeckContext, and_list, cards_count, count, undecided, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.copy_limit import Options

ID = "copy-limit"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()


def _counted_here(card: Card, names: NameRules) -> bool:
    owned_elsewhere = card.ace_spec or card.radiant or card.prism_star or card.pokemon_star \
        or card.v_union
    return not card.basic_energy and not owned_elsewhere and not _maybe_basic_energy(card, names)


def _maybe_basic_energy(card: Card, names: NameRules) -> bool:
    """"10 Fire" outside an Energy section: an Energy type alone, which the list does not say is
    basic Energy and no card is named (the unknown-card rule reports it: the start of other
    cards' names, or no card's). Basic Energy has no copy limit: counting it here would be an
    error about a name not yet known."""
    return card.verified is False and bool(names.type_word_languages(card.line.text))


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """One error per name (or name group) over its limit."""
    by_name: dict[str, list[Card]] = defaultdict(list)
    names = rules_for(deck.data)
    reported: set[int] = set()
    for found, cards in _special_by_day(deck, names, options.max):
        yield found
        reported.update(map(id, cards))
    for card in deck.at_least:
        if _counted_here(card, names) and id(card) not in reported:
            by_name[card.group or card.name.key].append(card)
    most = options.max
    yield from _one_print_two_names(by_name, most)
    for cards in by_name.values():
        if len(cards) == 1:
            # Most names: one line, in no group, with a sure limit. It is over that limit or
            # there is nothing to say (what _check_name concludes, without its lists).
            card = cards[0]
            if card.group is None and not card.any_number and not card.copy_limit_uncertain \
                    and card.line.quantity <= (most if card.copy_limit is None
                                               else min(most, card.copy_limit)):
                continue
        yield from _check_name(cards, most)


def _special_by_day(deck: DeckContext, names: NameRules,
                    most: int) -> Iterator[tuple[Violation, list[Card]]]:
    """An error per basic Energy name over the limit in a format of a day before any basic card
    of that name came out, with the lines it counts: "6 Darkness Energy" on 2005-06-01 can only
    be six Special Darkness Energy (data/cards/special_energy.yaml ``basic_first``: Diamond &
    Pearl's release), and they count with the lines that name a Special print ("3 Darkness
    Energy RS 93" and "3 Darkness Energy" are six)."""
    game_format = deck.format
    listed = deck.data.special_energy
    first = date.fromisoformat(str(listed["basic_first"]))
    day = getattr(game_format, "day", None) if game_format.dated else None
    if not isinstance(day, date) or day >= first:
        return
    special = {card["name"]: names.canonical(card["name"]).basic_energy
               for card in listed["cards"]}
    by_type: dict[str, list[Card]] = defaultdict(list)
    for card in deck.at_least:
        # A basic print written too ("Darkness Energy DP 129") had not come out yet, so the
        # card can only be one of the Special ones; a Special print is shown by its name.
        kind = card.name.basic_energy or special.get(card.name.display)
        if kind is not None and kind in special.values():
            by_type[kind].append(card)
    for cards in by_type.values():
        copies = count(cards)
        if copies > most:
            # Translators: {count} copies of {name} ("Darkness Energy"), a basic Energy's name
            # that only Special Energy cards bore on the format's day {day}; {first} the day
            # the first basic one came out; {most} the copy limit.
            yield violation(ID, Severity.ERROR, _(
                '{count} cards named "{name}": on {day} every card of that name was a Special '
                "Energy (the first basic one came out on {first}), and a deck may hold at most "
                "{most}").format(count=copies, name=cards[0].line.text, day=day.isoformat(),
                                 first=first.isoformat(), most=most), cards=cards), cards


def _one_print_two_names(by_name: dict[str, list[Card]], most: int) -> Iterator[Violation]:
    """Without a card catalog: lines that name one print under two names ("4 Determinazione di
    Lylia MEG 119", "1 Lillie's Determination MEG 119") are one card over its limit, unless a
    set or number is mistyped, which only a catalog could tell: a point naming the lines."""
    by_print: dict[tuple[str, str], list[tuple[str, Card]]] = defaultdict(list)
    for name, cards in by_name.items():
        for card in cards:
            line = card.line
            if card.verified is None and line.set_code and line.number:
                by_print[(line.set_code.upper(), line.number.lstrip("0"))].append((name, card))
    for (code, number), named in by_print.items():
        if len({name for name, _card in named}) < 2:
            continue
        cards = [card for _name, card in named]
        if count(cards) > most:
            # Translators: {print} is a set code and number ("MEG 119"); {names} card names
            # joined ("A and B"); {cards} and {limit} numbers of cards as "{n} cards" words them.
            yield undecided(ID, _(
                "cannot decide: the lines name one print, {print}, as {names}: if the print is "
                "right, they are one card, {cards} in all (a deck may hold at most {limit} with "
                "the same name); check the set and number").format(
                    print=f"{code} {number}", names=and_list(sorted({c.named() for c in cards})),
                    cards=cards_count(count(cards)), limit=cards_count(most)), cards=cards)


def _check_name(cards: list[Card], most: int) -> Iterator[Violation]:
    # Cards that may be played in any number (certainly) are simply not counted.
    maybe_unlimited = [c for c in cards if c.any_number and c.copy_limit_uncertain]
    limited = [c for c in cards if not c.any_number]
    limits = [c.copy_limit for c in limited if c.copy_limit is not None
              and not c.copy_limit_uncertain]
    limit = min([most, *limits])
    definite = count(limited)
    possible = definite + count(maybe_unlimited)
    counted = [*limited, *maybe_unlimited]
    if definite > limit:
        # Translators: {cards} and {limit} are numbers of cards as "{n} card"/"{n} cards" words
        # them ("5 cards"); {name} is a quoted card name, or a name group with its names
        # ('"Professor's Research" (… count as one card)').
        yield violation(ID, Severity.ERROR, _(
            "{cards} named {name}; a deck may hold at most {limit} with the same name").format(
                cards=cards_count(definite), name=_label(cards), limit=cards_count(limit)),
            cards=counted)
    elif possible > limit:
        # Translators: {cards} is a number of cards as "{n} card"/"{n} cards" words it; {name}
        # a quoted card name, or a name group with its names.
        yield undecided(ID, _(
            "cannot decide: {cards} named {name}; only some prints may be played in any number: "
            "add set and number to the lines").format(cards=cards_count(possible),
                                                      name=_label(cards)),
            cards=counted)
    else:
        maybe_limits = [c.copy_limit for c in limited if c.copy_limit is not None
                        and c.copy_limit_uncertain]
        if maybe_limits and possible > min(maybe_limits):
            # Translators: {cards} is a number of cards as "{n} card"/"{n} cards" words it;
            # {name} a quoted card name, or a name group with its names; {most} is a number.
            yield undecided(ID, _(
                "cannot decide: {cards} named {name}; some prints of this card allow only "
                "{most}: add set and number").format(cards=cards_count(possible),
                                                     name=_label(cards), most=min(maybe_limits)),
                cards=counted)
    if cards[0].group is None:
        return  # most names: no group, and no names to word
    names = sorted({c.named() for c in cards})
    if len(names) > 1:
        # Translators: {names} are card names joined ("A and B"); {group} is the group's name.
        yield violation(ID, Severity.WARNING, _(
            "{names} count as one card ({group}); some sources allow only one of these names in "
            "a deck").format(names=and_list(names), group=cards[0].group), cards=cards)


def _label(cards: list[Card]) -> str:
    names = sorted({c.named() for c in cards})
    if len(names) > 1 and cards[0].group is not None:
        # Translators: {group} is a name group ("Professor's Research"), {names} the
        # comma-separated names in it.
        return _('"{group}" ({names} count as one card)').format(group=cards[0].group,
                                                                 names=", ".join(names))
    # Translators: a card name in quotes.
    return _('"{name}"').format(name=cards[0].named())
