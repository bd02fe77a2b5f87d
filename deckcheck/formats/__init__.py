"""Game formats: the deck-construction settings a deck is checked against.

Formats are data (``data/formats/*.yaml``), validated by :class:`deckcheck.rulesdata.schema.Format`.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, cast

from deckcheck.errors import DataError, UsageError
from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass
from deckcheck.rulesdata import RulesData

if TYPE_CHECKING:
    from deckcheck.catalog.records import CatalogCard
    from deckcheck.models import Card, Severity

DEFAULT_FORMAT = "standard"


@dataclass(frozen=True)
class RuleSetting:
    """A rule a format selects: its id, its level and its options as plain data."""

    rule: str
    level: str
    options: Mapping[str, Any]


@dataclass(frozen=True)
class GameFormat:
    """A format: its names, its card pool, and the rules it selects with their options.

    A format only selects rules; the engine (:mod:`deckcheck.checker`) runs them, in the
    registry's order, and stamps each finding with the rule's level.
    """

    id: str
    name: str
    description: str
    rules: tuple[RuleSetting, ...] = ()
    regulation_marks: frozenset[str] | None = None
    series: frozenset[str] | None = None
    sets: frozenset[str] = frozenset()
    """Sets legal beside ``series``, by the code the catalog uses (Trainer Kits in Expanded)."""
    reprints: bool = True
    reprint_sets: tuple[tuple[str, frozenset[str]], ...] = ()
    """Sets of reprints counted as from their original sets: (set code, numbers of the prints
    the pool takes). The Classic Collection's Base Set Charizard is not Expanded's."""
    every_print: bool = False
    """Fetch every print of each card's name, legal or not (the rotation preview needs them)."""
    history_kind: str = "none"
    """What the format is as of a day (its file's ``history``): ``none`` (it has no dates),
    ``every-card`` (every card legal by then, rules and bans unchanged) or ``recorded``
    (data/history/<id>.yaml)."""
    rotates: bool = False
    """Whether its pool changes by seasons, each ending with a rotation."""

    @property
    def dated(self) -> bool:
        """Whether this is a format as it stood on a day (``standard@2019-08-16``)."""
        return False

    @property
    def shown_name(self) -> str:
        """The format's name in the active language ("Espanso" for Expanded in Italian)."""
        from deckcheck.i18n import _

        return _(self.name)

    @property
    def limits_prints(self) -> bool:
        """Whether some prints are not legal in this format."""
        return self.regulation_marks is not None or self.series is not None

    def allows(self, printed: CatalogCard) -> bool:
        """Whether one print is legal here by its regulation mark, series or set alone (the
        reprint rule and bans are the rules' business)."""
        marks, series = self.regulation_marks, self.series
        if marks is not None and printed.regulation_mark not in marks:
            return False
        if self.counted_as_original(printed):
            return False
        return series is None or printed.serie in series or printed.set_code in self.sets

    def may_allow(self, printed: CatalogCard) -> bool:
        """Whether the print may be legal here: :meth:`allows` for a format with no day; on a
        day, legal or in doubt in some pool the day may have had (:class:`~deckcheck.formats.
        dated_format.DatedFormat`). A print this says no to is certainly not legal."""
        return self.allows(printed)

    def may_be_held(self, printed: CatalogCard) -> bool:
        """Whether a list checked in this format can hold the print at all: always, unless the
        format is of a day before the print came out (:class:`~deckcheck.formats.dated_format.
        DatedFormat`). The rules that ask which prints a name alone can be ask this first."""
        return True

    def counted_as_original(self, printed: CatalogCard) -> bool:
        """Whether a print of a reprint set counts as from its original, older set, and so is
        out of this format's pool (legal, if at all, through the reprint rule)."""
        return any(printed.set_code == code and printed.number not in numbers
                   for code, numbers in self.reprint_sets)

    def verdicts(self, card: Card,
                 data: RulesData) -> tuple[tuple[Severity | None, str], ...] | None:
        """What the format itself says of a card no print of which it allows, each a severity
        (None: for a judge) and a message; None when its pool and the reprint rule decide (rule
        ``not-in-format``). A format as it stood on a day answers from its history."""
        return None

    def setting(self, rule: str) -> RuleSetting | None:
        """The format's setting for one rule, or None when it does not select it."""
        return next((found for found in self.rules if found.rule == rule), None)


def available(data: RulesData) -> list[GameFormat]:
    """Every format shipped in ``data/formats``, by id."""
    return [get(data, format_id) for format_id in sorted(data.formats)]


def get(data: RulesData, format_id: str) -> GameFormat:
    """The format called ``format_id``, or read from a ``.yaml`` file the user names.

    An unknown name is a :class:`UsageError` naming the known ones; a bad file is a
    :class:`DataError` naming every key that is wrong. A format as it stood on a day
    (``standard@2019-08-16``) is built on this one by :mod:`deckcheck.formats.dated`; the run
    chooses which (:func:`deckcheck.run.game_format`).
    """
    return _from_dict(effective(data, format_id))


def effective(data: RulesData, format_id: str) -> dict[str, Any]:
    """The format's settings after its ``extends`` chain, as a plain mapping."""
    if format_id.endswith((".yaml", ".yml")) or "/" in format_id:
        from deckcheck.rulesdata.resources import read_text
        from deckcheck.rulesdata.schema import (  # yaml and pydantic: only here
            MAX_YAML_BYTES,
            parse_yaml,
            resolve_format,
            yaml_lines,
        )

        path = Path(format_id)
        if path.is_dir():
            # "--format formats/" names a folder that exists: "no such format file" would not say.
            # Translators: {path} is a folder the user named where a format file is needed.
            raise UsageError(_("{path}: is a folder; name a format file (.yaml)").format(
                path=format_id))
        if not path.is_file():
            # Translators: {path} is the format file the user named.
            raise UsageError(_("{path}: no such format file").format(path=format_id))
        text = read_text(path, format_id, MAX_YAML_BYTES)
        raw = parse_yaml(text, format_id)
        if not isinstance(raw, dict):
            # Translators: {path} is the format file the user named; the words in parentheses
            # are its keys, not to be translated.
            raise DataError(_("{path}: a format file is a mapping (id, extends, rules, ...)")
                            .format(path=format_id))
        return resolve_format(raw, format_id, cast("dict[str, dict[str, Any]]", data.formats),
                              lines=yaml_lines(text))
    raw_format = cast("dict[str, Any] | None", data.formats.get(format_id))
    if raw_format is None:
        import difflib

        known = ", ".join(sorted(data.formats))
        close = difflib.get_close_matches(format_id.strip().lower(), sorted(data.formats), n=1)
        if close:
            # Translators: {format} is the format the user asked for, quoted; {name} the known
            # format closest to it; {known} a comma-separated list of format ids.
            raise UsageError(_("unknown format {format} (did you mean {name}?); known formats: "
                               "{known}, or a .yaml file").format(
                format=repr(format_id), name=close[0], known=known))
        # Translators: {format} is the format the user asked for, quoted; {known} a
        # comma-separated list of format ids.
        raise UsageError(_("unknown format {format}; known formats: {known}, or a .yaml file")
                         .format(format=repr(format_id), known=known))
    return raw_format


def _from_dict(raw: dict[str, Any]) -> GameFormat:
    pool = raw["pool"]
    rules = tuple(
        RuleSetting(rule_id, entry["level"], MappingProxyType(
            {key.replace("-", "_"): _python_keys(value) for key, value in entry.items()
             if key != "level"}))
        for rule_id, entry in raw["rules"].items() if entry != "off")
    return GameFormat(
        id=raw["id"],
        name=raw["name"],
        description=raw["description"],
        rules=rules,
        regulation_marks=_optional_set(pool["regulation_marks"]),
        series=_optional_set(pool["series"]),
        sets=frozenset(pool["sets"]),
        reprints=pool["reprints"],
        reprint_sets=_reprint_sets(pool.get("reprint_sets") or ()),
        history_kind=raw["history"],
        rotates=raw["rotates"],
    )


def _reprint_sets(entries: Any) -> tuple[tuple[str, frozenset[str]], ...]:
    return tuple((entry["set"], frozenset(entry["in_pool"])) for entry in entries)


def _python_keys(value: Any) -> Any:
    """Nested option mappings (a ban list's entries) with Python's names: ``all-prints`` →
    ``all_prints``."""
    if isinstance(value, dict):
        return {key.replace("-", "_"): _python_keys(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_python_keys(item) for item in value]
    return value


def _optional_set(values: list[str] | None) -> frozenset[str] | None:
    return None if values is None else frozenset(values)
