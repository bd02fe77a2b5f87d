"""The card catalog built once per test run from the shared TCGdex snapshot."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from deckcheck.catalog.build import BuildReport, build
from deckcheck.data import RulesData

SHARED_ARCHIVE = Path(os.environ.get(
    "DECKCHECK_CATALOG_SOURCE",
    Path(__file__).resolve().parents[3] / "shared" / "catalog" / "tcgdex-cards-database.tar.gz"))


@pytest.fixture(scope="session")
def shared_archive() -> Path:
    if not SHARED_ARCHIVE.is_file():
        pytest.skip(f"the TCGdex snapshot is not at {SHARED_ARCHIVE}")
    return SHARED_ARCHIVE


@pytest.fixture(scope="session")
def built_catalog(shared_archive: Path, rules_data: RulesData,
                  tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, BuildReport]:
    target = tmp_path_factory.mktemp("catalog") / "catalog.sqlite3"
    report = build(shared_archive, target, rules_data, str(shared_archive))
    return target, report
