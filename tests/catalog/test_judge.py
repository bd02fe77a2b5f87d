"""The judge's commands with a catalog: names in six languages, and the card lookup."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.catalog.build import BuildReport
from deckcheck.cli import app

runner = CliRunner()


@pytest.fixture(scope="module")
def catalog_option(built_catalog: tuple[Path, BuildReport]) -> list[str]:
    return ["--catalog", str(built_catalog[0])]


@pytest.mark.parametrize(("a", "b"), [
    ("Determinación de Lylia", "Lillie's Determination"),
    ("Ordini del Capo", "Boss's Orders (Ghetsis)"),
    ("Glurak-ex", "Charizard ex"),
    ("Ricerca Accademica", "Forschung des Professors"),
])
def test_names_in_other_languages_are_their_english_name(catalog_option: list[str], a: str,
                                                         b: str) -> None:
    result = runner.invoke(app, ["name", a, b, "--json", *catalog_option])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["same"] is True


def test_ex_and_EX_stay_apart_with_a_catalog(catalog_option: list[str]) -> None:
    result = runner.invoke(app, ["name", "Magnezone-ex", "Magnezone-EX", *catalog_option])
    assert result.exit_code == 1


def test_two_trainers_with_a_possessive_differ_by_more_than_an_owner(
        catalog_option: list[str]) -> None:
    # "Boss's" is part of a Trainer's name, not a Pokémon's owner (Brock's Onix).
    result = runner.invoke(app, ["name", "Boss's Orders", "Professor's Research", "--json",
                                 *catalog_option])
    assert result.exit_code == 1
    assert "owner" not in json.loads(result.output)["reason"]


def test_card_lookup_by_italian_name(catalog_option: list[str]) -> None:
    result = runner.invoke(app, ["card", "Mantello dell'Eroe", "--json", *catalog_option])
    document = json.loads(result.output)
    assert document["name"] == "Hero's Cape"
    assert document["names"]["it"] == "Mantello dell'Eroe"
    assert [(p["set"], p["number"], p["regulation_mark"]) for p in document["prints"]] == [
        ("TEF", "152", "H")]


def test_card_lookup_by_print_lists_every_print(catalog_option: list[str]) -> None:
    result = runner.invoke(app, ["card", "TEF 157", *catalog_option])
    assert result.exit_code == 0
    assert "Prime Catcher" in result.output and "PRE 119" in result.output


def test_card_not_found_suggests(catalog_option: list[str]) -> None:
    result = runner.invoke(app, ["card", "Prime Cacther", *catalog_option])
    assert result.exit_code == 1
    assert "did you mean" in result.output and "Prime Catcher" in result.output


def test_a_name_the_catalog_spells_two_ways_is_suggested_once(
        catalog_option: list[str]) -> None:
    # TCGdex spells Next Destinies' card "Shaymin-EX" and Roaring Skies' "Shaymin EX": one
    # name by the rulebook, so one suggestion.
    result = runner.invoke(app, ["card", "Shaymin ex", *catalog_option])
    assert result.exit_code == 1
    offered = result.output.split("did you mean ")[1].rstrip("?\n").split(", ")
    assert [n for n in offered if n.replace("-", " ") == "Shaymin EX"] == [offered[0]]


def test_card_without_a_catalog_says_how_to_get_one() -> None:
    result = runner.invoke(app, ["card", "Prime Catcher"])
    assert result.exit_code == 2
    assert "deckcheck catalog update" in result.output


def test_card_lookup_tells_special_from_basic_energy(catalog_option: list[str]) -> None:
    # Unseen Forces' Darkness Energy (UF 96) has game text: a Special Energy under a basic
    # Energy's name, which the 4-copy rule counts. SVE 7 is the basic card.
    result = runner.invoke(app, ["card", "Darkness Energy", "--json", *catalog_option])
    kinds = {(p["set"], p["number"]): p["energy"] for p in json.loads(result.output)["prints"]}
    assert kinds[("UF", "96")] == "special"
    assert kinds[("SVE", "7")] == "basic"


def test_a_name_is_read_in_the_readers_language_first(catalog_option: list[str]) -> None:
    # "Milo" is the English Milo, and the Italian name of Gordie.
    english = runner.invoke(app, ["name", "Milo", "Gordie", *catalog_option])
    italian = runner.invoke(app, ["name", "Milo", "Gordie", "--lang", "it", *catalog_option])
    assert english.exit_code == 1  # different names
    assert italian.exit_code == 0  # the same card


@pytest.mark.parametrize(("a", "b"), [
    ("Plus Power", "PlusPower"),      # spaced otherwise
    ("Lysander", "Lysandre"),         # a letter off exactly one card's name
    ("Juniper", "Professor Juniper"),  # a Trainer's title left off
])
def test_two_spellings_check_counts_together_are_one_name(catalog_option: list[str], a: str,
                                                          b: str) -> None:
    # `check` counts "4 Plus Power" + "4 PlusPower" as 8 cards named PlusPower: the judge's
    # answer must be the same, or 4 + 4 copies pass a player who asked.
    result = runner.invoke(app, ["name", a, b, "--json", *catalog_option])
    assert result.exit_code == 0, result.output
    answer = json.loads(result.output)
    assert answer["same"] is True and f"naming “{a}” is read as “{b}”" in answer["reason"]


def test_a_name_no_card_bears_is_for_a_judge(catalog_option: list[str]) -> None:
    # "Galar Moltres" is no card's name (Galarian Moltres is): no naming rule says whether the
    # player means it, so "different, the regional form is part of the name" would be a guess.
    result = runner.invoke(app, ["name", "Galar Moltres", "Galarian Moltres", "--json",
                                 *catalog_option])
    assert result.exit_code == 3, result.output
    answer = json.loads(result.output)
    assert answer["same"] is None and "no card is named “Galar Moltres”" in answer["reason"]


def test_a_name_no_card_bears_asked_twice_is_still_one_name(catalog_option: list[str]) -> None:
    result = runner.invoke(app, ["name", "Blorp", "Blorp", *catalog_option])
    assert result.exit_code == 0


@pytest.mark.parametrize(("a", "b"), [("Blend Energy", "Blend Energy GRPD"),
                                      ("Blend Energy", "Blend Energy WLFM")])
def test_a_bare_title_of_several_cards_against_one_of_them_is_for_a_judge(
        catalog_option: list[str], a: str, b: str) -> None:
    # `check` makes "1 Blend Energy" a point to confirm naming the cards it may be: the judge's
    # answer is "which one?", not "different".
    result = runner.invoke(app, ["name", a, b, "--json", *catalog_option])
    assert result.exit_code == 3, result.output
    assert f"“{a}” is the name of several cards" in json.loads(result.output)["reason"]


def test_a_bare_title_against_another_card_is_a_different_name(catalog_option: list[str]) -> None:
    result = runner.invoke(app, ["name", "Blend Energy", "Rare Candy", *catalog_option])
    assert result.exit_code == 1


def test_unown_with_its_letter_in_brackets_is_the_same_name(catalog_option: list[str]) -> None:
    # TCGdex writes Neo Discovery's Unown "Unown [A]" and Diamond & Pearl's "Unown A"; its French
    # and German names are one ("Zarbi A", "Icognito A"): one name, four copies between them.
    result = runner.invoke(app, ["name", "Unown A", "Unown [A]", "--json", *catalog_option])
    assert result.exit_code == 0, result.output
    other = runner.invoke(app, ["name", "Unown A", "Unown [B]", *catalog_option])
    assert other.exit_code == 1
