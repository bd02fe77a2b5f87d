"""The command-line contract: options, output shapes and exit codes that scripts rely on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import SMALL
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck import exitcodes, rulesdata
from deckcheck.cli import app

runner = CliRunner()



@pytest.fixture
def names_unchecked(tmp_path: Path) -> Path:
    """A format of a user who accepts names no catalog has checked: unknown-card is advice."""
    path = tmp_path / "names-unchecked.yaml"
    path.write_text("id: names-unchecked\nextends: unlimited\nrules: {unknown-card: warning}\n")
    return path


def test_legal_deck_exits_0(small_deck: Path, names_unchecked: Path) -> None:
    result = runner.invoke(app, ["check", "--format", str(names_unchecked), str(small_deck)])
    assert result.exit_code == exitcodes.LEGAL
    assert result.output.startswith(f"{small_deck}: LEGAL ")


def test_a_deck_with_undecided_points_exits_3_and_is_not_called_legal(small_deck: Path) -> None:
    # No catalog: the card names are not checked, and Standard legality cannot be decided.
    result = runner.invoke(app, ["check", str(small_deck)])
    assert result.exit_code == exitcodes.UNDECIDED
    assert result.output.startswith(f"{small_deck}: UNDECIDED (2 points to confirm with a judge)")
    assert ": LEGAL" not in result.output
    assert result.output.splitlines()[-1].endswith(": 0 legal, 1 undecided, 0 not legal")


def test_strict_makes_undecided_points_errors(small_deck: Path) -> None:
    result = runner.invoke(app, ["check", "--strict", str(small_deck), "--output", "json"])
    assert result.exit_code == exitcodes.ILLEGAL
    deck = json.loads(result.output)["decks"][0]
    assert deck["verdict"] == "not-legal"
    assert {(v["rule"], v["severity"], v["undecided"]) for v in deck["violations"]} == {
        ("unknown-card", "error", True), ("not-in-format", "error", True)}


def test_strict_comes_from_the_project_settings(small_deck: Path, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deckcheck.yaml").write_text("strict: true\n")
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["check", str(small_deck)]).exit_code == exitcodes.ILLEGAL
    relaxed = runner.invoke(app, ["check", "--no-strict", str(small_deck)])
    assert relaxed.exit_code == exitcodes.UNDECIDED


def test_illegal_deck_exits_1(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("5 Boss's Orders PAL 172\n55 Basic {L} Energy SVE 4\n1 Pikachu V\n")
    result = runner.invoke(app, ["check", str(path)])
    assert result.exit_code == exitcodes.ILLEGAL
    assert "copy-limit" in result.output


def test_unreadable_file_exits_1(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(bytes(range(256)))
    result = runner.invoke(app, ["check", str(path)])
    assert result.exit_code == exitcodes.ILLEGAL
    assert "not a text file" in result.output


def test_missing_path_is_a_usage_error() -> None:
    result = runner.invoke(app, ["check", "no/such/deck.txt"])
    assert result.exit_code == exitcodes.USAGE
    assert "no such file or directory" in result.output


def test_unknown_option_is_a_usage_error(small_deck: Path) -> None:
    assert runner.invoke(app, ["check", "--bogus", str(small_deck)]).exit_code == exitcodes.USAGE


def test_unknown_format_is_a_usage_error(small_deck: Path) -> None:
    result = runner.invoke(app, ["check", "--format", "nonsense", str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert "unknown format 'nonsense'" in result.output


def test_no_paths_and_no_settings_is_a_usage_error(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # Without settings naming the decklists (paths), a bare check does not guess a folder.
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["check"]).exit_code == exitcodes.USAGE


def test_standard_input(small_deck: Path) -> None:
    result = runner.invoke(app, ["check", "-", "--output", "json"], input=SMALL)
    assert result.exit_code == exitcodes.UNDECIDED
    assert json.loads(result.output)["decks"][0]["path"] == "<stdin>"


def test_directories_are_searched_recursively(tmp_path: Path) -> None:
    (tmp_path / "standard").mkdir()
    (tmp_path / "standard" / "a.txt").write_text(SMALL)
    (tmp_path / "b.txt").write_text(SMALL)
    (tmp_path / "README.md").write_text("# not a deck")
    result = runner.invoke(app, ["check", str(tmp_path), "--output", "json"])
    paths = [d["path"] for d in json.loads(result.output)["decks"]]
    assert [Path(p).name for p in paths] == ["b.txt", "a.txt"]


EXPECTED_JSON = """{
  "version": 1,
  "format": "unlimited",
  "data": {
    "formats_read": "READ",
    "formats_from": "shipped",
    "catalog_date": null
  },
  "decks": [
    {
      "path": "PATH",
      "format": "unlimited",
      "legal": false,
      "verdict": "not-legal",
      "counts": {
        "pokemon": 4,
        "trainer": 5,
        "energy": 51,
        "total": 60
      },
      "cards": [
        {
          "line": 2,
          "quantity": 4,
          "name": "Pikachu V",
          "text": "Pikachu V",
          "section": "pokemon",
          "zone": "deck",
          "set": "VIV",
          "number": "43"
        },
        {
          "line": 4,
          "quantity": 5,
          "name": "Boss's Orders",
          "text": "Boss's Orders (Ghetsis)",
          "section": "trainer",
          "zone": "deck",
          "set": "PAL",
          "number": "265"
        },
        {
          "line": 6,
          "quantity": 51,
          "name": "Basic Lightning Energy",
          "text": "Basic {L} Energy",
          "section": "energy",
          "zone": "deck",
          "set": "SVE",
          "number": "4"
        }
      ],
      "violations": [
        {
          "rule": "copy-limit",
          "severity": "error",
          "message": "5 cards named \\"Boss's Orders\\"; a deck may hold at most 4 cards with the same name",
          "lines": [
            4
          ],
          "cards": [
            "5 Boss's Orders (Ghetsis) PAL 265"
          ],
          "undecided": false
        },
        {
          "rule": "unknown-card",
          "severity": "warning",
          "message": "2 card names not checked against a card catalog; a misspelt name would count as a card of its own (run `deckcheck catalog update`)",
          "lines": [],
          "cards": [],
          "undecided": true
        }
      ]
    }
  ]
}
"""


def test_json_output_byte_for_byte(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("Pokémon: 1\n4 Pikachu V VIV 43\nTrainer: 1\n5 Boss’s Orders (Ghetsis) PAL 265"
                    "\nEnergy: 1\n51 Basic {L} Energy SVE 4\n", encoding="utf-8")
    result = runner.invoke(app, ["check", str(path), "--output", "json", "--format", "unlimited"])
    assert result.exit_code == exitcodes.ILLEGAL
    read = rulesdata.in_use().newest  # the day the shipped format data was read
    assert result.output == EXPECTED_JSON.replace("PATH", str(path)).replace("READ", read)


def test_json_legal_is_false_while_a_point_is_undecided(small_deck: Path) -> None:
    document = json.loads(runner.invoke(app, ["check", str(small_deck), "--output", "json"]).output)
    deck = document["decks"][0]
    assert (deck["legal"], deck["verdict"]) == (False, "undecided")
    assert all(v["severity"] == "warning" and v["undecided"] for v in deck["violations"])


def test_json_legal_is_true_with_advice_only(small_deck: Path, names_unchecked: Path) -> None:
    result = runner.invoke(app, ["check", "-f", str(names_unchecked), str(small_deck), "--output", "json"])
    deck = json.loads(result.output)["decks"][0]
    assert (deck["legal"], deck["verdict"]) == (True, "legal")
    assert [(v["severity"], v["undecided"]) for v in deck["violations"]] == [("warning", False)]


def test_github_annotations(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("4 Pikachu V VIV 43\n5 Boss's Orders PAL 172\n51 Basic {L} Energy SVE 4\n")
    result = runner.invoke(app, ["check", str(path), "--output", "github"])
    assert result.exit_code == exitcodes.ILLEGAL
    lines = result.output.splitlines()
    assert lines[0] == (f"::error file={path},line=2,title=copy-limit::5 cards named \"Boss's "
                        "Orders\"; a deck may hold at most 4 cards with the same name "
                        "(5 Boss's Orders PAL 172)")
    assert lines[1].startswith(f"::warning file={path},line=1,title=unknown-card (undecided)::")


def test_github_actions_makes_annotations_the_default(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("5 Boss's Orders PAL 172\n55 Basic {L} Energy SVE 4\n")
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    annotated = runner.invoke(app, ["check", str(path)]).output
    assert annotated.startswith(f"::error file={path},line=1,title=copy-limit::")
    monkeypatch.delenv("GITHUB_ACTIONS")
    assert "::error" not in runner.invoke(app, ["check", str(path)]).output


def test_name_same(tmp_path: Path) -> None:
    result = runner.invoke(app, ["name", "Gengar LIV. 43", "Gengar"])
    assert result.exit_code == 0
    assert "Same name" in result.output
    # One language per answer: English is quoted no Italian rulebook; Italian is.
    assert "Ma come si chiama davvero questo Pokémon?" not in result.output
    italian = runner.invoke(app, ["name", "Gengar LIV. 43", "Gengar", "--lang", "it"])
    assert "Ma come si chiama davvero questo Pokémon?" in italian.output


def test_one_name_asked_twice_is_the_same_name_by_the_copy_rule_not_a_spelling() -> None:
    result = runner.invoke(app, ["name", "Boss's Orders", "Boss's Orders"])
    assert result.exit_code == 0
    assert "both are written “Boss's Orders”" in result.output
    assert "spelt differently" not in result.output
    assert "4 cards with the same name" in result.output


def test_name_different(tmp_path: Path) -> None:
    result = runner.invoke(app, ["name", "Magnezone-ex", "Magnezone-EX"])
    assert result.exit_code == 1
    assert "Different names" in result.output
    assert "Appendice 3" not in result.output  # an Italian rulebook, for Italian readers
    assert "Appendice 3" in runner.invoke(app, ["name", "Magnezone-ex", "Magnezone-EX",
                                                "--lang", "it"]).output


def test_name_json() -> None:
    result = runner.invoke(app, ["name", "Meowth di Alola", "Alolan Meowth", "--json"])
    document = json.loads(result.output)
    assert document["same"] is True
    assert document["names"] == ["Alolan Meowth", "Alolan Meowth"]
    assert "regional" in document["reason"]


@pytest.mark.parametrize(("a", "b"), [
    ("Ordini del Capo", "Boss's Orders"),
    ("Determinación de Lylia", "Lillie's Determination"),
])
def test_name_in_another_language_without_a_catalog_cannot_be_told(a: str, b: str) -> None:
    # The same card, in Italian and Spanish: only the card catalog knows. "Different" would
    # let 4 + 4 copies pass; the answer is UNDECIDED's exit code, with how to get a catalog.
    result = runner.invoke(app, ["name", a, b])
    assert result.exit_code == exitcodes.NAMES_UNDECIDED
    assert "Cannot tell without a card catalog" in result.output
    assert "deckcheck catalog update" in result.output
    document = json.loads(runner.invoke(app, ["name", a, b, "--json"]).output)
    assert document["same"] is None and "owner" not in document["reason"]


def test_name_parts_the_rules_define_are_told_without_a_catalog() -> None:
    # ex / EX, an owner, a region: the names' words say it, whatever the language.
    for a, b in (("Pikachu ex", "Pikachu-EX"), ("Onix", "Brock's Onix"),
                 ("Vulpix", "Vulpix di Alola")):
        assert runner.invoke(app, ["name", a, b]).exit_code == exitcodes.DIFFERENT_NAMES


def test_name_group_is_the_same_for_deck_building() -> None:
    result = runner.invoke(app, ["name", "Lysandre", "Boss's Orders", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.output)["same"] is True


def test_name_owner_difference_cites_the_owner_rule() -> None:
    result = runner.invoke(app, ["name", "Geodude", "Geodude di Brock", "--json"])
    assert result.exit_code == 1
    assert "owner" in json.loads(result.output)["reason"]


def test_name_elite_four_symbol_spellings_are_one_name() -> None:
    result = runner.invoke(app, ["name", "Gallade 4", "Gallade E4"])
    assert result.exit_code == 0
    assert "Same name" in result.output and "rulebook" in result.output
    italian = runner.invoke(app, ["name", "Gallade 4", "Gallade E4", "--lang", "it"])
    assert "Glossario, Pokémon SP" in italian.output


def test_name_sp_symbol_makes_a_different_name() -> None:
    result = runner.invoke(app, ["name", "Gallade 4", "Gallade"])
    assert result.exit_code == 1
    assert "Different names" in result.output
    assert "“E4” is part of the name" in result.output


def test_name_level_x_rule_is_unchanged_beside_sp_symbols() -> None:
    result = runner.invoke(app, ["name", "Gallade LV.X", "Gallade", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.output)["names"] == ["Gallade", "Gallade"]


def test_rules_lists_every_rule_with_its_level() -> None:
    result = runner.invoke(app, ["rules"])
    assert result.exit_code == 0
    assert "team-not-evolving    warning  Advice" in result.output
    assert result.output.splitlines()[0].startswith("syntax ")


def test_rules_explains_one_with_its_options_and_examples() -> None:
    result = runner.invoke(app, ["rules", "copy-limit"])
    assert result.exit_code == 0
    assert "options: max = 4" in result.output and "formats: " in result.output
    assert "\nFails: " in result.output
    assert "\nPasses: " in result.output  # a verdict of its own line, as the docstring has it


@pytest.mark.parametrize("rule", ["copy-limit", "format-date", "data-age", "syntax"])
def test_rules_shows_the_docstring_as_text_not_markup(rule: str) -> None:
    # reStructuredText is for the code's readers: a terminal gets the words alone.
    shown = runner.invoke(app, ["rules", rule]).output
    assert ":mod:" not in shown and "``" not in shown and "**" not in shown
    assert max(len(line) for line in shown.splitlines()[6:]) <= 100


def test_rules_wraps_the_docstring_to_the_terminal() -> None:
    shown = runner.invoke(app, ["rules", "copy-limit"], env={"COLUMNS": "60"}).output
    body = shown.split("\n\n", 2)[2]
    assert max(map(len, body.splitlines())) <= 60
    assert "  • Names are compared as deckcheck.names.canonical canonicalises them" in shown.replace(
        "\n    ", " ")


def test_an_unknown_rule_is_a_usage_error() -> None:
    result = runner.invoke(app, ["rules", "copy-limits"])
    assert result.exit_code == exitcodes.USAGE and "unknown rule 'copy-limits'" in result.output


def test_every_output_name_has_a_reporter() -> None:
    from deckcheck.cli import Output
    from deckcheck.report import REPORTERS, Reporter, reporter_class

    assert set(REPORTERS) == {output.value for output in Output}
    assert all(issubclass(reporter_class(name), Reporter) for name in REPORTERS)


def test_the_console_script_checks_through_its_fast_path(small_deck: Path) -> None:
    import subprocess
    import sys

    script = Path(sys.executable).with_name("deckcheck")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "deckcheck"]
    fast = subprocess.run([*command, "check", str(small_deck), "--output", "json"],
                          capture_output=True, text=True, check=False)
    full = runner.invoke(app, ["check", str(small_deck), "--output", "json"])
    assert (fast.returncode, fast.stdout) == (full.exit_code, full.output)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20)


@given(json_values)
def test_the_json_reporter_writes_what_json_writes(value: object) -> None:
    from deckcheck.report.json_report import indented

    assert indented(value) == json.dumps(value, ensure_ascii=False, indent=2)


def test_the_json_report_of_real_lists_is_what_json_writes() -> None:
    """The cards and violations of a deck object are written from a template each (a batch's
    time): the report of the sample lists, every card and violation of each, is still byte for
    byte what json.dumps writes of the same document."""
    root = Path(__file__).resolve().parent.parent / "sample_decks"
    result = runner.invoke(app, ["check", "--output", "json", str(root)])
    document = json.loads(result.output)
    assert sum(len(deck["violations"]) for deck in document["decks"]) > 10
    assert result.output == json.dumps(document, ensure_ascii=False, indent=2) + "\n"


@pytest.mark.parametrize("written", ["Unit Energy LPM", "Unit Energy {L}{P}{M}",
                                     "Unit Energy L P M", "Unit Energy Lightning Psychic Metal"])
def test_name_unit_energy_by_letters_is_the_card_datas_name(written: str) -> None:
    """Issue 21: "Unit Energy LPM" and the card data's "Unit Energy LightningPsychicMetal" are
    one name, or four of each would pass."""
    result = runner.invoke(app, ["name", written, "Unit Energy LightningPsychicMetal"])
    assert result.exit_code == 0 and "Same name" in result.output


def test_name_unit_energies_of_other_types_are_other_names() -> None:
    result = runner.invoke(app, ["name", "Unit Energy GRW", "Unit Energy LPM"])
    assert result.exit_code == 1 and "Different names" in result.output
