"""The rule registry and the data files hold together."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from deckcheck import rules
from deckcheck.errors import DataError
from deckcheck.names.canonical import NameRules
from deckcheck.rules import ALL_RULES, RULES_BY_ID
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.resources import data_dir
from deckcheck.rulesdata.schema import compile_data

RULE_DIR = Path(rules.__file__).parent


def test_every_rule_module_is_registered() -> None:
    modules = {p.stem for p in RULE_DIR.glob("*.py")} - {"__init__", "base"}
    registered = {rule.__name__.rsplit(".", 1)[1] for rule in ALL_RULES}  # type: ignore[attr-defined]
    assert modules == registered


def test_rule_ids_are_kebab_case_and_the_registry_holds_each_rule_once() -> None:
    assert list(RULES_BY_ID) == [rule.ID for rule in ALL_RULES]
    for rule_id in RULES_BY_ID:
        assert re.fullmatch(r"[a-z]+(-[a-z0-9]+)*", rule_id), rule_id


def test_two_rules_with_one_id_are_refused() -> None:
    first = ALL_RULES[0]
    with pytest.raises(RuntimeError, match="two rules share the id"):
        rules._registry((first, first))


@pytest.mark.parametrize("rule", ALL_RULES, ids=lambda r: r.ID)
def test_every_rule_documents_what_fails_and_passes(rule: object) -> None:
    doc = rule.__doc__ or ""
    assert "**Fails**" in doc and "**Passes**" in doc


@pytest.mark.parametrize("rule", ALL_RULES, ids=lambda r: r.ID)
def test_every_rule_cites_a_rule_text(rule: object, rules_data: RulesData) -> None:
    assert rule.ID in rules_data.citations  # type: ignore[attr-defined]


@pytest.mark.parametrize("rule", ALL_RULES, ids=lambda r: r.ID)
def test_every_rule_has_a_test_file(rule: object) -> None:
    name = rule.__name__.rsplit(".", 1)[1]  # type: ignore[attr-defined]
    assert (Path(__file__).parent / "rules" / f"test_{name}.py").exists()


def test_shipped_data_compiles() -> None:
    compiled = compile_data(data_dir())
    assert set(compiled["languages"]) == {"en", "it", "es", "pt", "fr", "de"}
    assert "unlimited" in compiled["formats"]


@pytest.mark.parametrize("stem", ["ace_spec", "radiant", "prism_star", "pokemon_star",
                                  "copy_limits", "v_union", "not_tournament_legal"])
def test_card_lists_spell_names_canonically(rules_data: RulesData, stem: str,
                                            name_rules: NameRules) -> None:
    # identify.py looks these tables up by folded canonical name without re-running the rules.
    for card in rules_data.raw[stem]["cards"]:
        assert name_rules.canonical(card["name"]).display == card["name"]


def test_fossil_trainer_and_restored_names_are_canonical(rules_data: RulesData,
                                                         name_rules: NameRules) -> None:
    not_basic = rules_data.not_basic
    names = [*not_basic["fossil_trainers"], *(c["name"] for c in not_basic["restored"])]
    for name in names:
        assert name_rules.canonical(name).display == name


def test_ace_spec_list_matches_the_fact_sheet(rules_data: RulesData) -> None:
    # data/cards/ace_spec.yaml: 46 prints, 39 names.
    cards = rules_data.card_list("ace_spec")["cards"]
    assert len(cards) == 39
    assert sum(len(card["prints"]) for card in cards) == 46


def test_a_bad_data_file_names_the_file_and_the_key(tmp_path: Path) -> None:
    import shutil

    copy = tmp_path / "data"
    shutil.copytree(data_dir(), copy)
    (copy / "formats" / "unlimited.yaml").write_text(
        "id: unlimited\nname: U\ndescription: d\nrules: {deck-size: {size: 60, sise: 1}}\n")
    with pytest.raises(DataError) as error:
        compile_data(copy)
    assert "data/formats/unlimited.yaml: line 4: rules.deck-size.sise: no such key" in str(
        error.value)


def test_every_suffix_needs_its_facts(tmp_path: Path) -> None:
    import shutil

    copy = tmp_path / "data"
    shutil.copytree(data_dir(), copy)
    text = (copy / "suffixes.yaml").read_text(encoding="utf-8")
    (copy / "suffixes.yaml").write_text(
        "\n".join(line for line in text.splitlines() if not line.startswith("VSTAR:")),
        encoding="utf-8")
    with pytest.raises(DataError, match=r"data/suffixes\.yaml: needs exactly"):
        compile_data(copy)


def test_sp_symbols_need_a_known_citation(tmp_path: Path) -> None:
    import shutil

    copy = tmp_path / "data"
    shutil.copytree(data_dir(), copy)
    text = (copy / "sp_symbols.yaml").read_text(encoding="utf-8")
    (copy / "sp_symbols.yaml").write_text(text.replace("citation: name-sp", "citation: name-zz"),
                                         encoding="utf-8")
    with pytest.raises(DataError, match=r"data/sp_symbols\.yaml: citation: unknown 'name-zz'"):
        compile_data(copy)


def test_the_readme_rule_table_is_generated_from_the_rules(rules_data: RulesData) -> None:
    from deckcheck.report.ruledocs import markdown_table

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert markdown_table(rules_data) in readme, "run `deckcheck rules --markdown` into README"


def test_every_rule_explains_itself_with_an_example(rules_data: RulesData) -> None:
    from deckcheck.report.ruledocs import explain

    for rule in ALL_RULES:
        text = explain(rule.ID, rules_data)
        assert "\nFails" in text or "\nPasses" in text, rule.ID
        assert f"default level: {rule.LEVEL}" in text


def test_every_basic_energy_type_has_its_live_symbol(tmp_path: Path) -> None:
    import shutil

    copy = tmp_path / "data"
    shutil.copytree(data_dir(), copy)
    text = (copy / "energy.yaml").read_text(encoding="utf-8").replace("  fairy: Y\n", "")
    (copy / "energy.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match="no symbol for fairy"):
        compile_data(copy)
