"""An error is said in the reader's language, all of it.

zlib, SQLite, the network, tomllib, PyYAML and the UTF-8 decoder word their failures in English;
an Italian reader got "deckcheck: errore: …: Error -3 while decompressing data" (review 15). Each
failure a user meets is said in deckcheck's own sentence, in the reader's language, with the file
and line where one is known. The lists are the repository's sample lists (their sources are in
their headers).
"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck import exitcodes
from deckcheck.catalog.build import BuildReport
from deckcheck.cli import app

REPO = Path(__file__).resolve().parents[2]
DRAGAPULT = REPO / "sample_decks" / "standard" / "dragapult-ex.ptcgl.txt"
"""A current Standard list, as Pokémon TCG Live exports it."""

runner = CliRunner()


def _beside(folder: Path) -> str:
    """The list copied into ``folder``, under the settings written there (settings are those of
    the folder a list stands in)."""
    copy = folder / DRAGAPULT.name
    copy.write_bytes(DRAGAPULT.read_bytes())
    return copy.name


def _italian(*args: str) -> str:
    """What `deckcheck --lang it ARGS` says (an error: the command fails)."""
    result = runner.invoke(app, ["--lang", "it", *args])
    assert result.exit_code in (exitcodes.USAGE, exitcodes.CATALOG_FAILED), result.output
    return result.output


def test_a_card_archive_cut_short_is_told_in_italian(mini_archive: Path,
                                                     tmp_path: Path) -> None:
    """A download of the card database that stopped half-way: the compressed data ends early."""
    cut = tmp_path / "cards-database.tar.gz"
    cut.write_bytes(mini_archive.read_bytes()[:3000])
    output = _italian("catalog", "update", "--source", str(cut),
                      "--catalog", str(tmp_path / "catalog.sqlite3"))
    assert "i dati compressi si interrompono prima della fine" in output, output
    assert "Compressed file ended" not in output, output


def test_a_server_that_refuses_the_connection_is_told_in_italian() -> None:
    """No server listens at the address: "Connection refused" is the system's English."""
    with socket.socket() as probe:  # a port just freed: nothing listens there
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    output = _italian("formats", "update", "--source", f"http://127.0.0.1:{port}/b.tar.gz")
    assert "il server ha rifiutato la connessione" in output, output
    assert "Connection refused" not in output, output


def test_a_file_that_is_no_catalog_is_told_in_italian(tmp_path: Path) -> None:
    """--catalog naming the decklist itself: SQLite's "file is not a database"."""
    output = _italian("check", "--catalog", str(DRAGAPULT), str(DRAGAPULT))
    assert "il file non è un database SQLite" in output, output
    assert "file is not a database" not in output, output


def test_a_yaml_list_left_open_is_told_at_the_line_it_opens(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """deckcheck.yaml with `exclude: [drafts/**` left open: PyYAML says "expected ',' or ']',
    but got '<stream end>'" at the end of the file; the reader is told where the list opens."""
    (tmp_path / "deckcheck.yaml").write_text(
        "format: standard\nexclude: [drafts/**\nstrict: true\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    output = _italian("check", _beside(tmp_path))
    assert "deckcheck.yaml: riga 2: una lista tra [ ] non chiusa con ']'" in output, output


def test_a_latin1_pyproject_is_told_its_line_and_byte(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pyproject.toml saved in Latin-1 ("Café Pokémon" as the club's name): the decoder's
    "'utf-8' codec can't decode byte 0xe9 in position 28" becomes the line and the remedy."""
    (tmp_path / "pyproject.toml").write_bytes(
        '[project]\nname = "Café Pokémon"\n\n[tool.deckcheck]\nformat = "standard"\n'
        .encode("latin-1"))
    monkeypatch.chdir(tmp_path)
    output = _italian("check", _beside(tmp_path))
    assert "pyproject.toml: riga 2: testo non in UTF-8 (byte 0xE9); salva il file in UTF-8" \
        in output, output
    assert "codec" not in output, output


def test_a_key_written_twice_is_named_with_its_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """README: a problem in the settings is reported with its line, "and a key written twice"."""
    (tmp_path / "pyproject.toml").write_text(
        '[tool.deckcheck]\nformat = "standard"\nformat = "expanded"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["check", _beside(tmp_path)])
    assert result.exit_code == exitcodes.USAGE
    assert "pyproject.toml: line 3: 'format' is written twice" in result.output, result.output


@pytest.mark.parametrize("where", [["--lang", "it", "export"], ["export"]],
                         ids=["--lang it before the command", "Italian locale"])
def test_an_unknown_language_is_refused_in_the_runs_language(
        where: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`deckcheck --lang it export --lang xx`: the run speaks Italian, so does the refusal."""
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    result = runner.invoke(app, [*where, "--to", "plain", "--lang", "xx", str(DRAGAPULT)])
    assert result.exit_code == exitcodes.USAGE
    assert "lingua sconosciuta 'xx'" in result.output, result.output


def test_the_card_a_print_is_is_named_in_italian(
        built_catalog: tuple[Path, BuildReport], tmp_path: Path) -> None:
    """The Fire Energy line numbered as Lightning Energy (SVE 4): the line's card is named
    "Energia Fuoco (Basic Fire Energy)", the print's "Energia Lampo", never "Lightning Energy"
    alone inside an Italian sentence."""
    deck = tmp_path / "dragapult.txt"
    deck.write_text(DRAGAPULT.read_text(encoding="utf-8").replace(
        "7 Basic {R} Energy SVE 2", "7 Basic {R} Energy SVE 4"), encoding="utf-8")
    result = runner.invoke(app, ["--lang", "it", "check", "--catalog", str(built_catalog[0]),
                                 str(deck)])
    assert "riga 33: SVE 4 è Energia Lampo (Lightning Energy), non" in result.output, \
        result.output
