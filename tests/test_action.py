"""The reusable GitHub Action (action.yml): its inputs, its steps, and the README step using it.

The shell steps run here as the runner runs them (``bash --noprofile --norc -eo pipefail``),
under a fake Actions environment: ``GITHUB_OUTPUT``, ``GITHUB_ENV``, ``GITHUB_STEP_SUMMARY`` and
``RUNNER_TEMP`` are files and folders of the test, and ``git`` is a stand-in that answers
``ls-remote`` as GitHub would.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from helpers import SMALL

ROOT = Path(__file__).resolve().parents[1]
ACTION: dict[str, Any] = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
STEPS: list[dict[str, Any]] = ACTION["runs"]["steps"]


def step_running(command: str) -> dict[str, Any]:
    return next(step for step in STEPS if command in step.get("run", ""))


def test_it_is_a_composite_action() -> None:
    assert ACTION["runs"]["using"] == "composite"


@pytest.mark.parametrize("name", ["paths", "format", "strict", "output", "exclude", "date",
                                  "sarif-file"])
def test_each_input_is_described_and_optional(name: str) -> None:
    described = ACTION["inputs"][name]
    assert described["description"] and described["required"] is False


def test_python_is_set_up_first() -> None:
    assert STEPS[0]["uses"].startswith("actions/setup-python@")


def test_deckcheck_is_installed_from_the_action_itself() -> None:
    assert "pip install" in step_running("$GITHUB_ACTION_PATH")["run"]


def test_no_input_is_spliced_into_a_script() -> None:
    # ${{ inputs.x }} inside `run:` would let a workflow's input run as shell code.
    assert not [step for step in STEPS if "${{" in step.get("run", "")]


def test_the_readme_step_uses_the_action() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert re.search(r"- uses: \S+/deckcheck@\S+\n(\s+id: \S+\n)?\s+with:", readme)


COMMIT = "0123456789abcdef0123456789abcdef01234567"
TOO_MANY = "5 Boss's Orders PAL 172\n54 Basic {L} Energy SVE 4\n1 Pikachu V VIV 43\n"


def step(step_id: str) -> dict[str, Any]:
    return next(s for s in STEPS if s.get("id") == step_id)


class Runner:
    """A fake GitHub Actions runner for one job: its files, and a step runner."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.workspace = root / "workspace"
        self.temp = root / "runner-temp"
        self.bin = root / "bin"
        for folder in (self.workspace, self.temp, self.bin):
            folder.mkdir()
        self.files = {name: root / name for name in ("output", "env", "summary")}
        for path in self.files.values():
            path.touch()
        # `git ls-remote` answers as GitHub does, without the network.
        git = self.bin / "git"
        git.write_text(f"#!/bin/sh\necho '{COMMIT}\trefs/heads/master'\n", encoding="utf-8")
        git.chmod(0o755)

    def run(self, step_id: str, inputs: dict[str, str] | None = None,
            outputs: dict[str, dict[str, str]] | None = None) -> subprocess.CompletedProcess[str]:
        """Run a step's shell with its env, ${{ inputs.x }} and ${{ steps.y.outputs.z }} as the
        runner would give them."""
        chosen = {name: spec.get("default", "") for name, spec in ACTION["inputs"].items()}
        chosen.update(inputs or {})
        found = step(step_id)

        def value(expression: str) -> str:
            inner = expression.strip()[3:-2].strip()
            if inner.startswith("inputs."):
                return str(chosen[inner.removeprefix("inputs.")])
            _steps, other, _outputs, key = inner.split(".")
            return (outputs or {})[other][key]

        env = {key: re.sub(r"\$\{\{[^}]*\}\}", lambda m: value(m.group()), str(text))
               for key, text in found.get("env", {}).items()}
        script = self.root / f"{step_id}.sh"
        script.write_text(found["run"], encoding="utf-8")
        environ = {
            **os.environ, **env,
            "PATH": os.pathsep.join([str(self.bin), str(Path(sys.executable).parent),
                                     os.environ["PATH"]]),
            "GITHUB_ACTIONS": "true", "GITHUB_OUTPUT": str(self.files["output"]),
            "GITHUB_ENV": str(self.files["env"]),
            "GITHUB_STEP_SUMMARY": str(self.files["summary"]),
            "GITHUB_WORKSPACE": str(self.workspace), "RUNNER_TEMP": str(self.temp),
            "RUNNER_OS": "Linux", "HOME": str(self.root / "home"),
        }
        return subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
                              cwd=self.workspace, env=environ, capture_output=True, text=True,
                              timeout=120, check=False)

    def outputs(self) -> dict[str, str]:
        lines = self.files["output"].read_text(encoding="utf-8").splitlines()
        return dict(line.split("=", 1) for line in lines)


@pytest.fixture
def runner(tmp_path: Path) -> Runner:
    return Runner(tmp_path)


def test_the_catalog_key_names_the_commit_fetched_and_the_week(runner: Runner) -> None:
    done = runner.run("catalog")
    assert done.returncode == 0, done.stderr
    out = runner.outputs()
    assert out["key"].endswith(f"-{COMMIT}")
    week = re.search(r"-tcgdex-(\d{4}-W\d{2})-", out["key"])
    assert week is not None
    # Any catalog built this week is restored: at most one build a week, and at least one.
    assert out["restore-prefix"] == out["key"].removesuffix(COMMIT)
    assert out["archive"] == f"https://github.com/tcgdex/cards-database/archive/{COMMIT}.tar.gz"
    assert "DECKCHECK_CATALOG=" in runner.files["env"].read_text(encoding="utf-8")


def test_a_local_archive_is_keyed_by_its_digest(runner: Runner) -> None:
    archive = runner.workspace / "cards.tar.gz"
    archive.write_bytes(b"one archive")
    runner.run("catalog", {"catalog-source": "cards.tar.gz"})
    first = runner.outputs()["key"]
    archive.write_bytes(b"another archive")
    runner.files["output"].write_text("", encoding="utf-8")
    runner.run("catalog", {"catalog-source": "cards.tar.gz"})
    assert runner.outputs()["key"] != first
    assert runner.outputs()["archive"] == "cards.tar.gz"


def test_the_build_fetches_the_archive_the_key_names(runner: Runner) -> None:
    build = step("build")
    assert build["env"]["ARCHIVE"] == "${{ steps.catalog.outputs.archive }}"
    assert '--source "$ARCHIVE"' in build["run"]
    restore = next(s for s in STEPS if s.get("id") == "cache")
    assert restore["uses"].startswith("actions/cache/restore@")
    assert restore["with"]["restore-keys"] == "${{ steps.catalog.outputs.restore-prefix }}"
    assert build["if"] == "steps.cache.outputs.cache-matched-key == ''"
    save = next(s for s in STEPS if s.get("uses", "").startswith("actions/cache/save@"))
    assert save["with"]["key"] == "${{ steps.catalog.outputs.key }}"


@pytest.fixture
def decks(runner: Runner) -> Path:
    folder = runner.workspace / "decks"
    folder.mkdir()
    (folder / "boss.txt").write_text(TOO_MANY, encoding="utf-8")
    (folder / "small.txt").write_text(SMALL, encoding="utf-8")
    (runner.workspace / "README.txt").write_text("my decks\n", encoding="utf-8")
    return folder


def test_one_check_gives_annotations_sarif_summary_and_counts(runner: Runner,
                                                             decks: Path) -> None:
    done = runner.run("check", {"output": "github sarif"})
    assert done.returncode == 1  # a deck is not legal: the step fails as deckcheck does
    out = runner.outputs()
    assert (out["decks"], out["legal"], out["not-legal"], out["undecided"]) == ("2", "0", "1", "1")
    assert out["exit-code"] == "1"
    sarif = json.loads(Path(out["sarif-file"]).read_text(encoding="utf-8"))
    assert sarif["runs"][0]["invocations"][0]["exitCode"] == 1
    assert Path(out["sarif-file"]).parent == runner.temp
    # Annotations still go to the log, one per finding, on the decklist's line.
    assert "::error file=decks/boss.txt,line=1,title=copy-limit::" in done.stdout
    summary = runner.files["summary"].read_text(encoding="utf-8")
    assert "| decks/boss.txt | ❌ NOT LEGAL |" in summary
    assert "README.txt" not in summary  # the default paths walk the repository's decklists


def test_the_counts_leave_out_the_error_line_of_a_stopped_run(tmp_path: Path) -> None:
    # A run stopped by an error ends its jsonl with {"version": 1, "error": ...} (README): the
    # counts are those of the decks checked before it, not a KeyError.
    [counting] = [script for script in re.findall(r"python -c '([^']+)'", step("check")["run"])
                  if "verdict" in script]
    results = tmp_path / "results.jsonl"
    results.write_text('{"version": 1, "path": "a.txt", "verdict": "legal"}\n'
                       '{"version": 1, "error": "the card catalog is damaged"}\n',
                       encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", counting, str(results)], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["legal=1", "not-legal=0", "undecided=0", "decks=1"]


def test_the_data_age_is_said_once_per_run(runner: Runner, decks: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    (decks / "second.txt").write_text(SMALL, encoding="utf-8")
    monkeypatch.setenv("DECKCHECK_TODAY", "2027-06-01")  # long after the data was read
    done = runner.run("check", {"format": "standard"})
    ages = [line for line in done.stdout.splitlines() if "title=data-age" in line]
    # Once, for the run (no file): GitHub's annotation limit per step is left for the lists.
    assert len(ages) == 1 and "file=" not in ages[0], ages


def test_strict_exclude_and_date_reach_deckcheck(runner: Runner, decks: Path) -> None:
    (decks / "old").mkdir()
    (decks / "old" / "broken.txt").write_text("not a decklist at all\n", encoding="utf-8")
    done = runner.run("check", {"strict": "true", "exclude": "old/\n*.md",
                                "date": "2019-08-16", "format": "unlimited"})
    out = runner.outputs()
    assert out["decks"] == "2", done.stdout + done.stderr
    assert out["undecided"] == "0"  # --strict: the point to confirm is an error
    assert "sarif-file" not in out


def test_two_reports_for_the_log_are_refused(runner: Runner, decks: Path) -> None:
    done = runner.run("check", {"output": "github,text"})
    assert done.returncode == 2 and "two reports for the log" in done.stdout


def test_paths_named_as_input_are_checked_alone(runner: Runner, decks: Path) -> None:
    runner.run("check", {"paths": "decks/small.txt"})
    assert runner.outputs()["decks"] == "1"


def test_the_settings_paths_are_the_default(runner: Runner, decks: Path) -> None:
    (runner.workspace / "pyproject.toml").write_text(
        '[tool.deckcheck]\npaths = ["decks/small.txt"]\n', encoding="utf-8")
    runner.run("check")
    assert runner.outputs()["decks"] == "1"


def test_the_readme_uploads_sarif_even_when_the_check_fails() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    workflow = re.search(r"```yaml\n(permissions:.*?)```", readme, re.DOTALL)
    assert workflow is not None
    document = yaml.safe_load(workflow.group(1))
    assert document["permissions"]["security-events"] == "write"
    steps = document["steps"]
    ours = next(s for s in steps if "/deckcheck@" in s.get("uses", ""))
    upload = next(s for s in steps if s.get("uses", "").startswith(
        "github/codeql-action/upload-sarif@"))
    assert "sarif" in ours["with"]["output"]
    assert upload["if"] == "always()"
    assert upload["with"]["sarif_file"] == f"${{{{ steps.{ours['id']}.outputs.sarif-file }}}}"


def test_the_cache_holds_the_catalog_and_never_the_format_data_beside_it() -> None:
    # The format data is refreshed into the catalog's folder before the cache is restored: a
    # cache of the folder, saved earlier in the week, would put older data (a ban missing) back.
    cached = [s["with"]["path"] for s in STEPS if s.get("uses", "").startswith("actions/cache/")]
    assert cached == ["~/.cache/deckcheck-catalog/catalog.sqlite3"] * 2
    refresh = step("format-data")["run"]
    assert 'DECKCHECK_CATALOG="$HOME/.cache/deckcheck-catalog/catalog.sqlite3"' in refresh


def test_the_format_data_is_refreshed_before_the_catalog_is_named() -> None:
    ids = [s.get("id") for s in STEPS]
    assert ids.index("format-data") < ids.index("catalog")


def test_the_latest_format_data_is_installed_from_where_deckcheck_update_looks(
        runner: Runner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.formatdata import bundle
    from deckcheck.rulesdata.resources import data_dir

    copy = tmp_path / "data"
    shutil.copytree(data_dir(), copy)
    for path in (copy / "formats").glob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        path.write_text(re.sub(r'as-of: "[0-9-]+"', 'as-of: "2099-01-01"', text),
                        encoding="utf-8")
    published = tmp_path / "published.tar.gz"
    published.write_bytes(bundle.build(copy))
    monkeypatch.setenv("DECKCHECK_FORMAT_DATA_SOURCE", str(published))
    done = runner.run("format-data")
    assert done.returncode == 0, done.stderr
    installed = runner.root / "home" / ".cache" / "deckcheck-catalog" / "format-data"
    assert '"standard": "2099-01-01"' in (installed / "current.json").read_text(encoding="utf-8")


def test_latest_format_data_that_cannot_be_fetched_is_a_warning(
        runner: Runner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_FORMAT_DATA_SOURCE", str(tmp_path / "missing.tar.gz"))
    done = runner.run("format-data")
    assert done.returncode == 0
    assert "::warning title=format-data::" in done.stdout


def test_a_pinned_bundle_that_cannot_be_had_fails_the_step(
        runner: Runner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_FORMAT_DATA_SOURCE", str(tmp_path / "missing.tar.gz"))
    done = runner.run("format-data", {"format-data": "0" * 64})
    assert done.returncode != 0


def test_shipped_format_data_fetches_nothing(runner: Runner, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_FORMAT_DATA_SOURCE", str(tmp_path / "missing.tar.gz"))
    done = runner.run("format-data", {"format-data": "shipped"})
    assert done.returncode == 0 and "::warning" not in done.stdout
