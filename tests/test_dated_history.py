"""The format as it stood on a day, read from data/history/: seasons, set dates, bans.

Parametrised over the history itself: on the day before each rotation and each ban or unban the
old state holds, on the day itself the new one (tests/test_history_data.py checks the files).
"""

from __future__ import annotations

import copy
import dataclasses
import datetime as dt
import itertools
from functools import cache
from typing import Any

import pytest

from deckcheck.catalog.records import CatalogCard
from deckcheck.errors import UsageError
from deckcheck.formats import dated
from deckcheck.formats.dated_format import DatedFormat
from deckcheck.formats.history import History, load
from deckcheck.formats.pools import Status
from deckcheck.rulesdata import RulesData

Date = dt.date
DAY = dt.timedelta(days=1)


@cache
def history() -> History:
    return load()


def printed(set_code: str, number: str, mark: str | None = None,
            serie: str | None = None) -> CatalogCard:
    """A print as the catalog gives it: only what the pool looks at is filled in."""
    return CatalogCard(id=0, name="Test", set_code=set_code, number=number, category="Trainer",
                       stage=None, suffix=None, trainer_type="Item", energy_type=None,
                       regulation_mark=mark, rarity=None, illustrator=None, serie=serie,
                       evolve_from=None, game="{}", types="[]", names={})


def standard_on(rules_data: RulesData, day: Date) -> DatedFormat:
    found = dated.get(rules_data, "standard", day, history())
    assert isinstance(found, DatedFormat)
    return found


def statuses(game_format: DatedFormat, card: CatalogCard) -> set[Status]:
    return {game_format.status(pool, card)[0] for pool in game_format.pools}


# --- seasons and rotations -----------------------------------------------------------------------

def rotations() -> list[tuple[str, Date, str]]:
    """(season, first day, a set that left that day) for every season whose start is known."""
    out = []
    seasons = history().seasons
    for before, after in itertools.pairwise(seasons):
        if after.start is None or before.pool is None or after.pool is None:
            continue
        gone = sorted(set(before.pool.get("sets", [])) - set(after.pool.get("sets", [])))
        gone = [code for code in gone if (history().sets[code].legal or Date.max) < after.start]
        if gone:  # 2021-22: every set, for the cards printed without a regulation mark
            out.append((after.id, after.start, gone[0]))
    return out


def mark_rotations() -> list[tuple[str, Date, str]]:
    """(season, first day, the mark that left that day) for the regulation-mark seasons."""
    out = []
    seasons = [s for s in history().seasons if (s.pool or {}).get("regulation_marks")]
    for before, after in itertools.pairwise(seasons):
        assert after.start is not None and before.pool and after.pool
        gone = set(before.pool["regulation_marks"]) - set(after.pool["regulation_marks"])
        for mark in sorted(gone):
            out.append((after.id, after.start, mark))
    return out


@pytest.mark.parametrize(("season", "start", "code"), rotations())
def test_a_set_is_legal_the_day_before_its_rotation_and_not_on_the_day(
        rules_data: RulesData, season: str, start: Date, code: str) -> None:
    card = printed(code, "1")
    assert statuses(standard_on(rules_data, start - DAY), card) == {Status.LEGAL}
    on_the_day = standard_on(rules_data, start)
    assert statuses(on_the_day, card) == {Status.NOT_LEGAL}
    message = on_the_day.status(on_the_day.pools[0], card)[1]
    assert f"left Standard on {start.isoformat()}" in message


@pytest.mark.parametrize(("season", "start", "mark"), mark_rotations())
def test_a_regulation_mark_leaves_on_its_rotation_day(rules_data: RulesData, season: str,
                                                      start: Date, mark: str) -> None:
    # A card of the mark from a set legal long before: Ultra Ball's own set does not matter.
    code = next(code for code, facts in history().sets.items()
                if facts.kind == "expansion" and facts.legal and facts.legal < start - 200 * DAY)
    card = printed(code, "1", mark=mark)
    before = standard_on(rules_data, start - DAY)
    assert before.status(before.pools[0], card)[0] is Status.LEGAL
    after = standard_on(rules_data, start)
    status, message = after.status(after.pools[0], card)
    assert status is Status.NOT_LEGAL
    assert f"left Standard on {start.isoformat()} (regulation mark {mark}" in message


def unknown_rotations() -> list[tuple[str, str]]:
    """(season, a set that left with it) for the seasons whose first day is not sourced and not
    pinned by the events around it."""
    out = []
    seasons = history().seasons
    for before, after in itertools.pairwise(seasons):
        if after.start is not None or after.earliest == after.latest or before.pool is None \
                or after.pool is None:
            continue
        gone = sorted(set(before.pool.get("sets", [])) - set(after.pool.get("sets", [])))
        if gone:
            out.append((after.id, gone[0]))
    return out


@pytest.mark.parametrize(("season_id", "code"), unknown_rotations())
def test_a_rotation_of_unknown_day_is_for_a_judge_until_it_must_have_happened(
        rules_data: RulesData, season_id: str, code: str) -> None:
    [season] = [s for s in history().seasons if s.id == season_id]
    card = printed(code, "1")
    in_doubt = statuses(standard_on(rules_data, season.earliest), card)
    assert Status.UNKNOWN in in_doubt or in_doubt == {Status.LEGAL, Status.NOT_LEGAL}
    assert statuses(standard_on(rules_data, season.latest), card) == {Status.NOT_LEGAL}


def test_a_day_between_two_unknown_starts_has_every_possible_season(rules_data: RulesData) -> None:
    # 2014-15's first day is not sourced: after the 2014 World Championships (which used
    # 2013-14's format, to 2014-08-17) and before Furious Fists became legal (2014-09-03)
    # either season may have been in force.
    ids = [season.id for season in history().seasons_on(Date(2014, 8, 25))]
    assert ids == ["2013-14", "2014-15"]


def test_a_day_the_history_places_has_one_season() -> None:
    assert [s.id for s in history().seasons_on(Date(2019, 8, 16))] == ["2019-20"]


def test_a_season_with_no_known_pool_leaves_every_card_unknown(rules_data: RulesData) -> None:
    raw = copy.deepcopy(history().raw)
    [season] = [s for s in raw["standard"]["seasons"] if s["id"] == "2007-08"]
    season["pool"] = None
    found = dated.get(rules_data, "standard", Date(2008, 3, 1), History(raw))
    assert isinstance(found, DatedFormat)
    assert Status.UNKNOWN in statuses(found, printed("HP", "1"))


def test_the_2008_world_championships_pool_is_holon_phantoms_on(rules_data: RulesData) -> None:
    # 2007-08 (EX Holon Phantoms to Majestic Dawn at the 2008 World Championships): EX Deoxys
    # had rotated, Holon Phantoms and Majestic Dawn were legal.
    worlds = standard_on(rules_data, Date(2008, 8, 15))
    assert statuses(worlds, printed("DX", "1")) == {Status.NOT_LEGAL}
    assert statuses(worlds, printed("HP", "1")) == {Status.LEGAL}
    assert statuses(worlds, printed("MD", "1")) == {Status.LEGAL}
    # Stormfront (November 2008) was not out yet
    assert statuses(worlds, printed("SF", "1")) == {Status.NOT_LEGAL}


# --- pools derived from the sets' legal days -----------------------------------------------------

def test_a_set_legal_by_its_own_date_is_in_the_season_without_being_listed(
        rules_data: RulesData) -> None:
    # Burning Shadows: legal from 2017-08-18 (sets.yaml), played at the 2017 World
    # Championships (2017-08-18 to 20) in the Primal Clash-on season.
    worlds = standard_on(rules_data, Date(2017, 8, 18))
    assert [pool.label for pool in worlds.pools] == ["2016-17"]
    assert statuses(worlds, printed("BUS", "1")) == {Status.LEGAL}


def test_a_set_is_not_legal_the_day_before_its_date_within_a_derived_pool(
        rules_data: RulesData) -> None:
    day_before = standard_on(rules_data, Date(2017, 8, 17))
    status, message = day_before.status(day_before.pools[0], printed("BUS", "1"))
    assert status is Status.NOT_LEGAL
    assert message == "BUS 1 is legal from 2017-08-18 (Burning Shadows), not on 2017-08-17"


def test_a_set_released_before_the_pools_first_set_stays_out(rules_data: RulesData) -> None:
    # 2016-17 is Primal Clash-on: Phantom Forces (2014) rotated on 2016-09-01.
    game_format = standard_on(rules_data, Date(2017, 3, 1))
    status, message = game_format.status(game_format.pools[0], printed("PHF", "1"))
    assert status is Status.NOT_LEGAL
    assert "left Standard on 2016-09-01" in message


def test_a_set_the_announcement_adds_from_before_the_first_set_is_in(
        rules_data: RulesData) -> None:
    # 2014-15 is Boundaries Crossed-on, but Dragon Vault (released before it) stayed.
    game_format = standard_on(rules_data, Date(2015, 3, 1))
    assert statuses(game_format, printed("DRV", "1")) == {Status.LEGAL}
    assert statuses(game_format, printed("DRX", "1")) == {Status.NOT_LEGAL}


def test_a_pool_that_leaves_mcdonalds_to_the_reprint_rule_holds_none(
        rules_data: RulesData) -> None:
    # 2019-20: McDonald's cards only where functionally identical to a legal card.
    game_format = standard_on(rules_data, Date(2020, 1, 10))
    assert statuses(game_format, printed("MCD19", "1")) == {Status.NOT_LEGAL}


def test_a_set_legal_after_the_season_ends_is_not_in_its_pool() -> None:
    seasons = history().seasons
    for season, following in itertools.pairwise(seasons):
        pool = season.pool or {}
        for code in pool.get("sets", []):
            facts = history().sets[code]
            assert facts.first_legal < following.latest or code in pool.get("add", []), (
                season.id, code)


def test_a_set_known_only_by_its_month_is_for_a_judge_within_the_month(
        rules_data: RulesData) -> None:
    # Mysterious Treasures: TCGdex gives 2007-08-01 (a month); it was not among the legal sets
    # of the 2007 World Championships (2007-08-10).
    worlds = standard_on(rules_data, Date(2007, 8, 10))
    assert statuses(worlds, printed("MT", "1")) == {Status.UNKNOWN}
    assert statuses(standard_on(rules_data, Date(2007, 9, 1)), printed("MT", "1")) == {
        Status.LEGAL}
    assert statuses(standard_on(rules_data, Date(2007, 7, 31)), printed("MT", "1")) == {
        Status.NOT_LEGAL}


# --- sets becoming legal --------------------------------------------------------------------------

def newly_legal() -> list[tuple[str, Date]]:
    return [(code, facts.legal) for code, facts in history().sets.items()
            if facts.legal is not None and facts.kind == "expansion"
            and facts.legal > Date(2021, 9, 10)]


@pytest.mark.parametrize(("code", "legal"), newly_legal())
def test_a_set_is_not_legal_the_day_before_its_legal_date(rules_data: RulesData, code: str,
                                                          legal: Date) -> None:
    mark = "J" if legal >= Date(2026, 3, 6) else "H"
    card = printed(code, "1", mark=mark)
    before = standard_on(rules_data, legal - DAY)
    status, message = before.status(before.pools[0], card)
    if status is Status.NOT_LEGAL:
        assert "is legal from" in message and "not on" in message
    assert status is not Status.LEGAL


def test_a_set_released_days_before_an_event_is_legal_from_its_date(
        rules_data: RulesData) -> None:
    # Perfect Order: released 2026-03-27, legal 2026-04-10 (two weeks).
    game_format = standard_on(rules_data, Date(2026, 4, 3))
    status, message = game_format.status(game_format.pools[0], printed("POR", "81", mark="J"))
    assert status is Status.NOT_LEGAL
    assert message == "POR 81 is legal from 2026-04-10 (Perfect Order), not on 2026-04-03"


def test_a_set_without_a_legal_date_is_unknown_after_its_release(rules_data: RulesData) -> None:
    game_format = standard_on(rules_data, Date(2019, 9, 1))
    status, message = game_format.status(game_format.pools[0], printed("HIF", "58"))
    assert status is Status.UNKNOWN
    assert "Hidden Fates" in message


def test_a_promo_card_has_no_legal_date_of_its_own(rules_data: RulesData) -> None:
    game_format = standard_on(rules_data, Date(2019, 9, 1))
    # SM210: no source dates it (SM94-SM209 were legal at the 2019 World Championships)
    assert statuses(game_format, printed("PR-SM", "SM210")) == {Status.UNKNOWN}
    assert statuses(game_format, printed("PR-SM", "SM100")) == {Status.LEGAL}
    assert statuses(game_format, printed("PR-SM", "SM93")) == {Status.NOT_LEGAL}


def test_a_promo_card_with_sourced_dates_is_legal_once_its_source_shows_it_out(
        rules_data: RulesData) -> None:
    # Tropical Beach BW50: handed out at the 2012 World Championships (from 2012-08-10),
    # legal by the 2012-13 season's start at the latest.
    before = standard_on(rules_data, Date(2012, 8, 9))
    status, message = before.status(before.pools[0], printed("PR-BLW", "BW50"))
    assert status is Status.NOT_LEGAL and "released on 2012-08-10" in message
    assert "not yet released that day" in message
    # the 2012 World Championships list its legal promos as BW01 - BW50
    assert statuses(standard_on(rules_data, Date(2012, 8, 10)), printed("PR-BLW", "BW50")) == {
        Status.LEGAL}
    # a card out of every sourced range has no dates of its own (BW01-BW80 and BW95 were legal
    # at the 2013 World Championships; BW81 only appears in the 2014 list)
    assert statuses(standard_on(rules_data, Date(2013, 8, 9)), printed("PR-BLW", "BW81")) == {
        Status.UNKNOWN}
    assert statuses(standard_on(rules_data, Date(2014, 8, 15)), printed("PR-BLW", "BW81")) == {
        Status.LEGAL}


def test_a_promo_the_2012_world_championships_list_is_legal_there(rules_data: RulesData) -> None:
    # Litwick BW27, played at the 2012 World Championships (tests/corpus/measure/); the event's
    # legal promos were BW01 - BW50, and no source dates BW27 itself.
    assert statuses(standard_on(rules_data, Date(2012, 8, 10)), printed("PR-BLW", "BW27")) == {
        Status.LEGAL}
    assert statuses(standard_on(rules_data, Date(2012, 8, 10)), printed("PR-BLW", "BW51")) == {
        Status.UNKNOWN}


def test_every_dated_promo_card_cites_its_source() -> None:
    for facts in history().sets.values():
        for card in facts.cards:
            assert facts.kind == "promo" and card.source, facts.code
            assert card.released is None or card.released <= card.legal_by, facts.code
            assert card.released is None or card.released >= facts.released, facts.code


def test_an_event_that_used_a_seasons_format_bounds_the_unknown_starts() -> None:
    seasons = {season.id: season for season in history().seasons}
    raw = {season["id"]: season for season in history().raw["standard"]["seasons"]}
    for before, after in itertools.pairwise(history().seasons):
        for played in raw[before.id].get("played_on", []):
            first, last = Date.fromisoformat(played["first"]), Date.fromisoformat(played["last"])
            assert first <= last and played["source"], before.id
            assert seasons[before.id].latest <= first, before.id  # it had begun
            assert seasons[after.id].earliest > last, after.id  # the next had not
            assert [season.id for season in history().seasons_on(first)] == [before.id]


# --- bans ----------------------------------------------------------------------------------------

def dated_changes() -> list[Any]:
    return [pytest.param(name, change, id=f"{name}-{change['name']}-{change['effective']}")
            for name in ("standard", "expanded", "glc")
            for change in history().raw[name]["bans"] if change["effective"] is not None]


def banned_names(name: str, day: Date) -> set[tuple[str, tuple[str, ...]]]:
    """Cards (name, prints) banned on the day, or that may have been (a later change has no
    date)."""
    return {(ban.name, ban.prints) for ban in history().bans_on(name, day)}


@pytest.mark.parametrize(("name", "change"), dated_changes())
def test_a_ban_takes_effect_on_its_day_and_not_the_day_before(name: str,
                                                               change: dict[str, Any]) -> None:
    effective = Date.fromisoformat(change["effective"])
    before, on_the_day = banned_names(name, effective - DAY), banned_names(name, effective)
    card = (change["name"], tuple(change["prints"]))
    if change["action"] == "ban":
        assert card not in before
        assert card in on_the_day
        [ban] = [b for b in history().bans_on(name, effective) if b.name == change["name"]
                 and list(b.prints) == change["prints"]]
        assert ban.since == effective or not ban.certain  # Lusamine: unbanned on a day unknown
    else:
        assert card in before
        assert card not in on_the_day


def test_a_ban_whose_day_is_unknown_is_in_doubt_not_assumed() -> None:
    # Duskull (Cosmic Eclipse, 2019-11) is on today's Expanded list; the day it was banned was
    # not found.
    [duskull] = [b for b in history().bans_on("expanded", Date(2020, 6, 1))
                 if b.name == "Duskull"]
    assert not duskull.certain and duskull.uncertain


def test_an_unban_whose_day_is_unknown_leaves_the_ban_in_doubt() -> None:
    # Lusamine: banned 2019-02-15, unbanned 2021-03-05; were the unban's day not known, the
    # ban would be in doubt after 2019-02-15.
    raw = copy.deepcopy(history().raw)
    for change in raw["expanded"]["bans"]:
        if change["name"] == "Lusamine" and change["action"] == "unban":
            change["effective"], change["uncertain"] = None, "the unban's day is not known"
    [lusamine] = [b for b in History(raw).bans_on("expanded", Date(2020, 1, 1))
                  if b.name == "Lusamine"]
    assert not lusamine.certain


def test_an_unban_ends_the_ban_on_its_day() -> None:
    [lusamine] = [b for b in history().bans_on("expanded", Date(2021, 3, 4))
                  if b.name == "Lusamine"]
    assert lusamine.certain and lusamine.since == Date(2019, 2, 15)
    assert "Lusamine" not in {b.name for b in history().bans_on("expanded", Date(2021, 3, 5))}


def test_a_ban_of_an_unreleased_card_is_not_in_doubt() -> None:
    # Scoop Up Net (Rebel Clash, 2020) could not have been banned in 2019.
    assert "Scoop Up Net" not in {b.name for b in history().bans_on("expanded",
                                                                    Date(2019, 8, 16))}


def test_the_bans_on_the_horizon_are_the_format_files(rules_data: RulesData) -> None:
    for name in ("expanded", "glc"):
        horizon = history().horizon(name)
        listed = {card["name"] for card in
                  rules_data.formats[name]["rules"]["banned"]["cards"]}
        assert {ban.name for ban in history().bans_on(name, horizon)} == listed


# --- rotations announced -------------------------------------------------------------------------

def test_the_next_rotation_is_the_announced_one() -> None:
    season = history().next_rotation(Date(2026, 2, 1))  # announced 2026-01-09
    assert season is not None and season.start == Date(2026, 4, 10)


def test_a_rotation_not_yet_announced_is_not_previewed() -> None:
    assert history().next_rotation(Date(2025, 12, 1)) is None  # 2026's: announced 2026-01-09


def test_no_rotation_after_the_last_season_is_announced() -> None:
    assert history().next_rotation(history().horizon("standard")) is None


# --- asking for a date ---------------------------------------------------------------------------

def test_a_dated_format_name_splits_into_name_and_day() -> None:
    assert dated.split("standard@2019-08-16") == ("standard", Date(2019, 8, 16))
    assert dated.split("standard") == ("standard", None)


@pytest.mark.parametrize("bad", ["2019-13-45", "2019-8-16", "yesterday", "", "2026-W31-6",
                                 "20190816", "２０１９-08-16"])
def test_a_bad_date_is_a_usage_error_naming_the_option(bad: str) -> None:
    with pytest.raises(UsageError, match=r"--date: .* is not a date: write YYYY-MM-DD"):
        dated.parse_day(bad)


def test_unlimited_keeps_its_rules_on_every_day(rules_data: RulesData) -> None:
    early, late = (dated.get(rules_data, "unlimited", day)
                   for day in (Date(2001, 1, 1), Date(2026, 1, 1)))
    assert [s.rule for s in early.rules] == [s.rule for s in late.rules]
    assert early.setting("copy-limit") == late.setting("copy-limit")


def test_unlimited_before_the_first_set_is_a_usage_error(rules_data: RulesData) -> None:
    """unlimited@0001-01-01 judged a 2024 list legal (issue 23): no card existed that day."""
    with pytest.raises(UsageError, match=r"no card had been released yet.*1999-01-09"):
        dated.get(rules_data, "unlimited", Date(1, 1, 1))


@pytest.mark.parametrize("undated", ["team-of-six", "trainer-kit"])
def test_the_house_variant_and_the_half_deck_have_no_dates(rules_data: RulesData,
                                                           undated: str) -> None:
    with pytest.raises(UsageError, match="has no history"):
        dated.get(rules_data, undated, Date(2019, 8, 16))


def test_gym_leader_challenge_before_it_began_is_a_usage_error(rules_data: RulesData) -> None:
    with pytest.raises(UsageError, match="began on 2021-07-14"):
        dated.get(rules_data, "glc", Date(2020, 1, 1))


@pytest.mark.parametrize("day", [Date(1999, 1, 1), Date(2013, 12, 31)])
def test_expanded_before_it_was_announced_to_begin_is_a_usage_error(rules_data: RulesData,
                                                                   day: Date) -> None:
    # Announced on 2013-07-16 to start "in late 2014": no day of 2013 had an Expanded.
    with pytest.raises(UsageError, match="had not begun yet"):
        dated.get(rules_data, "expanded", day)


def test_expanded_in_2014_before_its_first_known_day_is_for_a_judge(
        rules_data: RulesData) -> None:
    game_format = dated.get(rules_data, "expanded", Date(2014, 6, 1))
    [when] = [setting for setting in game_format.rules if setting.rule == "format-date"]
    assert any("late 2014" in note for note in when.options["notes"])


def test_standard_before_its_history_is_a_usage_error(rules_data: RulesData) -> None:
    with pytest.raises(UsageError, match="history of Standard begins on 2006-09-01"):
        dated.get(rules_data, "standard", Date(2005, 1, 1))


def test_a_promo_series_no_source_lists_in_a_season_is_for_a_judge(rules_data: RulesData) -> None:
    # POP Series 8 came after Majestic Dawn; no source lists it in the 2010-11 MD-on format.
    game_format = standard_on(rules_data, Date(2010, 11, 15))
    status, message = game_format.status(game_format.pools[0], printed("P8", "9"))
    assert status is Status.UNKNOWN
    assert "not listed by any source" in message


def test_a_promo_of_a_world_championships_range_is_legal_and_one_past_it_is_not_known(
        rules_data: RulesData) -> None:
    # The 2022 World Championships (2022-08-18): SWSH001-SWSH239 and SWSH296 legal.
    worlds = standard_on(rules_data, Date(2022, 8, 18))
    assert statuses(worlds, printed("PR-SW", "SWSH239", mark="F")) == {Status.LEGAL}
    assert statuses(worlds, printed("PR-SW", "SWSH240", mark="F")) == {Status.UNKNOWN}


def test_a_promo_played_at_an_international_championships_is_legal_from_its_first_day(
        rules_data: RulesData) -> None:
    # Scream Tail SVP 65 and Flutter Mane SVP 97, in the Masters lists placed 2nd and 4th at the
    # 2024 North America International Championships (from 2024-06-07); SVP 98, played in
    # neither, stays for a judge.
    naic = standard_on(rules_data, Date(2024, 6, 7))
    for number in ("SVP065", "SVP097"):
        assert statuses(naic, printed("PR-SV", number, mark="G")) == {Status.LEGAL}
    assert statuses(naic, printed("PR-SV", "SVP098", mark="G")) == {Status.UNKNOWN}
    day_before = standard_on(rules_data, Date(2024, 6, 6))
    assert statuses(day_before, printed("PR-SV", "SVP065", mark="G")) == {Status.UNKNOWN}


def test_an_sm_promo_played_at_an_international_championships_is_legal_there(
        rules_data: RulesData) -> None:
    # Jolteon-GX SM173, in the Seniors lists placed 3rd and 4th at the 2019 Oceania
    # International Championships (from 2019-02-15), months before the 2019 World Championships
    # listed SM94-SM209 legal; SM172, played in neither, stays for a judge that day.
    ocic = standard_on(rules_data, Date(2019, 2, 15))
    assert statuses(ocic, printed("PR-SM", "SM173")) == {Status.LEGAL}
    assert statuses(ocic, printed("PR-SM", "SM172")) == {Status.UNKNOWN}


def test_pop_series_1_is_legal_from_the_2005_world_championships(rules_data: RulesData) -> None:
    # The 2005 World Championships (from 2005-08-19) list POP Series 1 among their legal sets.
    def unlimited_on(day: Date) -> DatedFormat:
        found = dated.get(rules_data, "unlimited", day, history())
        assert isinstance(found, DatedFormat)
        return found
    assert statuses(unlimited_on(Date(2005, 8, 19)), printed("P1", "4")) == {Status.LEGAL}
    assert statuses(unlimited_on(Date(2005, 8, 18)), printed("P1", "4")) == {Status.UNKNOWN}


# --- a set newer than the history ----------------------------------------------------------------

def test_a_set_newer_than_the_history_is_legal_two_weeks_after_its_catalog_release(
        rules_data: RulesData) -> None:
    # The catalog was updated after the history's set list: the era's rule dates the new set,
    # so `catalog update` alone keeps its cards decided as of a day.
    listed_to = Date.fromisoformat(history().raw["sets"]["horizon"])
    released = listed_to + 5 * DAY
    new = dataclasses.replace(printed("ZZZ", "12", mark="J"), released=released.isoformat())
    assert statuses(standard_on(rules_data, released + 14 * DAY), new) == {Status.LEGAL}
    assert statuses(standard_on(rules_data, released + 13 * DAY), new) == {Status.NOT_LEGAL}


def test_a_set_the_history_leaves_out_on_purpose_stays_for_a_judge(rules_data: RulesData) -> None:
    # Released before the history's set list ends and not in it: not a new set, no rule applies.
    listed_to = Date.fromisoformat(history().raw["sets"]["horizon"])
    old = dataclasses.replace(printed("ZZZ", "12", mark="J"),
                              released=(listed_to - 60 * DAY).isoformat())
    assert statuses(standard_on(rules_data, listed_to), old) == {Status.UNKNOWN}
