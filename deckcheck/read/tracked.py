"""Which files git tracks although its ignore rules match them.

Git ignores only untracked files: a list committed with ``git add -f`` is part of the repository
whatever ``.gitignore`` says, and a CI job that walks the repository must check it. Git's index
holds the answer; ``git ls-files --cached --ignored --exclude-standard`` gives exactly the
tracked files its ignore rules match (usually none), so one call per repository is asked, and
only once a walk finds an entry that a ``.gitignore`` ignores.
"""

from __future__ import annotations

import os
import subprocess
from functools import cache

from deckcheck.lite_dataclass import dataclass

_REPOSITORY_VARIABLES = ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR",
                         "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES",
                         "GIT_NAMESPACE", "GIT_PREFIX")
"""Variables that point git at another repository than the one asked about (a pre-commit hook
runs with some of them set for the repository it commits to)."""

TIMEOUT = 60
"""Seconds git may take to list a repository's index."""


@dataclass(frozen=True, slots=True)
class Tracked:
    """The tracked files of one repository that its ignore rules match."""

    files: frozenset[str]
    """Their paths relative to the repository's top, with ``/`` between parts."""
    folders: frozenset[str]
    """Every folder that holds one of them (so that a walk enters an ignored folder)."""


@cache
def ignored_but_tracked(repository: str) -> Tracked | None:
    """The tracked files of the repository whose top is ``repository`` that its ignore rules
    match; None when git cannot be asked (not installed, a repository git refuses or cannot
    read), and the walk must then say that it could not tell."""
    environment = {key: value for key, value in os.environ.items()
                   if key not in _REPOSITORY_VARIABLES}
    environment["GIT_OPTIONAL_LOCKS"] = "0"  # a listing never takes the index's lock
    try:
        done = subprocess.run(
            # core.fsmonitor off: listing a repository must not start a program its config names.
            ["git", "-c", "core.fsmonitor=false", "-C", repository, "ls-files", "-z",
             "--cached", "--ignored", "--exclude-standard"],
            capture_output=True, env=environment, timeout=TIMEOUT, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    if done.returncode != 0:
        return None
    files = frozenset(os.fsdecode(name) for name in done.stdout.split(b"\0") if name)
    folders = set()
    for name in files:
        parts = name.split("/")[:-1]
        for end in range(1, len(parts) + 1):
            folders.add("/".join(parts[:end]))
    return Tracked(files, frozenset(folders))
