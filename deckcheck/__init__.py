"""deckcheck: tell whether a Pokémon TCG decklist is legal, and exactly why not."""

__version__ = "0.1.0"
