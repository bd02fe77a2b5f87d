"""Review 23: lists a judge rules not legal that a check passes, where the last hour's readers of
a deck page's labelled web addresses and sentences reach (read/decklist.py ``_link_label``,
``_count_word_in``; checker.py ``_headings_read``, ``_sentences_read``).

Each test is a finding of the review, each failing on the code it reviewed: the list as a user
would have it, and what a judge would answer. Every list holds Prime Catcher, an ACE SPEC, and
adds up to 60 cards without the line under test; that line names a card the deck then holds one
copy too many of (a 61st card, a second ACE SPEC, or more).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from helpers import check, deck
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.checker import Checker
from deckcheck.cli import app

LEGAL_LIST = Path(__file__).resolve().parents[2] / "sample_decks" / "standard" \
    / "dragapult-ex.ptcgl.txt"
"""A real Standard list (Pokémon TCG Live export) legal with the shipped format data; four-ofs
and two ex, so NOT LEGAL in GLC (singleton, no Rule Box)."""


def _sixty_and(line: str) -> str:
    """A 60-card list holding Prime Catcher (the deck helper's filler for the rest), and ``line``
    under it."""
    return deck("1 Prime Catcher TEF 157") + line + "\n"


def test_a_card_linked_to_its_picture_is_not_dropped(unlimited: Checker) -> None:
    """'Computer Search: https://images.pokemontcg.io/bw7/137.png', a card and its picture (the
    pokemontcg.io image of BCR 137): ``_PICTURE`` was meant for a deck page's 'Image: … = ….png'
    line, but it skips any labelled picture address with no note, so the card is dropped and the
    list of 61 cards with two ACE SPECs is LEGAL."""
    assert not check(unlimited, _sixty_and(
        "Computer Search: https://images.pokemontcg.io/bw7/137.png")).legal


def test_a_card_named_in_the_plural_before_its_page_is_not_a_heading(
        unlimited: Checker) -> None:
    """'Computer Searches: https://pkmncards.com/card/computer-search-boundaries-crossed-bcr-137/':
    the link branch of ``_headings_read`` asks only ``names_a_card``, which reads no plural, so
    the line becomes "a link to a page: its words name no card" (a warning) and the list is LEGAL;
    'Computer Searches:' with no address stays unread, naming Computer Search (review 16)."""
    assert not check(unlimited, _sixty_and(
        "Computer Searches: "
        "https://pkmncards.com/card/computer-search-boundaries-crossed-bcr-137/")).legal


def test_a_sentence_adding_another_copy_is_not_prose(unlimited: Checker) -> None:
    """'I also squeezed in another Prime Catcher at the very end because it wins so many late
    games.': "another" counts one more copy, as "one more" does, but it is neither a count word
    nor a count phrase, so the sentence is prose and a deck of two Prime Catcher passes."""
    assert not check(unlimited, _sixty_and(
        "I also squeezed in another Prime Catcher at the very end because it wins so many late "
        "games.")).legal


def test_a_sentence_counting_basic_energy_in_words_above_four_is_not_prose(
        unlimited: Checker) -> None:
    """'We also play five more Basic Lightning Energy cards so that Pikachu V can attack every
    turn.': basic Energy has no limit of four, so a sentence may count it with "five" or more, but
    count_words stops at four; the sentence is prose and a 65-card deck passes."""
    assert not check(unlimited, _sixty_and(
        "We also play five more Basic Lightning Energy cards so that Pikachu V can attack every "
        "turn.")).legal


def test_a_sentence_counting_a_dozen_is_not_prose(unlimited: Checker) -> None:
    """'We also play a dozen Basic Lightning Energy cards so that Pikachu V can attack every
    turn.': "a dozen" is twelve, as "a pair" is two (a count phrase since review 22)."""
    assert not check(unlimited, _sixty_and(
        "We also play a dozen Basic Lightning Energy cards so that Pikachu V can attack every "
        "turn.")).legal


def test_a_settings_table_spelt_deck_check_is_not_skipped(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """pyproject.toml with '[tool.deck-check]' format = "glc" (the project's name as a user may
    hyphenate it, or '[tool.deck_check]'): only 'deckcheck' in some letter case is looked for,
    the table is skipped with no word, and the club's GLC list is checked as Standard: LEGAL,
    exit 0. As '[tool.Deckcheck]' and 'deckcheck.toml' are, it should be refused."""
    (tmp_path / "decks").mkdir()
    shutil.copy(LEGAL_LIST, tmp_path / "decks" / "dragapult.txt")
    (tmp_path / "pyproject.toml").write_text('[tool.deck-check]\nformat = "glc"\n',
                                             encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert CliRunner().invoke(app, ["check", "--max-data-age", "36500",
                                    "decks"]).exit_code != exitcodes.LEGAL


def test_a_list_checked_through_a_link_to_the_repositorys_glc_folder_is_glc(
        user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """'ln -s repo/glc mine; cd mine; deckcheck check dragapult.txt': the folder is the
    repository's GLC folder (git, which asks the real folder, finds the repository from here),
    but ``logical_cwd`` names it mine/, no settings are found above that, and the GLC club's list
    is LEGAL as Standard, exit 0; from repo/glc it is GLC, NOT LEGAL."""
    (tmp_path / "repo" / "glc").mkdir(parents=True)
    shutil.copy(LEGAL_LIST, tmp_path / "repo" / "glc" / "dragapult.txt")
    (tmp_path / "repo" / "deckcheck.yaml").write_text(
        'format: standard\npaths:\n  "glc/**": glc\n', encoding="utf-8")
    (tmp_path / "mine").symlink_to(Path("repo/glc"))
    monkeypatch.chdir(tmp_path / "mine")
    monkeypatch.setenv("PWD", os.fspath(tmp_path / "mine"))
    assert CliRunner().invoke(app, ["check", "--max-data-age", "36500",
                                    "dragapult.txt"]).exit_code != exitcodes.LEGAL


def test_a_sentence_adding_a_second_copy_is_not_prose(unlimited: Checker) -> None:
    """'I also added a second Prime Catcher at the very end because it simply wins so many late
    games.': "a 2nd Prime Catcher" keeps the line unread (review 22), "a second" does not; the
    sentence is prose and a deck of two Prime Catcher passes."""
    assert not check(unlimited, _sixty_and(
        "I also added a second Prime Catcher at the very end because it simply wins so many "
        "late games.")).legal


def test_a_german_sentence_adding_einen_card_is_not_prose(unlimited: Checker) -> None:
    """'Ich habe außerdem noch einen Hyperball für die späten Runden in das Deck gepackt.' ("I
    also packed one more Ultra Ball into the deck for the late turns"): count_words holds 'ein'
    and 'eine' but not their forms 'einen', 'einem', 'einer', so the sentence is prose."""
    assert not check(unlimited, _sixty_and(
        "Ich habe außerdem noch einen Hyperball für die späten Runden in das Deck gepackt.")).legal


def test_a_sentence_adding_a_two_of_in_words_is_not_prose(unlimited: Checker) -> None:
    """'I am also running a two-of Prime Catcher package for the long mirror matches this
    season.': "a 1-of" keeps the line unread (review 22); written in words, 'two-of' is one word
    to count_words, which holds 'two' but not 'two-of', and the sentence is prose: two Prime
    Catcher LEGAL."""
    assert not check(unlimited, _sixty_and(
        "I am also running a two-of Prime Catcher package for the long mirror matches this "
        "season.")).legal
