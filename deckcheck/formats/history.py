"""The format history of data/history/ read as facts about one day.

:func:`deckcheck.rulesdata.schema.compile_history` validates the files; this module caches the
compiled
document (as :mod:`deckcheck.rulesdata` caches the rules data) and answers what a date needs: which
Standard season was in force, when a set became legal, which bans stood, when a set left, and
the next announced rotation. Where the data leaves a date null it answers "unknown" (``None``),
never a guess: the callers turn that into an undecided verdict with the entry's ``uncertain`` text.

Only a check with a date reads this module: checking a list as of today uses data/formats/ alone.
"""

from __future__ import annotations

import contextlib
import json
import zlib
from collections.abc import Iterable
from datetime import date, timedelta
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from deckcheck import __version__
from deckcheck.lite_dataclass import dataclass
from deckcheck.rulesdata.resources import cache_dir, write_atomically

DAY = timedelta(days=1)


def day(value: str | None) -> date | None:
    """A compiled ISO date, or None where the data leaves it null."""
    return None if value is None else date.fromisoformat(value)


@dataclass(frozen=True)
class SetFacts:
    """One set of data/history/sets.yaml: when it came out and when it became legal."""

    code: str
    name: str
    kind: str
    released: date
    legal: date | None
    uncertain: str | None
    cards: tuple[PromoDate, ...] = ()
    """A promo series: the cards whose own dates are sourced."""
    legal_by: date | None = None
    """Where ``legal`` is unknown: a day by which the whole set was certainly legal."""

    @property
    def first_legal(self) -> date:
        """The first day its cards may have been legal: its legal day, or its release."""
        return self.legal or self.released

    def promo_dates(self, number: str) -> tuple[PromoDate, ...]:
        """The sourced dates of one promo card of this series, by the digits of its number."""
        digits = "".join(ch for ch in number if ch.isdigit())
        if not digits:
            return ()
        return tuple(card for card in self.cards if int(digits) in card.numbers)


@dataclass(frozen=True)
class PromoDate:
    """Promo cards whose dates a source gives: not legal before ``released`` (when known) nor
    before ``legal`` (when known), legal from ``legal_by`` at the latest."""

    numbers: frozenset[int]
    released: date | None
    legal_by: date
    source: str
    uncertain: str | None
    legal: date | None = None
    """The cards' own legal day, where a source gives it: before it not legal (``legal_by`` is
    then that day)."""


@dataclass(frozen=True)
class Season:
    """A Standard season, with the bounds the data puts on its first day.

    ``earliest`` and ``latest`` are equal when the data gives the start; otherwise they are the
    days between which it must fall: after the last day an event is known to have used the
    season before (``played_on``), and no later than the first day an event used this one or a
    source shows it begun (``start_by``). ``pool`` holds the sets derived for the season
    (:meth:`History._derived_pool`): every set from its first set on whose legal day falls
    before the next season may have begun.
    """

    id: str
    name: str
    start: date | None
    announced: date | None
    earliest: date
    latest: date
    pool: dict[str, Any] | None
    uncertain: str | None


@dataclass(frozen=True)
class BanState:
    """A ban on one card as the history knows it on one day."""

    name: str
    prints: tuple[str, ...]
    all_prints: bool
    since: date | None
    """The day it took effect (None: not known)."""
    single_source: bool
    certain: bool
    """False when the card may or may not have been banned on that day (a date is unknown)."""
    uncertain: str | None
    source: str


class History:
    """The compiled format history (data/history/), with look-ups by date."""

    def __init__(self, raw: dict[str, Any]) -> None:
        """``raw``: the document :func:`deckcheck.rulesdata.schema.compile_history` returns."""
        self.raw = raw

    def horizon(self, format_id: str) -> date:
        """The last day the history of this format knows about: its own file's and the sets'
        (the sets' alone for Unlimited, which has no file: no bans, no rotations)."""
        sets = day(self.raw["sets"]["horizon"])
        assert sets is not None  # required by the schema
        if format_id not in self.raw:
            return sets
        own = day(self.raw[format_id]["horizon"])
        assert own is not None  # required by the schema
        return min(own, sets)

    def new_set_legal(self, released: str | None) -> date | None:
        """The legal day of a set newer than the history (the card catalog's release date
        ``released``), by the legality rule of the era in force; None when the set is not newer
        than the history's set list (it is left out on purpose), or the rule or the date is not
        known."""
        try:
            out = date.fromisoformat(released[:10]) if released else None
        except ValueError:
            return None
        listed_to = day(self.raw["sets"]["horizon"])
        if out is None or listed_to is None or out <= listed_to:
            return None
        current = [era for era in self.raw["sets"]["eras"] if era["last_release"] is None]
        rule = current[-1] if current else None
        if rule is None:
            return None
        if rule["rule"] == "on-release":
            return out
        if rule["rule"] == "days-after-release" and rule.get("days"):
            return out + timedelta(days=int(rule["days"]))
        return None

    @cached_property
    def sets(self) -> dict[str, SetFacts]:
        """Every set by code."""
        out = {}
        for entry in self.raw["sets"]["sets"]:
            released = day(entry["released"])
            assert released is not None  # required by the schema
            cards = tuple(PromoDate(promo_numbers(card["numbers"]), day(card["released"]),
                                    # the schema requires one of the two
                                    day(card["legal"] or card["legal_by"]),  # type: ignore[arg-type]
                                    card["source"], card.get("uncertain"), day(card["legal"]))
                          for card in entry.get("cards", []))
            out[entry["code"]] = SetFacts(entry["code"], entry["name"], entry["kind"], released,
                                          day(entry["legal"]), entry.get("uncertain"), cards,
                                          day(entry.get("legal_by")))
        return out

    def set_of(self, code: str | None) -> SetFacts | None:
        """The set a print's code belongs to: a gallery subset ("CRZ:GG") is its base set's."""
        if code is None:
            return None
        found = self.sets.get(code)
        if found is None and ":" in code:
            found = self.sets.get(code.split(":", 1)[0])
        return found

    @cached_property
    def mark_legal_from(self) -> dict[str, date | None]:
        """The day each regulation mark's first cards became legal (None: not sourced)."""
        return {m["mark"]: day(m["legal_from"])
                for m in self.raw["standard"]["regulation_marks"]}

    @cached_property
    def seasons(self) -> tuple[Season, ...]:
        """The Standard seasons in order, each with the bounds of its first day and its pool
        derived from data/history/sets.yaml (:meth:`_derived_pool`)."""
        raw = self.raw["standard"]["seasons"]
        earliest: list[date] = []
        for index, season in enumerate(raw):
            start = day(season["start"])
            if start is not None:
                earliest.append(start)
                continue
            bounds = [date(int(season["id"][:4]), 1, 1)]
            if index:
                bounds.append(earliest[-1] + DAY)
                played = _played(raw[index - 1], last=True)
                if played is not None:  # the season before was still in force that day
                    bounds.append(played + DAY)
            earliest.append(max(bounds))
        latest: list[date] = [date.max] * len(raw)
        for index in range(len(raw) - 1, -1, -1):
            season = raw[index]
            start = day(season["start"])
            if start is not None:
                latest[index] = start
                continue
            bounds = [date(int(season["id"][:4]) + 1, 12, 31)]
            if index + 1 < len(raw):
                bounds.append(latest[index + 1] - DAY)
            played = _played(season, last=False)
            if played is not None:  # an event used the season's format that day
                bounds.append(played)
            if season.get("start_by"):  # a source shows the season begun by then
                bounds.append(date.fromisoformat(season["start_by"]["day"]))
            latest[index] = max(earliest[index], min(bounds))
        return tuple(Season(s["id"], s["name"], day(s["start"]), day(s.get("announced")),
                            earliest[i], latest[i],
                            self._derived_pool(s["pool"], latest[i + 1] if i + 1 < len(raw)
                                               else None),
                            s.get("uncertain"))
                     for i, s in enumerate(raw))

    def _derived_pool(self, pool: dict[str, Any] | None,
                      ends_by: date | None) -> dict[str, Any] | None:
        """The season's pool with its ``sets`` derived: every set (promo series aside) released
        on or after the ``from`` set whose first legal day comes before ``ends_by`` (the last
        day the next season may have begun), plus ``add``, less ``remove`` and, where the pool
        says so, the McDonald's Collections. A regulation-mark pool is as written."""
        if pool is None or pool.get("from") is None:
            return pool
        first = self.sets[pool["from"]].released
        left_out = set(pool.get("remove", []))
        mcdonalds_as_reprints = pool.get("mcdonalds") == "functionally-identical"
        sets = [code for code, facts in self.sets.items()
                if facts.kind != "promo" and facts.released >= first
                and (ends_by is None or facts.first_legal < ends_by)
                and code not in left_out
                and not (mcdonalds_as_reprints and facts.kind == "mcdonalds")]
        sets += [code for code in pool.get("add", []) if code not in sets]
        return {**pool, "sets": sets}

    def seasons_on(self, when: date) -> tuple[Season, ...]:
        """The Standard seasons that may have been in force on ``when``: one where the data gives
        the dates around it; several where a start is unknown; none before the first season."""
        seasons = self.seasons
        return tuple(season for index, season in enumerate(seasons)
                     if season.earliest <= when
                     and (index + 1 == len(seasons) or seasons[index + 1].latest > when))

    def retired_energy(self, season_id: str) -> dict[str, date | None]:
        """The basic Energy types not legal in Standard in a season (``fairy``), each with the
        first day of the season that retired it (None: not known)."""
        out: dict[str, date | None] = {}
        for season in self.seasons:
            for kind in (season.pool or {}).get("basic_energy_retired", []):
                out.setdefault(kind, season.start)
            if season.id == season_id:
                break
        return out

    def left_standard(self, code: str, before: date) -> date | None:
        """The day a set left Standard, if it did on or before ``before``: the start of the
        first season without it after one with it (None: it had not left, or that day is not
        known)."""
        had = False
        for season in self.seasons:
            if season.pool is None:
                continue
            sets = season.pool.get("sets", [])  # none by code in a regulation-mark season
            promos = {p["set"] for p in season.pool.get("promos", [])}
            if code in sets or code in promos:
                had = True
            elif had and season.start is not None and season.start <= before:
                return season.start
        return None

    def mark_left_standard(self, mark: str, before: date) -> date | None:
        """The day a regulation mark left Standard, if it did on or before ``before``: the start
        of the first season whose marks all come after it."""
        for season in self.seasons:
            marks = (season.pool or {}).get("regulation_marks")
            if marks and mark < min(marks):
                return season.start if season.start and season.start <= before else None
        return None

    def bans_on(self, format_id: str, when: date) -> tuple[BanState, ...]:
        """The bans in force in ``format_id`` on ``when``, and those that may be.

        Changes are replayed in date order. A change whose date is unknown (null) leaves the
        card's state unknown from the last known change before it on, if it would change it,
        until the file's horizon (by which it had taken effect).
        """
        if format_id not in self.raw:  # Unlimited has never banned a card
            return ()
        by_card: dict[tuple[str, tuple[str, ...], bool], list[dict[str, Any]]] = {}
        for change in self.raw[format_id]["bans"]:
            key = (change["name"], tuple(change["prints"]), change["all-prints"])
            by_card.setdefault(key, []).append(change)
        # A change the file lists without a date took effect by the file's horizon at the latest.
        settled = when >= day(self.raw[format_id]["horizon"])  # type: ignore[operator]
        out = []
        for (name, prints, all_prints), changes in by_card.items():
            banned, since, applied, source = False, None, -1, changes[0]
            for index, change in enumerate(changes):
                effective = day(change["effective"])
                if (effective is None and settled) or (effective is not None
                                                       and effective <= when):
                    banned, since, applied = change["action"] == "ban", effective, index
                    source = change
            doubt = next((c for c in changes[applied + 1:] if c["effective"] is None
                          and (c["action"] == "ban") != banned), None)
            if doubt is not None and prints and self._all_unreleased(prints, when):
                doubt = None  # a card cannot be banned before it is printed
            if banned or doubt is not None:
                shown = doubt if doubt is not None else source
                out.append(BanState(name, prints, all_prints, since if banned else None,
                                    bool(shown["single-source"]), doubt is None,
                                    shown.get("uncertain"), shown["source"]))
        return tuple(out)

    def _all_unreleased(self, prints: tuple[str, ...], when: date) -> bool:
        found = [self.set_of(ref.rsplit(" ", 1)[0]) for ref in prints]
        return all(facts is not None and facts.released > when for facts in found)

    def next_rotation(self, when: date) -> Season | None:
        """The first Standard season after ``when`` whose start is known and announced by
        ``when`` (None: no rotation announced in the data)."""
        for season in self.seasons:
            if season.start is not None and season.start > when and (
                    season.announced is None or season.announced <= when):
                return season
        return None


def promo_numbers(printed: Iterable[str]) -> frozenset[int]:
    """Promo numbers as printed ("BW50") or as ranges ("BW33-BW101"), by their digits."""
    out: set[int] = set()
    for item in printed:
        first, _, last = item.partition("-")
        low = int("".join(ch for ch in first if ch.isdigit()))
        high = int("".join(ch for ch in last if ch.isdigit())) if last else low
        out.update(range(low, high + 1))
    return frozenset(out)


def _played(season: dict[str, Any], last: bool) -> date | None:
    """The first (or last) day an event is known to have used the season's format."""
    days = [day(p["last" if last else "first"]) for p in season.get("played_on", [])]
    found = [d for d in days if d is not None]
    return (max(found) if last else min(found)) if found else None


def _digest(root: Path) -> str:
    crc = zlib.crc32(__version__.encode())
    for path in sorted(root.glob("*.yaml")):
        crc = zlib.crc32(path.name.encode() + b"\0" + path.read_bytes(), crc)
    return f"{crc:08x}"


@cache
def load() -> History:
    """The shipped history, compiled once and cached like the rules data (data.load)."""
    from deckcheck import rulesdata  # the folder in use: shipped, or an installed bundle

    root = rulesdata.in_use().root
    cache_file = cache_dir() / f"history-{_digest(root / 'history')}.json"
    with contextlib.suppress(OSError, ValueError):
        cached = json.loads(cache_file.read_text(encoding="utf-8"))
        if isinstance(cached, dict):
            return History(cached)
    from deckcheck.rulesdata.schema import (
        compile_history,  # yaml and pydantic: only on a cache miss
    )

    compiled = compile_history(root)
    write_atomically(cache_file, json.dumps(compiled, ensure_ascii=False))
    return History(compiled)


def uncertain_texts(texts: Iterable[str | None]) -> str:
    """The data's ``uncertain`` notes, each once, in order."""
    seen: list[str] = []
    for text in texts:
        if text and text not in seen:
            seen.append(text)
    return " / ".join(seen)
