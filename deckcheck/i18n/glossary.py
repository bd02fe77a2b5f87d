"""The game's own words in the reader's language (``data/glossary.yaml``).

A card's category, Trainer kind, stage and type are catalog values (``Stage1``, ``Tool``,
``Water``); where a player reads them — ``deckcheck card``, an Energy type inside a sentence — they
are the words the player's rulebook and cards print: "Fase 1", "Oggetto Pokémon", "Acqua". English
is the glossary's ``en`` word.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.i18n import language

if TYPE_CHECKING:
    from deckcheck.rulesdata import RulesData


def word(group: str, key: str, data: RulesData | None = None) -> str:
    """The glossary's word for ``key`` (a catalog value: ``Stage1``, ``Water``) in ``group``
    (``stages``, ``types``…), in the active language; ``key`` itself when the glossary has none.
    ``data`` defaults to the process's rules data."""
    if data is None:
        from deckcheck.rulesdata import load

        data = load()
    entry = data.glossary.get(group, {}).get(key)
    if entry is None:
        return key
    return entry.get(language()) or entry["en"]


def type_word(english: str, data: RulesData | None = None) -> str:
    """A Pokémon or Energy type, as the catalog writes it in English ("Water", or deckcheck's
    lower-case "water"), in the active language ("Acqua")."""
    return word("types", english[:1].upper() + english[1:].lower(), data)


def basic_energy_name(english: str, data: RulesData | None = None) -> str | None:
    """A basic Energy card's name in the active language, as its cards print it ("Basic Water
    Energy" is "Energia Acqua"): the language's first Energy spelling in data/languages; ``None``
    in English or for a name that is not one of the nine."""
    code = language()
    if code == "en":
        return None
    if data is None:
        from deckcheck.rulesdata import load

        data = load()
    from deckcheck.rulesdata.energy_names import basic_energy_type

    kind_word = basic_energy_type(english)
    types = data.languages["en"]["energy"]["types"]
    kind = next((kind for kind, words in types.items() if kind_word in words), None)
    energy = data.languages.get(code, {}).get("energy")
    if kind is None or not energy:
        return None
    return str(energy["templates"][0].format(type=energy["types"][kind][0]))
