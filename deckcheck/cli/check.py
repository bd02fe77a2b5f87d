"""``deckcheck check``: settings, ``--format`` and ``--date`` to a format per list, the
pipeline over every list, the reporters, the exit code."""

import itertools
import os
import sys
from typing import TYPE_CHECKING, Annotated, Any

import typer

from deckcheck.cli.catalog import _ensure_catalog
from deckcheck.cli.common import (
    LANG_HELP,
    Color,
    Output,
    _aborting,
    _lists_language,
    _not_empty,
    _open_catalog,
    _run_lang,
    _speaking,
    _user_errors,
)
from deckcheck.errors import UsageError
from deckcheck.i18n import _

if TYPE_CHECKING:
    from collections.abc import Iterator

    from deckcheck.formats import GameFormat


def check(
    paths: Annotated[list[str] | None, typer.Argument(
        help="Decklist files, directories (searched recursively for .txt, .deck, .dek and .list "
             "files, leaving out what .gitignore, .ignore and the exclude settings leave out), or "
             "- for standard input. Default: paths in \\[tool.deckcheck], else the folder of "
             "that settings file.", show_default=False)] = None,
    game_format: Annotated[str | None, typer.Option(
        "--format", "-f", help="Game format to check against: a name from `deckcheck formats`, "
        "or a .yaml format file of your own. Default: \\[tool.deckcheck] in pyproject.toml or "
        "deckcheck.yaml (per path), else standard.", show_default=False)] = None,
    output: Annotated[list[str] | None, typer.Option(
        "--output", metavar="FORMAT[:FILE]", help="Report format: text for people; markdown (a "
        "table of verdicts); json, jsonl (a deck per line), github (annotations) or sarif (code "
        "scanning) for machines. FORMAT:FILE writes that report to FILE; give --output again "
        "for more reports of the same run. Default: github when GITHUB_ACTIONS is set (as "
        "linters do), else text.", show_default=False)] = None,
    output_file: Annotated[str | None, typer.Option(
        "--output-file", "-o", metavar="FILE", help="Write the report to FILE instead of "
        "standard output (an existing file only with --overwrite).", show_default=False)] = None,
    overwrite: Annotated[bool, typer.Option(
        "--overwrite", help="Replace the report files --output and -o name if they exist.")]
        = False,
    catalog: Annotated[str | None, typer.Option(
        help="Card catalog to identify cards with. Default: DECKCHECK_CATALOG, else the one "
             "`deckcheck catalog update` built.")] = None,
    strict: Annotated[bool | None, typer.Option(
        "--strict/--no-strict", help="Make every point deckcheck cannot decide an error (exit 1) "
        "instead of an undecided verdict (exit 3). Default: strict in \\[tool.deckcheck], else "
        "off.", show_default=False)] = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " One language for the whole run. Default: the locale "
        "(LANG), else the lists' own language when they all share one, else English; reports "
        "only for machines are English.", show_default=False)] = None,
    day: Annotated[str | None, typer.Option(
        "--date", metavar="YYYY-MM-DD", help="Judge the lists by the format as it stood on this "
        "day (its card pool, bans and rotations: data/history/). Default: date in "
        "\\[tool.deckcheck], else today by the current format files.",
        show_default=False)] = None,
    next_rotation: Annotated[bool, typer.Option(
        "--next-rotation", help="Name the cards of each list that the next announced Standard "
        "rotation removes, and its date.")] = False,
    max_data_age: Annotated[int | None, typer.Option(
        "--max-data-age", metavar="DAYS", min=0, max=36_500, help="Trust the format data for "
        "this many days after it was read (`deckcheck --version` says when); later checks are "
        "undecided. Default: max-data-age in \\[tool.deckcheck], else 90.",
        show_default=False)] = None,
    exclude: Annotated[list[str] | None, typer.Option(
        "--exclude", metavar="PATTERN", help="Leave out of folder walks what this "
        "gitignore-style pattern matches (relative to the current folder); may be repeated. "
        "Adds to exclude and extend-exclude in \\[tool.deckcheck].",
        show_default=False)] = None,
    no_ignore: Annotated[bool, typer.Option(
        "--no-ignore", help="Walk folders without reading .gitignore and .ignore files.")]
        = False,
    force_exclude: Annotated[bool, typer.Option(
        "--force-exclude", help="Leave out the files named, too, where a folder walk would "
        "leave them out (ignore files, exclude patterns, the default exclusions, hidden "
        "entries, other suffixes): for the pre-commit hook, which names every changed file.")]
        = False,
    quiet: Annotated[bool, typer.Option(
        "--quiet", "-q", help="Text report: only the decks that are not legal, their errors and "
        "points to confirm, and the summary.")] = False,
    color: Annotated[Color, typer.Option(
        "--color", help="Colours in the text report: auto (on a terminal, unless NO_COLOR is "
        "set; FORCE_COLOR forces them), always or never.", case_sensitive=False)] = Color.auto,
    ensure_catalog: Annotated[bool, typer.Option(
        "--ensure-catalog", help="Build the card catalog first when there is none (or it was "
        "built for another deckcheck), as `deckcheck catalog update` does; later runs reuse it. "
        "For hooks and jobs that must not need a manual step.")] = False,
    jobs: Annotated[int | None, typer.Option(
        "--jobs", "-j", min=1, max=1024, metavar="N", help="Check the lists in N processes; the "
        "report is the same, in the same order. Default: every core from 64 lists on, else "
        "one.", show_default=False)] = None,
) -> None:
    """Check decklists. Exit 0: all legal; 1: any deck illegal or unreadable; 2: usage error;
    3: none illegal, but some point undecided (confirm with a judge, or use --strict)."""
    from deckcheck.report.outputs import parse

    lang = _run_lang(lang)
    with _speaking(lang), _user_errors():
        outputs = list(output or [])
        if output_file is not None and output_file.strip().lower() in set(Output):
            # Until this release, -o was the report format (-o json). A script written so keeps
            # its meaning, loudly: -o now names a file, as it does in `deckcheck export`.
            typer.echo(_("deckcheck: warning: -o {format} reads as --output {format}; -o names "
                         "the report's file now, as in `deckcheck export` (write --output "
                         "{format}, or -o ./{format} for a file of that name)").format(
                format=output_file.strip().lower()), err=True)
            outputs.append(output_file.strip().lower())
            output_file = None
        if not outputs:
            outputs = [Output.github.value if os.environ.get("GITHUB_ACTIONS") == "true"
                       else Output.text.value]
        specs = parse(outputs, output_file, [kind.value for kind in Output])
        default = "github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text"
        specs = [spec if spec.kind else type(spec)(default, spec.file) for spec in specs]
        if ensure_catalog:
            _ensure_catalog(catalog)
        _check(paths, game_format, specs, overwrite, catalog, strict, lang, day, next_rotation,
               _Walk(exclude or [], no_ignore, force_exclude), quiet, color, max_data_age, jobs)


class _Walk:
    """``--exclude``, ``--no-ignore`` and ``--force-exclude``: what a folder walk leaves out
    (with the settings), and whether the files named go by the same rules."""

    def __init__(self, exclude: list[str], no_ignore: bool, force_exclude: bool = False) -> None:
        self.exclude = exclude
        self.no_ignore = no_ignore
        self.force_exclude = force_exclude


def _check(paths: list[str] | None, game_format: str | None, specs: list[Any],
           overwrite: bool, catalog: str | None, strict: bool | None, lang: str | None,
           day: str | None, next_rotation: bool, walk: _Walk, quiet: bool,
           color: Color, max_data_age: int | None = None, jobs: int | None = None) -> None:
    """``check``: one language for the whole run (--lang; else English when every report is for
    machines; else the locale's; else the lists' own when they all share one; else English)."""

    from deckcheck import rulesdata, run
    from deckcheck.checker import Checker, Source, expand
    from deckcheck.i18n import locale_language, use
    from deckcheck.read import config
    from deckcheck.report import Tally, reporter_class
    from deckcheck.report.outputs import FOR_MACHINES, Destination

    with _user_errors():
        _not_empty(format=game_format, date=day)
        rules_data = rulesdata.load()
        project = config.find_for(paths)
        bare = not paths
        if not paths:
            if project is None:
                raise UsageError(_("give at least one decklist file, directory, or - for "
                                   "standard input (or name them in paths in "
                                   "[tool.deckcheck])"))
            paths = list(project.decklists or project.default_paths())
            # What the settings name may have settings of its own ("decks/" with a
            # deckcheck.yaml): refused as two settings files named on the command line are.
            config.find_for(paths, project)
        planned = run.plan(project, game_format, day, strict, max_data_age, next_rotation)
        default_id, strict = planned.default_id, planned.strict
        chosen = planned.game_format(rules_data, default_id)
        # What a folder walk leaves out (deckcheck.read.ignore): only read when a folder is named.
        walked = None
        if walk.force_exclude or any(
                path != "-" and os.path.isdir(path) for path in paths):  # noqa: PTH112
            from deckcheck.read.ignore import settings_for

            walked = settings_for(walk.no_ignore, walk.exclude, project, walk.force_exclude)
        from deckcheck.read.left_out import LeftOut

        left_out = LeftOut()
        sources = expand(paths, walked, left_out)
        first = next(sources, None)
        if first is None and not (walk.force_exclude and left_out):
            raise UsageError(_("no decklist files found in {paths}").format(
                paths=", ".join(paths)))
        # --force-exclude may leave out every file named (a commit of a README.txt): a run of
        # no decks, which says what it left out.
        sources = itertools.chain([] if first is None else [first], sources)
        if lang is not None:
            spoken = lang
        elif all(spec.kind in FOR_MACHINES for spec in specs):
            # A CI job's machine output must not change with the machine's locale.
            spoken = "en"
        else:
            spoken = locale_language(os.environ) or ""
            if not spoken:
                found, sources = _lists_language(sources, rules_data)
                spoken = found or "en"
        named_files = {os.path.realpath(path) for path in paths if path != "-"}
        destinations = [Destination(spec, overwrite, named_files) for spec in specs]
        cards = _open_catalog(catalog)
        if next_rotation:
            from deckcheck import clock
            from deckcheck.formats import requested

            chosen = requested.with_rotation(chosen, clock.today())

        def language_for(header: str | None) -> str:
            return spoken

        checkers = {default_id: Checker(rules_data, chosen, cards, strict, language_for)}

        def reopen() -> None:
            """In a worker process: its own connection to the catalog, and its own checkers."""
            nonlocal cards
            cards = _open_catalog(catalog)
            checkers.clear()
            checkers[default_id] = Checker(rules_data, chosen, cards, strict, language_for)

        def format_for(source: Source) -> str:
            """A deck repository may give each folder its format ([tool.deckcheck] paths)."""
            return planned.format_id_for(source.file)

        # Every format the settings name is resolved before the first report line: a bad one
        # stops the run whole. Its checker is built when a deck first needs it, and the sources
        # are walked as they are checked.
        named: dict[str, GameFormat] = {
            format_id: planned.game_format(rules_data, format_id)
            for format_id in planned.folder_format_ids() - set(checkers)}

        def checker_for(format_id: str) -> Checker:
            if format_id not in checkers:
                found = named[format_id]
                if next_rotation:
                    from deckcheck import clock
                    from deckcheck.formats import requested

                    found = requested.with_rotation(found, clock.today())
                checkers[format_id] = Checker(rules_data, found, cards, strict, language_for)
            return checkers[format_id]
    from deckcheck.report import provenance
    from deckcheck.terminal import wants_color

    reporters = []
    for destination in destinations:
        colored = destination.spec.kind == "text" and wants_color(
            color.value, sys.stdout if destination.to_terminal else None, os.environ)
        reporter = reporter_class(destination.spec.kind)(chosen, rules_data, colored)
        reporter.quiet = quiet
        reporter.provenance = provenance.of_run(cards).for_formats(
            {chosen.id, *planned.folder_format_ids()})
        reporters.append((reporter, destination))
    tally = Tally(left_out=left_out)
    from deckcheck.report import batch

    # Each deck is checked and rendered here, or by a worker process (batch.run's --jobs).
    work = batch.Work(lambda source: checker_for(format_for(source)).check_source(source),
                      lambda result: tuple(reporter.render(result) for reporter, _ in reporters),
                      reopen)
    # A report file may name a list a folder walk finds (decks/x.txt for `check decks/`): every
    # list read is noted, and such a report is dropped rather than written over the list.
    targets = {real for destination in destinations
               if (real := destination.real_file) is not None}
    read_here: set[str] = set()

    # A bare run over the settings' repository checks every list its paths keys could name: a
    # key that matched none of them ("decks/GLC/**" for decks/glc) is said, not left to check
    # the club's lists in the default format unsaid.
    matched: set[int] | None = set() if bare and project is not None \
        and project.path_formats and planned.per_path else None

    def noted(found: "Iterator[Source]") -> "Iterator[Source]":
        for source in found:
            if matched is not None and project is not None and source.file is not None:
                matched.update(project.matching_keys(source.file))
            if targets and source.file is not None:
                real = os.path.realpath(source.file)
                if real in targets:
                    read_here.add(real)
            yield source

    from deckcheck.cli import gc_pause

    gc_pause.resume()  # start-up is over: the lists may be many
    jobs, every = batch.jobs_for(jobs, noted(sources))
    finished = False
    try:
        with _user_errors(), use(spoken):  # a catalog found damaged mid-run is one line too
            for reporter, destination in reporters:
                destination.write(reporter.begin())
            with _aborting(reporters):
                for checked in batch.run(work, every, jobs):
                    tally.count(checked.verdict, checked.format_id)
                    for (reporter, destination), text in zip(reporters, checked.texts,
                                                             strict=True):
                        destination.write(reporter.joined(text))
            for reporter, destination in reporters:
                reporter.exit_code = tally.exit_code
                destination.write(reporter.end(tally))
            for _reporter, destination in reporters:
                destination.finish(read_here)
            finished = True
            if left_out and not any(spec.kind in ("text", "markdown") and spec.file is None
                                    for spec in specs):
                # A report for people says what was left out; a machine report on standard
                # output stays one document, and the CI log reads it here.
                typer.echo("deckcheck: " + left_out.sentence(), err=True)
            if matched is not None and project is not None and tally.decks:
                for index, (key, _format_id) in enumerate(project.path_formats):
                    if index not in matched:
                        # Translators: {path} is a settings file, {key} a paths key as written.
                        typer.echo(_("deckcheck: warning: {message}").format(message=_(
                            "{path}: paths key {key!r} matched none of the lists checked")
                            .format(path=project.source, key=key)), err=True)
    finally:
        if not finished:
            for _reporter, destination in reporters:
                destination.discard()
    raise typer.Exit(tally.exit_code)
