"""No basic Energy of a type the Standard season in force today retired.

Basic Energy is always legal but for one type: basic Fairy Energy left Standard with the 2021-22
season (data/history/standard.yaml, season 2021-22, quotes the announcement). The types and the
day each left are compiled with the rules data, so a check of today never reads the whole history;
a format asked as of a day selects rule ``format-date`` instead, which says the same of that day.

**Fails** (Standard, today): 2 Fairy Energy, 2 Energia Folletto (an Italian client's line).
**Passes** (Expanded, Unlimited): the same lines.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck import clock, i18n
from deckcheck.i18n import _
from deckcheck.models import Severity, Violation
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.rulesdata.options import RULES, NoOptions

ID = "retired-energy"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per basic Energy type a Standard season retired before today; undecided where
    the day that season began is not known."""
    now = clock.today()
    today = i18n.day(now)
    for retired in deck.data.retired_energy:
        since = retired["since"]
        if since is not None and since > now.isoformat():
            continue  # a retirement announced for a season still to come
        cards = [card for card in deck.every_card if card.name.basic_energy == retired["name"]]
        if not cards:
            continue
        if since is not None:
            # The message of rule format-date, the day being today's.
            yield violation(ID, Severity.ERROR, _(
                "{name} is not legal in {format} on {day}: it left the format on {since}").format(
                name=retired["name"], format=deck.format.shown_name, day=today,
                since=i18n.day(since)), cards=cards)
        else:
            yield undecided(ID, _("{name} may not have been legal in {format} on {day}: which "
                                  "season was in force is not known; confirm with a judge")
                            .format(name=retired["name"], format=deck.format.shown_name,
                                    day=today), cards=cards)
