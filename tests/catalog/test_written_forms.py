"""Lists as real sources write them (tests/lists/): no line is left unread or undecided because of
how it is written.

Each file is a list as its source has it, under a ``# source:`` comment naming the repository,
path and commit: Pokémon TCG Online exports (2016-2020), Pokémon TCG Live and Limitless copies,
and the PTCG Legends archive's records (2011-2024) written one line per record. These are the lists
the reading was tuned on; the lists deckcheck is measured on are kept apart from them.

A ``# point: LINE — why`` comment names a line that stays a point to confirm for what it says (a
set and number that print another card), not for how it says it. Every other line must be read
and identified: no syntax problem, no unknown card, no print the catalog cannot place. The test
prints lists, lines, and lines left unread or undecided.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData

LISTS = Path(__file__).resolve().parents[1] / "lists"


def written_problems(checker: Checker, path: Path) -> tuple[int, dict[str, str]]:
    """The list's card lines, and each line left unread or undecided with what was said."""
    raw = path.read_bytes()
    result = checker.check_bytes(raw, str(path))
    text = raw.decode("utf-8").splitlines()
    found: dict[str, str] = {}
    for violation in result.violations:
        # A line read with a note of how it was written ("Tribbish BKP 56" read as Trubbish) is
        # read: only what is left unread, or undecided, counts.
        if violation.rule in ("syntax", "unknown-card") \
                and (violation.undecided or violation.severity.value == "error"):
            for number in violation.lines:
                found[text[number - 1].strip()] = violation.message
    lines = len(result.cards) + sum(1 for v in result.violations if v.rule == "syntax")
    return lines, found


def expected_points(path: Path) -> set[str]:
    """The lines a ``# point:`` comment names."""
    return {line.removeprefix("# point: ").partition(" — ")[0]
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith("# point: ")}


@pytest.mark.full_catalog
def test_every_line_is_read_and_identified(full_catalog: tuple[Path, BuildReport],
                                           rules_data: RulesData) -> None:
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"),
                      Catalog(full_catalog[0]))
    paths = sorted(LISTS.glob("*.txt"))
    assert len(paths) >= 15
    total = unread = 0
    unexpected: dict[str, dict[str, str]] = {}
    for path in paths:
        assert path.read_text(encoding="utf-8").startswith("# source: "), path.name
        lines, found = written_problems(checker, path)
        total += lines
        unread += len(found)
        extra = {line: why for line, why in found.items() if line not in expected_points(path)}
        if extra:
            unexpected[path.name] = extra
        assert expected_points(path) <= set(found), path.name  # a point stays a point
    print(f"\n{len(paths)} lists, {total} lines, {unread} left undecided or unread "
          f"({unread - sum(len(expected_points(p)) for p in paths)} because of how they are "
          "written)")
    assert unexpected == {}
