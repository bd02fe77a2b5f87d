"""The objects that flow through the pipeline: read → identify → name → rules → report.

These are frozen dataclasses rather than pydantic models on purpose: importing pydantic's
``BaseModel`` and building its schemas costs more start-up time than checking a deck (see
``scripts/benchmark.py``). pydantic validates what deckcheck reads that is not a decklist (data
and format files, :mod:`deckcheck.rulesdata.schema`) and describes the JSON output
(its shape is documented in the README and held byte for byte by ``tests/test_cli.py``).
"""

from __future__ import annotations

from dataclasses import field, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from deckcheck.lite_dataclass import dataclass

if TYPE_CHECKING:
    from deckcheck.catalog.records import CatalogCard


class Section(StrEnum):
    """The three kinds of card, as decklists group them under section headers.

    One concept, one word in code: a card's *section*. The JSON key is ``section``; the option of
    the ``card-kinds`` rule names the same values ``kinds`` (its id is part of the contract);
    TCGdex calls it ``category`` (``Pokemon``/``Trainer``/``Energy``), read in identify.py only.
    """

    POKEMON = "pokemon"
    TRAINER = "trainer"
    ENERGY = "energy"


class Zone(StrEnum):
    """Where a card sits in a list: the deck itself, or a zone the house-rules variant adds.

    The variant of rulebook 003 declares a team of Pokémon and an Evolution Deck beside the deck;
    the construction rules (size, copies, ACE SPEC…) count the ``deck`` zone only.
    """

    DECK = "deck"
    TEAM = "team"
    EVOLUTION = "evolution"


class Severity(StrEnum):
    """An error makes a deck illegal; a warning is advice, or a point deckcheck could not decide
    (then :attr:`Violation.undecided` is set, and the deck is not called legal)."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, eq=False)
class DeckLine:
    """One card line of a decklist, as written (``line_number``: where, counted from 1)."""

    line_number: int
    quantity: int
    text: str
    set_code: str | None = None
    number: str | None = None
    section: Section | None = None
    zone: Zone = Zone.DECK


@dataclass(frozen=True, eq=False)
class SyntaxProblem:
    """A line that could not be read, or a problem with the file as a whole (line 0).

    What the reader could not read; the ``syntax`` rule turns each into a :class:`Violation`
    (what a rule found wrong or could not decide). The catalog audit's ``Finding`` is a third
    thing: a disagreement between the card catalog and data/.
    """

    line: int
    message: str
    prose: str | None = None
    """The words of a line with no count that ends with a colon ("Link to list:"): a heading
    when they name no card, which only the card catalog can tell (Checker), else unread."""
    heading: bool = False
    """Read as a heading, its words naming no card: a note in the report, not an error."""
    title: bool = False
    """``prose`` is a list's title ("Solrock Lunatone Deck List:", "Name: …"; data/short_forms.yaml
    ``title_lines``): a heading when the words are no card's whole name, whatever they mention."""
    top: bool = False
    """``prose`` is a line at the top of a list, above its first card line and header, that may
    be its title: words with no digit and no colon ("Calico Deck"), or in capitals ending with a
    colon above the list's lines ("ROARING MOON EX DARKRAI BUILD:"); ``label_line`` is the line
    read as a card. A title where that reads no card and the words name none (without a colon,
    in no run of them; with one, as a whole), which only the card catalog can tell (Checker),
    else unread."""
    named: bool = False
    """``prose`` is a title after its label at the top of a list, above its first card line and
    header ("Name: Dragapult ex", a deck page's name for its deck): the deck's name even where it
    is a card's, when the deck's read cards make its size without it (Checker), else unread."""
    link: bool = False
    """``prose`` is the label before a web address ("Link to list: https://…"): a heading when
    it names no card (Checker), else unread ("Prime Catcher: https://pkmncards.com/card/…")."""
    label: str | None = None
    """The words of a line with no count and no digit directly under a section header, in a list
    whose every header states a count its section's read cards make ("Baraja basica" under
    "Cartas de Pokemon: 13"): a label when they name no card, nor a card a letter off, and the
    list's read total is the size its format requires, which only the checker can tell
    (Checker), else unread."""
    label_line: DeckLine | None = None
    """``label`` read as a card line of one copy in its section ("Juniper" under "Trainer: 36"
    is one Professor Juniper, review 10): the label is one only where no card is read so."""
    sentence: str | None = None
    """A line of a page's prose (no digit, more words than any card's name, ending as a sentence
    ends: "Subscribe if you enjoyed, … !"): read as prose where the catalog finds no card named
    in any run of its words (Checker), else unread ("Four Ultra Ball, four Nest Ball …")."""
    uncounted: bool = False
    """``sentence`` holds no count, in digits or in words ("- Milotic ex blocks all damage from
    Teras like Ogerpon, Dragapult, and Charizard.", a deck page's description): prose even where
    it names cards, when the deck's read cards make its size without it (Checker)."""
    undecided: bool = False
    """A point to confirm, not an error: the line may be read more than one way."""
    cells: tuple[tuple[DeckLine, ...], ...] = ()
    """A table row whose cells run together ("1x Crobat V SHF 443x Cherish Ball UNM 191"): each
    way its text splits into cards, every cell a print; the card catalog picks the one reading
    (deckcheck.identify_rows), else the line stays ``undecided``. A line with two counts ("1
    Switch MEG 130 x4"): one reading a count."""

    columns: tuple[tuple[Section, int], ...] = ()
    """A row of a table whose columns one header line names with their counts ("Pokémon – 19
    Trainers – 25 Energy – 16"), its entries run together on one line ("1 Dunsparce 3
    Professor's Research 4 Capture"): each column's section and stated count. ``cells`` holds each
    way its entries fill the columns; the checker (deckcheck.identify_rows) reads the table's rows
    only where one way makes every entry a card of its column and the columns' counts add up."""
    table: int = 0
    """The line of that header, for ``columns``: the table's rows follow it."""

    may_hold_none: bool = False
    """One of a line's two counts is 0 ("0 Rare Candy x4", review 10): read so, it holds no card
    (a reading that is no line, so not among ``cells``)."""

    @property
    def copies(self) -> tuple[int, int | None]:
        """The fewest and the most cards this line to confirm may hold: over its readings, or
        at least one (every line counts one copy or more) and no most when it has none."""
        totals = [sum(line.quantity for line in reading) for reading in self.cells]
        fewest = 0 if self.may_hold_none else min(totals, default=1)
        return (fewest, max(totals)) if totals else (fewest, None)

    @property
    def one_card(self) -> DeckLine | None:
        """The card a line to confirm certainly names, with the fewest copies it holds: a line
        with two counts ("1 Rare Candy x4": Rare Candy, at least 1), every reading of which is
        one line of the same name and print. ``None`` for a table row only a judge can split
        (its readings name different cards) and any line with no readings."""
        if not self.undecided or not self.cells or self.may_hold_none \
                or any(len(reading) != 1 for reading in self.cells):
            return None
        first = self.cells[0][0]
        if any((line.text, line.set_code, line.number, line.zone)
               != (first.text, first.set_code, first.number, first.zone)
               for (line,) in self.cells):
            return None
        fewest = min(line.quantity for (line,) in self.cells)
        return first if first.quantity == fewest else replace(first, quantity=fewest)


@dataclass(frozen=True, eq=False)
class SectionCount:
    """A section header that states a count ("Trainer: 36") and what its section holds as read:
    its cards and its card lines (sites count either). Only a section whose every line was read
    is measured so: an unread line may hold the difference."""

    line_number: int
    header: str
    """The header as written."""
    stated: int
    cards: int
    lines: int
    whole: bool = True
    """Every line of the section was read: only then is a count that differs worth a warning
    (an unread line may hold the difference); any section's count that differs keeps a line of
    prose in the list from being read as no card (Checker)."""


@dataclass(frozen=True, eq=False)
class Decklist:
    """What the reader got out of one decklist: its card lines and anything it could not read."""

    path: str
    lines: tuple[DeckLine, ...]
    problems: tuple[SyntaxProblem, ...] = ()
    declared_total: int | None = None
    total_line: int | None = None
    language: str | None = None
    """The client language its header words show (e.g. "it" for "Allenatore"), if only one."""
    section_counts: tuple[SectionCount, ...] = ()
    """Each section header with a count, and what its section holds (see :class:`SectionCount`)."""
    unread: SyntaxProblem | None = None
    """Why the file, or its end, was not read (not text, too large, not openable, or reading
    stopped): what was not read may hold anything, so such a list is never legal, whatever a
    format's rule levels say (:mod:`deckcheck.unread`)."""


@dataclass(frozen=True, eq=False)
class NameNote:
    """One thing the name rules did to a written name, with the citation that allows it."""

    citation: str
    detail: str
    read: bool = False
    """Whether the note says how a decklist line reads the name as another card's (a judge's
    ``deckcheck name`` answer gives it as the reason two names are one)."""


@dataclass(frozen=True, eq=False)
class CanonicalName:
    """A card name as the 4-copy rule counts it.

    ``display`` is the English rendering shown to people; ``key`` is what two names must share to
    be the same name (it ignores case, accents and punctuation noise, never ``ex`` versus ``EX``).
    """

    display: str
    key: str
    written: str
    owner: str | None = None
    prefixes: tuple[str, ...] = ()
    region: str | None = None
    mega: str | None = None
    base: str = ""
    suffixes: tuple[str, ...] = ()
    basic_energy: str | None = None
    notes: tuple[NameNote, ...] = ()


@dataclass(frozen=True, eq=False)
class Card:
    """A deck line identified: its canonical name and what is known about the card.

    A fact is ``None`` when neither the name nor the print proves it either way; rules that need
    it report that they could not decide instead of passing.
    """

    line: DeckLine
    name: CanonicalName
    section: Section | None
    print_key: tuple[str, str] | None = None
    basic_pokemon: bool | None = None
    ace_spec: bool | None = False
    radiant: bool = False
    prism_star: bool = False
    pokemon_star: bool = False
    v_union: bool = False
    v_union_illustration: int | None = None
    copy_limit: int | None = None
    any_number: bool = False
    copy_limit_uncertain: bool = False
    group: str | None = None
    verified: bool | None = None
    suggestions: tuple[str, ...] = ()
    print_mismatch: str | None = None
    printed_as: str | None = None
    """When the line's set and number print another card than its name says ("2 Colress PLS
    119": Colress Machine): that card's English name, for reading the line either way."""
    read_as: str | None = None
    """When the written name is the line's print's name misspelt or cut short
    (deckcheck.names.misspelt):
    how it was written and what it was read as, for the report."""
    near_prints: tuple[tuple[str, str], ...] = ()
    """When the line's set code is no set's and several sets a letter away print its name at
    its number, all one name ("3 Charizard BS2 4": BS 4 and B2 4): those prints, as (set code,
    number), for reading the line as each."""
    candidates: tuple[str, ...] = ()
    """The cards a bare title names when it is the start of several names and no card's whole name
    ("Blend Energy": Blend Energy Grass Fire Psychic Darkness, Blend Energy Water Lightning …)."""
    prints: tuple[CatalogCard, ...] = ()
    """The catalog prints the line may be: its own print, or every print of its name."""
    same_name_prints: tuple[CatalogCard, ...] = ()
    """The prints with the card's English name that the reprint rule reads (only fetched when
    none of the line's own prints is legal in a format that limits prints): those the format's
    pool may hold and those a published ruling names, or every one for a format as of a day and
    the rotation preview (:func:`deckcheck.checker._reprint_pool`)."""
    evolutions: tuple[str, ...] | None = None
    """English names of the Stage 1 and Stage 2 cards that evolve from this card's name; ``None``
    when not known (no catalog, or the format does not ask)."""
    evolution_names: tuple[dict[str, str], ...] = ()
    """The names by language of each of ``evolutions``, from the catalog (for messages)."""
    memo: dict[object, Any] = field(default_factory=dict, init=False, compare=False, repr=False)
    """What the rules and reports worked out for this identified line (its findings, its name as
    shown, its JSON), under their own keys: every copy of the line the identifier hands out
    shares this one dict, so a batch that names a line a thousand times works each out once, and
    it is forgotten with the identified line (a bounded number of them). A card built otherwise
    (``replace``) starts with an empty one."""

    def evolutions_named(self) -> list[str]:
        """``evolutions`` as the reader's language names them (the English where the catalog
        has no name in it)."""
        from deckcheck.i18n import language

        code = language()
        names = self.evolution_names or ({},) * len(self.evolutions or ())
        return [local.get(code) or english
                for english, local in zip(self.evolutions or (), names, strict=True)]

    @property
    def basic_energy(self) -> bool:
        return self.name.basic_energy is not None

    @property
    def quantity(self) -> int:
        return self.line.quantity

    @property
    def zone(self) -> Zone:
        return self.line.zone

    def describe(self) -> str:
        """The line as a person wrote it, for messages: ``4 Boss's Orders PAL 172``.

        In another language than English the card is named in that language where the catalog
        has the name, with the English tournament name beside it (``4 Ordini del Capo (Boss's
        Orders) PAL 172``): the player reads their own cards, a judge the names that count.
        """
        line = self.line
        # Every finding on the line names it so: what follows the count is worked out once per
        # identified line and language (its copies share the memo and differ only in count and
        # line number; the name as shown is kept per language the same way).
        from deckcheck.i18n import language

        code = language()
        kept = self.memo.get("described")
        if kept is not None and kept[0] == code:
            named: str = kept[1]
            return f"{line.quantity} {named}"
        where = " ".join(part for part in (line.set_code, line.number) if part)
        if line.set_code and line.number \
                and line.number.casefold().startswith(line.set_code.casefold()):
            where = line.number  # "Patrat BW77": the letters are the set's code, written once
        shown = self.shown_name()
        if where and _squeezed(shown) in (_squeezed(where), _squeezed(line.number or "")):
            where = ""  # "4 MEG-119", "4 XY39": the print is all the line wrote
        named = shown + (f" {where}" if where else "")
        self.memo["described"] = (code, named)
        return f"{line.quantity} {named}"

    def named(self) -> str:
        """The card's name in a message, in the active language: the English name that counts
        (``Lillie's Determination``), or in another language the catalog's name in it with the
        English beside it (``Determinazione di Lylia (Lillie's Determination)``), as the rules
        count English names and the player reads their own."""
        from deckcheck.i18n import language

        english = self.name.display
        code = language()
        if code == "en":
            return english
        from deckcheck.names.folding import fold

        local = self._local_name(code)
        if local is None or fold(local) == fold(english):
            return english
        return f"{local} ({english})"

    def _local_name(self, code: str) -> str | None:
        """The card's name in language ``code``: the catalog's for one of its prints (a line's
        own print may name another card: not that one's), else a basic Energy's as that
        language's cards print it."""
        from deckcheck.names.folding import fold

        english = self.name.display
        own = [p for p in self.prints if fold(p.name) == fold(english)] or list(self.prints)
        local = next((p.names[code] for p in own if p.names.get(code)), None)
        if local is None and self.name.basic_energy is not None:
            from deckcheck.i18n.glossary import basic_energy_name

            local = basic_energy_name(self.name.basic_energy)
        return local

    def shown_name(self) -> str:
        """The card's name for people in the active language (see :meth:`describe`)."""
        from deckcheck.i18n import language

        code = language()
        if code == "en" and not self.prints:
            return self.line.text  # no catalog, or not in it: no other language to tell apart
        # Every message naming the card names it so: worked out once per identified line and
        # language (the copies of one line share its memo; one language a run, as a rule).
        kept = self.memo.get("shown")
        if kept is not None and kept[0] == code:
            shown: str = kept[1]
            return shown
        shown = self._shown_name(code)
        self.memo["shown"] = (code, shown)
        return shown

    def _shown_name(self, code: str) -> str:
        written = self.line.text
        from deckcheck.names.folding import fold

        english = self.name.display
        shown = written
        local_names = {fold(name) for p in self.prints
                       for language, name in p.names.items() if language != "en"}
        if code == "en":
            # One language per answer: an English reader sees a card written in another
            # language as written, with the English name that counts beside it.
            if fold(written) in local_names and fold(written) != fold(english):
                return f"{written} ({english})"
            return written
        english_names = {fold(p.name) for p in self.prints} | {fold(english)}
        if self.print_mismatch is None and (fold(written) not in local_names
                                            or fold(written) in english_names):
            # Written in English (or as a label: "Boss's Orders (Ghetsis)"), even where another
            # language spells it alike ("Arceus VSTAR" is also its French name): named in the
            # reader's language where it is known. A line written in a language of its own, or
            # printing another card, stays as the player wrote it: messages quote it.
            local = self._local_name(code)
            # A local name that is only the English name ("Gengar" for Gengar LV.X AR 97 in
            # German) would drop what the player wrote: the line is quoted as written then.
            if local is not None and (fold(local) != fold(english)
                                      or fold(written) == fold(english)):
                shown = local
        return shown if fold(shown) == fold(english) else f"{shown} ({english})"


@dataclass(frozen=True, eq=False)
class Violation:
    """One broken (or undecidable) rule, with the lines and cards involved.

    ``undecided``: deckcheck could not decide a question that could make the deck illegal (a
    stage it does not know, a reprint worded differently…). Such a warning keeps the deck from
    being called legal; ``--strict`` makes it an error.
    """

    rule: str
    severity: Severity
    message: str
    lines: tuple[int, ...] = ()
    cards: tuple[str, ...] = ()
    undecided: bool = False
    cited: bool = True
    """Whether the rulebook passage of its rule (``data/citations.yaml``) applies as written; not
    where the format changed the rule (a 50-card deck, one copy of a name)."""


class Verdict(StrEnum):
    """What deckcheck concluded about one deck. Only ``legal`` is a pass."""

    LEGAL = "legal"
    NOT_LEGAL = "not-legal"
    UNDECIDED = "undecided"


@dataclass(frozen=True, eq=False)
class DeckResult:
    """Everything deckcheck concluded about one decklist."""

    path: str
    format_id: str
    cards: tuple[Card, ...]
    violations: tuple[Violation, ...]
    counts: dict[str, int] = field(default_factory=dict)
    language: str = "en"
    """The language its messages are in (:mod:`deckcheck.i18n`); its report is written in it."""

    @property
    def verdict(self) -> Verdict:
        """Not legal if any violation is an error; else undecided if any point is; else legal."""
        if self.errors:
            return Verdict.NOT_LEGAL
        return Verdict.UNDECIDED if self.undecided else Verdict.LEGAL

    @property
    def legal(self) -> bool:
        """True exactly when no violation is an error and no point is left undecided."""
        return self.verdict is Verdict.LEGAL

    @property
    def undecided(self) -> int:
        """Points deckcheck could not decide (warnings that keep the deck from being legal)."""
        return sum(1 for v in self.violations if v.undecided and v.severity is Severity.WARNING)

    @property
    def errors(self) -> int:
        return sum(1 for v in self.violations if v.severity is Severity.ERROR)

    @property
    def warnings(self) -> int:
        return sum(1 for v in self.violations if v.severity is Severity.WARNING)


def _squeezed(text: str) -> str:
    """``text`` without spaces and hyphens, in one case: "MEG-119" and "MEG 119" are one print."""
    return text.replace("-", "").replace(" ", "").casefold()
