"""The options of rule ``banned`` as a format file writes them: validated
while data/ is compiled, built by the rule from the compiled data."""

from __future__ import annotations

import re

from deckcheck.i18n import _
from deckcheck.lite_dataclass import dataclass

_PRINT = re.compile(r"^[A-Z0-9][A-Za-z0-9:-]* [A-Za-z]{0,5}[0-9]+[a-z]?$")


@dataclass(frozen=True)
class Ban:
    """One entry of a ban list: a card by print (or every print), with its date and source."""

    name: str
    source: str
    prints: tuple[str, ...] = ()
    all_prints: bool = False
    """Every print of the name is banned ("Double Colorless Energy — all versions")."""
    since: str | None = None
    single_source: bool = False
    """True when only one secondary source lists the ban (the format file says which)."""
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        for ref in self.prints:
            if not _PRINT.match(ref):
                # Translators: {print} is what a format file wrote, quoted (e.g. 'TEF152').
                raise ValueError(_("{print} is not a print: write 'SET NUMBER', e.g. 'TEF 152'")
                                 .format(print=repr(ref)))


@dataclass(frozen=True)
class Options:
    """``cards``: the ban list, each entry ``{name, prints | all-prints, since, source}``."""

    cards: tuple[Ban, ...] = ()
    __pydantic_config__ = {"extra": "forbid"}  # noqa: RUF012 - read by pydantic

    def __post_init__(self) -> None:
        # From compiled data the entries arrive as mappings; pydantic passes Ban objects.
        object.__setattr__(self, "cards", tuple(
            ban if isinstance(ban, Ban) else Ban(**ban) for ban in self.cards))
