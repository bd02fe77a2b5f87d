"""``deckcheck export`` with the card catalog: lists in any client language become the deck
registration sheet in English, prints are chosen for lines that name none, and illegal lists
are refused unless forced (the sheet then says why)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from test_samples import ROOT
from typer.testing import CliRunner, Result

from deckcheck.catalog.build import BuildReport
from deckcheck.cli import app

runner = CliRunner()
LISTS = Path(__file__).parent / "lists"
ITALIAN = ROOT / "sample_decks" / "standard" / "mega-gardevoir-ex.italian.txt"

MEGA_GARDEVOIR = """4 Ralts MEG 58 I
3 Kirlia MEG 59 I
2 Mega Gardevoir ex MEG 60 I
2 Drifloon SCR 60 H
1 Drifblim SCR 61 H
1 Munkidori TWM 95 H
1 Fezandipiti ex SFA 38 H
1 Scream Tail TEF 77 H
4 Lillie's Determination MEG 119 I
2 Boss's Orders MEG 114 I
1 Crispin SCR 133 H
1 Hilda WHT 84 I
4 Buddy-Buddy Poffin TEF 144 H
4 Ultra Ball MEG 131 I
3 Rare Candy MEG 125 I
2 Night Stretcher SFA 61 H
1 Unfair Stamp TWM 165 H
2 Switch MEG 130 I
2 Poké Pad POR 81 J
1 Pokégear 3.0 BLK 84 I
1 Jamming Tower TWM 153 H
10 Basic Psychic Energy SVE 5
7 Basic Darkness Energy SVE 7""".splitlines()
"""The sheet's rows for the Mega Gardevoir ex list: quantity, English name, set, number, mark."""

NAME_ONLY = """Pokémon: 4
4 Pikachu ex
Trainer: 12
4 Boss's Orders
4 Ultra Ball
4 Buddy-Buddy Poffin
Energy: 44
44 Lightning Energy
"""


@pytest.fixture
def catalog(built_catalog: tuple[Path, BuildReport]) -> str:
    return str(built_catalog[0])


@pytest.fixture(autouse=True)
def _english_messages(monkeypatch: pytest.MonkeyPatch) -> None:
    # An Italian list would otherwise be answered in Italian (tests/test_i18n_samples.py): these
    # tests read the English messages.
    monkeypatch.setenv("LANG", "en_US.UTF-8")


def export(catalog: str, *args: str) -> Result:
    return runner.invoke(app, ["export", "--catalog", catalog, *args])


def sheet_text(path: Path) -> list[str]:
    """Every line of text the PDF holds, whitespace evened out (as a reader extracts it)."""
    text = "\n".join(page.extract_text() for page in PdfReader(path).pages)
    return [" ".join(line.split()) for line in text.splitlines()]


@pytest.mark.parametrize("listed", [ITALIAN, LISTS / "mega-gardevoir-ex.spanish.txt",
                                    LISTS / "mega-gardevoir-ex.portuguese.txt"],
                         ids=["italian", "spanish", "portuguese"])
def test_a_list_in_another_language_becomes_a_sheet_of_english_card_lines(
        listed: Path, catalog: str, tmp_path: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    result = export(catalog, str(listed), "--to", "registration", "-o", str(pdf))
    assert result.exit_code == 0, result.output
    lines = sheet_text(pdf)
    assert [line for line in MEGA_GARDEVOIR if line not in lines] == []
    assert "Total cards: 60" in lines


def test_the_sheet_totals_each_section(catalog: str, tmp_path: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    export(catalog, str(ITALIAN), "--to", "registration", "-o", str(pdf))
    text = " ".join(sheet_text(pdf))
    assert all(total in text for total in
               ("Total Pokémon: 15", "Total Trainer: 28", "Total Energy: 17"))


def test_a_name_only_list_gets_the_newest_legal_prints(catalog: str, tmp_path: Path) -> None:
    listed = tmp_path / "names.txt"
    listed.write_text(NAME_ONLY, encoding="utf-8")
    result = export(catalog, str(listed), "--to", "plain")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "4 Pikachu ex ASC 57", "4 Boss's Orders ASC 183", "4 Ultra Ball ASC 213",
        "4 Buddy-Buddy Poffin ASC 184", "44 Basic {L} Energy MEE 4"]


def test_each_chosen_print_is_said_on_stderr(catalog: str, tmp_path: Path) -> None:
    listed = tmp_path / "names.txt"
    listed.write_text(NAME_ONLY, encoding="utf-8")
    result = export(catalog, str(listed), "--to", "plain")
    assert "line 4: 4 Boss's Orders: chose ASC 183, mark I" in result.stderr
    assert result.stderr.count("chose") == 5


def test_a_forced_line_with_no_legal_print_gets_its_newest_print_and_says_so(
        catalog: str, tmp_path: Path) -> None:
    # Every Nest Ball has mark G or none: no print is legal in Standard.
    listed = tmp_path / "nest.txt"
    listed.write_text(NAME_ONLY.replace("4 Ultra Ball", "4 Nest Ball"), encoding="utf-8")
    result = export(catalog, str(listed), "--to", "plain", "--force")
    assert "4 Nest Ball PAF 84" in result.stdout.splitlines()
    assert "chose PAF 84, mark G, from the newest set with a print of Nest Ball in any format" \
        in result.stderr
    assert "exported anyway (--force): NOT LEGAL: not-in-format" in result.stderr


def test_an_illegal_list_is_refused_without_force(catalog: str, tmp_path: Path) -> None:
    listed = tmp_path / "five.txt"
    listed.write_text(ITALIAN.read_text(encoding="utf-8").replace(
        "4 Determinazione di Lylia", "5 Determinazione di Lylia"), encoding="utf-8")
    pdf = tmp_path / "sheet.pdf"
    result = export(catalog, str(listed), "--to", "registration", "-o", str(pdf))
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1
    assert "NOT LEGAL in Standard" in result.stderr and "--force" in result.stderr
    assert not pdf.exists()


def test_a_forced_sheet_names_every_violation(catalog: str, tmp_path: Path) -> None:
    listed = tmp_path / "five.txt"
    listed.write_text(ITALIAN.read_text(encoding="utf-8").replace(
        "4 Determinazione di Lylia", "5 Determinazione di Lylia"), encoding="utf-8")
    pdf = tmp_path / "sheet.pdf"
    result = export(catalog, str(listed), "--to", "registration", "--force", "-o", str(pdf))
    assert result.exit_code == 0, result.output
    text = " ".join(sheet_text(pdf))
    assert "NOT LEGAL: copy-limit: 5 cards named \"Lillie's Determination\"" in text
    assert "NOT LEGAL: deck-size" in text


def test_a_forced_sheet_is_english_banner_included_whatever_the_reader(
        catalog: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # One language per answer: the sheet is English; what deckcheck says on stderr is Italian.
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    listed = tmp_path / "five.txt"
    listed.write_text(ITALIAN.read_text(encoding="utf-8").replace(
        "4 Determinazione di Lylia", "5 Determinazione di Lylia"), encoding="utf-8")
    pdf = tmp_path / "sheet.pdf"
    result = export(catalog, str(listed), "--to", "registration", "--force", "-o", str(pdf))
    text = " ".join(sheet_text(pdf))
    assert "NOT LEGAL: copy-limit: 5 cards named \"Lillie's Determination\"" in text
    assert "NON LEGALE" not in text
    assert "esportato comunque" in result.stderr


def test_an_unknown_card_is_refused_even_when_forced(catalog: str, tmp_path: Path) -> None:
    listed = tmp_path / "typo.txt"
    listed.write_text(NAME_ONLY.replace("4 Ultra Ball", "4 Ultra Bawl"), encoding="utf-8")
    result = export(catalog, str(listed), "--to", "plain", "--force")
    assert result.exit_code == 1
    assert "line 5: 4 Ultra Bawl: no card of that name in the card catalog" in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize("lang", ["en", "it", "es", "pt", "fr", "de"])
def test_a_ptcgl_export_reads_back_as_the_same_cards(lang: str, catalog: str,
                                                     tmp_path: Path) -> None:
    exported = tmp_path / f"deck.{lang}.txt"
    assert export(catalog, str(ITALIAN), "--to", "ptcgl", "--lang", lang,
                  "-o", str(exported)).exit_code == 0

    def cards(path: Path) -> list[tuple[int, str, str | None]]:
        result = runner.invoke(app, ["check", str(path), "--output", "json", "--catalog", catalog])
        deck = json.loads(result.stdout)["decks"][0]
        assert deck["verdict"] == "legal"
        return sorted((c["quantity"], c["name"], c["section"]) for c in deck["cards"])

    assert cards(exported) == cards(ITALIAN)


def test_a_plain_export_reads_back_as_the_same_cards(catalog: str, tmp_path: Path) -> None:
    exported = tmp_path / "deck.txt"
    export(catalog, str(ITALIAN), "--to", "plain", "-o", str(exported))

    def cards(path: Path) -> list[tuple[int, str]]:
        result = runner.invoke(app, ["check", str(path), "--output", "json", "--catalog", catalog])
        return sorted((c["quantity"], c["name"]) for c in json.loads(result.stdout)["decks"][0]
                      ["cards"])

    assert cards(exported) == cards(ITALIAN)


def test_the_english_ptcgl_export_has_the_client_headers(catalog: str) -> None:
    result = export(catalog, str(ITALIAN), "--to", "ptcgl")
    lines = result.stdout.splitlines()
    assert [line for line in lines if ":" in line] == [
        "Pokémon: 15", "Trainer: 28", "Energy: 17", "Total Cards: 60"]
    assert "10 Basic {P} Energy SVE 5" in lines


def test_player_details_come_from_the_project_settings(catalog: str, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deckcheck.yaml").write_text(
        "player: {name: Ada Lovelace, id: 1234567, birth_date: '2001-05-04', division: masters}\n")
    monkeypatch.chdir(tmp_path)
    pdf = tmp_path / "sheet.pdf"
    assert export(catalog, str(ITALIAN), "--to", "registration", "-o", str(pdf)).exit_code == 0
    lines = sheet_text(pdf)
    assert {"Player Name: Ada Lovelace", "Player ID: 1234567",
            "Date of Birth: 2001-05-04"} <= set(lines)


def test_letter_paper(catalog: str, tmp_path: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    export(catalog, str(ITALIAN), "--to", "registration", "--paper", "letter", "-o", str(pdf))
    box = PdfReader(pdf).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)
