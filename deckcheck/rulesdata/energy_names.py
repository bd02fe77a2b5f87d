"""The English names of the basic Energy cards, built and taken apart in one place.

deckcheck names a basic Energy card as Pokémon TCG Live's lists do, ``Basic Fire Energy`` (with
the type's symbol: ``Basic {R} Energy``); the card database names its prints without "Basic"
(``Fire Energy``). Both are English templates of data/languages/en.yaml; every module that
builds such a name or reads the type back out of one calls these functions.
"""

from __future__ import annotations

BASIC_ENERGY = "Basic {type} Energy"
"""deckcheck's name of a basic Energy card, ``{type}`` its type's English word or symbol."""

ENERGY_PRINT = "{type} Energy"
"""The card database's name of a basic Energy print."""

_HEAD, _TAIL = BASIC_ENERGY.split("{type}")


def basic_energy(type_word: str) -> str:
    """The basic Energy card of a type: ``Fire`` is ``Basic Fire Energy``, ``{R}`` is
    ``Basic {R} Energy``."""
    return BASIC_ENERGY.format(type=type_word)


def basic_energy_type(name: str) -> str:
    """The type in a basic Energy card's name: ``Basic Fire Energy`` is ``Fire``; a name
    without "Basic " or " Energy" keeps the rest as it is."""
    return name.removeprefix(_HEAD).removesuffix(_TAIL)


def energy_print(type_word: str) -> str:
    """The card database's name of a basic Energy print: ``Fire`` is ``Fire Energy``."""
    return ENERGY_PRINT.format(type=type_word)
