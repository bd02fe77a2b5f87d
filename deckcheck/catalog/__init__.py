"""The local card catalog, built from the TCGdex cards database on the user's machine."""

SCHEMA_VERSION = 5
"""Bumped whenever the catalog's tables change; an older catalog must be rebuilt."""
