"""Table rows whose cells run together on one line, split into cards where the catalog decides.

A site's three-column table (Pokémon, Trainers, Energy) copied as text puts a row's cells on one
line, each print's number run together with the next cell's count: "1x Crobat V SHF 443x Cherish
Ball UNM 1913x Speed Lightning Energy RCL 173" (Po Town,
https://www.potownstore.com/best-decks-for-the-regional-qualifiers). The text cannot say whether
"443x" is SHF 44 and three copies or SHF 4 and 43: the reader lists every split
(:attr:`deckcheck.models.SyntaxProblem.cells`), and the line is read as cards only when exactly
one split makes every cell a print the catalog knows under the name written beside it. Any other
line, and every such line without a catalog, stays a point to confirm.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import product
from math import prod

from deckcheck.catalog.records import Resolution
from deckcheck.i18n import _, ngettext
from deckcheck.identify import Identifier
from deckcheck.identify_short_forms import catalog_section
from deckcheck.models import DeckLine, Decklist, Section, SyntaxProblem

MAX_TABLE_WAYS = 4096
"""The most ways a table's rows may fill its columns that are weighed (each row's ways that make
every entry a card of its column, multiplied): a table with more is left unread."""


def rows_read(identifier: Identifier, decklist: Decklist) -> Decklist:
    """``decklist`` with each row of run-together cells that one split reads as prints of the
    names written turned into its cards, and one note for the deck saying so; and each table
    under one header line for its columns read where one way of filling them is right
    (:func:`tables_read`)."""
    if any(problem.columns for problem in decklist.problems):
        decklist = tables_read(identifier, decklist)
    lines = list(decklist.lines)
    problems: list[SyntaxProblem] = []
    split: list[int] = []
    note_at = 0
    for problem in decklist.problems:
        reading = _one_reading(identifier, problem.cells, decklist.language) \
            if problem.cells and not problem.columns else None
        if reading is None:
            problems.append(problem)
            continue
        if not split:
            note_at = len(problems)
        lines.extend(reading)
        split.append(problem.line)
    if not split:
        return decklist
    lines.sort(key=lambda line: line.line_number)  # stable: a row's cards keep their order
    others = len(split) - 1
    # Translators: a note on a list line holding a table's row: several cards side by side, a
    # print's number run together with the next card's count ("SHF 443x": SHF 44 and 3 copies).
    message = _("this line holds several cards side by side (a table's cells run together): "
                "read as one card a cell, the one split where every cell is a print of the name "
                "beside it") if not others else ngettext(
        # Translators: as above, for this line and {count} lines more, numbered {lines}.
        "this line and {count} more ({lines}) hold several cards side by side (a table's cells "
        "run together): read as one card a cell, the one split where every cell is a print of "
        "the name beside it",
        "this line and {count} more ({lines}) hold several cards side by side (a table's cells "
        "run together): read as one card a cell, the one split where every cell is a print of "
        "the name beside it", others).format(
            count=others, lines=", ".join(str(number) for number in split[1:]))
    problems.insert(note_at, SyntaxProblem(split[0], message, heading=True))
    return replace(decklist, lines=tuple(lines), problems=tuple(problems))


def _one_reading(identifier: Identifier, readings: tuple[tuple[DeckLine, ...], ...],
                 language: str | None) -> tuple[DeckLine, ...] | None:
    """The one reading whose every cell is a print of its name, else ``None`` (none, or two)."""
    found = [cells for cells in readings
             if all(_print_of_its_name(identifier, cell, language) for cell in cells)]
    return found[0] if len(found) == 1 else None


def _print_of_its_name(identifier: Identifier, cell: DeckLine, language: str | None) -> bool:
    """Whether the catalog has the cell's print, and it is the card the cell names (a basic
    Energy's pseudo-set, "SWSHEnergy 4", names its Energy and no print: the name decides)."""
    card = identifier.identify(cell, language)
    if card.verified is not True or card.candidates or card.print_mismatch is not None \
            or card.printed_as is not None:
        return False
    if card.name.basic_energy is not None and card.print_key is None:
        return True
    return card.print_key is not None and any(
        (printed.set_code, printed.number) == card.print_key for printed in card.prints)


def tables_read(identifier: Identifier, decklist: Decklist) -> Decklist:
    """``decklist`` with the rows of each table under one header line for its columns
    (:attr:`deckcheck.models.SyntaxProblem.columns`: "Pokémon – 19 Trainers – 25 Energy – 16"
    above "1 Dunsparce 3 Professor's Research 4 Capture") read as one card an entry, with a note,
    where exactly one way of placing every row's entries in the columns makes each entry one card
    of its column's kind (the catalog says which) and each column hold the count its header
    states, with the table's rows of one entry counted in by their kind. Any other table's rows
    stay unread (errors), and so does every one without a catalog."""
    tables: dict[int, list[SyntaxProblem]] = {}
    for problem in decklist.problems:
        if problem.columns:
            tables.setdefault(problem.table, []).append(problem)
    taken: dict[int, tuple[DeckLine, ...]] = {}
    firsts: set[int] = set()
    for header, rows in tables.items():
        chosen = _table_reading(identifier, decklist, header, rows)
        if chosen is not None:
            taken.update(chosen)
            firsts.add(rows[0].line)
    if not taken:
        return decklist
    lines = sorted([*decklist.lines, *(line for reading in taken.values() for line in reading)],
                   key=lambda line: line.line_number)  # stable: a row's cards keep their order
    problems = []
    for problem in decklist.problems:
        if not (problem.columns and problem.line in taken):
            problems.append(problem)
        elif problem.line in firsts:
            # Translators: a note on a table's first row whose entries run together, the rows
            # under one header for its columns ("Pokémon – 19 Trainers – 25 Energy – 16").
            problems.append(SyntaxProblem(problem.line, _(
                "this table's rows hold their entries run together: read as one card an entry, "
                "the one way where every entry is a card of its column and each column holds "
                "the count its header states"), heading=True))
    return replace(decklist, lines=tuple(lines), problems=tuple(problems))


def _table_reading(identifier: Identifier, decklist: Decklist, header: int,
                   rows: list[SyntaxProblem]) -> dict[int, tuple[DeckLine, ...]] | None:
    """Each row's one reading (by its line) of the table under line ``header``, else None."""
    language = decklist.language
    ways = []
    for row in rows:
        right = [reading for reading in row.cells
                 if all(_card_of_its_column(identifier, cell, language) for cell in reading)]
        if not right:
            return None
        ways.append(right)
    if prod(len(right) for right in ways) > MAX_TABLE_WAYS:
        return None
    # The table's rows of one entry, read as lines (no section: the header named several):
    # counted in their column by the kind the catalog gives them.
    alone = Counter[Section | None]()
    for line in decklist.lines:
        if line.line_number > header and line.section is None:
            alone[identifier.identify(line, language).section] += line.quantity
    if None in alone:
        return None
    stated = Counter(dict(rows[0].columns))
    found = []
    for chosen in product(*ways):
        held = alone.copy()
        for reading in chosen:
            for cell in reading:
                held[cell.section] += cell.quantity
        if held == stated:
            found.append(chosen)
            if len(found) > 1:
                return None
    if not found:
        return None
    return {row.line: reading for row, reading in zip(rows, found[0], strict=True)}


def _card_of_its_column(identifier: Identifier, cell: DeckLine, language: str | None) -> bool:
    """Whether an entry of a table's row names one card, of its column's kind, by every print
    the catalog has of it (a basic Energy: in the Energy column)."""
    card = identifier.identify(cell, language)
    if card.verified is not True or card.candidates or card.print_mismatch is not None \
            or card.printed_as is not None:
        return False
    if card.name.basic_energy is not None:
        return cell.section is Section.ENERGY
    return bool(card.prints) \
        and catalog_section(Resolution(card.prints, by_print=False)) is cell.section
