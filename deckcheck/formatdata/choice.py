"""Which format data a run uses: the shipped data/, or a bundle installed since.

Installed data lives beside the card catalog, in ``format-data/``: one folder per installed bundle
(named by its sha256) and ``current.json``, which names the bundle in use. ``current.json`` is
replaced in one atomic step when a bundle is installed, so a run sees the old data or the new,
never a mix. The shipped data is the floor: an installed bundle is used only where it is newer,
format by format (a deckcheck upgraded since the install may ship newer data than the bundle).

This module is on the start-up path: it reads one small JSON file and no YAML.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from deckcheck.formatdata import DATA_SCHEMA
from deckcheck.lite_dataclass import dataclass
from deckcheck.rulesdata.resources import catalog_path

CURRENT = "current.json"
MAX_CURRENT_BYTES = 64_000


def home() -> Path:
    """The folder installed format data lives in: beside the card catalog (``DECKCHECK_CATALOG``
    moves both; ``--catalog`` on one command does not move the format data)."""
    return catalog_path(None).parent / "format-data"


@dataclass(frozen=True)
class Installed:
    """What ``current.json`` records of the bundle in use."""

    root: Path
    """The installed data folder (the bundle's data/)."""
    sha256: str
    formats: dict[str, str]
    source: str
    installed: str
    floor_digest: str
    """The digest of the shipped data the bundle was last compared with."""
    floor_formats: dict[str, str]
    """That shipped data's read days."""
    newer: bool
    """Whether the bundle was newer than that shipped data (and so is used)."""
    files: str = ""
    """:func:`deckcheck.rulesdata.files_digest` of the installed data, taken at install."""


class Damaged(Exception):
    """``current.json`` is there but cannot be used as this deckcheck's record: cut short,
    edited, or naming a bundle folder that is gone. (str: why, in the reader's language.)"""


def read_current(folder: Path | None = None, strict: bool = False) -> Installed | None:
    """The installed bundle ``current.json`` names, or None when nothing is installed.

    A record of another data schema (written by another deckcheck, older or newer) is not this
    deckcheck's: None, the shipped data is used. Any other record that cannot be used (damaged,
    or naming a folder that is gone) raises :class:`Damaged` when ``strict`` (a run must not
    fall back unsaid to older data than the installed, which may lack a ban), else is None (an
    update installs afresh over it).
    """
    from deckcheck.i18n import _

    base = folder or home()
    try:
        with (base / CURRENT).open("rb") as handle:
            doc = json.loads(handle.read(MAX_CURRENT_BYTES + 1))
    except FileNotFoundError:
        if (base / CURRENT).is_symlink():  # a link to nothing: a record, not none
            _damaged(strict, _("its record {name} cannot be read").format(name=CURRENT))
        return None
    except (OSError, ValueError):
        _damaged(strict, _("its record {name} cannot be read").format(name=CURRENT))
        return None
    if isinstance(doc, dict) and "schema" in doc and doc.get("schema") != DATA_SCHEMA:
        return None
    try:
        if not isinstance(doc, dict):
            raise TypeError(doc)
        root = base / str(doc["folder"]) / "data"
        if "/" in str(doc["folder"]) or not root.is_dir():
            _damaged(strict, _("the folder its record names is gone"))
            return None
        floor = doc["floor"]
        return Installed(root, str(doc["sha256"]), _days(doc["formats"]), str(doc["source"]),
                         str(doc["installed"]), str(floor["digest"]), _days(floor["formats"]),
                         bool(floor["newer"]), str(doc["files"]))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        _damaged(strict, _("its record {name} cannot be read").format(name=CURRENT))
        return None


def _damaged(strict: bool, reason: str) -> None:
    """Nothing usable is installed: raise :class:`Damaged` when ``strict``."""
    if strict:
        raise Damaged(reason)


def write_current(folder: Path, record: dict[str, Any]) -> None:
    """Replace ``current.json`` in one step (a reader sees the old record or the new)."""
    import os
    import tempfile

    body = json.dumps({"schema": DATA_SCHEMA, **record}, indent=1, ensure_ascii=False)
    fd, name = tempfile.mkstemp(dir=folder, prefix=".current-", suffix=".json")
    tmp = Path(name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(body)
            handle.flush()
            os.fsync(handle.fileno())
        tmp.replace(folder / CURRENT)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def newer(candidate: dict[str, str], than: dict[str, str]) -> bool:
    """Whether data read on ``candidate``'s days is newer than data read on ``than``'s: no
    format older or missing, and at least one read later."""
    if any(fmt not in candidate or candidate[fmt] < day for fmt, day in than.items()):
        return False
    return any(day > than.get(fmt, "") for fmt, day in candidate.items())


def older(candidate: dict[str, str], than: dict[str, str]) -> list[str]:
    """The formats whose data ``candidate`` read before ``than`` did (or lacks)."""
    return sorted(fmt for fmt, day in than.items() if candidate.get(fmt, "") < day)


def read_days(compiled: dict[str, Any]) -> dict[str, str]:
    """Each format's read day from compiled rules data
    (:func:`deckcheck.rulesdata.schema.compile_data`):
    the ``as-of`` of the format's ``data-age`` rule; formats without one (Unlimited, the house
    variant) are the same on every day and have none."""
    out = {}
    for format_id, settings in compiled["formats"].items():
        age = settings["rules"].get("data-age")
        if isinstance(age, dict) and age.get("as-of"):
            out[format_id] = str(age["as-of"])
    return out


def _days(value: object) -> dict[str, str]:
    if not isinstance(value, dict):
        raise TypeError(value)
    return {str(k): str(v) for k, v in value.items()}
