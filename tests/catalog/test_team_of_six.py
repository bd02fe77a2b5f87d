"""The house-rules variant of rulebook 003 with the catalog: stages, types and evolutions known.

The legal list is the rulebook's own example team — "se i Pokemon scelti sono: snorlax,
squirtle, koffing, magnemite, abra e diglet, dovro mettere nel mazzo 4 energie rispettivamente
... per un totale di 20 carte energia" — with its Evolution Deck and 50-card deck.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import (
    RULEBOOK_ENERGY,
    RULEBOOK_EVOLUTIONS,
    RULEBOOK_TEAM,
    check,
    errors,
    team_list,
    warnings,
)
from helpers import problems as found_by

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Severity
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def variant(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "team-of-six"), Catalog(built_catalog[0]))


def test_the_rulebooks_example_team_is_legal_with_nothing_to_warn(variant: Checker) -> None:
    result = check(variant, team_list())
    assert result.legal and result.violations == ()
    assert result.counts == {"pokemon": 0, "trainer": 28, "energy": 22, "total": 50, "team": 6,
                             "evolution": 8}


def test_a_stage_1_pokemon_in_the_team_is_not_basic(variant: Checker) -> None:
    team = RULEBOOK_TEAM.replace("1 Squirtle BS 63", "1 Wartortle BS 42")
    [found] = errors(variant, team_list(team=team), "team-basic")
    assert found.cards == ("1 Wartortle BS 42",)


def test_two_water_pokemon_in_the_team_fail(variant: Checker) -> None:
    team = RULEBOOK_TEAM.replace("1 Snorlax JU 27", "1 Staryu BS 65")
    [found] = errors(variant, team_list(team=team), "team-types")
    assert "Staryu (Water)" in found.message and "Squirtle (Water)" in found.message


def test_two_copies_of_one_pokemon_share_its_type(variant: Checker) -> None:
    team = RULEBOOK_TEAM.replace("1 Snorlax JU 27\n1 Squirtle BS 63", "2 Squirtle BS 63")
    assert len(errors(variant, team_list(team=team), "team-types")) == 1


def test_three_water_energy_are_one_short(variant: Checker) -> None:
    energy = RULEBOOK_ENERGY.replace("4 Water Energy", "3 Water Energy") + "\n1 Potion BS 94"
    [found] = errors(variant, team_list(energy=energy), "team-energy")
    assert "3 basic Water Energy" in found.message and "exactly 4" in found.message


def test_energy_of_a_type_the_team_lacks_is_a_warning(variant: Checker) -> None:
    energy = RULEBOOK_ENERGY.replace("4 Psychic Energy BS 101", "4 Fire Energy BS 98")
    result = check(variant, team_list(energy=energy))
    [missing] = [v for v in result.violations
                 if v.rule == "team-energy" and v.severity is Severity.ERROR]
    assert "0 basic Psychic Energy" in missing.message
    [extra] = warnings(variant, team_list(energy=energy), "team-energy")
    assert "no team Pokémon is Fire" in extra.message


def test_a_team_pokemon_without_its_evolution_fails(variant: Checker) -> None:
    evolutions = RULEBOOK_EVOLUTIONS.replace("1 Wartortle BS 42\n1 Blastoise BS 2\n", "")
    [found] = errors(variant, team_list(evolutions=evolutions), "evolution-deck")
    assert 'team Pokémon "Squirtle" evolves into' in found.message and "Wartortle" in found.message


def test_a_stage_1_without_its_stage_2_fails(variant: Checker) -> None:
    evolutions = RULEBOOK_EVOLUTIONS.replace("1 Blastoise BS 2\n", "")
    [found] = errors(variant, team_list(evolutions=evolutions), "evolution-deck")
    assert '"Wartortle" evolves into' in found.message and "Blastoise" in found.message


def test_a_pokemon_that_never_evolves_needs_nothing(variant: Checker) -> None:
    # Snorlax: no Stage 1 evolves from it (Munchlax evolves into it, not from it).
    assert not [v for v in check(variant, team_list()).violations if "Snorlax" in v.message]


def test_an_evolution_of_no_team_pokemon_is_a_warning(variant: Checker) -> None:
    evolutions = RULEBOOK_EVOLUTIONS + "\n1 Charmeleon BS 24"
    [found] = warnings(variant, team_list(evolutions=evolutions), "evolution-deck")
    assert "Charmeleon" in found.message


def test_three_pokemon_that_cannot_evolve_are_advised_against(variant: Checker) -> None:
    team = RULEBOOK_TEAM.replace("1 Squirtle BS 63", "1 Lapras FO 10").replace(
        "1 Koffing BS 51", "1 Kangaskhan JU 5")
    [found] = found_by(variant, team_list(team=team), "team-not-evolving")
    assert found.severity is Severity.WARNING and "3 team Pokémon cannot evolve" in found.message


def test_a_broken_list_reports_every_team_rule(variant: Checker) -> None:
    team = RULEBOOK_TEAM.replace("1 Snorlax JU 27", "1 Wartortle BS 42\n1 Staryu BS 65")
    evolutions = RULEBOOK_EVOLUTIONS.replace("1 Kadabra BS 32\n", "")
    text = team_list(team=team, evolutions=evolutions) + "Pokémon:\n1 Pikachu BS 58\n"
    failed = {v.rule for v in check(variant, text).violations if v.severity is Severity.ERROR}
    assert failed == {"team-size", "team-basic", "team-types", "evolution-deck", "card-kinds",
                      "deck-size"}
