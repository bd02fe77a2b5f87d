"""A miniature TCGdex cards-database archive, written at test time from tests/cards/card_facts.yaml.

The archive has the card database's own layout and syntax::

    cards-database/data/<Serie>.ts                  const serie: Serie = {id, name}
    cards-database/data/<Serie>/<Set>.ts             const set: Set = {id, name, serie, cardCount,
                                                     releaseDate, abbreviations}
    cards-database/data/<Serie>/<Set>/<localId>.ts   const card: Card = {set, name, category, ...}

so a catalog build reads it exactly as it reads the real archive. Texts the card database keeps
per language (attack and ability names and effects, rules text, evolveFrom) are written as
``{en: "..."}``: the catalog keeps only their English.
"""

from __future__ import annotations

import io
import json
import os
import re
import tarfile
from pathlib import Path
from typing import Any

import yaml

FACTS = Path(__file__).resolve().parent / "cards" / "card_facts.yaml"
ROOT = "cards-database/data"
MTIME = 1_787_270_400  # 2026-08-21T00:00:00Z: the catalog's source date, fixed for repeatable tests

CARD_FIELDS = ("category", "stage", "suffix", "trainerType", "energyType", "hp", "types",
               "evolveFrom", "abilities", "attacks", "weaknesses", "resistances", "retreat",
               "effect", "item")
PRINT_FIELDS = ("rarity", "regulationMark", "illustrator")
_LOCALISED = ("name", "effect")
"""Keys of attacks, abilities and items whose text the card database keeps per language."""
_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*\Z")


def full_archive_path() -> Path | None:
    """The full card database ``DECKCHECK_CATALOG_SOURCE`` names, if it is a .tar.gz on disk."""
    source = os.environ.get("DECKCHECK_CATALOG_SOURCE", "")
    path = Path(source) if source else None
    return path if path is not None and path.is_file() else None


def load_facts(path: Path = FACTS) -> dict[str, Any]:
    with path.open(encoding="utf-8") as handle:
        facts: dict[str, Any] = yaml.safe_load(handle)
    return facts


def prints(facts: dict[str, Any]) -> int:
    """How many card files the archive holds: one per print."""
    return sum(len(card["prints"]) for card in facts["cards"])


def _ts(value: Any, depth: int = 1) -> str:
    """A TypeScript literal, laid out as the card database lays its files out."""
    pad, inner = "\t" * (depth - 1), "\t" * depth
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [f"{inner}{k if _IDENTIFIER.match(k) else json.dumps(k)}: {_ts(v, depth + 1)}"
                 for k, v in value.items()]
        return "{\n" + ",\n".join(items) + f",\n{pad}}}"
    if isinstance(value, list):
        if all(isinstance(v, str | int | float) for v in value):
            return "[" + ", ".join(_ts(v) for v in value) + "]"
        return "[" + ", ".join(_ts(v, depth) for v in value) + "]"
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, int | float):
        return repr(value)
    return json.dumps(str(value), ensure_ascii=False)


def _localised(value: Any) -> Any:
    """An attack, ability or item with its name and effect as ``{en: ...}``."""
    if isinstance(value, list):
        return [_localised(v) for v in value]
    if isinstance(value, dict):
        return {k: {"en": v} if k in _LOCALISED and isinstance(v, str) else v
                for k, v in value.items()}
    return value


def _module(imports: list[tuple[str, str]], kind: str, name: str, value: dict[str, Any],
            body: str = "") -> str:
    lines = [f'import {what} from "{where}"' for what, where in imports]
    literal = _ts(value)
    if body:  # a reference to the imported set (`set: Set`) goes first, as in the database
        literal = "{\n" + body + literal[1:]
    return "\n".join(lines) + f"\n\nconst {name}: {kind} = {literal}\n\nexport default {name}\n"


def card_record(card: dict[str, Any], printed: dict[str, Any]) -> dict[str, Any]:
    """The card file's object (without its ``set``) for one print of a card."""
    record: dict[str, Any] = {"name": card["name"]}
    for key in CARD_FIELDS:
        if key not in card:
            continue
        value = card[key]
        if key in ("effect", "evolveFrom") and isinstance(value, str):
            value = {"en": value}  # else the database's own mapping (an evolveFrom in French only)
        elif key in ("attacks", "abilities", "item"):
            value = _localised(value)
        record[key] = value
    for key in PRINT_FIELDS:
        if key in printed:
            record[key] = printed[key]
    return record


def files(facts: dict[str, Any]) -> dict[str, str]:
    """Archive member name -> file text, for every serie, set and card file."""
    series = facts["series"]
    out: dict[str, str] = {}
    serie_dirs: dict[str, str] = {}
    for serie_id, serie in series.items():
        folder = serie.get("folder", serie["name"])
        serie_dirs[serie_id] = folder
        out[f"{ROOT}/{folder}.ts"] = _module(
            [("{ Serie }", "../interfaces")], "Serie", "serie",
            {"id": serie_id, "name": {"en": serie["name"]}})
    set_dirs: dict[str, str] = {}
    for set_id, info in facts["sets"].items():
        serie_folder = serie_dirs[info["serie"]]
        folder = info.get("folder", info["name"])
        set_dirs[set_id] = f"{serie_folder}/{folder}"
        # A set's names in other languages, where a test reads them (`deckcheck card`).
        value: dict[str, Any] = {"id": set_id, "name": {"en": info["name"],
                                                        **info.get("names", {})}}
        if info.get("cards") is not None:
            value["cardCount"] = {"official": info["cards"]}
        if info.get("released"):
            value["releaseDate"] = str(info["released"])
        if info.get("code"):
            value["abbreviations"] = {"official": info["code"]}
        out[f"{ROOT}/{serie_folder}/{folder}.ts"] = _module(
            [("{ Set }", "../../interfaces"), ("serie", f"../{serie_folder}")], "Set", "set",
            value, body="\tserie: serie,\n")
    for card in facts["cards"]:
        for printed in card["prints"]:
            set_dir = set_dirs[printed["set"]]
            member = f"{ROOT}/{set_dir}/{printed['number']}.ts"
            if member in out:
                raise ValueError(f"{printed['set']} {printed['number']} is in the facts twice")
            set_folder = set_dir.rsplit("/", 1)[1]
            out[member] = _module(
                [("{ Card }", "../../../interfaces"), ("Set", f"../{set_folder}")], "Card", "card",
                card_record(card, printed), body="\tset: Set,\n")
    return out


def write_archive(target: Path, facts: dict[str, Any] | None = None) -> Path:
    """Write the miniature archive (.tar.gz) to ``target`` and return it."""
    members = files(facts if facts is not None else load_facts())
    with tarfile.open(target, "w:gz") as archive:
        for name, text in sorted(members.items()):
            body = text.encode("utf-8")
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(body), MTIME, 0o644
            archive.addfile(info, io.BytesIO(body))
    return target
