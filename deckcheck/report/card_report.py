"""What ``deckcheck card`` prints about a card: its prints, in the reader's words.

The catalog's values are TCGdex's English (``Trainer``, ``Supporter``, ``Stage1``, ``Uncommon``);
a reader of another language reads them as their rulebook and cards print them ("Allenatore,
Aiuto", "Fase 1", "Non comune": data/glossary.yaml), and each set under its own name in that
language where the catalog has one ("Megaevoluzione", not "Mega Evolution").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.i18n import _, language
from deckcheck.i18n.glossary import word

if TYPE_CHECKING:
    from deckcheck.catalog.records import CatalogCard
    from deckcheck.rulesdata import RulesData


def title(english: str, first: CatalogCard, data: RulesData) -> str:
    """``Determinazione di Lylia (Lillie's Determination) — Allenatore, Aiuto``."""
    local = first.names.get(language())
    name = f"{local} ({english})" if local and local != english else english
    category = word("categories", first.category, data) if first.category \
        else _("unknown category")
    kinds = [word(group, value, data) for group, value in
             (("stages", first.stage), ("trainer_kinds", first.trainer_type)) if value]
    return ", ".join([f"{name} — {category}", *kinds])


def names_line(first: CatalogCard) -> str:
    """The card's name in every language the catalog has."""
    return _("names: {names}").format(
        names="; ".join(f"{code} {text}" for code, text in first.names.items()))


def print_line(printed: CatalogCard, set_name: str, energy: str, data: RulesData) -> str:
    """One print: set and number, set name, regulation mark, rarity, illustrator, and for an
    Energy card whether it is basic or special (``energy``: ``basic``, ``special`` or "")."""
    where = f"{printed.set_code or _('(no code)')} {printed.number}"
    mark = _("mark {mark}").format(mark=f"{printed.regulation_mark or '-':<2}")
    rarity = word("rarities", printed.rarity, data) if printed.rarity else ""
    kind = f"  {word('energy_kinds', energy, data)}" if energy else ""
    return (f"  {where:<14} {set_name:<32} {mark} {rarity:<20} "
            f"{printed.illustrator or ''}{kind}").rstrip()
