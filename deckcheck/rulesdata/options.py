"""What a format file may write under ``rules:``: each rule's id, its level when the file names
none, and the model of its options.

Format files (shipped in data/formats/, brought by a format-data bundle, or the user's own) are
validated against these models while the data is compiled, which happens below the rules: so
the models live here, with the format files' schema, and each rule module takes its ``Options``
and ``LEVEL`` from here rather than the schema importing the rules. Each model is a frozen
dataclass that pydantic validates (unknown keys refused) and the checker builds from the
compiled data; its docstring is the options' documentation (``deckcheck rules``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any, Literal

from deckcheck.i18n import _

_PRINT = re.compile(r"^[A-Z0-9][A-Za-z0-9:-]* [A-Za-z]{0,5}[0-9]+[a-z]?$")


@dataclass(frozen=True)
class NoOptions:
    """The options of a rule that has none."""

    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic, never changed


@dataclass(frozen=True)
class DeckSectionsOptions:
    """``allowed``: the zones a list may declare apart from the deck (team, evolution)."""

    allowed: tuple[Literal["team", "evolution"], ...] = ()
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic


@dataclass(frozen=True)
class DeckSizeOptions:
    """``size``: the number of cards a deck holds."""

    size: int = 60
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.size < 1:
            raise ValueError(_("size must be at least 1"))


@dataclass(frozen=True)
class CardKindsOptions:
    """``kinds``: the kinds of card the deck may hold (pokemon, trainer, energy)."""

    kinds: tuple[Literal["pokemon", "trainer", "energy"], ...] = ("pokemon", "trainer", "energy")
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic


@dataclass(frozen=True)
class CopyLimitOptions:
    """``max``: copies of one name a deck may hold (4; Gym Leader Challenge: 1)."""

    max: int = 4
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.max < 1:
            raise ValueError(_("max must be at least 1"))


@dataclass(frozen=True)
class TeamSizeOptions:
    """``size``: the number of Pokémon in the team."""

    size: int
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.size < 1:
            raise ValueError(_("size must be at least 1"))


@dataclass(frozen=True)
class TeamEnergyOptions:
    """``per-type``: basic Energy cards the deck holds of each type the team uses."""

    per_type: int
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.per_type < 1:
            raise ValueError(_("per-type must be at least 1"))


@dataclass(frozen=True)
class TeamNotEvolvingOptions:
    """``most``: team Pokémon that cannot evolve, at most."""

    most: int
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.most < 0:
            raise ValueError(_("most must be 0 or more"))


@dataclass(frozen=True)
class TeamSpecialEnergyOptions:
    """``at-least``: Special Energy cards the deck holds, at least."""

    at_least: int
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.at_least < 1:
            raise ValueError(_("at-least must be at least 1"))


@dataclass(frozen=True)
class Ban:
    """One entry of a ban list: a card by print (or every print), with its date and source."""

    name: str
    source: str
    prints: tuple[str, ...] = ()
    all_prints: bool = False
    """Every print of the name is banned ("Double Colorless Energy — all versions")."""
    since: str | None = None
    single_source: bool = False
    """True when only one secondary source lists the ban (the format file says which)."""
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        for ref in self.prints:
            if not _PRINT.match(ref):
                # Translators: {print} is what a format file wrote, quoted (e.g. 'TEF152').
                raise ValueError(_("{print} is not a print: write 'SET NUMBER', e.g. 'TEF 152'")
                                 .format(print=repr(ref)))


@dataclass(frozen=True)
class BannedOptions:
    """``cards``: the ban list, each entry ``{name, prints | all-prints, since, source}``."""

    cards: tuple[Ban, ...] = ()
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        # From compiled data the entries arrive as mappings; pydantic passes Ban objects.
        object.__setattr__(self, "cards", tuple(
            ban if isinstance(ban, Ban) else Ban(**ban) for ban in self.cards))


@dataclass(frozen=True)
class Scheduled:
    """An event announced by the data's read day and not yet applied by the data."""

    day: str
    event: str
    source: str
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        date.fromisoformat(self.day)  # a ValueError names the bad date


@dataclass(frozen=True)
class DataAgeOptions:
    """``as-of``: the day the format's data was read from the official sources (YYYY-MM-DD);
    ``trusted-days``: how long after it a check of today is trusted (90); ``scheduled``: events
    announced by ``as-of`` that the data does not yet apply, each ``{day, event, source}``."""

    as_of: str = ""
    trusted_days: int = 90
    scheduled: tuple[Scheduled, ...] = ()
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        if self.as_of:
            date.fromisoformat(self.as_of)  # a ValueError names the bad date
        if self.trusted_days < 0:
            raise ValueError("trusted-days must be 0 or more")
        object.__setattr__(self, "scheduled", tuple(
            event if isinstance(event, Scheduled) else Scheduled(**event)
            for event in self.scheduled))


@dataclass(frozen=True)
class FormatDateOptions:
    """The day, the history's horizon, and what the history cannot tell about that day."""

    day: str = ""
    horizon: str = ""
    format_name: str = ""
    notes: tuple[str, ...] = ()
    trusted_days: int = 0
    """How many days past the horizon the history still answers for (the format's data-age)."""
    scheduled: tuple[Scheduled, ...] = ()
    """Events announced by the horizon that the history does not yet apply."""
    doubtful_bans: tuple[Any, ...] = ()
    """Bans the history cannot place on the day: ``{name, prints, all_prints, uncertain}``."""
    retired_energy: tuple[Any, ...] = ()
    """Basic Energy not legal that day: ``{name, since, certain}`` (basic Fairy Energy)."""
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        object.__setattr__(self, "scheduled", tuple(
            event if isinstance(event, Scheduled) else Scheduled(**event)
            for event in self.scheduled))


@dataclass(frozen=True)
class NextRotationOptions:
    """``day``: the day of the check (YYYY-MM-DD); ``format``: the format's id."""

    day: str = ""
    format: str = ""
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic


@dataclass(frozen=True)
class GlcRuleBoxOptions:
    """``also``: cards with no Rule Box suffix that the format still refuses (``radiant``,
    ``ace-spec``, ``mega``); the suffixes with a Rule Box are data/suffixes.yaml's."""

    also: tuple[Literal["radiant", "ace-spec", "mega"], ...] = ("radiant", "ace-spec", "mega")
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic


@dataclass(frozen=True)
class ClassicCollectionOptions:
    """``set``: the Classic Collection's code; ``allowed``: the names playable from it."""

    set: str = "CEL:CC"
    allowed: tuple[str, ...] = ("Reshiram", "Zekrom")
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic


@dataclass(frozen=True)
class RuleSchema:
    """What a format file may write for one rule: its level when none is written, its options."""

    level: Literal["error", "warning"]
    options: type[Any]
    of_today: bool = False
    """The rule judges a list as of today by the current data; a format as of another day
    (``--date``) does not select it: its history answers instead (rule ``format-date``)."""


RULES: dict[str, RuleSchema] = {
    "syntax": RuleSchema("error", NoOptions),
    "deck-sections": RuleSchema("error", DeckSectionsOptions),
    "deck-size": RuleSchema("error", DeckSizeOptions),
    "card-kinds": RuleSchema("error", CardKindsOptions),
    "copy-limit": RuleSchema("error", CopyLimitOptions),
    "ace-spec": RuleSchema("error", NoOptions),
    "prism-star": RuleSchema("error", NoOptions),
    "radiant": RuleSchema("error", NoOptions),
    "pokemon-star": RuleSchema("error", NoOptions),
    "v-union": RuleSchema("error", NoOptions),
    "basic-pokemon": RuleSchema("error", NoOptions),
    "team-size": RuleSchema("error", TeamSizeOptions),
    "team-basic": RuleSchema("error", NoOptions),
    "team-types": RuleSchema("error", NoOptions),
    "team-energy": RuleSchema("error", TeamEnergyOptions),
    "evolution-deck": RuleSchema("error", NoOptions),
    "team-not-evolving": RuleSchema("warning", TeamNotEvolvingOptions),
    "team-special-energy": RuleSchema("warning", TeamSpecialEnergyOptions),
    "unknown-card": RuleSchema("error", NoOptions),
    "not-in-format": RuleSchema("error", NoOptions),
    "set-legal-day": RuleSchema("error", NoOptions, of_today=True),
    "not-for-tournaments": RuleSchema("error", NoOptions),
    "banned": RuleSchema("error", BannedOptions),
    "data-age": RuleSchema("error", DataAgeOptions, of_today=True),
    "format-date": RuleSchema("error", FormatDateOptions),
    "next-rotation": RuleSchema("warning", NextRotationOptions),
    "glc-rule-box": RuleSchema("error", GlcRuleBoxOptions),
    "glc-single-type": RuleSchema("error", NoOptions),
    "classic-collection": RuleSchema("error", ClassicCollectionOptions),
}
"""Every rule id, in the order the rules' findings are reported (the registry's order)."""
