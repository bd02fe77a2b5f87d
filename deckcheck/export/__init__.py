"""``deckcheck export``: a checked list as a deck registration sheet (PDF), a Pokémon TCG Live
import text or a plain list.

:mod:`deckcheck.export.sheet` decides what goes on the sheet (one print per line, chosen when the
list names none); :mod:`deckcheck.export.text` and :mod:`deckcheck.export.registration` render it.
Nothing here decides legality: the check that ran before says what the sheet must show.
"""
