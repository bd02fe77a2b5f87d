"""classic-collection: Gym Leader Challenge takes only Reshiram and Zekrom from the Celebrations
Classic Collection (gymleaderchallenge.com/faq)."""

import json
from pathlib import Path

from helpers import errors, selects
from typer.testing import CliRunner

from deckcheck import formats
from deckcheck.checker import Checker
from deckcheck.cli import app
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.options import classic_collection


def test_a_classic_collection_charizard_fails_glc(rules_data: RulesData) -> None:
    glc = Checker(rules_data, formats.get(rules_data, "glc"))
    [found] = errors(glc, "1 Charizard CEL CC2\n", "classic-collection")
    assert "Reshiram and Zekrom" in found.message


def test_the_classic_collection_reshiram_passes_glc(rules_data: RulesData) -> None:
    glc = Checker(rules_data, formats.get(rules_data, "glc"))
    assert errors(glc, "1 Reshiram CEL CC20\n", "classic-collection") == []


def test_expanded_does_not_select_the_rule(rules_data: RulesData) -> None:
    expanded = Checker(rules_data, formats.get(rules_data, "expanded"))
    assert not selects(expanded, "classic-collection")


def test_a_format_selecting_the_rule_without_options_takes_the_glc_files(
        tmp_path: Path) -> None:
    # The rule's defaults are data/formats/glc.yaml's (held equal by the test below).
    fmt = tmp_path / "h.yaml"
    fmt.write_text("id: h\nextends: expanded\nrules: {classic-collection: error}\n",
                   encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("1 Charizard CEL CC2\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--output", "json", "-f", str(fmt), str(deck)])
    violations = json.loads(result.stdout)["decks"][0]["violations"]
    [found] = [v for v in violations if v["rule"] == "classic-collection"]
    assert "Reshiram and Zekrom" in found["message"]


def test_the_rules_defaults_are_gym_leader_challenges(rules_data: RulesData) -> None:
    # The defaults sit below the rules data (rulesdata/options), which cannot read the compiled
    # formats without a loop through their compilation: this test keeps the two copies one.
    glc = rules_data.formats["glc"]["rules"]["classic-collection"]
    assert classic_collection.Options() == classic_collection.Options(
        set=glc["set"], allowed=tuple(glc["allowed"]))
