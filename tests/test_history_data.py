"""The format history (data/history/) holds together and agrees with today's formats."""

from __future__ import annotations

import datetime as dt
import itertools
import shutil
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from deckcheck.errors import DataError
from deckcheck.rulesdata.resources import data_dir
from deckcheck.rulesdata.schema import compile_history

Date = dt.date


@cache
def history() -> dict[str, Any]:
    return compile_history(data_dir())


def day(value: str | None) -> Date | None:
    return None if value is None else Date.fromisoformat(value)


def format_file(name: str) -> dict[str, Any]:
    value = yaml.safe_load((data_dir() / "formats" / f"{name}.yaml").read_text(encoding="utf-8"))
    assert isinstance(value, dict)
    return value


def third_friday(year: int, month: int) -> Date:
    first = Date(year, month, 1)
    return first + dt.timedelta(days=(4 - first.weekday()) % 7 + 14)


def third_friday_after(released: Date) -> Date:
    """The third Friday after the day (a Friday release counts the next one as the first)."""
    first = released + dt.timedelta(days=(4 - released.weekday()) % 7 or 7)
    return first + dt.timedelta(days=14)


def set_codes() -> set[str]:
    return {entry["code"] for entry in history()["sets"]["sets"]}


def dated(entries: list[dict[str, Any]], key: str) -> list[Date]:
    return [d for d in (day(e[key]) for e in entries) if d is not None]


# --- the files validate ------------------------------------------------------------------------

def test_every_history_file_is_compiled() -> None:
    assert set(history()) == {"sets", "standard", "expanded", "glc"}
    for name, doc in history().items():
        assert day(doc["horizon"]) is not None, name


def test_an_unknown_key_in_a_history_file_is_an_error(tmp_path: Path) -> None:
    copy = tmp_path / "data"
    shutil.copytree(data_dir(), copy)
    path = copy / "history" / "glc.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "since: 2021\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"data/history/glc.yaml: line \d+: since"):
        compile_history(copy)


def test_every_entry_has_a_source_or_says_why_not() -> None:
    for season in history()["standard"]["seasons"]:
        assert season["source"] or season["uncertain"], season["id"]
        if season["start"] is None or season["pool"] is None:
            assert season["uncertain"], season["id"]
    for name in ("standard", "expanded", "glc"):
        for change in history()[name]["bans"]:
            assert change["source"], (name, change["name"])
            if change["effective"] is None:
                assert change["uncertain"], (name, change["name"])
    for era in history()["sets"]["eras"]:
        assert era["source"], era["id"]


# --- dates in order ----------------------------------------------------------------------------

def test_no_date_is_past_the_horizon() -> None:
    for name, doc in history().items():
        horizon = day(doc["horizon"])
        assert horizon is not None
        entries = doc.get("sets") or doc.get("seasons") or []
        for key in ("released", "start", "announced"):
            assert all(d <= horizon for d in dated([e for e in entries if key in e], key)), name
        for change in doc.get("bans", []):
            for key in ("effective", "announced"):
                when = day(change[key])
                assert when is None or when <= horizon, (name, change["name"])


def test_sets_are_in_release_order_and_legal_after_release() -> None:
    sets = history()["sets"]["sets"]
    released = [day(s["released"]) for s in sets]
    assert released == sorted(released)  # type: ignore[type-var]
    for entry in sets:
        legal = day(entry["legal"])
        assert legal is None or legal >= Date.fromisoformat(entry["released"]), entry["code"]
        assert legal is not None or entry["uncertain"], entry["code"]


def test_set_codes_are_unique() -> None:
    codes = [s["code"] for s in history()["sets"]["sets"]]
    assert len(codes) == len(set(codes))


def test_the_eras_follow_one_another_without_gap() -> None:
    eras = history()["sets"]["eras"]
    assert eras[0]["first_release"] is None and eras[-1]["last_release"] is None
    for before, after in itertools.pairwise(eras):
        assert day(after["first_release"]) \
            == Date.fromisoformat(before["last_release"]) + dt.timedelta(days=1)


def era_legal_date(era: dict[str, Any], released: Date) -> Date:
    if era["rule"] == "on-release":
        return released
    if era["rule"] == "days-after-release":
        return released + dt.timedelta(days=era["days"])
    if era["rule"] == "third-friday-after-release":
        return third_friday_after(released)
    return third_friday(released.year, released.month)


def test_each_legal_date_follows_its_eras_rule_unless_the_entry_says_otherwise() -> None:
    eras = {era["id"]: era for era in history()["sets"]["eras"]}
    for entry in history()["sets"]["sets"]:
        released = Date.fromisoformat(entry["released"])
        if entry["era"] is None:
            assert entry["kind"] == "promo" and entry["legal"] is None, entry["code"]
            continue
        era = eras[entry["era"]]
        first, last = day(era["first_release"]), day(era["last_release"])
        assert (first is None or first <= released) and (last is None or released <= last)
        if entry["legal"] is not None and entry["source"] is None:
            assert day(entry["legal"]) == era_legal_date(era, released), entry["code"]


def test_the_rules_examples_give_their_dates() -> None:
    # "you'll first be able to compete with Sun & Moon cards on February 17, 2017"
    assert third_friday(2017, 2) == Date(2017, 2, 17)
    # "if an expansion is released on the 7th of a month, it is legal on the 28th" (21 days)
    eras = {era["id"]: era for era in history()["sets"]["eras"]}
    assert era_legal_date(eras["three-weeks"], Date(2014, 8, 7)) == Date(2014, 8, 28)
    legal = {s["code"]: s["legal"] for s in history()["sets"]["sets"]}
    assert legal["SUM"] == "2017-02-17"
    # "X/Y- Steam Siege will release on August 3rd, which means it will be eligible ... as of
    # August 19th" (2016: the third Friday after release)
    assert third_friday_after(Date(2016, 8, 3)) == Date(2016, 8, 19) == Date.fromisoformat(
        legal["STS"])


def test_seasons_start_in_order() -> None:
    seasons = history()["standard"]["seasons"]
    ids = [s["id"] for s in seasons]
    assert ids == sorted(ids) and len(ids) == len(set(ids))
    starts = dated(seasons, "start")
    assert starts == sorted(starts) and len(starts) == len(set(starts))
    for season in seasons:
        announced, start = day(season["announced"]), day(season["start"])
        if announced is not None and start is not None:
            assert announced <= start, season["id"]
        if start is not None:  # a season starts in the calendar year its id names, or the next
            assert start.year - int(season["id"][:4]) in (0, 1), season["id"]


@pytest.mark.parametrize("name", ["standard", "expanded", "glc"])
def test_ban_changes_are_in_date_order(name: str) -> None:
    bans = history()[name]["bans"]
    effective = dated(bans, "effective")
    assert effective == sorted(effective)
    for change in bans:
        announced, when = day(change["announced"]), day(change["effective"])
        if announced is not None and when is not None:
            assert announced <= when, change["name"]
        assert change["prints"] or change["all-prints"], change["name"]


# --- pools -------------------------------------------------------------------------------------

def test_every_set_in_a_seasons_pool_is_in_sets_yaml() -> None:
    known = set_codes()
    for season in history()["standard"]["seasons"]:
        pool = season["pool"] or {}
        codes = [*([pool["from"]] if pool.get("from") else []), *pool.get("add", []),
                 *pool.get("remove", []), *(p["set"] for p in pool.get("promos", []))]
        assert not set(codes) - known, (season["id"], sorted(set(codes) - known))
        assert len(codes) == len(set(codes)), season["id"]


def test_every_print_banned_names_a_known_set() -> None:
    known = set_codes()
    for name in ("standard", "expanded", "glc"):
        for change in history()[name]["bans"]:
            for printed in change["prints"]:
                assert printed.rsplit(" ", 1)[0] in known, (name, printed)


def test_every_season_start_is_a_rotation() -> None:
    """On a season's start the pool changes: its first set is newer than the season before's,
    or the oldest regulation mark goes; only a season announced as having no rotation keeps the
    same first set."""
    seasons = [s for s in history()["standard"]["seasons"] if s["pool"] is not None]
    released = {s["code"]: day(s["released"]) for s in history()["sets"]["sets"]}
    for before, after in itertools.pairwise(seasons):
        old, new = before["pool"], after["pool"]
        if new["regulation_marks"] is not None:
            if old["regulation_marks"] is not None:
                assert new["regulation_marks"][0] > old["regulation_marks"][0], after["id"]
            continue
        if "no rotation" in after["name"]:
            assert new["from"] == old["from"], after["id"]
            continue
        assert released[new["from"]] > released[old["from"]], after["id"]  # type: ignore[operator]


def test_a_pool_adds_only_what_its_first_set_leaves_out() -> None:
    released = {s["code"]: day(s["released"]) for s in history()["sets"]["sets"]}
    for season in history()["standard"]["seasons"]:
        pool = season["pool"] or {}
        for code in pool.get("add", []):
            assert released[code] < released[pool["from"]], (season["id"], code)  # type: ignore[operator]
        assert not set(pool.get("add", [])) & set(pool.get("remove", [])), season["id"]


def test_a_pool_naming_an_unknown_set_is_an_error(tmp_path: Path) -> None:
    copy = tmp_path / "data"
    shutil.copytree(data_dir(), copy)
    path = copy / "history" / "standard.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("from: PRC", "from: PRX"),
                    encoding="utf-8")
    with pytest.raises(DataError, match="season 2016-17: PRX is not a set"):
        compile_history(copy)


def test_a_pool_with_both_a_first_set_and_marks_is_an_error(tmp_path: Path) -> None:
    copy = tmp_path / "data"
    shutil.copytree(data_dir(), copy)
    path = copy / "history" / "standard.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "regulation_marks: [D, E]", "regulation_marks: [D, E]\n      from: SSH"), encoding="utf-8")
    with pytest.raises(DataError, match="either `from`"):
        compile_history(copy)


def test_the_current_season_is_standard_yaml() -> None:
    current = history()["standard"]["seasons"][-1]
    marks = format_file("standard")["pool"]["regulation_marks"]
    assert current["pool"]["regulation_marks"] == marks
    assert day(current["start"]) <= day(history()["standard"]["horizon"])  # type: ignore[operator]


def in_force(name: str) -> set[tuple[str, str]]:
    """(card name, print or "*") banned on the history's horizon."""
    out: set[tuple[str, str]] = set()
    for change in history()[name]["bans"]:
        keys = {(change["name"], p) for p in change["prints"]}
        if change["all-prints"]:
            keys.add((change["name"], "*"))
        if change["action"] == "ban":
            out |= keys
        else:
            out -= keys
    return out


def current_list(name: str) -> set[tuple[str, str]]:
    banned = format_file(name)["rules"]["banned"]["cards"]
    out: set[tuple[str, str]] = set()
    for card in banned:
        out |= {(card["name"], p) for p in card.get("prints", [])}
        if card.get("all-prints"):
            out.add((card["name"], "*"))
    return out


@pytest.mark.parametrize("name", ["expanded", "glc"])
def test_the_bans_in_force_today_are_the_formats_list(name: str) -> None:
    assert in_force(name) == current_list(name)


def test_no_card_is_banned_in_standard_today() -> None:
    standard = history()["standard"]
    seasons = standard["seasons"]
    legal = {s["code"]: s for s in history()["sets"]["sets"]}
    current_marks = set(seasons[-1]["pool"]["regulation_marks"])
    assert not format_file("standard")["rules"]["banned"]["cards"]
    # Every historic Standard ban is on a card that has rotated out since.
    for name, printed in in_force("standard"):
        code = printed.rsplit(" ", 1)[0]
        assert legal[code]["series"] not in ("sv", "me") and current_marks, (name, printed)


def test_expanded_pool_is_the_formats() -> None:
    assert history()["expanded"]["pool"]["series"] == format_file("expanded")["pool"]["series"]


def test_regulation_marks_become_legal_in_order_and_before_a_season_lists_them() -> None:
    standard = history()["standard"]
    marks = standard["regulation_marks"]
    letters = [m["mark"] for m in marks]
    assert letters == sorted(letters) and len(letters) == len(set(letters))
    known = dated(marks, "legal_from")
    assert known == sorted(known)
    legal_from = {m["mark"]: day(m["legal_from"]) for m in marks}
    for season in standard["seasons"]:
        for mark in (season["pool"] or {}).get("regulation_marks") or []:
            assert mark in legal_from, (season["id"], mark)
            when, start = legal_from[mark], day(season["start"])
            assert when is None or start is None or when <= start, (season["id"], mark)
    for mark in marks:
        assert mark["source"] or mark["uncertain"], mark["mark"]
