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

from dataclasses import replace

from deckcheck.i18n import _, ngettext
from deckcheck.identify import Identifier
from deckcheck.models import DeckLine, Decklist, SyntaxProblem


def rows_read(identifier: Identifier, decklist: Decklist) -> Decklist:
    """``decklist`` with each row of run-together cells that one split reads as prints of the
    names written turned into its cards, and one note for the deck saying so."""
    lines = list(decklist.lines)
    problems: list[SyntaxProblem] = []
    split: list[int] = []
    note_at = 0
    for problem in decklist.problems:
        reading = _one_reading(identifier, problem.cells, decklist.language) \
            if problem.cells else None
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
