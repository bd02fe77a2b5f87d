"""A basic Energy card's English name is built and read back in one place
(deckcheck.rulesdata.energy_names), as data/languages/en.yaml spells it."""

from __future__ import annotations

from deckcheck.names.folding import fold
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.energy_names import (
    BASIC_ENERGY,
    ENERGY_PRINT,
    basic_energy,
    basic_energy_type,
    energy_print,
)


def test_the_names_are_the_english_templates_of_the_data(rules_data: RulesData) -> None:
    english = rules_data.languages["en"]["energy"]["templates"]
    # Besides them, spellings read and never built ("Basic { Lightning } Energy").
    assert {BASIC_ENERGY, ENERGY_PRINT} <= set(english)


def test_a_type_word_makes_the_card_name_and_back() -> None:
    assert basic_energy("Fire") == "Basic Fire Energy"
    assert basic_energy_type("Basic Fire Energy") == "Fire"


def test_pokemon_tcg_live_writes_the_symbol_in_the_same_name() -> None:
    assert basic_energy("{R}") == "Basic {R} Energy"


def test_the_card_database_names_a_print_without_basic() -> None:
    assert energy_print("Darkness") == "Darkness Energy"


def test_every_spelling_leads_to_the_built_name(rules_data: RulesData) -> None:
    spellings = rules_data.energy_spellings
    assert spellings[fold("Energia Fuoco")] == basic_energy("Fire")
    assert spellings[fold("Basic {D} Energy")] == basic_energy("Darkness")
    assert spellings[fold("Fairy Energy")] == basic_energy("Fairy")


def test_the_video_games_type_name_spells_lightning_energy(rules_data: RulesData) -> None:
    """"8 Electric Energy" (manucruzleiva/TCGKB, docs/engineering/deck-manager-v2.md, commit
    d1edc21ef4441ed430c23b8da3e523b394af8b73): Electric is the games' name of the Lightning type
    (data/languages/en.yaml). A basic Energy: its copies are never limited, so no merge hides
    one."""
    assert rules_data.energy_spellings[fold("Electric Energy")] == basic_energy("Lightning")
    assert rules_data.energy_spellings[fold("Basic Electric Energy")] == basic_energy("Lightning")
    assert fold("Electric Generator") not in rules_data.energy_spellings


def test_dark_is_the_darkness_type_as_players_write_it(rules_data: RulesData) -> None:
    """"3 Basic Dark Energy SVE 7" (geekazoid-at/codes4tcg-decks, "decks/Popsicle Knight/
    yt-2024-08-09-Popsicle Knight-cvxH_wkstuA/1/deck.txt", commit 76e7d426b931); CastFORM writes
    "{D} Energy" as "Dark Energy" (data/languages/en.yaml). "Dark Metal Energy" stays a card of
    its own."""
    assert rules_data.energy_spellings[fold("Basic Dark Energy")] == basic_energy("Darkness")
    assert rules_data.energy_spellings[fold("Dark Energy")] == basic_energy("Darkness")
    assert fold("Dark Metal Energy") not in rules_data.energy_spellings
