"""What a format file may write under ``rules:``: each rule's id, its level when the file names
none, and the model of its options.

Format files (shipped in data/formats/, brought by a format-data bundle, or the user's own) are
validated against these models while the data is compiled, which happens below the rules: so
the models live here, with the format files' schema, and each rule module takes its ``Options``
(``deckcheck.rulesdata.options.<rule id with _>``) and ``LEVEL`` from here rather than the schema
importing the rules. Each model is a frozen dataclass that pydantic validates (unknown keys
refused) and the checker builds from the compiled data; its docstring is the options'
documentation (``deckcheck rules``). One module per rule with options, imported when asked for:
a check creates only the models of the rules its format selects (start-up time).
"""

from __future__ import annotations

import importlib
from typing import Any, Literal

from deckcheck.lite_dataclass import dataclass


@dataclass(frozen=True)
class NoOptions:
    """The options of a rule that has none."""

    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic, never changed


class RuleSchema:
    """What a format file may write for one rule: its level when none is written, its options.

    A plain class, not a dataclass: the table below is built on every start-up.
    """

    __slots__ = ("level", "module", "of_today")

    def __init__(self, level: Literal["error", "warning"], module: str | None,
                 of_today: bool = False) -> None:
        self.level = level
        self.module = module
        """The module of this package that holds the rule's ``Options``; None: it has none."""
        self.of_today = of_today
        """The rule judges a list as of today by the current data; a format as of another day
        (``--date``) does not select it: its history answers instead (rule ``format-date``)."""

    @property
    def options(self) -> type[Any]:
        """The model of the rule's options (its module imported on first use)."""
        if self.module is None:
            return NoOptions
        found: type[Any] = importlib.import_module(f"{__name__}.{self.module}").Options
        return found


RULES: dict[str, RuleSchema] = {
    "syntax": RuleSchema("error", None),
    "deck-sections": RuleSchema("error", "deck_sections"),
    "deck-size": RuleSchema("error", "deck_size"),
    "card-kinds": RuleSchema("error", "card_kinds"),
    "copy-limit": RuleSchema("error", "copy_limit"),
    "ace-spec": RuleSchema("error", None),
    "prism-star": RuleSchema("error", None),
    "radiant": RuleSchema("error", None),
    "pokemon-star": RuleSchema("error", None),
    "v-union": RuleSchema("error", None),
    "basic-pokemon": RuleSchema("error", None),
    "team-size": RuleSchema("error", "team_size"),
    "team-basic": RuleSchema("error", None),
    "team-types": RuleSchema("error", None),
    "team-energy": RuleSchema("error", "team_energy"),
    "evolution-deck": RuleSchema("error", None),
    "team-not-evolving": RuleSchema("warning", "team_not_evolving"),
    "team-special-energy": RuleSchema("warning", "team_special_energy"),
    "unknown-card": RuleSchema("error", None),
    "not-in-format": RuleSchema("error", None),
    "set-legal-day": RuleSchema("error", None, of_today=True),
    "retired-energy": RuleSchema("error", None, of_today=True),
    "not-for-tournaments": RuleSchema("error", None),
    "banned": RuleSchema("error", "banned"),
    "data-age": RuleSchema("error", "data_age", of_today=True),
    "format-date": RuleSchema("error", "format_date"),
    "next-rotation": RuleSchema("warning", "next_rotation"),
    "glc-rule-box": RuleSchema("error", "glc_rule_box"),
    "glc-single-type": RuleSchema("error", None),
    "classic-collection": RuleSchema("error", "classic_collection"),
}
"""Every rule id, in the order the rules' findings are reported (the registry's order)."""
