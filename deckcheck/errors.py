"""Exceptions that end a command with a clear one-line message instead of a traceback."""

from __future__ import annotations


class DeckcheckError(Exception):
    """A problem the user can act on; its message is printed as one line."""


class DataError(DeckcheckError):
    """A data or format file that deckcheck cannot use."""


class FormatDataError(DataError):
    """A format-data bundle that cannot be built, fetched, verified or installed (exit code 1,
    as a catalog that cannot be built: the data in use stays as it was)."""


class CatalogError(DeckcheckError):
    """The card catalog cannot be built from a source, downloaded, or read (exit code 1)."""


class UsageError(DeckcheckError):
    """A command line that asks for something that does not exist (exit code 2)."""
