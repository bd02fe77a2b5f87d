"""glc-rule-box: "Pokemon V, EX, GX, BREAK, Radiant Pokémon, ACE SPECs, and Prism Stars" are not
allowed in Gym Leader Challenge (GLC FAQ, gymleaderchallenge.com/faq)."""

import json
from pathlib import Path

import pytest
from helpers import check, errors
from typer.testing import CliRunner

from deckcheck import formats
from deckcheck.checker import Checker
from deckcheck.cli import app
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.options import glc_rule_box


def glc(rules_data: RulesData) -> Checker:
    return Checker(rules_data, formats.get(rules_data, "glc"))


@pytest.mark.parametrize("line", ["1 Charizard ex OBF 125", "1 Lugia V SIT 138",
                                  "1 Zoroark-GX SLG 53", "1 Radiant Greninja ASR 46",
                                  "1 Computer Search BCR 137", "1 Giratina ◇ UPR 58",
                                  "1 Greninja BREAK BKP 41", "1 M Venusaur-EX XY 2"])
def test_rule_box_cards_fail(rules_data: RulesData, line: str) -> None:
    assert len(errors(glc(rules_data), line + "\n", "glc-rule-box")) == 1


@pytest.mark.parametrize("line", ["1 Charizard OBF 26", "1 Ultra Ball SVI 196",
                                  "1 Tera Orb SSP 189"])
def test_plain_cards_pass(rules_data: RulesData, line: str) -> None:
    assert errors(glc(rules_data), line + "\n", "glc-rule-box") == []


def test_other_formats_allow_rule_box_cards(checker: Checker) -> None:
    result = check(checker, "1 Charizard ex OBF 125\n")
    assert not [v for v in result.violations if v.rule == "glc-rule-box"]


def test_a_format_selecting_the_rule_without_options_refuses_what_glc_adds(
        tmp_path: Path) -> None:
    # ``also`` defaults to data/formats/glc.yaml's (Radiant, ACE SPEC, Mega).
    fmt = tmp_path / "h.yaml"
    fmt.write_text("id: h\nextends: expanded\nrules: {glc-rule-box: error}\n", encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("1 Radiant Greninja ASR 46\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--output", "json", "-f", str(fmt), str(deck)])
    violations = json.loads(result.stdout)["decks"][0]["violations"]
    assert [v["severity"] for v in violations if v["rule"] == "glc-rule-box"] == ["error"]


def test_the_rules_default_is_gym_leader_challenges(rules_data: RulesData) -> None:
    glc = rules_data.formats["glc"]["rules"]["glc-rule-box"]
    assert glc_rule_box.Options() == glc_rule_box.Options(also=tuple(glc["also"]))
