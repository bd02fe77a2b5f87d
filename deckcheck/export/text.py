"""Text exports: a Pokémon TCG Live import (in any client language deckcheck reads) and a plain
``4 Name SET NUM`` list.

Pokémon TCG Live writes a section header with its card count, one ``4 Name SET NUM`` line per
card, and ``Total Cards: 60``; its other-language clients write the same with their own section
words (``data/languages/*.yaml``, the first spelling of each) and card names. Basic Energy is
``Basic {P} Energy`` in English, as the client writes it.
"""

from __future__ import annotations

from deckcheck.export.sheet import Sheet, SheetLine
from deckcheck.models import Section
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.energy_names import basic_energy

LANGUAGES = ("en", "it", "es", "pt", "fr", "de")


def ptcgl(sheet: Sheet, data: RulesData, lang: str = "en") -> str:
    """The sheet as a Pokémon TCG Live import text in the client language ``lang``."""
    words = data.languages[lang]["sections"]
    out: list[str] = []
    for section in Section:
        lines = sheet.section(section)
        if not lines:
            continue
        if out:
            out.append("")
        out.append(f"{words[section.value][0]}: {sheet.total(section)}")
        out.extend(card_line(line, data, lang) for line in lines)
    out.extend(["", f"{words['total'][0]}: {sheet.total()}"])
    return "\n".join(out) + "\n"


def plain(sheet: Sheet, data: RulesData, lang: str = "en") -> str:
    """The sheet as ``4 Name SET NUM`` lines, no headers."""
    return "".join(card_line(line, data, lang) + "\n" for line in sheet.lines)


def card_line(line: SheetLine, data: RulesData, lang: str) -> str:
    """``4 Name SET NUM``, the name in ``lang`` where the catalog has it, else in English."""
    where = " ".join(part for part in (line.set_code, line.number) if part)
    return f"{line.quantity} {local_name(line, data, lang)}" + (f" {where}" if where else "")


def local_name(line: SheetLine, data: RulesData, lang: str) -> str:
    """The card's name in a client language."""
    if line.basic_energy is not None:
        return _basic_energy(line.basic_energy, data, lang)
    return line.names.get(lang) or line.name


def _basic_energy(kind_word: str, data: RulesData, lang: str) -> str:
    english = data.languages["en"]["energy"]["types"]
    kind = next((k for k, words in english.items() if kind_word in words), None)
    if kind is None:  # not one of the nine types: the English name reads back everywhere
        return basic_energy(kind_word)
    if lang == "en":
        return basic_energy(f"{{{data.energy_symbols[kind]}}}")
    energy = data.languages[lang]["energy"]
    return str(energy["templates"][0].format(type=energy["types"][kind][0]))
