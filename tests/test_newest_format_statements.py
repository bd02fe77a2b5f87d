"""The newest format statements as data/ records them: a ban takes effect on its day and not the
day before, a new set is legal from its day (the two-week rule), and a set TCGdex codes like
another is stored apart from it.

Sources: data/history/expanded.yaml (Flapple: the Mega Evolution banned-list announcement,
effective 2025-10-10; Medicham V: the Perfect Order announcement, effective 2026-04-10),
data/history/glc.yaml (Dimension Valley, 2026-04-20), data/history/sets.yaml (30th Celebration,
released 2026-09-16) and data/sets.yaml (its Classic Collection, TCGdex id 30th-c).
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import pytest
from helpers import errors

from deckcheck import run
from deckcheck.catalog.build import build
from deckcheck.catalog.records import CatalogCard
from deckcheck.checker import Checker
from deckcheck.formats import dated
from deckcheck.formats.dated_format import DatedFormat
from deckcheck.formats.history import load
from deckcheck.formats.pools import Status
from deckcheck.rulesdata import RulesData

Date = dt.date


def banned_on(rules_data: RulesData, name: str, day: str, line: str) -> list[str]:
    checker = Checker(rules_data, run.game_format(rules_data, f"{name}@{day}"))
    return [found.message for found in errors(checker, line, "banned")]


@pytest.mark.parametrize(("name", "line", "since"), [
    ("expanded", "1 Flapple RCL 22\n", "2025-10-10"),
    ("expanded", "1 Medicham V EVS 185\n", "2026-04-10"),
    ("glc", "1 Dimension Valley PHF 93\n", "2026-04-20"),
])
def test_a_card_banned_since_a_day_is_legal_the_day_before(rules_data: RulesData, name: str,
                                                           line: str, since: str) -> None:
    day_before = (Date.fromisoformat(since) - dt.timedelta(days=1)).isoformat()
    assert banned_on(rules_data, name, day_before, line) == []
    [message] = banned_on(rules_data, name, since, line)
    assert f"is banned in {run.game_format(rules_data, name).name} since {since}" in message


def test_flapple_s_other_prints_are_banned_from_the_same_day(rules_data: RulesData) -> None:
    # The announcement names four prints: Rebel Clash, Shining Fates' Shiny Vault, Astral
    # Radiance's Trainer Gallery and the SWSH promo.
    lines = "1 Flapple SHF SV13\n1 Flapple ASR TG2\n1 Flapple PR-SW SWSH022\n"
    assert banned_on(rules_data, "expanded", "2025-10-09", lines) == []
    assert len(banned_on(rules_data, "expanded", "2025-10-10", lines)) == 3


def standard_on(rules_data: RulesData, day: Date) -> DatedFormat:
    found = dated.get(rules_data, "standard", day, load())
    assert isinstance(found, DatedFormat)
    return found


def j_mark_print(set_code: str, number: str) -> CatalogCard:
    """A J-mark Pokémon of the set, as the catalog gives it: Lugia of the 30th Celebration."""
    return CatalogCard(id=0, name="Lugia", set_code=set_code, number=number, category="Pokemon",
                       stage="Basic", suffix=None, trainer_type=None, energy_type=None,
                       regulation_mark="J", rarity="Rare", illustrator="Kazuki Minami",
                       serie="me", evolve_from=None, game="{}", types='["Colorless"]', names={})


def test_the_30th_celebration_is_legal_two_weeks_after_its_release(
        rules_data: RulesData) -> None:
    card = j_mark_print("30C", "12")
    before = standard_on(rules_data, Date(2026, 9, 29))
    status, message = before.status(before.pools[0], card)
    assert status is Status.NOT_LEGAL
    assert message == "30C 12 is legal from 2026-09-30 (30th Celebration), not on 2026-09-29"
    on_the_day = standard_on(rules_data, Date(2026, 9, 30))
    assert on_the_day.status(on_the_day.pools[0], card)[0] is Status.LEGAL


# TCGdex's files for the two 30th Celebration sets (2026-09-16), one card each, as that card
# database writes them: both sets carry the official code 30C and number their cards from 001.
SERIE = b"""const serie = { id: "me", name: { en: "Mega Evolution" } }
export default serie
"""
MAIN_SET = b"""import { Set } from '../../interfaces'
import serie from '../Mega Evolution'
const set: Set = { id: "30th", name: { en: "30th Celebration" }, serie: serie,
  cardCount: { official: 128 }, releaseDate: "2026-09-16", abbreviations: { official: "30C" } }
export default set
"""
CLASSIC_SET = b"""import { Set } from '../../interfaces'
import serie from '../Mega Evolution'
const set: Set = { id: "30th-c", name: { en: "30th Classic Collection" }, serie: serie,
  cardCount: { official: 30 }, releaseDate: "2026-09-16", abbreviations: { official: "30C" } }
export default set
"""
EXEGGCUTE = b"""import { Card } from "../../../interfaces"
import Set from "../30th Celebration"
const card: Card = { set: Set, name: { en: "Exeggcute", fr: "Noeunoeuf", de: "Owei" },
  illustrator: "Nelnal", rarity: "Common", category: "Pokemon", hp: 60, types: ["Grass"],
  stage: "Basic", retreat: 1 }
export default card
"""
CHARIZARD = b"""import { Card } from '../../../interfaces'
import Set from "../30th Classic Collection"
const card: Card = { set: Set, name: { en: "Charizard", fr: "Dracaufeu", de: "Glurak" },
  illustrator: "Mitsuhiro Arita", rarity: "Classic Collection", category: "Pokemon", hp: 120,
  types: ["Fire"], evolveFrom: { en: "Charmeleon" }, stage: "Stage2", retreat: 3 }
export default card
"""


def test_the_30th_celebration_classic_collection_is_stored_apart_from_the_main_set(
        tmp_path: Path, rules_data: RulesData) -> None:
    files = {"Mega Evolution.ts": SERIE,
             "Mega Evolution/30th Celebration.ts": MAIN_SET,
             "Mega Evolution/30th Classic Collection.ts": CLASSIC_SET,
             "Mega Evolution/30th Celebration/001.ts": EXEGGCUTE,
             "Mega Evolution/30th Classic Collection/001.ts": CHARIZARD}
    for name, body in files.items():
        path = tmp_path / "cards-database" / "data" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(body)
    target = tmp_path / "catalog.sqlite3"
    assert build(tmp_path / "cards-database", target, rules_data, "30th").cards == 2
    with sqlite3.connect(target) as db:
        rows = db.execute("SELECT set_code, local_id, name FROM cards ORDER BY set_code").fetchall()
    assert rows == [("30C", "001", "Exeggcute"), ("30C:CC", "001", "Charizard")]
