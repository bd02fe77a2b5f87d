"""The most words a card's name has (data/short_forms.yaml ``name_words``), checked against the
full card database: a sentence of a page is told from a card line by having more words than any
name (deckcheck.read.decklist), and a sentence's words are looked up as a card's name that many
at a time (deckcheck.identify). A longer name in a newer database would be a card read as prose;
a shorter longest one would leave the figure stale."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from deckcheck.catalog.build import BuildReport
from deckcheck.rulesdata import RulesData


@pytest.mark.full_catalog
def test_the_longest_card_name_has_name_words_words(full_catalog: tuple[Path, BuildReport],
                                                    rules_data: RulesData) -> None:
    """Head Ringer Team Flare Hyper Gear (PHF 97) is "Campainha de Cabeça – Hiperequipamento da
    Equipe Flare" in Portuguese: 8 words, its dash one, as a line's words are split; no name in
    any language has more."""
    with sqlite3.connect(full_catalog[0]) as db:
        names = [name for (name,) in db.execute("SELECT DISTINCT name FROM names")]
    longest = max(names, key=lambda name: len(name.split()))
    assert len(longest.split()) == rules_data.short_forms["name_words"], longest
