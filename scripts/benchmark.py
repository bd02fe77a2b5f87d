"""Benchmark deckcheck's speed and memory on what users run; prints every figure with its target.

Run: ``python scripts/benchmark.py [--rounds N] [--only startup|build|batches]`` with
``DECKCHECK_CATALOG_SOURCE`` naming a TCGdex cards-database ``.tar.gz`` (without it only the
figures that need no catalog are printed).

What it measures, each as a ratio within this one run (the machine may be shared and noisy, so
the two commands of a ratio are run alternately, ``--rounds`` times, and their medians divided):

* **distinct real lists**: 1,000 lists cycling every published list of ``tests/corpus/``
  (``dated/`` and ``measure/`` included), checked in one call, against one single check of a
  published list; on one core (``--jobs 1``) and on every core (``--jobs`` left to its default);
* **random catalog cards**: 1,000 and 10,000 lists of 60 cards, each line a print drawn at
  random from the catalog (fixed seed): time against one check, and peak memory in MiB;
* **a dated batch**: the 1,000 real lists ``--date 2019-08-16`` against the same batch undated;
* **start-up**: one check against a bare ``python -c "import typer, pydantic"``, with and
  without the catalog, and ``deckcheck --help``;
* **catalog build**: time and peak memory for the archive, and for one twice its size (its sets
  copied under other ids into a temporary archive);
* **deckcheck serve**, warm: one ``POST /api/check`` answered (over HTTP, one request after the
  other) against the one-core batch's time for one real list.

Wall times are medians; CPU time (user + system, the process and the workers it waited for) is
printed beside them, since a shared machine stretches wall time but not CPU time. Peak memory is
each command's own (``wait4``: its largest process), in MiB. The package is byte-compiled first,
as ``pip install`` does, and the compiled rules-data cache is warmed before anything is timed.
"""

from __future__ import annotations

import argparse
import compileall
import gzip
import io
import os
import random
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"
SINGLE = CORPUS / "2026-prague-1st-laszkiewicz-dragapult.txt"
"""The one list of the single check: a published 2026 Standard list."""
LISTS = 1000
DAY = "2019-08-16"
ARCHIVE = Path(os.environ.get("DECKCHECK_CATALOG_SOURCE", ""))
MIB = 1024 * 1024

TARGETS = {
    "real": 5.0, "real-jobs": 3.0, "random": 10.0, "random-mib": 100.0, "growth": 1.10,
    "dated": 1.20, "startup": 1.20, "help": 1.30, "build-s": 8.0, "build-mib": 200.0,
    "serve": 5.0,
}


@dataclass
class Run:
    """One command's figures: wall seconds, CPU seconds, peak memory in MiB."""

    wall: float
    cpu: float
    mib: float


@dataclass
class Series:
    """Every run of one command."""

    runs: list[Run] = field(default_factory=list)

    @property
    def wall(self) -> float:
        return statistics.median(r.wall for r in self.runs)

    @property
    def cpu(self) -> float:
        return statistics.median(r.cpu for r in self.runs)

    @property
    def mib(self) -> float:
        return max(r.mib for r in self.runs)


def deckcheck_command() -> list[str]:
    script = Path(sys.executable).with_name("deckcheck")
    return [str(script)] if script.exists() else [sys.executable, "-m", "deckcheck"]


def measure(command: list[str], env: dict[str, str]) -> Run:
    """One run of ``command``: wall time, CPU time and peak memory of its largest process."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    assert process.stderr is not None
    errors = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = 0  # reaped by wait4
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    # A crash exits 1 as a list not legal does: its traceback tells them apart (a run that
    # crashed at its first list had been timed as a batch, every target "held").
    if code not in (0, 1, 3) or b"Traceback (most recent call last)" in errors:
        raise SystemExit(f"{' '.join(command)} exited {code}:\n{errors.decode(errors='replace')}")
    return Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def alternate(commands: dict[str, list[str]], env: dict[str, str],
              rounds: int) -> dict[str, Series]:
    """Each command run ``rounds`` times, one after the other in turn (A B C A B C ...)."""
    found = {name: Series() for name in commands}
    for _ in range(rounds):
        for name, command in commands.items():
            found[name].runs.append(measure(command, env))
    return found


def verdict(value: float, target: float) -> str:
    return "held" if value <= target else "NOT HELD"


SHOWN: list[tuple[str, bool]] = []
"""Every target printed, and whether it was held (for the closing count)."""


def show(label: str, value: float, target: float, unit: str, detail: str = "") -> None:
    SHOWN.append((label, value <= target))
    print(f"  {label}: {value:.2f}{unit} (target <= {target:g}{unit}) "
          f"{verdict(value, target)}{f'  [{detail}]' if detail else ''}")


def real_lists() -> list[Path]:
    """Every published list of the corpus (distinct lists, each once)."""
    folders = [CORPUS, CORPUS / "dated", CORPUS / "measure"]
    return sorted(p for folder in folders if folder.is_dir() for p in folder.glob("*.txt"))


def write_real_batch(folder: Path, count: int) -> int:
    """``count`` lists cycling the published ones; returns how many distinct lists that is."""
    lists = real_lists()
    folder.mkdir()
    for i in range(count):
        shutil.copyfile(lists[i % len(lists)], folder / f"deck-{i:05d}.txt")
    return len(lists)


def write_random_batch(folder: Path, count: int, catalog: Path, seed: int = 25) -> None:
    """``count`` lists of 60 cards: 15 prints drawn at random from the catalog, 1 to 4 copies
    each, under their catalog category's header, the rest basic Energy."""
    with sqlite3.connect(f"file:{catalog}?mode=ro", uri=True) as db:
        prints = db.execute("SELECT name, set_code, number, category FROM cards "
                            "WHERE set_code IS NOT NULL ORDER BY id").fetchall()
    rng = random.Random(seed)
    folder.mkdir()
    headers = {"Pokemon": "Pokémon", "Trainer": "Trainer", "Energy": "Energy"}
    for i in range(count):
        sections: dict[str, list[str]] = {"Pokemon": [], "Trainer": [], "Energy": []}
        total = 0
        for name, code, number, category in rng.sample(prints, 15):
            copies = rng.randint(1, 4)
            total += copies
            sections.get(category, sections["Trainer"]).append(f"{copies} {name} {code} {number}")
        sections["Energy"].append(f"{60 - total} Psychic Energy")
        text = "".join(f"{headers[kind]}:\n" + "\n".join(lines) + "\n\n"
                       for kind, lines in sections.items() if lines)
        (folder / f"deck-{i:05d}.txt").write_text(text, encoding="utf-8")


_SET_ID = re.compile(rb"""(\bid\s*:\s*)(["'])([^"']*)\2""")


def doubled_archive(source: Path, target: Path) -> None:
    """An archive twice ``source``'s size: every set file and set folder of ``data/`` copied
    under another name, the copy's set id changed (its cards keep their own files)."""
    with tarfile.open(source, "r:gz") as src, gzip.open(target, "wb", compresslevel=6) as raw, \
            tarfile.open(fileobj=raw, mode="w|") as out:
        for member in src:
            handle = src.extractfile(member) if member.isfile() else None
            content = handle.read() if handle is not None else b""
            out.addfile(member, io.BytesIO(content) if member.isfile() else None)
            parts = member.name.split("/")
            if len(parts) < 4 or parts[1] != "data":
                continue  # a serie file or anything outside a set
            copy = parts.copy()
            copy[3] = copy[3].removesuffix(".ts") + " (copy)" + (
                ".ts" if copy[3].endswith(".ts") else "")
            twin = tarfile.TarInfo("/".join(copy))
            twin.mtime, twin.mode, twin.type = member.mtime, member.mode, member.type
            if member.isfile() and len(parts) == 4:  # the set file: give the copy its own id
                content = _SET_ID.sub(lambda m: m[1] + m[2] + m[3] + b"-copy" + m[2], content,
                                      count=1)
            twin.size = len(content) if member.isfile() else 0
            out.addfile(twin, io.BytesIO(content) if member.isfile() else None)


PARTS = ("startup", "build", "batches")
"""What ``--only`` may choose: start-up (with and without the catalog), the catalog builds, the
batches (and the page server, measured against them)."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5,
                        help="alternating runs of each batch (default 5)")
    parser.add_argument("--startup-runs", type=int, default=21)
    parser.add_argument("--no-build", action="store_true", help="skip the catalog builds")
    parser.add_argument("--only", action="append", choices=PARTS, default=[],
                        help="measure only this part (again for more); the catalog the "
                             "batches need is built either way")
    args = parser.parse_args()
    args.parts = set(args.only or PARTS) - ({"build"} if args.no_build else set())

    import deckcheck

    compileall.compile_dir(str(Path(deckcheck.__file__).parent), quiet=1)
    work = Path(tempfile.mkdtemp(prefix="deckcheck-bench-"))
    # No catalog at first: the default place is an empty folder (DECKCHECK_CATALOG would name a
    # catalog the run must have).
    env = {**os.environ, "DECKCHECK_CACHE_DIR": str(work / "cache"),
           "XDG_DATA_HOME": str(work / "data")}
    for name in ("GITHUB_ACTIONS", "DECKCHECK_CATALOG"):
        env.pop(name, None)
    dc = deckcheck_command()
    baseline = [sys.executable, "-c", "import typer, pydantic"]
    single = [*dc, "check", "--output", "json", str(SINGLE)]
    measure(single, env)  # compiles data/ into the cache
    print(f"deckcheck benchmark on {os.cpu_count()} cores, {args.rounds} alternating rounds; "
          f"load average {os.getloadavg()[0]:.1f} at the start")
    try:
        run(args, work, env, dc, baseline, single)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    held = [label for label, ok in SHOWN if ok]
    print(f"\n{len(held)} of {len(SHOWN)} targets held; not held: "
          f"{'; '.join(label for label, ok in SHOWN if not ok) or 'none'}")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


def run(args: argparse.Namespace, work: Path, env: dict[str, str], dc: list[str],
        baseline: list[str], single: list[str]) -> None:
    if "startup" in args.parts:
        startup_figures(args, env, dc, baseline, single)
    if not ARCHIVE.is_file():
        print("\ncatalog figures skipped: DECKCHECK_CATALOG_SOURCE names no archive")
        return
    catalog = work / "catalog.sqlite3"
    build = [*dc, "catalog", "update", "--source", str(ARCHIVE), "--catalog", str(catalog)]
    first = measure(build, env)
    env["DECKCHECK_CATALOG"] = str(catalog)
    if "build" in args.parts:
        report_builds(work, env, dc, first)
    if "startup" in args.parts:
        found = alternate({"import": baseline, "check": single}, env, args.startup_runs)
        ratio = found["check"].wall / found["import"].wall
        print(f"\nwith the catalog (medians of {args.startup_runs} alternating runs)")
        show("one check / import", ratio, TARGETS["startup"], "x",
             f"{found['check'].wall:.3f} s; CPU {found['check'].cpu / found['import'].cpu:.2f}x")
    if "batches" in args.parts:
        batch_figures(args, work, env, dc, single, catalog)


def startup_figures(args: argparse.Namespace, env: dict[str, str], dc: list[str],
                    baseline: list[str], single: list[str]) -> None:
    """One check without a catalog and ``deckcheck --help`` against the bare import."""
    found = alternate({"import": baseline, "check": single, "help": [*dc, "--help"]}, env,
                      args.startup_runs)
    bare, cpu = found["import"].wall, found["import"].cpu
    print(f"\nstart-up (medians of {args.startup_runs} alternating runs)")
    print(f"  import typer, pydantic: {bare:.3f} s ({cpu:.3f} s CPU)")
    show("one check, no catalog / import", found["check"].wall / bare, TARGETS["startup"], "x",
         f"{found['check'].wall:.3f} s; CPU {found['check'].cpu / cpu:.2f}x")
    show("deckcheck --help / import", found["help"].wall / bare, TARGETS["help"], "x",
         f"{found['help'].wall:.3f} s; CPU {found['help'].cpu / cpu:.2f}x")


def batch_figures(args: argparse.Namespace, work: Path, env: dict[str, str], dc: list[str],
                  single: list[str], catalog: Path) -> None:
    """The batches against one check, their memory, the dated batch, and the page server."""
    real = work / "real"
    distinct = write_real_batch(real, LISTS)
    randoms, many = work / "random", work / "random-10000"
    write_random_batch(randoms, LISTS, catalog)
    write_random_batch(many, 10 * LISTS, catalog)
    batch = [*dc, "check", "--output", "json"]
    one_core = ["--jobs", "1"] if jobs_supported(dc, env) else []
    commands = {
        "check": single,
        "real": [*batch, *one_core, str(real)],
        "check2": single,
        "real-jobs": [*batch, str(real)],
        "check3": single,
        "random": [*batch, *one_core, str(randoms)],
        "check4": single,
        "dated": [*batch, *one_core, "--date", DAY, str(real)],
    }
    if not one_core:  # a deckcheck before --jobs: every batch is on one core
        del commands["real-jobs"], commands["check2"]
    found = alternate(commands, env, args.rounds)
    one = Series([r for name in ("check", "check2", "check3", "check4")
                  for r in found[name].runs])
    print(f"\nbatches (medians of {args.rounds} alternating runs; one check: {one.wall:.3f} s "
          f"wall, {one.cpu:.3f} s CPU)")
    for name, label, target in (
            ("real", f"{LISTS} real lists ({distinct} distinct), one core", "real"),
            ("real-jobs", f"{LISTS} real lists, --jobs default ({os.cpu_count()} cores)",
             "real-jobs"),
            ("random", f"{LISTS} random-card lists, one core", "random")):
        if name not in found:
            continue
        series = found[name]
        show(f"{label} / one check", series.wall / one.wall, TARGETS[target], "x",
             f"{series.wall:.2f} s wall, {series.cpu:.2f} s CPU = {series.cpu / one.cpu:.1f}x "
             f"one check's CPU; {series.mib:.0f} MiB")
    show(f"{LISTS} random-card lists, peak memory", found["random"].mib, TARGETS["random-mib"],
         " MiB")
    dated, real_one = found["dated"], found["real"]
    show(f"{LISTS} real lists --date {DAY} / undated", dated.wall / real_one.wall,
         TARGETS["dated"], "x", f"{dated.wall:.2f} s against {real_one.wall:.2f} s; CPU "
         f"{dated.cpu / real_one.cpu:.2f}x")
    big = measure([*batch, *one_core, str(many)], env)
    show(f"{10 * LISTS} random-card lists, peak memory / {LISTS}'s", big.mib / found["random"].mib,
         TARGETS["growth"], "x", f"{big.mib:.0f} MiB against {found['random'].mib:.0f} MiB; "
         f"{big.wall:.1f} s wall, {big.cpu:.1f} s CPU")
    serve_figure(env, real_one.wall / LISTS)


def jobs_supported(dc: list[str], env: dict[str, str]) -> bool:
    """Whether this deckcheck has ``check --jobs`` (to measure an older one as well)."""
    shown = subprocess.run([*dc, "check", "--help"], env={**env, "COLUMNS": "200"},
                           capture_output=True, text=True, check=False).stdout
    return "--jobs" in shown


def report_builds(work: Path, env: dict[str, str], dc: list[str], first: Run) -> None:
    doubled = work / "doubled.tar.gz"
    doubled_archive(ARCHIVE, doubled)

    def build(source: Path, name: str) -> list[str]:
        return [*dc, "catalog", "update", "--force", "--source", str(source), "--catalog",
                str(work / name)]

    found = alternate({"today": build(ARCHIVE, "again.sqlite3"),
                       "double": build(doubled, "double.sqlite3")}, env, 1)
    today, double = found["today"].runs[0], found["double"].runs[0]
    print(f"\ncatalog build ({ARCHIVE.name}, {ARCHIVE.stat().st_size / MIB:.1f} MiB; the doubled "
          f"archive {doubled.stat().st_size / MIB:.1f} MiB)")
    for label, runs in (("today's archive", (first, today)), ("twice today's size", (double,))):
        wall = min(r.wall for r in runs)
        cpu = min(r.cpu for r in runs)
        mib = max(r.mib for r in runs)
        if runs[0] is double:
            # Issue 25's targets: 8 s for today's archive; 200 MiB for one twice its size. The
            # doubled archive's time is shown, not held to a target.
            print(f"  {label}, time: {wall:.2f} s (no target)  [{cpu:.1f} s CPU]")
        else:
            show(f"{label}, time", wall, TARGETS["build-s"], " s", f"{cpu:.1f} s CPU")
        show(f"{label}, peak memory", mib, TARGETS["build-mib"], " MiB")
    with sqlite3.connect(work / "double.sqlite3") as db:
        cards = db.execute("SELECT count(*) FROM cards").fetchone()[0]
    print(f"  (the doubled catalog holds {cards:,} cards)")

SERVED = 300
"""Requests the page server answers, one after the other, for its figure."""


def serve_figure(env: dict[str, str], per_list: float) -> None:
    """``deckcheck serve`` warm: the mean time of one ``POST /api/check`` of a sample list,
    against ``per_list``, the batch's cost of one list."""
    import http.client
    import json

    process = subprocess.Popen([*deckcheck_command(), "serve"], env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        assert process.stdout is not None
        url = process.stdout.readline().split(" is at ")[1].split()[0]
        host, port = url.removeprefix("http://").rstrip("/").rsplit(":", 1)
        bodies = [json.dumps({"text": path.read_text(encoding="utf-8")}).encode()
                  for path in sorted((ROOT / "sample_decks").rglob("*.txt"))]

        def post(body: bytes) -> None:
            connection = http.client.HTTPConnection(host, int(port), timeout=30)
            connection.request("POST", "/api/check", body,
                               {"Content-Type": "application/json"})
            response = connection.getresponse()
            response.read()
            connection.close()
            assert response.status == 200, response.status

        for body in bodies * 2:  # warm: every checker built, the catalog's pages read
            post(body)
        start = time.perf_counter()
        for i in range(SERVED):
            post(bodies[i % len(bodies)])
        one = (time.perf_counter() - start) / SERVED
    finally:
        process.terminate()
        process.wait()
    show(f"deckcheck serve, warm: one POST /api/check (mean of {SERVED}, over HTTP) / a "
         f"batch's list", one / per_list, TARGETS["serve"], "x",
         f"{one * 1000:.1f} ms against {per_list * 1000:.1f} ms")


if __name__ == "__main__":
    main()
