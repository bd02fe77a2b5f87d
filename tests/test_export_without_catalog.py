"""``deckcheck export`` without a card catalog: what it refuses, and how it treats files."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.cli import app
from deckcheck.errors import UsageError
from deckcheck.export import output

runner = CliRunner()
WITH_PRINTS = "Pokémon: 1\n4 Pikachu V VIV 43\nEnergy: 1\n56 Basic {L} Energy SVE 4\n"


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    path = tmp_path / "deck.txt"
    path.write_text(WITH_PRINTS, encoding="utf-8")
    return path


def test_an_undecided_list_is_refused_without_force(deck: Path) -> None:
    # Without a catalog no list is decided: the names are unchecked.
    result = runner.invoke(app, ["export", str(deck), "--to", "plain"])
    assert result.exit_code == exitcodes.ILLEGAL
    assert "is UNDECIDED in Standard" in result.stderr
    assert result.stdout == ""


def test_a_forced_list_keeps_its_written_prints(deck: Path) -> None:
    result = runner.invoke(app, ["export", str(deck), "--to", "plain", "--force"])
    assert result.exit_code == 0, result.output
    assert result.stdout == "4 Pikachu V VIV 43\n56 Basic {L} Energy SVE 4\n"


def test_a_name_only_line_without_a_catalog_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "names.txt"
    path.write_text("4 Pikachu V\n56 Basic {L} Energy SVE 4\n", encoding="utf-8")
    result = runner.invoke(app, ["export", str(path), "--to", "plain", "--force"])
    assert result.exit_code == exitcodes.ILLEGAL
    assert "line 1: 4 Pikachu V: no set and number, and no card catalog" in result.stderr
    assert result.stdout == ""


def test_an_existing_output_file_is_not_replaced(deck: Path, tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("mine\n")
    result = runner.invoke(app, ["export", str(deck), "--to", "plain", "--force",
                                 "-o", str(target)])
    assert result.exit_code == exitcodes.USAGE
    assert "already exists; pass --overwrite" in result.stderr
    assert target.read_text() == "mine\n"


def test_overwrite_replaces_an_existing_output_file(deck: Path, tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("mine\n")
    result = runner.invoke(app, ["export", str(deck), "--to", "plain", "--force",
                                 "--overwrite", "-o", str(target)])
    assert result.exit_code == 0, result.output
    assert target.read_text(encoding="utf-8").startswith("4 Pikachu V VIV 43\n")


def test_the_registration_sheet_stays_in_english_when_the_messages_do_not(
        deck: Path, tmp_path: Path) -> None:
    # Tournaments take the sheet with English card names; --lang changes what deckcheck says
    # (the warning on stderr, the --force banner), never a card row.
    said, sheets = [], []
    for lang in ("en", "it"):
        pdf = tmp_path / f"sheet.{lang}.pdf"
        result = runner.invoke(app, ["export", str(deck), "--to", "registration", "--lang", lang,
                                     "--force", "-o", str(pdf)])
        assert result.exit_code == 0, result.output
        said.append(result.stderr)
        sheets.append(PdfReader(pdf).pages[0].extract_text())
    assert said[0] != said[1]
    # The card rows are the same English rows; only the --force banner speaks the player's
    # language.
    rows = [[line for line in sheet.splitlines() if "VIV" in line or "SVE" in line]
            for sheet in sheets]
    assert rows[0] == rows[1]
    assert any("Pikachu V" in row for row in rows[1])


def test_an_unknown_language_is_a_usage_error(deck: Path) -> None:
    result = runner.invoke(app, ["export", str(deck), "--to", "ptcgl", "--lang", "ja"])
    assert result.exit_code == exitcodes.USAGE
    assert "unknown language 'ja'" in result.stderr


def test_a_date_of_birth_must_be_a_date(deck: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["export", str(deck), "--to", "registration", "--force",
                                 "--birth-date", "4/5/2001", "-o", str(tmp_path / "s.pdf")])
    assert result.exit_code == exitcodes.USAGE
    assert "write it as YYYY-MM-DD" in result.stderr


def test_a_directory_is_not_a_decklist(tmp_path: Path) -> None:
    """"deckcheck export ." names a folder that exists: one line that says it is a folder, not
    "no such file" (issue 21)."""
    result = runner.invoke(app, ["export", str(tmp_path), "--to", "plain"])
    assert result.exit_code == exitcodes.USAGE
    assert result.stderr.splitlines() == [
        f"deckcheck: error: {tmp_path}: is a folder; export takes one decklist file"]


def test_player_options_fill_in_the_sheet(deck: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    result = runner.invoke(app, ["export", str(deck), "--to", "registration", "--force",
                                 "--player-name", "Zoë Łukasiewicz", "--division", "senior",
                                 "-o", str(pdf)])
    assert result.exit_code == 0, result.output
    text = PdfReader(pdf).pages[0].extract_text()
    assert "Player Name: Zoë Łukasiewicz" in text
    assert "X Senior" in text


def test_a_forced_sheet_says_it_is_undecided(deck: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    runner.invoke(app, ["export", str(deck), "--to", "registration", "--force", "-o", str(pdf)])
    text = " ".join(PdfReader(pdf).pages[0].extract_text().split())
    assert "UNDECIDED: unknown-card" in text


def test_a_long_list_goes_on_to_a_second_page_under_its_headings(tmp_path: Path) -> None:
    path = tmp_path / "long.txt"
    path.write_text("Pokémon: 45\n" + "1 Ralts MEG 58\n" * 45
                    + "Energy: 1\n15 Basic {P} Energy SVE 5\n", encoding="utf-8")
    pdf = tmp_path / "sheet.pdf"
    result = runner.invoke(app, ["export", str(path), "--to", "registration", "--force",
                                 "-o", str(pdf)])
    assert result.exit_code == 0, result.output
    pages = [" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages]
    assert len(pages) == 2
    # Page 2 opens with the player's name and ID (blank here, to be filled in), then the cards.
    assert pages[1].startswith("Player Name: Player ID: (page 2) Pokémon (continued) QTY CARD "
                               "NAME SET COLL # REG")
    assert sum(page.count("1 Ralts MEG 58") for page in pages) == 45


def test_a_pdf_is_not_written_to_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    class Terminal(io.TextIOWrapper):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr(sys, "stdout", Terminal(io.BytesIO()))
    with pytest.raises(UsageError, match="a PDF is not for a terminal"):
        output.write(b"%PDF-1.4", None, binary=True)


def test_standard_input_is_exported() -> None:
    result = runner.invoke(app, ["export", "-", "--to", "plain", "--force"], input=WITH_PRINTS)
    assert result.stdout == "4 Pikachu V VIV 43\n56 Basic {L} Energy SVE 4\n"


def test_a_sheet_is_the_same_file_under_source_date_epoch(deck: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # The reproducible-builds convention: a deck repository can keep its sheets in git.
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")
    drawn = []
    for name in ("a.pdf", "b.pdf"):
        result = runner.invoke(app, ["export", str(deck), "--to", "registration", "--force",
                                     "-o", str(tmp_path / name)])
        assert result.exit_code == 0, result.output
        drawn.append((tmp_path / name).read_bytes())
    assert drawn[0] == drawn[1]
    assert b"D:20260101" in drawn[0]  # 1767225600 is 2026-01-01, whatever the clock says


@pytest.mark.parametrize("target", ["ptcgl", "plain"])
def test_a_team_is_refused_by_every_export_naming_no_sheet_it_was_not_asked(target: str) -> None:
    team = Path(__file__).resolve().parents[1] / "sample_decks" / "team-of-six" / \
        "rulebook-team.txt"
    result = runner.invoke(app, ["export", str(team), "--format", "team-of-six", "--to", target,
                                 "--force"])
    assert result.exit_code == 1, result.output  # an export error, as every refusal
    assert "no place for a Team or an Evolution Deck" in result.stderr
    assert "registration sheet" not in result.stderr
