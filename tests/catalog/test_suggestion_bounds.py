"""Fuzzy suggestions are remembered per name and capped per deck."""

from __future__ import annotations

import pytest
from archives import members, tarball

from deckcheck import formats
from deckcheck.catalog import SUGGESTIONS_PER_DECK
from deckcheck.catalog.build import build
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory, rules_data: RulesData) -> Catalog:
    folder = tmp_path_factory.mktemp("suggest")
    (folder / "a.tar.gz").write_bytes(tarball(members(200)))
    build(folder / "a.tar.gz", folder / "c.sqlite3", rules_data, "test")
    return Catalog(folder / "c.sqlite3")


def searches(catalog: Catalog, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    search = catalog._search

    def counted(written: str, language: str | None, limit: int) -> list[str]:
        seen.append(written)
        return search(written, language, limit)

    monkeypatch.setattr(catalog, "_search", counted)
    return seen


def test_suggestions_are_capped_per_deck(catalog: Catalog, rules_data: RulesData,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    seen = searches(catalog, monkeypatch)
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"), catalog)
    text = "".join(f"1 Cardd {n}w\n" for n in range(150))  # "{n}x" would be a count
    result = checker.check_bytes(text.encode(), "x.txt")
    assert len(seen) == SUGGESTIONS_PER_DECK
    messages = [v.message for v in result.violations if v.rule == "unknown-card"]
    assert sum("does not look like a decklist" in m for m in messages) == 1
    assert any("did you mean" in m for m in messages)
    # The next deck gets its own searches.
    checker.check_bytes(b"1 Cardd 7q\n", "y.txt")
    assert len(seen) == SUGGESTIONS_PER_DECK + 1


def test_suggestions_are_remembered_per_name(catalog: Catalog, rules_data: RulesData,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    seen = searches(catalog, monkeypatch)
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"), catalog)
    checker.check_bytes(b"1 Crad 12\n" * 100, "x.txt")
    checker.check_bytes(b"1 Crad 12\n", "y.txt")
    assert seen == ["Crad 12"]


def test_a_decks_suggestions_do_not_depend_on_the_decks_checked_before_it(
        catalog: Catalog, rules_data: RulesData) -> None:
    # Lines are remembered across a batch, but a deck's report must be the same wherever it
    # comes in the batch (and in whichever worker process checks it).
    lines = [f"1 Crad {n}z\n" for n in range(SUGGESTIONS_PER_DECK + 5)]
    deck = "".join(lines).encode()

    def report(checker: Checker) -> list[tuple[str, str, tuple[int, ...], tuple[str, ...]]]:
        found = checker.check_bytes(deck, "x.txt").violations
        return [(v.rule, v.message, v.lines, v.cards) for v in found]

    alone = Checker(rules_data, formats.get(rules_data, "unlimited"), catalog)
    after = Checker(rules_data, formats.get(rules_data, "unlimited"), catalog)
    after.check_bytes("".join(reversed(lines)).encode(), "before.txt")  # its last lines first
    assert report(after) == report(alone)
    assert sum("did you mean" in v[1] for v in report(alone)) == SUGGESTIONS_PER_DECK
