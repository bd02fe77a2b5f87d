"""Dates and numbers inside a message are written as the reader's language writes them.

"il 24 luglio 2026", "21.066 carte": Babel's locale data, for every language but English, which
keeps the ISO dates and comma-grouped numbers that scripts and the README read. Babel is imported
only when another language than English is spoken: an English check never pays for it.
"""

from __future__ import annotations

import datetime
import subprocess
import sys
from pathlib import Path

import pytest

from deckcheck import i18n


@pytest.mark.parametrize(("code", "written"), [
    ("en", "2026-07-24"), ("it", "24 luglio 2026"), ("es", "24 de julio de 2026"),
    ("pt", "24 de julho de 2026"), ("fr", "24 juillet 2026"), ("de", "24. Juli 2026")])
def test_a_date_reads_as_the_language_writes_it(code: str, written: str) -> None:
    with i18n.use(code):
        assert i18n.day(datetime.date(2026, 7, 24)) == written
        assert i18n.day("2026-07-24") == written


@pytest.mark.parametrize(("code", "written"), [
    ("en", "2018-07"), ("it", "luglio 2018"), ("es", "julio de 2018"), ("pt", "julho de 2018"),
    ("fr", "juillet 2018"), ("de", "Juli 2018")])
def test_a_month_alone_reads_as_the_language_writes_it(code: str, written: str) -> None:
    # A ban dated by its month only ("banned in Expanded since 2018-07").
    with i18n.use(code):
        assert i18n.day("2018-07") == written


@pytest.mark.parametrize(("code", "written"), [
    ("en", "21,066"), ("it", "21.066"), ("es", "21.066"), ("pt", "21.066"), ("de", "21.066")])
def test_a_number_is_grouped_as_the_language_groups_it(code: str, written: str) -> None:
    with i18n.use(code):
        assert i18n.number(21066) == written


def test_french_groups_with_a_space() -> None:
    with i18n.use("fr"):
        assert i18n.number(21066).replace("\u202f", " ").replace("\xa0", " ") == "21 066"


def test_what_is_not_a_date_is_left_as_written() -> None:
    with i18n.use("it"):
        assert i18n.day("?") == "?"


def _imports_babel(args: list[str]) -> bool:
    code = ("import sys\nfrom deckcheck.cli import main\n"
            f"sys.argv = ['deckcheck', *{args!r}]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('babel' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    return done.stdout.strip().splitlines()[-1] == "True"


def test_an_english_check_does_not_import_babel(small_deck: Path) -> None:
    assert not _imports_babel(["check", "--lang", "en", str(small_deck)])


def test_a_dated_italian_message_does(small_deck: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Past the data's trusted days the report names the day the format data was read.
    monkeypatch.setenv("DECKCHECK_TODAY", "2026-11-23")
    assert _imports_babel(["check", "--lang", "it", "--format", "standard", str(small_deck)])

