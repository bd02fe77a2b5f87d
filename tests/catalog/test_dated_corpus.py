"""Published lists of major events checked as of their own day (tests/corpus/dated/).

Each list's header gives its source, event, day, format and season, and the later season whose
rotation removes some of its cards (``rotated-by``). On its day a list is legal, or undecided
only where data/history/ leaves a date unknown (a promo card's, a season's first day): never
called not legal, unless its ``data-discrepancy`` header says the history contradicts it. On the
first day of the ``rotated-by`` season it is not legal, and the rotated cards are named.
Mutations: a card of a set released days before the event, a card banned the week before.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from helpers import checkers_by_format

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.data import RulesData
from deckcheck.history import load
from deckcheck.models import DeckResult, Severity, Verdict

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "dated"
DAY = dt.timedelta(days=1)
PRINT = re.compile(r"([^,;]+?) ([A-Z][A-Za-z0-9-]*(?::[A-Z]+)?) ([A-Z]*[0-9]+[a-z]?)$")


@dataclass(frozen=True)
class DatedList:
    """One list of the corpus with its headers."""

    path: Path
    headers: dict[str, str]

    @property
    def day(self) -> dt.date:
        return dt.date.fromisoformat(self.headers["date"])

    @property
    def format(self) -> str:
        return self.headers["format"]

    @property
    def text(self) -> str:
        return self.path.read_text(encoding="utf-8")

    @property
    def rotated_by(self) -> tuple[str, list[tuple[str, str, str]]] | None:
        """The season that removes cards, and those cards as (name, set, number)."""
        header = self.headers.get("rotated-by")
        if header is None:
            return None
        season, _, rest = header.partition(":")
        season = season.split()[0]
        flat = re.sub(r"\([^()]*\)", "", rest).split(". ")[0]
        cards = [found.groups() for item in flat.split(",")
                 if (found := PRINT.match(item.strip()))]
        return season, cards  # type: ignore[return-value]


def read_dated() -> list[DatedList]:
    out = []
    for path in sorted(CORPUS.glob("*.txt")):
        headers = {}
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("# ") and ":" in line:
                key, _, value = line[2:].partition(":")
                headers[key.strip()] = value.strip()
        out.append(DatedList(path, headers))
    return out


LISTS = read_dated()


def test_the_corpus_spans_eight_seasons_each_list_with_source_event_day_and_format() -> None:
    assert len({deck.headers["season"] for deck in LISTS}) >= 8
    for deck in LISTS:
        for key in ("source", "event", "date", "format", "season"):
            assert deck.headers.get(key), (deck.path.name, key)


@pytest.fixture(scope="module")
def catalog(full_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(full_catalog[0])


@pytest.fixture(scope="module")
def checker_for(catalog: Catalog, rules_data: RulesData) -> Callable[[str], Checker]:
    return checkers_by_format(catalog, rules_data)


def run(checker: Checker, text: str, name: str = "list.txt") -> DeckResult:
    return checker.check_bytes(text.encode("utf-8"), name)


def report(result: DeckResult) -> str:
    return "\n".join(f"  {v.severity.value} {v.rule}: {v.message} {v.cards}"
                     for v in result.violations)


def by_id(deck: DatedList) -> str:
    return deck.path.stem


@pytest.mark.full_catalog
@pytest.mark.parametrize("deck", [d for d in LISTS if "data-discrepancy" not in d.headers],
                         ids=by_id)
def test_a_list_is_legal_on_its_own_day_or_left_to_a_judge_where_the_history_has_no_date(
        deck: DatedList, checker_for: Callable[[str], Checker]) -> None:
    result = run(checker_for(f"{deck.format}@{deck.day.isoformat()}"), deck.text)
    assert result.verdict is not Verdict.NOT_LEGAL, report(result)
    for found in result.violations:
        assert found.rule == "not-in-format" and found.undecided, report(result)


@pytest.mark.full_catalog
@pytest.mark.parametrize("deck", [d for d in LISTS if "data-discrepancy" in d.headers],
                         ids=by_id)
def test_a_list_the_history_contradicts_is_not_called_legal(
        deck: DatedList, checker_for: Callable[[str], Checker]) -> None:
    # The header names the data error (data/history/ as it stands): deckcheck must not pass
    # the list silently; once the data is mended this test says so by failing.
    result = run(checker_for(f"{deck.format}@{deck.day.isoformat()}"), deck.text)
    assert result.verdict is not Verdict.LEGAL, deck.headers["data-discrepancy"]


def rotation_day(season_id: str) -> dt.date:
    """The first day the season is certainly in force: its start, or the last day it may have
    started on."""
    [season] = [s for s in load().seasons if s.id == season_id]
    return season.start or season.latest


@pytest.mark.full_catalog
@pytest.mark.parametrize("deck", [d for d in LISTS if d.rotated_by], ids=by_id)
def test_a_list_is_not_legal_once_a_rotation_removes_its_cards(
        deck: DatedList, checker_for: Callable[[str], Checker]) -> None:
    assert deck.rotated_by is not None
    season, cards = deck.rotated_by
    assert cards, deck.headers["rotated-by"]
    day = rotation_day(season)
    result = run(checker_for(f"{deck.format}@{day.isoformat()}"), deck.text)
    assert result.verdict is Verdict.NOT_LEGAL, report(result)
    flagged = " ".join(card for v in result.violations if v.rule == "not-in-format"
                       for card in v.cards)
    for name, set_code, number in cards:
        assert f"{set_code} {number}" in flagged or name in flagged, (name, report(result))


# --- mutations -------------------------------------------------------------------------------

def newest_set_with_a_wait(deck: DatedList) -> tuple[str, dt.date, dt.date] | None:
    """The newest expansion out by the list's day whose cards waited to become legal: its code,
    the day to check on (a few days after its release) and its legal day."""
    waits = [facts for facts in load().sets.values()
             if facts.kind == "expansion" and facts.legal and facts.legal > facts.released
             and facts.released <= deck.day]
    if not waits:
        return None
    newest = max(waits, key=lambda facts: facts.released)
    assert newest.legal is not None
    check_on = min(deck.day, newest.released + 3 * DAY)
    if check_on >= newest.legal or deck.day - check_on > 45 * DAY:
        return None
    return newest.code, check_on, newest.legal


@pytest.mark.full_catalog
@pytest.mark.parametrize("deck", [d for d in LISTS if newest_set_with_a_wait(d)], ids=by_id)
def test_a_card_of_a_set_released_days_before_the_event_is_not_legal_yet(
        deck: DatedList, checker_for: Callable[[str], Checker], catalog: Catalog) -> None:
    found = newest_set_with_a_wait(deck)
    assert found is not None
    code, check_on, legal = found
    card = next(c for c in catalog.all_cards() if c.set_code == code and c.category == "Trainer"
                and {p.set_code for p in catalog.by_name(c.name)} == {code})  # no reprint
    text = deck.text + f"1 {card.name} {code} {card.number}\n"
    result = run(checker_for(f"{deck.format}@{check_on.isoformat()}"), text)
    added = [v for v in result.violations if v.rule == "not-in-format"
             and v.severity is Severity.ERROR and f"{code} {card.number}" in v.message]
    assert added and f"is legal from {legal.isoformat()}" in added[0].message, report(result)


def dated_bans() -> list[pytest.ParameterSet]:
    out = []
    for format_id in ("standard", "expanded"):
        for change in load().raw[format_id]["bans"]:
            effective = change["effective"]
            if change["action"] == "ban" and effective and change["prints"] and all(
                    ban.certain for ban in load().bans_on(format_id, dt.date.fromisoformat(
                        effective) + 6 * DAY) if ban.name == change["name"]):
                out.append(pytest.param(format_id, change, id=f"{format_id}-{change['name']}"))
    return out


@pytest.mark.full_catalog
@pytest.mark.parametrize(("format_id", "change"), dated_bans())
def test_a_card_banned_the_week_before_the_event_is_banned(
        format_id: str, change: dict[str, str], checker_for: Callable[[str], Checker]) -> None:
    effective = dt.date.fromisoformat(change["effective"])
    deck = min(LISTS, key=lambda d: abs(d.day - effective))
    text = deck.text + f"1 {change['name']} {change['prints'][0]}\n"
    week_after = run(checker_for(f"{format_id}@{(effective + 6 * DAY).isoformat()}"), text)
    [banned] = [v for v in week_after.violations if v.rule == "banned"]
    assert f"since {effective.isoformat()}" in banned.message
    day_before = run(checker_for(f"{format_id}@{(effective - DAY).isoformat()}"), text)
    assert not [v for v in day_before.violations if v.rule == "banned"]
