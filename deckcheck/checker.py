"""The pipeline for one deck: read → identify → name → rules. No printing here."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from deckcheck.catalog.records import Pool
from deckcheck.formats import GameFormat
from deckcheck.i18n import _, language, use
from deckcheck.identify import TITLE_CANDIDATES, Identifier
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
from deckcheck.read.decklist import read
from deckcheck.read.sources import STDIN, Source, expand, read_bytes
from deckcheck.rules import RULE_IDS, load, unknown_card
from deckcheck.rules.base import DeckContext, Rule, violation
from deckcheck.rulesdata import RulesData
from deckcheck.unread import DECK_SIZE, never_passed

__all__ = ["STDIN", "Checker", "Enabled", "Source", "at_level", "enabled_rules", "expand",
           "read_bytes"]

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog
    from deckcheck.catalog.records import CatalogCard


TITLES_READ = 4
"""The most bare titles a deck may have for any to be decided by reading each as every card it
starts: each reading checks the whole deck again, so their number is bounded (linear time); a
real list has one or two."""
EVERY_COPY_ILLEGAL = frozenset({"not-in-format", "banned", "not-for-tournaments",
                                "set-legal-day"})
"""Rules whose error is on each copy of a card, however a title's copies are split among the
cards it may be: one of them not legal in every reading is a deck not legal whichever it is (a
copy-limit error is not: 5 Double Energy may be 4 of one card and 1 of the other)."""


_COUNTED = {section: section.value for section in Section}
"""Each kind of card by the key its count has in a deck's counts, in report order."""


def _blocks(found: Violation) -> bool:
    """Whether a finding keeps a deck from being legal (an error, or a point left undecided)."""
    return found.severity is Severity.ERROR or found.undecided


def _finding_key(card: Card) -> tuple[int, str]:
    """A line's card as its findings name it: its line and how it is described."""
    return card.line.line_number, card.describe()


def _only_about(found: Violation, card: Card) -> bool:
    """Whether a finding is about ``card`` alone (its line, and no other card: a table row holds
    several cards on one line)."""
    return found.lines == (card.line.line_number,) and found.cards == (card.describe(),)


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
        titles = slips = False
        for card in cards:
            titles = titles or bool(card.candidates)
            slips = slips or card.printed_as is not None
        if titles:
            violations = self._titles_read(decklist, cards, violations)
        if slips:
            violations = self._slip_read(decklist, cards, violations)
        if any(card.line.set_code is None and "/" in (card.line.number or "")
               and card.print_mismatch is not None for card in cards):
            violations = self._numbered_read(decklist, cards, violations)
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

    def _titles_read(self, decklist: Decklist, cards: tuple[Card, ...],
                     violations: tuple[Violation, ...]) -> tuple[Violation, ...]:
        """``violations`` with the point of each bare title ("4 Blend Energy") whose verdict does
        not depend on which card it names turned into a note naming them.

        Every rule counts copies, kinds or names, so a split of the line's copies among the cards
        does no worse than all of them as one card: the deck is checked again with the line read
        as each card in turn, and the title is decided only when no reading finds an error or a
        point on that line, or one the deck did not have (an ACE SPEC, a banned card, a card not
        in the format, copies of the card on another line). Two title lines that may name one
        card, a title with more cards than its point lists, and every title of a deck with more
        than ``TITLES_READ`` of them stay points."""
        titles = [card for card in cards if card.verified is False and card.candidates
                  and card.line.zone is Zone.DECK]
        if len(titles) > TITLES_READ:
            return violations
        named = Counter(name for card in titles for name in card.candidates)
        before = {(v.rule, v.message) for v in violations if _blocks(v)}
        # Keyed by the title's line and card, not its line alone: a table row holds several
        # cards on one line (read/table_rows.py), and the others' findings are their own.
        decided: dict[tuple[int, str], Card] = {}
        refused: dict[tuple[int, str], Violation] = {}
        for title in titles:
            if len(title.candidates) >= TITLE_CANDIDATES:
                continue
            if all(named[name] == 1 for name in title.candidates) \
                    and all(self._reads_alike(decklist, cards, title, name, before)
                            for name in title.candidates):
                decided[_finding_key(title)] = title
                continue
            refusal = self._refused_whichever(decklist, cards, title)
            if refusal is not None:
                refused[_finding_key(title)] = refusal
        if not decided and not refused:
            return violations
        found, refused_lines = [], set(refused)
        for v in violations:
            key = (v.lines[0], v.cards[0]) if v.undecided and len(v.lines) == 1 \
                and len(v.cards) == 1 else None
            if (key in decided or key in refused_lines) and v.rule != unknown_card.ID:
                # What no reading of the line finds is the title's unread prints, not the deck's
                # ("their prints are not known"): every reading was checked without it.
                continue
            read_as = decided.get(key) if key is not None else None
            if read_as is not None and not unknown_card.starts_them(read_as, self.data):
                # Translators: {name} is a Special Energy's name as written with its Energy
                # type left out ("Double Energy"); {candidates} a comma-separated list of the
                # quoted card names it may be.
                v = replace(v, undecided=False, severity=Severity.WARNING, message=_(
                    '"{name}" is several cards\' names with an Energy type left out: '
                    "{candidates}; whichever it is, the verdict is the same").format(
                        name=read_as.line.text,
                        candidates=", ".join(f'"{c}"' for c in read_as.candidates)))
            elif read_as is not None:
                # Translators: {name} is a title as written ("Blend Energy"); {candidates} a
                # comma-separated list of the quoted card names it starts.
                v = replace(v, undecided=False, severity=Severity.WARNING, message=_(
                    '"{name}" is the start of several cards\' names: {candidates}; whichever it '
                    "is, the verdict is the same").format(
                        name=read_as.line.text,
                        candidates=", ".join(f'"{c}"' for c in read_as.candidates)))
            found.append(v)
            if key in refused and v.rule == unknown_card.ID:
                found.append(refused.pop(key))  # the line's error, after its point
        return (*found, *refused.values())  # any left: a format without rule unknown-card

    def _refused_whichever(self, decklist: Decklist, cards: tuple[Card, ...],
                           title: Card) -> Violation | None:
        """An error for ``title``'s line when every card it may be is refused there by a rule
        that refuses each copy (:data:`EVERY_COPY_ILLEGAL`: "4 Double Energy" in Standard, where
        neither Double Colorless Energy nor Double Dragon Energy is legal), else None."""
        reasons = []
        for name in title.candidates:
            card = self.identifier.identify(replace(title.line, text=name), decklist.language)
            if card.verified is not True or card.candidates:
                return None
            reason = next((v for v in self._read_as(decklist, cards, title, card)
                           if v.rule in EVERY_COPY_ILLEGAL and v.severity is Severity.ERROR
                           and not v.undecided and _only_about(v, card)), None)
            if reason is None:
                return None
            reasons.append(reason)
        # Translators: {name} is a name as written that several cards' names fit ("Double
        # Energy"); {candidates} a comma-separated list of those quoted names; {reason} what
        # the first of them is refused for.
        return violation(reasons[0].rule, Severity.ERROR, _(
            '"{name}" may be {candidates}: whichever it is, it is not legal here '
            "({reason})").format(
                name=title.line.text, candidates=", ".join(f'"{c}"' for c in title.candidates),
                reason=reasons[0].message), cards=[title])

    def _slip_read(self, decklist: Decklist, cards: tuple[Card, ...],
                   violations: tuple[Violation, ...]) -> tuple[Violation, ...]:
        """``violations`` with the point of a print slip ("2 Colress PLS 119": PLS 119 is Colress
        Machine) whose verdict does not depend on which card the line means turned into a note
        naming both.

        The deck is checked again with the line read as the named card with no print (so each
        of its prints counts, as a name-only line) and as the printed card: the slip is decided
        only when neither reading finds an error or a point on that line, or one the deck did not
        have (a banned or out-of-format card, an ACE SPEC, Radiant or Prism Star card beside
        another, copies of either name on other lines over the limit). Only a deck whose one
        uncertain line is the slip is decided: two such lines could each read alike alone and
        break a limit together (two ACE SPEC readings)."""
        uncertain = [card for card in cards if card.line.zone is Zone.DECK and (
            card.printed_as is not None or (card.verified is False and card.candidates))]
        printed_as = uncertain[0].printed_as if len(uncertain) == 1 else None
        if printed_as is None or uncertain[0].verified is not True:
            return violations
        slip = uncertain[0]
        before = {(v.rule, v.message) for v in violations if _blocks(v)}
        named = replace(slip.line, set_code=None, number=None)
        printed = replace(slip.line, text=printed_as)
        if not all(self._line_reads_alike(decklist, cards, slip, line, before, exact=True)
                   for line in (named, printed)):
            return violations
        found = []
        for v in violations:
            if v.undecided and _only_about(v, slip):
                if v.rule != unknown_card.ID:
                    continue  # a point of the print neither reading has
                # Translators: {mismatch} says what the line's print is ("PLS 119 is Colress
                # Machine"); {written} is the name as written on the line.
                v = replace(v, undecided=False, severity=Severity.WARNING, message=_(
                    '{mismatch}, not "{written}": whichever card the line means, the verdict is '
                    "the same").format(mismatch=slip.print_mismatch, written=slip.line.text))
            found.append(v)
        return tuple(found)

    def _numbered_read(self, decklist: Decklist, cards: tuple[Card, ...],
                       violations: tuple[Violation, ...]) -> tuple[Violation, ...]:
        """``violations`` with the point of each line written with a number and its set's count
        that several prints of one name bear ("4 Dual Ball 72/95": Team Magma vs Team Aqua 72
        and Unleashed 72) turned into a note naming them, where the verdict does not depend on
        which print the line means.

        The deck is checked again with the line read as each print in turn (the format and the
        reprint rule ask of each what they ask of a line that names it): the line is decided only
        when no reading finds an error or a point on that line, or one the deck did not have,
        and every print is of one kind (an ACE SPEC and an ordinary card of one name are not:
        with another line's, they may break a limit together). At most ``TITLES_READ`` such
        lines are read: each reading checks the whole deck again."""
        numbered = [card for card in cards if card.line.zone is Zone.DECK
                    and card.line.set_code is None and "/" in (card.line.number or "")
                    and card.print_mismatch is not None]
        if len(numbered) > TITLES_READ:
            return violations
        before = {(v.rule, v.message) for v in violations if _blocks(v)}
        decided: dict[tuple[int, str], tuple[str, ...]] = {}
        for card in numbered:
            keys = self.identifier.one_name_numbered(card.line)
            lines = [replace(card.line, set_code=code, number=number) for code, number in keys]
            kinds = {self.identifier.identify(line, decklist.language).ace_spec
                     for line in lines}
            if keys and len(kinds) == 1 and all(
                    self._line_reads_alike(decklist, cards, card, line, before, exact=True)
                    for line in lines):
                decided[_finding_key(card)] = tuple(f"{code} {number}" for code, number in keys)
        if not decided:
            return violations
        found = []
        for v in violations:
            key = (v.lines[0], v.cards[0]) if v.undecided and len(v.lines) == 1 \
                and len(v.cards) == 1 else None
            prints = decided.get(key) if key is not None else None
            if prints is not None:
                if v.rule != unknown_card.ID:
                    continue  # a point no reading of the line has
                card = next(card for card in numbered if _finding_key(card) == key)
                # Translators: {number} is a number and its set's count as a list line writes
                # them with no set code ("72/95"); {name} the card's name; {prints} the prints
                # numbered so, comma-separated set codes and numbers ("MA 72, UL 72").
                v = replace(v, undecided=False, severity=Severity.WARNING, message=_(
                    "{number} is {name} in several sets ({prints}): whichever print the line "
                    "means, the verdict is the same").format(
                        number=card.line.number, name=card.name.display,
                        prints=", ".join(prints)))
            found.append(v)
        return tuple(found)

    def _reads_alike(self, decklist: Decklist, cards: tuple[Card, ...], title: Card, name: str,
                     before: set[tuple[str, str]]) -> bool:
        """Whether the deck, with ``title``'s line read as the card ``name``, has no error or
        point on that line and none the deck did not have."""
        return self._line_reads_alike(decklist, cards, title, replace(title.line, text=name),
                                      before)

    def _line_reads_alike(self, decklist: Decklist, cards: tuple[Card, ...], title: Card,
                          line: DeckLine, before: set[tuple[str, str]],
                          exact: bool = False) -> bool:
        """Whether the deck, with ``title``'s line written as ``line``, names one card there
        (``exact``: and its print, if written, is that card's) and has no error or point on that
        line and none the deck did not have."""
        card = self.identifier.identify(line, decklist.language)
        if card.verified is not True or card.candidates \
                or (exact and (card.print_mismatch is not None or card.read_as is not None)):
            return False
        number, read = title.line.line_number, card.describe()
        # A finding on the line blocks when it is about this card or names none; one about
        # another card of the line (a table row's) blocks only when the deck did not have it.
        return not any(_blocks(v) and ((number in v.lines and (not v.cards or read in v.cards))
                                       or (v.rule, v.message) not in before)
                       for v in self._read_as(decklist, cards, title, card))

    def _read_as(self, decklist: Decklist, cards: tuple[Card, ...], title: Card,
                 card: Card) -> tuple[Violation, ...]:
        """The deck's violations with ``title``'s line read as ``card``."""
        read = tuple(card if other is title else other for other in cards)
        return self._violations(DeckContext.of(decklist, read, self.format, self.data,
                                               self._confirming(decklist)))

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
        its words; any other stays unread (an error), and so does every one without a catalog."""
        problems = []
        for problem in decklist.problems:
            if problem.sentence is not None \
                    and self.identifier.mentions_a_card(problem.sentence) is False:
                shown = problem.sentence if len(problem.sentence) <= 60 \
                    else problem.sentence[:57] + "..."
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
            if problem.label is not None \
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
        Deck"; in capitals with a colon, "ROARING MOON EX DARKRAI BUILD:", none as a whole, and
        any it mentions only where the deck's cards make its size)."""
        if self._read_as_a_card(problem.label_line, decklist.language) \
                or self.identifier.starts_a_card_name(problem.prose or "") is not False:
            return False
        words = problem.prose or ""
        if not problem.title:
            return self.identifier.names_a_card(words) is False
        if self.identifier.is_a_card_name(words) is not False:
            return False
        # Words that mention cards ("ROARING MOON EX", "DARKRAI") are a title only where the
        # cards read make the deck size: had the line been cards to count, the deck would be
        # over it.
        return self.identifier.names_a_card(words) is False or sum(
            line.quantity for line in decklist.lines if line.zone is Zone.DECK) in self.deck_sizes

    def _headings_read(self, decklist: Decklist) -> Decklist:
        """The list with each line of words and a colon ("Link to list:") read as a heading, with
        a note, where the catalog finds no card's name in it, and each title line ("Solrock
        Lunatone Deck List:") where its words are no card's whole name; a line that may name a
        card stays unread (an error), and so does every such line without a catalog."""
        problems = []
        for problem in decklist.problems:
            if problem.top and not self._top_title(problem, decklist):
                problems.append(problem)  # may be a card: unread
                continue
            if problem.top and not problem.title:
                # Translators: {text} is a line at the top of a list, words with no count that
                # name no card ("Calico Deck", a deck's name above its first header).
                problem = replace(problem, heading=True, message=_(
                    "{text!r} read as the list's title: no count, above its cards, and it names "
                    "no card").format(text=problem.prose))
            elif problem.title and self.identifier.is_a_card_name(problem.prose or "") is False:
                # Translators: {text} is a line of a list that gives the list's title ("Solrock
                # Lunatone Deck List:", "Name: Andrew Hedrick Winning List").
                problem = replace(problem, heading=True, message=_(
                    "{text!r} read as the list's title: it is no card's name").format(
                        text=problem.prose))
            elif problem.prose is not None and not problem.title \
                    and self.identifier.names_a_card(problem.prose) is False:
                # Translators: {text} is a line of a list, words ending with a colon ("Link to
                # list:"), that names no card.
                problem = replace(problem, heading=True, message=_(
                    "{text!r} read as a heading: it names no card").format(
                        text=f"{problem.prose}:"))
            problems.append(problem)
        return replace(decklist, problems=tuple(problems))
