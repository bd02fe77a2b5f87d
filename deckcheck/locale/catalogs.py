"""Extract, update and compile the gettext catalogs with Babel (a development tool only)."""

from __future__ import annotations

import io
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from deckcheck.i18n import DOMAIN, LANGUAGES, LOCALE_DIR

PACKAGE = LOCALE_DIR.parent
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
PROJECT = "deckcheck"


def po_path(code: str) -> Path:
    """Where the translations of ``code`` are kept."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    """Where the compiled catalog of ``code`` is read from."""
    return po_path(code).with_suffix(".mo")


def template() -> Any:
    """A Babel catalog of every marked message in the package, with where it comes from."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    catalog = Catalog(project=PROJECT, charset="utf-8", fuzzy=False)
    found = extract_from_dir(str(PACKAGE), method_map=[("**.py", "python")],
                             keywords=KEYWORDS, comment_tags=("Translators:",),
                             strip_comment_tags=True)
    for filename, lineno, message, comments, context in found:
        location = (f"deckcheck/{Path(filename).as_posix()}", lineno)
        catalog.add(message, None, [location], auto_comments=comments, context=context,
                    flags=("python-brace-format",) if _has_braces(message) else ())
    for message, where, comment in data_messages():
        catalog.add(message, None, [(where, 0)], auto_comments=[comment])
    for message, comment in help_messages():
        catalog.add(message, None, [("deckcheck/cli/__init__.py", 0)], auto_comments=[comment])
    from deckcheck.report.ruledocs import doc_messages

    for message, comment in doc_messages():
        # Not format strings: their braces ({R}, {*}) are the decklists' own spellings.
        catalog.add(message, None, [("deckcheck/rules", 0)], auto_comments=[comment])
    return catalog


def help_messages() -> list[tuple[str, str]]:
    """The ``--help`` texts of every command and option: (message, what it helps with).

    Read from the command tree Typer builds, as :func:`deckcheck.cli._translate_help` translates
    it, so docstrings and ``help=`` need no marking. ``\\[`` escapes Rich markup: keep it.
    """
    import typer.main

    from deckcheck.cli import app

    found: list[tuple[str, str]] = []

    def walk(command: Any, path: str) -> None:
        if command.help:
            found.append((command.help, f"help of `{path}`"))
        for param in command.params:
            if getattr(param, "help", None):
                found.append((param.help, f"help of `{path}`'s {param.name}"))
        for name, sub in getattr(command, "commands", {}).items():
            walk(sub, f"{path} {name}")

    walk(typer.main.get_command(app), "deckcheck")
    return found


DATA = PACKAGE.parent / "data"
"""The repository's data/ (catalogs are kept in a checkout, not an installed copy)."""


def data_messages() -> list[tuple[str, str, str]]:
    """English sentences of data/ that deckcheck shows people: (message, file, what it is).

    Format names and descriptions (``deckcheck formats``), the rulebook summaries citations
    print, and the source ``deckcheck rules ID`` names for a rule no rulebook passage covers; the
    quotations themselves stay in the rulebook's own language.
    """
    import yaml

    found: list[tuple[str, str, str]] = []
    for path in sorted((DATA / "formats").glob("*.yaml")):
        document = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for key, what in (("name", ("a game format's name, as messages say it (Standard, "
                                   "Expanded…): the official name in your language")),
                          ("description", "a game format's description")):
            if document.get(key):
                found.append((document[key], f"data/formats/{path.name}", what))
    citations = yaml.safe_load((DATA / "citations.yaml").read_text(encoding="utf-8"))
    for key, entry in citations.items():
        found.append((entry["summary"], "data/citations.yaml",
                      f"the rule {key}, as deckcheck states it before quoting a rulebook"))
        if entry.get("source") and not entry.get("quotes"):
            what = (f"where the rule {key} comes from (`deckcheck rules {key}`): keep the "
                    "documents' titles, file names and web addresses; say printed card text in "
                    "your words, without quotation marks, where it is English")
            found.append((entry["source"], "data/citations.yaml", what))
    return found


def _has_braces(message: str | tuple[str, ...]) -> bool:
    texts = (message,) if isinstance(message, str) else message
    return any("{" in text for text in texts)


def render_po(catalog: Any) -> bytes:
    """The ``.po`` text of ``catalog``, without the dates that would change on every run."""
    from babel.messages.pofile import write_po

    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=False,
             include_lineno=False, ignore_obsolete=True)
    lines = [line for line in buffer.getvalue().split(b"\n")
             if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date'))]
    return b"\n".join(lines)


def extract() -> None:
    """Write the template from the code."""
    TEMPLATE.write_bytes(render_po(template()))


def read(code: str) -> Any:
    """The Babel catalog of ``code``'s ``.po``."""
    from babel.messages.pofile import read_po

    with po_path(code).open("rb") as handle:
        return read_po(handle, locale=code, domain=DOMAIN)


def update_all() -> None:
    """Merge the template into every language's ``.po`` (creating missing ones)."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    with TEMPLATE.open("rb") as handle:
        pot = read_po(handle)
    for code in LANGUAGES[1:]:
        path = po_path(code)
        if path.exists():
            catalog = read(code)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=code, domain=DOMAIN, project=PROJECT, charset="utf-8")
        # No fuzzy matching: a guessed translation of a similar message is worse than none.
        catalog.update(pot, no_fuzzy_matching=True, update_header_comment=False)
        catalog.fuzzy = False
        path.write_bytes(render_po(catalog))


def compiled(code: str) -> bytes:
    """The ``.mo`` bytes of ``code``'s ``.po`` (fuzzy entries left out, as gettext does)."""
    from babel.messages.mofile import write_mo

    catalog = read(code)
    # The .po keeps no dates (render_po), so Babel would stamp "now" into the .mo header: a
    # fixed date keeps the compiled file a function of its source.
    catalog.creation_date = catalog.revision_date = datetime(2026, 1, 1, tzinfo=UTC)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def _frozen(text: Any) -> Any:
    """A plural message's forms as a tuple (Babel gives a list or a tuple), a string as is."""
    return text if isinstance(text, str) else tuple(text)


def table(mo: bytes) -> dict[Any, Any]:
    """What gettext reads from ``.mo`` bytes: each message's translation, and the plural rule.

    Two compilations with the same table serve the same program, whatever Babel release wrote
    them: the header's "Generated-By" and the file's layout may differ between releases.
    """
    from babel.messages.mofile import read_mo

    catalog = read_mo(io.BytesIO(mo))
    entries: dict[Any, Any] = {(message.context, _frozen(message.id)): _frozen(message.string)
                               for message in catalog if message.id}
    entries["plural forms"] = catalog.plural_forms
    return entries


def compile_all() -> None:
    """Write every language's ``.mo``."""
    for code in LANGUAGES[1:]:
        mo_path(code).write_bytes(compiled(code))
