"""The deck registration sheet as a PDF: the fields and sections of the Play! Pokémon form, drawn
by deckcheck (not a copy of the official file).

Player name, player ID, date of birth and age division at the top; then the Pokémon, Trainer and
Energy sections, one row per card (quantity, English name, set, collector number, regulation
mark) with each section's total; the deck's total at the end. A list exported with ``--force``
carries a banner naming every error and undecided point, so the sheet never hides one.

fpdf2 is imported here only, so that it costs nothing to commands that do not draw a sheet. The
font is DejaVu Sans, shipped in ``fonts/`` (see its README): text in the PDF is Unicode and
extractable.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck import __version__
from deckcheck.export.sheet import DIVISIONS, Player, Sheet
from deckcheck.i18n import _
from deckcheck.models import Section
from deckcheck.terminal import shown

if TYPE_CHECKING:
    from fpdf import FPDF

PAPERS = {"a4": "A4", "letter": "Letter"}
FONTS = Path(__file__).parent / "fonts"
FONT = "DejaVu"
MARGIN = 12.0
ROW = 5.2
COLUMNS = (("QTY", 12.0), ("CARD NAME", 0.0), ("SET", 20.0), ("COLL #", 20.0), ("REG", 12.0))
"""Column headings and widths in mm; the name takes what the others leave."""
SECTIONS = ((Section.POKEMON, "Pokémon"), (Section.TRAINER, "Trainer"), (Section.ENERGY, "Energy"))


LAST_EPOCH = 253_402_300_799
"""9999-12-31 23:59:59 UTC: the last second a PDF date (four-digit year) can record."""
_EPOCH = re.compile(r"[0-9]{1,12}")


def source_date(environ: Mapping[str, str]) -> tuple[datetime | None, str | None]:
    """``SOURCE_DATE_EPOCH`` (the reproducible-builds convention), for a sheet that is the same
    file byte for byte on every run; else None: the PDF records when it was drawn.

    The convention's value is a whole number of seconds since 1970-01-01 UTC in ASCII digits. Any
    other value (``1e9``, ``-1``, ``²``, a year past 9999) is ignored, and the second item says so
    (a reproducible build that silently is not would be found out only by its checksum).
    """
    value = environ.get("SOURCE_DATE_EPOCH")
    if value is None or not value.strip():
        return None, None
    text = value.strip()
    if _EPOCH.fullmatch(text) and int(text) <= LAST_EPOCH:
        return datetime.fromtimestamp(int(text), tz=UTC), None
    # Translators: {value} is the variable's value, quoted; keep SOURCE_DATE_EPOCH as it is.
    return None, _("SOURCE_DATE_EPOCH={value} is not a whole number of seconds since 1970 (up to "
                   "the year 9999); ignored: the sheet records when it was drawn").format(
                       value=repr(value))


@cache
def _glyphs() -> frozenset[int]:
    """The characters the sheet's font can draw (its regular face, in which every text from the
    player or the list is drawn but the banner; a banner character the bold face lacks is one
    of fpdf2's warnings, said escaped)."""
    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]  # fpdf2's dependency

    with TTFont(FONTS / "DejaVuSans.ttf", lazy=True) as font:  # only the cmap table is read
        return frozenset(font.getBestCmap())


def undrawable(text: str) -> list[str]:
    """The characters of ``text`` the sheet cannot show: control characters, and those its font
    has no glyph for (Chinese, Japanese and Korean characters, most emoji), each once."""
    if text.isascii() and text.isprintable():
        return []
    glyphs = _glyphs()
    out: list[str] = []
    for char in text:
        if (shown(char) != char or ord(char) not in glyphs) and char not in out:
            out.append(char)
    return out


def _drawable(text: str) -> str:
    """Text from a list or a file name as the sheet can show it: control characters and what
    the font cannot draw as visible escapes (``\\x1b``, ``\\u5c71``), never a blank."""
    text = shown(text)
    if text.isascii():
        return text
    glyphs = _glyphs()
    return "".join(char if ord(char) in glyphs else char.encode("unicode_escape").decode()
                   for char in text)


def render(sheet: Sheet, player: Player, paper: str = "a4",
           drawn: datetime | None = None) -> tuple[bytes, tuple[str, ...]]:
    """The registration sheet as PDF bytes, on A4 or Letter paper, and what the PDF library
    warned about (said to the user, never printed by the library itself).

    ``drawn``: the date the PDF records (:func:`source_date`); now when None. The player's
    details are drawn as given (:func:`undrawable` refuses what cannot be); text from the list
    or its file name as :func:`_drawable` makes it.
    """
    from fpdf import FPDF

    class Sheet(FPDF):
        """Every page after the first repeats the player's name and ID at its top, as the
        official sheet does, so that a page that comes loose is still the player's."""

        def header(self) -> None:
            if self.page_no() == 1:
                return
            self.set_font(FONT, "", 8)
            self.cell(0, 5, f"Player Name: {player.name or ''}    Player ID: {player.id or ''}"
                      f"    (page {self.page_no()})", new_x="LMARGIN", new_y="NEXT")
            self.ln(1)

    warned = _Collected()
    library = logging.getLogger("fpdf")
    library.addHandler(warned)
    propagate, library.propagate = library.propagate, False
    try:
        pdf = Sheet(format=PAPERS[paper], unit="mm")
        pdf.set_margins(MARGIN, MARGIN, MARGIN)
        pdf.set_auto_page_break(True, margin=MARGIN + 6)
        pdf.add_font(FONT, "", str(FONTS / "DejaVuSans.ttf"))
        pdf.add_font(FONT, "B", str(FONTS / "DejaVuSans-Bold.ttf"))
        source = _drawable(sheet.path)
        pdf.set_title(f"Deck registration sheet: {source}")
        pdf.set_creator(f"deckcheck {__version__}")
        pdf.set_author(player.name or "")
        if drawn is not None:
            pdf.set_creation_date(drawn)
        pdf.add_page()
        _head(pdf, player, sheet)
        if sheet.problems:
            _banner(pdf, tuple(map(_drawable, sheet.problems)))
        for section, title in SECTIONS:
            _section(pdf, sheet, section, title)
        pdf.ln(2)
        pdf.set_font(FONT, "B", 11)
        pdf.cell(0, 7, f"Total cards: {sheet.total()}", border=1, align="R",
                 new_x="LMARGIN", new_y="NEXT")
        pdf.set_font(FONT, "", 7)
        pdf.set_text_color(90)
        pdf.cell(0, 5, f"Drawn by deckcheck {__version__} from {source} "
                 f"({_drawable(sheet.format_name)}). Not the official Play! Pokémon form.",
                 new_x="LMARGIN", new_y="NEXT")
        content = bytes(pdf.output())
    finally:
        library.removeHandler(warned)
        library.propagate = propagate
    return content, tuple(warned.messages)


class _Collected(logging.Handler):
    """fpdf2's warnings, kept to be said to the user in deckcheck's way (escaped)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def _head(pdf: FPDF, player: Player, sheet: Sheet) -> None:
    pdf.set_font(FONT, "B", 16)
    pdf.cell(0, 9, "Pokémon TCG Deck Registration Sheet", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, "", 8)
    pdf.cell(0, 5, f"Format: {_drawable(sheet.format_name)}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)
    width = pdf.epw
    for label, value in (("Player Name", player.name), ("Player ID", player.id),
                         ("Date of Birth", player.birth_date)):
        pdf.set_font(FONT, "B", 9)
        pdf.cell(32, 7, label + ":", border="LTB")
        pdf.set_font(FONT, "", 10)
        pdf.cell(width - 32, 7, value or "", border="RTB", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, "B", 9)
    pdf.cell(32, 7, "Age Division:", border="LTB")
    pdf.set_font(FONT, "", 10)
    x, y = pdf.get_x(), pdf.get_y()
    pdf.cell(width - 32, 7, "", border="RTB")
    for division in DIVISIONS:
        pdf.rect(x + 2, y + 1.8, 3.4, 3.4)
        if player.division == division:
            pdf.set_xy(x + 2, y)
            pdf.cell(3.4, 7, "X", align="C")
        pdf.set_xy(x + 6.5, y)
        pdf.cell(24, 7, division.capitalize())
        x += 32
    pdf.set_xy(pdf.l_margin, y + 7)
    pdf.ln(3)


def _banner(pdf: FPDF, problems: tuple[str, ...]) -> None:
    """Every error and undecided point, in a red box above the cards."""
    pdf.set_draw_color(200, 0, 0)
    pdf.set_text_color(200, 0, 0)
    pdf.set_line_width(0.6)
    pdf.set_font(FONT, "B", 9)
    text = "\n".join(problems)
    pdf.multi_cell(0, 4.6, text, border=1, align="L", new_x="LMARGIN", new_y="NEXT",
                   padding=1)
    pdf.set_line_width(0.2)
    pdf.set_draw_color(0)
    pdf.set_text_color(0)
    pdf.ln(3)


def _section(pdf: FPDF, sheet: Sheet, section: Section, title: str) -> None:
    widths = _widths(pdf.epw)
    if pdf.will_page_break(ROW * 3):
        pdf.add_page()
    _section_head(pdf, widths, title, f"Total {title}: {sheet.total(section)}")
    for line in sheet.section(section):
        if pdf.will_page_break(ROW):  # a long list goes on, under its headings again
            pdf.add_page()
            _section_head(pdf, widths, f"{title} (continued)", "")
        cells = (str(line.quantity), _drawable(line.name), _drawable(line.set_code or ""),
                 _drawable(line.number or ""), line.regulation_mark or "")
        for index, (text, width) in enumerate(zip(cells, widths, strict=True)):
            _fitted(pdf, width, text, align="L" if index == 1 else "C")
        pdf.ln(ROW)
    pdf.ln(3)


def _section_head(pdf: FPDF, widths: list[float], title: str, total: str) -> None:
    pdf.set_fill_color(225)
    pdf.set_font(FONT, "B", 11)
    pdf.cell(pdf.epw * 0.6, 7, title, border="LTB", fill=True)
    pdf.cell(pdf.epw * 0.4, 7, total, border="RTB", fill=True, align="R",
             new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, "B", 7.5)
    for (heading, _width), width in zip(COLUMNS, widths, strict=True):
        pdf.cell(width, ROW, heading, border=1, align="C")
    pdf.ln(ROW)


def _widths(total: float) -> list[float]:
    fixed = sum(width for _heading, width in COLUMNS)
    return [width or total - fixed for _heading, width in COLUMNS]


def _fitted(pdf: FPDF, width: float, text: str, align: str) -> None:
    """One cell, its font shrunk until a long card name fits (never cut off)."""
    size = 9.5
    pdf.set_font(FONT, "", size)
    while size > 5 and pdf.get_string_width(text) > width - 2:
        size -= 0.5
        pdf.set_font(FONT, "", size)
    pdf.cell(width, ROW, text, border=1, align=align)
