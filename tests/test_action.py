"""The reusable GitHub Action (action.yml): its inputs, its steps, and the README step using it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
ACTION: dict[str, Any] = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
STEPS: list[dict[str, Any]] = ACTION["runs"]["steps"]


def step_running(command: str) -> dict[str, Any]:
    return next(step for step in STEPS if command in step.get("run", ""))


def test_it_is_a_composite_action() -> None:
    assert ACTION["runs"]["using"] == "composite"


@pytest.mark.parametrize("name", ["paths", "format", "strict"])
def test_each_input_is_described_and_optional(name: str) -> None:
    described = ACTION["inputs"][name]
    assert described["description"] and described["required"] is False


def test_python_is_set_up_first() -> None:
    assert STEPS[0]["uses"].startswith("actions/setup-python@")


def test_deckcheck_is_installed_from_the_action_itself() -> None:
    assert "pip install" in step_running("$GITHUB_ACTION_PATH")["run"]


def test_the_catalog_is_cached_under_a_key_naming_its_source() -> None:
    cache = next(step for step in STEPS if step.get("uses", "").startswith("actions/cache@"))
    key_step = next(step for step in STEPS if step.get("id") == "catalog")
    assert cache["with"]["key"] == "${{ steps.catalog.outputs.key }}"
    assert key_step["env"]["SOURCE"] == "${{ inputs.catalog-source }}"
    assert "$SOURCE" in key_step["run"]
    assert cache["with"]["path"] in key_step["run"].replace("$HOME", "~")


def test_the_catalog_is_built_only_when_the_cache_misses() -> None:
    update = step_running("deckcheck catalog update")
    assert update["if"] == "steps.cache.outputs.cache-hit != 'true'"


def test_the_check_step_passes_paths_format_and_strict() -> None:
    check = step_running("deckcheck check")
    assert check["env"] == {"PATHS": "${{ inputs.paths }}", "FORMAT": "${{ inputs.format }}",
                            "STRICT": "${{ inputs.strict }}"}
    assert all(word in check["run"] for word in ("--format", "--strict", "$PATHS"))


def test_no_input_is_spliced_into_a_script() -> None:
    # ${{ inputs.x }} inside `run:` would let a workflow's input run as shell code.
    assert not [step for step in STEPS if "${{" in step.get("run", "")]


def test_the_readme_step_uses_the_action() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert re.search(r"- uses: \S+/deckcheck@\S+\n\s+with:", readme)
