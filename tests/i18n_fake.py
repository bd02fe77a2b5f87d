"""A fake catalog for language tests: every message upper-cased (placeholders kept as written)."""

from __future__ import annotations

import gettext
import re

import pytest

from deckcheck import i18n

_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def shout(message: str) -> str:
    """``message`` upper-cased outside its ``{placeholders}``."""
    return "".join(part if _PLACEHOLDER.fullmatch(part) else part.upper()
                   for part in _PLACEHOLDER.split(message))


class Shouting(gettext.NullTranslations):
    """Translates every message into upper case, as a catalog for "it" would into Italian."""

    def gettext(self, message: str) -> str:
        return shout(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return shout(msgid1 if n == 1 else msgid2)


def install(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every language but English speak :class:`Shouting`."""
    monkeypatch.setattr(i18n, "translations", lambda code: Shouting())
