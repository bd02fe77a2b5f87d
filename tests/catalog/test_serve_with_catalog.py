"""``deckcheck serve`` with the card catalog: the same JSON as ``check --output json`` with the
catalog, cards named in the player's language with the English name beside, the registration
sheet and the Pokémon TCG Live import downloaded, names in other languages compared."""

from __future__ import annotations

import html
import io
from pathlib import Path

import pytest
from page_server import api, form
from pypdf import PdfReader
from typer.testing import CliRunner

from deckcheck.catalog.build import BuildReport
from deckcheck.cli import app
from deckcheck.serve.server import PageServer

ROOT = Path(__file__).resolve().parent.parent.parent
ITALIAN = ROOT / "sample_decks" / "standard" / "mega-gardevoir-ex.italian.txt"
runner = CliRunner()


@pytest.fixture(autouse=True)
def _from_the_repository_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)


@pytest.mark.parametrize("lang", [None, "it", "fr"])
def test_api_check_with_the_catalog_is_check_output_json(
        server: PageServer, built_catalog: tuple[Path, BuildReport], lang: str | None) -> None:
    text = ITALIAN.read_text(encoding="utf-8")
    answer = api(server, "/api/check", {"text": text, "lang": lang})
    options = ["--lang", lang] if lang else []
    cli = runner.invoke(app, ["check", "-", "--output", "json", "--catalog",
                              str(built_catalog[0]), *options], input=text)
    assert answer.status == 200
    assert answer.json()["decks"][0]["verdict"] == "legal"
    assert answer.json()["data"]["catalog_date"] is not None
    assert answer.body == cli.stdout_bytes


def test_cards_are_named_as_written_with_the_english_name_beside(server: PageServer) -> None:
    page = form(server, "/check", {"text": ITALIAN.read_text()}).text
    assert '<html lang="it">' in page
    assert "LEGALE" in page
    assert html.escape("2 Ordini del Capo MEG 114") in page
    assert '<span class="sr">Nome inglese: </span>Boss&#x27;s Orders</span>' in page


def test_the_registration_sheet_is_downloaded_with_the_players_details(
        server: PageServer) -> None:
    answer = form(server, "/export", {
        "text": ITALIAN.read_text(), "to": "registration", "player_name": "Giulia Rossi",
        "player_id": "1234567", "birth_date": "2001-05-04", "division": "masters"})
    assert answer.status == 200
    assert answer.headers["content-type"] == "application/pdf"
    assert answer.headers["content-disposition"] == \
        'attachment; filename="registration-sheet.pdf"'
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(answer.body)).pages)
    assert "Giulia Rossi" in text and "1234567" in text
    assert "Lillie's Determination" in text  # the sheet is English


def test_a_birth_date_after_today_is_refused_on_the_page(server: PageServer) -> None:
    answer = form(server, "/export", {"text": ITALIAN.read_text(), "to": "registration",
                                      "birth_date": "2099-01-01", "lang": "en"})
    assert answer.status == 422
    assert "date of birth 2099-01-01: a day after today" in answer.text


def test_the_pokemon_tcg_live_import_in_the_clients_language(server: PageServer) -> None:
    answer = form(server, "/export", {"text": ITALIAN.read_text(), "to": "ptcgl",
                                      "client": "es"})
    assert answer.status == 200
    assert answer.headers["content-disposition"] == 'attachment; filename="deck.ptcgl.txt"'
    cli = runner.invoke(app, ["export", str(ITALIAN), "--to", "ptcgl", "--lang", "es",
                              "--catalog", str(server.app.work.catalog_path)])
    assert answer.text == cli.stdout


def test_a_name_in_another_language_is_the_same_name(server: PageServer) -> None:
    answer = api(server, "/api/name", {"first": "Determinación de Lylia",
                                       "second": "Lillie's Determination"})
    assert answer.json()["same"] is True
