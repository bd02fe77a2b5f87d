"""Formats are data: shipped files, files that extend them, and a user's own file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck import exitcodes, formats
from deckcheck.cli import app
from deckcheck.errors import DataError, UsageError
from deckcheck.rulesdata import RulesData

runner = CliRunner()
DECK = ("4 Pikachu V VIV 43\n1 Boss's Orders PAL 172\n1 Boss's Orders PAL 265\n"
        "24 Basic {L} Energy SVE 4\n")


def write(tmp_path: Path, text: str, name: str = "my-format.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def options(game_format: formats.GameFormat, rule: str) -> dict[str, object]:
    setting = game_format.setting(rule)
    assert setting is not None, f"{game_format.id} does not select {rule}"
    return dict(setting.options)


def test_a_user_format_extends_a_shipped_one(tmp_path: Path, rules_data: RulesData) -> None:
    path = write(tmp_path, "id: singleton-30\nextends: unlimited\nname: Singleton 30\n"
                           "rules: {deck-size: {size: 30}, copy-limit: {max: 1}}\n")
    chosen = formats.get(rules_data, str(path))
    assert chosen.name == "Singleton 30"
    assert (options(chosen, "deck-size"), options(chosen, "copy-limit")) == ({"size": 30},
                                                                             {"max": 1})
    assert chosen.description == formats.get(rules_data, "unlimited").description  # inherited
    assert chosen.setting("basic-pokemon") is not None  # and the rules it does not change


def test_a_user_format_changes_the_verdict(tmp_path: Path) -> None:
    path = write(tmp_path, "id: half\nextends: unlimited\n"
                           "rules: {deck-size: {size: 30}, copy-limit: {max: 1}}\n")
    deck = write(tmp_path, DECK, "deck.txt")
    result = runner.invoke(app, ["check", "--format", str(path), str(deck), "--output", "json"])
    assert result.exit_code == 1
    assert '"rule": "copy-limit"' in result.output  # 2 Boss's Orders, 1 allowed
    assert '"rule": "deck-size"' not in result.output  # 30 cards is right here


def test_every_problem_in_a_format_file_is_named(tmp_path: Path,
                                                  rules_data: RulesData) -> None:
    path = write(tmp_path, "id: Bad Id\nextends: unlimited\ncolour: red\n")
    with pytest.raises(DataError) as error:
        formats.get(rules_data, str(path))
    message = str(error.value)
    assert "id: not written as expected" in message
    assert "colour: no such key" in message


def test_every_problem_in_a_rules_mapping_is_named(tmp_path: Path,
                                                   rules_data: RulesData) -> None:
    path = write(tmp_path, "id: bad\nextends: unlimited\n"
                           "rules: {deck-size: {size: many}, copy-limit: {max_copies: 4}}\n")
    with pytest.raises(DataError) as error:
        formats.get(rules_data, str(path))
    message = str(error.value)
    assert "line 3: rules.deck-size.size: expected a whole number" in message
    assert "line 3: rules.copy-limit.max_copies: no such key" in message


def test_a_format_file_of_deckcheck_0_1_says_how_it_is_written_now(
        tmp_path: Path, rules_data: RulesData) -> None:
    path = write(tmp_path, "id: old\nextends: unlimited\ndeck: {size: 30}\n"
                           "levels: {deck-size: off}\n")
    with pytest.raises(DataError) as error:
        formats.get(rules_data, str(path))
    assert "deck: is now written rules: {deck-size: {size: N}" in str(error.value)
    assert "levels: is now written rules: {RULE: warning}" in str(error.value)


def test_an_unknown_parent_is_named(tmp_path: Path, rules_data: RulesData) -> None:
    path = write(tmp_path, "id: x\nextends: standrad\n")
    with pytest.raises(DataError, match="extends: unknown format 'standrad'"):
        formats.get(rules_data, str(path))


def test_a_bad_format_file_is_a_usage_error_on_the_command_line(tmp_path: Path) -> None:
    path = write(tmp_path, "id: x\nname: X\ndescription: d\nrules: {deck-size: {size: x}}\n")
    deck = write(tmp_path, DECK, "deck.txt")
    result = runner.invoke(app, ["check", "--format", str(path), str(deck)])
    assert result.exit_code == 2
    assert "line 4: rules.deck-size.size" in result.output


def test_missing_format_file(rules_data: RulesData) -> None:
    with pytest.raises(UsageError, match="no such format file"):
        formats.get(rules_data, "nowhere/format.yaml")


def test_a_folder_named_as_a_format_file_is_said_to_be_a_folder(rules_data: RulesData,
                                                                  tmp_path: Path) -> None:
    """"--format formats/" names a folder that exists: "no such format file" would be untrue."""
    with pytest.raises(UsageError, match=r"is a folder; name a format file \(\.yaml\)"):
        formats.get(rules_data, f"{tmp_path}/")


def test_formats_lists_each_with_a_description() -> None:
    result = runner.invoke(app, ["formats"])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert [line.split()[0] for line in lines] == [
        "expanded", "glc", "standard", "team-of-six", "trainer-kit", "unlimited"]
    assert all(len(line.split(maxsplit=1)) == 2 for line in lines)  # each has a description
    assert [line.split()[0] for line in lines if line.endswith("(default)")] == ["standard"]


def test_formats_show_prints_effective_settings(tmp_path: Path) -> None:
    path = write(tmp_path, "id: half\nextends: unlimited\nrules: {deck-size: {size: 30}}\n")
    result = runner.invoke(app, ["formats", "show", str(path)])
    assert "deck-size:\n    level: error\n    size: 30" in result.output
    assert "copy-limit:\n    level: error\n    max: 4" in result.output  # inherited


def test_github_annotations_are_chosen_under_github_actions(tmp_path: Path) -> None:
    deck = write(tmp_path, DECK, "deck.txt")
    result = runner.invoke(app, ["check", str(deck)], env={"GITHUB_ACTIONS": "true"})
    assert result.output.startswith("::")
    plain = runner.invoke(app, ["check", str(deck), "--output", "text"],
                          env={"GITHUB_ACTIONS": "true"})
    assert not plain.output.startswith("::")


def test_a_deck_repository_sets_formats_per_path(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, "id: half\nextends: unlimited\n"
                    "rules: {deck-size: {size: 30}, copy-limit: {max: 1}}\n", "half.yaml")
    write(tmp_path, '[tool.deckcheck]\nformat = "unlimited"\n'
                    '[tool.deckcheck.paths]\n"decks/half/**" = "half.yaml"\n', "pyproject.toml")
    (tmp_path / "decks" / "half").mkdir(parents=True)
    write(tmp_path / "decks" / "half", DECK, "a.txt")
    write(tmp_path / "decks", DECK, "b.txt")
    monkeypatch.chdir(tmp_path / "decks")  # the nearest settings above apply; paths are theirs
    result = runner.invoke(app, ["check", ".", "--output", "json"])
    decks = {Path(d["path"]).name: d for d in __import__("json").loads(result.output)["decks"]}
    assert decks["a.txt"]["format"] == "half" and decks["b.txt"]["format"] == "unlimited"
    assert {v["rule"] for v in decks["a.txt"]["violations"] if v["severity"] == "error"} == {
        "copy-limit"}
    assert {v["rule"] for v in decks["b.txt"]["violations"] if v["severity"] == "error"} == {
        "deck-size"}


def test_an_explicit_format_overrides_the_project(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, "format: nonsense\n", "deckcheck.yaml")
    deck = write(tmp_path, DECK, "deck.txt")
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["check", str(deck)]).exit_code == 2  # unknown format 'nonsense'
    assert runner.invoke(app, ["check", "--format", "unlimited", str(deck)]).exit_code == 1


def test_a_bad_project_setting_names_its_key(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, "formats: unlimited\n", "deckcheck.yaml")
    deck = write(tmp_path, DECK, "deck.txt")
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", str(deck)])
    assert result.exit_code == 2 and "formats: no such key" in result.output


def test_bad_settings_are_refused_on_every_run(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # Valid settings are remembered (so pydantic is not imported on every run); bad ones never.
    write(tmp_path, "[tool.deckcheck]\nformat = 5\n", "pyproject.toml")
    deck = write(tmp_path, DECK, "deck.txt")
    monkeypatch.chdir(tmp_path)
    for _ in range(2):
        result = runner.invoke(app, ["check", str(deck)])
        assert result.exit_code == 2 and "format: expected text" in result.output


def test_remembered_settings_give_the_same_formats(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, '[tool.deckcheck]\nformat = "unlimited"\n', "pyproject.toml")
    deck = write(tmp_path, DECK, "deck.txt")
    monkeypatch.chdir(tmp_path)
    runs = [runner.invoke(app, ["check", str(deck), "--output", "json"]).output for _ in range(2)]
    assert runs[0] == runs[1] and '"format": "unlimited"' in runs[0]


def test_trainer_kit_half_decks_have_30_cards(rules_data: RulesData) -> None:
    # "i Trainer Kit, che contengono due mazzi da 30 carte" (rulebook 004)
    kit = formats.get(rules_data, "trainer-kit")
    assert (options(kit, "deck-size"), options(kit, "copy-limit")) == ({"size": 30}, {"max": 4})


def test_level_warning_turns_the_error_into_a_warning(tmp_path: Path) -> None:
    path = write(tmp_path, "id: lenient\nextends: unlimited\nrules: {deck-size: warning}\n")
    deck = write(tmp_path, DECK, "deck.txt")  # 30 cards
    result = runner.invoke(app, ["check", "--format", str(path), str(deck), "--output", "json"])
    assert result.exit_code == exitcodes.UNDECIDED  # no catalog: the names are not checked
    assert '"rule": "deck-size",\n          "severity": "warning"' in result.output
    assert json.loads(result.output)["decks"][0]["verdict"] == "undecided"


def test_level_warning_keeps_the_inherited_options(rules_data: RulesData, tmp_path: Path) -> None:
    path = write(tmp_path, "id: lenient\nextends: trainer-kit\nrules: {deck-size: warning}\n")
    setting = formats.get(rules_data, str(path)).setting("deck-size")
    assert setting is not None and (setting.level, dict(setting.options)) == ("warning",
                                                                             {"size": 30})


def test_off_drops_a_rule(tmp_path: Path) -> None:
    # A bare `off` is YAML 1.1's false: read as "off", as a person means it.
    path = write(tmp_path, "id: casual\nextends: unlimited\nrules:\n  deck-size: off\n")
    deck = write(tmp_path, DECK, "deck.txt")
    result = runner.invoke(app, ["check", "--format", str(path), str(deck), "--output", "json"])
    assert result.exit_code == exitcodes.UNDECIDED  # no catalog: the names are not checked
    assert '"rule": "deck-size"' not in result.output


def test_level_off_in_a_mapping_drops_a_rule(tmp_path: Path, rules_data: RulesData) -> None:
    # `{level: off}` is YAML 1.1's false too: not "False is not error, warning or off".
    path = write(tmp_path, "id: casual\nextends: unlimited\nrules: {deck-size: {level: off}}\n")
    assert formats.get(rules_data, str(path)).setting("deck-size") is None


def test_rules_name_only_existing_rules(tmp_path: Path, rules_data: RulesData) -> None:
    path = write(tmp_path, "id: typo\nextends: unlimited\nrules: {deck-sise: off}\n")
    with pytest.raises(DataError, match="rules: unknown rule 'deck-sise'"):
        formats.get(rules_data, str(path))


def test_every_problem_of_a_format_file_is_reported_at_once(tmp_path: Path,
                                                             rules_data: RulesData) -> None:
    # A key the file may not have, and two options of the wrong type: three lines, one run.
    path = write(tmp_path, "id: bad\nextends: unlimited\nbogus: 1\n"
                           "rules: {deck-size: {size: thirty}, copy-limit: {max: many}}\n")
    with pytest.raises(DataError) as raised:
        formats.get(rules_data, str(path))
    problems = str(raised.value).splitlines()
    assert [p.split(": ")[1:3] for p in problems] == [["line 3", "bogus"],
                                                     ["line 4", "rules.deck-size.size"],
                                                     ["line 4", "rules.copy-limit.max"]]


def test_a_level_is_error_warning_or_off(tmp_path: Path, rules_data: RulesData) -> None:
    path = write(tmp_path, "id: typo\nextends: unlimited\nrules: {deck-size: loud}\n")
    with pytest.raises(DataError, match=r"rules\.deck-size\.level: 'loud'"):
        formats.get(rules_data, str(path))


def test_the_variant_records_its_advice_as_warnings(rules_data: RulesData) -> None:
    variant = formats.get(rules_data, "team-of-six")
    levels = {setting.rule: setting.level for setting in variant.rules}
    assert (levels["team-not-evolving"], levels["team-special-energy"]) == ("warning", "warning")
    assert "basic-pokemon" not in levels  # off: the variant's deck holds no Pokémon
    assert (options(variant, "deck-size"), options(variant, "team-size")) == ({"size": 50},
                                                                              {"size": 6})


def test_an_unknown_format_suggests_the_nearest(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Pikachu V VIV 43\n56 Basic {L} Energy SVE 4\n", encoding="utf-8")
    result = runner.invoke(app, ["check", "--format", "standrad", str(deck)])
    assert result.exit_code == 2
    assert "unknown format 'standrad' (did you mean standard?)" in result.stderr
    far = runner.invoke(app, ["check", "--format", "zzz", str(deck)])
    assert "did you mean" not in far.stderr and "known formats:" in far.stderr


def test_options_quoted_into_one_text_are_no_level(tmp_path: Path, rules_data: RulesData) -> None:
    # `copy-limit: "max: 1"` (review 7) was reported as a level, a key the user never wrote.
    path = write(tmp_path, 'id: typo\nextends: unlimited\nrules: {copy-limit: "max: 1"}\n')
    with pytest.raises(DataError, match=r"rules\.copy-limit: write off, error, warning or a "
                                        r"mapping of options"):
        formats.get(rules_data, str(path))
