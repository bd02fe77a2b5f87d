"""data/ is the authority: on every disagreement `deckcheck catalog audit` reports, the checker uses
what data/ says, not what the catalog says.

Each finding names a print; the print is identified as a deck line would be (``1 NAME SET NUMBER``)
and the fact the finding is about is read off the identified card. Each test walks every finding
on the miniature catalog, then (tests marked ``full_catalog``) on the full card database.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from deckcheck import formats
from deckcheck.catalog.audit import Finding, audit
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Card, DeckLine
from deckcheck.rulesdata import RulesData


@pytest.fixture(scope="module")
def catalog(either_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(either_catalog[0])


@pytest.fixture(scope="module")
def findings(catalog: Catalog, rules_data: RulesData) -> list[Finding]:
    return list(audit(catalog, rules_data))


@pytest.fixture(scope="module")
def identify(catalog: Catalog, rules_data: RulesData) -> object:
    checker = Checker(rules_data, formats.get(rules_data, "unlimited"), catalog)

    def card_at(where: str) -> Card:
        set_code, number = where.rsplit(" ", 1)
        printed = catalog.by_print(*rules_data.print_key(set_code, number))
        assert printed is not None, where
        line = DeckLine(line_number=1, quantity=1, text=printed.name, set_code=set_code,
                        number=number)
        return checker.identifier.identify(line)

    return card_at


def of_kind(findings: list[Finding], kind: str) -> list[Finding]:
    """The findings of one kind on prints a list can name (some prints have no set code)."""
    found = [f for f in findings if f.kind == kind and not f.card.startswith("(no code)")]
    assert found, f"the audit no longer reports {kind}: update this test"
    return found


def test_the_audit_finds_only_known_kinds(findings: list[Finding]) -> None:
    kinds = Counter(f.kind for f in findings)
    # set-code-unsourced, set-without-code and set-not-listed are about how lists write a set's code
    # (data/set_codes.yaml), not a fact of a card the checker could read otherwise.
    assert set(kinds) <= {"ace-spec-unmarked", "legend-as-basic", "pokemon-without-stage",
                          "special-energy-as-basic", "v-union-artist", "prism-star-symbol",
                          "data-print-missing", "data-print-name", "set-code-unsourced",
                          "set-without-code", "set-not-listed"}


def test_ace_specs_the_catalog_does_not_mark_are_ace_specs(findings: list[Finding],
                                                           identify: object) -> None:
    for finding in of_kind(findings, "ace-spec-unmarked"):
        assert identify(finding.card).ace_spec is True, finding  # type: ignore[operator]


def test_legend_halves_the_catalog_marks_basic_are_not_basic(findings: list[Finding],
                                                             identify: object) -> None:
    for finding in of_kind(findings, "legend-as-basic"):
        assert identify(finding.card).basic_pokemon is False, finding  # type: ignore[operator]


def test_special_energy_the_catalog_marks_basic_is_not_basic_energy(findings: list[Finding],
                                                                   identify: object) -> None:
    for finding in of_kind(findings, "special-energy-as-basic"):
        card = identify(finding.card)  # type: ignore[operator]
        assert not card.basic_energy, finding
        assert card.copy_limit is None and not card.any_number, finding  # the 4-copy rule holds


def test_pokemon_without_a_stage_are_never_taken_for_basic_without_evidence(
        findings: list[Finding], identify: object, catalog: Catalog,
        rules_data: RulesData) -> None:
    by_name_alone = Checker(rules_data, formats.get(rules_data, "unlimited")).identifier
    for finding in of_kind(findings, "pokemon-without-stage"):
        card = identify(finding.card)  # type: ignore[operator]
        printed = card.prints[0]
        if printed.evolve_from:
            assert card.basic_pokemon is False, finding  # it evolves: the data says so
        elif card.basic_pokemon:
            # Only its name ("Reshiram-EX", a TAG TEAM), or another print recorded Basic.
            assert by_name_alone.identify(card.line).basic_pokemon or any(
                p.stage == "Basic" for p in catalog.by_key(card.name.key)), finding


def test_v_union_pieces_take_their_illustration_from_data(findings: list[Finding],
                                                          identify: object) -> None:
    for finding in of_kind(findings, "v-union-artist"):
        card = identify(finding.card)  # type: ignore[operator]
        assert card.v_union and card.v_union_illustration is not None, finding
