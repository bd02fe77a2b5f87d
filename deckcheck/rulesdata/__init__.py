"""The rules data deckcheck ships with, loaded once per process.

Reading the YAML files means importing PyYAML and pydantic, which costs more than checking a
deck. So the validated document from :func:`deckcheck.rulesdata.schema.compile_data` is cached as
JSON,
named by a digest of the data files' bytes: editing a data file changes the digest and the next
run recompiles. If the cache cannot be written, deckcheck still works, just more slowly.
"""

from __future__ import annotations

import contextlib
import json
import zlib
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckcheck import __version__
from deckcheck.errors import DataError
from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass
from deckcheck.rulesdata.resources import cache_dir, data_dir, write_atomically

if TYPE_CHECKING:
    from deckcheck.formatdata.choice import Installed
    from deckcheck.rulesdata import shapes as dt  # TypedDicts: for the type checker only


def normalise_set(code: str, spellings: dict[str, str]) -> str:
    """The code deckcheck and the card catalog use for a set as written (data/set_codes.yaml):
    "svp", "SVP" and "PR-SV" are all PR-SV; a code nobody listed stays as written, in capitals."""
    upper = code.strip().upper()
    return spellings.get(upper, upper)


def normalise_number(number: str, set_code: str, promos: dict[str, Any]) -> str:
    """The canonical spelling of a collector number: no zero padding, no promo letters."""
    value = number.strip().upper()
    promo = promos.get(set_code)
    if promo is not None:
        prefix = promo["number_prefix"].upper()
        if value.startswith(prefix) and value[len(prefix):].isdigit():
            value = value[len(prefix):]
    head = value.rstrip("0123456789")
    digits = value[len(head):]
    if digits:
        value = head + (digits.lstrip("0") or "0")
    return value


@dataclass(frozen=True, eq=False)
class RulesData:
    """Validated contents of ``data/``, with the look-up tables the pipeline needs."""

    raw: dict[str, Any]

    # Typed views of the compiled document (deckcheck.rulesdata.shapes): a misspelt key is a mypy
    # error.
    @property
    def languages(self) -> dict[str, Any]:
        return self.raw["languages"]  # type: ignore[no-any-return]

    @property
    def formats(self) -> dict[str, dt.Format]:
        return self.raw["formats"]  # type: ignore[no-any-return]

    @property
    def citations(self) -> dict[str, dt.Citation]:
        return self.raw["citations"]  # type: ignore[no-any-return]

    @property
    def regions(self) -> dict[str, str]:
        return self.raw["regions"]  # type: ignore[no-any-return]

    @property
    def sets(self) -> dt.Sets:
        return self.raw["sets"]  # type: ignore[no-any-return]

    @property
    def suffixes(self) -> dict[str, dt.SuffixFacts]:
        """data/suffixes.yaml: what each canonical suffix proves about a card."""
        return self.raw["suffixes"]  # type: ignore[no-any-return]

    @property
    def sp_symbols(self) -> dt.SpSymbols:
        return self.raw["sp_symbols"]  # type: ignore[no-any-return]

    @property
    def short_forms(self) -> dt.ShortForms:
        """data/short_forms.yaml: kind words, promo sets and titles a short line leaves off."""
        return self.raw["short_forms"]  # type: ignore[no-any-return]

    @property
    def set_codes(self) -> list[str]:
        """Every English set code (data/history/sets.yaml), upper case."""
        return self.raw["set_codes"]  # type: ignore[no-any-return]

    @property
    def set_names(self) -> dict[str, str]:
        """data/history/sets.yaml: each English set's code by its name ("Chilling Reign": CRE)."""
        return self.raw["set_names"]  # type: ignore[no-any-return]

    @property
    def set_legal(self) -> dict[str, str | None]:
        """data/history/sets.yaml: each set's first tournament-legal day (None: no one day)."""
        return self.raw["set_legal"]  # type: ignore[no-any-return]

    @property
    def new_set_rule(self) -> dict[str, Any] | None:
        """data/history/sets.yaml: the era in force, whose rule makes a set newer than the data
        legal (``days-after-release``: 14 days after its release)."""
        return self.raw["new_set_rule"]  # type: ignore[no-any-return]

    @property
    def retired_energy(self) -> list[dict[str, str | None]]:
        """data/history/standard.yaml: each basic Energy a Standard season retired (``name``,
        its English card name) and the first day of that season (``since``; None: not known)."""
        return self.raw["retired_energy"]  # type: ignore[no-any-return]

    @property
    def energy_spellings(self) -> dict[str, str]:
        """Every spelling of the nine basic Energy cards, folded, to its English card name."""
        return self.raw["energy_spellings"]  # type: ignore[no-any-return]

    @property
    def spellings(self) -> dict[str, dict[str, str]]:
        """data/spellings.yaml: other spellings of printed symbols ("{*}" is "◇")."""
        return self.raw["spellings"]  # type: ignore[no-any-return]

    @property
    def energy_symbols(self) -> dict[str, str]:
        """data/energy.yaml: Pokémon TCG Live's letter for each basic Energy type ("fire": "R")."""
        return self.raw["energy"]["symbols"]  # type: ignore[no-any-return]

    @property
    def glossary(self) -> dict[str, dict[str, dict[str, str]]]:
        """data/glossary.yaml's words: group -> key -> language -> word (see
        deckcheck.i18n.glossary)."""
        return self.raw["glossary"]  # type: ignore[no-any-return]

    @property
    def energy_names(self) -> dt.EnergySymbols:
        """data/energy.yaml: symbol letters, other symbols, multi-type Energy names."""
        return self.raw["energy"]  # type: ignore[no-any-return]

    @property
    def reprint_rule(self) -> dt.ReprintRule:
        return self.raw["reprint_rule"]  # type: ignore[no-any-return]

    @property
    def reprint_templates(self) -> dt.ReprintTemplates:
        """data/reprint_templates.yaml: one effect's wordings in the templates of each era."""
        return self.raw["reprint_templates"]  # type: ignore[no-any-return]

    def card_list(self, stem: str) -> dt.CardList:
        """A list of cards by name and print under data/cards/: ``ace_spec``, ``radiant``,
        ``prism_star``, ``pokemon_star``, ``special_energy``, ``not_tournament_legal``."""
        if stem not in CARD_LISTS:
            raise KeyError(f"data/cards/{stem}.yaml is not a card list")
        return self.raw[stem]  # type: ignore[no-any-return]

    @property
    def special_energy(self) -> dt.SpecialEnergyList:
        """data/cards/special_energy.yaml: the Special Energy with a basic Energy's name, and the
        day the first basic Energy of those names came out."""
        return self.raw["special_energy"]  # type: ignore[no-any-return]

    @property
    def v_union(self) -> dt.VUnionList:
        return self.raw["v_union"]  # type: ignore[no-any-return]

    @property
    def not_basic(self) -> dt.NotBasic:
        return self.raw["not_basic"]  # type: ignore[no-any-return]

    @property
    def evolution_prefixes(self) -> tuple[str, ...]:
        """data/cards/evolution_lines.yaml: prefixes within which a line evolves ("Dark", "'s")."""
        return tuple(self.raw["evolution_lines"]["prefixes"])

    @property
    def copy_limits(self) -> dt.CopyLimitList:
        return self.raw["copy_limits"]  # type: ignore[no-any-return]

    @property
    def name_groups(self) -> dt.NameGroupList:
        return self.raw["name_groups"]  # type: ignore[no-any-return]

    @property
    def set_table(self) -> dt.SetTable:
        """data/set_codes.yaml compiled: codes by TCGdex set id, every spelling to its code."""
        return self.raw["set_table"]  # type: ignore[no-any-return]

    @cached_property
    def ace_spec_prints(self) -> frozenset[tuple[str, str]]:
        """The ACE SPEC prints data/cards/ace_spec.yaml lists (the catalog misses some)."""
        return frozenset(self.parse_print(ref) for card in self.card_list("ace_spec")["cards"]
                         for ref in card["prints"])

    def is_ace_spec(self, rarity: str | None, set_code: str | None, number: str) -> bool:
        """Whether a catalog print is an ACE SPEC: by its rarity, or by data/ (which wins)."""
        return rarity == "ACE SPEC Rare" or (set_code or "", number) in self.ace_spec_prints

    @cached_property
    def printed_marks(self) -> dict[tuple[str, str], str]:
        """The regulation mark printed on each print the card catalog lacks one for
        (data/cards/regulation_marks.yaml), by canonical print."""
        return {self.parse_print(ref): group["mark"]
                for group in self.raw["regulation_marks"]["marks"] for ref in group["prints"]}

    @cached_property
    def catalog_digest(self) -> str:
        """A digest of the data a card catalog's build depends on: the name rules (languages,
        suffixes, regions, SP symbols, basic Energy spellings) that compute its name keys, the
        set codes, and the printed regulation marks the card database lacks. A catalog built
        with other data finds cards by stale keys, or keeps stale marks. The code that computes
        the keys counts too (:data:`NAME_KEY_CODE`): an upgrade that computes them otherwise asks
        for a rebuild, as new data does."""
        parts = {key: self.raw[key] for key in CATALOG_INPUTS}
        body = json.dumps(parts, sort_keys=True).encode() + name_key_code()
        return f"{zlib.crc32(body):08x}"

    def print_key(self, set_code: str, number: str) -> tuple[str, str]:
        """A print as (set, number) in canonical spelling, so that spellings compare equal.

        Any spelling of data/set_codes.yaml names its set ("svi", "sv1", "SV01" are SVI).
        Pokémon TCG Online's gallery numbers become the printed ones ("GEN 127" is GEN RC27,
        "BRS 187" BRS TG01), and gallery sub-sets the catalog's form: "CRZ GG69" and "CRZ-GG 69"
        are both ("CRZ:GG", "GG69").
        """
        promos = self.sets["promos"]
        table = self.set_table
        canonical_set = self.set_of(set_code)
        number = number.strip().upper()
        continued = table["continued"].get(canonical_set)
        if continued is not None and number.isdigit() and int(number) > continued[0]:
            number = f"{continued[1]}{int(number) - continued[0]}"
        if canonical_set == "PR":  # any Black Star promo: its number's letters say which
            canonical_set = next((code for code, promo in promos.items()
                                  if number.startswith(promo["number_prefix"].upper())
                                  and number[len(promo["number_prefix"]):].isdigit()), "PR")
        elif number.rstrip("0123456789") == set_code.strip().upper() != number:
            # A promo series written as its set, its letters twice ("Tapu Koko SM SM30", "Giratina
            # XY XY184": data/sets.yaml promos): the number's letters are no set's own.
            canonical_set = next((code for code, promo in promos.items()
                                  if promo["number_prefix"].upper() == number.rstrip("0123456789")),
                                 canonical_set)
        subsets = self.sets["gallery_subsets"]
        base, _, sub = canonical_set.replace("-", ":").partition(":")
        if sub in subsets and canonical_set not in promos:
            canonical_set = f"{base}:{sub}"
            if number.isdigit():
                number = sub + number
        elif canonical_set not in promos and not sub:
            prefix = number.rstrip("0123456789")
            if prefix in subsets and prefix != number:
                canonical_set = f"{canonical_set}:{prefix}"
        return canonical_set, normalise_number(number, canonical_set, promos)

    def set_of(self, set_code: str) -> str:
        """The code of the set a list's code names (data/set_codes.yaml): any spelling in any
        case, or one read only in lower case ("g1" is Generations, "G1" Gym Heroes)."""
        table = self.set_table
        return table["lower_case"].get(set_code.strip()) \
            or normalise_set(set_code, table["spellings"])

    def parse_print(self, ref: str) -> tuple[str, str]:
        """A data file's ``"SET NUMBER"`` as a canonical print key."""
        set_code, number = ref.rsplit(" ", 1)
        return self.print_key(set_code, number)


CARD_LISTS = ("ace_spec", "radiant", "prism_star", "pokemon_star", "special_energy",
              "not_tournament_legal")
"""The files of data/cards/ that list cards by name and print (datatypes.CardList)."""

CATALOG_INPUTS = ("languages", "suffixes", "regions", "sp_symbols", "energy_spellings", "energy",
                  "sets", "set_table", "spellings", "regulation_marks")
"""The parts of data/ a built card catalog depends on (see RulesData.catalog_digest)."""

NAME_KEY_CODE = "names"
"""The package, below deckcheck's, whose modules compute a card catalog's name keys from the data
(every module of it counts, but :data:`NOT_NAME_KEY_CODE`: a change to any asks for a rebuild,
never a stale key kept)."""

NOT_NAME_KEY_CODE = frozenset({"compare.py"})
"""Modules of :data:`NAME_KEY_CODE` no catalog build runs: the judge's question (``deckcheck
name``) reads the catalog by the keys the others compute, and a change to it rebuilds nothing."""


def name_key_code() -> bytes:
    """The bytes of :data:`NAME_KEY_CODE`'s modules, by name (none found, as in a frozen build:
    the data alone then keys the catalog)."""
    folder = Path(__file__).resolve().parents[1] / NAME_KEY_CODE
    found = b""
    with contextlib.suppress(OSError):
        for module in sorted(folder.glob("*.py")):
            if module.name not in NOT_NAME_KEY_CODE:
                found += module.name.encode() + b"\0" + module.read_bytes()
    return found


COMPILED_FORMAT = 20
"""Bumped when compile_data's output changes shape, so older caches are not read."""

_LOADED: RulesData | None = None
_IN_USE: DataInUse | None = None


@dataclass(frozen=True)
class DataInUse:
    """The data folder this process reads, and whether it is a bundle installed since the
    release (:mod:`deckcheck.formatdata`) or the data shipped with the code."""

    root: Path
    installed: Installed | None
    """The installed bundle in use; None: the shipped data."""

    @property
    def formats(self) -> dict[str, str]:
        """Each dated format's read day: the day its data was read against the official
        statements."""
        if self.installed is not None:
            return self.installed.formats
        from deckcheck.formatdata.choice import read_days

        return read_days(load().raw)

    @property
    def newest(self) -> str:
        """The newest read day of any format ("" when none has one)."""
        return max(self.formats.values(), default="")


def in_use() -> DataInUse:
    """The data this process uses: an installed bundle where it is newer than the shipped data
    (which is the floor), else the shipped data. Chosen once per process."""
    global _IN_USE
    if _IN_USE is None:
        _IN_USE = _choose(data_dir())
    return _IN_USE


def _choose(shipped: Path) -> DataInUse:
    from deckcheck.formatdata import choice

    try:
        current = choice.read_current(strict=True)
    except choice.Damaged as exc:
        raise _unusable(choice.home(), str(exc)) from None
    if current is None:
        return DataInUse(shipped, None)
    if current.floor_digest == tree_digest(shipped):
        is_newer = current.newer
    else:  # deckcheck was upgraded since the install: its own data may be newer now
        is_newer = choice.newer(current.formats, choice.read_days(compiled_at(shipped)))
    return DataInUse(current.root, current) if is_newer else DataInUse(shipped, None)


def forget() -> None:
    """Drop what this process has loaded, so the next use reads the data in use anew (after a
    bundle was installed)."""
    global _LOADED, _IN_USE
    _LOADED = _IN_USE = None


def load() -> RulesData:
    """The rules data for this process (compiled or read from the cache on first use)."""
    global _LOADED
    if _LOADED is None:
        chosen = in_use()
        try:
            files = None
            if chosen.installed is not None:
                # The manifest's hashes were checked at install; a file cut or edited since
                # (a disk full while a backup was restored) would be read as valid data with
                # fewer bans or ACE SPECs, so the files must still be the ones installed.
                files = files_digest(chosen.root)
                if files != chosen.installed.files:
                    raise DataError(_("its files changed since it was installed"))
            _LOADED = RulesData(compiled_at(chosen.root, files))
        except DataError as exc:
            if chosen.installed is None:
                raise
            raise _unusable(chosen.root.parent.parent, str(exc)) from exc
    return _LOADED


def _unusable(folder: Path, reason: str) -> DataError:
    """Installed format data that cannot be used, and the remedy. ``folder`` is format-data/
    whole: removing it leaves no record behind, so the shipped data is then used, as if nothing
    had been installed."""
    # Translators: {path} is a folder; keep the command in backquotes as it is.
    return DataError(_("the format data installed in {path} cannot be used ({reason}); run "
                       "`deckcheck update --force`, or remove that folder").format(
                           path=folder, reason=reason))


def files_digest(root: Path) -> str:
    """What the data files of ``root`` hold, whatever deckcheck reads them: their paths and
    bytes (CRC and total size). An installed bundle records it, so that a file cut or edited
    since the install is noticed (:func:`load`). Not a security measure: CRC is enough, and
    avoids loading OpenSSL at start-up."""
    crc = 0
    total = 0
    for path in sorted(root.rglob("*.yaml")):
        body = path.read_bytes()
        total += len(body)
        crc = zlib.crc32(path.relative_to(root).as_posix().encode() + b"\0" + body, crc)
    return f"{crc:08x}{total:x}"


def tree_digest(root: Path, files: str | None = None) -> str:
    """A cache key that changes when any data file does, or deckcheck's reading of them
    (``files``: :func:`files_digest` of ``root``, when already taken)."""
    files = files or files_digest(root)
    return f"{zlib.crc32(f'{__version__}/{COMPILED_FORMAT}/{files}'.encode()):08x}{files}"


def compiled_at(root: Path, files: str | None = None) -> dict[str, Any]:
    """The validated document of the data folder ``root``, from the cache or compiled anew
    (``files``: :func:`files_digest` of ``root``, when already taken)."""
    cache_file = cache_dir() / f"rules-data-{tree_digest(root, files)}.json"
    with contextlib.suppress(OSError, ValueError):
        # The first line is the CRC of the rest: a cache edited or damaged in any way (even
        # into other valid JSON) is compiled anew instead of failing later on a missing key.
        check, _, body = cache_file.read_bytes().partition(b"\n")
        if check == b"%08x" % zlib.crc32(body):
            cached = json.loads(body)
            if isinstance(cached, dict):
                return cached
    from deckcheck.rulesdata.schema import compile_data  # imports yaml and pydantic

    compiled = compile_data(root)
    body = json.dumps(compiled, ensure_ascii=False).encode("utf-8")
    write_atomically(cache_file, (b"%08x\n" % zlib.crc32(body) + body).decode("utf-8"))
    return compiled
