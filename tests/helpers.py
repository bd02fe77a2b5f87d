"""One tiny helper every rule test goes through (the yamllint ``RuleTestCase`` idea)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from datetime import date
from pathlib import Path

from deckcheck import run
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Card, DeckResult, Severity, Violation
from deckcheck.rulesdata import RulesData
from deckcheck.unread import DECK_SIZE, SYNTAX

FILLER_SIZE = 60

SMALL = "Pokémon: 1\n4 Pikachu V VIV 43\nEnergy: 1\n56 Basic {L} Energy SVE 4\n"
"""A small list every CLI test can read: 60 cards, one Pokémon, basic Energy."""


def deck(lines: str, fill: bool = True) -> str:
    """A decklist from card lines, topped up to 60 cards with basic Energy unless ``fill`` is off.

    The filler is basic Energy (exempt from every limit) and a Pikachu V (a Basic Pokémon by its
    name), so the only violations left are the ones the test is about.
    """
    body = [line.strip() for line in lines.strip().splitlines() if line.strip()]
    if not fill:
        return "\n".join(body) + "\n"
    body.append("1 Pikachu V VIV 43")
    total = 0
    for line in body:
        first = line.split()[0].rstrip("xX")
        if first.isdigit():
            total += int(first)
    if total < FILLER_SIZE:
        body.append(f"{FILLER_SIZE - total} Basic {{L}} Energy SVE 4")
    return "\n".join(body) + "\n"


def check(checker: Checker, text: str) -> DeckResult:
    return checker.check_bytes(text.encode("utf-8"), "test.txt")


def problems(checker: Checker, text: str, rule: str,
             severity: Severity | None = None) -> list[Violation]:
    """The violations of one rule (optionally of one severity) for a decklist text.

    A rule the checker's format does not select is refused: "no finding" from a rule that never
    ran would pass whatever the rule does. (A list that could not be read gets ``syntax`` and
    ``deck-size`` findings in every format.)
    """
    if not selects(checker, rule) and rule not in NEVER_PASSED:
        raise AssertionError(f"{checker.format.id} does not select {rule!r}: "
                             "this test could not fail through it")
    return [v for v in check(checker, text).violations
            if v.rule == rule and (severity is None or v.severity is severity)]


def selects(checker: Checker, rule: str) -> bool:
    """Whether the checker's format selects a rule (so that the rule runs)."""
    return rule in {enabled.rule.ID for enabled in checker.rules}


NEVER_PASSED = (SYNTAX, DECK_SIZE)
"""The findings a run gives whatever its format selects (deckcheck.unread)."""


def errors(checker: Checker, text: str, rule: str) -> list[Violation]:
    return problems(checker, text, rule, Severity.ERROR)


def warnings(checker: Checker, text: str, rule: str) -> list[Violation]:
    return problems(checker, text, rule, Severity.WARNING)


RULEBOOK_TEAM = """1 Snorlax JU 27
1 Squirtle BS 63
1 Koffing BS 51
1 Magnemite BS 53
1 Abra BS 43
1 Diglett BS 47"""
"""The team of rulebook 003's own example: Colorless, Water, Grass, Lightning, Psychic, Fighting."""

RULEBOOK_EVOLUTIONS = """1 Wartortle BS 42
1 Blastoise BS 2
1 Weezing FO 45
1 Magneton BS 9
1 Magnezone DP 8
1 Kadabra BS 32
1 Alakazam BS 1
1 Dugtrio BS 19"""

RULEBOOK_TRAINERS = """4 Bill BS 91
4 Professor Oak BS 88
4 Energy Retrieval BS 81
4 Potion BS 94
4 Pokémon Breeder BS 76
2 Super Potion BS 90
2 Switch BS 95
2 Gust of Wind BS 93
2 Energy Search FO 59"""

RULEBOOK_ENERGY = """2 Double Colorless Energy BS 96
4 Water Energy BS 102
4 Grass Energy BS 99
4 Lightning Energy BS 100
4 Psychic Energy BS 101
4 Fighting Energy BS 97"""


def team_list(team: str = RULEBOOK_TEAM, evolutions: str = RULEBOOK_EVOLUTIONS,
              trainers: str = RULEBOOK_TRAINERS, energy: str = RULEBOOK_ENERGY) -> str:
    """A list of the house-rules variant (format team-of-six): a legal one unless a part is
    replaced. Empty parts leave their section out."""
    parts = [("Team:", team), ("Evolution Deck:", evolutions), ("Trainer:", trainers),
             ("Energy:", energy)]
    return "\n".join(f"{header}\n{body.strip()}" for header, body in parts if body.strip()) + "\n"


def checkers_by_format(catalog: Catalog, rules_data: RulesData) -> Callable[[str], Checker]:
    """A checker per format id, each built once (a corpus checks many lists per format)."""
    checkers: dict[str, Checker] = {}

    def get(format_id: str) -> Checker:
        if format_id not in checkers:
            checkers[format_id] = Checker(rules_data, run.game_format(rules_data, format_id),
                                          catalog)
        return checkers[format_id]
    return get


def only_card(result: DeckResult, text: str) -> Card:
    """The card of the line written ``text`` (its name and print as written)."""
    return next(card for card in result.cards if card.line.text == text)


def findings(result: DeckResult, text: str) -> list[Violation]:
    """The unknown-card rule's findings on the line written ``text``: how it was read, or why
    it was not."""
    line = only_card(result, text).line.line_number
    return [v for v in result.violations if v.rule == "unknown-card" and line in v.lines]


def read_as_print(result: DeckResult, written: str, name: str) -> Violation:
    """The one note on the line written ``written``, which is read as its print, the card
    ``name`` (known to the catalog, the print not in question)."""
    card = only_card(result, written)
    assert card.name.display == name and card.verified and card.print_mismatch is None
    [note] = findings(result, written)
    return note


def data_read_on(day: date, tmp: Path) -> Path:
    """A copy of the shipped data/ as if read against the official statements on ``day`` (a
    format-data bundle newer than the shipped one, once built)."""
    from deckcheck import rulesdata
    from deckcheck.formatdata import choice
    from deckcheck.rulesdata.resources import data_dir

    copy = tmp / f"data-{day.isoformat()}"
    if copy.exists():
        return copy
    shutil.copytree(data_dir(), copy)
    shipped = choice.read_days(rulesdata.compiled_at(data_dir()))
    for path in [*(copy / "formats").glob("*.yaml"), *(copy / "history").glob("*.yaml")]:
        text = path.read_text(encoding="utf-8")
        for old in set(shipped.values()):
            text = text.replace(f'as-of: "{old}"', f'as-of: "{day.isoformat()}"')
            text = text.replace(f"horizon: {old}", f"horizon: {day.isoformat()}")
        path.write_text(text, encoding="utf-8")
    return copy


NEWER_DAY = date(2026, 7, 31)
"""A read day after the shipped data's (2026-07-24): a bundle read then is newer, and installed."""


def newer_bundle(tmp: Path, edit: Callable[[Path], None] | None = None) -> Path:
    """``tmp``/bundle.tar.gz: a format-data bundle of the shipped data read on
    :data:`NEWER_DAY`, after ``edit`` changed its data/ folder (a ban added, say)."""
    from deckcheck.formatdata import bundle

    data = data_read_on(NEWER_DAY, tmp)
    if edit is not None:
        edit(data)
    source = tmp / "bundle.tar.gz"
    source.write_bytes(bundle.build(data))
    return source



DRAGAPULT_LIST = Path(__file__).resolve().parents[1] / "sample_decks" / "standard" \
    / "dragapult-ex.ptcgl.txt"
"""A real Standard list (a Pokémon TCG Live export), legal with the shipped format data; four-ofs
and two ex, so NOT LEGAL in GLC (singleton, no Rule Box): a GLC club's list checked as Standard
is a false LEGAL."""


def glc_club(root: Path, settings: str, text: str, folder: str = "glc") -> Path:
    """A GLC club's repository at ``root``: its settings file ``settings`` holding ``text``, and
    :data:`DRAGAPULT_LIST` in ``folder`` as dragapult.txt (returned)."""
    (root / folder).mkdir(parents=True, exist_ok=True)
    (root / settings).write_text(text, encoding="utf-8")
    listed = root / folder / "dragapult.txt"
    shutil.copy(DRAGAPULT_LIST, listed)
    return listed
