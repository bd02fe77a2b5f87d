"""The local card catalog, built from the TCGdex cards database on the user's machine."""

SCHEMA_VERSION = 8
"""Bumped whenever the catalog's tables or indexes change; an older catalog must be rebuilt (7:
the name-key index holds each name's card, so whether a print bears a line's name is one index
search, not a walk over every print of that name)."""

SUGGESTIONS_PER_DECK = 20
"""Fuzzy searches over every name, per deck: a few dozen unknown lines already say the file is
not a decklist, and each search costs as much as checking a whole list."""
