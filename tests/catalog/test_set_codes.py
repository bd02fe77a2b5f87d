"""data/set_codes.yaml: every set code a list writes, held to the card catalog.

Everywhere: every spelling names its sources, names one set (or the number decides, and this says
how), and reads as its set's code; the codes agree with the format history's. With the full card
database: every set that has cards is in the table with a code (or the reason it has none), the
catalog stores each set under that code, every spelling finds the set's cards, and every code
TCGdex itself gives a set (its abbreviation, its Pokémon TCG Online code) is read as that set or
is listed as naming another one.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
import yaml

from deckcheck.catalog import archive
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.tsdata import parse_module
from deckcheck.rulesdata import RulesData

DATA = Path(__file__).resolve().parents[2] / "data"
TABLE: dict[str, Any] = yaml.safe_load((DATA / "set_codes.yaml").read_text(encoding="utf-8"))

SHARED_BY_A_GALLERY = {"SHF": "SV", "CEL": "CC", "BRS": "TG", "ASR": "TG", "LOR": "TG",
                       "SIT": "TG", "CRZ": "GG"}
"""Spellings a source writes for a set and its gallery alike (pokemontcg.io's `ptcgoCode` of
"Shining Fates Shiny Vault" is SHF): the number's letters decide (SHF SV107 is the gallery's)."""


def spellings_by_set() -> dict[str, set[str]]:
    """Each spelling, upper case, to the TCGdex ids of the sets that write it."""
    sets: dict[str, set[str]] = defaultdict(set)
    for set_id, entry in TABLE["sets"].items():
        for spelling in entry["written"]:
            sets[spelling.upper()].add(set_id)
    return sets


def test_every_source_is_described_and_every_spelling_has_one() -> None:
    for set_id, entry in TABLE["sets"].items():
        for spelling, sources in entry["written"].items():
            assert set(sources) <= set(TABLE["sources"]), (set_id, spelling)
            assert sources or spelling == entry["code"], (set_id, spelling)


def test_a_spelling_names_one_set_unless_the_number_decides(rules_data: RulesData) -> None:
    """Two sets under one spelling only where one is the other's gallery: SHF names Shining
    Fates, SHF SV107 its Shiny Vault."""
    codes = {set_id: entry["code"] for set_id, entry in TABLE["sets"].items()}
    shared = {spelling: ids for spelling, ids in spellings_by_set().items() if len(ids) > 1}
    assert {spelling: sorted(codes[i] for i in ids) for spelling, ids in shared.items()} == {
        spelling: sorted([spelling, f"{spelling}:{gallery}"])
        for spelling, gallery in SHARED_BY_A_GALLERY.items()}
    for spelling, gallery in SHARED_BY_A_GALLERY.items():
        assert rules_data.print_key(spelling, "1")[0] == spelling
        assert rules_data.print_key(spelling, f"{gallery}1")[0] == f"{spelling}:{gallery}"


def test_pr_alone_is_a_promo_series_by_its_number() -> None:
    """PR SWSH251 is a SWSH promo (2023 World Championships lists in tests/corpus/); PR 8 has no
    series' letters and is the Wizards Black Star Promo PR 8 (pokemontcg.io and TCGdex write PR
    for that set)."""
    from deckcheck import rulesdata

    rules = rulesdata.load()
    assert rules.print_key("PR", "SWSH251") == ("PR-SW", "251")
    assert rules.print_key("PR", "XY177") == ("PR-XY", "177")
    assert rules.print_key("PR", "8") == ("PR", "8")


def test_spellings_not_read_name_another_set() -> None:
    """TCGdex abbreviates Team Rocket Returns TR, the Wizards Team Rocket set's code: a spelling
    a source writes that names another set is listed, never read as this one."""
    sets = spellings_by_set()
    for set_id, entry in TABLE["sets"].items():
        for spelling in entry.get("not_read", {}):
            others = sets.get(spelling.upper(), set())
            assert others and set_id not in others, (set_id, spelling)


@pytest.mark.parametrize(("written", "number", "expected"), [
    ("GEN", "127", ("GEN", "RC27")),  # "* 1 Wally GEN 127" (lingt-xyz/PokemonGoBack)
    ("LTR", "139", ("LTR", "RC24")),  # "* 1 Mew-EX LTR 139" (delfoxav/PTCGODeckListExporter)
    ("SHF", "80", ("SHF:SV", "SV7")),
    ("BRS", "187", ("BRS:TG", "TG1")),
    ("ASR", "220", ("ASR:TG", "TG4")),
    ("GEN", "83", ("GEN", "83")),  # the main set's last card stays itself
])
def test_ptcg_online_gallery_numbers_are_the_printed_ones(rules_data: RulesData, written: str,
                                                          number: str,
                                                          expected: tuple[str, str]) -> None:
    assert rules_data.print_key(written, number) == expected


@pytest.mark.parametrize(("written", "expected"), [
    ("CL", "COL"), ("TM", "TRI"), ("UD", "UND"), ("UL", "UL"), ("FAC", "FCO"),
    ("sv1", "SVI"), ("SV1", "SVI"), ("swsh10", "ASR"), ("sv3pt5", "MEW"), ("sv03.5", "MEW"),
    ("TK-PikachuLibre", "TK9P"), ("SVP", "PR-SV"), ("PR-SWSH", "PR-SW"), ("bp", "BP"),
])
def test_codes_of_other_clients_and_databases_read_as_the_set(rules_data: RulesData,
                                                              written: str,
                                                              expected: str) -> None:
    assert rules_data.print_key(written, "1")[0] == expected


def test_codes_agree_with_the_format_history() -> None:
    history = yaml.safe_load((DATA / "history" / "sets.yaml").read_text(encoding="utf-8"))
    for entry in history["sets"]:
        listed = TABLE["sets"].get(entry["tcgdex"])
        if listed is not None:
            assert listed["code"] == entry["code"], entry["tcgdex"]


# The full card database.


def tcgdex_sets(archive_path: Path) -> dict[str, dict[str, Any]]:
    """Every set file of the card database, by set id (its `abbreviations` and `tcgOnline`)."""
    found: dict[str, dict[str, Any]] = {}
    stamp = archive.Stamp(unreadable=[])
    for rel, raw in archive.members(archive_path, stamp):
        if rel.count("/") != 1:
            continue
        value = parse_module(raw.decode("utf-8"), 10_000_000).value
        if isinstance(value, dict) and isinstance(value.get("id"), str):
            found[value["id"]] = value
    return found


@pytest.fixture(scope="module")
def catalog_sets(full_catalog: tuple[Path, BuildReport]) -> dict[str, tuple[str | None, int]]:
    """Each set of the built catalog with cards: its code and number of cards."""
    with sqlite3.connect(full_catalog[0]) as db:
        rows = db.execute("SELECT s.id, s.code, count(c.id) FROM sets s JOIN cards c "
                          "ON c.set_id = s.id GROUP BY s.id").fetchall()
    return {set_id: (code, count) for set_id, code, count in rows}


@pytest.mark.full_catalog
def test_every_set_with_cards_has_its_code(catalog_sets: dict[str, tuple[str | None, int]]
                                           ) -> None:
    missing = sorted(set(catalog_sets) - set(TABLE["sets"]))
    assert missing == [], f"sets of the catalog data/set_codes.yaml does not list: {missing}"
    for set_id, (code, _count) in catalog_sets.items():
        entry = TABLE["sets"][set_id]
        assert code == entry["code"], set_id
        assert entry["code"] is not None or entry["no_code"], set_id


@pytest.mark.full_catalog
def test_every_spelling_finds_its_sets_cards(full_catalog: tuple[Path, BuildReport],
                                             rules_data: RulesData) -> None:
    """Each spelling and a collector number of the set give a print the catalog has."""
    missing = []
    with sqlite3.connect(full_catalog[0]) as db:
        for set_id, entry in TABLE["sets"].items():
            if entry["code"] is None:
                continue
            row = db.execute("SELECT local_id, set_code, number FROM cards WHERE set_id = ? "
                             "ORDER BY id LIMIT 1", (set_id,)).fetchone()
            if row is None:
                continue
            local_id, code, number = row
            for spelling in entry["written"]:
                if spelling.upper() in SHARED_BY_A_GALLERY and ":" in code:
                    continue  # the gallery's number, with its letters, is tested above
                if rules_data.print_key(spelling, local_id) != (code, number):
                    missing.append((set_id, spelling, local_id))
    assert missing == []


@pytest.mark.full_catalog
def test_every_code_tcgdex_gives_a_set_is_read_as_it_or_listed(full_archive: Path) -> None:
    """TCGdex's own abbreviation and its Pokémon TCG Online code of every set with cards are
    spellings of that set, or listed as naming another set (`not_read`)."""
    unread = []
    for set_id, value in tcgdex_sets(full_archive).items():
        entry = TABLE["sets"].get(set_id)
        if entry is None:
            continue
        abbreviations = value.get("abbreviations") or {}
        for code in (abbreviations.get("official"), value.get("tcgOnline")):
            if not isinstance(code, str):
                continue
            written = {spelling.upper() for spelling in entry["written"]}
            not_read = {spelling.upper() for spelling in entry.get("not_read", {})}
            if code.upper() not in written | not_read:
                unread.append((set_id, code))
    assert unread == []
