"""The ``deckcheck`` command line. Thin: parse options, run the pipeline, pick a reporter, exit.

The contract (options, output shapes, exit codes in :mod:`deckcheck.exitcodes`) is relied on by
scripts and CI jobs; see the README.
"""

from __future__ import annotations

import gc

# Typer and Click are loaded without the cyclic collector walking what they make (the reason
# is deckcheck.cli.gc_pause's); main() pauses it again for the command's own start-up.
_COLLECTING = gc.isenabled()
gc.disable()

import contextlib  # noqa: E402
import sys  # noqa: E402

import typer  # noqa: E402

from deckcheck.cli import gc_pause, usage_errors  # noqa: E402
from deckcheck.cli.common import LANG_HELP, Output  # noqa: E402
from deckcheck.cli.root import _help_language, _main, _translate_help  # noqa: E402

if _COLLECTING:  # imported by a program (or a test) rather than run: the collector runs again
    gc.enable()

_registered = False


def _whole_app() -> typer.Typer:
    """The app with every command, registered once, in the order --help lists them."""
    global _registered
    from deckcheck.cli import catalog, check, export, formats, lookup, serve
    from deckcheck.cli.root import app

    if not _registered:
        _registered = True
        app.command()(check.check)
        app.command()(lookup.name)
        app.command()(lookup.card)
        app.command("rules")(lookup.rules_command)
        app.add_typer(formats.formats_app, name="formats")
        app.command()(formats.update)
        app.add_typer(catalog.catalog_app, name="catalog")
        app.command()(export.export)
        app.command()(serve.serve)
    return app


def __getattr__(name: str) -> typer.Typer:
    # `from deckcheck.cli import app` (tests, the message extractor) gets the whole app; the
    # console script's `check` imports only its own command's module (start-up time).
    if name == "app":
        return _whole_app()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main() -> None:
    """Console-script entry point.

    ``deckcheck check …``, the command a CI job and a batch run most, imports and builds only
    itself: Typer converts every registered command's options at start-up, and the other
    commands' modules and options cost a measurable share of checking one list
    (scripts/benchmark.py). Every other call, and ``--help``, gets the whole app.
    """
    gc_pause.pause()  # until the lists are checked, or the command runs (help: to the end)
    try:
        _run()
    finally:
        gc_pause.resume()  # run by a program (a test), which goes on


def _run() -> None:
    for stream in (sys.stdout, sys.stderr):
        # A terminal in Latin-1 or ASCII cannot show “ ” or „: escape what it cannot encode
        # (in JSON, \u201c is the same character) rather than fail the report.
        with contextlib.suppress(AttributeError, ValueError):
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    if len(sys.argv) > 1 and sys.argv[1] == "check" and "--help" not in sys.argv[2:]:
        from typer.main import get_command

        from deckcheck.cli import check

        only_check = typer.Typer(add_completion=False)
        only_check.callback()(_main)
        only_check.command()(check.check)
        usage_errors.run(get_command(only_check), _help_language(sys.argv[1:]))
    code = _help_language(sys.argv[1:])
    from typer.main import get_command

    from deckcheck.i18n import use

    command = get_command(_whole_app())
    with use(code):
        _translate_help(command)
    if not _asks_for_help(sys.argv[1:]):
        gc_pause.resume()
    usage_errors.run(command, code)


def _asks_for_help(args: list[str]) -> bool:
    """Whether the command line only asks for help (help is drawn and the process ends)."""
    return not args or "--help" in args


__all__ = ["LANG_HELP", "Output", "app", "main"]
