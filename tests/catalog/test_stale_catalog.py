"""A catalog records the data it was built with; one built with other name rules is refused with
the command that mends it, never read with stale name keys."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.data import RulesData
from deckcheck.errors import CatalogError


def test_a_catalog_built_with_this_data_opens(built_catalog: tuple[Path, BuildReport],
                                              rules_data: RulesData) -> None:
    assert Catalog(built_catalog[0], rules_data.catalog_digest).by_name("Pikachu") != []


def test_a_catalog_built_with_other_name_rules_is_refused(
        built_catalog: tuple[Path, BuildReport]) -> None:
    with pytest.raises(CatalogError, match="run `deckcheck catalog update`"):
        Catalog(built_catalog[0], "00000000")
