"""A rule's option whose default data/formats/ states (rules.base.format_default) is written out
by every format file that selects the rule: compiling data/ must never need that default, which
is read from the compiled data itself."""

from __future__ import annotations

import dataclasses

import yaml

from deckcheck.rules import RULE_IDS, load
from deckcheck.rulesdata.resources import data_dir


def data_defaults() -> dict[str, list[str]]:
    """Rule id -> its options whose default is read from the format files."""
    found: dict[str, list[str]] = {}
    for rule_id in RULE_IDS:
        for field in dataclasses.fields(load(rule_id).Options):
            factory = field.default_factory
            if "format_default" in getattr(factory, "__qualname__", ""):
                found.setdefault(rule_id, []).append(field.name.replace("_", "-"))
    return found


def test_the_gym_leader_challenge_rules_take_their_defaults_from_the_data() -> None:
    assert data_defaults() == {"classic-collection": ["set", "allowed"],
                               "glc-rule-box": ["also"]}


def test_every_format_file_selecting_such_a_rule_writes_its_options() -> None:
    unwritten = []
    for path in sorted((data_dir() / "formats").glob("*.yaml")):
        rules = yaml.safe_load(path.read_text(encoding="utf-8")).get("rules") or {}
        for rule_id, options in data_defaults().items():
            if rule_id in rules and rules[rule_id] not in ("off", False):
                written = rules[rule_id] if isinstance(rules[rule_id], dict) else {}
                unwritten += [(path.name, rule_id, o) for o in options if o not in written]
    assert unwritten == []
