"""The workflow that publishes the format data puts the bundle where deckcheck looks for it."""

from __future__ import annotations

from pathlib import Path

import yaml

from deckcheck.formatdata.install import DEFAULT_SOURCE

WORKFLOW = Path(__file__).resolve().parents[1] / ".github" / "workflows" / "format-data.yml"


def test_the_workflow_runs_whenever_data_changes_on_main() -> None:
    document = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    push = document[True]["push"]  # YAML 1.1 reads the key `on` as true
    assert push == {"branches": ["main"], "paths": ["data/**"]}


def test_the_workflow_publishes_the_asset_deckcheck_update_fetches() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    tag, asset = DEFAULT_SOURCE.rsplit("/", 2)[-2:]
    assert f"gh release upload {tag} --clobber" in text
    assert f"dist/{asset} dist/{asset}.sha256" in text
    assert f"formats bundle --data data -o dist/{asset}" in text
