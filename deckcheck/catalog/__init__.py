"""The local card catalog, built from the TCGdex cards database on the user's machine."""

SCHEMA_VERSION = 6
"""Bumped whenever the catalog's tables change; an older catalog must be rebuilt."""

SUGGESTIONS_PER_DECK = 20
"""Fuzzy searches over every name, per deck: a few dozen unknown lines already say the file is
not a decklist, and each search costs as much as checking a whole list."""
