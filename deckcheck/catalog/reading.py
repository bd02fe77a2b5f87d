"""Reading the archive's members into checked records: in this process, or on every core.

Each ``.ts`` member is parsed (:mod:`deckcheck.catalog.tsjson`), its values checked
(:mod:`deckcheck.catalog.values`), and a card turned into the row the catalog stores, with its
names (their canonical keys are the caller's: :func:`name_keys`, once per distinct name). That
is most of a catalog build and each member is read on
its own, so a large archive is read by forked workers while this process streams the archive
to them; the records come back in the archive's order, so the catalog and the build's report are
the same as one process makes them. The token budget over the whole archive is kept by the
caller, in order (see :func:`read`).
"""

from __future__ import annotations

import json
import os
from collections import deque
from collections.abc import Generator, Iterable, Iterator
from itertools import islice
from typing import TYPE_CHECKING, Any

from deckcheck.catalog import values
from deckcheck.catalog.gamefacts import game_facts
from deckcheck.catalog.tsdata import TooManyTokens, TsSyntaxError
from deckcheck.catalog.tsjson import parse_module
from deckcheck.errors import CatalogError
from deckcheck.i18n import _
from deckcheck.names.folding import fold

if TYPE_CHECKING:
    from concurrent.futures import Future

    from deckcheck.names.canonical import NameRules

LANGUAGES = ("en", "it", "es", "pt", "fr", "de")
PARALLEL_BYTES = 2_000_000
"""Archives from this size on are read on every core (the real one is about 10 MB; a test's
small archive is read faster than workers start)."""
CHUNK = 512
"""Members a worker reads at a time."""

Member = tuple[str, bytes]
"""A member's path below ``data/`` (parts joined by ``/``) and its bytes."""
NameKeys = tuple[str, str, str, str]
"""A name of a card with its folded form and canonical key: (folded, key, language, name)."""
Record = tuple[Any, ...]
"""What one member holds, as the caller needs it, ending with its tokens (None: not parsed):

* ``("serie" | "set", key, value, tokens)``;
* ``("card", set path, local id, row, names, tokens)``: the card's fields as the catalog stores
  them and its names as (language, name) (:func:`_staged_row`);
* ``("unreadable", message, tokens)``: a syntax error, text that is not UTF-8, a bad value;
* ``("skipped", None)``: a file deeper than a card's.
"""


def card_fields(card: dict[str, Any]) -> dict[str, Any]:
    """The part of a card record the catalog keeps (all English text, names in six languages)."""
    raw_names = card.get("name")
    names: dict[str, Any] = raw_names if isinstance(raw_names, dict) else {}
    return {
        "names": {lang: names[lang] for lang in LANGUAGES if isinstance(names.get(lang), str)},
        "category": card.get("category"),
        "stage": card.get("stage"),
        "suffix": card.get("suffix"),
        "trainer_type": card.get("trainerType"),
        "energy_type": card.get("energyType"),
        "regulation_mark": card.get("regulationMark"),
        "rarity": card.get("rarity"),
        "illustrator": card.get("illustrator"),
        "evolve_from": (card.get("evolveFrom") or {}).get("en")
        if isinstance(card.get("evolveFrom"), dict) else None,
        "hp": card.get("hp") if isinstance(card.get("hp"), int) else None,
        "types": card.get("types"),
        "game": game_facts(card),
    }


def read_member(rel: str, raw: bytes, max_tokens: int | None = None) -> Record:
    """One member as a record (see :data:`Record`); raises TooManyTokens over ``max_tokens``."""
    depth = rel.count("/") + 1
    if depth > 3:
        return ("skipped", None)
    tokens = None
    try:
        # Every value is checked for type and range before it can reach the database.
        values.text(rel, "file name", 1000)
        module = parse_module(raw.decode("utf-8"), max_tokens)
        tokens = module.tokens
        value = module.value
        if not isinstance(value, dict):
            raise values.BadValue("not an object")
        parent, stem = _parent_and_stem(rel)
        key = f"{parent}/{stem}" if parent else stem
        if depth == 1:
            return ("serie", key, values.serie(value), tokens)
        if depth == 2:
            return ("set", key, values.card_set(value), tokens)
        card = values.card(card_fields(value))
        return ("card", parent, stem, *_staged_row(card), tokens)
    except TooManyTokens:
        raise
    except (TsSyntaxError, UnicodeDecodeError, values.BadValue) as exc:
        # A file name need not be UTF-8 either: shown escaped, so it can be printed.
        shown = rel.encode("utf-8", "backslashreplace").decode("utf-8")
        # Translators: {reason} is what the TCGdex file's reader found (in English).
        return ("unreadable", _("{path}: {reason}").format(path=shown, reason=exc), tokens)


_TEXT = json.JSONEncoder(ensure_ascii=False)
_SORTED = json.JSONEncoder(ensure_ascii=False, sort_keys=True)
"""json.dumps with any argument builds an encoder per call: these are built once, and write the
same text."""
_ASCII = json.JSONEncoder()

_NAME_KEYS: dict[str, tuple[str, str]] = {}
"""Each name's folded form and canonical key, worked out once per process and rules: a name
recurs in every print of its card and in several languages (17,000 distinct names among the
real archive's 112,000)."""
_NAME_KEYS_RULES: list[NameRules] = []
_NAME_KEYS_LIMIT = 100_000
"""Bounded, so that a hostile archive of ever-new names cannot grow a worker without end."""


def name_keys(names: Iterable[tuple[str, str]], name_rules: NameRules) -> list[NameKeys]:
    """Each (language, name) of a card with the name's folded form and canonical key (by the
    same rules the 4-copy rule uses: a line written in any language finds its card through its
    rulebook name). They are worked out here, once per name, not in the workers, each of which
    would meet most names again."""
    return [(*_name_keys(name, name_rules), lang, name) for lang, name in names]


def _name_keys(name: str, name_rules: NameRules) -> tuple[str, str]:
    if _NAME_KEYS_RULES[:1] != [name_rules]:
        _NAME_KEYS.clear()
        _NAME_KEYS_RULES[:] = [name_rules]
    found = _NAME_KEYS.get(name)
    if found is None:
        if len(_NAME_KEYS) >= _NAME_KEYS_LIMIT:
            _NAME_KEYS.clear()
        found = _NAME_KEYS[name] = (fold(name), name_rules.canonical(name).key)
    return found


def _parent_and_stem(rel: str) -> tuple[str, str]:
    """A member path's parent and stem, as PurePosixPath has them ("x/.ts" has no suffix: its
    stem is its name)."""
    parent, _slash, name = rel.rpartition("/")
    dot = name.rfind(".")
    return parent, name[:dot] if 0 < dot < len(name) - 1 else name


def _staged_row(card: dict[str, Any]) -> tuple[tuple[object, ...], list[tuple[str, str]]]:
    """A card's fields as the catalog stores them (its names in JSON last), and its names as
    (language, name); none without an English one (the card is left out)."""
    card_names: dict[str, str] = card["names"]
    keys = list(card_names.items()) if "en" in card_names else []
    return (card["category"], card["stage"], card["suffix"], card["trainer_type"],
            card["energy_type"], card["regulation_mark"], card["rarity"], card["illustrator"],
            card["evolve_from"], card["hp"], _ASCII.encode(card["types"]),
            _SORTED.encode(card["game"]), _TEXT.encode(card_names)), keys


def read(members: Iterable[Member],
         jobs: int = 1) -> Generator[tuple[str, bytes, Record], None, None]:
    """Every member with its record, in the archive's order: here, or by ``jobs`` workers.

    Members are parsed without a token budget (each is at most 256 KB); the caller counts the
    tokens in order and, where a member near the end of the budget failed to parse, reads it
    again with what is left (:func:`read_member`'s ``max_tokens``), so that the budget ends a
    build exactly where reading in one process would.
    """
    if jobs <= 1:
        for rel, raw in members:
            yield rel, raw, read_member(rel, raw)
        return
    yield from _workers(members, jobs)


def _read_chunk(chunk: list[Member]) -> list[Record]:
    return [read_member(rel, raw) for rel, raw in chunk]


def _workers(members: Iterable[Member], jobs: int) -> Iterator[tuple[str, bytes, Record]]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    from deckcheck.worker_start import start_worker

    iterator = iter(members)
    pending: deque[tuple[list[Member], Future[list[Record]]]] = deque()
    pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork"),
                               initializer=start_worker)
    try:
        while chunk := list(islice(iterator, CHUNK)):
            try:
                future = pool.submit(_read_chunk, chunk)
            except BrokenProcessPool:
                # A worker died before this chunk was sent: what the others finished is still
                # given, up to the first chunk lost.
                while pending:
                    yield from _zipped(*pending.popleft(), BrokenProcessPool)
                raise _stopped(chunk) from None
            pending.append((chunk, future))
            if len(pending) >= 2 * jobs:
                yield from _zipped(*pending.popleft(), BrokenProcessPool)
        while pending:
            yield from _zipped(*pending.popleft(), BrokenProcessPool)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _zipped(chunk: list[Member], future: Future[list[Record]],
            broken: type[Exception]) -> Iterator[tuple[str, bytes, Record]]:
    try:
        records = future.result()
    except broken:
        raise _stopped(chunk) from None
    for (rel, raw), record in zip(chunk, records, strict=True):
        yield rel, raw, record


def _stopped(chunk: list[Member]) -> CatalogError:
    # Never a catalog with some cards left out: the build stops, the old catalog stays.
    shown = chunk[0][0].encode("utf-8", "backslashreplace").decode("utf-8")
    # Translators: {path} is the first file of the card archive that was not read.
    return CatalogError(_("a worker process stopped (out of memory, or killed) while the card "
                          "archive was read: {path} and the files after it were not read; the "
                          "catalog was not changed: run the update again").format(path=shown))


def jobs_for(size: int) -> int:
    """Processes to read an archive of ``size`` bytes with (every core for a large one)."""
    if size < PARALLEL_BYTES or not hasattr(os, "fork"):
        return 1
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1
