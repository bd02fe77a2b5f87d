"""``deckcheck export``: a checked list as a registration sheet, a PTCGL import or text."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import typer

from deckcheck import exitcodes
from deckcheck.cli.common import (
    _list_language,
    _open_catalog,
    _run_lang,
    _speaking,
    _text,
    _user_errors,
)
from deckcheck.i18n import _
from deckcheck.terminal import shown


class ExportTo(StrEnum):
    """What ``deckcheck export`` writes."""

    registration = "registration"
    ptcgl = "ptcgl"
    plain = "plain"


class Paper(StrEnum):
    """Paper sizes for the registration sheet."""

    a4 = "a4"
    letter = "letter"


class Division(StrEnum):
    """Play! Pokémon age divisions."""

    junior = "junior"
    senior = "senior"
    masters = "masters"


def export(
    deck: Annotated[str, typer.Argument(help="A decklist file deckcheck reads, or - for "
                                              "standard input.", metavar="LIST",
                                        show_default=False)],
    to: Annotated[ExportTo, typer.Option(
        "--to", help="registration: the deck registration sheet as a PDF; ptcgl: a Pokémon "
        "TCG Live import text; plain: 4 Name SET NUM lines.", case_sensitive=False)],
    output: Annotated[str | None, typer.Option(
        # -o / --output-file name the file in every command (check's too); --output stays.
        "--output-file", "-o", "--output", metavar="FILE", help="File to write (an existing one "
        "only with --overwrite). Default: standard output.", show_default=False)] = None,
    game_format: Annotated[str | None, typer.Option(
        "--format", "-f", help="Game format the list is checked against and prints are chosen "
        "for; default as for `deckcheck check`.", show_default=False)] = None,
    day: Annotated[str | None, typer.Option(
        "--date", metavar="YYYY-MM-DD", help="Check the list and choose its prints as of this "
        "day, as `deckcheck check --date` does. Default: date in \\[tool.deckcheck], else "
        "today.", show_default=False)] = None,
    lang: Annotated[str | None, typer.Option(
        help="Client language of a ptcgl or plain export, and of deckcheck's messages: en, it, "
        "es, pt, fr or de. Default: en for the export, the locale (LANG) for messages.",
        show_default=False)] = None,
    paper: Annotated[Paper, typer.Option(help="Paper size of the registration sheet.",
                                         case_sensitive=False)] = Paper.a4,
    player_name: Annotated[str | None, typer.Option(
        help="Player name for the sheet. Default: \\[tool.deckcheck.player] name.",
        show_default=False)] = None,
    player_id: Annotated[str | None, typer.Option(
        help="Play! Pokémon player ID. Default: \\[tool.deckcheck.player] id.",
        show_default=False)] = None,
    birth_date: Annotated[str | None, typer.Option(
        help="Date of birth, YYYY-MM-DD. Default: \\[tool.deckcheck.player] birth_date.",
        show_default=False)] = None,
    division: Annotated[Division | None, typer.Option(
        help="Age division. Default: \\[tool.deckcheck.player] division.", case_sensitive=False,
        show_default=False)] = None,
    catalog: Annotated[str | None, typer.Option(
        help="Card catalog to identify cards and choose prints with.")] = None,
    force: Annotated[bool, typer.Option(
        "--force", help="Export a list that is not legal or not decided; the registration "
        "sheet then lists every problem in a banner.")] = False,
    overwrite: Annotated[bool, typer.Option(
        "--overwrite", help="Replace the file -o names if it exists.")] = False,
) -> None:
    """Export a checked list: the deck registration sheet (PDF), a Pokémon TCG Live import, or a
    plain list. A line without set and number gets a print legal in the format, from the newest
    set that has one. A list that is not legal needs --force."""
    from deckcheck import rulesdata
    from deckcheck import run as choose
    from deckcheck.export import output as out
    from deckcheck.export import run
    from deckcheck.export.sheet import ExportError, Player

    lang = _run_lang(lang)  # also the client language of a ptcgl or plain export
    request = run.Request(
        deck=deck, to=to.value, output=output, game_format=game_format, day=day, lang=lang,
        paper=paper.value, force=force, overwrite=overwrite,
        player=Player(name=_text(player_name), id=_text(player_id),
                      birth_date=_text(birth_date), division=division.value if division else None))
    with _speaking(lang or _list_language(deck)), _user_errors():
        run.validate(request)  # before the catalog is opened: a typo costs nothing
        request, project = run.with_settings(request)
        # The format as `check` chooses it, from --format, --date and the settings.
        file = None if request.deck == "-" else request.deck
        chosen = choose.plan(project, request.game_format, request.day).format_for(
            rulesdata.load(), file)
        try:
            exported = run.export(request, chosen, _open_catalog(catalog))
        except ExportError as exc:  # the list needs fixing: exit 1, as an illegal list
            typer.echo(_("deckcheck: error: {message}").format(message=shown(str(exc))),
                       err=True)
            raise typer.Exit(exitcodes.ILLEGAL) from None
        # Notes and problems quote the list's lines: control characters escaped.
        for note in exported.sheet.notes:
            typer.echo(_("deckcheck: note: {message}").format(message=shown(note)), err=True)
        for problem in exported.sheet.problems:
            typer.echo(_("deckcheck: warning: exported anyway (--force): {problem}").format(
                problem=shown(problem)), err=True)
        for warning in exported.warnings:
            typer.echo(_("deckcheck: warning: {message}").format(message=shown(warning)),
                       err=True)
        out.write(exported.content, output, overwrite, binary=exported.binary)
