"""Looking cards up in the local catalog: by print first, then by name in any of six languages.

Names are matched by their canonical key (:mod:`deckcheck.names.canonical`), stored for every
localised
name when the catalog is built: "Gardevoir-ex", "Zoroark GX", "Gengar LV.X" and "Determinación
de Lylia" find their cards through the rulebook's notion of a name, not string equality.
"""

from __future__ import annotations

import json
import sqlite3
import sys
import weakref
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from deckcheck.bounded import Bounded
from deckcheck.catalog.integrity import check_schema, guarded, stale
from deckcheck.catalog.records import CatalogCard, Pool, Resolution
from deckcheck.errors import CatalogError
from deckcheck.i18n import _
from deckcheck.library_reasons import catalog_reason
from deckcheck.names.folding import OWNER, fold

if TYPE_CHECKING:
    from array import array

T = TypeVar("T")
_intern = sys.intern

_COLUMNS = ("id, name, set_code, number, category, stage, suffix, trainer_type, energy_type, "
            "regulation_mark, rarity, illustrator, serie, evolve_from, game, types, names")


def _prefix(name: str, prefixes: tuple[str, ...]) -> str | None:
    """The prefix of ``name`` among ``prefixes``: "Dark" of Dark Blastoise, or for "'s" an
    owner ("Brock's" of Brock's Golem)."""
    for prefix in prefixes:
        if prefix == "'s":
            match = OWNER.match(name)
            if match:
                return match["owner"]
        elif name.startswith(f"{prefix} "):
            return prefix
    return None


def _names(stored: object) -> dict[str, str]:
    """A card's names by language, as stored; ValueError (a damaged catalog) for anything else."""
    names = json.loads(str(stored))
    if not isinstance(names, dict) or not all(isinstance(v, str) for v in names.values()):
        raise ValueError("a card's names are not a mapping of languages to names")
    return names


def _record(row: tuple[Any, ...], names: dict[str, str], released: str | None) -> CatalogCard:
    """The print of a row of ``_COLUMNS``, positionally (they are CatalogCard's fields in its
    order: a test holds them), with one string object per value however many prints share it (a
    category, a set code, a type). Not the game text: one per print, nearly all distinct, so
    interning it only grew the interpreter's table of interned strings with every print a run
    met (+3.7 MiB from 1,000 to 10,000 random-card lists; peak 98 → 96 MiB, the 1,000's 88 →
    89). Spelt out field by field: a batch makes ten thousand of these, and a loop over the row
    costs a third more."""
    (card_id, name, set_code, number, category, stage, suffix, trainer_type, energy_type, mark,
     rarity, illustrator, serie, evolve_from, game, types, _names_column) = row
    return CatalogCard(
        card_id, _intern(name), set_code and _intern(set_code), _intern(number),
        category and _intern(category), stage and _intern(stage), suffix and _intern(suffix),
        trainer_type and _intern(trainer_type), energy_type and _intern(energy_type),
        mark and _intern(mark), rarity and _intern(rarity),
        illustrator and _intern(illustrator), serie and _intern(serie),
        evolve_from and _intern(evolve_from), game, _intern(types), names, released)


def _in_pool(pool: Pool) -> tuple[str, tuple[str, ...]]:
    """The SQL condition on a print of ``cards`` that ``pool`` wants, and its parameters."""
    conditions: list[str] = []
    values: list[str] = []
    if pool.marks is not None:
        conditions.append(f"regulation_mark IN ({', '.join('?' * len(pool.marks))})")
        values += pool.marks
    if pool.series is not None:
        conditions.append(f"(serie IN ({', '.join('?' * len(pool.series))}) "
                          f"OR set_code IN ({', '.join('?' * len(pool.sets))}))")
        values += (*pool.series, *pool.sets)
    condition = " AND ".join(conditions) or "1 = 1"
    for code, number in pool.named:
        condition = f"{condition} OR (set_code = ? AND number = ?)"
        values += (code, number)
    return f"({condition})", tuple(values)


def _chunks(items: list[T], size: int) -> Iterator[list[T]]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


def card_columns() -> list[str]:
    """The columns of the ``cards`` table deckcheck reads."""
    return [name.strip() for name in _COLUMNS.split(",")]


_PREFETCH_CHUNK = 300
"""Lines asked about in one query (three parameters each, well under SQLite's limit)."""
_REMEMBERED = 4096
"""Suggestions remembered by written name, across the decks of one run."""
ANSWERS_REMEMBERED = 8192
"""Answers remembered across the decks of one run: the prints of a set and number, of a name
key, of an English name, and a print's name keys. The catalog holds some 4,500 English names and
21,000 prints: a batch of random cards fills this and then stays flat."""

EVOLUTION_STAGES = ("Stage1", "Stage2")
"""The stages an Evolution Deck holds (rulebook 003 predates BREAK, VMAX and the like)."""


class Catalog:
    """A read-only connection to a built catalog."""

    def __init__(self, path: Path, data_digest: str | None = None) -> None:
        """Open the catalog at ``path``; with ``data_digest`` (``RulesData.catalog_digest``),
        refuse one built with other name rules, set codes or printed marks (stale keys or marks)."""
        self.path = path
        try:
            self._db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        except sqlite3.Error as exc:
            # Translators: {reason} says why the database file cannot be opened.
            raise CatalogError(_("{path}: cannot open the card catalog ({reason})").format(
                path=path, reason=catalog_reason(exc))) from exc
        # Schema and tables once, here; a damaged page is only met by a query (see guarded).
        meta = check_schema(self._db, path, card_columns())
        if data_digest is not None and meta.get("data_digest") != data_digest:
            raise stale(path)
        self.source_date: str | None = meta.get("source_date") or None
        """The date of the archive the catalog was built from (its newest file), when known."""
        self._suggestion_pool: list[tuple[str, str, str]] | None = None
        self._compact_pool: tuple[list[str], list[str]] | None = None
        self._compact_lengths: dict[int, tuple[list[str], array[int]]] | None = None
        self._letters: dict[str, list[str]] | None = None
        self._release_dates: dict[str | None, str | None] | None = None
        self._suggested: dict[tuple[str, str | None, int], list[str]] = {}
        self._choice_cache: dict[str | None, tuple[list[str], list[str]]] = {}
        # A print is one object while anything holds it (its names are decoded once), and each
        # question is asked of SQLite once while its answer is remembered.
        self._prints: weakref.WeakValueDictionary[int, CatalogCard] = \
            weakref.WeakValueDictionary()
        self._answers: Bounded[tuple[object, ...], tuple[CatalogCard, ...]] = \
            Bounded(ANSWERS_REMEMBERED)
        self._keys: Bounded[tuple[int, str], bool] = Bounded(ANSWERS_REMEMBERED)
        self._names: Bounded[str, dict[str, str]] = Bounded(ANSWERS_REMEMBERED)
        self._spellings: Bounded[str, tuple[str, ...]] = Bounded(ANSWERS_REMEMBERED)
        """Each stored names column decoded once while remembered: the prints of one card
        share it (the mapping is only read)."""

    def _cards(self, where: str, *args: object) -> list[CatalogCard]:
        rows = self._db.execute(f"SELECT {_COLUMNS} FROM cards WHERE {where}", args).fetchall()
        return [self._card(row) for row in rows]

    def _card(self, row: tuple[Any, ...]) -> CatalogCard:
        """The print of a row of ``_COLUMNS``: the one already made, if any is still held."""
        card_id: int = row[0]
        card = self._prints.get(card_id)
        if card is None:
            names = self._names.get(row[-1])
            if names is None:
                names = self._names.put(row[-1], _names(row[-1]))
            released = (self._release_dates or self._released()).get(row[2])
            try:
                card = _record(row, names, released)
            except TypeError:  # a value that is not text where text is stored (a hand edit)
                fields: list[Any] = [_intern(value) if type(value) is str else value
                                     for value in row[:-1]]
                values: tuple[Any, ...] = (*fields, names, released)
                card = CatalogCard(*values)
            self._prints[card_id] = card
        return card

    def _answer(self, question: tuple[object, ...], where: str,
                *args: object) -> tuple[CatalogCard, ...]:
        """The prints ``where`` selects, remembered under ``question``."""
        found = self._answers.get(question)
        if found is None:
            found = self._answers.put(question, tuple(self._cards(where, *args)))
        return found

    def _released(self) -> dict[str | None, str | None]:
        """Each set code's release date (YYYY-MM-DD), read once per catalog."""
        if self._release_dates is None:
            self._release_dates = {
                code: (str(day)[:10] if day else None) for code, day in self._db.execute(
                    "SELECT code, release_date FROM sets WHERE code IS NOT NULL")}
        return self._release_dates

    @guarded
    def by_print(self, set_code: str, number: str) -> CatalogCard | None:
        """The card printed as ``set_code`` ``number`` (canonical spellings), if any."""
        found = self._answer(("print", set_code, number), "set_code = ? AND number = ?",
                             set_code, number)
        return found[0] if found else None

    def _lettered(self, set_code: str, number: str) -> tuple[CatalogCard, ...]:
        """The prints of ``set_code`` numbered ``number`` and one letter (103A, 103B: canonical
        numbers are upper case)."""
        if not number[-1:].isdigit():
            return ()
        found = self._answer(("lettered", set_code, number),
                             "set_code = ? AND number BETWEEN ? AND ?",
                             set_code, number + "A", number + "Z")
        return tuple(card for card in found
                     if len(card.number) == len(number) + 1 and card.number[-1].isalpha())

    @guarded
    def by_key(self, key: str, prefer: tuple[str, ...] = ("en",)) -> list[CatalogCard]:
        """Every print whose name has this canonical key: in the first language of ``prefer``
        that has one, else in any language.

        One spelling can name two cards: "Olivia" is the English Olivia and the Spanish
        Oleana, "Milo" the English Milo and the Italian Gordie. A list counts the card of its
        own language, else the English one; mixing both would split one card's copies in two.
        """
        first, second = (*prefer, *prefer, "en")[:2]
        # One query: rank each match by language (the first preferred 0, the second 1, any
        # other 2) and keep the best rank's cards.
        return list(self._answer(
            ("key", key, first, second),
            "id IN (WITH m AS (SELECT card, CASE lang WHEN ? THEN 0 WHEN ? THEN 1 ELSE 2 END "
            "AS r FROM names WHERE key = ?) SELECT card FROM m WHERE r = (SELECT MIN(r) FROM m))",
            first, second, key))

    @guarded
    def prefetch(self, lines: Iterable[tuple[tuple[str, str] | None, str | None]],
                 prefer: tuple[str, ...] = ("en",)) -> None:
        """Ask SQLite at once what :meth:`resolve` will ask of each of a deck's lines (its print
        and its name key, both canonical; no key: only the print is asked about): one query for
        every print not yet remembered, with whether each bears the line's name, and one for
        every name key a print does not settle.

        The answers are remembered as :meth:`by_print`, :meth:`has_key` and :meth:`by_key`
        remember their own, and are the same rows in the same order: a deck's lines met for
        the first time then cost two queries, not a few each.
        """
        pairs = dict.fromkeys(lines)
        prints = {(print_key, key) for print_key, key in pairs if print_key is not None
                  and (("print", *print_key) not in self._answers
                       or not self._keys_known(print_key, key))}
        for chunk in _chunks(sorted(prints, key=lambda pair: (pair[0], pair[1] or "")),
                             _PREFETCH_CHUNK):
            self._prefetch_prints(chunk)
        first, second = (*prefer, *prefer, "en")[:2]
        keys = set()
        for print_key, key in pairs:
            if key is None:
                continue
            printed = self._answers.get(("print", *print_key)) if print_key is not None else None
            if printed and self._keys.get((printed[0].id, key)):
                continue  # resolve() takes the print
            if ("key", key, first, second) not in self._answers:
                keys.add(key)
        for names in _chunks(sorted(keys), _PREFETCH_CHUNK):
            self._prefetch_keys(names, first, second)

    @guarded
    def prefetch_names(self, english: Iterable[str], pool: Pool | None = None) -> None:
        """Ask SQLite at once what :meth:`named_alike` will ask of each of these English names
        (a deck's first-seen lines whose own prints are not legal: the reprint rule's question),
        with the same ``pool``: their spellings, and :meth:`by_name` of each."""
        question: tuple[object, ...] = () if pool is None else (pool,)
        condition, values = _in_pool(pool) if pool is not None else ("1 = 1", ())
        english = set(english)
        self._spell(english)  # what named_alike asks first: each name's spellings
        english |= {spelt for name in english for spelt in self._spellings.get(name) or ()}
        names = sorted({name for name in english
                        if ("name", name, *question) not in self._answers})
        for chunk in _chunks(names, _PREFETCH_CHUNK):
            marks = ", ".join("?" * len(chunk))
            found: dict[str, list[CatalogCard]] = {name: [] for name in chunk}
            # by_name's query walks the name index: each name's prints come by id, as here.
            for row in self._db.execute(f"SELECT {_COLUMNS} FROM cards WHERE name IN ({marks}) "
                                        f"AND {condition} ORDER BY id",
                                        (*chunk, *values)).fetchall():
                found[row[1]].append(self._card(row))
            for name, cards in found.items():
                self._answers.put(("name", name, *question), tuple(cards))

    def _keys_known(self, print_key: tuple[str, str], key: str | None) -> bool:
        found = self._answers.get(("print", *print_key))
        return not found or key is None or (found[0].id, key) in self._keys

    def _prefetch_prints(self, pairs: list[tuple[tuple[str, str], str | None]]) -> None:
        values = ", ".join(["(?, ?, ?)"] * len(pairs))
        rows = self._db.execute(
            f"WITH v(s, n, k) AS (VALUES {values}) SELECT v.s, v.n, v.k, "
            f"EXISTS(SELECT 1 FROM names WHERE key = v.k AND card = c.id), "
            f"{', '.join('c.' + c for c in card_columns())} FROM v LEFT JOIN cards c "
            "ON c.set_code = v.s AND c.number = v.n ORDER BY c.id",
            [value for (code, number), key in pairs for value in (code, number, key)]).fetchall()
        found: dict[tuple[str, str], dict[int, CatalogCard]] = {pk: {} for pk, _key in pairs}
        for row in rows:
            if row[4] is None:
                continue  # no card at this print
            card = self._card(row[4:])
            found[(row[0], row[1])].setdefault(card.id, card)
            if row[2] is not None:
                self._keys.put((card.id, row[2]), bool(row[3]))
        for (code, number), cards in found.items():
            if ("print", code, number) not in self._answers:
                # by_print's query walks the (set_code, number) index: its ties come by id.
                self._answers.put(("print", code, number), tuple(cards.values()))

    def _prefetch_keys(self, keys: list[str], first: str, second: str) -> None:
        marks = ", ".join("?" * len(keys))
        rows = self._db.execute(
            "SELECT n.key, CASE n.lang WHEN ? THEN 0 WHEN ? THEN 1 ELSE 2 END, "
            f"{', '.join('c.' + c for c in card_columns())} FROM names n JOIN cards c "
            f"ON c.id = n.card WHERE n.key IN ({marks}) ORDER BY c.id",
            (first, second, *keys)).fetchall()
        best: dict[str, tuple[int, dict[int, CatalogCard]]] = {key: (3, {}) for key in keys}
        for row in rows:
            rank, cards = best[row[0]]
            if row[1] > rank:
                continue
            if row[1] < rank:
                rank, cards = row[1], {}
                best[row[0]] = (rank, cards)
            if row[2] not in cards:
                cards[row[2]] = self._card(row[2:])
        for key, (_rank, cards) in best.items():
            # by_key's "id IN (...)" walks the matches in id order, as these are sorted.
            self._answers.put(("key", key, first, second), tuple(cards.values()))

    @guarded
    def in_set(self, key: str, set_code: str) -> list[CatalogCard]:
        """The prints of a set (or its galleries) whose name in any language has this key."""
        return self._cards("(set_code = ? OR set_code LIKE ?) AND id IN "
                           "(SELECT card FROM names WHERE key = ?)", set_code, f"{set_code}:%", key)

    @guarded
    def numbered_out_of(self, number: str, total: int) -> list[CatalogCard]:
        """The prints numbered ``number`` in the sets whose official card count is ``total``, as
        a card prints its number ("104/111": Neo Genesis 104, Rising Rivals 104…)."""
        return self._cards("number = ? AND set_id IN (SELECT id FROM sets WHERE card_count = ?)",
                           number, total)

    @guarded
    def has_key(self, card: CatalogCard, key: str) -> bool:
        """Whether any of the card's localised names has this canonical key."""
        found = self._keys.get((card.id, key))
        if found is None:
            found = self._keys.put((card.id, key), self._db.execute(
                "SELECT 1 FROM names WHERE card = ? AND key = ? LIMIT 1",
                (card.id, key)).fetchone() is not None)
        return found

    @guarded
    def resolve(self, print_key: tuple[str, str] | None, name_key: str,
                prefer: tuple[str, ...] = ("en",)) -> Resolution:
        """The card a line names: its print when that agrees with the name, else its name's prints.

        When set and number print a different card than the written name, the name wins if any
        card bears it (a mistyped number is likelier than a mistyped name) and the print is
        reported; if the name matches nothing, the print is all there is to go on.
        """
        printed = self.by_print(*print_key) if print_key is not None else None
        if printed is not None and self.has_key(printed, name_key):
            return Resolution((printed,), by_print=True)
        named = tuple(self.by_key(name_key, prefer))
        if printed is None and print_key is not None:
            lettered = self._lettered(*print_key)
            if lettered and all(self.has_key(card, name_key) for card in lettered):
                # "Porygon AQ 103" where Aquapolis prints Porygon as 103a and 103b: the number
                # without its letter names those prints, and nothing else when they all bear the
                # written name; which of them is played is left open, as for a name alone.
                return Resolution(lettered, by_print=False)
        if printed is None:
            return Resolution(named, by_print=False, print_missing=print_key is not None)
        if named and printed.name in {card.name for card in named}:
            # The written name is how another print of the same English card is spelt (the
            # Portuguese "Ordens da Chefia" of Boss's Orders PR-SW 251 on the line MEG 114,
            # printed "Ordem da Chefia"): the same card, and the line's print is the one played.
            return Resolution((printed,), by_print=True)
        if named:
            return Resolution(named, by_print=False, printed_as=printed.name)
        return Resolution((printed,), by_print=True, printed_as=printed.name)

    @guarded
    def titled(self, key: str, limit: int = 6) -> list[str]:
        """English names of the cards whose name starts with the name of ``key`` and goes on
        ("Blend Energy" starts Blend Energy Grass Fire Psychic Darkness and Blend Energy Water
        Lightning Fighting Metal), when there are two or more; else nothing."""
        names = self.started(key, limit + 1)
        return names[:limit] if len(names) >= 2 else []

    @guarded
    def started(self, key: str, limit: int = 2) -> list[str]:
        """English names (the first ``limit``) of the cards whose name in some language starts
        with the name of ``key``, a space or a colon, and more words ("Double Colorless" starts
        Double Colorless Energy, "Technical Machine" Technical Machine: Evolution); none for a
        key with a suffix (a name is not cut before its ex)."""
        head, _, suffixes = key.partition("|")
        if suffixes or not head:
            return []
        # Ranges on the key index: every key that starts with the head and a space, or a colon.
        rows = self._db.execute(
            "SELECT DISTINCT c.name FROM names n JOIN cards c ON c.id = n.card "
            "WHERE (n.key >= ? AND n.key < ?) OR (n.key >= ? AND n.key < ?) "
            "ORDER BY c.name LIMIT ?",
            (f"{head} ", f"{head}!", f"{head}:", f"{head};", limit)).fetchall()
        return [str(row[0]) for row in rows]

    @guarded
    def sets_with_cards(self) -> list[tuple[str, str | None, str]]:
        """Every set that has cards: its TCGdex id, its code and its English name (for audits)."""
        rows = self._db.execute(
            "SELECT s.id, s.code, s.name FROM sets s WHERE EXISTS "
            "(SELECT 1 FROM cards c WHERE c.set_id = s.id) ORDER BY s.release_date, s.id"
        ).fetchall()
        return [(str(i), None if code is None else str(code), str(name)) for i, code, name in rows]

    @guarded
    def all_cards(self) -> list[CatalogCard]:
        """Every print in the catalog (for audits; not used when checking decks)."""
        return self._cards("1 = 1 ORDER BY id")

    @guarded
    def named_alike(self, english: str, pool: Pool | None = None) -> list[CatalogCard]:
        """Every print whose English name is the same name as ``english`` for deck building,
        however the data spells it ("Boss's Orders (Giovanni)" and "Boss's Orders", "Brock’s
        Grit" and "Brock's Grit": one canonical key), in the order of their ids; with ``pool``,
        only those it wants. The reprint rule compares a print with these: one spelling alone
        would miss the legal reprint of a card whose data spells its name another way."""
        spellings = self._spellings.get(english)
        if spellings is None:
            self._spell((english,))
            spellings = self._spellings.get(english) or (english,)
        if len(spellings) == 1:
            return self.by_name(spellings[0], pool)
        return sorted((card for spelt in spellings for card in self.by_name(spelt, pool)),
                      key=lambda card: card.id)

    def _spell(self, english: Iterable[str]) -> None:
        """Remember each English name's spellings: the English names of every print whose name
        has its canonical key (itself among them), in one query."""
        names = sorted({name for name in english if self._spellings.get(name) is None})
        for chunk in _chunks(names, _PREFETCH_CHUNK):
            found: dict[str, set[str]] = {name: {name} for name in chunk}
            # The catalog build worked each name's other spellings out once (its spellings
            # table): joining them from the names table cost half a millisecond a name, the
            # dearest query of a batch of real lists.
            for name, spelt in self._db.execute(
                    f"SELECT name, spelt FROM spellings WHERE name IN "
                    f"({', '.join('?' * len(chunk))})", chunk).fetchall():
                found[str(name)].add(str(spelt))
            for name, spellings in found.items():
                self._spellings.put(name, tuple(sorted(spellings)))

    @guarded
    def by_name(self, english: str, pool: Pool | None = None) -> list[CatalogCard]:
        """Every print with this English name, in the order of their ids; with ``pool``, only
        those it wants (:class:`~deckcheck.catalog.records.Pool`)."""
        if pool is None:
            return list(self._answer(("name", english), "name = ?", english))
        condition, values = _in_pool(pool)
        return list(self._answer(("name", english, pool), f"name = ? AND {condition} "
                                 "ORDER BY id", english, *values))

    @guarded
    def evolutions_of(self, english: str, prefixes: tuple[str, ...] = ()) -> list[str]:
        """English names of the Stage 1 and Stage 2 cards that evolve from ``english``.

        Prints with no stage recorded (a known catalog gap) count when they name what they
        evolve from: only evolution cards do. ``prefixes`` (data/cards/evolution_lines.yaml)
        are name prefixes within which a line evolves where the data drops them: Dark Blastoise
        evolves from Dark Wartortle, not from the Wartortle the data names.
        """
        own = _prefix(english, prefixes)
        parents = {english} | ({english[len(own) + 1:]} if own else set())
        marks = ", ".join("?" * len(parents))
        rows = self._db.execute(
            f"SELECT DISTINCT name, evolve_from FROM cards WHERE evolve_from IN ({marks}) "
            "AND category = 'Pokemon' AND (stage IN (?, ?) OR stage IS NULL OR stage = '') "
            "ORDER BY name", (*sorted(parents), *EVOLUTION_STAGES)).fetchall()
        return [name for name, parent in ((str(r[0]), str(r[1])) for r in rows)
                if self.parent_of(name, parent, prefixes) == english]

    @guarded
    def names_of(self, english: tuple[str, ...]) -> tuple[dict[str, str], ...]:
        """Each English name's names by language, as its newest print has them (a message names
        a card in the reader's language)."""
        out = []
        for name in english:
            row = self._db.execute("SELECT names FROM cards WHERE name = ? ORDER BY id DESC "
                                   "LIMIT 1", (name,)).fetchone()
            out.append(_names(row[0]) if row is not None else {})
        return tuple(out)

    def parent_of(self, name: str, recorded: str, prefixes: tuple[str, ...]) -> str:
        """What ``name`` evolves from, given the ``recorded`` "evolves from" of the data: the
        card of its own prefix when there is one ("Dark Wartortle" for Dark Blastoise)."""
        prefix = _prefix(name, prefixes)
        if prefix and not recorded.startswith(f"{prefix} ") \
                and self._named(f"{prefix} {recorded}"):
            return f"{prefix} {recorded}"
        return recorded

    def _named(self, english: str) -> bool:
        return self._db.execute("SELECT 1 FROM cards WHERE name = ? LIMIT 1",
                                (english,)).fetchone() is not None

    @guarded
    def prints_named(self, english: str) -> list[tuple[CatalogCard, str]]:
        """Every print with this English name, with its set's name in the active language (the
        English one where the catalog has none in it), oldest set first."""
        from deckcheck.i18n import language

        rows = self._db.execute(
            f"SELECT {', '.join('c.' + c.strip() for c in _COLUMNS.split(','))}, "
            "coalesce(s.name, c.set_id), s.names FROM cards c LEFT JOIN sets s "
            "ON s.id = c.set_id WHERE c.name = ? ORDER BY s.release_date, c.set_id, c.number",
            (english,)).fetchall()
        code = language()
        return [(self._card(row[:-2]),
                 (_names(row[-1]) if row[-1] is not None else {}).get(code) or str(row[-2]))
                for row in rows]

    @guarded
    def suggestions(self, written: str, language: str | None = None, limit: int = 3) -> list[str]:
        """Up to ``limit`` names close to ``written``, as the catalog spells them.

        With ``language`` (the list's client language), names in that language come first;
        otherwise, or when none is close, every language is searched.
        """
        remembered = (fold(written), language, limit)
        if remembered in self._suggested:
            return list(self._suggested[remembered])
        found = self._search(written, language, limit)
        if len(self._suggested) >= _REMEMBERED:
            self._suggested.clear()
        self._suggested[remembered] = found
        return list(found)

    def _search(self, written: str, language: str | None, limit: int) -> list[str]:
        from rapidfuzz import fuzz, process  # only needed when a name is not found

        pools = [self._choices(language)] if language else []
        pools.append(self._choices(None))
        for folded, shown in pools:
            found = process.extract(fold(written), folded, scorer=fuzz.WRatio,
                                    limit=limit * 4, score_cutoff=70)
            out: list[str] = []
            for _match, _score, index in found:
                if shown[index] not in out:
                    out.append(shown[index])
            if out:
                return out[:limit]
        return []

    @guarded
    def cards_near(self, written: str, edits: int) -> dict[str, set[tuple[str, str]]]:
        """English names of the cards one of whose names (in any language) is at most ``edits``
        letter edits from ``written``, spaces and punctuation aside, each with those names
        (language, name folded with its spaces): whether a misspelt name could be a second
        card's as well as the print's beside it, and by which of its names."""
        from rapidfuzz.distance import Levenshtein


        folded = self._compact_names()[1]
        found = [folded[index] for _distance, index in self._near(written, edits,
                                                                  Levenshtein.distance)]
        if not found:
            return {}
        marks = ", ".join("?" * len(found))
        near: dict[str, set[tuple[str, str]]] = {}
        for lang, name, english in self._db.execute(
                "SELECT DISTINCT n.lang, n.folded, c.name FROM names n JOIN cards c "
                f"ON c.id = n.card WHERE n.folded IN ({marks})", found).fetchall():
            near.setdefault(str(english), set()).add((str(lang), str(name)))
        return near

    @guarded
    def names_near(self, written: str, edits: int) -> dict[str, int]:
        """English names of the cards one of whose names (in any language) is at most ``edits``
        letter edits from ``written`` — a letter changed, added or dropped, or two side by side
        swapped ("Lysander" is one from Lysandre: Damerau's optimal string alignment) — spaces
        and punctuation aside, each with its fewest edits."""
        from rapidfuzz.distance import OSA


        folded = self._compact_names()[1]
        near: dict[str, int] = {}
        for distance, index in self._near(written, edits, OSA.distance):
            name = folded[index]
            near[name] = min(int(distance), near.get(name, edits))
        if not near:
            return {}
        marks = ", ".join("?" * len(near))
        out: dict[str, int] = {}
        for name, english in self._db.execute(
                "SELECT DISTINCT n.folded, c.name FROM names n JOIN cards c ON c.id = n.card "
                f"WHERE n.folded IN ({marks})", list(near)).fetchall():
            out[str(english)] = min(near[str(name)], out.get(str(english), edits))
        return out

    def _compact_names(self) -> tuple[list[str], list[str]]:
        """Every distinct folded name once (the index holds them), letters only, beside the
        folded name; the cards behind the few that match a search are looked up afterwards."""
        from deckcheck.names.misspelt import letters

        if self._compact_pool is None:
            # Interned: the same strings as the suggestions' pool, when both are made.
            folded = [sys.intern(str(row[0])) for row in
                      self._db.execute("SELECT DISTINCT folded FROM names").fetchall()]
            self._compact_pool = ([letters(name) for name in folded], folded)
        return self._compact_pool

    def _near(self, written: str, edits: int, scorer: Any) -> list[tuple[int, int]]:
        """(letter edits, index in :meth:`_compact_names`'s pool) of the names at most ``edits``
        from ``written`` by ``scorer`` (a rapidfuzz distance), fewest first, then in the pool's
        order, as one search of the whole pool gives them. Only names at most ``edits`` letters
        longer or shorter are scored: an edit (a letter changed, added, dropped, or two swapped)
        changes a length by one at most, so no other name is that near, and a search scores a
        third of the pool rather than all of it."""
        from rapidfuzz import process

        from deckcheck.names.misspelt import compact

        letters = compact(written)
        if self._compact_lengths is None:
            from array import array

            pool = self._compact_names()[0]
            indices: dict[int, array[int]] = {}
            for index, name in enumerate(pool):
                indices.setdefault(len(name), array("l")).append(index)
            self._compact_lengths = {size: ([pool[i] for i in found], found)
                                     for size, found in indices.items()}
        near = []
        for size in range(len(letters) - edits, len(letters) + edits + 1):
            names, where = self._compact_lengths.get(size, ((), ()))
            near += [(int(distance), where[at]) for _match, distance, at in process.extract(
                letters, names, scorer=scorer, score_cutoff=edits, limit=None)]
        return sorted(near)

    @guarded
    def same_letters(self, written: str) -> set[str]:
        """English names of the cards one of whose names (in any language) has the letters of
        ``written``, spaces, hyphens, punctuation and case aside ("Plus Power": PlusPower): a
        look-up in a table made once, so a list of many unknown names costs no search each."""
        from deckcheck.names.misspelt import compact

        if self._letters is None:
            # From the pool the letter-edit searches use: the same names in the same order, and
            # one string of letters per name rather than two (a megabyte in a batch).
            table: dict[str, list[str]] = {}
            for name_letters, folded in zip(*self._compact_names(), strict=True):
                table.setdefault(name_letters, []).append(folded)
            self._letters = table
        found = self._letters.get(compact(written), [])
        return self._english_names(found)

    def _english_names(self, folded: list[str]) -> set[str]:
        """English names of the cards that bear one of the ``folded`` names, in any language."""
        if not folded:
            return set()
        marks = ", ".join("?" * len(folded))
        rows = self._db.execute("SELECT DISTINCT c.name FROM names n JOIN cards c ON c.id = n.card "
                                f"WHERE n.folded IN ({marks})", folded).fetchall()
        return {str(row[0]) for row in rows}

    def _choices(self, language: str | None) -> tuple[list[str], list[str]]:
        """Folded names to search (each once: a third fewer to score) and the name to show."""
        if self._suggestion_pool is None:
            # Distinct already (the build's choices table), in the order they always came.
            rows = self._db.execute("SELECT folded, name, lang FROM choices").fetchall()
            # SQLite gives each row its own strings: one object per value instead (a name is
            # spelt alike in several languages; six language codes, not one per row).
            intern = sys.intern
            self._suggestion_pool = [(intern(str(f)), intern(str(n)), intern(str(lang)))
                                     for f, n, lang in rows]
        if language not in self._choice_cache:
            first: dict[str, str] = {}
            for folded, name, lang in self._suggestion_pool:
                # "_____'s Pikachu" (a card whose owner the player writes in) is a template,
                # never what someone meant to type.
                if (language is None or lang == language) and "__" not in name:
                    first.setdefault(folded, name)
            self._choice_cache[language] = (list(first), list(first.values()))
        return self._choice_cache[language]

