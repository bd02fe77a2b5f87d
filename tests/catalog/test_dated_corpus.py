"""Published lists of major events checked as of their own day (tests/corpus/dated/).

Each list's header gives its source, event, day, format and season, and the later season whose
rotation removes some of its cards (``rotated-by``). A judge calls every one of them legal on its
day: they were played there. So must deckcheck — or, for a list whose ``undecided`` header names
a point only a judge can settle (a print the archive wrote that was not out yet, the card being
legal that day through an older one), leave exactly those cards to a judge. On the first day of
the ``rotated-by`` season the list is not legal, and the rotated cards are named.

What deckcheck does not judge so today is in tests/corpus/dated/known_wrong.yaml, list by list,
with the verdict it gives and the causes of its points: a reading problem (a set code, a name
spelling), a gap in the history (a season, a promo day), the reprint rule stopping at wording, a
print newer than the day, a set or mark the day's pool leaves out. The file is strict: a list
judged right must leave it, a list judged otherwise than recorded must be updated, so the file
shrinks as data/history/ and the reader improve. ``test_the_corpus_report`` prints the figures
per season and every point with its cause (``pytest -s -k report``).
Mutations: a card of a set released days before the event, a card banned the week before.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from helpers import checkers_by_format

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.catalog.records import CatalogCard
from deckcheck.checker import Checker
from deckcheck.formats.history import load
from deckcheck.models import DeckResult, Severity, Verdict, Violation
from deckcheck.rulesdata import RulesData

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "dated"
KNOWN_WRONG = CORPUS / "known_wrong.yaml"
DAY = dt.timedelta(days=1)
PRINT = re.compile(r"([^,;]+?) ([A-Z][A-Za-z0-9-]*(?::[A-Z]+)?) ([A-Z]*[0-9]+[a-z]?)$")
LINE = re.compile(r"^(\d+) (.+)$")
MIN_LISTS = 120
MIN_SEASONS = 15
HEADERS = ("source", "event", "date", "format", "season", "note")


@dataclass(frozen=True)
class DatedList:
    """One list of the corpus with its headers."""

    path: Path
    headers: dict[str, str]

    @property
    def name(self) -> str:
        return self.path.stem

    @property
    def day(self) -> dt.date:
        return dt.date.fromisoformat(self.headers["date"])

    @property
    def format(self) -> str:
        return self.headers["format"]

    @property
    def season(self) -> str:
        return self.headers["season"]

    @property
    def text(self) -> str:
        return self.path.read_text(encoding="utf-8")

    @property
    def card_lines(self) -> list[str]:
        return [line for line in self.text.splitlines() if LINE.match(line)]

    @property
    def rotated_by(self) -> tuple[str, list[tuple[str, str, str]]] | None:
        """The season that removes cards, and those cards as (name, set, number)."""
        header = self.headers.get("rotated-by")
        if header is None:
            return None
        season, _, rest = header.partition(":")
        return season.split()[0], prints_named(rest)

    @property
    def undecided(self) -> list[tuple[str, str, str]]:
        """The cards of the ``undecided`` header: only a judge settles them on the list's day."""
        return prints_named(self.headers.get("undecided", "").partition(":")[0])

    @property
    def expected(self) -> Verdict:
        """A judge's verdict on the list's own day."""
        return Verdict.UNDECIDED if self.undecided else Verdict.LEGAL


def prints_named(text: str) -> list[tuple[str, str, str]]:
    """The prints a header names ("Windstorm CG 85, Cessation Crystal CG 74 (...). More"): text
    in brackets and everything after the first sentence are explanations."""
    flat = re.sub(r"\([^()]*\)", "", text).split(". ")[0]
    return [found.groups() for item in flat.split(",")  # type: ignore[misc]
            if (found := PRINT.match(item.strip()))]


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


def by_id(deck: DatedList) -> str:
    return deck.name


# --- what deckcheck says, and why -------------------------------------------------------------

READING = "reading"
HISTORY_GAP = "history gap"
REPRINT_WORDING = "reprint wording"
AFTER_THE_DAY = "print after the day"
POOL = "pool"
CAUSES = (READING, HISTORY_GAP, REPRINT_WORDING, AFTER_THE_DAY, POOL)
"""Why a point keeps a list from being legal, in the words of known_wrong.yaml:

- reading: a line deckcheck did not read as written (a set code such as TM or CL, a name with a
  site's tag such as " - ACESPEC"), and what follows from it (four copies counted over a name it
  did not know);
- history gap: data/history/ has no answer for the day (a season without a pool, a promo series
  without legal days): deckcheck leaves the card to a judge;
- reprint wording: the print is out of the day's pool and a legal print differs only in wording:
  the reprint rule leaves it to a judge;
- print after the day: the print came out after the event (the archive wrote a later print of
  a card that was legal that day);
- pool: the day's pool as data/history/ has it leaves the print out (a set or mark missing from
  a season, a promo cut-off), with no legal print of the same text.
"""

# The English messages the points are told apart by (the suite runs in English). A message that
# matches none of them is a construction rule's (``copy-limit``…) and keeps its rule's name.
NOT_KNOWN = "is not known; confirm with a judge"
PRINTS_NOT_KNOWN = "their prints are not known"
JUDGE_MUST_CONFIRM = "a judge must confirm that the two are functionally identical"
LATER_PRINT = (" is legal from ", " is not legal on ")


@dataclass(frozen=True)
class Point:
    """One point that keeps a list from being legal: its cause, what it is about (a set code, a
    card name, the history's own words) and the card line."""

    cause: str
    about: str
    line: str


def points(result: DeckResult) -> list[Point]:
    """The points (errors and undecided points) of a result, each with its cause."""
    out = []
    for found in result.violations:
        if found.severity is not Severity.ERROR and not found.undecided:
            continue  # advice: it does not change the verdict
        for line in found.cards or ("",):
            out.append(Point(*why(found, line), line))
    return out


def why(found: Violation, line: str) -> tuple[str, str]:
    """The cause of one point and what it is about."""
    written = LINE.match(line)
    card = written.group(2) if written else line
    printed = PRINT.match(card)
    set_code = printed.group(2) if printed else "no set"
    if found.rule in ("unknown-card", "syntax"):
        if "has no card printed as" in found.message:
            return READING, f"set code {set_code}"
        name = printed.group(1) if printed else card
        if " - " in name:
            return READING, f'name tag " - {name.split(" - ", 1)[1]}"'
        return READING, "name spelling"
    if found.rule != "not-in-format":
        return found.rule, found.message.split(";")[0][:60]
    if PRINTS_NOT_KNOWN in found.message:
        return READING, "prints not known"
    if NOT_KNOWN in found.message:
        said = found.message.partition(NOT_KNOWN)[2].strip(" (")
        return HISTORY_GAP, re.split(r"\. |; | \(", said, maxsplit=1)[0][:90]
    if JUDGE_MUST_CONFIRM in found.message:
        return REPRINT_WORDING, found.message.split('"')[1] if '"' in found.message else card
    if any(text in found.message for text in LATER_PRINT):
        return AFTER_THE_DAY, set_code
    return POOL, set_code


@dataclass(frozen=True)
class Outcome:
    """What deckcheck concluded: its verdict and the causes of its points."""

    verdict: Verdict
    causes: tuple[str, ...]

    @classmethod
    def of(cls, result: DeckResult) -> Outcome:
        return cls(result.verdict, tuple(sorted({p.cause for p in points(result)})))

    def entry(self, why: str) -> dict[str, Any]:
        return {"verdict": self.verdict.value, "causes": list(self.causes), "why": why}


def judged_right(deck: DatedList, result: DeckResult) -> bool:
    """A judge's verdict: legal — or undecided on exactly the cards of the ``undecided`` header."""
    if result.verdict is not deck.expected:
        return False
    if deck.expected is Verdict.LEGAL:
        return True
    named = {f"{set_code} {number}" for _name, set_code, number in deck.undecided}
    flagged = {p.line for p in points(result)}
    return all(any(print_ in line for line in flagged) for print_ in named) and all(
        any(print_ in line for print_ in named) for line in flagged)


@dataclass(frozen=True)
class KnownWrong:
    """One entry of known_wrong.yaml: what deckcheck says of a list today, and why."""

    verdict: str
    causes: tuple[str, ...]
    why: str


@cache
def known_wrong() -> dict[str, dict[str, KnownWrong]]:
    """known_wrong.yaml by check ("on-day", "rotation"), then by list."""
    raw = yaml.safe_load(KNOWN_WRONG.read_text(encoding="utf-8")) or {}
    return {check: {name: KnownWrong(entry["verdict"], tuple(entry["causes"]), entry["why"])
                    for name, entry in (raw.get(check) or {}).items()}
            for check in ("on-day", "rotation")}


def summary(found: Iterable[Point]) -> str:
    """What the points are about, cause by cause ("reading: set code TM (5)")."""
    by_cause: dict[str, Counter[str]] = defaultdict(Counter)
    for point in found:
        by_cause[point.cause][point.about] += 1
    return "; ".join(f"{cause}: " + ", ".join(f"{about} ({n})" for about, n in about.most_common())
                     for cause, about in sorted(by_cause.items()))


def assert_as_recorded(check: str, deck: DatedList, result: DeckResult, right: bool) -> None:
    """A list deckcheck judges right must not be in known_wrong.yaml; one it judges wrong must be,
    with the verdict and causes it gives today."""
    entry = known_wrong()[check].get(deck.name)
    got = Outcome.of(result)
    fresh = dump({deck.name: got.entry(summary(points(result)))})
    if right:
        assert entry is None, (f"{deck.name} is now judged right ({check}): delete its entry "
                               f"from {KNOWN_WRONG.name}")
        return
    assert entry is not None, (f"{deck.name} ({check}): {got.verdict.value}, {report(result)}\n"
                               f"(known to be wrong? record it in {KNOWN_WRONG.name} under "
                               f"{check}:\n{fresh})")
    assert (got.verdict.value, got.causes) == (entry.verdict, tuple(sorted(entry.causes))), (
        f"{deck.name} ({check}) is judged otherwise than {KNOWN_WRONG.name} records: update its "
        f"entry to\n{fresh}")


def dump(entries: dict[str, Any]) -> str:
    """Entries in known_wrong.yaml's style."""
    return yaml.safe_dump(entries, allow_unicode=True, sort_keys=False, width=100,
                          default_flow_style=None)


def report(result: DeckResult) -> str:
    return "\n".join(f"  {v.severity.value} {v.rule}: {v.message} {v.cards}"
                     for v in result.violations)


def rotation_day(season_id: str) -> dt.date:
    """The first day the season is certainly in force: its start, or the last day it may have
    started on."""
    [season] = [s for s in load().seasons if s.id == season_id]
    day = season.start or season.latest
    assert day is not None, season_id
    return day


# --- everywhere: the corpus itself ------------------------------------------------------------

def test_the_corpus_holds_120_lists_from_15_seasons_each_with_source_event_day_and_format() -> None:
    assert len(LISTS) >= MIN_LISTS
    assert len({deck.season for deck in LISTS}) >= MIN_SEASONS
    for deck in LISTS:
        for key in HEADERS:
            assert deck.headers.get(key), (deck.name, key)


@pytest.mark.parametrize("deck", LISTS, ids=by_id)
def test_a_list_is_transcribed_whole_and_dated_in_its_season(deck: DatedList) -> None:
    assert sum(int(LINE.match(line).group(1)) for line in deck.card_lines) == 60  # type: ignore[union-attr, misc]
    seasons = [s for s in load().seasons if s.id == deck.season]
    assert seasons, f"{deck.season} is not a season of data/history/standard.yaml"
    start = seasons[0].start
    assert start is None or start <= deck.day, (deck.season, start)
    if deck.rotated_by is not None:
        later, cards = deck.rotated_by
        assert cards and rotation_day(later) > deck.day, deck.headers["rotated-by"]
    if "undecided" in deck.headers:
        assert deck.undecided, deck.headers["undecided"]


def test_known_wrong_names_only_lists_of_the_corpus_with_a_verdict_and_causes() -> None:
    names = {deck.name for deck in LISTS}
    for check, entries in known_wrong().items():
        for name, entry in entries.items():
            assert name in names, (check, name)
            assert entry.verdict in {v.value for v in Verdict} and entry.why, (check, name)
            assert entry.causes, (check, name)


def test_a_list_whose_day_the_history_contradicts_is_known_to_be_wrong_on_that_day() -> None:
    # The data-discrepancy header says which data error makes deckcheck wrong on the list's day;
    # once data/history/ is mended the list leaves known_wrong.yaml (and the header goes).
    for deck in LISTS:
        if "data-discrepancy" in deck.headers:
            assert deck.name in known_wrong()["on-day"], deck.name


# --- with the full card database --------------------------------------------------------------

@pytest.fixture(scope="module")
def catalog(full_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(full_catalog[0])


@pytest.fixture(scope="module")
def checker_for(catalog: Catalog, rules_data: RulesData) -> Callable[[str], Checker]:
    return checkers_by_format(catalog, rules_data)


_RESULTS: dict[tuple[str, str], DeckResult] = {}
"""Each list's result per format and day: the report asks again for what the tests checked."""


def run(checker_for: Callable[[str], Checker], deck: DatedList, day: dt.date,
        text: str | None = None, format_name: str | None = None) -> DeckResult:
    """The list (or ``text``, a mutation of it) checked in its format as of ``day``."""
    format_id = f"{format_name or deck.format}@{day.isoformat()}"
    if text is not None:
        return checker_for(format_id).check_bytes(text.encode("utf-8"), "list.txt")
    key = (deck.name, format_id)
    if key not in _RESULTS:
        _RESULTS[key] = checker_for(format_id).check_bytes(deck.text.encode("utf-8"),
                                                            deck.path.name)
    return _RESULTS[key]


def rotation_right(deck: DatedList, result: DeckResult) -> bool:
    """Not legal on the rotation day, each rotated card named."""
    assert deck.rotated_by is not None
    if result.verdict is not Verdict.NOT_LEGAL:
        return False
    flagged = " ".join(card for v in result.violations if v.rule == "not-in-format"
                       for card in v.cards)
    return all(f"{set_code} {number}" in flagged or name in flagged
               for name, set_code, number in deck.rotated_by[1])


@pytest.mark.full_catalog
@pytest.mark.parametrize("deck", LISTS, ids=by_id)
def test_a_list_is_judged_on_its_own_day_as_a_judge_judges_it(
        deck: DatedList, checker_for: Callable[[str], Checker]) -> None:
    result = run(checker_for, deck, deck.day)
    assert_as_recorded("on-day", deck, result, judged_right(deck, result))


@pytest.mark.full_catalog
@pytest.mark.parametrize("deck", [d for d in LISTS if d.rotated_by], ids=by_id)
def test_a_list_is_not_legal_once_a_rotation_removes_its_cards(
        deck: DatedList, checker_for: Callable[[str], Checker]) -> None:
    assert deck.rotated_by is not None
    result = run(checker_for, deck, rotation_day(deck.rotated_by[0]))
    assert_as_recorded("rotation", deck, result, rotation_right(deck, result))


@pytest.mark.full_catalog
def test_the_corpus_report(checker_for: Callable[[str], Checker]) -> None:
    """Figures per season, and every point of every list not legal on its day with its cause:
    what data/history/, the reprint rule and the reader still have to mend. Run with ``-s``."""
    table: dict[str, Counter[str]] = defaultdict(Counter)
    by_cause: dict[str, Counter[str]] = defaultdict(Counter)
    lists_by_cause: Counter[str] = Counter()
    lines = []
    for deck in LISTS:
        row = table[deck.season]
        row["lists"] += 1
        result = run(checker_for, deck, deck.day)
        row[result.verdict.value] += 1
        row["right"] += judged_right(deck, result)
        if deck.rotated_by:
            row["rotated-by"] += 1
            later = run(checker_for, deck, rotation_day(deck.rotated_by[0]))
            row["not legal later"] += later.verdict is Verdict.NOT_LEGAL
        found = points(result)
        if result.verdict is not Verdict.LEGAL:
            lines.append(f"{deck.name} ({deck.day}, {result.verdict.value}): {summary(found)}")
        for cause in {p.cause for p in found}:
            lists_by_cause[cause] += 1
        for point in found:
            by_cause[point.cause][point.about] += 1
    # The report must account for every list and every point it counts.
    assert sum(row["lists"] for row in table.values()) == len(LISTS)
    columns = ("lists", "legal", "undecided", "not-legal", "right", "rotated-by",
               "not legal later")
    total = Counter[str]()
    for row in table.values():
        total.update(row)
    table["all"] = total

    def row_of(label: str, cells: Iterable[object]) -> str:
        return f"{label:<9}" + "".join(f"{cell!s:>{len(c) + 2}}" for c, cell in zip(
            columns, cells, strict=True))

    out = ["", ("Dated corpus: each list on its own day (legal, undecided, not legal; right: as a "
                "judge rules), and on the first day of its rotated-by season"),
           row_of("season", columns)]
    out += [row_of(season, (table[season][c] for c in columns)) for season in sorted(table)]
    out += ["", "Causes (lists with a point of the cause; points):"]
    for cause, n in lists_by_cause.most_common():
        out.append(f"  {cause}: {n} lists, {sum(by_cause[cause].values())} points")
        out += [f"    {about}: {count}" for about, count in by_cause[cause].most_common()]
    out += ["", "Lists not legal on their day:"] + [f"  {line}" for line in lines]
    print("\n".join(out))


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


_NEW_TRAINER: dict[str, CatalogCard] = {}
"""Per set code, a Trainer printed in that set only."""


@pytest.mark.full_catalog
@pytest.mark.parametrize("deck", [d for d in LISTS if newest_set_with_a_wait(d)], ids=by_id)
def test_a_card_of_a_set_released_days_before_the_event_is_not_legal_yet(
        deck: DatedList, checker_for: Callable[[str], Checker], catalog: Catalog) -> None:
    found = newest_set_with_a_wait(deck)
    assert found is not None
    code, check_on, legal = found
    if code not in _NEW_TRAINER:  # many lists share a newest set: look its card up once
        _NEW_TRAINER[code] = next(
            c for c in catalog.all_cards() if c.set_code == code and c.category == "Trainer"
            and {p.set_code for p in catalog.by_name(c.name)} == {code})  # no reprint
    card = _NEW_TRAINER[code]
    text = deck.text + f"1 {card.name} {code} {card.number}\n"
    result = run(checker_for, deck, check_on, text)
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
    # The nearest list without the card (a list may hold it, or another card banned with it:
    # Reset Stamp beside Chip-Chip Ice Axe, so only the added line's ban is this test's).
    deck = min((d for d in LISTS if f" {change['name']} " not in d.text),
               key=lambda d: abs(d.day - effective))
    added = f"1 {change['name']} {change['prints'][0]}"
    text = deck.text + added + "\n"

    def banned_on(day: dt.date) -> list[Violation]:
        result = run(checker_for, deck, day, text, format_id).violations
        return [v for v in result if v.rule == "banned" and added in v.cards]

    [banned] = banned_on(effective + 6 * DAY)
    assert f"since {effective.isoformat()}" in banned.message
    assert not banned_on(effective - DAY)
