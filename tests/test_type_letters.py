"""A compact multi-type Energy name's letters read against its print
(deckcheck.names.type_letters)."""

from __future__ import annotations

from deckcheck.names.canonical import NameRules


def test_f_for_fire_reads_as_the_grass_fire_psychic_darkness_blend(name_rules: NameRules) -> None:
    """F is the initial of Fire in the Italian, Spanish, Portuguese, French and German rulebooks
    (Fuoco, Fuego, Fogo, Feu, Feuer: data/languages), R the letter of its symbol."""
    assert name_rules.letters_name_print("Blend Energy GFPD",
                                         "Blend Energy Grass Fire Psychic Darkness")
    assert name_rules.letters_name_print("Blend Energy G F P D",
                                         "Blend Energy Grass Fire Psychic Darkness")


def test_letters_of_other_types_do_not_read_as_the_print(name_rules: NameRules) -> None:
    # WLFM is the other Blend Energy, a card of its own: never read as GRPD.
    assert not name_rules.letters_name_print("Blend Energy WLFM",
                                             "Blend Energy Grass Fire Psychic Darkness")
    # One letter too few, or another head, is no reading either.
    assert not name_rules.letters_name_print("Blend Energy GFP",
                                             "Blend Energy Grass Fire Psychic Darkness")
    assert not name_rules.letters_name_print("Unit Energy GFPD",
                                             "Blend Energy Grass Fire Psychic Darkness")
