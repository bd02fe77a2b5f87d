"""``not-in-format`` on a date: one card against the pools the day may have had.

For each possible pool (one, unless the season in force is not known) the card is legal as
printed, legal through the reprint rule, not legal, or in doubt: a print or its reprint has no
legal date in the history. Counting the doubtful prints as legal and as not legal tells whether
the doubt matters. The card is legal only when every pool says so, not legal only when every
pool says so; anything else is for a judge, with the history's own ``uncertain`` notes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from deckcheck import i18n
from deckcheck.formats.history import uncertain_texts
from deckcheck.formats.pools import Pool, Status
from deckcheck.formats.reprint_verdicts import identical_legal_print, reprint_rule
from deckcheck.i18n import _
from deckcheck.models import Card, Severity

if TYPE_CHECKING:
    from deckcheck.formats.dated import DatedFormat
    from deckcheck.rulesdata import RulesData

Verdict = tuple[Severity | None, str]
"""A severity (None: for a judge) and its message, as the reprint rule's outcomes."""


@dataclass(frozen=True)
class PoolVerdict:
    """What one pool says of a card: ``legal``, ``error``, ``undecided`` or ``unknown``."""

    kind: str
    message: str = ""


def verdicts(card: Card, data: RulesData, game_format: DatedFormat) -> Iterator[Verdict]:
    """What the format's day says of one card: nothing when legal, else an error or points for
    a judge (rule ``not-in-format`` reports them)."""
    found = [_in_pool(card, data, game_format, pool) for pool in game_format.pools]
    kinds = {verdict.kind for verdict in found}
    if kinds == {"legal"}:
        return
    if kinds == {"error"}:
        yield Severity.ERROR, found[0].message
        return
    if kinds <= {"legal", "undecided"}:
        for message in dict.fromkeys(v.message for v in found if v.kind == "undecided"):
            yield None, message
        return
    doubts = [v.message for v in found if v.kind == "unknown"]
    if len(game_format.pools) > 1 and len(kinds - {"unknown"}) > 1:
        doubts.append(_("which season was in force on {day} is not known: {uncertain}").format(
            day=i18n.day(game_format.day),
            uncertain=uncertain_texts(pool.uncertain for pool in game_format.pools)))
    yield None, _("{card}: whether it was legal in {format} on {day} is not known; "
                  "confirm with a judge ({why})").format(
        card=card.named(), format=game_format.shown_name, day=i18n.day(game_format.day),
        why=uncertain_texts(doubts))


def legal_on(card: Card, data: RulesData, game_format: DatedFormat) -> bool | None:
    """Whether a card was legal on the format's day: True, False, or None (not known)."""
    kinds = {_in_pool(card, data, game_format, pool).kind for pool in game_format.pools}
    if kinds == {"legal"}:
        return True
    if kinds == {"error"}:
        return False
    return None


def _not_out_yet(card: Card, data: RulesData, game_format: DatedFormat,
                 why: str) -> PoolVerdict:
    """A line naming a print that was not legal yet on the day (an archived list transcribed with
    a later print): an error, unless a print legal that day has the very same text. Then the card
    was legal and only the print is wrong, which a judge settles with the player: a point to
    confirm, naming the print that was legal, never a pass."""
    legal = identical_legal_print(card, game_format, data)
    if legal is None:
        return PoolVerdict("error", why)
    return PoolVerdict("undecided", _(
        "{why}; \"{name}\" was legal that day as {legal}, with the same text: the list names a "
        "print that was not out yet, so a judge must confirm which print the player has").format(
        why=why, name=card.name.display, legal=f"{legal.set_code or '?'} {legal.number}"))


def _in_pool(card: Card, data: RulesData, game_format: DatedFormat, pool: Pool) -> PoolVerdict:
    certain = game_format.narrowed(pool)
    statuses = [certain.status(pool, printed) for printed in card.prints]
    if any(status is Status.LEGAL for status, _why in statuses):
        return PoolVerdict("legal")
    if card.print_key is not None and card.prints:
        # A print whose set was not legal yet cannot be played that day, whatever older print
        # shares its text: the reprint rule lets old prints in, never future ones.
        early = [certain.not_yet_legal(printed) for printed in card.prints]
        if all(early):
            return _not_out_yet(card, data, certain, str(early[0]))
    outcomes = reprint_rule(card, certain, data)
    if not outcomes:
        return PoolVerdict("legal")
    hopeful = game_format.narrowed(pool, optimistic=True)
    could_be = any(status is Status.UNKNOWN for status, _why in statuses) \
        or not any(severity is Severity.ERROR
                   for severity, _message in reprint_rule(card, hopeful, data))
    if could_be and any(severity is Severity.ERROR for severity, _message in outcomes):
        doubts = [why for status, why in statuses if status is Status.UNKNOWN]
        doubts += [hopeful.status(pool, p)[1] for p in card.same_name_prints
                   if hopeful.status(pool, p)[0] is Status.UNKNOWN]
        return PoolVerdict("unknown", uncertain_texts(doubts))
    errors = [message for severity, message in outcomes if severity is Severity.ERROR]
    if not errors:
        return PoolVerdict("undecided", outcomes[0][1])
    reasons = uncertain_texts(why for _status, why in statuses[:3])
    legal_elsewhere = any(certain.allows(p) for p in card.same_name_prints)
    return PoolVerdict("error", reasons + ("; " + errors[0] if legal_elsewhere else ""))
