"""Real published decklists get a judge's verdict, and one-rule mutations of them are not legal.

Every list in ``tests/corpus/`` is a published list, its card lines as published, under header
comments (deckcheck's reader skips lines starting with ``#``)::

    # source: where it was published: repository, path and commit, or a URL
    # event: event, placing, player, date
    # expect: unlimited=legal expanded=legal standard=not-legal glc=not-legal
    # why: the reason a judge rules so

The expected verdicts are what a judge would rule in November 2026, decided from the rules and
the card data, not from deckcheck's output. ``KNOWN_WRONG`` holds the verdicts deckcheck still
gets wrong, as strict xfails.

Mutations break exactly one construction rule of a list in a format where the list is legal,
keeping everything else as it was (60 cards unless the count is the rule broken, taking cards out
of the biggest basic Energy line when a card goes in): a 5th copy of each card the list has 4 of,
59 and 61 cards, every Basic Pokémon swapped for basic Energy, a second ACE SPEC (two when the
list has none), a second Radiant Pokémon or Pokémon Star, a 5th card of a name group
(Sycamore/Juniper/Research, Lysandre/Boss's Orders), and each banned card of Expanded and each
card with no legal print in Expanded or Standard. A judge rejects every one of them, so
deckcheck must never call one legal: a false LEGAL is the worst answer it can give.

The lists name a thousand-odd cards: the verdicts and mutations need the full card database
(tests marked ``full_catalog``); the headers are checked everywhere.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from helpers import check, checkers_by_format

from deckcheck.catalog.build import BuildReport
from deckcheck.catalog.lookup import Catalog
from deckcheck.checker import Checker
from deckcheck.models import Card, DeckResult, Section, Severity
from deckcheck.rulesdata import RulesData

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
FORMATS = ("unlimited", "expanded", "standard", "glc")
REQUIRED_HEADERS = ("source", "event", "expect")
MIN_LISTS = 30

FILLER = "Psychic Energy"
"""Basic Energy put in where a mutation takes cards out, so the deck keeps its size."""

BANNED_IN_EXPANDED = ("Lysandre's Trump Card PHF 99", "Lysandre's Trump Card", "Hex Maniac AOR 75",
                      "Puzzle of Time BKP 109", "Medicham V EVS 186", "Reset Stamp UNM 253",
                      "Oranguru UPR 114", "Forest of Giant Plants AOR 74", "Scoop Up Net RCL 207")
"""Prints on the Expanded ban list (a name alone where every print of it is banned)."""
OLD_SPECIAL_DARKNESS = "Darkness Energy HP 94"
"""Holon Phantoms' Darkness Energy: a Special Energy (it has game text) under a basic Energy's
name, so the newer basic Darkness Energy is no reprint of it."""
NOT_IN_EXPANDED = ("Dark Charizard TR 4", "Rainbow Energy TR 17", OLD_SPECIAL_DARKNESS)
"""Older prints with no functionally identical Black & White-or-later print (the handbook's own
example: Rainbow Energy TR 17 is not Rainbow Energy CES 151)."""
NOT_IN_STANDARD = ("Lugia V SIT 138", "Lugia V", "Radiant Greninja ASR 46", "Iron Hands ex PAR 70",
                   "Rotom V LOR 58", "Rika PAR 172", OLD_SPECIAL_DARKNESS)
"""Cards with no functionally identical print of mark H, I or J (a name alone where no print of
it has one)."""
ADDED_CARDS = {"expanded": [("banned", card) for card in BANNED_IN_EXPANDED]
               + [("not-in-format", card) for card in NOT_IN_EXPANDED],
               "standard": [("not-in-format", card) for card in NOT_IN_STANDARD]}
"""Per format, the cards one of which replaces a card of a legal list: (why not legal, card)."""
NAME_GROUPS = {"Professor Sycamore": "Professor Juniper BLW 101",
               "Professor Juniper": "Professor Sycamore XY 122",
               "Professor's Research": "Professor Sycamore XY 122",
               "Boss's Orders": "Lysandre FLF 90", "Lysandre": "Boss's Orders PAL 172"}
"""Names counted as one card for the 4-copy rule, and a card of the other name to add to 4."""
ACE_SPECS = ("Prime Catcher TEF 157", "Hero's Cape TEF 152", "Maximum Belt TEF 154")
RADIANTS = ("Radiant Charizard PGO 11", "Radiant Blastoise PGO 18")
POKEMON_STARS = ("Mewtwo ★ HP 103", "Pikachu ★ HP 104")


@dataclass(frozen=True)
class CorpusList:
    slug: str
    text: str
    headers: dict[str, str]

    @property
    def body(self) -> str:
        """The list without its comment lines."""
        return "\n".join(line for line in self.text.splitlines() if not line.startswith("#"))

    @property
    def expect(self) -> dict[str, bool]:
        """Format -> legal, from the ``# expect:`` header."""
        verdicts = dict(item.split("=") for item in self.headers.get("expect", "").split())
        return {fmt: verdict == "legal" for fmt, verdict in verdicts.items()}


def read_corpus() -> list[CorpusList]:
    lists = []
    for path in sorted(CORPUS.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        headers = {m[1]: m[2] for m in re.finditer(r"^# (\w+): (.*)$", text, re.MULTILINE)}
        lists.append(CorpusList(path.stem, text, headers))
    return lists


LISTS = read_corpus()

KNOWN_WRONG: dict[tuple[str, str], str] = {}
"""(list, format[/mutation]) -> what deckcheck gets wrong there; each is a strict xfail. The
false LEGALs this corpus found earlier (Holon Phantoms' special Darkness Energy read as basic, a
name-only Lysandre's Trump Card, Rainbow Energy TR 17 through the reprint rule) are fixed, and
so is the Pokémon TCG Live spelling of a special Energy's type ("Hiding {D} Energy") that left
the GLC lists undecided."""


def known(case_id: str, *args: object) -> pytest.ParameterSet:
    """A test case, marked as a strict xfail when ``KNOWN_WRONG`` has it."""
    slug, what = case_id.split(":", 1)
    reason = KNOWN_WRONG.get((slug, what))
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(*args, id=case_id, marks=marks)


def report(result: DeckResult) -> str:
    problems = [f"  {v.severity.value} {v.rule}: {v.message}" for v in result.violations
                if v.severity is Severity.ERROR] or ["  no errors"]
    return "\n".join(problems)


@pytest.fixture(scope="module")
def catalog(full_catalog: tuple[Path, BuildReport]) -> Catalog:
    return Catalog(full_catalog[0])


@pytest.fixture(scope="module")
def checker_for(catalog: Catalog, rules_data: RulesData) -> Callable[[str], Checker]:
    return checkers_by_format(catalog, rules_data)


# --- The corpus itself -------------------------------------------------------------------------


def test_the_corpus_has_enough_lists_each_with_its_source_event_and_verdicts() -> None:
    assert len(LISTS) >= MIN_LISTS
    for deck in LISTS:
        missing = [h for h in REQUIRED_HEADERS if not deck.headers.get(h, "").strip()]
        assert not missing, f"{deck.slug}: no {', '.join(missing)} header"
        assert deck.expect and set(deck.expect) <= set(FORMATS), f"{deck.slug}: bad expect header"


# --- Published lists: the judge's verdict -------------------------------------------------------


@pytest.mark.full_catalog
@pytest.mark.parametrize(("deck", "fmt", "legal"), [
    known(f"{deck.slug}:{fmt}", deck, fmt, legal)
    for deck in LISTS for fmt, legal in deck.expect.items()])
def test_a_published_list_gets_the_judges_verdict(deck: CorpusList, fmt: str, legal: bool,
                                                  checker_for: Callable[[str], Checker]) -> None:
    result = check(checker_for(fmt), deck.text)
    verdict = "LEGAL" if legal else "NOT LEGAL"
    assert result.legal is legal, (f"{deck.slug} in {fmt}: a judge rules {verdict} "
                                   f"({deck.headers.get('why', '')}); deckcheck:\n{report(result)}")


# --- Mutations: one broken rule each ------------------------------------------------------------


class Mutation:
    """A list's lines, edited one card line at a time by the line numbers deckcheck reports."""

    def __init__(self, deck: CorpusList, cards: list[Card], catalog: Catalog) -> None:
        self.lines = deck.text.splitlines()
        self.cards = [c for c in cards if c.quantity > 0]
        self.catalog = catalog
        self.added: list[str] = []

    def is_basic_energy(self, card: Card) -> bool:
        """Basic Energy by the card's own print when the line names one (an Energy card with no
        game text), else by its name."""
        found = (self.catalog.by_print(card.line.set_code, card.line.number)
                 if card.line.set_code and card.line.number else None)
        if found is None:
            return card.basic_energy
        facts = json.loads(found.game or "{}")
        return found.category == "Energy" and not any(
            key in facts for key in ("effect", "attacks", "abilities", "item"))

    def is_basic_pokemon(self, card: Card) -> bool:
        """Basic by the print's stage; where the catalog has no stage, by deckcheck's reading,
        an undecided card counting as Basic (so the mutation surely leaves none)."""
        found = (self.catalog.by_print(card.line.set_code, card.line.number)
                 if card.line.set_code and card.line.number else None)
        if found is None or not found.stage:
            return card.basic_pokemon is not False
        return found.category == "Pokemon" and found.stage == "Basic"

    def set_quantity(self, card: Card, quantity: int) -> None:
        index = card.line.line_number - 1
        self.lines[index] = re.sub(r"\d+", str(quantity), self.lines[index], count=1)

    def take_out(self, count: int, keep: Card | None = None) -> None:
        """Take ``count`` cards out of the biggest lines, basic Energy first."""
        for _ in range(count):
            others = [c for c in self.cards if c is not keep and self.quantity(c) > 0]
            donor = max(others, key=lambda c: (self.is_basic_energy(c), self.quantity(c)))
            self.set_quantity(donor, self.quantity(donor) - 1)

    def quantity(self, card: Card) -> int:
        found = re.search(r"\d+", self.lines[card.line.line_number - 1])
        assert found is not None, self.lines[card.line.line_number - 1]
        return int(found.group())

    def put_in(self, line: str) -> None:
        self.added.append(line)

    def text(self) -> str:
        """The edited list: emptied lines left out, added lines after the last card line."""
        last = max(c.line.line_number for c in self.cards)
        kept = [line for line in self.lines[:last] if not re.match(r"^\s*(\*\s*)?0\s", line)]
        return "\n".join(kept + self.added + self.lines[last:]) + "\n"


def mutations(deck: CorpusList, fmt: str, cards: list[Card],
              catalog: Catalog) -> Iterator[tuple[str, str]]:
    """(id, text) for every one-rule mutation of a list that is legal in ``fmt``."""
    for card in cards:
        m = Mutation(deck, cards, catalog)
        if card.quantity == 4 and not m.is_basic_energy(card):
            m.set_quantity(card, 5)
            m.take_out(1, keep=card)
            yield f"fifth-copy-line-{card.line.line_number}", m.text()

    m = Mutation(deck, cards, catalog)
    m.take_out(1)
    yield "59-cards", m.text()

    m = Mutation(deck, cards, catalog)
    m.put_in(f"1 {FILLER}")
    yield "61-cards", m.text()

    m = Mutation(deck, cards, catalog)
    basics = [c for c in cards if c.section is not Section.ENERGY and m.is_basic_pokemon(c)]
    for card in basics:
        m.set_quantity(card, 0)
    m.put_in(f"{sum(c.quantity for c in basics)} {FILLER}")
    yield "no-basic-pokemon", m.text()

    m = Mutation(deck, cards, catalog)
    extra = [a for a in ACE_SPECS if a.rsplit(" ", 2)[0] not in deck.body]
    extra = extra[:1] if any(c.ace_spec for c in cards) else extra[:2]
    m.take_out(len(extra))
    for line in extra:
        m.put_in(f"1 {line}")
    yield "second-ace-spec", m.text()

    for mutation, kind, candidates in (("second-radiant", "Radiant ", RADIANTS),
                                       ("second-pokemon-star", "★", POKEMON_STARS)):
        if kind in deck.body:
            m = Mutation(deck, cards, catalog)
            m.take_out(1)
            m.put_in("1 " + next(card for card in candidates
                                 if card.rsplit(" ", 2)[0] not in deck.body))
            yield mutation, m.text()

    if fmt in ("unlimited", "expanded"):
        for card in cards:
            partner = next((NAME_GROUPS[name] for name in NAME_GROUPS
                            if card.line.text.startswith(name)), None)
            if card.quantity == 4 and partner:
                m = Mutation(deck, cards, catalog)
                m.take_out(1, keep=card)
                m.put_in(f"1 {partner}")
                yield f"name-group-line-{card.line.line_number}", m.text()

    for why, line in ADDED_CARDS.get(fmt, ()):
        m = Mutation(deck, cards, catalog)
        m.take_out(1)
        m.put_in(f"1 {line}")
        yield f"{why}-{slug(line)}", m.text()


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


_MADE: dict[tuple[str, str], dict[str, str]] = {}


def _mutated(deck: CorpusList, fmt: str, checker: Checker, catalog: Catalog) -> dict[str, str]:
    """Every mutation of a list in a format, made once (the list is read and identified once)."""
    if (deck.slug, fmt) not in _MADE:
        cards = list(check(checker, deck.text).cards)
        _MADE[deck.slug, fmt] = dict(mutations(deck, fmt, cards, catalog))
    return _MADE[deck.slug, fmt]


MUTATION_IDS = ("59-cards", "61-cards", "no-basic-pokemon", "second-ace-spec")
"""Every legal list gets these; a list with a Radiant Pokémon or a Pokémon Star also gets a
second one, and the lists legal in Expanded or Standard get each card of ``ADDED_CARDS``."""


def mutation_ids(deck: CorpusList, fmt: str) -> list[str]:
    """The mutations of a list in a format: a fifth copy for each line of 4 cards (all but basic
    Energy), one card more of a name group at 4, and the rest."""
    body = [(n, line) for n, line in enumerate(deck.text.splitlines(), 1)
            if not line.startswith("#")]
    fours = [f"fifth-copy-line-{n}" for n, line in body if re.match(r"^\s*(\*\s*)?4\s", line)]
    groups = [f"name-group-line-{n}" for n, line in body
              if fmt in ("unlimited", "expanded")
              and re.match(r"^\s*(\*\s*)?4\s+(" + "|".join(map(re.escape, NAME_GROUPS)) + ")",
                           line)]
    added = [f"{why}-{slug(line)}" for why, line in ADDED_CARDS.get(fmt, ())]
    return (fours + groups + list(MUTATION_IDS) + added
            + ["second-radiant"] * ("Radiant " in deck.body)
            + ["second-pokemon-star"] * ("★" in deck.body))


@pytest.mark.full_catalog
@pytest.mark.parametrize(("deck", "fmt", "mutation"), [
    known(f"{deck.slug}:{fmt}/{mutation}", deck, fmt, mutation)
    for deck in LISTS for fmt, legal in deck.expect.items() if legal
    for mutation in mutation_ids(deck, fmt)])
def test_a_one_rule_mutation_of_a_legal_list_is_not_legal(
        deck: CorpusList, fmt: str, mutation: str, catalog: Catalog,
        checker_for: Callable[[str], Checker]) -> None:
    made = _mutated(deck, fmt, checker_for(fmt), catalog)
    if mutation not in made:
        assert mutation.startswith("fifth-copy-"), f"{mutation} was not made"
        pytest.skip(f"{mutation}: that line is basic Energy, which has no copy limit")
    result = check(checker_for(fmt), made[mutation])
    assert not result.legal, (f"FALSE LEGAL: {deck.slug} in {fmt} after {mutation}; "
                              f"the mutated list:\n{made[mutation]}")
