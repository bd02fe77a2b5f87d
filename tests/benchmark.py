"""Benchmark deckcheck's speed; prints its figures. Run: ``python tests/benchmark.py``.

Targets (issue "deckcheck check"), measured as ratios within one run because the machine is
shared and noisy:

* one 60-card list: median wall time of ``deckcheck check`` at most 1.3x a bare
  ``python -c "import typer, pydantic"``;
* 1,000 lists checked in one call: at most 2 s;
* building the card catalog from the shared TCGdex archive: at most 30 s and 400 MB peak memory.

Runs of the two commands are interleaved so that background load hits both alike. The compiled
rules-data cache is warmed first and measured cold once, separately. The package is
byte-compiled first, as ``pip install`` does: with ``PYTHONDONTWRITEBYTECODE`` set (as on some CI
machines) an editable checkout would otherwise be compiled from source on every run.
"""

from __future__ import annotations

import os
import resource
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
ARCHIVE = Path(os.environ.get("DECKCHECK_CATALOG_SOURCE", ROOT.parent / "shared" / "catalog" /
                              "tcgdex-cards-database.tar.gz"))


def deckcheck_command() -> list[str]:
    script = Path(sys.executable).with_name("deckcheck")
    return [str(script)] if script.exists() else [sys.executable, "-m", "deckcheck"]


def wall(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False)
    return time.perf_counter() - start


def main() -> None:
    import compileall

    import deckcheck

    compileall.compile_dir(str(Path(deckcheck.__file__).parent), quiet=1)
    cache = Path(tempfile.mkdtemp(prefix="deckcheck-bench-cache-"))
    env = {**os.environ, "DECKCHECK_CACHE_DIR": str(cache)}
    check = [*deckcheck_command(), "check", str(SAMPLE)]
    baseline = [sys.executable, "-c", "import typer, pydantic"]

    cold = wall(check, env)  # compiles data/ into the cache
    ours, bare = [], []
    for _ in range(RUNS):
        ours.append(wall(check, env))
        bare.append(wall(baseline, env))
    ratio = statistics.median(ours) / statistics.median(bare)

    decks = Path(tempfile.mkdtemp(prefix="deckcheck-bench-decks-"))
    samples = sorted((ROOT / "sample_decks").rglob("*.txt"))
    for i in range(LISTS):
        shutil.copy(samples[i % len(samples)], decks / f"deck-{i:04d}.txt")
    many = min(wall([*deckcheck_command(), "check", str(decks), "--output", "json"], env)
               for _ in range(3))

    print(f"deckcheck check, one 60-card list (median of {RUNS}): {statistics.median(ours):.3f} s")
    print(f"python -c 'import typer, pydantic' (median of {RUNS}): {statistics.median(bare):.3f} s")
    print(f"ratio: {ratio:.2f} (target <= 1.3) {'OK' if ratio <= 1.3 else 'OVER TARGET'}")
    print(f"first run, rules-data cache cold: {cold:.3f} s")
    print(f"{LISTS} lists in one call (best of 3): {many:.3f} s "
          f"(target <= 2 s) {'OK' if many <= 2 else 'OVER TARGET'}")
    if ARCHIVE.is_file():
        catalog = decks / "catalog.sqlite3"
        built = wall([*deckcheck_command(), "catalog", "update", "--source", str(ARCHIVE),
                      "--catalog", str(catalog)], env)
        peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"catalog build from {ARCHIVE.name}: {built:.1f} s (target <= 30 s), peak memory "
              f"{peak_mb:.0f} MB (target <= 400 MB; largest child process of this run)")
        with_catalog = [*check, "--catalog", str(catalog)]
        ours_cat, bare_cat = [], []
        for _ in range(RUNS):
            ours_cat.append(wall(with_catalog, env))
            bare_cat.append(wall(baseline, env))
        ratio_cat = statistics.median(ours_cat) / statistics.median(bare_cat)
        print(f"deckcheck check with the full catalog installed (median of {RUNS}): "
              f"{statistics.median(ours_cat):.3f} s; ratio {ratio_cat:.2f} (target <= 1.3) "
              f"{'OK' if ratio_cat <= 1.3 else 'OVER TARGET'}")
    else:
        print(f"catalog build: skipped, no archive at {ARCHIVE}")
    shutil.rmtree(cache, ignore_errors=True)
    shutil.rmtree(decks, ignore_errors=True)


if __name__ == "__main__":
    main()
