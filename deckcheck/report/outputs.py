"""Where ``deckcheck check`` writes its reports: ``--output FORMAT[:FILE]``, ``--output-file``.

One run can write several reports, each to its own place, as pylint's ``--output-format
json:report.json,text`` does: a GitHub Actions job gets annotations in its log, a SARIF file for
code scanning and a Markdown table for its summary from one check of the lists. At most one
report goes to standard output. A file is written whole or not at all (a temporary file beside
it, renamed when the run ends), an existing file is replaced only with ``--overwrite`` and keeps
its mode, a link is followed to its file, anything but a regular file is refused (as
:mod:`deckcheck.userfiles` writes every file a user names), and a file the run checks is never
replaced.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import IO

from deckcheck.errors import UsageError
from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass
from deckcheck.os_reasons import os_reason
from deckcheck.userfiles import destination, link_new, permissions

FOR_MACHINES = frozenset({"json", "jsonl", "github", "sarif"})
"""Reports read by programs: English unless ``--lang`` says otherwise (see the CLI)."""


@dataclass(frozen=True)
class OutputSpec:
    """One report: its format, and its file (None: standard output)."""

    kind: str
    file: str | None = None


def parse(values: list[str], output_file: str | None, known: list[str]) -> list[OutputSpec]:
    """The reports ``--output`` and ``--output-file`` ask for, refused with a clear line when a
    format is unknown ("did you mean"), two reports would share standard output or one file."""
    specs = []
    for value in values:
        kind, colon, file = value.partition(":")
        kind = kind.strip().lower()
        if kind not in known:
            import difflib

            close = difflib.get_close_matches(kind, known, n=1)
            hint = _(" (did you mean {name}?)").format(name=close[0]) if close else ""
            raise UsageError(_("unknown report format {kind!r}{hint}; one of {known}").format(
                kind=kind, hint=hint, known=", ".join(known)))
        if colon and not file:
            raise UsageError(_("--output {kind}: no file after the colon").format(kind=kind))
        specs.append(OutputSpec(kind, file or None))
    to_stdout = [spec for spec in specs if spec.file is None]
    if output_file is not None:
        if not output_file.strip():
            raise UsageError(_("--{option} is empty").format(option="output-file"))
        if len(to_stdout) > 1:
            raise UsageError(_("--output-file names the file of one report; give the others "
                               "as --output FORMAT:FILE"))
        if to_stdout:
            specs[specs.index(to_stdout[0])] = OutputSpec(to_stdout[0].kind, output_file)
        else:
            specs.append(OutputSpec("", output_file))  # the default format, to that file
        to_stdout = []
    if len(to_stdout) > 1:
        raise UsageError(_("only one report can go to standard output; write the others to "
                           "files with --output FORMAT:FILE"))
    files = [os.path.realpath(spec.file) for spec in specs if spec.file is not None]
    if len(set(files)) != len(files):
        raise UsageError(_("two reports cannot be written to the same file"))
    return specs


class Destination:
    """A report's place: standard output, or a file written whole when the run ends."""

    def __init__(self, spec: OutputSpec, overwrite: bool, checked: set[str]) -> None:
        self.spec = spec
        self.failed = False
        self._handle: IO[str] | None = None
        self._temporary: str | None = None
        if spec.file is None:
            return
        target = spec.file
        if os.path.realpath(target) in checked:
            raise UsageError(_("{path}: is a decklist this run checks; write the report "
                               "elsewhere").format(path=target))
        if Path(target).is_dir():
            raise UsageError(_("{path}: is a folder; name a file").format(path=target))
        # The promises of every file a user names (userfiles): only a regular file, a link
        # followed to its file, an existing file replaced only with --overwrite.
        self._path = destination(target, overwrite)
        self._overwrite = overwrite
        import tempfile

        folder, name = os.path.split(self._path)
        try:
            fd, self._temporary = tempfile.mkstemp(dir=folder or ".", prefix=f".{name}.",
                                                   suffix=".tmp")
        except OSError as exc:
            raise UsageError(_("{path}: {reason}").format(path=target,
                                                          reason=os_reason(exc))) from None
        self._handle = os.fdopen(fd, "w", encoding="utf-8", newline="")

    @property
    def to_terminal(self) -> bool:
        """Whether the report goes to standard output."""
        return self.spec.file is None

    def write(self, text: str) -> None:
        """Write one piece of the report."""
        if self.failed or not text:
            return
        if self._handle is not None:
            self._handle.write(text)
            return
        try:
            if sys.stdout is None:
                raise ValueError("standard output is closed")
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:
            self.failed = True  # a reader that stops early (`| head`): no message
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (ValueError, OSError) as exc:
            from deckcheck.library_reasons import library_reason  # only a failure pays

            self.failed = True
            if sys.stderr is not None:
                sys.stderr.write(_("deckcheck: error: cannot write the report: {reason}")
                                 .format(reason=library_reason(exc)) + "\n")

    @property
    def real_file(self) -> str | None:
        """The file this report will replace or create, links followed (None: standard
        output)."""
        return None if self.spec.file is None else os.path.realpath(self._path)

    def finish(self, checked: frozenset[str] | set[str] = frozenset()) -> None:
        """Put the written file in place (the run ended normally): the file replaced keeps its
        mode; a new one gets the mode ``open`` would give it; a file that appeared meanwhile is
        still never replaced unasked; and a decklist the run read (``checked``: real paths, a
        folder's lists included) is never replaced — the report is dropped instead."""
        if self._handle is None or self._temporary is None:
            return
        if self.real_file in checked:
            self.discard()
            raise UsageError(_("{path}: is a decklist this run checks; write the report "
                               "elsewhere").format(path=self.spec.file))
        self._handle.flush()
        os.fsync(self._handle.fileno())
        permissions(self._handle.fileno(), self._path if self._overwrite else None)
        self._handle.close()
        self._handle = None
        try:
            if self._overwrite:
                Path(self._temporary).replace(self._path)
            else:
                link_new(self._temporary, self._path)
        except FileExistsError:
            raise UsageError(_("{path}: already exists; add --overwrite to replace it").format(
                path=self.spec.file)) from None
        finally:
            Path(self._temporary).unlink(missing_ok=True)
            self._temporary = None

    def discard(self) -> None:
        """Remove the unfinished file (the run stopped): the old one, if any, stays."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None
        if self._temporary is not None:
            with contextlib.suppress(OSError):
                Path(self._temporary).unlink()
            self._temporary = None
