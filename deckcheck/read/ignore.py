"""Which entries of a folder walk are not decklists: ignore files, exclude patterns, defaults.

A deck repository holds more than decklists (a README.txt, a LICENSE.txt, requirements.txt,
node_modules, build output). As ruff and ripgrep do, a folder walk leaves out:

- what the repository's ignore files ignore: ``.gitignore`` files (and ``.git/info/exclude``)
  inside a git repository, ``.ignore`` files anywhere, each read from the repository's top (or
  the walked folder) down, deeper files overriding shallower ones as git does; ``--no-ignore``
  reads none of them;
- the exclude patterns: gitignore-style (gitwildmatch) patterns from ``exclude`` /
  ``extend-exclude`` in the project settings (relative to the settings file) and ``--exclude``
  (relative to the current folder);
- by default, the folders and file names of ``data/not_decklists.yaml`` (tool folders such as
  ``node_modules``; README, LICENSE, requirements files…), which the settings' ``exclude``
  replaces.

Git ignores only untracked files: an entry a ``.gitignore`` ignores is still walked when git
tracks it (or, for a folder, a file in it), as :mod:`deckcheck.read.tracked` asks git; when git
cannot be asked, the entry is left out and the run says so. Every entry left out is noted with
its reason (:mod:`deckcheck.read.left_out`) for the run's summary.

A file named on the command line is always checked, unless ``--force-exclude`` applies these
rules to it too (as the pre-commit hook does). The ``pathspec`` library is imported only when
there is a pattern or an ignore file to read.
"""

from __future__ import annotations

import fnmatch
import json
import os
import re
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

from deckcheck.errors import DataError
from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass
from deckcheck.read.left_out import EXCLUDED, IGNORED, NOT_A_DECKLIST, LeftOut

if TYPE_CHECKING:
    from pathspec import GitIgnoreSpec

IGNORE_FILES = (".gitignore", ".ignore")
"""Ignore files read in every folder: .gitignore only inside a git repository (as git and
ripgrep read it); .ignore, ripgrep's own, anywhere."""

DEFAULTS_FILE = "not_decklists.yaml"

_GIT = "git"
"""The kind of a .gitignore's (or .git/info/exclude's) patterns: git's, which a tracked file
overrides; the other kinds are the reasons of :mod:`deckcheck.read.left_out`."""


@dataclass(frozen=True, slots=True)
class Patterns:
    """Gitignore-style patterns that apply below one folder."""

    base: str
    """The folder the patterns are relative to (an absolute, resolved path)."""
    lines: tuple[str, ...]


@dataclass(frozen=True)
class WalkSettings:
    """What a folder walk leaves out (see the module's docstring)."""

    ignore_files: bool = True
    patterns: tuple[Patterns, ...] = ()
    defaults: bool = True
    """Leave out data/not_decklists.yaml's folders and files (settings ``exclude`` replaces
    them)."""
    named_files: bool = False
    """Apply these rules to the files named on the command line too (``--force-exclude``)."""


@dataclass(frozen=True)
class Rules:
    """The rules in force in one folder of a walk: every ignore file and pattern list above and
    in it, shallowest first (a later match overrides an earlier one, as in git)."""

    folder: str
    """The folder's real path (links to folders are not followed, so a child's is its parent's
    joined with its name)."""
    git: bool
    """Whether the folder is inside a git repository (its .gitignore files count)."""
    specs: tuple[tuple[str, str, GitIgnoreSpec], ...] = ()
    """(the folder the patterns are relative to, their kind, the patterns)."""
    repository: str | None = None
    """The top of the git repository the folder is in, when its .gitignore files count."""


class Walker:
    """Decides, folder by folder, which entries a walk keeps."""

    def __init__(self, settings: WalkSettings, left_out: LeftOut | None = None) -> None:
        self.settings = settings
        self.left_out = LeftOut() if left_out is None else left_out
        """What the walk left out (the caller notes each entry; git's silence is noted here)."""
        self.default_folders, self.default_files = _defaults() if settings.defaults \
            else (frozenset(), ())
        # The file globs as one pattern (what fnmatchcase matches each against): one match per
        # file of a walk, not one per glob.
        self._not_lists = re.compile("|".join(map(fnmatch.translate, self.default_files))) \
            if self.default_files else None
        self._patterns = tuple((p.base, EXCLUDED, _compile(p.lines)) for p in settings.patterns
                               if p.lines)

    def start(self, folder: str) -> Rules:
        """The rules in force in ``folder``, the top of a walk: the exclude patterns, and the
        ignore files from its repository's top (or itself, outside a repository) down to it."""
        top = os.path.realpath(folder)
        if not self.settings.ignore_files:
            return Rules(top, False, self._patterns)
        repository = repository_top(top)
        rules = Rules(repository or top, repository is not None, self._patterns, repository)
        if repository is not None:
            lines = _read_lines(os.path.join(repository, ".git", "info", "exclude"))  # noqa: PTH118
            if lines:
                rules = replace(rules, specs=(*rules.specs, (repository, _GIT, _compile(lines))))
        chain = []
        current = top
        while current != rules.folder:
            chain.append(current)
            current = os.path.dirname(current)  # noqa: PTH120 - text paths, see sources.py
        rules = self._with_files(rules)
        for below in reversed(chain):
            rules = self._with_files(replace(rules, folder=below))
        return rules

    def enter(self, rules: Rules, name: str) -> Rules:
        """The rules in force in the folder ``name`` of ``rules.folder``."""
        child = replace(rules, folder=os.path.join(rules.folder, name))  # noqa: PTH118
        if not self.settings.ignore_files:
            return child
        if os.path.exists(os.path.join(child.folder, ".git")):  # noqa: PTH110, PTH118
            # A repository met below the walk's top (a run from the folder above a clone, a
            # clone or submodule inside another repository): its own .gitignore files count from
            # here down, as ripgrep reads them, and it is the one asked what it tracks; the
            # outer repository's .gitignore files stop here, as git's do. From above a clone its
            # .gitignore was skipped; inside another repository, the outer one was asked whether
            # it tracked the clone's lists (it never does: they were left out).
            child = replace(child, git=True, repository=child.folder,
                            specs=tuple(spec for spec in child.specs if spec[1] != _GIT))
            lines = _read_lines(os.path.join(child.folder, ".git", "info", "exclude"))  # noqa: PTH118
            if lines:
                child = replace(child, specs=(*child.specs,
                                              (child.folder, _GIT, _compile(lines))))
        return self._with_files(child)

    def _with_files(self, rules: Rules) -> Rules:
        found = []
        for ignore_file in IGNORE_FILES:
            if ignore_file == ".gitignore" and not rules.git:
                continue
            lines = _read_lines(os.path.join(rules.folder, ignore_file))  # noqa: PTH118
            if lines:
                kind = _GIT if ignore_file == ".gitignore" else IGNORED
                found.append((rules.folder, kind, _compile(lines)))
        return replace(rules, specs=(*rules.specs, *found)) if found else rules

    def leaves_out(self, rules: Rules, name: str, is_folder: bool) -> str | None:
        """Why a walk leaves out the entry ``name`` of ``rules.folder`` (a reason of
        :mod:`deckcheck.read.left_out`), or None when it keeps it (enters it, for a folder)."""
        if is_folder:
            if name in self.default_folders:
                return NOT_A_DECKLIST
        elif self._not_lists is not None and self._not_lists.match(name.lower()):
            return NOT_A_DECKLIST
        if not rules.specs:
            return None
        full = os.path.join(rules.folder, name)  # noqa: PTH118
        decided: str | None = None
        for base, kind, spec in rules.specs:
            if full != base and not full.startswith(base.rstrip(os.sep) + os.sep):
                continue
            relative = os.path.relpath(full, base).replace(os.sep, "/")
            found = spec.check_file(relative + "/" if is_folder else relative).include
            if found is not None:  # the last file that has a say decides, as in git
                decided = kind if found else None
        if decided == _GIT:
            return None if self._tracked(rules, full, is_folder) else IGNORED
        return decided

    def _tracked(self, rules: Rules, full: str, is_folder: bool) -> bool:
        """Whether git tracks the file ``full`` (or, for a folder, a file in it) that a
        .gitignore ignores: git checks it all the same. When git cannot be asked, the entry is
        left out and the run says so."""
        if rules.repository is None:
            return False
        from deckcheck.read.tracked import ignored_but_tracked

        tracked = ignored_but_tracked(rules.repository)
        if tracked is None:
            self.left_out.git_unasked = True
            return False
        relative = os.path.relpath(full, rules.repository).replace(os.sep, "/")
        return relative in (tracked.folders if is_folder else tracked.files)


def settings_for(no_ignore: bool, cli_excludes: Sequence[str], project: Any,
                 named_files: bool = False) -> WalkSettings:
    """The walk's settings from ``--no-ignore``, ``--exclude``, ``--force-exclude``
    (``named_files``) and the project settings (a
    :class:`deckcheck.read.config.ProjectConfig` or None)."""
    patterns = []
    defaults = True
    if project is not None:
        base = os.path.realpath(project.source.parent)
        if project.exclude is not None:
            defaults = False
            patterns.append(Patterns(base, tuple(project.exclude)))
        if project.extend_exclude:
            patterns.append(Patterns(base, tuple(project.extend_exclude)))
    if cli_excludes:
        patterns.append(Patterns(os.path.realpath(os.curdir), tuple(cli_excludes)))
    return WalkSettings(ignore_files=not no_ignore, patterns=tuple(patterns), defaults=defaults,
                        named_files=named_files)


def _compile(lines: Iterable[str]) -> GitIgnoreSpec:
    from pathspec import GitIgnoreSpec

    return GitIgnoreSpec.from_lines(list(lines))


def _read_lines(path: str) -> list[str]:
    """An ignore file's lines; none when there is no such file (or it cannot be read: an
    unreadable ignore file ignores nothing, so nothing is silently left out)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:  # noqa: PTH123
            return handle.read(1_000_000).splitlines()
    except OSError:
        return []


@cache
def repository_top(folder: str) -> str | None:
    """The top of the git repository holding ``folder`` (where ``.git`` is), if any."""
    current = folder
    while True:
        if os.path.exists(os.path.join(current, ".git")):  # noqa: PTH110, PTH118
            return current
        parent = os.path.dirname(current)  # noqa: PTH120
        if parent == current:
            return None
        current = parent


@cache
def _defaults() -> tuple[frozenset[str], tuple[str, ...]]:
    """data/not_decklists.yaml's folder names and (lower-case) file name globs.

    Cached as JSON beside the rules data, so that a walk does not pay for PyYAML.
    """
    from deckcheck.rulesdata.resources import cache_dir, data_dir, read_text, write_atomically

    path = data_dir() / DEFAULTS_FILE
    text = read_text(path, str(path), 64_000)
    cached = cache_dir() / f"not-decklists-{zlib.crc32(text.encode()):08x}.json"
    try:
        value = json.loads(cached.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        import yaml

        value = yaml.safe_load(text)
        if not (isinstance(value, dict) and set(value) == {"folders", "files"}
                and all(isinstance(item, str) for key in ("folders", "files")
                        for item in value[key] or ())):
            raise DataError(_("{path}: expected the lists folders and files").format(
                path=path)) from None
        write_atomically(cached, json.dumps(value))
    return frozenset(value["folders"]), tuple(item.lower() for item in value["files"])
