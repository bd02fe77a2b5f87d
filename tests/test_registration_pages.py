"""A registration sheet longer than a page repeats the player's name and ID on every page after
the first, as the official Play! Pokémon sheet does, so a page that comes loose is still theirs.

Drawn from a sheet of sixty one-copy lines (a Gym Leader Challenge list is written so), without a
card catalog: the layout does not depend on where the lines came from.
"""

from __future__ import annotations

import io

from pypdf import PdfReader

from deckcheck.export.registration import render
from deckcheck.export.sheet import Player, Sheet, SheetLine
from deckcheck.models import Section

PLAYER = Player(name="Giulia Rossi", id="1234567", birth_date="2001-05-04", division="masters")


def pages(sheet: Sheet) -> list[str]:
    content, _warned = render(sheet, PLAYER)
    return [page.extract_text() for page in PdfReader(io.BytesIO(content)).pages]


def sixty_lines() -> Sheet:
    lines = tuple(SheetLine(1, Section.TRAINER, f"Trainer Card {n}", "PAL", str(n), "G")
                  for n in range(1, 61))
    return Sheet(path="glc.txt", format_name="Gym Leader Challenge", lines=lines)


def test_every_page_after_the_first_names_the_player() -> None:
    drawn = pages(sixty_lines())
    assert len(drawn) >= 2
    for page in drawn[1:]:
        flat = " ".join(page.split())
        assert "Player Name: Giulia Rossi" in flat and "Player ID: 1234567" in flat


def test_the_first_page_names_the_player_once() -> None:
    first = " ".join(pages(sixty_lines())[0].split())
    assert first.count("Giulia Rossi") == 1
