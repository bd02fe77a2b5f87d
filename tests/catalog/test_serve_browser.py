"""The page in a real browser: Debian's Chromium, headless (tests/browser.py), pastes a real list,
reads the verdict, switches language, and downloads the registration sheet.

Skipped, saying why, where no Chromium is installed; ``.ci/run`` installs it, so CI runs it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser import Browser, find
from pypdf import PdfReader

from deckcheck.serve.server import PageServer

ROOT = Path(__file__).resolve().parent.parent.parent
ITALIAN = ROOT / "sample_decks" / "standard" / "mega-gardevoir-ex.italian.txt"
"""A current Standard list exported from the Italian client (Pokémon TCG Live)."""

CHROMIUM = find()
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="needs Chromium to test the page in a real browser "
    "(Debian: apt-get install chromium; .ci/run installs it)")


@pytest.fixture
def browser() -> Iterator[Browser]:
    assert CHROMIUM is not None
    started = Browser(CHROMIUM, lang="de-DE")  # a German browser
    try:
        yield started
    finally:
        started.close()


def test_a_player_checks_a_list_switches_language_and_downloads_the_sheet(
        server: PageServer, browser: Browser, tmp_path: Path) -> None:
    browser.open(server.url)
    assert browser.run("document.documentElement.lang") == "de"  # the browser's language

    # Paste the list and check it: the answer is in the list's language, Italian.
    browser.run(f"document.getElementById('text').value = {json.dumps(ITALIAN.read_text())}")
    browser.submit("document.querySelector('button.primary').click()")
    assert browser.run("document.documentElement.lang") == "it"
    assert browser.run("document.getElementById('verdict').textContent") == "LEGALE"
    assert browser.run("document.activeElement.id") == "result"  # read out first

    # Switch to French on the page: the list is checked again, in French.
    browser.submit("var menu = document.getElementById('lang-choice'); menu.value = 'fr'; "
                   "menu.dispatchEvent(new Event('change'))")
    assert browser.run("document.documentElement.lang") == "fr"
    assert browser.run("document.getElementById('verdict').textContent") == "LÉGAL"

    # Download the registration sheet with the player's details.
    browser.downloads_to(tmp_path)
    browser.run("for (const [id, value] of [['player_name', 'Giulia Rossi'], "
                "['player_id', '1234567'], ['birth_date', '2001-05-04']]) {"
                " const field = document.getElementById(id); field.value = value;"
                " field.dispatchEvent(new Event('change')); }")
    browser.run("document.querySelector('button[value=registration]').click()")
    browser.wait_download()
    sheet = tmp_path / "registration-sheet.pdf"
    text = "\n".join(page.extract_text() for page in PdfReader(sheet).pages)
    assert "Giulia Rossi" in text and "Lillie's Determination" in text

    # The details stay in the browser: a fresh page fills them in again.
    browser.open(server.url)
    assert browser.run("document.getElementById('player_name').value") == "Giulia Rossi"


def test_the_page_fits_a_phones_width(server: PageServer, browser: Browser) -> None:
    """At 360 pixels, the width of the smallest phones in use, nothing is wider than the
    screen: the page with a verdict, its marked lines and every form scrolls only down."""
    browser.phone(360)
    browser.open(server.url)
    browser.run(f"document.getElementById('text').value = {json.dumps(ITALIAN.read_text())}")
    browser.submit("document.querySelector('button.primary').click()")
    assert browser.run("document.getElementById('verdict').textContent") == "LEGALE"
    assert browser.run("window.innerWidth") == 360
    wider = browser.run(
        "Array.from(document.querySelectorAll('body *')).filter(e => "
        "e.getBoundingClientRect().right > window.innerWidth + 0.5).map(e => "
        "e.tagName + '#' + e.id + '.' + e.className)")
    assert wider == []
    assert browser.run("document.documentElement.scrollWidth") <= 360
