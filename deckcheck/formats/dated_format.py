"""A format as it stood on one day (:class:`DatedFormat`), and what it says of a card.

:mod:`deckcheck.formats.dated` builds one from the format history. For ``not-in-format`` on a
date, each card is judged against the pools the day may have had (one, unless the season in
force is not known): legal as printed, legal through the reprint rule, not legal, or in doubt (a
print or its reprint has no legal date in the history). Counting the doubtful prints as legal
and as not legal tells whether the doubt matters. The card is legal only when every pool says
so, not legal only when every pool says so; anything else is for a judge, with the history's own
``uncertain`` notes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import field, replace
from datetime import date
from typing import TYPE_CHECKING, Any

from deckcheck import i18n
from deckcheck.formats import GameFormat
from deckcheck.formats.history import History, PromoDate, SetFacts, uncertain_texts
from deckcheck.formats.pools import Pool, Status
from deckcheck.formats.reprint_verdicts import identical_legal_print, reprint_rule
from deckcheck.i18n import _, language
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import Card, Severity

if TYPE_CHECKING:
    from deckcheck.catalog.records import CatalogCard
    from deckcheck.rulesdata import RulesData

STATUSES_REMEMBERED = 131072
"""Statuses a dated format remembers: the catalog holds some 21,000 prints, and each is asked
about per pool, worded or not, and whether the day allows it, a few entries each (at 32,768 a
batch of 1,000 published lists emptied the memory midway: 10% more CPU, the same peak memory)."""


@dataclass(frozen=True)
class DatedFormat(GameFormat):
    """A format on one day: its pools (one, unless the season is in doubt) and its bans."""

    day: date = date.min
    base_id: str = ""
    pools: tuple[Pool, ...] = ()
    history: History | None = field(default=None, compare=False, repr=False)
    optimistic: bool = False
    """Count an UNKNOWN print as legal (to tell whether a doubt could make a card legal)."""
    _known: dict[tuple[object, ...], Any] = field(default_factory=dict, init=False,
                                                  compare=False, repr=False)
    """What :meth:`status` and :meth:`narrowed` answered: a batch asks about the same prints of
    the same day again and again (bounded by the catalog's prints and the day's pools)."""

    @property
    def limits_prints(self) -> bool:
        """A dated pool always limits prints."""
        return True

    @property
    def dated(self) -> bool:
        """A format as it stood on :attr:`day`."""
        return True

    def verdicts(self, card: Card, data: RulesData) -> tuple[tuple[Severity | None, str], ...]:
        """What the day's pools say of a card no print of which is certainly legal that day:
        legal, not legal, or for a judge (:func:`_day_verdicts`)."""
        return tuple(_day_verdicts(card, data, self))

    def allows(self, printed: CatalogCard) -> bool:
        """Whether the print was legal on the day in every pool the day may have had."""
        # Asked for every print of every line a batch meets (the reprint rule's legal prints):
        # remembered per what of the print the answer reads, in words of no language.
        key = ("allows", self.id, printed.set_code, printed.number,
               printed.released, printed.regulation_mark, printed.serie)
        found: bool | None = self._known.get(key)
        if found is None:
            wanted = (Status.LEGAL, Status.UNKNOWN) if self.optimistic else (Status.LEGAL,)
            found = all(self.status(pool, printed, explain=False)[0] in wanted
                        for pool in self.pools)
            if len(self._known) >= STATUSES_REMEMBERED:
                self._known.clear()
            self._known[key] = found
        return found

    def may_allow(self, printed: CatalogCard) -> bool:
        """Whether the print was legal, or its legality is in doubt, in some pool the day may
        have had: no means certainly not legal that day."""
        return any(self.status(pool, printed, explain=False)[0] in (Status.LEGAL, Status.UNKNOWN)
                   for pool in self.pools)

    def may_be_held(self, printed: CatalogCard) -> bool:
        """False only for a print whose set the history releases after the day: no list of that
        day can hold it. A set the history does not know keeps the print (its release is not
        known here), and so does a set released on or before the day, however unsure its legal
        day: this narrows what a name can be, never what is legal."""
        history = self.history
        assert history is not None  # set by get()
        facts = history.set_of(printed.set_code)
        return facts is None or facts.released <= self.day

    def narrowed(self, pool: Pool, optimistic: bool = False) -> DatedFormat:
        """This format with one of its pools only (named apart, for the reprint rule's cache)."""
        key = ("narrowed", pool.label, optimistic)
        found: DatedFormat | None = self._known.get(key)
        if found is None:
            found = self._known[key] = replace(
                self, id=f"{self.id}#{pool.label}{'+' if optimistic else ''}", pools=(pool,),
                optimistic=optimistic)
            # One memory for the day and its narrowed copies: a status is the pool's and the
            # print's (its key names the pool), whichever copy asks, and each card of a dated
            # batch is asked about by the day, then by each pool certain and hopeful (three
            # copies had worked out each print's status three times: a tenth of a batch's CPU).
            object.__setattr__(found, "_known", self._known)
        return found

    def status(self, pool: Pool, printed: CatalogCard,
               explain: bool = True) -> tuple[Status, str]:
        """Whether a print was legal in ``pool`` on the day, and why not or why in doubt
        (``explain``: word why a print is out of the pool; a batch asks ``allows`` often)."""
        # Remembered per pool (a day's pools have labels of their own), per what of the print
        # the answer reads, and per language (the answer is worded). The wording of why a print
        # is out reads this copy's pools too (_why_not_member), so a worded answer is this
        # copy's own; the status alone is every copy's (see narrowed).
        key = (pool.label, printed.set_code, printed.number, printed.released,
               printed.regulation_mark, printed.serie, explain, language(),
               self.id if explain else None)
        found: tuple[Status, str] | None = self._known.get(key)
        if found is None:
            if len(self._known) >= STATUSES_REMEMBERED:
                self._known.clear()
            found = self._known[key] = self._status(pool, printed, explain)
        return found

    def _status(self, pool: Pool, printed: CatalogCard, explain: bool) -> tuple[Status, str]:
        history = self.history
        assert history is not None  # set by get()
        where = f"{printed.set_code or '?'} {printed.number}"
        facts = history.set_of(printed.set_code)
        # Not legal yet anywhere comes first: a set of next season is "legal from", not "out".
        if facts is not None and facts.legal is not None and facts.legal > self.day:
            return Status.NOT_LEGAL, _("{card} is legal from {legal} ({set}), not on {day}").format(
                card=where, legal=i18n.day(facts.legal), set=facts.name,
                day=i18n.day(self.day))
        if not pool.known:
            return Status.UNKNOWN, pool.uncertain or ""
        if not pool.member(printed):
            return Status.NOT_LEGAL, self._why_not_member(printed, where) if explain else ""
        if self.counted_as_original(printed):
            return Status.NOT_LEGAL, _("{card} is a reprint counted as from its original set, "
                                       "which is not in the pool").format(card=where)
        doubt = next((why for code, why in pool.doubtful if code == printed.set_code), None)
        if doubt is not None:
            return Status.UNKNOWN, _("{card}: {set} is not listed by any source for this "
                                     "season ({uncertain})").format(
                card=where, set=facts.name if facts else printed.set_code, uncertain=doubt)
        newer = history.new_set_legal(printed.released) if facts is None else None
        if newer is not None:  # a set newer than the history: its era's rule, from the catalog
            if newer > self.day:
                return Status.NOT_LEGAL, _("{card} is legal from {legal}, not on {day}").format(
                    card=where, legal=i18n.day(newer), day=i18n.day(self.day))
            return Status.LEGAL, ""
        if facts is None:
            return Status.UNKNOWN, _("{card}: its set is not in deckcheck's format history").format(
                card=where)
        legal_from = facts.legal
        mark_from = history.mark_legal_from.get(printed.regulation_mark or "") \
            if pool.oldest_mark is not None else None
        if legal_from is not None and mark_from is not None:
            legal_from = max(legal_from, mark_from)
        promos = facts.promo_dates(printed.number) if legal_from is None else ()
        early = self._promo_not_yet(facts, printed.number, promos, where)
        if early is not None:
            return Status.NOT_LEGAL, early
        if any(p.legal_by <= self.day for p in promos):
            return Status.LEGAL, ""
        if legal_from is None and facts.legal_by is not None and facts.legal_by <= self.day:
            return Status.LEGAL, ""  # its exact legal day is unknown, but it was legal by then
        if legal_from is None and facts.released > self.day:
            return Status.NOT_LEGAL, _not_released(where, i18n.day(self.day), facts.name,
                                                   facts.released)
        if legal_from is None:
            return Status.UNKNOWN, _("{card}: the day {set} became legal is not known "
                                     "({uncertain})").format(card=where, set=facts.name,
                                                             uncertain=facts.uncertain or "")
        if legal_from > self.day:
            return Status.NOT_LEGAL, _("{card} is legal from {legal} ({set}), not on {day}").format(
                card=where, legal=i18n.day(legal_from), set=facts.name,
                day=i18n.day(self.day))
        return Status.LEGAL, ""

    def not_yet_legal(self, printed: CatalogCard) -> str | None:
        """Why a print could not be played on the day at all, its set being legal only later
        (or not yet released); ``None`` when its set was legal by then, or the day is unknown."""
        history = self.history
        assert history is not None
        facts = history.set_of(printed.set_code)
        where = f"{printed.set_code or '?'} {printed.number}"
        day = i18n.day(self.day)
        if facts is None:
            newer = history.new_set_legal(printed.released)
            if newer is not None and newer > self.day:
                return _("{card} is legal from {legal}, not on {day}").format(
                    card=where, legal=i18n.day(newer), day=day)
            return None
        if facts.legal is not None and facts.legal > self.day:
            return _("{card} is legal from {legal} ({set}), not on {day}").format(
                card=where, legal=i18n.day(facts.legal), set=facts.name, day=day)
        if facts.legal is None and facts.released > self.day:
            return _not_released(where, day, facts.name, facts.released)
        if facts.legal is None:
            return self._promo_not_yet(facts, printed.number,
                                       facts.promo_dates(printed.number), where)
        return None

    def _promo_not_yet(self, facts: SetFacts, number: str, promos: tuple[PromoDate, ...],
                       where: str) -> str | None:
        """Why a promo card was not legal on the day by its own sourced dates: not released yet,
        or before the legal day a source gives it; ``None`` when neither is known to hold."""
        day = i18n.day(self.day)
        released = max((p.released for p in promos if p.released is not None), default=None)
        if released is not None and released > self.day:
            return _not_released(where, day, f"{facts.name} {number}", released)
        # A source's day by which it was legal settles it before the legal day any other gives.
        if any(p.legal_by <= self.day for p in promos):
            return None
        legal = min((p.legal for p in promos if p.legal is not None), default=None)
        if legal is not None and legal > self.day:
            return _("{card} is legal from {legal} ({set}), not on {day}").format(
                card=where, legal=i18n.day(legal), set=f"{facts.name} {number}", day=day)
        return None

    def _why_not_member(self, printed: CatalogCard, where: str) -> str:
        history = self.history
        assert history is not None
        day = i18n.day(self.day)
        if self.rotates:  # a print out of a rotating pool left it on a rotation's day
            mark = printed.regulation_mark
            left = None
            if mark is not None and any(p.oldest_mark for p in self.pools):
                left = history.mark_left_standard(mark, self.day)
                if left is not None:
                    return _("{card} left {format} on {left} (regulation mark {mark} rotated "
                             "out)").format(card=where, format=self.shown_name,
                                            left=i18n.day(left), mark=mark)
            facts = history.set_of(printed.set_code)
            if facts is not None:
                left = history.left_standard(facts.code, self.day)
                if left is not None:
                    return _("{card} left {format} on {left} ({set} rotated out)").format(
                        card=where, format=self.shown_name, left=i18n.day(left), set=facts.name)
        return _("{card} is not in the card pool of {format} on {day}").format(
            card=where, format=self.shown_name, day=day)


Verdict = tuple[Severity | None, str]
"""A severity (None: for a judge) and its message, as the reprint rule's outcomes."""


@dataclass(frozen=True)
class PoolVerdict:
    """What one pool says of a card: ``legal``, ``error``, ``undecided`` or ``unknown``."""

    kind: str
    message: str = ""


def _day_verdicts(card: Card, data: RulesData, game_format: DatedFormat) -> Iterator[Verdict]:
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


def _not_released(card: str, day: str, printed: str, released: date) -> str:
    """Why a print was not legal on ``day``: it had not come out yet, and the day it did."""
    # Translators: {card} is a set code and number ("PR 3"); {day} the day the list is checked
    # for; {set} the set's name, with the card's number for a promo released on its own day
    # ("Wizards Black Star Promos 3"); {released} the day the print came out.
    return _("{card} is not legal on {day}: the print was not yet released that day ({set}: "
             "released on {released})").format(card=card, day=day, set=printed,
                                                released=i18n.day(released))


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


def _could_be_legal(card: Card, data: RulesData, statuses: list[tuple[Status, str]],
                    hopeful: DatedFormat, pool: Pool) -> bool:
    """Whether a card the reprint rule rules out in ``pool`` would be legal were every print in
    doubt that day legal (``hopeful``): its own print in doubt, or the rule let in by a print of
    its name in doubt."""
    if any(status is Status.UNKNOWN for status, _why in statuses):
        return True
    # No print of the name in doubt: counting the doubtful prints as legal lets in no print
    # more, so the rule's answer is the certain one, an error (most cards of an old list: the
    # rule's second pass over the name's prints is skipped).
    if not any(hopeful.status(pool, printed, explain=False)[0] is Status.UNKNOWN
               for printed in card.same_name_prints):
        return False
    return not any(severity is Severity.ERROR
                   for severity, _message in reprint_rule(card, hopeful, data))


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
    if any(severity is Severity.ERROR for severity, _message in outcomes) \
            and _could_be_legal(card, data, statuses, hopeful, pool):
        doubts = [why for status, why in statuses if status is Status.UNKNOWN]
        doubts += [hopeful.status(pool, p)[1] for p in card.same_name_prints
                   if hopeful.status(pool, p)[0] is Status.UNKNOWN]
        return PoolVerdict("unknown", uncertain_texts(doubts))
    errors = [message for severity, message in outcomes if severity is Severity.ERROR]
    own_doubts = [why for status, why in statuses if status is Status.UNKNOWN]
    if not errors and own_doubts:
        # The line's own print may have been legal that day (a promo whose legal day no source
        # gives): that day is the question for a judge. The reprint rule's point would say the
        # print's set is "not in its card pool", which is false of a set the pool holds.
        return PoolVerdict("unknown", uncertain_texts(own_doubts))
    if not errors:
        return PoolVerdict("undecided", outcomes[0][1])
    reasons = uncertain_texts(why for _status, why in statuses[:3])
    legal_elsewhere = any(certain.allows(p) for p in card.same_name_prints)
    return PoolVerdict("error", reasons + ("; " + errors[0] if legal_elsewhere else ""))
