"""Benchmark deckcheck's speed and memory; prints its figures. Run: ``python tests/benchmark.py``.

Targets, measured as ratios within one run because the machine is shared and noisy:

* one 60-card list: median wall time of ``deckcheck check`` at most 1.3x a bare
  ``python -c "import typer, pydantic"``, with and without the card catalog;
* 1,000 lists checked in one call, with the catalog: at most 10x one single-list check with the
  catalog; peak memory at most 150 MB, and for 10,000 lists no more than for 1,000 (+10%);
* 1,000 lists without a catalog: at most 2 s;
* building the card catalog: at most 30 s and 400 MB peak memory;
* ``deckcheck serve``, warm: one ``POST /api/check`` answered (over HTTP, one request after the
  other) in at most 5x the per-list cost of the 1,000-list batch.

The card catalog is built from the archive ``DECKCHECK_CATALOG_SOURCE`` names; without it the
catalog figures are skipped. Runs of the two start-up commands are interleaved so that
background load hits both alike. The compiled rules-data cache is warmed first and measured cold
once, separately. The package is byte-compiled first, as ``pip install`` does. Peak memory is
each command's own (``wait4``), not the largest of the run.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_decks" / "standard" / "dragapult-ex.ptcgl.txt"
RUNS = 21
LISTS = 1000
ARCHIVE = Path(os.environ.get("DECKCHECK_CATALOG_SOURCE", ""))


def deckcheck_command() -> list[str]:
    script = Path(sys.executable).with_name("deckcheck")
    return [str(script)] if script.exists() else [sys.executable, "-m", "deckcheck"]


def wall(command: list[str], env: dict[str, str]) -> float:
    return measure(command, env)[0]


def measure(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time in seconds and peak memory in MB of one run of ``command``."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    process.returncode = 0  # reaped by wait4
    return time.perf_counter() - start, usage.ru_maxrss / 1024


def ok(value: float, target: float) -> str:
    return "OK" if value <= target else "OVER TARGET"


def startup(check: list[str], baseline: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Median wall time of ``check`` and its ratio to the bare import, interleaved."""
    ours, bare = [], []
    for _ in range(RUNS):
        ours.append(wall(check, env))
        bare.append(wall(baseline, env))
    return statistics.median(ours), statistics.median(ours) / statistics.median(bare)


def batch(decks: Path, count: int) -> Path:
    """A folder of ``count`` lists: the sample decks over and over."""
    folder = decks / f"batch-{count}"
    folder.mkdir()
    samples = sorted((ROOT / "sample_decks").rglob("*.txt"))
    for i in range(count):
        shutil.copy(samples[i % len(samples)], folder / f"deck-{i:05d}.txt")
    return folder


def main() -> None:
    import compileall

    import deckcheck

    compileall.compile_dir(str(Path(deckcheck.__file__).parent), quiet=1)
    cache = Path(tempfile.mkdtemp(prefix="deckcheck-bench-cache-"))
    decks = Path(tempfile.mkdtemp(prefix="deckcheck-bench-decks-"))
    # No catalog at first: the default place is an empty folder (DECKCHECK_CATALOG would name a
    # catalog the run must have).
    env = {**os.environ, "DECKCHECK_CACHE_DIR": str(cache), "XDG_DATA_HOME": str(decks / "data")}
    env.pop("GITHUB_ACTIONS", None)
    env.pop("DECKCHECK_CATALOG", None)
    check = [*deckcheck_command(), "check", str(SAMPLE)]
    baseline = [sys.executable, "-c", "import typer, pydantic"]

    cold = wall(check, env)  # compiles data/ into the cache
    single, ratio = startup(check, baseline, env)
    thousand = batch(decks, LISTS)
    many, many_mb = min(measure([*deckcheck_command(), "check", str(thousand), "--output",
                                 "json"], env) for _ in range(3))
    print(f"deckcheck check, one 60-card list (median of {RUNS}): {single:.3f} s")
    print(f"ratio to `import typer, pydantic`: {ratio:.2f} (target <= 1.3) {ok(ratio, 1.3)}")
    print(f"first run, rules-data cache cold: {cold:.3f} s")
    print(f"{LISTS} lists in one call, no catalog (best of 3): {many:.3f} s, {many_mb:.0f} MB "
          f"(target <= 2 s) {ok(many, 2)}")
    if not ARCHIVE.is_file():
        print("catalog figures: skipped (DECKCHECK_CATALOG_SOURCE names no archive)")
    else:
        catalog = decks / "catalog.sqlite3"
        built, built_mb = measure([*deckcheck_command(), "catalog", "update", "--source",
                                   str(ARCHIVE), "--catalog", str(catalog)], env)
        print(f"catalog build from {ARCHIVE.name}: {built:.1f} s (target <= 30 s) {ok(built, 30)}, "
              f"peak memory {built_mb:.0f} MB (target <= 400 MB) {ok(built_mb, 400)}")
        env["DECKCHECK_CATALOG"] = str(catalog)
        single_cat, ratio_cat = startup(check, baseline, env)
        print(f"one list with the catalog (median of {RUNS}): {single_cat:.3f} s; ratio "
              f"{ratio_cat:.2f} (target <= 1.3) {ok(ratio_cat, 1.3)}")
        run = [*deckcheck_command(), "check", "--output", "json"]
        with_cat, with_cat_mb = min(measure([*run, str(thousand)], env) for _ in range(3))
        batch_ratio = with_cat / single_cat
        print(f"{LISTS} lists with the catalog (best of 3): {with_cat:.3f} s = {batch_ratio:.1f}x "
              f"one list (target <= 10x) {ok(batch_ratio, 10)}; peak memory {with_cat_mb:.0f} MB "
              f"(target <= 150 MB) {ok(with_cat_mb, 150)}")
        ten_thousand = batch(decks, 10 * LISTS)
        big, big_mb = measure([*run, str(ten_thousand)], env)
        growth = big_mb / with_cat_mb
        print(f"{10 * LISTS} lists with the catalog: {big:.1f} s, peak memory {big_mb:.0f} MB = "
              f"{growth:.2f}x the 1,000-list peak (target <= 1.10) {ok(growth, 1.10)}")
        serve_figure(env, with_cat / LISTS)
    shutil.rmtree(cache, ignore_errors=True)
    shutil.rmtree(decks, ignore_errors=True)


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
    ratio = one / per_list
    print(f"deckcheck serve, warm: one POST /api/check (mean of {SERVED}, over HTTP) "
          f"{one * 1000:.1f} ms = {ratio:.1f}x the batch's {per_list * 1000:.1f} ms a list "
          f"(target <= 5x) {ok(ratio, 5)}")


if __name__ == "__main__":
    main()
