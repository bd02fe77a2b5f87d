"""Messages in the player's language: English, Italian, Spanish, Portuguese, French, German.

Every user-facing message is written in English in the code, marked with :func:`_` (or
:func:`ngettext` where a number decides the form), and translated through the standard gettext
machinery from the message catalogs in ``deckcheck/locale/<lang>/LC_MESSAGES/deckcheck.po``
(compiled to ``.mo`` beside them; ``python -m deckcheck.locale`` extracts, updates and compiles
them with Babel).

Placeholders are named and filled after translation, so that a translator can move them::

    _("{count} cards named {name}").format(count=5, name="Boss's Orders")

The language is a context (:func:`use`): the CLI picks it per run and, for the text report, per
list (``--lang``, else the list's own header language, else the locale). English costs nothing:
no catalog is read and :mod:`gettext` is not imported until another language is asked for, so
start-up does not pay for translations.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import datetime

LANGUAGES: tuple[str, ...] = ("en", "it", "es", "pt", "fr", "de")
"""Every language deckcheck speaks; English is the source text and always complete."""

DOMAIN = "deckcheck"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"


class _Translations(Protocol):
    def gettext(self, message: str, /) -> str: ...
    def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...


_active: ContextVar[_Translations | None] = ContextVar("deckcheck_translations", default=None)
_active_code: ContextVar[str] = ContextVar("deckcheck_language", default="en")


def _(message: str) -> str:
    """``message`` in the active language (itself in English or where no translation exists)."""
    translations = _active.get()
    return message if translations is None else translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message that suits the number ``n`` in the active language."""
    translations = _active.get()
    if translations is None:
        return singular if n == 1 else plural
    return translations.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for translation without translating it yet (constants read later)."""
    return message


def language() -> str:
    """The code of the active language (``"en"`` unless :func:`use` chose another)."""
    return _active_code.get()


@contextmanager
def use(code: str) -> Iterator[str]:
    """Speak ``code`` (one of :data:`LANGUAGES`) within the block; English for anything else."""
    code = code if code in LANGUAGES else "en"
    token = _active.set(None if code == "en" else translations(code))
    code_token = _active_code.set(code)
    try:
        yield code
    finally:
        _active.reset(token)
        _active_code.reset(code_token)


@cache
def translations(code: str) -> _Translations:
    """The compiled catalog of ``code``, read once; English text where the catalog is missing or
    damaged (a report in English beats a traceback), and for any message whose translation
    cannot be used (:class:`Checked`)."""
    import gettext
    import struct

    try:
        catalog = gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[code],
                                      fallback=True)
    except (OSError, struct.error, ValueError, LookupError, RecursionError):
        # A bad magic number (OSError), a cut file (struct.error, IndexError), a header or text
        # in another encoding (UnicodeDecodeError is a ValueError), a charset Python does not
        # know (LookupError), a plural rule too long or too deep to compile.
        return gettext.NullTranslations()
    return Checked(catalog)


class Checked:
    """A catalog whose translations are used only where they work: English for a message whose
    translation names other placeholders (``{pth}`` for ``{path}``) or has an unbalanced brace,
    and for every plural message when the catalog's plural rule fails (it divides by zero, or
    picks a form the catalog lacks). Each translation is checked once, when first used."""

    def __init__(self, catalog: _Translations) -> None:
        self._catalog = catalog
        self._fits: dict[tuple[str, str], bool] = {}

    def gettext(self, message: str, /) -> str:
        """``message`` translated, or as it is."""
        translated = self._catalog.gettext(message)
        return translated if translated == message or self._fit(translated, (message,)) \
            else message

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        """The form for ``n``, translated, or in English."""
        english = singular if n == 1 else plural
        try:
            translated = self._catalog.ngettext(singular, plural, n)
        except (ArithmeticError, LookupError, TypeError, ValueError, RecursionError):
            return english
        return translated if self._fit(translated, (singular, plural)) else english

    def _fit(self, translated: str, english: tuple[str, ...]) -> bool:
        key = (translated, english[0])
        fits = self._fits.get(key)
        if fits is None:
            wanted: set[str] | None = set()
            for text in english:
                names = placeholders(text)
                wanted = None if names is None or wanted is None else wanted | names
            fits = self._fits[key] = wanted is not None and placeholders(translated) == wanted
        return fits


def placeholders(text: str) -> set[str] | None:
    """The names of the ``{placeholders}`` in ``text``; None when it is no format string (an
    unbalanced brace, an unknown ``!`` conversion)."""
    import string

    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError:
        return None
    if any(conversion not in (None, "r", "s", "a") for _, _, _, conversion in parsed):
        return None
    return {name for _, name, _, _ in parsed if name is not None}


def number(value: int) -> str:
    """A number in prose, grouped as the active language writes it: 21,066 in English, 21.066 in
    Italian and German, 21 066 in French (Babel's data for the locale)."""
    code = language()
    if code == "en":
        return f"{value:,}"
    babel_numbers = _babel("numbers")
    return f"{value:,}" if babel_numbers is None else str(babel_numbers.format_decimal(
        value, locale=code))


def day(value: datetime.date | str) -> str:
    """A date in prose. English keeps the ISO form scripts and the README read (2026-07-24);
    another language reads its own long form ("24 luglio 2026", "24 de julho de 2026"), and a
    month alone ("2018-07") as "luglio 2018"."""
    code = language()
    if code == "en":
        return value if isinstance(value, str) else value.isoformat()
    import datetime

    month = isinstance(value, str) and len(value) == 7 and value[4] == "-"
    try:
        parsed = value if isinstance(value, datetime.date) else \
            datetime.date.fromisoformat(value + "-01" if month else value)
    except ValueError:  # not a date ("?"): as written
        return str(value)
    babel_dates = _babel("dates")
    if babel_dates is None:
        return str(value) if month else parsed.isoformat()
    if month:  # a ban "since 2018-07": the month as the language writes it ("julio de 2018")
        return str(babel_dates.format_skeleton("yMMMM", parsed, locale=code))
    return str(babel_dates.format_date(parsed, format="long", locale=code))


@cache
def _babel(module: str) -> Any:
    """``babel.numbers`` or ``babel.dates``, imported on first use by another language than
    English (English start-up never pays for Babel); ``None`` if Babel is not installed."""
    import importlib

    try:
        return importlib.import_module(f"babel.{module}")
    except ImportError:
        return None


def locale_language(environ: Mapping[str, str]) -> str | None:
    """The language the environment asks for, as POSIX reads it, if deckcheck speaks it.

    ``LANGUAGE`` (a colon-separated preference list) first, then ``LC_ALL``, ``LC_MESSAGES`` and
    ``LANG``; ``it_IT.UTF-8`` is ``it``. ``C`` and ``POSIX`` (a container's or a CI runner's
    default) state no preference: ``None``, as for a language deckcheck does not speak.
    """
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if not value:
            continue
        for entry in value.split(":"):
            code = entry.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in ("c", "posix"):
                return None
            if code in LANGUAGES:
                return code
        if variable != "LANGUAGE":
            # The first variable set decides, as for every other program (LANGUAGE only adds
            # preferences before it).
            return None
    return None


def code_of(written: str) -> str:
    """A language as people write it, as deckcheck names it: ``IT``, ``it_IT``, ``pt-BR`` and
    ``pt_BR.UTF-8`` are ``it`` and ``pt`` (other text is returned lower-cased, to be refused)."""
    return written.strip().split(".")[0].replace("-", "_").split("_")[0].lower()


def choose(explicit: str | None, header: str | None, environ: Mapping[str, str]) -> str:
    """The language of one list's report: ``--lang``, else the list's header words, else locale."""
    if explicit:
        return explicit
    if header in LANGUAGES:
        return header
    return locale_language(environ) or "en"
