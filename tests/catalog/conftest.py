"""The card catalogs the tests build: the miniature one everywhere, the full one where it is given.

``built_catalog`` is built from the miniature archive written from tests/cards/card_facts.yaml
(tests/minicatalog.py): it needs nothing beside the repository. Tests marked ``full_catalog``
need the whole card database: they run only when ``DECKCHECK_CATALOG_SOURCE`` names a TCGdex
cards-database .tar.gz on disk (CI sets it), and are skipped otherwise.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import minicatalog
import pytest
from page_server import running

from deckcheck import formats
from deckcheck.catalog.build import BuildReport, build
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData
from deckcheck.serve.server import PageServer

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def mini_archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return minicatalog.write_archive(tmp_path_factory.mktemp("archive") / "cards-database.tar.gz")


@pytest.fixture(scope="session")
def built_catalog(mini_archive: Path, rules_data: RulesData,
                  tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, BuildReport]:
    """The catalog built from the miniature archive."""
    target = tmp_path_factory.mktemp("catalog") / "catalog.sqlite3"
    return target, build(mini_archive, target, rules_data, str(mini_archive))


@pytest.fixture(scope="session")
def full_archive() -> Path:
    path = minicatalog.full_archive_path()
    if path is None:
        pytest.skip("needs the full card database (DECKCHECK_CATALOG_SOURCE)")
    return path


@pytest.fixture(scope="session")
def full_catalog(full_archive: Path, rules_data: RulesData,
                 tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, BuildReport]:
    """The catalog built from the whole card database."""
    target = tmp_path_factory.mktemp("full-catalog") / "catalog.sqlite3"
    return target, build(full_archive, target, rules_data, str(full_archive))


@pytest.fixture(scope="module",
                params=["miniature", pytest.param("full", marks=pytest.mark.full_catalog)])
def either_catalog(request: pytest.FixtureRequest) -> tuple[Path, BuildReport]:
    """For tests that walk whatever a catalog holds: the miniature one, then the full one."""
    name = "built_catalog" if request.param == "miniature" else "full_catalog"
    catalog: tuple[Path, BuildReport] = request.getfixturevalue(name)
    return catalog


@pytest.fixture(scope="module")
def server(built_catalog: tuple[Path, BuildReport]) -> Iterator[PageServer]:
    """deckcheck serve on the miniature catalog, run from the repository's root (its settings
    and sample decks), for the page's tests with a catalog and in a real browser."""
    before = Path.cwd()
    os.chdir(ROOT)
    try:
        with running(built_catalog[0]) as started:
            yield started
    finally:
        os.chdir(before)


@pytest.fixture(scope="module")
def unlimited(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    """A checker in Unlimited on the miniature catalog (a module that needs the full catalog
    too defines its own, on ``either_catalog``)."""
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(built_catalog[0]))


@pytest.fixture
def user_home(built_catalog: tuple[Path, BuildReport], monkeypatch: pytest.MonkeyPatch,
              tmp_path: Path) -> Iterator[Path]:
    """A user's data folder holding the miniature card catalog (``DECKCHECK_CATALOG``), where
    format data installed by ``deckcheck formats update`` lands beside it; no data is installed
    yet, and none is left in use for later tests."""
    from deckcheck.formatdata import install

    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(built_catalog[0], home / "catalog.sqlite3")
    monkeypatch.setenv("DECKCHECK_CATALOG", str(home / "catalog.sqlite3"))
    install.forget()
    yield home
    install.forget()


@pytest.fixture
def installed_ban(user_home: Path, tmp_path: Path) -> Path:
    """A format-data bundle newer than the shipped data that bans Unfair Stamp TWM 165 in
    Standard (tmp_path/bundle.tar.gz), installed in ``user_home``; returns its format-data
    folder. The sample Dragapult list, which plays Unfair Stamp, is NOT LEGAL with it."""
    from helpers import newer_bundle
    from typer.testing import CliRunner

    from deckcheck import exitcodes
    from deckcheck.cli import app
    from deckcheck.formatdata import install

    def ban(data: Path) -> None:
        standard = data / "formats" / "standard.yaml"
        text = standard.read_text(encoding="utf-8")
        assert "  banned: {cards: []}\n" in text
        standard.write_text(text.replace("  banned: {cards: []}\n", (
            "  banned:\n    cards:\n      - {name: Unfair Stamp, prints: [TWM 165], since: "
            "2026-08, source: banned-card list}\n")), encoding="utf-8")

    runner = CliRunner()
    source = newer_bundle(tmp_path, ban)
    assert runner.invoke(app, ["formats", "update", "--source", str(source)]).exit_code == 0
    install.forget()
    sample = ROOT / "sample_decks" / "standard" / "dragapult-ex.ptcgl.txt"
    banned = runner.invoke(app, ["check", "--max-data-age", "36500", str(sample)])
    assert banned.exit_code == exitcodes.ILLEGAL, banned.output
    return user_home / "format-data"

