"""What an export writes: every card line with one print, its section and its names.

A line that names its set and number keeps them (the player chose that print). A line that names
none gets the print a judge would expect: from the newest set with a print of its name that the
format allows and does not ban, that set's first such print. When no print can be chosen (no
card catalog, an unknown card, no legal print) the export is refused: a sheet with a wrong print
is worse than no sheet.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import field
from typing import TYPE_CHECKING

from deckcheck.errors import DeckcheckError
from deckcheck.i18n import _, ngettext
from deckcheck.i18n.glossary import type_word
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import Card, DeckResult, Section, Severity, Zone
from deckcheck.rulesdata.energy_names import basic_energy_type, energy_print

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog
    from deckcheck.catalog.records import CatalogCard
    from deckcheck.formats import GameFormat
    from deckcheck.rulesdata import RulesData

DIVISIONS = ("junior", "senior", "masters")
"""Play! Pokémon age divisions, as the registration sheet lists them."""


class ExportError(DeckcheckError):
    """A list deckcheck will not export as asked (exit code 1: the list needs fixing)."""


@dataclass(frozen=True)
class Player:
    """The player's details for the registration sheet; any of them may be left blank."""

    name: str | None = None
    id: str | None = None
    birth_date: str | None = None
    division: str | None = None


@dataclass(frozen=True)
class SheetLine:
    """One card line as exported: English name, print, and the names other clients use."""

    quantity: int
    section: Section
    name: str
    """The English card name (the print's, else the canonical name)."""
    set_code: str | None
    number: str | None
    regulation_mark: str | None
    names: dict[str, str] = field(default_factory=dict)
    """The card's name by language code, from the catalog (empty without one)."""
    basic_energy: str | None = None
    """The English type word of a basic Energy card ("Psychic"), else None."""


@dataclass(frozen=True)
class Sheet:
    """A deck ready to export, with what a forced export must show and what deckcheck chose."""

    path: str
    format_name: str
    lines: tuple[SheetLine, ...]
    problems: tuple[str, ...] = ()
    """One line per error or undecided point, for a list exported with ``--force``."""
    notes: tuple[str, ...] = ()
    """Prints deckcheck chose for lines that named none, said to the user."""

    def section(self, section: Section) -> tuple[SheetLine, ...]:
        """The lines of one section, in list order."""
        return tuple(line for line in self.lines if line.section is section)

    def total(self, section: Section | None = None) -> int:
        """Cards in one section, or in the whole deck."""
        lines = self.lines if section is None else self.section(section)
        return sum(line.quantity for line in lines)


def problems_of(result: DeckResult) -> tuple[str, ...]:
    """Every error and undecided point of a checked list, one line each, for the sheet."""
    out = []
    for v in result.violations:
        if v.severity is Severity.ERROR:
            # Translators: a line of the problem banner; {rule} is a rule id.
            out.append(_("NOT LEGAL: {rule}: {message}").format(rule=v.rule, message=v.message))
        elif v.undecided:
            out.append(_("UNDECIDED: {rule}: {message}").format(rule=v.rule, message=v.message))
    return tuple(out)


def build(result: DeckResult, game_format: GameFormat, data: RulesData,
          catalog: Catalog | None, force: bool = False) -> Sheet:
    """The sheet for a checked list; refuses an illegal or undecided one unless ``force``."""
    problems = problems_of(result)
    if problems and not force:
        raise ExportError(_refusal(result, game_format, len(problems)))
    if not result.cards:
        raise ExportError(_("{path}: no card lines to export").format(path=result.path))
    lines = []
    notes = []
    for card in result.cards:
        if card.zone is not Zone.DECK:
            # Every export (the sheet, a Live import, a plain list) holds one deck's cards.
            raise ExportError(_("{path}: line {line}: an export holds a deck's cards only, with "
                                "no place for a Team or an Evolution Deck (house-rules "
                                "variant)").format(
                                    path=result.path, line=card.line.line_number))
        line, note = _line(card, game_format, data, catalog, force)
        lines.append(line)
        if note:
            notes.append(note)
    return Sheet(path=result.path, format_name=game_format.name, lines=tuple(lines),
                 problems=problems if force else (), notes=tuple(notes))


def _refusal(result: DeckResult, game_format: GameFormat, count: int) -> str:
    """Why an illegal or undecided list is not exported: its first problem and how many more."""
    error = bool(result.errors)
    first = next(v for v in result.violations if (v.severity is Severity.ERROR) is error
                 and (error or v.undecided))
    problem = f"{first.rule}: {first.message}"
    if count > 1:
        # Translators: {problem} is a rule id and its message; {count} the other problems.
        problem = ngettext("{problem}; {count} more", "{problem}; {count} more",
                           count - 1).format(problem=problem, count=count - 1)
    if result.errors:
        # Translators: {format} is the format's name; {problem} the list's first problem.
        template = _("{path} is NOT LEGAL in {format} ({problem}); run `deckcheck check {path}` "
                     "and fix it, or export it anyway with --force (the sheet then says so)")
    else:
        template = _("{path} is UNDECIDED in {format} ({problem}); run `deckcheck check {path}` "
                     "and settle each point it names, or export it anyway with --force (the "
                     "sheet then says so)")
    return template.format(path=result.path, format=game_format.shown_name, problem=problem)


def _line(card: Card, game_format: GameFormat, data: RulesData, catalog: Catalog | None,
          force: bool) -> tuple[SheetLine, str | None]:
    # Every message about a line starts with the line as written: its number, quantity and text.
    where = {"line": card.line.line_number, "quantity": card.quantity, "text": card.line.text}
    section = card.section
    if section is None:
        raise ExportError(_("line {line}: {quantity} {text}: not known to be a Pokémon, Trainer "
                            "or Energy card; put it under a section header, or run `deckcheck "
                            "catalog update`").format(**where))
    if card.basic_energy:
        return _basic_energy(card, section, catalog, game_format)
    if card.print_key is not None and card.print_mismatch is None:
        if catalog is None:  # nothing to check the print against: kept as written, mark unknown
            return SheetLine(quantity=card.quantity, section=section, name=card.name.display,
                             set_code=sheet_set(card.print_key[0]), number=card.print_key[1],
                             regulation_mark=None), None
        written = next((p for p in card.prints
                        if (p.set_code, p.number) == card.print_key), None)
        if written is not None:
            return _from_print(card, section, written), None
    if catalog is None:
        raise ExportError(_("line {line}: {quantity} {text}: no set and number, and no card "
                            "catalog to choose a print from; add them, or run `deckcheck "
                            "catalog update`").format(**where))
    if not card.prints:
        raise ExportError(_("line {line}: {quantity} {text}: no card of that name in the card "
                            "catalog, so no print can be chosen").format(**where))
    chosen = choose_print(card, game_format, data, catalog)
    any_format = False
    if chosen is None and force:  # the banner says the card is not legal; its print is real
        chosen, any_format = choose_print(card, None, data, catalog), True
    if chosen is None:
        # Translators: {name} is the English card name, {format} the format's name.
        raise ExportError(_("line {line}: {quantity} {text}: no print of {name} is legal in "
                            "{format}; add the set and number of the print you play").format(
                                **where, name=card.name.display, format=game_format.shown_name))
    printed = f"{sheet_set(chosen.set_code)} {chosen.number}"
    if chosen.regulation_mark:
        # Translators: {print} is a set code and number, {mark} a regulation mark ("G").
        printed = _("{print}, mark {mark}").format(print=printed, mark=chosen.regulation_mark)
    if card.print_key is None:
        why = _("the line names none")
    else:
        # Translators: {mismatch} is the name of the card the line's set and number print.
        why = _("the line's print is not this card ({mismatch})").format(
            mismatch=card.print_mismatch)
    if any_format:
        # Translators: a note on the print chosen for a line that named none (or a wrong one).
        # {print}: set code and number; {name}: English card name; {why}: why one was chosen.
        note = _("line {line}: {quantity} {text}: chose {print}, from the newest set with a "
                 "print of {name} in any format ({why})")
    else:
        note = _("line {line}: {quantity} {text}: chose {print}, from the newest set with a "
                 "print of {name} legal in {format} ({why})")
    note = note.format(**where, print=printed, name=chosen.name, format=game_format.shown_name,
                       why=why)
    return _from_print(card, section, chosen), note


def sheet_set(set_code: str | None) -> str | None:
    """A set code as sheets and clients write it: a gallery sub-set ("CRZ:GG") is its set."""
    return set_code.partition(":")[0] if set_code else set_code


def choose_print(card: Card, game_format: GameFormat | None, data: RulesData,
                 catalog: Catalog) -> CatalogCard | None:
    """The print a judge would expect for a line without one: of the newest set that has a print
    of the card's English name the format allows and does not ban, its first such print (the
    regular card rather than a later full-art or secret rare of the same set). With no format,
    any print counts."""
    # A name-only line's prints are every print whose name, in any language, is the line's:
    # the English name most of them bear is the card's (as identification counts it).
    english = Counter(printed.name for printed in card.prints).most_common(1)[0][0]
    banned = banned_prints(game_format, data, english) if game_format is not None else set()
    if banned is None:
        return None
    allowed = [printed for printed, _ in catalog.prints_named(english)
               if printed.set_code and (game_format is None or game_format.allows(printed))
               and (printed.set_code, printed.number) not in banned]
    if not allowed:
        return None
    newest = allowed[-1].set_code  # prints_named lists the oldest set first
    return min((p for p in allowed if p.set_code == newest), key=lambda p: _number_order(p.number))


def banned_prints(game_format: GameFormat, data: RulesData,
                  english: str) -> set[tuple[str, str]] | None:
    """The prints the format's ban list names, as canonical print keys; None when every print
    of ``english`` is banned."""
    setting = game_format.setting("banned")
    if setting is None:
        return set()
    out: set[tuple[str, str]] = set()
    for ban in setting.options.get("cards", ()):
        entry = ban if isinstance(ban, dict) else vars(ban)  # compiled data, or pydantic's
        if entry.get("all_prints") and entry.get("name") == english:
            return None
        out.update(data.parse_print(ref) for ref in entry.get("prints", ()))
    return out


def _number_order(number: str) -> tuple[bool, int, str]:
    """Collector numbers in print order: plain numbers first, by value ("57" before "276")."""
    return (not number.isdigit(), int(number) if number.isdigit() else 0, number)


def _from_print(card: Card, section: Section, printed: CatalogCard) -> SheetLine:
    return SheetLine(quantity=card.quantity, section=section, name=printed.name,
                     set_code=sheet_set(printed.set_code), number=printed.number,
                     regulation_mark=printed.regulation_mark, names=dict(printed.names))


def _basic_energy(card: Card, section: Section, catalog: Catalog | None,
                  game_format: GameFormat) -> tuple[SheetLine, str | None]:
    """Basic Energy: any print is legal, so the written one is kept; a line without one gets the
    newest print when a catalog can say which, else none (the sheet accepts a bare name). As of
    a date, the newest print legal that day (a 2019 sheet cannot name a 2025 print)."""
    kind = basic_energy_type(card.name.display)
    key = card.print_key
    printed = catalog.by_print(*key) if catalog is not None and key is not None else None
    note = None
    if key is None and catalog is not None:
        named = [p for p, _ in catalog.prints_named(energy_print(kind))
                 if p.set_code and p.energy_type != "Special"]
        if game_format.dated:
            named = [p for p in named if game_format.allows(p)]
        if named:
            printed = min((p for p in named if p.set_code == named[-1].set_code),
                          key=lambda p: _number_order(p.number))
            # Translators: {kind} is the type of a basic Energy in your language (the glossary's
            # word: "Psico").
            note = _("line {line}: {quantity} {text}: chose {set} {number}, the newest print of "
                     "{kind} Energy").format(line=card.line.line_number, quantity=card.quantity,
                                             text=card.line.text, set=printed.set_code,
                                             number=printed.number, kind=type_word(kind))
    set_code, number = (printed.set_code, printed.number) if printed is not None else \
        key if key is not None else (None, None)
    return SheetLine(quantity=card.quantity, section=section, name=card.name.display,
                     set_code=sheet_set(set_code), number=number, regulation_mark=None,
                     names=dict(printed.names) if printed is not None else {},
                     basic_energy=kind), note
