"""The measurement corpus: real published lists, read as they are written (tests/corpus/measure/).

Every file is one published list, its lines exactly as its source writes them (set codes,
numbers, headers, Energy spellings, HTML entities, client language), under header comments::

    # source: where it was published: repository, path and commit, or a URL
    # event: event, placing, player (or what the list is, when it comes from no event)
    # date: YYYY-MM-DD, the event's day, where known
    # format: the check a judge would make: ``standard@YYYY-MM-DD`` for a tournament list on its
    #         day, ``unlimited`` or ``expanded`` for a list with no date
    # expect: legal | not-legal
    # why: the reason a judge rules not legal

The corpus measures deckcheck's reader: it is collected apart from what the reader is tuned on,
and nothing in deckcheck may be written against it. The full-catalog test prints the figures
(lists, lines, lines left unread or undecided because of how they are written, verdicts right and
wrong) and asserts every verdict right except the lists ``known_wrong.yaml`` names, each with the
lines at fault and their cause (``CAUSES``), or one ``cause`` for every written line it does not
name (the theme decks, written with pokemontcg.io set ids throughout). The file is strict both
ways, so it shrinks as the reader improves: a list it names that deckcheck now gets right fails,
and so does a line it names that deckcheck no longer flags, or a written line that it neither
names nor covers with the entry's cause.

A "written" line is one the reader left unread (rule ``syntax``) or that matched no card or no
print (rule ``unknown-card``, as an error or a point to confirm): the line, not the deck, is at
fault. The day is pinned by the suite (``DECKCHECK_TODAY``, tests/conftest.py).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from helpers import check, checkers_by_format

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import DeckResult, Severity, Verdict, Violation
from deckcheck.rulesdata import RulesData

MEASURE = Path(__file__).resolve().parents[1] / "corpus" / "measure"
KNOWN_WRONG = MEASURE / "known_wrong.yaml"
TUNING = (MEASURE.parent, MEASURE.parent / "dated")
"""The corpora the reader is tuned and tested on: no list of the measurement corpus repeats one."""

MIN_LISTS = 300
MIN_SOURCES = 12
VERDICTS = {"legal": Verdict.LEGAL, "not-legal": Verdict.NOT_LEGAL}
FORMAT = re.compile(r"^(unlimited|expanded|standard|glc)(@\d{4}-\d{2}-\d{2})?$")
WRITTEN_RULES = ("syntax", "unknown-card")
"""Rules whose points are about how a line is written: unread, or no card or print found."""
CAUSES = {
    "set-code": "a set code deckcheck does not know (another client's, site's or database's)",
    "number-form": "a number written in a form deckcheck does not read (gallery, letters, "
                   "leading zeros, promo prefix, another client's numbering)",
    "energy-type-letter": "a basic Energy with its type letter where the number goes",
    "energy-shorthand": "basic Energy written by its type alone, or in another short form",
    "compact-energy-name": "a multi-type Energy written in compact form (Blend Energy WLFM)",
    "name-set-no-number": "a name and set code with no number",
    "header": "a section header or title line not read as one",
    "html-entity": "an HTML entity in a name (&amp;, &#39;)",
    "name-spelling": "a real card written differently: another spelling, label or language",
    "line-form": "another line form: quantity, separators, trailing text",
    "history-gap": "the format history or pool has no answer for the day (not how it is written)",
    "print-mismatch": "the name and the set and number name different cards (a slip in the source) "
                      "where the verdict is the same either way",
    "name-only-print": "a name with no set and number where the print decides (ACE SPEC or not)",
    "reprint-wording": "an older print legal through a reprint of the same text: left to a judge",
    "catalog-gap": "the card database lacks the card or print (not how it is written)",
}
"""Why a line is read wrong, or why a list's verdict is wrong when no line is to blame."""
WRITTEN_CAUSES = frozenset(CAUSES) - {"history-gap", "reprint-wording", "catalog-gap",
                                      "name-only-print", "print-mismatch"}
"""The causes that are about how a line is written (the reader's to fix)."""


@dataclass(frozen=True)
class MeasuredList:
    """One list of the measurement corpus and its headers."""

    slug: str
    text: str
    headers: dict[str, str]

    @property
    def format(self) -> str:
        return self.headers["format"]

    @property
    def expect(self) -> Verdict:
        return VERDICTS[self.headers["expect"]]

    @property
    def source(self) -> str:
        """The source's name: its repository, or its site (the first part of the header)."""
        where = self.headers["source"].split(",")[0].split(" (")[0].strip()
        site = re.match(r"https?://(?:www\.)?([^/]+)", where)
        return site.group(1) if site else where


def read_measure() -> list[MeasuredList]:
    lists = []
    for path in sorted(MEASURE.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        headers: dict[str, str] = {}
        for line in text.splitlines():
            found = re.match(r"^# (\w+): (.*)$", line)
            if found and found.group(1) not in headers:
                headers[found.group(1)] = found.group(2).strip()
        lists.append(MeasuredList(path.stem, text, headers))
    return lists


def read_known_wrong() -> dict[str, dict[str, Any]]:
    with KNOWN_WRONG.open(encoding="utf-8") as handle:
        entries: list[dict[str, Any]] = yaml.safe_load(handle) or []
    return {entry["list"]: entry for entry in entries}


LISTS = read_measure()
WRONG = read_known_wrong()


# --- The corpus itself (every tier) ------------------------------------------------------------


def test_the_corpus_has_300_lists_from_12_sources() -> None:
    sources = Counter(deck.source for deck in LISTS)
    assert len(LISTS) >= MIN_LISTS, len(LISTS)
    assert len(sources) >= MIN_SOURCES, sources


@pytest.mark.parametrize("deck", LISTS, ids=lambda deck: deck.slug)
def test_each_list_names_its_source_its_check_and_its_verdict(deck: MeasuredList) -> None:
    for key in ("source", "event", "format", "expect"):
        assert deck.headers.get(key), f"{deck.slug}: no {key} header"
    assert FORMAT.match(deck.format), f"{deck.slug}: format {deck.format!r}"
    assert deck.headers["expect"] in VERDICTS, f"{deck.slug}: expect {deck.headers['expect']!r}"
    if deck.expect is Verdict.NOT_LEGAL:
        assert deck.headers.get("why"), f"{deck.slug}: a not-legal list says why"
    if "@" in deck.format:
        assert deck.headers.get("date") == deck.format.split("@")[1], deck.slug


def body(text: str) -> str:
    return "\n".join(line.strip() for line in text.splitlines()
                     if line.strip() and not line.startswith(("#", "//")))


def test_no_list_repeats_one_the_reader_is_tuned_on() -> None:
    tuned = {body(path.read_text(encoding="utf-8"))
             for folder in TUNING for path in folder.glob("*.txt")}
    repeated = [deck.slug for deck in LISTS if body(deck.text) in tuned]
    assert not repeated, repeated
    bodies = Counter(body(deck.text) for deck in LISTS)
    twice = [deck.slug for deck in LISTS if bodies[body(deck.text)] > 1]
    assert not twice, twice


def test_known_wrong_names_lists_of_the_corpus_with_known_causes() -> None:
    slugs = {deck.slug for deck in LISTS}
    for slug, entry in WRONG.items():
        assert slug in slugs, f"known_wrong.yaml: no list {slug}"
        assert entry.get("why"), f"known_wrong.yaml: {slug} says why"
        assert entry.get("got") in ("legal", "not-legal", "undecided"), slug
        for item in entry.get("lines", []):
            assert item["cause"] in CAUSES, f"{slug} line {item['line']}: cause {item['cause']}"
            assert item.get("text"), f"{slug} line {item['line']}: the line as written"
        assert entry.get("lines") or entry.get("cause"), f"{slug}: no line and no cause"
        if "cause" in entry:
            assert entry["cause"] in CAUSES, f"{slug}: cause {entry['cause']}"
        if "written" in entry:
            assert "cause" in entry and isinstance(entry["written"], int), slug


# --- The measure (full card database) ----------------------------------------------------------


@pytest.fixture(scope="module")
def catalog(full_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(full_catalog[0])


@pytest.fixture(scope="module")
def checker_for(catalog: Catalog, rules_data: RulesData) -> Callable[[str], Checker]:
    return checkers_by_format(catalog, rules_data)


_RESULTS: dict[str, DeckResult] = {}


@pytest.fixture
def results(checker_for: Callable[[str], Checker]) -> dict[str, DeckResult]:
    """Every list checked once, in its own format. Made by the first test that asks, inside
    the suite's per-test environment, so the day taken for today is the suite's pinned day
    (tests/conftest.py sets DECKCHECK_TODAY), as in the other corpus tests."""
    if not _RESULTS:
        _RESULTS.update((deck.slug, check(checker_for(deck.format), deck.text)) for deck in LISTS)
    return _RESULTS


def written_lines(result: DeckResult) -> set[int]:
    """The lines deckcheck left unread or found no card or print for (not those it read with a
    note of how they were written: "Tribbish BKP 56" read as Trubbish is read)."""
    return {line for v in result.violations if v.rule in WRITTEN_RULES and _at_fault(v)
            for line in v.lines}


def _at_fault(found: Violation) -> bool:
    return found.undecided or found.severity is Severity.ERROR


def flagged_lines(result: DeckResult) -> set[int]:
    """Every line some error or point to confirm names."""
    return {line for v in result.violations if v.undecided or v.severity.value == "error"
            for line in v.lines}


def report(result: DeckResult) -> str:
    return "\n".join(f"  {'undecided' if v.undecided else v.severity.value} {v.rule} "
                     f"lines {list(v.lines)}: {v.message}" for v in result.violations)


@pytest.mark.full_catalog
def test_the_measure_prints_its_figures(results: dict[str, DeckResult],
                                        capsys: pytest.CaptureFixture[str]) -> None:
    read = sum(len({card.line.line_number for card in result.cards}) for result in results.values())
    unread = sum(len({line for v in result.violations if v.rule == "syntax" for line in v.lines})
                 for result in results.values())
    written = {deck.slug: written_lines(results[deck.slug]) for deck in LISTS}
    right = [deck for deck in LISTS if results[deck.slug].verdict is deck.expect]
    by_rule = Counter(v.rule + (" (to confirm)" if v.undecided else "")
                      for result in results.values() for v in result.violations
                      if v.rule in WRITTEN_RULES and _at_fault(v) for _ in v.lines)
    by_cause: Counter[str] = Counter()
    list_causes: Counter[str] = Counter()
    for slug, entry in WRONG.items():
        named = {item["line"]: item["cause"] for item in entry.get("lines", [])}
        by_cause.update(named.values())
        rest = written[slug] - set(named)
        if "cause" in entry:
            by_cause[entry["cause"]] += len(rest)
            if not named and not rest:
                list_causes[entry["cause"]] += 1
    sources = Counter(deck.source for deck in LISTS)
    got = Counter(results[deck.slug].verdict.value for deck in LISTS
                  if results[deck.slug].verdict is not deck.expect)
    by_source_wrong = Counter(deck.source for deck in LISTS
                              if results[deck.slug].verdict is not deck.expect)
    out = [
        (f"measurement corpus: {len(LISTS)} lists from {len(sources)} sources; "
         f"{read + unread} lines: {read} read as cards, {unread} not read"),
        (f"  lines left unread or undecided because of how they are written: "
         f"{sum(map(len, written.values()))} in {sum(1 for w in written.values() if w)} lists"),
        *(f"    {rule}: {count}" for rule, count in by_rule.most_common()),
        f"  verdicts right: {len(right)}; wrong: {len(LISTS) - len(right)} ({dict(got)})",
        "  wrong lines by cause (known_wrong.yaml):",
        *(f"    {cause}: {count}" for cause, count in by_cause.most_common()),
        "  wrong lists with no line at fault, by cause:",
        *(f"    {cause}: {count}" for cause, count in list_causes.most_common()),
        *(["    none"] if not list_causes else []),
        "  sources (lists, wrong verdicts):",
        *(f"    {source}: {count}, {by_source_wrong[source]}"
          for source, count in sources.most_common()),
    ]
    with capsys.disabled():
        print("\n" + "\n".join(out))
    assert len(right) + len(WRONG) >= len(LISTS)


@pytest.mark.full_catalog
@pytest.mark.parametrize("deck", LISTS, ids=lambda deck: deck.slug)
def test_a_measured_list_gets_the_judges_verdict(deck: MeasuredList,
                                                 results: dict[str, DeckResult]) -> None:
    result = results[deck.slug]
    entry = WRONG.get(deck.slug)
    if entry is None:
        assert result.verdict is deck.expect, (
            f"{deck.slug} ({deck.format}): a judge rules {deck.expect.value} "
            f"({deck.headers.get('why', '')}); deckcheck: {result.verdict.value}\n{report(result)}")
        return
    assert result.verdict is not deck.expect, (
        f"{deck.slug} is right now ({result.verdict.value}): take it out of known_wrong.yaml")
    named = {item["line"] for item in entry.get("lines", [])}
    assert named <= flagged_lines(result), (
        f"{deck.slug}: known_wrong.yaml names lines {sorted(named - flagged_lines(result))}, "
        f"which deckcheck no longer flags: take them out\n{report(result)}")
    if "cause" not in entry:
        assert written_lines(result) <= named, (
            f"{deck.slug}: lines {sorted(written_lines(result) - named)} are left unread or "
            f"undecided because of how they are written: name them in known_wrong.yaml\n"
            f"{report(result)}")
    elif "written" in entry:
        left = len(written_lines(result) - named)
        assert left == entry["written"], (
            f"{deck.slug}: known_wrong.yaml says {entry['written']} lines are left unread or "
            f"undecided because {entry['cause']}; deckcheck leaves {left}: update the entry (and "
            f"name any line with another cause)\n{report(result)}")
    elif not named:
        assert written_lines(result) or entry["cause"] not in WRITTEN_CAUSES, (
            f"{deck.slug}: known_wrong.yaml blames how its lines are written "
            f"({entry['cause']}), but deckcheck reads them all now: say why it is wrong\n"
            f"{report(result)}")
