"""A decklist written as a markdown table: one card line a cell, each column a section.

The form is KaleStahl's blog (KaleStahl/KaleStahl.github.io, content/pages/sum-lot.md, commit
ddbb33f), whose decks are tables of three columns: Pokémon, Trainer, Energy.
"""

from __future__ import annotations

from deckcheck.models import Section
from deckcheck.read.decklist import parse
from deckcheck.rulesdata import RulesData

GARCHOMP = """\
| Pokemon                    | Trainer                  | Energy                    |
|----------------------------|-------------------------|---------------------------|
| 4 Gible FLI 60            | 4 Cynthia               | 4 Double Colorless Energy |
| 2 Gabite FLI 61           | 2 Lillie                | 4 Unit Energy             |
|                          | 1 Energy Loto           |                           |
"""


def test_each_cell_of_a_row_is_a_card_line(rules_data: RulesData) -> None:
    read = parse(GARCHOMP, "t", rules_data)
    assert [(line.line_number, line.quantity, line.text) for line in read.lines] == [
        (3, 4, "Gible"), (3, 4, "Cynthia"), (3, 4, "Double Colorless Energy"),
        (4, 2, "Gabite"), (4, 2, "Lillie"), (4, 4, "Unit Energy"), (5, 1, "Energy Loto")]
    assert read.problems == ()


def test_a_cell_is_in_its_columns_section(rules_data: RulesData) -> None:
    read = parse(GARCHOMP, "t", rules_data)
    assert [line.section for line in read.lines if line.line_number == 4] == [
        Section.POKEMON, Section.TRAINER, Section.ENERGY]


def test_a_cells_print_is_read_as_on_a_line_of_its_own(rules_data: RulesData) -> None:
    [gible, *_] = parse(GARCHOMP, "t", rules_data).lines
    assert (gible.set_code, gible.number) == ("FLI", "60")


def test_a_cell_that_is_no_card_line_is_unread_never_skipped(rules_data: RulesData) -> None:
    """A table of other columns ("| 4 | Ultra Ball | SVI 196 |") is not a card a cell: each
    cell that is no card line is a problem naming it."""
    read = parse("| 4 | Ultra Ball | SVI 196 |\n", "t", rules_data)
    assert read.lines == ()
    assert len(read.problems) == 3 and all(problem.line == 1 for problem in read.problems)


def test_a_row_after_the_table_is_in_the_lists_own_section(rules_data: RulesData) -> None:
    """The columns are the table's: a line after it is read as any other."""
    read = parse(GARCHOMP + "\nEnergy: 4\n4 Psychic Energy\n", "t", rules_data)
    assert read.lines[-1].text == "Psychic Energy"
    assert read.lines[-1].section is Section.ENERGY


def test_a_row_is_never_remembered_for_a_line_written_alike(rules_data: RulesData) -> None:
    """The same row under another table header is read under that header's columns."""
    other = GARCHOMP.replace("| Pokemon                    | Trainer",
                             "| Trainer                    | Pokemon")
    parse(GARCHOMP, "t", rules_data)
    read = parse(other, "t", rules_data)
    assert read.lines[0].section is Section.TRAINER
