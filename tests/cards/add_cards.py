"""Add to card_facts.yaml the cards some tests look up, read from the full card database.

    DECKCHECK_CATALOG_SOURCE=/path/to/cards-database.tar.gz \\
        python tests/cards/add_cards.py tests/catalog/test_new.py [--print sv05/152] [--set tk-xy-p]

runs the named tests on a catalog built from the full card database, records every print their
catalog lookups return (by print, by name in any language, every print of a name, one print per
evolution, the suggested names), and appends the facts of each print the file lacks as a block
under a comment naming the test, with any new set or serie. ``--print SET/LOCALID`` and ``--set
SET`` add what a test reads without a lookup (SQL on the catalog, a walk over data/). Review
the result: blocks are appended as found, one per print, for a person to regroup.
"""

from __future__ import annotations

import argparse
import collections
import sys
import tarfile
from pathlib import Path, PurePosixPath
from typing import Any

import pytest
import yaml

TESTS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(TESTS))

import minicatalog  # noqa: E402

from deckcheck.catalog.lookup import Catalog  # noqa: E402
from deckcheck.catalog.records import CatalogCard  # noqa: E402
from deckcheck.catalog.tsdata import parse_module  # noqa: E402

LANGUAGES = ("en", "fr", "es", "it", "pt", "de")
Print = tuple[str, str]  # set id, localId


class Recorder:
    """A pytest plugin: the full archive for ``built_catalog``, and every print looked up."""

    def __init__(self, archive: Path) -> None:
        self.archive = archive
        self.seen: dict[Print, str] = {}
        self.test = ""

    def pytest_configure(self) -> None:
        minicatalog.write_archive = lambda target, facts=None: self.archive
        recorder = self
        cards, named, evolutions, suggestions = (Catalog._cards, Catalog.prints_named,
                                                 Catalog.evolutions_of, Catalog.suggestions)

        def note(catalog: Catalog, sql: str, *args: object) -> None:
            for set_id, local_id in catalog._db.execute(sql, args).fetchall():
                recorder.seen.setdefault((set_id, local_id), recorder.test)

        def _cards(self: Catalog, where: str, *args: object) -> list[CatalogCard]:
            found = cards(self, where, *args)
            for card in found if not where.startswith("1 = 1") else ():  # all_cards: a walk
                note(self, "SELECT set_id, local_id FROM cards WHERE id = ?", card.id)
            return found

        def prints_named(self: Catalog, english: str) -> list[tuple[CatalogCard, str]]:
            note(self, "SELECT set_id, local_id FROM cards WHERE name = ?", english)
            return named(self, english)

        def evolutions_of(self: Catalog, english: str,
                          prefixes: tuple[str, ...] = ()) -> list[str]:
            found = evolutions(self, english, prefixes)
            for name in found:
                note(self, "SELECT set_id, local_id FROM cards WHERE evolve_from = ? AND name = ? "
                           "ORDER BY id LIMIT 1", english, name)
            return found

        def suggest(self: Catalog, written: str, language: str | None = None,
                    limit: int = 3) -> list[str]:
            found = suggestions(self, written, language, limit)
            for name in found:
                note(self, "SELECT c.set_id, c.local_id FROM names n JOIN cards c ON c.id = n.card "
                           "WHERE n.name = ? ORDER BY c.id LIMIT 1", name)
            return found

        Catalog._cards = _cards  # type: ignore[method-assign]
        Catalog.prints_named = prints_named  # type: ignore[method-assign]
        Catalog.evolutions_of = evolutions_of  # type: ignore[method-assign]
        Catalog.suggestions = suggest  # type: ignore[method-assign]

    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        self.test = item.nodeid


Files = tuple[dict[str, Any], dict[str, Any], dict[tuple[str, str], str]]


def read_archive(archive: Path) -> Files:
    """Series and sets by path, and every card file's text by (set path, localId)."""
    series: dict[str, Any] = {}
    sets: dict[str, Any] = {}
    cards: dict[tuple[str, str], str] = {}
    with tarfile.open(archive, "r:gz") as tar:
        for member in tar:
            if not (member.isfile() and member.name.endswith(".ts") and "/data/" in member.name):
                continue
            rel = PurePosixPath(member.name.split("/data/", 1)[1])
            handle = tar.extractfile(member)
            text = handle.read().decode("utf-8") if handle is not None else ""
            if len(rel.parts) == 1:
                series[str(rel.with_suffix(""))] = parse_module(text).value
            elif len(rel.parts) == 2:
                sets[str(rel.with_suffix(""))] = parse_module(text).value
            elif len(rel.parts) == 3:
                cards[str(rel.parent), rel.stem] = text
    return series, sets, cards


def english(value: Any) -> Any:
    if isinstance(value, dict) and "en" in value \
            and all(isinstance(v, str) for v in value.values()):
        return value["en"]
    if isinstance(value, dict):
        return {k: english(v) for k, v in value.items()}
    if isinstance(value, list):
        return [english(v) for v in value]
    return value


def flow(value: Any) -> str:
    text = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True, width=10**9,
                          sort_keys=False).strip()
    return text.removesuffix("...").strip()


def block(card: dict[str, Any], prints: list[dict[str, Any]]) -> list[str]:
    """The lines of one card block, as card_facts.yaml writes them."""
    names = {lang: card["name"][lang] for lang in LANGUAGES
             if isinstance(card["name"].get(lang), str)}
    lines = [f"  - name: {flow(names)}"]
    for key in minicatalog.CARD_FIELDS:
        if card.get(key) is None:
            continue
        if key in ("attacks", "abilities") and card[key]:
            lines.append(f"    {key}:")
            lines += [f"      - {flow(english(item))}" for item in card[key]]
        else:
            lines.append(f"    {key}: {flow(english(card[key]))}")
    return [*lines, "    prints:", *(f"      - {flow(printed)}" for printed in prints)]


def print_facts(card: dict[str, Any], set_id: str, local_id: str) -> dict[str, Any]:
    printed = {"set": set_id, "number": local_id}
    printed.update({k: card[k] for k in minicatalog.PRINT_FIELDS if card.get(k) is not None})
    return printed


def insert_entries(lines: list[str], section: str, entry: str, after: str = "") -> None:
    """Add ``entry`` to a top-level mapping (``series:``, ``sets:``): at its end, or before the
    first entry whose ``released`` date is later than ``after``."""
    at = lines.index(f"{section}:") + 1
    while at < len(lines) and lines[at].startswith("  "):
        released = lines[at].split("released: '", 1)[1][:10] if "released: '" in lines[at] else ""
        if after and released > after:
            break
        at += 1
    lines.insert(at, entry)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tests", nargs="*", help="test files or ids whose lookups to record")
    parser.add_argument("--print", dest="prints", action="append", default=[],
                        metavar="SET/LOCALID", help="a print to add (TCGdex set id and localId)")
    parser.add_argument("--set", dest="sets", action="append", default=[], metavar="SET",
                        help="a set to add (TCGdex set id), with no cards")
    args = parser.parse_args()
    archive = minicatalog.full_archive_path()
    if archive is None:
        parser.error("DECKCHECK_CATALOG_SOURCE must name the card database's .tar.gz")
    wanted: dict[Print, str] = {}
    if args.tests:
        recorder = Recorder(archive)
        pytest.main([*args.tests, "-q", "-m", "not full_catalog", "-p", "no:cacheprovider"],
                    plugins=[recorder])
        wanted.update(recorder.seen)
    for ref in args.prints:
        set_id, local_id = ref.rsplit("/", 1)
        wanted.setdefault((set_id, local_id), f"--print {ref}")

    facts = minicatalog.load_facts()
    have = {(p["set"], str(p["number"])) for card in facts["cards"] for p in card["prints"]}
    missing = {key: test for key, test in wanted.items() if key not in have}
    series, sets, card_files = read_archive(archive)
    set_paths = {value["id"]: path for path, value in sets.items()}
    new_sets = [s for s in dict.fromkeys([*args.sets, *(key[0] for key in missing)])
                if s not in facts["sets"]]

    lines = minicatalog.FACTS.read_text(encoding="utf-8").splitlines()
    for set_id in new_sets:
        path = set_paths[set_id]
        serie_path = str(PurePosixPath(path).parent)
        serie = series[serie_path]
        if serie["id"] not in facts["series"]:
            entry = {"name": serie["name"]["en"]}
            if serie_path != entry["name"]:
                entry["folder"] = serie_path
            insert_entries(lines, "series", f"  {flow(serie['id'])}: {flow(entry)}")
            facts["series"][serie["id"]] = entry
        value = sets[path]
        info: dict[str, Any] = {"serie": serie["id"], "name": value["name"]["en"]}
        if PurePosixPath(path).name != info["name"]:
            info["folder"] = PurePosixPath(path).name
        code = (value.get("abbreviations") or {}).get("official")
        info.update({"code": code} if code else {})
        info["released"] = value.get("releaseDate")
        count = (value.get("cardCount") or {}).get("official")
        info.update({"cards": count} if count is not None else {})
        insert_entries(lines, "sets", f"  {flow(set_id)}: {flow(info)}", str(info["released"]))

    by_test: dict[str, list[Print]] = collections.defaultdict(list)
    for key, test in missing.items():
        by_test[test].append(key)
    for test, keys in sorted(by_test.items()):
        path, _, name = test.partition("::")
        header = f"  # ===== {path} " + "=" * (80 - len(path))
        if name and header not in lines:
            lines += ["", header]
        lines += ["", f"  # {name or test}"]
        same: dict[str, tuple[dict[str, Any], list[dict[str, Any]]]] = {}  # one block per card
        for set_id, local_id in sorted(keys):
            card = parse_module(card_files[set_paths[set_id], local_id]).value
            facts_only = "\n".join(block(card, [])[:-1])
            same.setdefault(facts_only, (card, []))[1].append(print_facts(card, set_id, local_id))
        for card, prints in same.values():
            lines += block(card, prints)
    minicatalog.FACTS.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(missing)} prints and {len(new_sets)} sets added to {minicatalog.FACTS.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
