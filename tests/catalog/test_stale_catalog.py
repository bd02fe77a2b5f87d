"""A catalog records the data it was built with; one built with other name rules is refused with
the command that mends it, never read with stale name keys."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.cli import app
from deckcheck.errors import CatalogError
from deckcheck.rulesdata import RulesData


def test_a_catalog_built_with_this_data_opens(built_catalog: tuple[Path, BuildReport],
                                              rules_data: RulesData) -> None:
    assert Catalog(built_catalog[0], rules_data.catalog_digest).by_name("Pikachu") != []


def test_a_catalog_built_with_other_name_rules_is_refused(
        built_catalog: tuple[Path, BuildReport]) -> None:
    with pytest.raises(CatalogError, match="run `deckcheck catalog update`"):
        Catalog(built_catalog[0], "00000000")


def test_the_code_computing_name_keys_is_part_of_what_a_catalog_was_built_with(
        rules_data: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    # Same data, keys computed by another deckcheck (an upgrade that reads names otherwise):
    # its catalog would be searched by stale keys, so it is refused as data changes are.
    import deckcheck.rulesdata as rulesdata

    today = RulesData(rules_data.raw).catalog_digest
    monkeypatch.setattr(rulesdata, "name_key_code", lambda: b"names/canonical.py\0# other")
    assert RulesData(rules_data.raw).catalog_digest != today


def test_the_modules_computing_name_keys_are_found() -> None:
    from deckcheck.rulesdata import name_key_code

    code = name_key_code()
    assert b"canonical.py\0" in code and b"folding.py\0" in code and b"type_letters.py\0" in code
    assert b"compare.py\0" not in code  # the judge's question computes no key


def test_catalog_info_refuses_the_stale_catalog_that_check_refuses(
        built_catalog: tuple[Path, BuildReport], tmp_path: Path) -> None:
    """`catalog info` called a stale catalog healthy while `check` refused it (issue 23)."""
    stale = tmp_path / "stale.sqlite3"
    stale.write_bytes(built_catalog[0].read_bytes())
    with sqlite3.connect(stale) as db:
        db.execute("UPDATE meta SET value='00000000' WHERE key='data_digest'")
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Pikachu V VIV 43\n", encoding="utf-8")
    for command in (["catalog", "info"], ["check", str(deck)]):
        result = CliRunner().invoke(app, [*command, "--catalog", str(stale)])
        assert result.exit_code == exitcodes.CATALOG_FAILED, command
        assert "stale names or marks; run `deckcheck catalog update`" in result.stderr, command
