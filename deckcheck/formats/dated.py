"""A format as it stood on one day: ``standard@2019-08-16``.

The day's card pool and ban list come from the format history (:mod:`deckcheck.formats.history`);
the
rules a format selects (deck size, copy limit, ...) are today's format file's. The result is a
:class:`DatedFormat`, a :class:`~deckcheck.formats.GameFormat` whose :meth:`DatedFormat.allows`
is true only for prints certainly legal that day. Where the history leaves the pool in doubt (a
season whose first day is unknown, a set or promo without a legal date), a print is ``UNKNOWN``
and the rules say "confirm with a judge" rather than guess.
"""

from __future__ import annotations

from datetime import date
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from deckcheck import i18n
from deckcheck.clock import calendar_day
from deckcheck.errors import UsageError
from deckcheck.formats import GameFormat, RuleSetting
from deckcheck.formats.dated_format import DatedFormat
from deckcheck.formats.history import History, Season, uncertain_texts
from deckcheck.formats.pools import Pool
from deckcheck.i18n import _
from deckcheck.rulesdata.energy_names import basic_energy

if TYPE_CHECKING:
    from deckcheck.rulesdata import RulesData


def split(format_id: str) -> tuple[str, date | None]:
    """``standard@2019-08-16`` as ("standard", 2019-08-16); an id without ``@`` as (id, None)."""
    if "@" not in format_id or format_id.endswith((".yaml", ".yml")):
        return format_id, None
    name, _at, text = format_id.rpartition("@")
    return name, parse_day(text, format_id)


def parse_day(text: str, label: str = "--date") -> date:
    """A YYYY-MM-DD date, or a one-line usage error naming where it was written."""
    day = calendar_day(text)
    if day is None:
        raise UsageError(_("{where}: \"{text}\" is not a date: write YYYY-MM-DD, e.g. "
                           "2019-08-16").format(where=label, text=text))
    return day


def get(data: RulesData, format_id: str, day: date, history: History | None = None) -> GameFormat:
    """The format ``format_id`` as it stood on ``day``, as its format file's ``history`` says."""
    from deckcheck import formats
    from deckcheck.formats import history as history_module
    from deckcheck.rulesdata.options import RULES

    current = formats.get(data, format_id)
    shipped = format_id in data.formats  # a format file of one's own has no history
    if shipped and current.history_kind == "every-card":
        return _every_card_by(current, day, history or history_module.load())
    if not shipped or current.history_kind != "recorded":
        raise UsageError(_("{format} has no history: it cannot be asked as of a date (formats "
                           "with one: {dated})").format(format=format_id,
                                                       dated=with_history(data)))
    known = history or history_module.load()
    pools, notes = _pools(known, current, day)
    # The history's own horizon (rule format-date) replaces the rules that judge by today's data.
    rules = tuple(_dated_rule(setting, known, format_id, day) for setting in current.rules
                  if not RULES[setting.rule].of_today)
    horizon = known.horizon(format_id)
    retired = _retired_energy(known, pools) if current.rotates else ()
    # The history answers for days past its horizon within the same window as today's data.
    age = current.setting("data-age")
    window = {"trusted_days": age.options.get("trusted_days", 90),
              "scheduled": tuple(age.options.get("scheduled", ()))} if age is not None else {}
    rules += (RuleSetting("format-date", "error", MappingProxyType({
        **window,
        "day": day.isoformat(), "horizon": horizon.isoformat(), "format_name": current.name,
        "notes": tuple(notes), "retired_energy": retired,
        "doubtful_bans": tuple({"name": ban.name, "prints": list(ban.prints),
                                "all_prints": ban.all_prints, "uncertain": ban.uncertain or ""}
                               for ban in known.bans_on(format_id, day)
                               if not ban.certain)})),)
    return _as_of(current, day, rules, pools, known)


def known_today_only(data: RulesData, format_id: str, day: date,
                     history: History | None = None) -> GameFormat:
    """A format with no history (``history: none``) that a folder's settings ask as of ``day``,
    so that a repository's dated run checks its other folders and never calls such a list legal
    on a day it did not judge: a format of every card (the house variant, a Trainer Kit:
    Unlimited with rules of their own) is every card released by then, as Unlimited is on a day
    (a Trainer Kit of 2019 holds no card printed in 2024). One with a narrower pool is refused,
    as when asked by name."""
    from deckcheck import formats
    from deckcheck.formats import history as history_module

    current = formats.get(data, format_id)
    if current.regulation_marks is not None or current.series is not None or current.sets:
        raise UsageError(_("{format} has no history: it cannot be asked as of a date (formats "
                           "with one: {dated})").format(format=format_id,
                                                       dated=with_history(data)))
    return _every_card_by(current, day, history or history_module.load())


def undated(data: RulesData, format_id: str) -> bool:
    """Whether a shipped format has no history (its file says ``history: none``): a date given
    for a whole run leaves it as it is, and asked by name it is refused."""
    raw = data.formats.get(format_id)
    return raw is not None and raw["history"] == "none"


def with_history(data: RulesData) -> str:
    """The formats whose history is recorded, for a message: the rotating ones first."""
    return ", ".join(sorted((format_id for format_id, raw in data.formats.items()
                             if raw["history"] == "recorded"),
                            key=lambda format_id: (not data.formats[format_id]["rotates"],
                                                   format_id)))


def _every_card_by(current: GameFormat, day: date, known: History) -> DatedFormat:
    """A format of every card (Unlimited) as it stood on ``day``: every set legal by then, each
    from its legal date as for the other formats, and no card printed later."""
    first = min(known.sets.values(), key=lambda facts: facts.released)
    if day < first.released:
        # Translators: {set} is a set's name, {first} its release date (YYYY-MM-DD).
        raise UsageError(_("{format}@{day}: no card had been released yet (the first set in "
                           "deckcheck's history, {set}, was released on {first})").format(
                               format=current.id, day=day.isoformat(), set=first.name,
                               first=i18n.day(first.released)))
    pool = Pool(current.id, sets=frozenset(known.sets))
    # Every card's print is checked against the day's pool: a format of every card has no
    # such rule of its own, having no card to leave out.
    in_pool = () if current.setting("not-in-format") is not None else (
        RuleSetting("not-in-format", "error", MappingProxyType({})),)
    rules = (*current.rules, *in_pool, RuleSetting("format-date", "error", MappingProxyType({
        "day": day.isoformat(), "horizon": known.horizon(current.id).isoformat(),
        "format_name": current.name, "notes": (), "retired_energy": (), "doubtful_bans": ()})))
    return _as_of(current, day, rules, (pool,), known)


def _as_of(current: GameFormat, day: date, rules: tuple[RuleSetting, ...],
           pools: tuple[Pool, ...], known: History) -> DatedFormat:
    """``current`` as it stood on ``day``: the day's rules and pools, today's other facts."""
    description = _("{format} as it stood on {day}, by deckcheck's format history").format(
        format=current.name, day=i18n.day(day))
    return DatedFormat(id=f"{current.id}@{day.isoformat()}", name=current.name,
                       description=description, rules=rules, sets=current.sets,
                       reprints=current.reprints, reprint_sets=current.reprint_sets,
                       history_kind=current.history_kind, rotates=current.rotates, day=day,
                       base_id=current.id, pools=pools, history=known)


def _retired_energy(history: History, pools: tuple[Pool, ...]) -> tuple[dict[str, Any], ...]:
    """Basic Energy a rotating format's seasons retired by the day: ``{name, since, certain}``
    (``certain`` False when only some of the day's possible seasons had retired it)."""
    per_pool = [history.retired_energy(pool.label) for pool in pools]
    kinds = sorted(set().union(*per_pool))
    out = []
    for kind in kinds:
        since = next((retired[kind] for retired in per_pool if retired.get(kind)), None)
        out.append({"name": basic_energy(kind.title()),
                    "since": since.isoformat() if since else None,
                    "certain": all(kind in retired for retired in per_pool)})
    return tuple(out)


def _dated_rule(setting: RuleSetting, history: History, format_id: str,
                day: date) -> RuleSetting:
    """The format's setting, with the ban list in force on the day (GLC's own, not Expanded's)."""
    if setting.rule != "banned":
        return setting
    cards = tuple({"name": ban.name, "prints": list(ban.prints), "all_prints": ban.all_prints,
                   "since": ban.since.isoformat() if ban.since else None,
                   "source": ban.source, "single_source": ban.single_source}
                  for ban in history.bans_on(format_id, day) if ban.certain)
    return RuleSetting(setting.rule, setting.level, MappingProxyType({"cards": cards}))


def _pools(history: History, current: GameFormat,
           day: date) -> tuple[tuple[Pool, ...], list[str]]:
    """The pools the day may have had, and deck-level notes on what the history cannot tell."""
    notes: list[str] = []
    format_id, kits = current.id, current.sets
    if current.rotates:  # a pool per season
        seasons = history.seasons_on(day)
        if not seasons:
            first = history.seasons[0]
            raise UsageError(_("standard@{day}: deckcheck's history of Standard begins on "
                               "{first}").format(day=day.isoformat(),
                                                 first=i18n.day(first.earliest)))
        return tuple(_season_pool(season, len(seasons) > 1) for season in seasons), notes
    raw = history.raw[format_id]
    start = raw["start"]
    # A pool that never rotated: the series its history records, else the format's own (GLC's
    # history records only its bans; its pool is Expanded's, which its format file inherits).
    recorded = (raw.get("pool") or {}).get("series")
    series = frozenset(recorded) if recorded is not None else current.series
    if start is not None and date.fromisoformat(start) > day:
        raise UsageError(_("{format}@{day}: the format began on {start}").format(
            format=format_id, day=day.isoformat(), start=i18n.day(start)))
    not_before = raw.get("not_before")
    if start is None and not_before is not None and date.fromisoformat(str(not_before)) > day:
        # Translators: {not_before} is a day; the format's first day is known only to be later.
        raise UsageError(_("{format}@{day}: the format had not begun yet; its first day is "
                           "{not_before} or later").format(format=format_id, day=day.isoformat(),
                                                  not_before=i18n.day(str(not_before))))
    if start is None:
        proven = min((date.fromisoformat(c["effective"]) for c in raw["bans"]
                      if c["effective"] is not None), default=None)
        if proven is None or day < proven:
            notes.append(raw.get("uncertain") or "")
    return (Pool(format_id, series=series, extra_sets=kits),), notes


def _season_pool(season: Season, in_doubt: bool) -> Pool:
    doubt = season.uncertain if in_doubt else None
    if season.pool is None:
        return Pool(season.id, known=False,
                    uncertain=uncertain_texts([season.uncertain, _(
                        "no card pool is known for the {season} season").format(
                        season=season.id)]))
    marks = season.pool.get("regulation_marks")
    if marks is not None:
        return Pool(season.id, oldest_mark=min(marks), uncertain=doubt)
    promos = tuple((p["set"], _number(p.get("from"))) for p in season.pool.get("promos", []))
    doubtful = tuple((p["set"], p["uncertain"]) for p in season.pool.get("promos", [])
                     if p.get("uncertain"))
    return Pool(season.id, sets=frozenset(season.pool.get("sets", [])), promos=promos,
                doubtful=doubtful, uncertain=doubt)


def _number(printed: str | None) -> int | None:
    if printed is None:
        return None
    digits = "".join(ch for ch in printed if ch.isdigit())
    return int(digits) if digits else None


def describe(game_format: GameFormat) -> dict[str, Any]:
    """What ``deckcheck formats show NAME --date DAY`` prints: the day's pools and bans."""
    if not isinstance(game_format, DatedFormat):
        return {"id": game_format.id, "name": game_format.name,
                "note": _("the same on every day")}
    history = game_format.history
    assert history is not None
    pools = []
    for pool in game_format.pools:
        entry: dict[str, Any] = {"season": pool.label}
        if not pool.known:
            entry["pool"] = None
        elif pool.oldest_mark is not None:
            entry["regulation_marks"] = sorted(
                mark for mark, since in history.mark_legal_from.items()
                if mark >= pool.oldest_mark and (since is None or since <= game_format.day))
        elif pool.series is not None:
            entry["series"] = sorted(pool.series)
            entry["sets"] = sorted(pool.extra_sets)
        else:
            entry["sets"] = sorted(code for code in pool.sets or ()
                                   if _legal_by(history, code, game_format.day))
            entry["not_yet_legal"] = sorted(code for code in pool.sets or ()
                                            if _legal_by(history, code, game_format.day) is False)
            entry["legal_date_unknown"] = sorted(
                code for code in pool.sets or ()
                if _legal_by(history, code, game_format.day) is None)
            entry["promos"] = [f"{code} from {first}" if first else code
                               for code, first in pool.promos]
        if pool.uncertain:
            entry["uncertain"] = pool.uncertain
        pools.append(entry)
    bans = [{"name": ban.name, "prints": list(ban.prints) or ["every print"],
             "since": ban.since.isoformat() if ban.since else None,
             **({} if ban.certain else {"uncertain": ban.uncertain})}
            for ban in history.bans_on(game_format.base_id, game_format.day)]
    return {"id": game_format.id, "name": game_format.name,
            "horizon": history.horizon(game_format.base_id).isoformat(),
            "pools": pools, "banned": bans}


def _legal_by(history: History, code: str, day: date) -> bool | None:
    """Whether a set was legal on ``day``; None when its legal date is not known."""
    facts = history.set_of(code)
    if facts is None:
        return None
    if facts.legal is None:
        if facts.released > day:
            return False
        return True if facts.legal_by is not None and facts.legal_by <= day else None
    return facts.legal <= day
