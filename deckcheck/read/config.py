"""Project settings for deck repositories: ``[tool.deckcheck]`` in pyproject.toml, or
deckcheck.yaml (or .yml).

So that ``deckcheck check decks/`` in CI needs no flags::

    [tool.deckcheck]
    format = "standard"                     # default format for every deck
    [tool.deckcheck.paths]
    "decks/expanded/**" = "expanded"        # glob (relative to this file) -> format;
                                            # where several match, the last one wins

``paths`` may instead be a list naming the decklists (files or folders, relative to this file)
that a bare ``deckcheck check`` checks; without it, a bare ``deckcheck check`` checks the folder
holding the settings. A folder walk leaves out what ``.gitignore`` and ``.ignore`` ignore and
what ``exclude`` (replacing the default exclusions of data/not_decklists.yaml) and
``extend-exclude`` (adding to them) name: gitignore-style patterns relative to this file
(:mod:`deckcheck.read.ignore`).
``strict = true`` makes every point deckcheck cannot decide an error, as ``--strict`` does.
``date = "2019-08-16"`` checks every list as of that day, as ``--date`` does; a path's format may
name its own day (``"decks/2019/**" = "standard@2019-08-16"``).
``max-data-age = 120`` trusts the format data for that many days after it was read (each
format's own limit otherwise: 90), as ``--max-data-age`` does.
``[tool.deckcheck.player]`` (``name``, ``id``, ``birth_date = "YYYY-MM-DD"``, ``division``:
junior, senior or masters) fills in the deck registration sheet of ``deckcheck export``.
The nearest such file at or above the lists a run names (the current directory when it names
none) applies (:func:`find_for`); one folder with settings in two files is refused, and so are
lists under two settings files in one run. ``--format`` on the command line overrides its
formats. A format given as a ``.yaml`` file is relative to the settings file.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import unicodedata
import zlib
from functools import cache
from pathlib import Path
from typing import Any

from deckcheck import __version__
from deckcheck.bounded import Bounded
from deckcheck.errors import DataError
from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass
from deckcheck.rulesdata.resources import cache_dir, read_text, write_atomically

CONFIG_FILES = ("deckcheck.yaml", "deckcheck.yml", "pyproject.toml")
"""Where settings are read, in one folder; two of them holding settings are refused."""
MAX_PYPROJECT_BYTES = 1_000_000
"""A pyproject.toml holds a whole project's settings; still, not megabytes of them."""
MAX_YAML_BYTES = 256_000


@dataclass(frozen=True)
class ProjectConfig:
    """Where the settings were found, the default format, the per-path formats in order, and
    whether undecided points are errors."""

    source: Path
    default_format: str | None
    path_formats: tuple[tuple[str, str], ...]
    strict: bool = False
    player: tuple[tuple[str, str], ...] = ()
    """The player's details for ``deckcheck export --to registration`` (``player`` table):
    name, id, birth_date, division."""
    date: str | None = None
    """The day lists are checked as of (``date = "2019-08-16"``), as ``--date`` gives it."""
    max_data_age: int | None = None
    """How many days after the format data was read a check is still decided
    (``max-data-age = 120``), as ``--max-data-age`` gives it; None: each format's own."""
    decklists: tuple[str, ...] = ()
    """What a bare ``deckcheck check`` checks (``paths = [...]``), as paths a run can open
    (relative to the current folder when the settings file is below it)."""
    exclude: tuple[str, ...] | None = None
    """``exclude``: patterns replacing the default exclusions; None keeps them."""
    extend_exclude: tuple[str, ...] = ()
    """``extend-exclude``: patterns adding to the exclusions."""

    def default_paths(self) -> tuple[str, ...]:
        """What a bare ``deckcheck check`` checks without ``paths = [...]``: the folder holding
        the settings file, as ruff checks the current project."""
        return (_openable(self.source.parent, "."),)

    def format_for(self, deck: str) -> str | None:
        """The format for one decklist: the last matching path pattern, else the default.

        The last, as in .gitignore and CODEOWNERS: a repository writes the broad pattern first
        and the folder that differs after it (``"decks/**"`` then ``"decks/glc/**"``)."""
        if not self.path_formats:
            return self.default_format
        relative = self._relative(deck)
        if relative is None:
            return self.default_format
        for pattern, format_id in reversed(self.path_formats):
            if _matches(relative, pattern):
                return format_id
        return self.default_format

    def _relative(self, deck: str) -> str | None:
        """The list's path relative to the settings file's folder, with slashes; None when it
        lies outside it."""
        # Text paths: pathlib would intern every part of ten thousand paths (see sources.py).
        # The path the list is named by decides, as git matches a .gitignore line against a
        # link's own path: decks/glc/x.txt, a link to lists/x.txt or a file of a linked
        # folder, is in decks/glc (matched by its target, the club's GLC list was checked as
        # Standard). The name is read below the settings' folder as it was found (through a
        # link to the repository, or not), then below its real path; last, with the folders of
        # the name followed (a name holding ".." after a link), never the list's own link.
        named = _named_path(deck)
        root = _real_folder(os.fspath(self.source.parent))
        relative: str | None = None
        if named is not None:
            relative = _below(os.path.abspath(self.source.parent), named) \
                or _below(root, named)  # noqa: PTH100
        if relative is None:
            folder, name = os.path.split(deck)
            relative = _below(root, os.path.join(_real_folder(folder or os.curdir), name))  # noqa: PTH118
        return relative

    def matching_keys(self, deck: str) -> set[int]:
        """The positions in ``path_formats`` of every key that matches the list ``deck``, as
        :meth:`format_for` reads the keys (a bare run says which matched none of its lists)."""
        relative = self._relative(deck)
        if relative is None:
            return set()
        return {index for index, (pattern, _format_id) in enumerate(self.path_formats)
                if _matches(relative, pattern)}


def _below(root: str, full: str) -> str | None:
    """``full``'s path relative to the folder ``root`` (both absolute), with slashes; None when
    it is not below it."""
    # Below the root is a matter of their text (as os.path.commonpath and relpath work it out,
    # at a fraction of their cost).
    inside = root if root.endswith(os.sep) else root + os.sep
    if full == root:
        return "."
    if os.path.normcase(full).startswith(os.path.normcase(inside)):
        return full[len(inside):].replace(os.sep, "/")
    return None


def _named_path(path: str) -> str | None:
    """``path`` made absolute, no link followed: the path a list is named and walked by. From
    the current folder as the shell names it (:func:`logical_cwd`); a name starting with ``..``
    from the real current folder, whose parent the system takes; None for a name with ``..``
    after a folder name, which the system reads after following that folder's link."""
    parts = path.replace(os.sep, "/").split("/")
    leading = 0
    while leading < len(parts) and parts[leading] == "..":
        leading += 1
    if ".." in parts[leading:]:
        return None
    base = os.getcwd() if leading else logical_cwd()  # noqa: PTH109
    return os.path.normpath(os.path.join(base, path))  # noqa: PTH118 - text


def logical_cwd() -> str:
    """The current folder as the shell names it (``$PWD``: through the link it was reached
    by, as ``pwd`` says), when that names the same folder; else the real one. A repository's
    settings are found and its keys matched by the names the player sees."""
    real = os.getcwd()  # noqa: PTH109
    shown = os.environ.get("PWD")
    if not shown or shown == real or not os.path.isabs(shown):  # noqa: PTH117
        return real
    same = _SAME_FOLDER.get((shown, real))
    if same is None:
        try:
            same = os.path.samefile(shown, real)  # noqa: PTH121
        except OSError:
            same = False
        _SAME_FOLDER[(shown, real)] = same  # a run changes folder rarely: a few entries
    return shown if same else real


_SAME_FOLDER: dict[tuple[str, str], bool] = {}
"""Whether ``$PWD`` names the real current folder, asked once per pair (a batch's ten thousand
lists would ask it each)."""


def _matches(relative: str, pattern: str) -> bool:
    """Whether a list's path (relative to the settings file, with slashes) is what a ``paths``
    key names, read as a .gitignore line is: ``*`` stays within a folder, ``**/`` is any number
    of folders, a key naming a folder (``"decks/glc"``, ``"decks/glc/"``) names all below it, a
    key with no slash inside (``"glc"``) names such a folder at any depth; ``"./decks"`` and
    ``"/decks"`` are the settings file's own decks/, and a key above the settings file names
    nothing. (fnmatch's ``*`` crossed folders and a folder key matched nothing: GLC lists were
    checked as Standard, unsaid.)"""
    # One form for accents on both sides ("é" one character or e and a combining accent, as
    # macOS once saved names), and a Windows user's backslashes as the separators they mean.
    relative = unicodedata.normalize("NFC", relative)
    key = unicodedata.normalize("NFC", pattern.strip()).replace("\\", "/")
    anchored = key.startswith(("/", "./"))
    key = posixpath.normpath(key or ".").lstrip("/")
    if key in ("", "."):
        return True  # "/", "." or "./": the settings file's own folder and all below it
    if key == ".." or key.startswith("../"):
        return False  # above the settings file: none of the lists its paths table names
    anchored = anchored or "/" in key
    # The key as a glob, or as the folder or file it literally names ("decks/[GLC] 2025": a
    # bracket in a folder's name is no character class to its owner).
    return _key_pattern(key, anchored).match(relative) is not None \
        or _key_pattern(_literal(key), anchored).match(relative) is not None


def _literal(key: str) -> str:
    """``key`` with every glob character escaped into a character class of its own."""
    return "".join(f"[{char}]" if char in "*?[" else char for char in key)


_POSIX_CLASSES = {"digit": "0-9", "alpha": "a-zA-Z", "alnum": "a-zA-Z0-9", "upper": "A-Z",
                  "lower": "a-z", "space": " \\t", "xdigit": "0-9a-fA-F"}
"""The POSIX classes a .gitignore bracket may hold, as ranges (ASCII, as git's wildmatch)."""


def _class_end(key: str, start: int) -> int | None:
    """Where the bracket opened at ``start`` closes (a "]" first in it is one of its
    characters, "[:digit:]" one of its members), or None when it does not."""
    i = start + 1
    if i < len(key) and key[i] in "!^":
        i += 1
    if i < len(key) and key[i] == "]":
        i += 1
    while i < len(key):
        if key.startswith("[:", i) and ":]" in key[i + 2:]:
            i = key.index(":]", i + 2) + 2
        elif key[i] == "]":
            return i
        else:
            i += 1
    return None


@cache
def _key_pattern(key: str, anchored: bool) -> re.Pattern[str]:
    """A ``paths`` key (normalised, no leading slash) as a regular expression over a path, as
    git reads a .gitignore line (not the pathspec library: its import alone cost 44 ms, a third
    of a check, on every run of a repository with a paths table)."""
    out, i = [], 0
    while i < len(key):
        if key.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif key.startswith("**", i):
            out.append(".*")
            i += 2
        elif key[i] == "*":
            out.append("[^/]*")
            i += 1
        elif key[i] == "?":
            out.append("[^/]")
            i += 1
        elif key[i] == "[" and (end := _class_end(key, i)) is not None:
            inner = key[i + 1:end]
            negated = inner.startswith(("!", "^"))
            inner = inner[1:] if negated else inner
            for name, chars in _POSIX_CLASSES.items():  # "[[:digit:]]", as git reads it
                inner = inner.replace(f"[:{name}:]", chars)
            inner = inner.replace("\\", "\\\\").replace("[", "\\[")
            out.append("[" + ("^" if negated else "") + inner + "]")
            i = end + 1
        else:
            out.append(re.escape(key[i]))
            i += 1
    # Anchored (a slash inside or before it): from the settings file's folder; else at any
    # depth. What follows a folder the key names is below it.
    return re.compile(("^" if anchored else "^(?:.*/)?") + "".join(out) + "(?:/.*)?$")


FOLDERS_REMEMBERED = 256
"""Folders whose real path (symbolic links followed) is remembered: a batch's lists stand in a
few folders, and following every part of each list's path again cost 1,000 lists some 50 ms
(a twentieth of what checking them costs once started)."""
_REAL_FOLDERS: Bounded[str, str] = Bounded(FOLDERS_REMEMBERED)


def _real_folder(folder: str) -> str:
    """``os.path.realpath(folder)``, remembered by the folder's absolute path."""
    # A relative folder names another one after a chdir (a test's, a library caller's). Not
    # normalised: ".." after a link leaves the link's target, as realpath reads it.
    if not os.path.isabs(folder):  # noqa: PTH117 - text paths, as format_for
        folder = os.path.join(os.getcwd(), folder)  # noqa: PTH109, PTH118
    return _REAL_FOLDERS.get(folder) or _REAL_FOLDERS.put(folder, os.path.realpath(folder))


def find(start: Path) -> ProjectConfig | None:
    """The nearest deckcheck settings at or above ``start``, if any.

    One folder holding settings in both files (a deckcheck.yaml with the player's details beside
    a pyproject.toml naming the format) is refused, naming both: reading one alone would check
    every list in a format nobody chose, unsaid.
    """
    for directory in _folders_up(start):
        for name in CONFIG_FILES:
            if (directory / name).is_symlink() and not (directory / name).exists():
                # A settings file that is a link to nothing (a dotfiles folder not restored)
                # is refused: skipping it would check every list in a format nobody chose.
                # Translators: {target} is where a symbolic link points.
                raise DataError(_("{path}: a symbolic link to {target}, which does not "
                                  "exist").format(path=directory / name,
                                                  target=(directory / name).readlink()))
        found = [(path, settings) for path in (directory / name for name in CONFIG_FILES)
                 if path.is_file() and (settings := _settings(path)) is not None]
        if len(found) > 1:
            # Translators: {first} and {second} are paths of settings files.
            raise DataError(_("{first} and {second} both hold deckcheck settings: keep them in "
                              "one file (deckcheck reads one)").format(
                                  first=found[0][0], second=found[1][0]))
        if found:
            return _project(*found[0])
        misnamed = _misnamed_settings(directory)
        if misnamed is not None:
            # Found as deckcheck.yaml on a case-insensitive disk (macOS, Windows) and skipped on
            # a case-sensitive one (Linux CI): the same repository checked in two formats.
            # Translators: {path} is a file's path; the file names are not translated.
            raise DataError(_("{path}: deckcheck reads its settings only from deckcheck.yaml, "
                              "deckcheck.yml or [tool.deckcheck] in pyproject.toml, in lower "
                              "case: rename the file").format(path=directory / misnamed))
    return None


def _folders_up(start: Path) -> list[Path]:
    """``start`` and the folders above it, by the path it is named by (a link's own folders, as
    paths keys are matched: the repository holding a link to a club's folder, not the club's),
    then its real path and the folders above that (alone when the name holds ``..`` after a
    folder: the system follows that folder's link first)."""
    named = _named_path(os.fspath(start))
    real = start.resolve()
    folder = Path(named) if named is not None else real
    # Then the folders above its real path, where the name's have no settings: a link outside
    # the repository to its GLC folder ("mine" → repo/glc) is in the repository, as git finds
    # it (review 23: no settings were found, the club's list LEGAL as Standard).
    return list(dict.fromkeys([folder, *folder.parents, real, *real.parents]))


def _misnamed_settings(directory: Path) -> str | None:
    """The name of a file in ``directory`` that looks like deckcheck's settings but is not read:
    deckcheck.yaml in another letter case (``Deckcheck.yaml``, found by a case-insensitive disk
    and skipped by Linux CI), hidden (``.deckcheck.yaml``) or in another language
    (``deckcheck.toml``, ``deckcheck.json``), if any."""
    try:
        names = os.listdir(directory)  # noqa: PTH208 - names only, no Path per entry
    except OSError:
        return None
    return next((name for name in sorted(names)
                 if name.lower().lstrip(".") in _LOOKALIKES and name not in CONFIG_FILES), None)


_LOOKALIKES = frozenset({"deckcheck.yaml", "deckcheck.yml", "deckcheck.toml", "deckcheck.json"})
"""Settings file names a user may write, lower case and without a leading dot."""


def find_for(paths: list[str] | None, listing: ProjectConfig | None = None
             ) -> ProjectConfig | None:
    """The settings that apply to the lists named: for each named path (a file's folder, or the
    folder itself) the nearest at or above it, else those at or above the current folder (a
    list with no settings of its own, standard input, or no path named). So ``deckcheck check
    repo`` from the folder above a deck repository uses the repository's settings, as a run
    inside it does, and ``../downloads/x.txt`` named from a club's folder the club's.

    Lists whose settings differ (two settings files, or settings for some and none for others)
    are refused in one run, naming them: each would need its own formats. ``listing``: the
    settings whose ``paths`` named these lists, which they must then share.
    """
    named = [path for path in paths or () if path != "-"]
    starts = sorted({os.path.dirname(path) or os.curdir  # noqa: PTH120 - text paths
                     if not os.path.isdir(path) else path  # noqa: PTH112
                     for path in named})
    here: list[ProjectConfig | None] = []

    def current() -> ProjectConfig | None:
        if not here:
            here.append(find(Path(logical_cwd())))
        return here[0]

    found: dict[Path | None, ProjectConfig | None] = {}
    for start in starts:
        project = find(Path(start)) or current()
        found.setdefault(project.source if project is not None else None, project)
    if not named or len(named) < len(paths or ()):
        project = current()  # standard input, or no path: the current folder's
        found.setdefault(project.source if project is not None else None, project)
    if listing is not None:
        found.setdefault(listing.source, listing)
    if len(found) > 1:
        sources = sorted(str(source) for source in found if source is not None)
        if None in found:
            # Translators: {path} is a settings file's path.
            raise DataError(_("the lists named do not share their settings: {path} applies to "
                              "some, none to the others; check them in runs of their own").format(
                                  path=sources[0]))
        # Translators: {first} and {second} are paths of settings files.
        raise DataError(_("the lists named lie under two settings files, {first} and {second}: "
                          "check each repository in a run of its own").format(
                              first=sources[0], second=sources[1]))
    return next(iter(found.values()), None)


def holds_settings(path: Path) -> bool:
    """Whether the file ``path`` holds deckcheck settings (a pyproject.toml may hold none); a
    damaged one is refused as :func:`find` refuses it, and a link to nothing counts (find()
    refuses it: it is never skipped)."""
    if path.is_symlink() and not path.exists():
        return True
    return path.is_file() and _settings(path) is not None


def _settings(path: Path) -> dict[str, Any] | None:
    """The file's deckcheck settings, validated; None when a pyproject.toml has none.

    Parsing TOML or YAML and validating with pydantic cost more than checking a deck, and a deck
    repository runs with the same file day after day; so the validated settings are cached,
    keyed by the file's content (a changed file is read afresh; a bad one is never cached).
    """
    text = read_text(path, str(path), MAX_PYPROJECT_BYTES if path.name == "pyproject.toml"
                     else MAX_YAML_BYTES)
    if path.name == "pyproject.toml" \
            and "deckcheck" not in text.lower().replace("-", "").replace("_", ""):
        # Most pyproject files: nothing to parse. Every way TOML writes our table names us:
        # [tool.deckcheck], [tool."deckcheck"], `deckcheck = {...}` or `deckcheck.format` in [tool]
        # (in any letter case: [tool.Deckcheck] is refused, not skipped).
        return None
    crc = zlib.crc32(f"{__version__}\0{_code_key()}\0{path.name}\0{text}".encode())
    cached = cache_dir() / f"settings-{crc:08x}.json"
    try:
        remembered = json.loads(cached.read_text(encoding="utf-8"))
        if remembered is None or isinstance(remembered, dict):
            return remembered
    except (OSError, ValueError):
        pass
    settings = _parse(path, text)
    if settings is not None:
        settings = _dates_as_text(settings)
        _validate(path, settings, text)
    write_atomically(cached, json.dumps(settings, ensure_ascii=False))
    return settings


@cache
def _code_key() -> int:
    """This module's own source, as a number: validated settings are remembered per version of
    the code that read them (the version number stays 0.1.0 across commits, and a settings file
    an upgrade refuses, "[tool.Deckcheck]" or a braces key, was still read from the cache)."""
    try:
        return zlib.crc32(Path(__file__).read_bytes())
    except OSError:
        return 0


def _dates_as_text(settings: dict[str, Any]) -> dict[str, Any]:
    """TOML's ``date = 2019-08-16`` and YAML's unquoted dates are dates, not text: the same
    day either way (and the settings cache is JSON)."""
    import datetime

    def text(value: Any) -> Any:
        return value.isoformat() if isinstance(value, datetime.date) else value

    out = {key: text(value) for key, value in settings.items()}
    player = out.get("player")
    if isinstance(player, dict):
        out["player"] = {key: text(value) for key, value in player.items()}
    return out


def _parse(path: Path, text: str) -> dict[str, Any] | None:
    if path.name == "pyproject.toml":
        import tomllib

        try:
            document = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            from deckcheck.rulesdata.parse_reasons import toml_problem

            raise DataError(toml_problem(str(path), exc, text)) from exc
        except RecursionError:  # arrays nested hundreds deep
            raise DataError(_("{path}: nested too deeply").format(path=path)) from None
        tool = document.get("tool")
        if tool is not None and not isinstance(tool, dict):
            # Translators: {kind} is a Python type name ("list", "str").
            raise DataError(_("{path}: tool: expected a table, found {kind}").format(
                path=path, kind=type(tool).__name__))
        table = (tool or {}).get("deckcheck")
        misspelt = [key for key in tool or {} if key != "deckcheck"
                    and key.lower().replace("-", "").replace("_", "") == "deckcheck"]
        if misspelt:  # alone, or beside [tool.deckcheck] ([tool.Deckcheck.paths] after it)
            # TOML keys are case-sensitive: a [tool.Deckcheck] table read as no settings would
            # check a GLC club's lists as Standard, unsaid.
            # Translators: {key} is a table's name as written ("Deckcheck").
            raise DataError(_("{path}: [tool.{key}] is not deckcheck's table: write it "
                              "[tool.deckcheck], in lower case").format(path=path,
                                                                     key=misspelt[0]))
        if table is not None and not isinstance(table, dict):
            raise DataError(_("{path}: tool.deckcheck: expected a table with format and "
                              "paths").format(path=path))
        return table
    from deckcheck.rulesdata.schema import read_yaml  # pydantic validates next, so no extra cost

    value = read_yaml(path, str(path))
    if not isinstance(value, dict):
        raise DataError(_("{path}: expected a mapping with format and paths").format(path=path))
    return value


def _validate(path: Path, settings: dict[str, Any], text: str) -> None:
    """Refuse unknown keys and wrong types, naming each with its line in ``text`` (strict: a
    TOML number is not a format name)."""
    from typing import Annotated, Literal

    from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

    from deckcheck.clock import calendar_day
    from deckcheck.rulesdata.key_lines import KeyLines, toml_key_lines
    from deckcheck.rulesdata.schema import yaml_lines
    from deckcheck.rulesdata.validation_problems import describe_validation_error

    def a_day(text: str) -> str:
        # Checked here, not when the day is used, so the error names the line (validation does).
        if calendar_day(text) is None:
            # Translators: {text} is a date as written in a YAML file.
            raise ValueError(_("{text!r} is not a date: write YYYY-MM-DD").format(text=text))
        return text

    Day = Annotated[str, AfterValidator(a_day)]

    def a_key(key: str) -> str:
        # A key is read as a .gitignore line is, which expands no braces: "decks/{glc,old}/**"
        # named no folder, and the club's lists were checked in the default format, unsaid.
        if re.search(r"\{[^{}]*,[^{}]*\}", key):
            # Translators: {key} is a paths key as written ("decks/{glc,old}/**").
            raise ValueError(_("{key!r}: braces are not expanded (a key is read as a "
                               ".gitignore line is): write one key for each folder").format(
                                   key=key))
        return key

    Key = Annotated[str, AfterValidator(a_key)]

    class Player(BaseModel):
        """Registration-sheet details; a player ID is often written as a number."""

        model_config = ConfigDict(extra="forbid", strict=True)
        name: str | None = None
        id: str | int | None = None
        birth_date: Day | None = None
        division: Literal["junior", "senior", "masters"] | None = None

    class Settings(BaseModel):
        model_config = ConfigDict(extra="forbid", strict=True)
        format: str | None = None
        paths: dict[Key, str] | list[str] = {}
        strict: bool = False
        exclude: list[str] | None = None
        extend_exclude: list[str] = Field(default=[], alias="extend-exclude")
        player: Player | None = None
        date: Day | None = None
        max_data_age: int | None = Field(default=None, ge=0, le=36_500, alias="max-data-age")

    try:
        Settings.model_validate(settings)
    except ValidationError as exc:
        lines = KeyLines(lambda: toml_key_lines(text), under=("tool", "deckcheck")) \
            if path.name == "pyproject.toml" else yaml_lines(text)
        raise DataError(describe_validation_error(str(path), exc, lines, settings)) from exc


def _project(path: Path, settings: dict[str, Any]) -> ProjectConfig:
    def located(format_id: str | None) -> str | None:
        if format_id is not None and format_id.endswith((".yaml", ".yml")):
            return str(path.parent / format_id)
        return format_id

    paths: dict[str, str] | list[str] = settings.get("paths", {})
    table = paths if isinstance(paths, dict) else {}
    listed = paths if isinstance(paths, list) else []
    exclude = settings.get("exclude")
    return ProjectConfig(source=path, default_format=located(settings.get("format")),
                         path_formats=tuple((glob, located(fmt) or fmt)
                                            for glob, fmt in table.items()),
                         decklists=tuple(_openable(path.parent, item) for item in listed),
                         exclude=None if exclude is None else tuple(exclude),
                         extend_exclude=tuple(settings.get("extend-exclude", ())),
                         strict=bool(settings.get("strict", False)),
                         date=settings.get("date"),
                         max_data_age=settings.get("max-data-age"),
                         player=tuple((key, str(value)) for key, value
                                      in (settings.get("player") or {}).items()
                                      if value is not None))


def _openable(folder: Path, listed: str) -> str:
    """A path of ``paths = [...]`` (relative to the settings file) as the run opens it: relative
    to the current folder when it lies below it, as a user would have typed it, so that reports
    name ``decks/x.txt`` rather than an absolute path."""
    full = os.path.normpath(os.path.join(folder, listed))  # noqa: PTH118 - text, as format_for
    try:
        relative = os.path.relpath(full)
    except ValueError:  # another drive (Windows)
        return full
    return full if relative.startswith("..") else relative
