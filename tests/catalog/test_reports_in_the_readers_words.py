"""A report in the reader's language speaks the player's game in the player's words.

Broken lists, written with English card names as Pokémon TCG Live exports them, are checked in
each language deckcheck speaks. The text report may name no game term in English where the
glossary (data/glossary.yaml) has the language's own word — no "ACE SPEC" for an Italian player,
no "Evolution Deck" for a Spanish one — and no card by its English name where the card catalog
has the card's name in that language: the player reads "Determinazione di Lylia", with the
English name that counts beside it in brackets, never "Lillie's Determination" alone. Dates and
numbers are written as the reader's language writes them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck import rulesdata
from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.cli import app
from deckcheck.names.canonical import rules_for
from deckcheck.names.folding import fold
from deckcheck.rulesdata.resources import data_dir
from deckcheck.rulesdata.schema import Glossary, validate_file

LANGUAGES = ("it", "es", "pt", "fr", "de")

BROKEN = {
    # Too many copies of a name, two ACE SPEC cards, two Radiant Pokémon, a wrong size.
    "standard": """\
Pokémon: 2
1 Radiant Greninja ASR 46
1 Radiant Charizard PGO 11
Trainer: 8
5 Lillie's Determination MEG 119
1 Prime Catcher TEF 157
1 Master Ball TEF 153
1 Boss's Orders PAL 172
Energy: 4
4 Basic Water Energy SVE 3
""",
    # Rule Box cards of every kind, in a format that allows none, and two Pokémon types.
    "glc": """\
Pokémon: 3
1 Charizard ex OBF 125
1 Arceus VSTAR BRS 123
1 Squirtle MEW 7
Trainer: 1
1 Computer Search BCR 137
""",
    # The house-rules variant: two Water Pokémon in the team, the Energy short of its type.
    "team-of-six": """\
Team: 2
1 Squirtle BS 63
1 Staryu BS 65
Evolution Deck: 1
1 Wartortle BS 42
Trainer: 1
1 Bill BS 91
Energy: 3
3 Water Energy BS 102
""",
}


@pytest.fixture(scope="module")
def glossary() -> dict[str, Any]:
    return validate_file(Glossary, data_dir() / "glossary.yaml", "data/glossary.yaml").model_dump()


@pytest.fixture(scope="module")
def reports(built_catalog: tuple[Path, BuildReport],
            tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], str]:
    """The text report of every broken list, in every language."""
    folder = tmp_path_factory.mktemp("broken")
    runner = CliRunner()
    out = {}
    for game_format, text in BROKEN.items():
        path = folder / f"{game_format}.txt"
        path.write_text(text, encoding="utf-8")
        for code in LANGUAGES:
            result = runner.invoke(app, ["check", "--lang", code, "--format", game_format,
                                         "--catalog", str(built_catalog[0]), str(path)])
            assert result.exit_code == 1, result.output
            out[game_format, code] = result.output.replace(str(path), "LIST")
    return out


def _english_names(catalog_path: Path) -> dict[str, dict[str, str]]:
    """The English names of every card the broken lists name (the catalog's, and the one the
    rules count: "Water Energy" is "Basic Water Energy"), each with its names by language."""
    catalog = Catalog(catalog_path)
    canonical = rules_for(rulesdata.load()).canonical
    names: dict[str, dict[str, str]] = {}
    for text in BROKEN.values():
        for line in text.splitlines():
            match = re.match(r"\d+ (.+) ([A-Z0-9]+) (\w+)$", line)
            if match:
                printed = catalog.by_print(match[2], match[3])
                assert printed is not None, f"{line}: not in the test catalog"
                names[printed.name] = names[canonical(printed.name).display] = printed.names
    return names


def _shown_beside_local(report: str, names: dict[str, dict[str, str]], code: str) -> str:
    """The report without "(English name)" where it stands as the name that counts beside the
    card's own name in the reader's language: shown because the rules need it."""
    if not names:
        return report
    alternatives = "|".join(re.escape(name) for name in names)
    return re.sub(rf" \((?:{alternatives})\)", "", report)


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_card_is_named_only_in_english_where_the_catalog_has_its_name(
        reports: dict[tuple[str, str], str], built_catalog: tuple[Path, BuildReport],
        code: str) -> None:
    names = _english_names(built_catalog[0])
    found = []
    for game_format in BROKEN:
        report = _shown_beside_local(reports[game_format, code], names, code)
        for english, local in names.items():
            if local.get(code) and fold(local[code]) != fold(english) and english in report:
                found.append(f"{game_format}: {english!r} where {code} says {local[code]!r}")
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_game_term_is_in_english_where_the_language_has_its_own(
        reports: dict[tuple[str, str], str], built_catalog: tuple[Path, BuildReport],
        glossary: dict[str, Any], code: str) -> None:
    names = _english_names(built_catalog[0])
    own = sorted((entry[code]["term"] for entries in glossary.values()
                  for entry in entries.values()), key=len, reverse=True)
    wrong = [(entry["en"], entry[code]["term"]) for group, entries in glossary.items()
             if group != "rarities" for entry in entries.values()
             if entry[code]["term"].casefold() != entry["en"].casefold()]
    found: list[str] = []
    for game_format in BROKEN:
        report = reports[game_format, code]
        # A card line shows the English name the rules count beside the local one: not prose.
        report = _shown_beside_local(report, names, code)
        report = re.sub(r"`[^`]*`", "", report)
        for word in own:
            report = report.replace(word, "\0")
        found.extend(f"{game_format}: {english!r} where {code} says {local!r}"
                     for english, local in wrong
                     if re.search(rf"(?<![\w.-]){re.escape(english)}(?![\w-])", report))
    assert found == [], "\n".join(found) + "\n\n" + reports["standard", code]


def test_the_italian_report_reads_as_an_italian_player_expects(
        reports: dict[tuple[str, str], str]) -> None:
    report = reports["standard", "it"]
    assert "5 carte con il nome \"Determinazione di Lylia (Lillie's Determination)\"" in report
    assert "carte ASSO TATTICO" in report
    assert "ACE SPEC" not in report
    assert "«Appendice 1 – Le carte ASSO TATTICO»" in report


def test_energy_types_are_the_readers_words(reports: dict[tuple[str, str], str]) -> None:
    assert "Energia Acqua base" in reports["team-of-six", "it"]
    assert "(Acqua)" in reports["team-of-six", "it"]
    assert "Wasser" in reports["team-of-six", "de"]
    assert "Water" not in _shown_beside_local(reports["team-of-six", "de"],
                                              {"Basic Water Energy": {}}, "de")


def test_a_rule_box_suffix_is_printed_as_the_readers_cards_print_it(
        reports: dict[tuple[str, str], str]) -> None:
    assert "V ASTRO" in reports["glc", "it"]
    assert "V-ASTRO" in reports["glc", "es"]


@pytest.mark.parametrize(("code", "day"), [
    ("it", "24 luglio 2026"), ("es", "24 de julio de 2026"), ("pt", "24 de julho de 2026"),
    ("fr", "24 juillet 2026"), ("de", "24. Juli 2026"), ("en", "2026-07-24")])
def test_dates_in_prose_are_written_as_the_reader_writes_them(
        built_catalog: tuple[Path, BuildReport], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, code: str, day: str) -> None:
    # Months after the format data was read, every Standard list is undecided, naming the day.
    monkeypatch.setenv("DECKCHECK_TODAY", "2026-11-23")
    path = tmp_path / "list.txt"
    path.write_text("Pokémon: 1\n1 Pikachu V VIV 43\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--lang", code, "--catalog",
                                      str(built_catalog[0]), str(path)])
    assert day in result.output
    if code != "en":
        assert "2026-07-24" not in result.output


@pytest.mark.parametrize(("code", "title", "row"), [
    ("it", "Determinazione di Lylia (Lillie's Determination) — Allenatore, Aiuto",
     "MEG 119        Megaevoluzione"),
    ("es", "Determinación de Lylia (Lillie's Determination) — Entrenador, Partidario",
     "MEG 119        Megaevolución"),
    ("en", "Lillie's Determination — Trainer, Supporter", "MEG 119        Mega Evolution"),
])
def test_card_speaks_the_readers_words(built_catalog: tuple[Path, BuildReport], code: str,
                                       title: str, row: str) -> None:
    result = CliRunner().invoke(app, ["card", "--lang", code, "--catalog", str(built_catalog[0]),
                                      "MEG 119"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == title
    assert any(line.strip().startswith(row) for line in result.output.splitlines())


def test_card_json_stays_the_catalogs_english(built_catalog: tuple[Path, BuildReport]) -> None:
    result = CliRunner().invoke(app, ["card", "--lang", "it", "--json", "--catalog",
                                      str(built_catalog[0]), "MEG 119"])
    printed = json.loads(result.output)["prints"]
    assert {p["set_name"] for p in printed if p["set"] == "MEG"} == {"Mega Evolution"}


def test_what_a_team_pokemon_evolves_into_is_named_in_the_readers_language(
        reports: dict[tuple[str, str], str]) -> None:
    # Wartortle evolves into Blastoise: Tortank in French, Turtok in German.
    assert "évolue en Tortank" in reports["team-of-six", "fr"]
    assert "entwickelt sich zu Turtok" in reports["team-of-six", "de"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_v_union_illustrations_keep_their_prints_and_artists_in_every_language(
        unlimited: Any, code: str) -> None:
    # The pieces' name is the reader's ("Morpeko V UNIONE"); the illustrations are still told
    # by their prints and artists (data/cards/v_union.yaml names them in English).
    from deckcheck.i18n import use

    pieces = ("1 Morpeko V-UNION PR-SW SWSH215\n1 Morpeko V-UNION PR-SW SWSH216\n"
              "1 Morpeko V-UNION PR-SW SWSH289\n1 Morpeko V-UNION PR-SW SWSH290\n")
    with use(code):
        result = unlimited.check_bytes(pieces.encode(), "v-union.txt")
        [found] = [v for v in result.violations if v.rule == "v-union"]
    assert "Mitsuhiro Arita" in found.message and "SWSH289" in found.message


def test_a_level_the_readers_catalog_name_lacks_is_quoted_as_written(unlimited: Any) -> None:
    # The German card data names Gengar LV.X AR 97 just "Gengar": quoting the line so would drop
    # the LV.X the player wrote.
    from deckcheck.i18n import use

    with use("de"):
        result = unlimited.check_bytes(b"5 Gengar LV.X AR 97\n", "gengar.txt")
        [found] = [v for v in result.violations if v.rule == "copy-limit"]
        assert list(found.cards) == ["5 Gengar LV.X (Gengar) AR 97"]
