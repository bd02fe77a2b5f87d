"""``--output sarif``: a SARIF 2.1.0 log that the OASIS schema accepts (tests/sarif/README.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft4Validator
from typer.testing import CliRunner

from deckcheck.cli import app

SCHEMA = json.loads((Path(__file__).parent / "sarif" / "sarif-schema-2.1.0.json")
                    .read_text(encoding="utf-8"))
TOO_MANY = "5 Boss's Orders PAL 172\n54 Basic {L} Energy SVE 4\n1 Pikachu V VIV 43\n"
runner = CliRunner()


def sarif(*paths: Path, extra: tuple[str, ...] = ()) -> dict[str, Any]:
    result = runner.invoke(app, ["check", "--output", "sarif", *extra, *map(str, paths)])
    log: dict[str, Any] = json.loads(result.stdout)
    return log


@pytest.fixture
def illegal(tmp_path: Path) -> Path:
    path = tmp_path / "boss.txt"
    path.write_text(TOO_MANY, encoding="utf-8")
    return path


def test_the_log_is_valid_sarif_2_1_0(illegal: Path) -> None:
    Draft4Validator(SCHEMA).validate(sarif(illegal, illegal))


def test_a_broken_rule_is_an_error_result_on_its_line(illegal: Path) -> None:
    results = sarif(illegal)["runs"][0]["results"]
    copies = next(r for r in results if r["ruleId"] == "copy-limit")
    assert copies["level"] == "error"
    assert copies["locations"][0]["physicalLocation"]["region"]["startLine"] == 1
    assert "Boss's Orders" in copies["message"]["text"]


def test_an_undecided_point_is_a_warning_marked_undecided(illegal: Path) -> None:
    # Without a card catalog the names are unchecked: a point a judge must confirm.
    results = sarif(illegal)["runs"][0]["results"]
    unchecked = next(r for r in results if r["ruleId"] == "unknown-card")
    assert unchecked["level"] == "warning"
    assert unchecked["properties"]["undecided"] is True


def test_every_result_points_at_its_rule_descriptor(illegal: Path) -> None:
    run = sarif(illegal)["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert all(rules[r["ruleIndex"]]["id"] == r["ruleId"] for r in run["results"])


def test_a_relative_path_stays_a_relative_uri(illegal: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(illegal.parent)
    result = sarif(Path(illegal.name))["runs"][0]["results"][0]
    assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "boss.txt"


def test_a_run_without_violations_has_no_results(tmp_path: Path) -> None:
    path = tmp_path / "ok.txt"
    path.write_text("4 Pikachu V VIV 43\n56 Basic {L} Energy SVE 4\n", encoding="utf-8")
    lenient = tmp_path / "lenient.yaml"
    lenient.write_text("id: lenient\nextends: unlimited\nrules: {unknown-card: off}\n")
    log = sarif(path, extra=("--format", str(lenient)))
    assert log["runs"][0]["results"] == []
    Draft4Validator(SCHEMA).validate(log)


def test_rule_help_is_markdown_without_sphinx_markup_and_links_to_the_readme(
        illegal: Path) -> None:
    rules = {rule["id"]: rule for rule in sarif(illegal)["runs"][0]["tool"]["driver"]["rules"]}
    copies = rules["copy-limit"]
    assert "`deckcheck.names.canonical`" in copies["help"]["markdown"]
    assert "**Fails**" in copies["help"]["markdown"]
    for rule in rules.values():
        for text in (rule["fullDescription"]["text"], rule["help"]["markdown"],
                     rule["shortDescription"]["text"]):
            assert ":mod:" not in text and "``" not in text
        assert rule["helpUri"].endswith("#rules")
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    assert "\n## Rules\n" in readme  # the section #rules names


def test_standard_input_is_named_as_the_command_line_names_it() -> None:
    result = runner.invoke(app, ["check", "--output", "sarif", "-"], input=TOO_MANY)
    log = json.loads(result.stdout)
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for r in log["runs"][0]["results"]}
    assert uris == {"-"}
    Draft4Validator(SCHEMA).validate(log)


def test_the_invocation_carries_the_exit_code(illegal: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["check", "--output", "sarif", str(illegal)])
    invocation = json.loads(result.stdout)["runs"][0]["invocations"]
    assert invocation == [{"executionSuccessful": True, "exitCode": result.exit_code}]
    assert result.exit_code == 1
