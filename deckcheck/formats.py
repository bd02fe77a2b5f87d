"""Game formats: the deck-construction settings a deck is checked against.

Formats are data (``data/formats/*.yaml``), validated by :class:`deckcheck.datafiles.Format`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from deckcheck.data import RulesData
from deckcheck.errors import DataError, UsageError
from deckcheck.models import Section

if TYPE_CHECKING:
    from deckcheck.catalog.records import CatalogCard

DEFAULT_FORMAT = "standard"


@dataclass(frozen=True)
class TeamRules:
    """The house-rules variant's team (rulebook 003); see ``data/formats/team-of-six.yaml``."""

    size: int
    basic_only: bool = True
    different_types: bool = False
    energy_per_type: int | None = None
    evolution_deck: bool = False
    most_not_evolving: int | None = None
    special_energy: int | None = None


@dataclass(frozen=True)
class GameFormat:
    """The settings of one format that the rules read."""

    id: str
    name: str
    description: str
    deck_size: int
    max_copies: int
    regulation_marks: frozenset[str] | None = None
    series: frozenset[str] | None = None
    sets: frozenset[str] = frozenset()
    """Sets legal beside ``series`` (Expanded's Trainer Kits), by catalog set code."""
    reprints: bool = True
    banned: tuple[dict[str, Any], ...] = ()
    one_pokemon_type: bool = False
    no_rule_box: bool = False
    kinds: frozenset[Section] = frozenset(Section)
    """The kinds of card the deck may hold."""
    team: TeamRules | None = None
    levels: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    """Rule id → ``error``, ``warning`` (the rule's errors are advice) or ``off``."""

    @property
    def limits_prints(self) -> bool:
        """Whether some prints are not legal in this format."""
        return self.regulation_marks is not None or self.series is not None

    def allows(self, printed: CatalogCard) -> bool:
        """Whether one print is legal here by its regulation mark and series alone (the reprint
        rule and bans are the rules' business)."""
        return (self.regulation_marks is None or printed.regulation_mark in self.regulation_marks) \
            and (self.series is None or printed.serie in self.series
                 or printed.set_code in self.sets)


def available(data: RulesData) -> list[GameFormat]:
    """Every format shipped in ``data/formats``, by id."""
    return [get(data, format_id) for format_id in sorted(data.formats)]


def get(data: RulesData, format_id: str) -> GameFormat:
    """The format called ``format_id``, or read from a ``.yaml`` file the user names.

    An unknown name is a :class:`UsageError` naming the known ones; a bad file is a
    :class:`DataError` naming every key that is wrong.
    """
    raw = effective(data, format_id)
    check_levels(raw, format_id)
    return _from_dict(raw)


def effective(data: RulesData, format_id: str) -> dict[str, Any]:
    """The format's settings after its ``extends`` chain, as a plain mapping."""
    if format_id.endswith((".yaml", ".yml")) or "/" in format_id:
        from deckcheck.datafiles import read_yaml, resolve_format  # yaml and pydantic: only here

        path = Path(format_id)
        if not path.is_file():
            raise UsageError(f"{format_id}: no such format file")
        raw = read_yaml(path, format_id)
        if not isinstance(raw, dict):
            raise DataError(f"{format_id}: a format file is a mapping (id, extends, deck, ...)")
        return resolve_format(raw, format_id, data.formats)
    raw_format: dict[str, Any] | None = data.formats.get(format_id)
    if raw_format is None:
        known = ", ".join(sorted(data.formats))
        raise UsageError(f"unknown format {format_id!r}; known formats: {known}, or a .yaml file")
    return raw_format


def _from_dict(raw: dict[str, Any]) -> GameFormat:
    return GameFormat(
        id=raw["id"],
        name=raw["name"],
        description=raw["description"],
        deck_size=raw["deck"]["size"],
        max_copies=raw["deck"]["max_copies"],
        regulation_marks=_optional_set(raw["legal"]["regulation_marks"]),
        series=_optional_set(raw["legal"]["series"]),
        sets=frozenset(raw["legal"].get("sets", ())),
        reprints=raw["legal"]["reprints"],
        banned=tuple(raw["banned"]),
        one_pokemon_type=raw["restrictions"]["one_pokemon_type"],
        no_rule_box=raw["restrictions"]["no_rule_box"],
        kinds=frozenset(Section(kind) for kind in raw["deck"]["kinds"]),
        team=TeamRules(**raw["team"]) if raw.get("team") else None,
        levels=MappingProxyType(dict(raw["levels"])),
    )


def check_levels(raw: dict[str, Any], format_id: str) -> None:
    """``levels`` may only name rules that exist: a typo must not silently keep a rule on."""
    from deckcheck.rules import RULES_BY_ID  # the rules import this module

    unknown = sorted(set(raw["levels"]) - set(RULES_BY_ID))
    if unknown:
        raise DataError(f"{format_id}: levels: unknown rule {', '.join(map(repr, unknown))} "
                        f"(rules: {', '.join(sorted(RULES_BY_ID))})")


def _optional_set(values: list[str] | None) -> frozenset[str] | None:
    return None if values is None else frozenset(values)
