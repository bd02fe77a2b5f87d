"""No card from a set before the day that set becomes tournament-legal.

A new set is legal some days after its release (two weeks since 2020: the legality rule of
data/history/sets.yaml, with its source). Checked as of today, a print from a set not yet legal
is an error naming its legal day — even where an older print of the same card is legal, the
list names a print no player can yet play. The day comes from deckcheck's data where it knows
the set; for a set newer than the data (the card catalog was updated since), from the set's
release date in the catalog and the rule in force, so ``deckcheck catalog update`` alone keeps a
new set's cards decided. Where neither tells the day, the point is undecided. A line without set
and number is fine when any print of its name is already legal.

Selected by the formats whose data is read as of a day (Standard, Expanded, GLC). It judges by
today's data: a format asked as of another day (``--date``) does not select it, its history
dating the sets itself.

**Fails** (Standard, today 2026-07-25): 1 card from Pitch Black (PBL), legal from 2026-07-31.
**Passes** (Standard, today 2026-08-01): the same list.
**Undecided**: a print of a set neither deckcheck's data nor the catalog dates.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from functools import partial
from typing import TYPE_CHECKING

from deckcheck import clock, i18n
from deckcheck.i18n import _
from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, Finding, asked, line_violations
from deckcheck.rulesdata.options import RULES, NoOptions

if TYPE_CHECKING:
    from deckcheck.catalog.records import CatalogCard
    from deckcheck.rulesdata import RulesData

ID = "set-legal-day"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()
Options = NoOptions


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per line whose every print is from a set not yet legal today; undecided where a
    print's set has no known legal day."""
    today = clock.today()
    question = asked(today)
    for card in deck.every_card:
        if card.basic_energy or not card.prints:
            continue
        # What the rule says of a card depends on its prints and the day: worked out once per
        # identified line in a batch.
        yield from line_violations(ID, card, deck, question,
                                   partial(_findings, card, deck, today))


def _findings(card: Card, deck: DeckContext, today: date) -> Iterator[Finding]:
    """The rule's findings on one card with prints in the catalog."""
    days = [legal_day(printed, deck.data) for printed in card.prints]
    if any(day is not None and day <= today for day, _known in days):
        return
    unknown = [printed for printed, (_day, known) in zip(card.prints, days, strict=True)
               if not known]
    if unknown:
        where = _print(unknown[0])
        # Translators: {card} is a print ("PBL 12"); keep `deckcheck update` as it is.
        yield Severity.WARNING, _("{card}: neither deckcheck's data nor the card catalog "
                                  "tells the day its set becomes legal; run `deckcheck "
                                  "update`, or confirm with a judge").format(card=where), True
        return
    # The earliest day, and of the prints legal that day the first the catalog lists (prints
    # are not ordered among themselves: several in one set share its day).
    first = min(((day, index, printed) for index, ((day, _known), printed)
                 in enumerate(zip(days, card.prints, strict=True)) if day is not None),
                key=lambda found: found[:2])
    # Translators: {card} is a print ("PBL 12"), {legal} and {today} dates (YYYY-MM-DD).
    yield Severity.ERROR, _("{card} is legal from {legal}, not today ({today})").format(
        card=_print(first[2]), legal=i18n.day(first[0]), today=i18n.day(today)), False


def legal_day(printed: CatalogCard, data: RulesData) -> tuple[date | None, bool]:
    """The day the print's set became (or becomes) legal, and whether that is known.

    A set the data lists without one day (a promo series: each card has its own, which only a
    check ``--date`` weighs) and a print with no set are not this rule's question: they count
    as legal since ever (``date.min``).
    """
    code = (printed.set_code or "").split(":", 1)[0]
    if not code:
        return date.min, True  # no set to date (the catalog has none): nothing to say
    if code in data.set_legal:
        legal = data.set_legal[code]
        return (date.fromisoformat(legal) if legal else date.min), True
    rule = data.new_set_rule
    released = _day(printed.released)
    if rule is None or released is None:
        return None, False
    if rule["rule"] == "on-release":
        return released, True
    if rule["rule"] == "days-after-release" and rule.get("days"):
        return released + timedelta(days=int(rule["days"])), True
    return None, False


def _day(text: str | None) -> date | None:
    try:
        return date.fromisoformat(text[:10]) if text else None
    except ValueError:
        return None


def _print(printed: CatalogCard) -> str:
    return f"{printed.set_code or '?'} {printed.number}"
