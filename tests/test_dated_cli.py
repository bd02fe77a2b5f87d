"""--date, --next-rotation and `formats show --date` on the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app

runner = CliRunner()



@pytest.mark.parametrize("bad", ["2019-13-45", "16/08/2019", "2019-8-16"])
def test_a_bad_date_is_a_usage_error_in_one_line(small_deck: Path, bad: str) -> None:
    result = runner.invoke(app, ["check", "--date", bad, str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert result.output.count("\n") == 1 and "--date" in result.output
    assert "Traceback" not in result.output


def test_date_checks_the_format_of_that_day(small_deck: Path) -> None:
    result = runner.invoke(app, ["check", "--date", "2019-08-16", "--output", "json",
                                 str(small_deck)])
    document = json.loads(result.output)
    assert document["format"] == "standard@2019-08-16"


def test_a_format_named_with_a_day_is_that_days(small_deck: Path) -> None:
    result = runner.invoke(app, ["check", "-f", "expanded@2019-08-16", "--output", "json",
                                 str(small_deck)])
    assert json.loads(result.output)["format"] == "expanded@2019-08-16"


def test_date_comes_from_the_project_settings(small_deck: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deckcheck.yaml").write_text('format: expanded\ndate: "2019-08-16"\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", "--output", "json", str(small_deck)])
    assert json.loads(result.output)["format"] == "expanded@2019-08-16"


def test_a_toml_date_is_the_same_day_as_its_text(small_deck: Path, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.deckcheck]\nformat = "expanded"\n'
                                             "date = 2019-08-16\n")
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", "--output", "json", str(small_deck)])
    assert json.loads(result.output)["format"] == "expanded@2019-08-16"


def test_a_path_may_name_its_own_day(small_deck: Path, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deckcheck.yaml").write_text('paths:\n  "*.txt": standard@2019-08-16\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", "--output", "jsonl", str(small_deck)])
    assert json.loads(result.output.splitlines()[0])["format"] == "standard@2019-08-16"


def test_a_bad_date_in_the_settings_names_the_file(small_deck: Path, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deckcheck.yaml").write_text('date: "2019-13-45"\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert "deckcheck.yaml: line 1: date" in result.output


def test_date_on_the_command_line_outranks_a_paths_own_day(
        small_deck: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deckcheck.yaml").write_text('paths:\n  "*.txt": standard@2019-08-16\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", "--date", "2020-08-28", "--output", "jsonl",
                                 str(small_deck)])
    assert json.loads(result.output.splitlines()[0])["format"] == "standard@2020-08-28"


def test_a_format_file_of_ones_own_has_no_history_to_date(small_deck: Path,
                                                           tmp_path: Path) -> None:
    # Never silently undated: a 2026 list would pass a format "as of 2019" that ignored the day.
    mine = tmp_path / "mine.yaml"
    mine.write_text("id: mine\nextends: standard\nname: Mine\ndescription: mine\n")
    result = runner.invoke(app, ["check", "--format", str(mine), "--date", "2019-08-16",
                                 str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert "has no history" in result.stderr


def test_a_settings_date_does_not_pass_over_a_format_file(
        small_deck: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "mine.yaml").write_text("id: mine\nextends: standard\nname: Mine\n"
                                        "description: mine\n")
    (tmp_path / "deckcheck.yaml").write_text('format: mine.yaml\ndate: "2019-08-16"\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert "has no history" in result.stderr


def test_the_house_variant_asked_by_name_refuses_a_date(small_deck: Path) -> None:
    result = runner.invoke(app, ["check", "-f", "team-of-six", "--date", "2019-08-16",
                                 str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert "team-of-six has no history" in result.stderr


def test_a_settings_date_with_the_house_variant_as_the_format_is_refused(
        small_deck: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deckcheck.yaml").write_text('format: team-of-six\ndate: "2019-08-16"\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert "team-of-six has no history" in result.stderr


def test_export_follows_the_settings_date(small_deck: Path, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # Pikachu V VIV 43 (2020) cannot be on a sheet for 2019-08-16: export checks that day, as
    # check does, and refuses the list instead of printing a clean sheet.
    (tmp_path / "deckcheck.yaml").write_text('format: standard\ndate: "2019-08-16"\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["export", str(small_deck), "--to", "plain"])
    assert result.exit_code == exitcodes.ILLEGAL
    assert "Standard" in result.stderr


def test_export_takes_a_date(small_deck: Path) -> None:
    # A day before the history begins proves the date reached the format export checks with.
    result = runner.invoke(app, ["export", str(small_deck), "--to", "plain", "--force",
                                 "--date", "1990-01-01"])
    assert result.exit_code == exitcodes.USAGE
    assert "standard@1990-01-01" in result.stderr


def test_export_refuses_a_date_for_a_format_without_history(small_deck: Path) -> None:
    result = runner.invoke(app, ["export", str(small_deck), "--to", "plain", "-f",
                                 "team-of-six", "--date", "2019-08-16"])
    assert result.exit_code == exitcodes.USAGE


def test_a_dated_format_and_another_date_conflict(small_deck: Path) -> None:
    result = runner.invoke(app, ["check", "-f", "expanded@2019-08-16", "--date", "2020-01-01",
                                 str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert "two different days" in result.stderr


def test_unlimited_as_of_a_day_is_checked_by_that_days_pool(small_deck: Path) -> None:
    result = runner.invoke(app, ["check", "-f", "unlimited", "--date", "2001-01-01", "--output",
                                 "json", str(small_deck)])
    document = json.loads(result.output)
    assert document["format"] == "unlimited@2001-01-01"
    assert document["decks"][0]["verdict"] != "legal"  # Pikachu V VIV 43 is a 2020 card


def test_an_iso_week_date_is_not_a_day(small_deck: Path) -> None:
    result = runner.invoke(app, ["check", "--date", "2026-W31-6", str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert "write YYYY-MM-DD" in result.stderr


def test_deckcheck_today_takes_no_iso_week_date(small_deck: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_TODAY", "2026-W31-6")
    result = runner.invoke(app, ["check", str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert "DECKCHECK_TODAY" in result.stderr


def test_a_settings_date_before_the_history_names_the_settings_file(
        small_deck: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deckcheck.yaml").write_text('date: "1990-01-01"\n')
    monkeypatch.chdir(tmp_path)
    for command in (["check", str(small_deck)],
                    ["export", str(small_deck), "--to", "plain", "--force"]):
        result = runner.invoke(app, command)
        assert result.exit_code == exitcodes.USAGE
        assert str(tmp_path / "deckcheck.yaml") in result.stderr, command
        assert "begins on" in result.stderr


def test_a_command_line_date_before_the_history_names_no_settings_file(
        small_deck: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The settings chose Standard; the day that cannot be checked came from --date.
    (tmp_path / "deckcheck.yaml").write_text('format: standard\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", "--date", "2005-01-01", str(small_deck)])
    assert result.exit_code == exitcodes.USAGE
    assert "standard@2005-01-01" in result.stderr and "begins on" in result.stderr
    assert "deckcheck.yaml" not in result.stderr


def test_a_settings_date_for_the_house_variant_names_the_settings_date(
        small_deck: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deckcheck.yaml").write_text('format: team-of-six\ndate: "2019-08-16"\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", str(small_deck)])
    assert f"{tmp_path / 'deckcheck.yaml'}: date: team-of-six has no history" in result.stderr
    assert "--date" not in result.stderr


def test_the_rotation_preview_names_the_date(small_deck: Path) -> None:
    result = runner.invoke(app, ["check", "--date", "2026-02-01", "--next-rotation",
                                 str(small_deck)])
    assert "next-rotation" in result.output and "2026-04-10" in result.output


def test_formats_show_with_a_date_lists_the_pool_and_bans() -> None:
    result = runner.invoke(app, ["formats", "show", "expanded", "--date", "2019-08-16"])
    assert result.exit_code == 0
    assert "id: expanded@2019-08-16" in result.output
    assert "Hex Maniac" in result.output and "since: '2018-08-17'" in result.output


def test_formats_show_standard_on_a_day_lists_its_sets() -> None:
    result = runner.invoke(app, ["formats", "show", "standard", "--date", "2019-08-16"])
    assert "season: 2019-20" in result.output and "- UNM" in result.output


def test_checking_without_a_date_does_not_read_the_history(small_deck: Path) -> None:
    code = ("import sys\nfrom deckcheck.cli import main\nsys.argv = ['deckcheck', 'check', "
            f"{str(small_deck)!r}]\ntry:\n    main()\nexcept SystemExit:\n    pass\n"
            "assert 'deckcheck.formats.history' not in sys.modules, 'history imported'\n"
            "assert 'deckcheck.formats.dated' not in sys.modules, 'dated imported'\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    assert "imported" not in done.stderr, done.stderr
