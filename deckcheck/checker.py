"""The pipeline for one deck: read → identify → name → rules. No printing here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from deckcheck import readings
from deckcheck.catalog.records import Pool
from deckcheck.formats import GameFormat
from deckcheck.i18n import _, language, use
from deckcheck.identify import Identifier
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import (
    Card,
    DeckLine,
    Decklist,
    DeckResult,
    Section,
    Severity,
    SyntaxProblem,
    Violation,
    Zone,
)
from deckcheck.names.canonical import rules_for
from deckcheck.os_reasons import os_reason
from deckcheck.read.decklist import read, shown_line
from deckcheck.read.sources import STDIN, Source, expand, read_bytes
from deckcheck.rules import RULE_IDS, load
from deckcheck.rules.base import DeckContext, Rule
from deckcheck.rulesdata import RulesData
from deckcheck.unread import DECK_SIZE, never_passed

__all__ = ["STDIN", "Checker", "Enabled", "Source", "at_level", "enabled_rules", "expand",
           "read_bytes"]

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog
    from deckcheck.catalog.records import CatalogCard


_COUNTED = {section: section.value for section in Section}
"""Each kind of card by the key its count has in a deck's counts, in report order."""


def as_applied(found: Violation, enabled: Enabled) -> Violation:
    """``found`` as the format applies its rule: uncited where the format changed the rule."""
    return found if enabled.as_the_rulebook else replace(found, cited=False)


def at_level(found: Violation, level: str, strict: bool = False) -> Violation:
    """A rule's finding as the format rates the rule, and as ``--strict`` asks.

    At level ``warning`` a rule is advice: its errors become warnings, and what it could not
    decide cannot make the deck illegal either, so it is advice too. ``strict`` makes every point
    left undecided an error (for CI jobs that must not pass what they cannot check).
    """
    if level == "warning":
        if found.severity is Severity.ERROR or found.undecided:
            return replace(found, severity=Severity.WARNING, undecided=False)
        return found
    if strict and found.undecided:
        return replace(found, severity=Severity.ERROR)
    return found


@dataclass(frozen=True)
class Enabled:
    """A rule the format selects, ready to run: the module, its options built once, its level."""

    rule: Rule
    options: Any
    level: str
    as_the_rulebook: bool = True
    """Whether the format applies the rule with its default options, the rulebook's (Gym Leader
    Challenge's one copy of a name is not the rulebook's four): only then is it cited."""


def _as_the_rulebook(rule: Rule, options: Any) -> bool:
    try:
        return bool(options == rule.Options())
    except (TypeError, ValueError):  # an option without a default: nothing to compare with
        return False


def enabled_rules(game_format: GameFormat) -> tuple[Enabled, ...]:
    """The rules a format selects, in report order, each with its options and level."""
    chosen = {setting.rule: setting for setting in game_format.rules}
    enabled = []
    for rule_id in RULE_IDS:  # report order; only the selected rules are imported
        if rule_id in chosen:
            rule = load(rule_id)
            options = rule.Options(**chosen[rule_id].options)
            enabled.append(Enabled(rule, options, chosen[rule_id].level,
                                   _as_the_rulebook(rule, options)))
    return tuple(enabled)


def _reprint_pool(game_format: GameFormat, data: RulesData) -> Pool | None:
    """The prints of a name the reprint rule reads in ``game_format``: those its pool may hold
    (the legal prints it compares a line's own with) and those a published ruling names; None
    (every print) for a format as of a day, whose pool is in doubt, and for one that asks for
    every print (the rotation preview)."""
    if game_format.dated or game_format.every_print or not game_format.limits_prints:
        return None
    marks, series = game_format.regulation_marks, game_format.series
    named = sorted({data.parse_print(ref) for ruling in data.reprint_rule["rulings"]
                    for ref in ruling["prints"]})
    return Pool(marks=None if marks is None else tuple(sorted(marks)),
                series=None if series is None else tuple(sorted(series)),
                sets=tuple(sorted(game_format.sets)), named=tuple(named))


class Checker:
    """Checks decklists against one format with the shipped rules data."""

    def __init__(self, data: RulesData, game_format: GameFormat,
                 catalog: Catalog | None = None, strict: bool = False,
                 language: Callable[[str | None], str] | None = None) -> None:
        """``strict``: points deckcheck cannot decide are errors, not undecided warnings.

        ``language``: given a list's header language (or ``None``), the language its messages
        are written in (:func:`deckcheck.i18n.choose`); the surrounding language when not given.
        """
        self.data = data
        self.language = language
        self.format = game_format
        self.catalog = catalog
        self.strict = strict
        self.rules = enabled_rules(game_format)
        self.deck_sizes = tuple(enabled.options.size for enabled in self.rules
                                if enabled.rule.ID == DECK_SIZE)
        # Identification fetches only the card facts that the selected rules need.
        needs = frozenset().union(*(enabled.rule.NEEDS for enabled in self.rules))
        self.identifier = Identifier(data, rules_for(data), catalog,
                                     reprints_for=self._needs_reprints
                                     if "reprints" in needs and game_format.limits_prints
                                     else None,
                                     evolutions="evolutions" in needs,
                                     reprint_pool=_reprint_pool(game_format, data))

    def _needs_reprints(self, prints: tuple[CatalogCard, ...]) -> bool:
        return self.format.every_print or not any(self.format.allows(p) for p in prints)

    def check_source(self, source: Source) -> DeckResult:
        """Check one source; a file that cannot be opened is a result, not an exception."""
        problem = source.problem
        if problem is None:
            try:
                return self.check_bytes(read_bytes(source), source.path)
            except OSError as exc:
                problem = _("cannot read: {reason}").format(reason=os_reason(exc))
        unread = SyntaxProblem(0, problem)
        return self.check_decklist(Decklist(source.path, (), (unread,), unread=unread))

    def check_bytes(self, raw: bytes, path: str) -> DeckResult:
        """Check a decklist given as bytes."""
        decklist = read(raw, path, self.data)
        if decklist.problems and self.language is not None:
            # The reader words its problems before the list's header words are known: a list
            # whose report is in another language is read again in it (only broken lists are).
            code = self.language(decklist.language)
            if code != language():
                with use(code):
                    decklist = read(raw, path, self.data)
        return self.check_decklist(decklist)

    def check_decklist(self, decklist: Decklist) -> DeckResult:
        """Identify the cards of a read decklist and run every rule, in the list's language."""
        code = language() if self.language is None else self.language(decklist.language)
        if code == language():
            return self._check(decklist)
        with use(code):
            return self._check(decklist)

    def _check(self, decklist: Decklist) -> DeckResult:
        if any(problem.prose is not None for problem in decklist.problems):
            decklist = self._headings_read(decklist)
        if any(problem.sentence is not None for problem in decklist.problems):
            decklist = self._sentences_read(decklist)
        if any(problem.label is not None for problem in decklist.problems):
            decklist = self._labels_read(decklist)
        if any(problem.cells for problem in decklist.problems):
            from deckcheck.identify_rows import rows_read  # few lists hold such a row

            decklist = rows_read(self.identifier, decklist)
        identifier, written_in = self.identifier, decklist.language
        identifier.start_deck()
        identifier.prefetch(decklist.lines, written_in)
        identify = identifier.identify
        cards = tuple([identify(line, written_in) for line in decklist.lines])
        deck = DeckContext.of(decklist, cards, self.format, self.data,
                              self._confirming(decklist))
        violations = self._violations(deck)
        if readings.uncertain_in(cards):
            violations = self._read_alike(decklist, cards, violations)
        counts = dict.fromkeys(_COUNTED.values(), 0)
        for card in deck.cards:
            if card.section is not None:
                counts[_COUNTED[card.section]] += card.line.quantity
        counts["total"] = deck.total
        for cards_in_zone, zone in ((deck.team, Zone.TEAM), (deck.evolution, Zone.EVOLUTION)):
            if cards_in_zone:  # only lists of the house-rules variant have these zones
                counts[zone.value] = sum(card.quantity for card in cards_in_zone)
        return DeckResult(path=decklist.path, format_id=self.format.id, cards=cards,
                          violations=violations, counts=counts, language=language())

    def _violations(self, deck: DeckContext) -> tuple[Violation, ...]:
        return never_passed(deck, tuple(
            at_level(as_applied(v, enabled), enabled.level, self.strict)
            for enabled in self.rules for v in enabled.rule.check(deck, enabled.options)),
            self.deck_sizes)

    def _read_alike(self, decklist: Decklist, cards: tuple[Card, ...],
                    violations: tuple[Violation, ...]) -> tuple[Violation, ...]:
        """``violations`` with the points of lines that may be several cards (a bare title, a
        print slip) decided where every reading gives the same verdict (deckcheck.readings)."""
        confirming = self._confirming(decklist)

        def identify(line: DeckLine) -> Card:
            return self.identifier.identify(line, decklist.language)

        def check(read: tuple[Card, ...]) -> tuple[Violation, ...]:
            return self._violations(DeckContext.of(decklist, read, self.format, self.data,
                                                   confirming))

        return readings.read_alike(cards, violations, identify, check, self.data,
                                   self.identifier.one_name_numbered, self.strict)

    def _confirming(self, decklist: Decklist) -> tuple[Card, ...]:
        """The cards the list's lines to confirm certainly name, at their fewest copies
        ("1 Rare Candy x4": one Rare Candy at least), for the limits on copies."""
        lines = [line for problem in decklist.problems
                 if (line := problem.one_card) is not None]
        return tuple([self.identifier.identify(line, decklist.language) for line in lines])

    def _read_as_a_card(self, line: DeckLine | None, language: str | None) -> bool:
        """Whether a line of words, read as one copy in its section, is read as some card or a
        title of several ("Juniper": Professor Juniper; "Double Colorless" under "Energy:")."""
        if line is None:
            return True
        card = self.identifier.identify(line, language)
        return bool(card.prints or card.candidates or card.read_as)

    def _sentences_read(self, decklist: Decklist) -> Decklist:
        """The list with each sentence of a page's prose (:attr:`deckcheck.models.SyntaxProblem.
        sentence`) read as such, with a note, where the catalog finds no card named in any run of
        its words, or where it holds no count (:attr:`~deckcheck.models.SyntaxProblem.uncounted`)
        and the deck's read cards make its size without it; any other stays unread (an error), and
        so does every one without a catalog."""
        problems = []
        made = self._sized(decklist)
        for problem in decklist.problems:
            if problem.sentence is None:
                problems.append(problem)
                continue
            shown = shown_line(problem.sentence)
            mentions = self.identifier.mentions_a_card(problem.sentence)
            if mentions and problem.uncounted and made:
                # "- Milotic ex blocks all damage from Teras like Ogerpon, Dragapult, and
                # Charizard.": cards named in prose with no count, under a deck whose counted
                # lines already make its size; a card it meant would be one too many.
                # Translators: {text} is a line of a list that is a sentence of the page's text
                # naming cards ("- Milotic ex blocks all damage from Teras like ..."), cut short.
                problem = replace(problem, heading=True, message=_(
                    "{text!r} read as a sentence of the list's page: no count, more words than "
                    "any card's name, and the deck's counted cards make its size without it"
                ).format(text=shown))
            elif mentions is False:
                # Translators: {text} is a line of a list that is a sentence of the page's text
                # ("Subscribe if you enjoyed, and wanna see more Pokemon TCG content! ..."), cut
                # short.
                problem = replace(problem, heading=True, message=_(
                    "{text!r} read as a sentence of the list's page: no count, more words than "
                    "any card's name, and no card named in it").format(text=shown))
            problems.append(problem)
        return replace(decklist, problems=tuple(problems))

    def _labels_read(self, decklist: Decklist) -> Decklist:
        """The list with each line of words under a section header whose counts all match
        (:attr:`deckcheck.models.SyntaxProblem.label`: "Baraja basica" under "Cartas de Pokemon:
        13") read as a label, with a note, where the catalog finds no card's name in it (nor one
        a letter off) and the cards read are the deck size the format requires: then the line
        held no card. Any other such line stays unread (an error), and so does every one without
        a catalog or without a deck size to require."""
        read = sum(line.quantity for line in decklist.lines if line.zone is Zone.DECK)
        if read not in self.deck_sizes:
            return decklist
        problems = []
        for problem in decklist.problems:
            plural = self.identifier.in_the_plural(problem.label) \
                if problem.label is not None else None
            if plural is not None and problem.label is not None:
                # "Rare Candies" names Rare Candy, as "Rare Candy" does: a card line with no
                # count, never a label (review 10), and the error says which card.
                problem = replace(problem, label=None,
                                  message=_in_the_plural(problem.label, plural))
            elif problem.label is not None \
                    and self.identifier.names_a_card(problem.label) is False \
                    and not self._read_as_a_card(problem.label_line, decklist.language):
                # Translators: {text} is a line of a list under a section header, words with no
                # count that name no card ("Baraja basica" under "Cartas de Pokemon: 13").
                problem = replace(problem, heading=True, message=_(
                    "{text!r} read as a label under its section header: it names no card, and "
                    "every section holds the number of cards its header states").format(
                        text=problem.label))
            problems.append(problem)
        return replace(decklist, problems=tuple(problems))

    def _top_title(self, problem: SyntaxProblem, decklist: Decklist) -> bool:
        """Whether a line at the top of a list (:attr:`deckcheck.models.SyntaxProblem.top`) is
        its title: read as a card line it reads no card, its words start no card's name ("Double
        Colorless" may be Double Colorless Energy written short), and they name none ("Calico
        Deck"), or none as a whole and any they mention only where the deck's cards make its size
        ("Dragapult Deck", "ROARING MOON EX DARKRAI BUILD:" above a list of 60)."""
        if self._read_as_a_card(problem.label_line, decklist.language) \
                or self.identifier.starts_a_card_name(problem.prose or "") is not False:
            return False
        words = problem.prose or ""
        if self.identifier.names_a_card(words) is False:
            return True
        if self.identifier.is_a_card_name(words) is not False:
            return False
        # Words that mention cards ("ROARING MOON EX", "DARKRAI"; "Dragapult Deck", a deck named
        # after its Pokémon) are a title only where the cards read make the deck size, and the
        # list's own total, if it states one, says so too: had the line been cards to count, the
        # deck would be over it.
        return self._sized(decklist)

    def _sized(self, decklist: Decklist) -> bool:
        """Whether the cards read make the deck size, and the list's own total and each section
        header's count, where it states them, say so too: a line left out of them held no card
        to count, or the deck is over ("Trainer: 33" above 32 Trainers and a sentence naming a
        card: review 22, read as prose and LEGAL)."""
        if decklist.declared_total not in (None, sum(line.quantity for line in decklist.lines)):
            return False
        if any(header.stated not in (header.cards, header.lines)
               for header in decklist.section_counts):
            return False
        return sum(
            line.quantity for line in decklist.lines if line.zone is Zone.DECK) in self.deck_sizes

    def _headings_unchecked(self, decklist: Decklist) -> Decklist:
        """Without a card catalog, the list with each line a judge reads at once as a heading or
        a title ("Solrock Lunatone Deck List:", "Calico Deck") a point to confirm, where the
        cards read make the deck size and the list's stated total without it: then the verdict
        says to install the catalog, as it does of every name, rather than that a header made the
        deck not legal. Nobody can tell without a catalog that the line names no card, so it is
        never a pass: it may hold no card (a title) or the player's card (then the deck is over
        its size). Above a deck short of its size, the line stays unread (an error)."""
        read = sum(line.quantity for line in decklist.lines if line.zone is Zone.DECK)
        if read not in self.deck_sizes or decklist.declared_total not in (
                None, sum(line.quantity for line in decklist.lines)):
            return decklist
        problems = []
        for problem in decklist.problems:
            if problem.prose is not None and not problem.heading:
                # Translators: {text} is a line of a list with no count that reads as a heading
                # or the list's title ("Solrock Lunatone Deck List:", "Calico Deck"); the command
                # installs the card catalog.
                problem = replace(problem, undecided=True, may_hold_none=True, message=_(
                    "{text!r} reads as a heading or the list's title, but only the card catalog "
                    "can tell that it names no card: run `deckcheck catalog update`").format(
                        text=problem.prose))
            problems.append(problem)
        return replace(decklist, problems=tuple(problems))

    def _headings_read(self, decklist: Decklist) -> Decklist:
        """The list with each line of words and a colon ("Link to list:") read as a heading, with
        a note, where the catalog finds no card's name in it, and each title line ("Solrock
        Lunatone Deck List:") where its words are no card's whole name; a line that may name a
        card stays unread (an error), and so does every such line without a catalog."""
        if self.catalog is None:
            return self._headings_unchecked(decklist)
        problems = []
        for problem in decklist.problems:
            if problem.named:
                # "Name: Dragapult ex" above a deck page's list: its label names the deck, even
                # after its Pokémon, where the cards read make the deck's size without it.
                whole = self.identifier.is_a_card_name(problem.prose or "")
                if whole is False:
                    problem = replace(problem, heading=True, message=_(
                        "{text!r} read as the list's title: it is no card's name").format(
                            text=problem.prose))
                elif whole and self._sized(decklist):
                    # Translators: {text} is the deck's name a title line gives after its label
                    # ("Name: Dragapult ex"), above the list's cards.
                    problem = replace(problem, heading=True, message=_(
                        "{text!r} read as the list's title: a label names it, above cards that "
                        "make the deck's size without it").format(text=problem.prose))
                problems.append(problem)
                continue
            if problem.link:
                if self.identifier.names_a_card(problem.prose or "") is False \
                        and self.identifier.in_the_plural(problem.prose or "") is None:
                    # Translators: {text} is the words before a web address on a list line
                    # ("Link to list"), which name no card.
                    problem = replace(problem, heading=True, message=_(
                        "{text!r} read as a link to a page: its words name no card").format(
                            text=problem.prose))
                problems.append(problem)
                continue
            if problem.top and not self._top_title(problem, decklist):
                problems.append(problem)  # may be a card: unread
                continue
            if problem.top and not problem.title \
                    and self.identifier.names_a_card(problem.prose or "") is False:
                # Translators: {text} is a line at the top of a list, words with no count that
                # name no card ("Calico Deck", a deck's name above its first header).
                problem = replace(problem, heading=True, message=_(
                    "{text!r} read as the list's title: no count, above its cards, and it names "
                    "no card").format(text=problem.prose))
            elif problem.top or (problem.title and self.identifier.is_a_card_name(
                    problem.prose or "") is False):
                # A title at the top that mentions a card ("Dragapult Deck") passed _top_title:
                # no card's whole name, above a list that makes the deck size without it.
                # Translators: {text} is a line of a list that gives the list's title ("Solrock
                # Lunatone Deck List:", "Name: Andrew Hedrick Winning List").
                problem = replace(problem, heading=True, message=_(
                    "{text!r} read as the list's title: it is no card's name").format(
                        text=problem.prose))
            elif problem.prose is not None and not problem.title \
                    and (plural := self.identifier.in_the_plural(problem.prose)) is not None:
                # "Rare Candies:" names Rare Candy as "Rare Candy:" does: unread, never a
                # heading (review 16), the error saying which card.
                problem = replace(problem, message=_in_the_plural(f"{problem.prose}:", plural))
            elif problem.prose is not None and not problem.title \
                    and self.identifier.names_a_card(problem.prose) is False:
                # Translators: {text} is a line of a list, words ending with a colon ("Link to
                # list:"), that names no card.
                problem = replace(problem, heading=True, message=_(
                    "{text!r} read as a heading: it names no card").format(
                        text=f"{problem.prose}:"))
            problems.append(problem)
        return replace(decklist, problems=tuple(problems))


def _in_the_plural(text: str, name: str) -> str:
    """Why a line naming a card in the plural with no count stays unread ("Rare Candies",
    "Rare Candies:"): it names that card, as its singular does."""
    # Translators: {text} is a line of a list, a card's name in the plural with no count
    # ("Rare Candies"); {name} the card's name ("Rare Candy").
    return _("cannot read {text!r}: it names {name} in the plural, with no count of "
             "copies").format(text=text, name=name)

