"""Checking real lists through the catalog built from the shared snapshot, in three languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check, deck, errors, warnings

from deckcheck import formats
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.rulesdata import RulesData

SAMPLES = Path(__file__).resolve().parents[2] / "sample_decks"


@pytest.fixture(scope="module")
def with_catalog(built_catalog: tuple[Path, BuildReport], rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "unlimited"), Catalog(built_catalog[0]))


def test_an_english_export_is_fully_decided(with_catalog: Checker) -> None:
    path = SAMPLES / "expanded" / "charizard-ex.ptcgl.txt"
    result = with_catalog.check_bytes(path.read_bytes(), "c")
    assert result.legal
    assert result.violations == ()  # Charmander PAF 7 is a Basic Pokémon; every name is known


def test_italian_names_count_with_english_ones(with_catalog: Checker) -> None:
    text = deck("3 Ricerca Accademica\n2 Professor's Research SVI 189")
    [found] = errors(with_catalog, text, "copy-limit")
    assert '"Professor\'s Research"' in found.message


def test_spanish_trainer_is_its_english_card(with_catalog: Checker) -> None:
    result = check(with_catalog, deck("4 Determinación de Lylia MEG 119"))
    assert result.cards[0].name.display == "Lillie's Determination"
    assert result.cards[0].section is not None and result.cards[0].section.value == "trainer"


def test_lines_without_set_codes_are_identified(with_catalog: Checker) -> None:
    text = "4 Charmander\n4 Rare Candy\n52 Fire Energy\n"
    result = check(with_catalog, text)
    assert result.legal and result.violations == ()


def test_a_stage_from_the_catalog_decides_basic_pokemon(with_catalog: Checker) -> None:
    text = "4 Charmeleon PAF 8\n4 Charizard ex OBF 125\n52 Basic {R} Energy SVE 2\n"
    [found] = errors(with_catalog, text, "basic-pokemon")
    assert "no Basic Pokémon" in found.message


def test_an_unknown_name_gets_suggestions(with_catalog: Checker) -> None:
    [found] = errors(with_catalog, deck("4 Bos's Ordres"), "unknown-card")
    assert "did you mean" in found.message and "Boss's Orders" in found.message


def test_a_print_of_another_card_is_reported_and_the_name_counts(with_catalog: Checker) -> None:
    # The line counts as the card its name says (review 13): 4 + 1 Gengar is five, whatever
    # PAL 104 is (Tinkatuff).
    text = deck("4 Gengar PAL 104\n1 Gengar LV.X AR 97")
    [mismatch] = warnings(with_catalog, text, "unknown-card")
    assert "PAL 104 is Tinkatuff" in mismatch.message
    assert len(errors(with_catalog, text, "copy-limit")) == 1


def test_a_name_spelt_as_another_print_of_the_same_card_keeps_the_lines_print(
        with_catalog: Checker) -> None:
    # Portuguese prints spell Boss's Orders two ways: "Ordens da Chefia" (PR-SW SWSH251) and
    # "Ordem da Chefia" (MEG 114). Both are Boss's Orders: MEG 114 is the print played.
    result = check(with_catalog, deck("4 Ordens da Chefia MEG 114"))
    [card] = [c for c in result.cards if c.line.text == "Ordens da Chefia"]
    assert card.name.display == "Boss's Orders"
    assert card.print_mismatch is None
    assert [(p.set_code, p.number) for p in card.prints] == [("MEG", "114")]


def test_a_pokemon_listed_under_another_header_is_still_a_pokemon(
        with_catalog: Checker) -> None:
    # Every rule that asks "is it a Pokémon?" (GLC's one type, the house variant's card kinds)
    # must see Charmander, whatever header the list put it under.
    text = "Pokémon: 1\n4 Pikachu V VIV 43\nTrainer: 2\n4 Ultra Ball SVI 196\n1 Charmander PAF 7\n"
    result = check(with_catalog, text)
    [charmander] = [c for c in result.cards if c.line.text == "Charmander"]
    assert charmander.section is not None and charmander.section.value == "pokemon"
    assert result.counts["pokemon"] == 5


def test_basic_energy_listed_under_another_header_is_still_energy(with_catalog: Checker) -> None:
    # Review 11: "55 Lightning Energy" under "Trainer:" was tallied as a Trainer (the report's
    # and the JSON's counts); a basic Energy's name is an Energy card wherever it is listed.
    text = ("Pokémon: 1\n1 Pikachu V VIV 43\n"
            "Trainer: 59\n4 Ultra Ball SVI 196\n55 Lightning Energy\n")
    result = check(with_catalog, text)
    assert (result.counts["trainer"], result.counts["energy"]) == (4, 55)


def test_data_overrides_the_catalog_for_v_union(with_catalog: Checker) -> None:
    # The catalog records no stage for Morpeko V-UNION SWSH215; data/ knows it is not Basic.
    lines = "\n".join(f"1 Morpeko V-UNION PR-SW SWSH{n}" for n in range(215, 219))
    text = lines + "\n56 Basic {L} Energy SVE 4\n"
    assert len(errors(with_catalog, text, "basic-pokemon")) == 1


@pytest.mark.parametrize("line", ["1 Giratina VSTAR CRZ GG69", "1 Giratina VSTAR CRZ-GG 69",
                                  "1 Radiant Greninja ASR 046", "1 Pikachu V-UNION PR-SW SWSH139"])
def test_export_print_spellings_resolve_by_print(with_catalog: Checker, line: str) -> None:
    result = check(with_catalog, line + "\n")
    card = result.cards[0]
    assert card.verified is True and card.print_mismatch is None
    assert card.print_key is not None
    assert with_catalog.identifier._catalog is not None
    assert with_catalog.identifier._catalog.by_print(*card.print_key) is not None


def test_spanish_list_without_set_codes(with_catalog: Checker) -> None:
    text = ("4 Ferropalmas ex\n4 Investigación de Profesores\n3 Órdenes de Jefes\n"
            "2 Órdenes de Jefes PAL 265\n47 Energía Rayo\n")
    result = check(with_catalog, text)
    names = {card.name.display for card in result.cards}
    assert {"Iron Hands ex", "Professor's Research", "Boss's Orders"} <= names
    assert [v.rule for v in result.violations if v.severity.value == "error"] == ["copy-limit"]


def test_suggestions_are_in_the_language_of_the_list(with_catalog: Checker) -> None:
    text = "Allenatore: 1\n4 Ricerca Acadmica\nEnergia: 1\n56 Energia Lampo\n"
    [found] = errors(with_catalog, text, "unknown-card")
    assert '"Ricerca Accademica"' in found.message


def test_a_print_without_a_stage_takes_it_from_other_prints(with_catalog: Checker,
                                                             built_catalog: tuple[Path,
                                                                                  BuildReport]
                                                             ) -> None:
    catalog = Catalog(built_catalog[0])
    stageless = [c for c in catalog.all_cards() if c.category == "Pokemon" and not c.stage
                 and c.set_code and "V-UNION" not in c.name
                 and any(o.stage == "Basic" for o, _ in catalog.prints_named(c.name))]
    card = stageless[0]
    text = f"4 {card.name} {card.set_code} {card.number}\n56 Basic {{R}} Energy SVE 2\n"
    assert errors(with_catalog, text, "basic-pokemon") == []
    assert warnings(with_catalog, text, "basic-pokemon") == []


def test_team_rocket_returns_is_trr_as_exports_write_it(with_catalog: Checker) -> None:
    card = check(with_catalog, "1 Mudkip ☆ TRR 107\n").cards[0]
    assert card.verified is True and card.print_mismatch is None and card.pokemon_star


def test_wizards_team_rocket_is_tr(with_catalog: Checker) -> None:
    card = check(with_catalog, "1 Rainbow Energy TR 17\n").cards[0]
    assert card.verified is True and card.print_mismatch is None
