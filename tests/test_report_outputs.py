"""Where a check's reports go, and the small habits of a terminal: ``--output FORMAT[:FILE]``,
``-o`` / ``--output-file`` (the same kind of thing as ``export -o``), ``--overwrite``,
``--quiet`` and ``--color``."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from helpers import SMALL
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app
from deckcheck.terminal import wants_color

runner = CliRunner()
TOO_MANY = "5 Boss's Orders PAL 172\n54 Basic {L} Energy SVE 4\n1 Pikachu V VIV 43\n"


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "boss.txt").write_text(TOO_MANY, encoding="utf-8")
    (tmp_path / "decks" / "small.txt").write_text(SMALL, encoding="utf-8")
    return tmp_path / "decks"


def test_one_run_writes_annotations_to_the_log_and_sarif_to_a_file(decks: Path) -> None:
    (decks.parent / "out").mkdir()
    result = runner.invoke(app, ["check", "decks", "--output", "github",
                                 "--output", "sarif:out/deckcheck.sarif"])
    assert result.exit_code == exitcodes.ILLEGAL
    assert result.stdout.startswith("::")
    log = json.loads((decks.parent / "out" / "deckcheck.sarif").read_text(encoding="utf-8"))
    assert {r["ruleId"] for r in log["runs"][0]["results"]} >= {"copy-limit"}
    assert result.stdout.count("::error") == sum(
        r["level"] == "error" for r in log["runs"][0]["results"])


def test_a_report_file_is_not_written_into_a_missing_folder(decks: Path) -> None:
    result = runner.invoke(app, ["check", "decks", "--output", "sarif:nowhere/x.sarif"])
    assert result.exit_code == exitcodes.USAGE and "nowhere/x.sarif" in result.stderr


def test_o_names_the_report_file_as_in_export(decks: Path) -> None:
    result = runner.invoke(app, ["check", "decks", "--output", "json", "-o", "report.json"])
    assert result.stdout == ""
    document = json.loads(Path("report.json").read_text(encoding="utf-8"))
    assert len(document["decks"]) == 2


def test_an_old_script_s_o_json_still_means_the_format_and_says_so(decks: Path) -> None:
    result = runner.invoke(app, ["check", "decks", "-o", "json"])
    assert json.loads(result.stdout)["version"] == 1
    assert "-o json reads as --output json" in result.stderr
    assert not Path("json").exists()


def test_o_with_a_path_names_a_file_even_if_it_spells_a_format(decks: Path) -> None:
    runner.invoke(app, ["check", "decks", "-o", "./json"])
    assert "NOT LEGAL" in Path("json").read_text(encoding="utf-8")


def test_an_existing_report_file_is_replaced_only_with_overwrite(decks: Path) -> None:
    Path("report.md").write_text("mine\n", encoding="utf-8")
    refused = runner.invoke(app, ["check", "decks", "--output", "markdown:report.md"])
    assert refused.exit_code == exitcodes.USAGE and "--overwrite" in refused.stderr
    assert Path("report.md").read_text(encoding="utf-8") == "mine\n"
    runner.invoke(app, ["check", "decks", "--output", "markdown:report.md", "--overwrite"])
    assert "| decks/boss.txt |" in Path("report.md").read_text(encoding="utf-8")


def test_a_decklist_the_run_checks_is_never_the_report_file(decks: Path) -> None:
    before = (decks / "small.txt").read_text(encoding="utf-8")
    result = runner.invoke(app, ["check", "decks/small.txt", "-o", "decks/small.txt",
                                 "--overwrite"])
    assert result.exit_code == exitcodes.USAGE
    assert (decks / "small.txt").read_text(encoding="utf-8") == before


def test_two_reports_cannot_share_standard_output(decks: Path) -> None:
    result = runner.invoke(app, ["check", "decks", "--output", "json", "--output", "github"])
    assert result.exit_code == exitcodes.USAGE and "standard output" in result.stderr


def test_an_unknown_report_format_suggests_the_nearest(decks: Path) -> None:
    result = runner.invoke(app, ["check", "decks", "--output", "sarf"])
    assert result.exit_code == exitcodes.USAGE
    assert "unknown report format 'sarf' (did you mean sarif?)" in result.stderr


def test_the_markdown_summary_is_a_table_of_decks_and_verdicts(decks: Path) -> None:
    result = runner.invoke(app, ["check", "decks", "--output", "markdown"])
    lines = result.stdout.splitlines()
    assert lines[2] == "| deck | verdict | errors | points to confirm | warnings |"
    assert lines[4].startswith("| decks/boss.txt | ❌ NOT LEGAL | ")
    assert lines[-1] == "**2 decks**: 0 legal, 1 undecided, 1 not legal"


def test_quiet_shows_only_what_is_not_legal_and_the_summary(decks: Path,
                                                             tmp_path: Path) -> None:
    lenient = tmp_path / "lenient.yaml"
    lenient.write_text("id: lenient\nextends: unlimited\nrules: {unknown-card: off}\n")
    loud = runner.invoke(app, ["check", "decks", "-f", str(lenient)]).stdout
    quiet = runner.invoke(app, ["check", "decks", "-f", str(lenient), "--quiet"]).stdout
    assert "decks/small.txt" in loud and "decks/small.txt" not in quiet
    assert "Total 60" in loud and "Total" not in quiet
    assert "copy-limit" in quiet and quiet.splitlines()[-1] == loud.splitlines()[-1]


@pytest.mark.parametrize(("choice", "environ", "terminal", "expected"), [
    ("auto", {}, True, True),
    ("auto", {}, False, False),
    ("auto", {"NO_COLOR": "1"}, True, False),
    ("auto", {"NO_COLOR": ""}, True, True),  # set but empty is not set (no-color.org)
    ("auto", {"FORCE_COLOR": "1"}, False, True),
    ("always", {"NO_COLOR": "1"}, False, True),
    ("never", {"FORCE_COLOR": "1"}, True, False),
])
def test_color_follows_the_option_then_no_color_and_force_color(
        choice: str, environ: dict[str, str], terminal: bool, expected: bool) -> None:
    class Stream:
        def isatty(self) -> bool:
            return terminal

    assert wants_color(choice, Stream(), environ) is expected  # type: ignore[arg-type]


def test_color_always_colours_a_pipe_and_force_color_too(decks: Path) -> None:
    assert "\x1b[" in runner.invoke(app, ["check", "decks", "--color", "always"]).stdout
    assert "\x1b[" not in runner.invoke(app, ["check", "decks"]).stdout
    forced = runner.invoke(app, ["check", "decks"], env={"FORCE_COLOR": "1"}).stdout
    assert "\x1b[" in forced
    assert "\x1b[" not in runner.invoke(app, ["check", "decks", "--color", "never"],
                                        env={"FORCE_COLOR": "1"}).stdout


@pytest.mark.parametrize("option", ["-o", "--output-file", "--output"])
def test_export_names_its_file_as_check_does(decks: Path, option: str) -> None:
    result = runner.invoke(app, ["export", "decks/small.txt", "--to", "plain", "--force",
                                 option, "small.plain.txt"])
    assert result.exit_code == 0, result.output
    assert Path("small.plain.txt").read_text(encoding="utf-8").startswith("4 Pikachu V")


def test_a_replaced_report_file_keeps_its_permissions(decks: Path) -> None:
    report = Path("report.json")
    report.write_text("old", encoding="utf-8")
    report.chmod(0o640)
    result = runner.invoke(app, ["check", "decks", "--output", "json:report.json",
                                 "--overwrite"])
    assert result.exit_code == exitcodes.ILLEGAL
    assert json.loads(report.read_text(encoding="utf-8"))["version"] == 1
    assert report.stat().st_mode & 0o777 == 0o640


def test_a_report_through_a_symbolic_link_reaches_its_file_and_the_link_stays(
        decks: Path) -> None:
    Path("kept").mkdir()
    Path("kept/report.json").write_text("old", encoding="utf-8")
    Path("report.json").symlink_to("kept/report.json")
    result = runner.invoke(app, ["check", "decks", "--output", "json:report.json",
                                 "--overwrite"])
    assert result.exit_code == exitcodes.ILLEGAL
    assert Path("report.json").is_symlink()
    assert json.loads(Path("kept/report.json").read_text(encoding="utf-8"))["version"] == 1


def test_a_report_is_never_written_over_a_pipe_even_with_overwrite(decks: Path) -> None:
    os.mkfifo("report.json")
    result = runner.invoke(app, ["check", "decks", "--output", "json:report.json",
                                 "--overwrite"])
    assert result.exit_code == exitcodes.USAGE
    assert "not a regular file" in result.stderr
    assert stat.S_ISFIFO(os.lstat("report.json").st_mode)


def test_a_report_through_a_link_to_nothing_is_refused(decks: Path) -> None:
    Path("report.json").symlink_to("gone/report.json")
    result = runner.invoke(app, ["check", "decks", "--output", "json:report.json",
                                 "--overwrite"])
    assert result.exit_code == exitcodes.USAGE
    assert "does not exist" in result.stderr
    assert Path("report.json").is_symlink() and not Path("gone").exists()


def test_a_list_found_in_a_folder_the_run_walks_is_never_the_report_file(decks: Path) -> None:
    before = (decks / "small.txt").read_bytes()
    for options in (["--output", "json:decks/small.txt"], ["-o", "decks/small.txt"],
                    ["--output", "sarif:decks/small.txt", "--jobs", "2"]):
        result = runner.invoke(app, ["check", "decks", *options, "--overwrite"])
        assert result.exit_code == exitcodes.USAGE, options
        assert "is a decklist this run checks" in result.stderr
        assert (decks / "small.txt").read_bytes() == before
    assert sorted(p.name for p in decks.iterdir()) == ["boss.txt", "small.txt"]
