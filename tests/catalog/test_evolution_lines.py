"""What evolves from what, as the cards print it where the card data drops a prefix.

Dark Blastoise (Team Rocket 3) prints "Evolves from Dark Wartortle"; the card data says
"Wartortle". In the house variant's Evolution Deck (rulebook 003), a Dark Blastoise above a
Wartortle is no line at all.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData

TEAM = ("Team: 6\n1 Snorlax JU 27\n1 Squirtle BS 63\n1 Koffing BS 51\n1 Magnemite BS 53\n"
        "1 Abra BS 43\n1 Diglett BS 47\n")


@pytest.fixture(scope="module")
def catalog(built_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(built_catalog[0])


def test_a_dark_stage_2_evolves_from_the_dark_stage_1(catalog: Catalog,
                                                      rules_data: RulesData) -> None:
    prefixes = rules_data.evolution_prefixes
    assert "Dark Blastoise" in catalog.evolutions_of("Dark Wartortle", prefixes)
    assert "Dark Blastoise" not in catalog.evolutions_of("Wartortle", prefixes)
    assert "Dark Wartortle" in catalog.evolutions_of("Squirtle", prefixes)  # no Dark Squirtle


def test_a_dark_blastoise_above_a_wartortle_is_no_line(catalog: Catalog,
                                                        rules_data: RulesData) -> None:
    checker = Checker(rules_data, formats.get(rules_data, "team-of-six"), catalog)
    text = TEAM + "Evolution Deck: 2\n1 Wartortle BS 42\n1 Dark Blastoise TR 3\n"
    found = [v for v in check(checker, text).violations if v.rule == "evolution-deck"]
    assert any("Dark Blastoise" in v.message for v in found)
    assert any(v.severity.value == "error" for v in found)
