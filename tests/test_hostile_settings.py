"""Settings and format files: aliases cannot expand, size and depth are bounded, every failure is
one line naming the file."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app

runner = CliRunner()
DECK = "Pokémon: 1\n4 Pikachu V SWSH 43\nEnergy: 1\n56 Basic {L} Energy SVE 4\n"
ALIAS_BOMB = "id: bomb\nextends: unlimited\nlol: &a [" + ", ".join(["lol"] * 9) + "]\n" \
    + "".join(f"l{n}: &{chr(98 + n)} [{', '.join(['*' + chr(97 + n)] * 9)}]\n" for n in range(9))


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.txt").write_text(DECK, encoding="utf-8")
    return tmp_path


def one_line_error(args: list[str], code: int = exitcodes.USAGE) -> str:
    started = time.perf_counter()
    result = runner.invoke(app, args)
    assert time.perf_counter() - started < 30  # generous: a bomb never finished at all
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == code, result.output
    lines = result.output.splitlines()
    assert len(lines) == 1 and lines[0].startswith("deckcheck: error: "), result.output
    return lines[0]


def test_an_alias_bomb_in_a_format_file_is_refused(project: Path) -> None:
    (project / "bomb.yaml").write_text(ALIAS_BOMB, encoding="utf-8")
    assert len(ALIAS_BOMB) < 500  # a few hundred bytes; billions of values once expanded
    line = one_line_error(["check", "--format", "bomb.yaml", "deck.txt"])
    assert "bomb.yaml" in line and "aliases" in line


def test_an_alias_bomb_in_deckcheck_yaml_is_refused(project: Path) -> None:
    (project / "deckcheck.yaml").write_text(ALIAS_BOMB, encoding="utf-8")
    assert "aliases" in one_line_error(["check", "deck.txt"])


@pytest.mark.parametrize("name, text", [
    ("deckcheck.yaml", "format: " + "[" * 500 + "]" * 500 + "\n"),
    ("deckcheck.yaml", "format:\n" + "".join("  " * n + "- \n" for n in range(1, 500))),
    ("pyproject.toml", "[tool.deckcheck]\nformat = " + "[" * 500 + "]" * 500 + "\n"),
    ("pyproject.toml", "tool = [1, 2]\n# tool.deckcheck\n"),
    ("pyproject.toml", "tool.deckcheck = 3\n"),
])
def test_malformed_settings_are_one_line(project: Path, name: str, text: str) -> None:
    (project / name).write_text(text, encoding="utf-8")
    assert name in one_line_error(["check", "deck.txt"])


def test_a_deeply_nested_format_file_is_one_line(project: Path) -> None:
    (project / "deep.yaml").write_text("id: deep\ndeck: " + "{a: " * 500 + "1" + "}" * 500,
                                       encoding="utf-8")
    assert "deep.yaml" in one_line_error(["check", "--format", "deep.yaml", "deck.txt"])


def test_a_huge_format_file_is_refused_by_size(project: Path) -> None:
    (project / "huge.yaml").write_text("id: huge\n" + "# padding\n" * 300_000, encoding="utf-8")
    assert "larger than" in one_line_error(["check", "--format", "huge.yaml", "deck.txt"])


def test_an_unknown_format_in_the_settings_names_the_settings_file(project: Path) -> None:
    (project / "deckcheck.yaml").write_text("format: nonesuch\n", encoding="utf-8")
    line = one_line_error(["check", "deck.txt"])
    assert "deckcheck.yaml" in line and "nonesuch" in line


def test_an_unknown_per_path_format_names_the_settings_file(project: Path) -> None:
    (project / "pyproject.toml").write_text(
        '[tool.deckcheck.paths]\n"*.txt" = "nonesuch"\n', encoding="utf-8")
    line = one_line_error(["check", "deck.txt"])
    assert "pyproject.toml" in line and "nonesuch" in line


def test_a_wrong_value_in_deckcheck_yaml_names_its_line(project: Path) -> None:
    (project / "deckcheck.yaml").write_text("format: standard\nstrict: true\npaths:\n  - 3\n",
                                            encoding="utf-8")
    assert one_line_error(["check", "deck.txt"]).endswith(
        "deckcheck.yaml: line 4: paths.0: expected text")


def test_a_wrong_value_in_pyproject_names_its_line_below_its_table(project: Path) -> None:
    (project / "pyproject.toml").write_text(
        '[project]\nname = "decks"\n\n[tool.deckcheck]\nformat = "standard"\nstrict = "no"\n',
        encoding="utf-8")
    assert one_line_error(["check", "deck.txt"]).endswith(
        "pyproject.toml: line 6: strict: expected true or false")


def test_a_value_either_kind_refuses_is_one_problem_without_pydantic_s_type_names(
        project: Path) -> None:
    # player.id is text or a number: a list is neither, said once, on its line.
    (project / "pyproject.toml").write_text(
        '[tool.deckcheck]\nformat = "standard"\n[tool.deckcheck.player]\nid = [1]\n',
        encoding="utf-8")
    line = one_line_error(["check", "deck.txt"])
    assert line.endswith("line 4: player.id: expected text / expected a whole number")


def test_a_wrong_option_in_a_format_file_names_its_line(project: Path) -> None:
    (project / "mine.yaml").write_text(
        "id: mine\nextends: standard\nrules:\n  copy-limit:\n    max: five\n",
        encoding="utf-8")
    assert "mine.yaml: line 5: rules.copy-limit.max: expected a whole number" \
        in one_line_error(["check", "--format", "mine.yaml", "deck.txt"])


def test_a_key_written_twice_in_a_format_file_is_refused(project: Path) -> None:
    # PyYAML keeps the last: the second `rules:` dropped the first's copy limit, a false LEGAL
    # against the user's own format (review 7).
    (project / "dup.yaml").write_text(
        "id: dup\nextends: unlimited\nname: D\nrules:\n  copy-limit: {max: 1}\n"
        "rules:\n  deck-size: {size: 60}\n", encoding="utf-8")
    assert one_line_error(["check", "-f", "dup.yaml", "deck.txt"]).endswith(
        "dup.yaml: line 6: 'rules' is written twice")


def test_a_key_written_twice_in_deckcheck_yaml_is_refused(project: Path) -> None:
    (project / "deckcheck.yaml").write_text("format: glc\nformat: standard\n", encoding="utf-8")
    assert "line 2: 'format' is written twice" in one_line_error(["check", "deck.txt"])


@pytest.mark.parametrize(("name", "text", "line"), [
    ("deckcheck.yaml", 'format: standard\ndate: "2019-13-45"\n', 2),
    ("pyproject.toml", '[tool.deckcheck]\nformat = "standard"\ndate = "2019-13-45"\n', 3),
])
def test_a_settings_date_no_calendar_has_names_its_line(project: Path, name: str, text: str,
                                                         line: int) -> None:
    # The form of a date, no day of the calendar: refused where the file is validated, so the
    # error names the line as every other wrong value's does (issue 21, left from review 7).
    (project / name).write_text(text, encoding="utf-8")
    assert one_line_error(["check", "deck.txt"]).endswith(
        f"{name}: line {line}: date: '2019-13-45' is not a date: write YYYY-MM-DD")


def test_an_item_of_a_multi_line_toml_array_is_named_on_its_own_line(project: Path) -> None:
    (project / "pyproject.toml").write_text(
        '[tool.deckcheck]\nformat = "standard"\npaths = [\n  "deck.txt",\n  3,\n]\n',
        encoding="utf-8")
    assert one_line_error(["check", "deck.txt"]).endswith(
        "pyproject.toml: line 5: paths.1: expected text")


def test_a_day_the_calendar_lacks_is_one_line_naming_it(project: Path) -> None:
    (project / "deckcheck.yaml").write_text("format: standard\nplayer:\n  birth_date: 2001-02-30\n",
                                            encoding="utf-8")
    assert one_line_error(["check", "deck.txt"]).endswith(
        "deckcheck.yaml: line 3: '2001-02-30' is not a date: write YYYY-MM-DD")


@pytest.mark.parametrize("table", [
    '[tool]\ndeckcheck = { format = "glc" }\n',
    '[tool]\ndeckcheck.format = "glc"\n',
    '[tool."deckcheck"]\nformat = "glc"\n',
])
def test_every_toml_way_of_writing_the_settings_table_is_read(project: Path, table: str) -> None:
    # Each once fell through to the default format, Standard (review 7).
    (project / "pyproject.toml").write_text(table, encoding="utf-8")
    result = runner.invoke(app, ["check", "--output", "jsonl", "deck.txt"])
    assert '"format": "glc"' in result.output, result.output


def test_an_unknown_rule_and_parent_name_their_lines(project: Path) -> None:
    (project / "mine.yaml").write_text("id: mine\nextends: unlimited\nname: M\nrules:\n"
                                       "  copy-limt: error\n", encoding="utf-8")
    assert "mine.yaml: line 5: rules: unknown rule 'copy-limt'" in one_line_error(
        ["check", "-f", "mine.yaml", "deck.txt"])
    (project / "mine.yaml").write_text("id: mine\nextends: standrad\n", encoding="utf-8")
    assert "mine.yaml: line 2: extends: unknown format 'standrad'" in one_line_error(
        ["check", "-f", "mine.yaml", "deck.txt"])


def test_problems_are_listed_in_the_file_s_order(project: Path) -> None:
    (project / "pyproject.toml").write_text(
        '[tool.deckcheck]\nmax-data-age = -1\nstrict = "no"\nformat = 3\n', encoding="utf-8")
    result = runner.invoke(app, ["check", "deck.txt"])
    lines = [int(part.split(" ")[1]) for part in result.output.split(": ") if
             part.startswith("line ")]
    assert lines == sorted(lines) and len(lines) == 3, result.output


def test_a_settings_problem_is_said_in_the_reader_s_language(project: Path) -> None:
    (project / "pyproject.toml").write_text('[tool.deckcheck]\nstrict = "no"\n', encoding="utf-8")
    result = runner.invoke(app, ["--lang", "it", "check", "deck.txt"])
    assert result.exit_code == exitcodes.USAGE
    assert result.output.startswith("deckcheck: errore: ") and result.output.rstrip().endswith(
        "pyproject.toml: riga 2: strict: atteso true o false")


def test_a_deckcheck_table_in_another_letter_case_is_refused(project: Path) -> None:
    """TOML keys are case-sensitive, so ``[tool.Deckcheck]`` is no table of deckcheck's: read as
    no settings, a GLC club's four-of list was LEGAL as Standard. It is refused, naming the table
    and the spelling that is read."""
    (project / "pyproject.toml").write_text('[tool.Deckcheck]\nformat = "glc"\n',
                                            encoding="utf-8")
    line = one_line_error(["check", "deck.txt"])
    assert "pyproject.toml" in line and "[tool.Deckcheck]" in line
    assert "[tool.deckcheck]" in line


@pytest.mark.parametrize("name", [".deckcheck.yaml", "deckcheck.YML", "deckcheck.toml",
                                  "DeckCheck.json"])
def test_a_settings_file_deckcheck_does_not_read_is_refused_not_skipped(
        project: Path, name: str) -> None:
    """A file a user may take for deckcheck's settings, which deckcheck does not read: skipped,
    its GLC club's lists would be checked as Standard, unsaid. Refused, naming it."""
    (project / name).write_text("format: glc\n", encoding="utf-8")
    line = one_line_error(["check", "deck.txt"])
    assert name in line and "deckcheck.yaml" in line
