"""Every deck rule, in the order their violations are reported.

Each rule is a module with a stable kebab-case ``ID`` (part of the JSON contract: never renamed),
a docstring that is its user documentation, its default level, options and needs
(:class:`deckcheck.rules.base.Rule`), and ``check(deck, options)`` yielding violations. A rule
reads the identified deck and its options only: it never reads text or prints.

The registry is a list of ids: a module is imported when it is first asked for, so a check
imports only the rules its format selects (start-up time is part of the product). ``ALL_RULES``
and ``RULES_BY_ID`` import every rule, for documentation and for validating format files.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from deckcheck.rulesdata.options import RULES

if TYPE_CHECKING:
    from deckcheck.rules.base import Rule

RULE_IDS: tuple[str, ...] = tuple(RULES)
"""Every rule id, in report order; each is the module ``deckcheck.rules.<id with _>`` (its level
and options are :mod:`deckcheck.rulesdata.options`' ``RULES``)."""


@cache
def load(rule_id: str) -> Rule:
    """The rule module with this id (imported on first use); a KeyError for an unknown id."""
    if rule_id not in RULE_IDS:
        raise KeyError(rule_id)
    module: Any = importlib.import_module(f"deckcheck.rules.{rule_id.replace('-', '_')}")
    if rule_id != module.ID:
        raise RuntimeError(f"{module.__name__} declares the id {module.ID!r}, "
                           f"registered as {rule_id!r}")
    rule: Rule = module
    return rule


def run_wide(rule_id: str) -> bool:
    """Whether a rule's findings are about the whole run rather than one list (``SCOPE =
    "run"`` in its module: the data's age), so a report may give each of them once."""
    if rule_id not in RULE_IDS:
        return False
    return getattr(load(rule_id), "SCOPE", "deck") == "run"


def _registry(rules: tuple[Rule, ...]) -> MappingProxyType[str, Rule]:
    by_id: dict[str, Rule] = {}
    for rule in rules:
        if rule.ID in by_id:
            raise RuntimeError(f"two rules share the id {rule.ID!r}")
        by_id[rule.ID] = rule
    return MappingProxyType(by_id)


if TYPE_CHECKING:
    ALL_RULES: tuple[Rule, ...]
    RULES_BY_ID: Mapping[str, Rule]


def __getattr__(name: str) -> object:
    # Every rule at once, on first use of these names only (documentation, validation, tests).
    if name == "ALL_RULES":
        return tuple(load(rule_id) for rule_id in RULE_IDS)
    if name == "RULES_BY_ID":
        return _registry(tuple(load(rule_id) for rule_id in RULE_IDS))
    raise AttributeError(name)
