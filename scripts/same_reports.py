"""Every published list of the corpus checked as its test checks it, its reports kept to compare.

A change made for speed must not change a byte of any report. Run this with the code before the
change and with the code after it, then compare the two folders::

    python scripts/same_reports.py run --deckcheck OLD/.venv/bin/deckcheck --catalog CAT before/
    python scripts/same_reports.py run --catalog CAT after/
    python scripts/same_reports.py compare before/ after/

``run`` checks every list of ``tests/corpus/`` (``dated/`` and ``measure/`` included) in the
format and on the day its corpus test checks it (the top folder's lists in each format of their
``# expect:`` header; ``dated/`` lists in their ``# format:`` on their ``# date:``; ``measure/``
lists in their ``# format:``, ``standard@DAY`` as ``--format standard --date DAY``), one
``deckcheck check`` per format and day, writing the JSON and the text report of each. Then the
whole corpus in one batch three ways (the default format on one core, Expanded on two, Unlimited
as of a day), and some lists alone (no cache shared with other lists). The lists are copied into
a folder of their own first, so the reports name the same paths whichever clone runs them.
``compare`` names every report (and exit code) that differs and exits 1 if any does.

Not a test: a full run takes minutes. The card catalog is the one ``--catalog`` names.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"
FOLDERS = ("", "dated", "measure")
HEADER = re.compile(r"#\s*([\w-]+):\s*(.*)")
ALONE_EVERY = 50
"""One list in this many is also checked alone."""

Run = tuple[list[str], list[str]]
"""A check's options and its lists."""


def headers(path: Path) -> dict[str, str]:
    """A list's header comments (the first of each key)."""
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = HEADER.match(line)
        if match:
            found.setdefault(match[1], match[2].strip())
    return found


def lists(folder: Path, sub: str) -> list[Path]:
    """The lists of one corpus folder, relative to the copy's root (as the reports name them)."""
    return sorted(p.relative_to(folder.parent) for p in (folder / sub).glob("*.txt"))


def runs(copy: Path) -> dict[str, Run]:
    """Each check to make, by the name its reports are kept under."""
    corpus = copy / "corpus"
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for path in lists(corpus, ""):
        for game_format in re.findall(r"([\w-]+)=", headers(copy / path)["expect"]):
            groups[(game_format, "")].append(str(path))
    for path in lists(corpus, "dated"):
        named = headers(copy / path)
        groups[(named["format"], named["date"])].append(str(path))
    for path in lists(corpus, "measure"):
        game_format, _, day = headers(copy / path)["format"].partition("@")
        groups[(game_format, day)].append(str(path))
    every = [str(path) for sub in FOLDERS for path in lists(corpus, sub)]
    found: dict[str, Run] = {
        f"{game_format}-{day or 'today'}": (
            ["--format", game_format, *(["--date", day] if day else [])], paths)
        for (game_format, day), paths in sorted(groups.items())}
    found["all-default-jobs1"] = (["--jobs", "1"], every)
    found["all-expanded-jobs2"] = (["--format", "expanded", "--jobs", "2"], every)
    found["all-unlimited-2019-08-16"] = (
        ["--format", "unlimited", "--date", "2019-08-16", "--jobs", "1"], every)
    for index, alone in enumerate(every[::ALONE_EVERY]):
        found[f"alone-{index:02d}"] = ([], [alone])
    return found


def run(deckcheck: str, catalog: str, out: Path) -> None:
    """Every check of :func:`runs`, its reports written under ``out``."""
    out = out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    # The same columns and no colours whatever the terminal: the text report wraps to them.
    env = {**os.environ, "COLUMNS": "120", "NO_COLOR": "1"}
    env.pop("GITHUB_ACTIONS", None)
    with tempfile.TemporaryDirectory(prefix="deckcheck-same-") as temporary:
        copy = Path(temporary)
        shutil.copytree(CORPUS, copy / "corpus")
        for name, (options, paths) in runs(copy).items():
            command = [deckcheck, "check", "--catalog", catalog, "--color", "never",
                       "--output", f"json:{out / name}.json",
                       "--output", f"text:{out / name}.txt", "--overwrite", *options, *paths]
            done = subprocess.run(command, cwd=copy, env=env, capture_output=True, text=True,
                                  check=False)
            (out / f"{name}.exit").write_text(f"{done.returncode}\n{done.stdout}{done.stderr}",
                                              encoding="utf-8")
            print(f"{name}: exit {done.returncode}")


def compare(before: Path, after: Path) -> int:
    """1 if any report of ``before`` and ``after`` differs (each named), else 0."""
    names = sorted({p.name for p in before.iterdir()} | {p.name for p in after.iterdir()})
    differ = [name for name in names if not (before / name).is_file()
              or not (after / name).is_file()
              or (before / name).read_bytes() != (after / name).read_bytes()]
    for name in differ:
        print(f"differs: {name}")
    print(f"{len(names) - len(differ)} of {len(names)} reports the same")
    return 1 if differ else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run", help="check the corpus, keep the reports")
    beside = Path(sys.executable).with_name("deckcheck")
    running.add_argument("--deckcheck", default=str(beside),
                         help="the deckcheck to run (default: the one beside this Python)")
    running.add_argument("--catalog", default=os.environ.get("DECKCHECK_CATALOG"),
                         required="DECKCHECK_CATALOG" not in os.environ)
    running.add_argument("out", type=Path)
    comparing = commands.add_parser("compare", help="compare two folders of reports")
    comparing.add_argument("before", type=Path)
    comparing.add_argument("after", type=Path)
    args = parser.parse_args()
    if args.command == "run":
        run(args.deckcheck, args.catalog, args.out)
    else:
        raise SystemExit(compare(args.before, args.after))


if __name__ == "__main__":
    main()
