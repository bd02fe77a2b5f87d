"""Robustness figures for hostile input; prints them.

Run: ``python scripts/robustness_benchmark.py``.

Targets (issue 14, "never a silent pass, a hang or a traceback"; issue 23, "never a pass for what
was not read, never a user's file lost"):

* fuzz: random and mutated decklists through reader, checker and every reporter; exceptions
  escaped: 0;
* the worst decklist up to 1 MB: at most 10x a normal single ``deckcheck check`` (wall time,
  one process each), with and without a card catalog;
* every hostile archive: refused, or its bad cards counted, within seconds and at most 400 MB
  peak memory (the real build's budget);
* unreadable files (binaries, over 1 MB, undecodable, cut reading, dangling links, FIFOs) under
  format files that relax ``syntax`` and ``deck-size``: passes 0, tracebacks 0;
* fuzzed exports (player fields, list names, targets, file-size limits, SOURCE_DATE_EPOCH):
  tracebacks 0, changed or lost user files 0, cut exports 0, files left behind 0
  (``DECKCHECK_EXPORT_EXAMPLES`` sets their number, default 150).

Hostile archives are made here, in a temporary folder, by streaming (a gigabyte of zeros is a
megabyte on disk). ``DECKCHECK_FUZZ_EXAMPLES`` sets the number of fuzz inputs (default 5,000).
"""

from __future__ import annotations

import gzip
import io
import json
import os
import random
import shutil
import stat
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # archives.py

from archives import ROOT as DATA_ROOT
from archives import card_ts, cut_tarball, members, tar_bytes, tarball

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted((ROOT / "sample_decks").rglob("*.txt"))
NORMAL = ROOT / "sample_decks" / "standard" / "dragapult-ex.ptcgl.txt"
ARCHIVE = Path(os.environ.get("DECKCHECK_CATALOG_SOURCE", ROOT.parent / "shared" / "catalog" /
                              "tcgdex-cards-database.tar.gz"))
MB = 1_000_000


def fuzz(examples: int) -> tuple[int, int]:
    """Random bytes, random text and mutated sample lists; (inputs run, exceptions escaped)."""
    from deckcheck import formats, rulesdata
    from deckcheck.checker import Checker
    from deckcheck.report import REPORTERS, Tally, reporter_class

    rules = rulesdata.load()
    checkers = [Checker(rules, formats.get(rules, f)) for f in ("standard", "team-of-six")]
    rng = random.Random(14)
    samples = [path.read_bytes() for path in SAMPLES]
    escaped = 0
    for n in range(examples):
        kind = n % 3
        if kind == 0:
            raw = rng.randbytes(rng.randrange(0, 4096))
        elif kind == 1:
            raw = "".join(chr(rng.randrange(0, 0x30000)) for _ in range(rng.randrange(0, 800))
                          ).encode("utf-8", "surrogatepass")
        else:
            base = bytearray(rng.choice(samples))
            for _ in range(rng.randrange(1, 40)):
                at = rng.randrange(0, len(base) + 1)
                base[at:at + rng.randrange(0, 8)] = rng.randbytes(rng.randrange(0, 8))
            raw = bytes(base)
        try:
            for checker in checkers:
                result = checker.check_bytes(raw, f"fuzz-{n}.txt")
                tally = Tally()
                tally.add(result)
                for output in REPORTERS:
                    reporter = reporter_class(output)(checker.format, rules, n % 2 == 0)
                    reporter.begin() + reporter.deck(result) + reporter.end(tally)
        except Exception:  # the figure is how many escape: count them, never stop
            escaped += 1
    return examples, escaped


def hostile_decklists() -> dict[str, bytes]:
    """Inputs up to 1 MB built to be slow: backtracking lines, unknown names, many lines."""
    def fill(line: str) -> bytes:
        return ((line + "\n") * (MB // (len(line) + 1))).encode("utf-8")[:MB]

    return {
        "a, 298 spaces, 1": fill("a" + " " * 298 + "1"),
        "header and spaces": fill("Pokémon:" + " " * 290 + "x"),
        "one line of stars": ("*" * (MB - 1) + "a").encode(),
        "blank lines": b"\n" * MB,
        "unknown card names": fill("4 Zzqx Blorpington"),
        "distinct unknown names": "".join(f"1 Unknown Card Number {n}\n"
                                          for n in range(40_000)).encode()[:MB],
        "plain card lines": fill("1 Pikachu V SWSH 43"),
        "quantity, x, spaces": fill("1 x" + " " * 296),
    }


def wall(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False)
    return time.perf_counter() - started


def worst_decklists(folder: Path, env: dict[str, str], catalog: Path | None) -> None:
    command = [sys.executable, "-m", "deckcheck", "check"]
    if catalog is not None:
        command += ["--catalog", str(catalog)]
    wall([*command, str(NORMAL)], env)  # warm the rules-data cache first
    normal = statistics.median(wall([*command, str(NORMAL)], env) for _ in range(5))
    worst_name, worst = "", 0.0
    for name, raw in hostile_decklists().items():
        path = folder / "hostile.txt"
        path.write_bytes(raw)
        seconds = min(wall([*command, str(path)], env) for _ in range(2))
        if seconds > worst:
            worst_name, worst = name, seconds
    label = "with the catalog" if catalog is not None else "without a catalog"
    ratio = worst / normal
    print(f"worst decklist up to 1 MB, {label}: {worst_name!r} {worst:.2f} s, a normal check "
          f"{normal:.2f} s: {ratio:.1f}x (target <= 10x) {'OK' if ratio <= 10 else 'OVER'}")


class _Zeros(io.RawIOBase):
    """``size`` zero bytes, read as a file without holding them."""

    def __init__(self, size: int) -> None:
        self.left = size

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        n = min(len(buffer), self.left)
        buffer[:n] = bytes(n)
        self.left -= n
        return n


def streamed(path: Path, files: dict[str, bytes], big: dict[str, tuple[bytes, int, bytes]],
             ) -> None:
    """A .tar.gz written by streaming: ``big`` members are head + ``size`` filler + tail."""
    with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=1) as gz, \
            tarfile.open(fileobj=gz, mode="w|") as tar:
        for name, body in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(body)
            tar.addfile(info, io.BytesIO(body))
        for name, (head, size, tail) in big.items():
            info = tarfile.TarInfo(name)
            info.size = len(head) + size + len(tail)
            tar.addfile(info, io.BufferedReader(_Chain(head, size, tail)))


class _Chain(io.RawIOBase):
    def __init__(self, head: bytes, size: int, tail: bytes) -> None:
        self.parts: list[io.RawIOBase | io.BytesIO] = [io.BytesIO(head), _Zeros(size),
                                                        io.BytesIO(tail)]

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        while self.parts:
            n = self.parts[0].readinto(buffer)
            if n:
                return n
            self.parts.pop(0)
        return 0


def hostile_archives(folder: Path) -> dict[str, Callable[[Path], object]]:
    """Name → a function writing that archive to a path."""
    good = members(30)

    def cards(extra: dict[int, bytes]) -> Callable[[Path], object]:
        return lambda path: path.write_bytes(tarball(members(30, extra)))

    def huge_header(path: Path) -> None:
        info = tarfile.TarInfo("cards-database/huge.bin")
        info.size = 10_000_000_000
        stream = tar_bytes(good)
        end = len(stream.rstrip(b"\0"))
        path.write_bytes(gzip.compress(stream[:end + (-end % 512)] + info.tobuf() + bytes(4096)))

    head, tail = b"const card = { name: { en: 'Long' }, effect: { en: '", \
        b"' } }\nexport default card\n"
    return {
        "cut after a tenth of its members": lambda p: p.write_bytes(cut_tarball(good, 3)),
        "gzip trailer missing": lambda p: p.write_bytes(tarball(good)[:-8]),
        "one card (replacing 30)": lambda p: p.write_bytes(tarball(members(1))),
        "nested 5,000 deep": cards({1: card_ts("D", "a: " + "[" * 5000 + "]" * 5000 + ",")}),
        "numbers: huge, 5,000 digits": cards({1: card_ts("N", "hp: 9" + "9" * 30 + ","),
                                              2: card_ts("M", "hp: " + "9" * 5000 + ",")}),
        "beyond Unicode, lone surrogate": cards(
            {1: card_ts("x").replace(b"'x'", b'"\\u{110000}"'),
             2: card_ts("x").replace(b"'x'", b'"\\ud800"')}),
        "object for a string": cards({1: card_ts("O", "category: { en: 1 },")}),
        "unclosed /* repeated, 180 KB": cards({1: card_ts("C", "/* " * 60_000)}),
        "a 10 MB string": lambda p: streamed(p, good, {
            f"{DATA_ROOT}/Test/Test Set/99.ts": (head, 10 * MB, tail)}),
        "a 100 MB string": lambda p: streamed(p, good, {
            f"{DATA_ROOT}/Test/Test Set/99.ts": (head, 100 * MB, tail)}),
        "a 10 GB member (header)": huge_header,
        "1.2 GB of zeros in 60 MB members": lambda p: streamed(p, good, {
            f"cards-database/pad-{n}.bin": (b"", 60 * MB, b"") for n in range(20)}),
    }


def measured(command: list[str], env: dict[str, str]) -> tuple[int, float, float, str]:
    """Run one command: (exit code, seconds, peak memory of that process in MB, its output)."""
    started = time.perf_counter()
    with tempfile.TemporaryFile("w+") as out:
        run = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT, text=True)
        _, status, usage = os.wait4(run.pid, 0)
        seconds = time.perf_counter() - started
        out.seek(0)
        text = out.read()
    return os.waitstatus_to_exitcode(status), seconds, usage.ru_maxrss / 1024, text


def installed_cards(catalog: Path, env: dict[str, str]) -> object:
    code = ("import sys, json; from pathlib import Path; "
            "from deckcheck.catalog.store import read_info; "
            "print(json.dumps(read_info(Path(sys.argv[1])).counts))")
    out = subprocess.run([sys.executable, "-c", code, str(catalog)], env=env,
                         capture_output=True, text=True).stdout
    return json.loads(out or "{}").get("cards")


def real_cuts(folder: Path) -> dict[str, Callable[[Path], object]]:
    """The real archive's first tenth of members: once with a proper tar end, once without."""
    def cut(path: Path, with_end: bool) -> None:
        with tarfile.open(ARCHIVE, "r|gz") as source:
            kept = []
            for n, member in enumerate(source):
                if n >= 2413:  # a tenth of about 24,130 members
                    break
                body = source.extractfile(member).read() if member.isfile() else b""  # type: ignore[union-attr]
                kept.append((member, body))
        buffer = io.BytesIO()
        with tarfile.open(fileobj=buffer, mode="w") as tar:
            for member, body in kept:
                tar.addfile(member, io.BytesIO(body) if member.isfile() else None)
        stream = buffer.getvalue()
        if not with_end:
            end = len(stream.rstrip(b"\0"))
            stream = stream[:end + (-end % 512)]
        path.write_bytes(gzip.compress(stream))

    return {"real archive, first tenth, tar end kept": lambda p: cut(p, True),
            "real archive, first tenth, stream cut": lambda p: cut(p, False)}


def archives(folder: Path, env: dict[str, str], full: Path | None) -> None:
    installed = folder / "catalog" / "c.sqlite3"
    seed = folder / "seed.tar.gz"
    seed.write_bytes(tarball(members(30)))
    cases: list[tuple[str, Callable[[Path], object], Path | None]] = [
        (name, write, None) for name, write in hostile_archives(folder).items()]
    if full is not None:
        cases += [(name, write, full) for name, write in real_cuts(folder).items()]
    for name, write, over in cases:
        shutil.rmtree(installed.parent, ignore_errors=True)
        if over is None:
            subprocess.run([sys.executable, "-m", "deckcheck", "catalog", "update", "--source",
                            str(seed), "--catalog", str(installed)], env=env, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        else:
            installed.parent.mkdir(parents=True)
            shutil.copy(over, installed)
        path = folder / "hostile.tar.gz"
        write(path)
        size = path.stat().st_size
        code, seconds, peak, out = measured(
            [sys.executable, "-m", "deckcheck", "catalog", "update", "--source", str(path),
             "--catalog", str(installed)], env)
        lines = [line for line in out.splitlines() if line.strip()]
        ok = "Traceback" not in out and seconds < 60 and peak <= 400
        print(f"  {name:<40} {size / 1000:>8,.0f} KB  {'refused' if code else 'built':<7} "
              f"exit {code}  {seconds:5.1f} s  {peak:5.0f} MB  cards after: "
              f"{installed_cards(installed, env)}  {'OK' if ok else 'CHECK'}  "
              f"| {lines[-1][:100] if lines else ''}")


def damaged_catalogs(folder: Path, env: dict[str, str], tries: int = 40) -> None:
    """A small catalog with random bytes overwritten, under every command that reads it."""
    source = folder / "small.tar.gz"
    source.write_bytes(tarball(members(50)))
    pristine = folder / "pristine.sqlite3"
    subprocess.run([sys.executable, "-m", "deckcheck", "catalog", "update", "--source",
                    str(source), "--catalog", str(pristine)], env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deck = folder / "deck.txt"
    deck.write_text("4 Card 1 TST 1\n4 Card 2\n4 Nonesuch\n", encoding="utf-8")
    commands = [["check", str(deck), "-f", "expanded"], ["card", "Card 1"],
                ["name", "Card 1", "Card 2"], ["catalog", "info"], ["catalog", "audit"]]
    rng = random.Random(14)
    original = pristine.read_bytes()
    damaged = folder / "damaged.sqlite3"
    runs = tracebacks = 0
    for _ in range(tries):
        data = bytearray(original)
        for _ in range(rng.choice([1, 5, 50, 200])):
            at = rng.randrange(0, len(data))
            data[at:at + 8] = rng.randbytes(8)
        damaged.write_bytes(bytes(data))
        for command in commands:
            run = subprocess.run([sys.executable, "-m", "deckcheck", *command, "--catalog",
                                  str(damaged)], env=env, capture_output=True, text=True)
            runs += 1
            tracebacks += "Traceback" in run.stderr
    print(f"damaged catalogs: {tries} randomly damaged copies x {len(commands)} commands = "
          f"{runs} runs, {tracebacks} tracebacks (target 0)")


RELAXED_FORMATS = {
    "syntax off": "id: h\nextends: standard\nrules: {syntax: off}\n",
    "syntax warning": "id: h\nextends: standard\nrules: {syntax: warning}\n",
    "syntax not named": "id: h\nname: H\ndescription: d\nrules: {deck-size: {size: 60}}\n",
    "syntax and deck-size relaxed": "id: h\nextends: standard\n"
                                    "rules: {syntax: off, deck-size: warning}\n",
    "syntax and deck-size off": "id: h\nextends: unlimited\nrules: {syntax: off, deck-size: off}\n",
    "level: off spelt as a mapping": "id: h\nextends: unlimited\n"
                                     "rules: {syntax: {level: off}, deck-size: {level: off}}\n",
}
"""Format files that relax what reads a list: none may make an unread file legal."""


def unread_inputs(folder: Path, rng: random.Random, examples: int) -> Path:
    """A folder of files deckcheck cannot read, or stops reading, and nothing else."""
    decks = folder / "unread"
    shutil.rmtree(decks, ignore_errors=True)
    decks.mkdir(parents=True)
    sample = NORMAL.read_bytes()
    fixed = {
        "program.txt": Path(sys.executable).resolve().read_bytes()[:200_000],
        "over-1-mb.txt": sample + b"\n" * MB,
        "utf16-broken.txt": b"\xff\xfe" + b"\x00\xd8" * 50,
        "nul-bytes.txt": sample.replace(b"\n", b"\n\x00"),
        "stops-reading.txt": sample + b"not a card line\n" * 60,
        "only-unreadable-lines.txt": b"Iron Hands ex\nBoss's Orders\n" * 10,
        "empty.txt": b"",
        "too-many-card-lines.txt": b"".join(f"1 Card {n}\n".encode() for n in range(300)),
    }
    for name, raw in fixed.items():
        (decks / name).write_bytes(raw)
    (decks / "dangling.txt").symlink_to(decks / "nowhere.txt")
    if hasattr(os, "mkfifo"):
        os.mkfifo(decks / "pipe.txt")
    for n in range(examples):
        raw = rng.randbytes(rng.randrange(200, 4096))
        if n % 2:  # a real list with binary in it
            at = rng.randrange(0, len(sample))
            raw = sample[:at] + raw + sample[at:]
        (decks / f"binary-{n}.txt").write_bytes(raw)
    return decks


def relaxed_formats(folder: Path, env: dict[str, str], examples: int) -> None:
    """Every relaxing format file over every unread input; then one through the settings."""
    from deckcheck import formats, rulesdata
    from deckcheck.checker import Checker, expand

    rules = rulesdata.load()
    decks = unread_inputs(folder, random.Random(23), examples)
    checked = passed = escaped = 0
    for name, text in RELAXED_FORMATS.items():
        path = folder / f"{name.replace(' ', '-').replace(':', '')}.yaml"
        path.write_text(text, encoding="utf-8")
        checker = Checker(rules, formats.get(rules, str(path)))
        for source in expand([str(decks)]):
            checked += 1
            try:
                passed += checker.check_source(source).legal
            except Exception:  # the figure is how many escape: count them, never stop
                escaped += 1
    # The same through [tool.deckcheck] format = "h.yaml", as a process: the settings' route.
    project = folder / "project"
    project.mkdir(exist_ok=True)
    (project / "h.yaml").write_text(RELAXED_FORMATS["syntax off"], encoding="utf-8")
    (project / "pyproject.toml").write_text('[tool.deckcheck]\nformat = "h.yaml"\n',
                                            encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "deckcheck", "check", "--output", "json",
                          str(decks)], cwd=project, env=env, capture_output=True, text=True)
    escaped += "Traceback" in run.stderr
    verdicts = [deck["verdict"] for deck in json.loads(run.stdout or '{"decks": []}')["decks"]]
    checked += len(verdicts)
    passed += verdicts.count("legal")
    print(f"unread files under format files that relax rules: {len(RELAXED_FORMATS)} formats "
          f"and the settings' route x {len(verdicts)} files = {checked} checks: {passed} passes "
          f"of unread files (target 0), {escaped} tracebacks (target 0)")


EXPORT_LIST = "Pokémon: 1\n4 Pikachu V VIV 43\nEnergy: 1\n56 Basic {L} Energy SVE 4\n"
HOSTILE_TEXT = ["", " ", "Ash", "José García", "Zoë", "Δημήτρης", "山田太郎", "Ash \U0001f984",
                "\x1b]0;owned\x07", "\u202eevil", "x" * 500, "1234567", "\t\n", "%s%n{0}",
                "Robert'); DROP TABLE--", "\x00"]
"""Player fields, before random bytes are added: what people type, and what attackers do."""


def _field(rng: random.Random) -> bytes:
    text = rng.choice(HOSTILE_TEXT).replace("\x00", "")  # an argument cannot hold NUL
    raw = text.encode("utf-8")
    if rng.random() < 0.3:  # bytes that are not UTF-8, as a Latin-1 terminal sends them
        raw += bytes(rng.choice([0xE9, 0xFF, 0x80, 0xC3, 0x9B]) for _ in range(rng.randrange(1, 4)))
    return raw


def _snapshot(folder: Path) -> dict[str, tuple[str, object]]:
    """Every entry below ``folder``: its kind and what identifies its content."""
    out: dict[str, tuple[str, object]] = {}
    for path in sorted(folder.rglob("*")):
        status = path.lstat()
        key = str(path.relative_to(folder))
        if path.is_symlink():
            out[key] = ("link", str(path.readlink()))
        elif path.is_dir():
            out[key] = ("dir", stat.S_IMODE(status.st_mode))
        elif stat.S_ISFIFO(status.st_mode):
            out[key] = ("fifo", None)
        else:
            out[key] = ("file", (path.read_bytes(), stat.S_IMODE(status.st_mode)))
    return out


def _complete(content: bytes, to: str) -> bool:
    if to == "registration":
        return content.startswith(b"%PDF-") and content.rstrip().endswith(b"%%EOF")
    return content.endswith(b"\n") and b"Pikachu V" in content


TARGETS = ("new.out", "mine.txt", "link.out", "dangling.out", "pipe", "sub", "", ".",
           "missing/new.out", "-")


def exports(folder: Path, env: dict[str, str], examples: int) -> None:
    """Fuzzed exports: player fields, list names, targets and failing writes. Every user file
    must come out as it was, or (the target of a successful --overwrite) as a whole export."""
    import resource

    rng = random.Random(23)
    tracebacks = damaged = cut = leftovers = failed_writes = 0
    codes: dict[int, int] = {}
    started = time.perf_counter()
    for n in range(examples):
        work = folder / f"export-{n}"
        work.mkdir()
        (work / "kept").mkdir()
        (work / "sub").mkdir()
        (work / "mine.txt").write_bytes(b"my own notes\n")
        (work / "mine.txt").chmod(0o640)
        (work / "kept" / "linked.out").write_bytes(b"last week's sheet\n")
        (work / "link.out").symlink_to(work / "kept" / "linked.out")
        (work / "dangling.out").symlink_to(work / "gone" / "x.out")
        if hasattr(os, "mkfifo"):
            os.mkfifo(work / "pipe")
        name = os.fsencode(work) + b"/" + rng.choice([b"deck.txt", b"caf\xe9.txt",
                                                       b"\x1b[2Jdeck.txt", "山.txt".encode()])
        Path(os.fsdecode(name)).write_bytes(EXPORT_LIST.encode())
        before = _snapshot(work)
        to = rng.choice(["registration", "plain", "ptcgl"])
        target = rng.choice(TARGETS)
        overwrite = rng.random() < 0.6
        args: list[str | bytes] = [sys.executable, "-m", "deckcheck", "export", name, "--to", to,
                                   "--force", "--player-name", _field(rng),
                                   "--player-id", _field(rng)]
        if target != "-":
            args += ["-o", str(work / target) if target not in ("", ".") else target]
        if overwrite:
            args.append("--overwrite")
        if rng.random() < 0.3:
            args += ["--birth-date", rng.choice(["2001-05-04", "2999-01-01", "2001-W31-6",
                                                 "2001-02-30", "\xe9"])]
        run_env = {**env, "SOURCE_DATE_EPOCH": rng.choice(
            ["", "1767225600", "²", "-1", "1e9", "253402300800", "99999999999999999999"])}
        limit = rng.choice([None, None, None, None, 2_048, 8_192, 20_000])
        failed_writes += limit is not None

        def limited(limit: int | None = limit) -> None:
            if limit is not None:
                resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

        run = subprocess.run(args, cwd=work, env=run_env, capture_output=True,
                             preexec_fn=limited, timeout=120)
        codes[run.returncode] = codes.get(run.returncode, 0) + 1
        tracebacks += b"Traceback" in run.stderr or run.returncode not in (0, 1, 2)
        after = _snapshot(work)
        written = {"link.out": "kept/linked.out"}.get(target, target)
        for key, was in before.items():
            now = after.get(key)
            if key == written and overwrite and run.returncode == 0 and was[0] == "file":
                content = (work / key).read_bytes()
                cut += not _complete(content, to)
                damaged += now is None or now[0] != "file" or now[1][1] != was[1][1]  # type: ignore[index]
            elif now != was:
                damaged += 1
        if target == "new.out" and (work / "new.out").exists():
            cut += not _complete((work / "new.out").read_bytes(), to)
        extra = set(after) - set(before) - {"new.out"}
        leftovers += len(extra)
        shutil.rmtree(work, ignore_errors=True)
    print(f"exports: {examples} fuzzed (player fields, list names, {len(TARGETS)} kinds of target, "
          f"{failed_writes} under a file-size limit, SOURCE_DATE_EPOCH), exit codes {codes}, "
          f"{time.perf_counter() - started:.0f} s: {tracebacks} tracebacks (target 0), {damaged} "
          f"changed or lost user files (target 0), {cut} cut exports (target 0), {leftovers} "
          f"files left behind (target 0)")


def main() -> None:
    examples = int(os.environ.get("DECKCHECK_FUZZ_EXAMPLES", "5000"))
    started = time.perf_counter()
    run, escaped = fuzz(examples)
    print(f"fuzz: {run:,} inputs through reader, checker and every reporter, "
          f"{escaped} exceptions escaped (target 0), {time.perf_counter() - started:.0f} s")
    folder = Path(tempfile.mkdtemp(prefix="deckcheck-robustness-"))
    env = {**os.environ, "DECKCHECK_CACHE_DIR": str(folder / "cache"),
           "XDG_DATA_HOME": str(folder / "data")}  # no catalog (see benchmark.py)
    env.pop("DECKCHECK_CATALOG", None)
    try:
        relaxed_formats(folder, env, examples // 10)
        exports(folder, env, int(os.environ.get("DECKCHECK_EXPORT_EXAMPLES", "150")))
        worst_decklists(folder, env, None)
        catalog = None
        if ARCHIVE.is_file():
            catalog = folder / "full" / "full.sqlite3"
            code, seconds, peak, _ = measured(
                [sys.executable, "-m", "deckcheck", "catalog", "update", "--source",
                 str(ARCHIVE), "--catalog", str(catalog)], env)
            print(f"the real archive ({ARCHIVE.name}): exit {code}, {seconds:.1f} s, peak "
                  f"{peak:.0f} MB, {installed_cards(catalog, env)} cards (budget 400 MB)")
            worst_decklists(folder, env, catalog)
        else:
            print(f"worst decklist with the catalog: skipped, no archive at {ARCHIVE}")
        damaged_catalogs(folder, env)
        print("hostile archives (over an installed 30-card catalog, the real cuts over the full "
              "one; peak = that process):")
        archives(folder, env, catalog)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
