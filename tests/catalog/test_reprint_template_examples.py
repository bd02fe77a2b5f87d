"""Every template of data/reprint_templates.yaml on its own example, over the full card database:
with the templates the two prints are the same card; without that one template they are not (so
each template is needed, and does what its entry says)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.formats.reprints import Sameness, TextRules, compare
from deckcheck.rulesdata import RulesData, load


def templates() -> list[Any]:
    return [pytest.param(t, id=t["id"]) for t in load().reprint_templates["templates"]]


@pytest.fixture(scope="module")
def catalog(full_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(full_catalog[0])


@pytest.mark.full_catalog
@pytest.mark.parametrize("template", templates())
def test_a_templates_example_is_one_card_and_needs_the_template(
        template: dict[str, Any], catalog: Catalog, rules_data: RulesData) -> None:
    old, new = (catalog.by_print(*rules_data.parse_print(ref)) for ref in template["example"])
    assert old is not None and new is not None and old.name == new.name
    every = TextRules.of(rules_data.reprint_rule, rules_data.parse_print,
                         rules_data.reprint_templates)
    without = TextRules.of(rules_data.reprint_rule, rules_data.parse_print,
                           rules_data.reprint_templates, frozenset({template["id"]}))
    assert compare(old.game, new.game, every, old.name).sameness is Sameness.IDENTICAL
    assert compare(old.game, new.game, without, old.name).sameness is not Sameness.IDENTICAL
