"""Project settings for deck repositories: ``[tool.deckcheck]`` in pyproject.toml, or
deckcheck.yaml.

So that ``deckcheck check decks/`` in CI needs no flags::

    [tool.deckcheck]
    format = "standard"                     # default format for every deck
    [tool.deckcheck.paths]
    "decks/expanded/**" = "expanded"        # glob (relative to this file) -> format

The nearest such file at or above the current directory applies. ``--format`` on the command
line overrides all of it. A format given as a ``.yaml`` file is relative to the settings file.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckcheck.errors import DataError

CONFIG_FILES = ("deckcheck.yaml", "pyproject.toml")


@dataclass(frozen=True)
class ProjectConfig:
    """Where the settings were found, the default format and the per-path formats in order."""

    source: Path
    default_format: str | None
    path_formats: tuple[tuple[str, str], ...]

    def format_for(self, deck: Path) -> str | None:
        """The format for one decklist: the first matching path pattern, else the default."""
        try:
            relative = deck.resolve().relative_to(self.source.parent.resolve()).as_posix()
        except ValueError:
            return self.default_format
        for pattern, format_id in self.path_formats:
            if fnmatch.fnmatchcase(relative, pattern):
                return format_id
        return self.default_format


def find(start: Path) -> ProjectConfig | None:
    """The nearest deckcheck settings at or above ``start``, if any."""
    for directory in (start.resolve(), *start.resolve().parents):
        for name in CONFIG_FILES:
            path = directory / name
            if path.is_file():
                settings = _read(path)
                if settings is not None:
                    return _validate(path, settings)
    return None


def _read(path: Path) -> dict[str, Any] | None:
    if path.name == "pyproject.toml":
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise DataError(f"{path}: cannot read: {exc}") from exc
        if "tool.deckcheck" not in text:  # most pyproject files: skip parsing TOML at start-up
            return None
        import tomllib

        try:
            document = tomllib.loads(text)
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            raise DataError(f"{path}: cannot read: {exc}") from exc
        table = document.get("tool", {}).get("deckcheck")
        return table if isinstance(table, dict) else None
    from deckcheck.datafiles import read_yaml

    value = read_yaml(path, str(path))
    if not isinstance(value, dict):
        raise DataError(f"{path}: expected a mapping with format and paths")
    return value


def _validate(path: Path, settings: dict[str, Any]) -> ProjectConfig:
    from pydantic import BaseModel, ConfigDict, ValidationError

    from deckcheck.datafiles import describe_validation_error

    class Settings(BaseModel):
        model_config = ConfigDict(extra="forbid")
        format: str | None = None
        paths: dict[str, str] = {}

    try:
        valid = Settings.model_validate(settings)
    except ValidationError as exc:
        raise DataError(describe_validation_error(str(path), exc)) from exc
    def located(format_id: str | None) -> str | None:
        if format_id is not None and format_id.endswith((".yaml", ".yml")):
            return str(path.parent / format_id)
        return format_id

    return ProjectConfig(source=path, default_format=located(valid.format),
                         path_formats=tuple((glob, located(fmt) or fmt)
                                            for glob, fmt in valid.paths.items()))
