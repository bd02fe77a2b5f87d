"""Review 25: deck construction at its edges, tried as a player and a judge would, on the full card
database (the prints these lists name are not in the miniature catalog).

Each test is a finding of the review, failing on the code it reviewed: a published list from
tests/corpus/ with one line changed, and what a judge would answer. The first is a false LEGAL
(Standard as of today, the default, lets basic Fairy Energy in); the others are UNDECIDEDs a judge
settles in seconds from the print the line names.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import check, checkers_by_format

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Verdict
from deckcheck.rulesdata import RulesData

pytestmark = pytest.mark.full_catalog

CORPUS = Path(__file__).resolve().parents[1] / "corpus"

DRAGAPULT = CORPUS / "2026-prague-1st-laszkiewicz-dragapult.txt"
"""Prague Regional Championship 2026, 1st (limitlesstcg.com, see the file's header): legal in
Standard, its Energy 4 Psychic, 3 Fire and 2 Darkness Energy MEE."""

GLC_PSYCHIC = CORPUS / "2025-ptcgl-glc-forthewin-psychic.txt"
"""A Gym Leader Challenge Psychic list (see the file's header): legal in GLC."""


@pytest.fixture(scope="module")
def checker_for(full_catalog: tuple[Path, BuildReport],
                rules_data: RulesData) -> Callable[[str], Checker]:
    """A checker per format id on the full card database."""
    return checkers_by_format(Catalog(full_catalog[0]), rules_data)


def _with(path: Path, line: str, replacement: str) -> str:
    """The list at ``path`` with its card line ``line`` replaced (one or more lines)."""
    text = path.read_text(encoding="utf-8")
    assert f"\n{line}\n" in text, line
    return text.replace(f"\n{line}\n", f"\n{replacement}\n")


def test_basic_fairy_energy_is_not_legal_in_todays_standard(
        checker_for: Callable[[str], Checker]) -> None:
    """'2 Fairy Energy' in place of the list's 2 Darkness Energy MEE 7. Basic Fairy Energy left
    Standard with the 2022 season (data/history/standard.yaml, season 2021-22,
    ``basic_energy_retired: [fairy]``: "basic Fairy Energy will not be legal for use in the
    Standard format in the 2022 season"), and `deckcheck check --date 2026-11-27` says so
    (format-date: "it left the format on 2021-09-10"). Without --date, Standard is read from
    data/formats/standard.yaml ("basic Energy always legal"), no rule looks at the Energy, and
    `deckcheck check -f standard --max-data-age 36500` says LEGAL, exit 0 (so does any check
    within 90 days of the data's read day). Also written 'Basic {Y} Energy', 'Energia Folletto',
    'Feen-Energie', 'Énergie Fée', 'Energía Hada'."""
    standard = checker_for("standard")
    text = _with(DRAGAPULT, "2 Darkness Energy MEE 7", "2 Fairy Energy")
    assert check(standard, text).verdict is Verdict.NOT_LEGAL


@pytest.mark.xfail(strict=True, reason="a line naming a special Energy print and the word "
                   "'Special' is counted as a basic Energy and left undecided")
def test_special_darkness_energy_of_emerald_is_not_legal_in_standard(
        checker_for: Callable[[str], Checker]) -> None:
    """'2 Special Darkness Energy EM 86' in place of the list's 2 basic Darkness Energy MEE 7:
    EM 86 is Emerald's special Darkness Energy (no regulation mark, never reprinted since), and
    the line says "Special" too; a judge rules it out of Standard at once. deckcheck counts it
    as "Basic Darkness Energy", always legal, and leaves only an unknown-card point
    ("EM 86 is Darkness Energy, not 'Special Darkness Energy'"): UNDECIDED. Written
    '2 Darkness Energy EM 86' the same print is NOT LEGAL."""
    standard = checker_for("standard")
    text = _with(DRAGAPULT, "2 Darkness Energy MEE 7", "2 Special Darkness Energy EM 86")
    assert check(standard, text).verdict is Verdict.NOT_LEGAL


@pytest.mark.xfail(strict=True, reason="a line naming a special Energy print and the word "
                   "'Special' is counted as a basic Energy, exempt from the 4-copy rule")
def test_five_special_darkness_energy_of_emerald_break_the_copy_limit(
        checker_for: Callable[[str], Checker]) -> None:
    """The same list in Unlimited, its 9 Energy written '4 Fire Energy MEE 2' and
    '5 Special Darkness Energy EM 86': five copies of a special Energy, one more than a deck may
    hold. deckcheck counts them as basic Darkness Energy (no limit) and
    says UNDECIDED; '5 Darkness Energy EM 86' is NOT LEGAL (copy-limit)."""
    unlimited = checker_for("unlimited")
    text = _with(DRAGAPULT, "4 Psychic Energy MEE 5\n3 Fire Energy MEE 2\n2 Darkness Energy MEE 7",
                 "4 Fire Energy MEE 2\n5 Special Darkness Energy EM 86")
    assert check(unlimited, text).verdict is Verdict.NOT_LEGAL


@pytest.mark.xfail(strict=True, reason="glc-rule-box leaves 'Computer Search' undecided though "
                   "GLC's pool (Expanded's) holds only the ACE SPEC print, BCR 137")
def test_computer_search_in_gym_leader_challenge_is_an_ace_spec(
        checker_for: Callable[[str], Checker]) -> None:
    """'1 Computer Search' in place of the list's Giratina LOT 97: the only Computer Search in
    GLC's card pool (Expanded's: Black & White on) is BCR 137, an ACE SPEC, which GLC allows
    none of; Base Set's ordinary Computer Search is not in the pool, nor a reprint of it (its
    text differs). The ace-spec rule already reads the line as that ACE SPEC in Expanded (two
    with Dowsing Machine are NOT LEGAL); glc-rule-box says "may be an ACE SPEC; add set and
    number": UNDECIDED."""
    glc = checker_for("glc")
    text = _with(GLC_PSYCHIC, "1 Giratina LOT 97", "1 Computer Search")
    assert check(glc, text).verdict is Verdict.NOT_LEGAL
