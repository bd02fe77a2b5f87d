"""Identifying cards: what a deck line's name and print prove about the card.

Without a card catalog, deckcheck knows only what ``data/`` lists (ACE SPEC, Radiant, Prism Star,
Pokémon Star, V-UNION, Restored and Fossil cards, copy-limit overrides) and what a name proves by
itself: a Pokémon V or Pokémon-EX is a Basic Pokémon, a VMAX or a V-UNION is not. Anything else is
left unknown (``None``), and the rules that need it say they could not decide.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from operator import is_
from typing import TYPE_CHECKING, Any

from deckcheck.bounded import Bounded
from deckcheck.catalog import SUGGESTIONS_PER_DECK
from deckcheck.catalog.records import CatalogCard, Pool, Resolution
from deckcheck.i18n import _, language
from deckcheck.identify_short_forms import (
    ShortForms,
    catalog_section,
    preferred_languages,
    reader_name,
)
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import CanonicalName, Card, DeckLine, NameNote, Section, Zone
from deckcheck.names import misspelt
from deckcheck.names.canonical import NameRules
from deckcheck.names.folding import fold
from deckcheck.rulesdata import RulesData

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog

PrintKey = tuple[str, str]
NEAR_LETTERS = 6
"""The fewest letters a capitalised run of a sentence's words has for a card's name a letter off
to count as a card named in it (twice as many for two letters off)."""
TITLE_CANDIDATES = 6
"""The most names a bare title's point lists ("Blend Energy": its two cards); with more, the
list shown is cut, so no verdict may rest on it."""
_SENTENCE_PUNCTUATION = ",.;:!?…\"'()«»“”"
"""What a sentence's words carry on their ends and no card's name does at its ends ("Ultra
Ball," is Ultra Ball); a name's own "!" or "." ("Pichu Bros.") is read in its full form too."""
HEADING_WORDS = 12
"""Words a line read as a heading may hold ("Link to list:", "Deck list:"): each run of them is
looked up as a card's name, so the work stays bounded (78 look-ups at most)."""
PRINT_KEYS = 1024
"""Spellings of a print whose canonical print is remembered (see Identifier.print_key)."""
IDENTITY_CACHE = 8192
"""Distinct deck lines whose identification is remembered, the least recently used forgotten
first: a tournament's lists name fewer, and an archive's popular cards stay remembered."""

@dataclass(frozen=True)
class _Listed:
    name: str
    key: str
    prints: frozenset[PrintKey]
    extra: dict[str, Any]


@dataclass(frozen=True)
class _Table:
    """Cards listed in one data file, found by canonical name key or by print."""

    by_key: dict[str, list[_Listed]]
    by_print: dict[PrintKey, _Listed]

    def get(self, key: str) -> list[_Listed]:
        return self.by_key.get(key, [])

    def __contains__(self, key: str) -> bool:
        return key in self.by_key


class Identifier:
    """Identifies deck lines from the rules data alone."""

    def __init__(self, data: RulesData, names: NameRules, catalog: Catalog | None = None,
                 reprints_for: Callable[[tuple[CatalogCard, ...]], bool] | None = None,
                 evolutions: bool = False, reprint_pool: Pool | None = None) -> None:
        """``reprints_for``: given a line's prints, whether to fetch every print of its name too
        (for the reprint rule, only when the line's own prints are not legal: it costs a query).
        ``reprint_pool``: only the prints of the name it wants, when given (the format's pool:
        most of an old card's prints are in none, and are not made into records at all).

        ``evolutions``: also fetch what the team's and the Evolution Deck's cards evolve into
        (for the house-rules variant).
        """
        self._data = data
        self._names = names
        self._catalog = catalog
        self._reprints_for = reprints_for
        self._reprint_pool = reprint_pool
        self._evolutions = evolutions
        self._known: Bounded[tuple[object, ...], Card] = Bounded(IDENTITY_CACHE)
        # A line's print spelt canonically, per spelling: asked when its deck is prefetched and
        # again when it is identified. Lines seen before are remembered whole (_known), so a few
        # decks' worth is enough; more would hold every line's strings (3 MiB for 8,192).
        self._print_keys: Bounded[tuple[str, str], tuple[PrintKey | None]] = \
            Bounded(PRINT_KEYS)
        # One tuple object per set of prints (see _shared).
        self._tuples: Bounded[tuple[int, ...], tuple[CatalogCard, ...]] = \
            Bounded(IDENTITY_CACHE)
        table = data.set_table
        self._known_sets = frozenset((*data.set_codes, *table["spellings"].values(),
                                      *table["lower_case"].values()))
        self._suggestions_left = SUGGESTIONS_PER_DECK
        facts = data.suffixes  # data/suffixes.yaml: what a suffix proves about a card
        self._pokemon_suffixes = frozenset(s for s, f in facts.items() if f["pokemon"])
        self._basic_suffixes = frozenset(s for s, f in facts.items() if f["stage"] == "basic")
        self._not_basic_suffixes = frozenset(
            s for s, f in facts.items() if f["stage"] in ("evolution", "not-basic"))
        self.ace_spec = self._listed(data.card_list("ace_spec")["cards"])
        self.radiant = self._listed(data.card_list("radiant")["cards"])
        self.prism_star = self._listed(data.card_list("prism_star")["cards"])
        self.pokemon_star = self._listed(data.card_list("pokemon_star")["cards"])
        self.restored = self._listed(data.not_basic["restored"])
        self._stage_markers = dict(data.not_basic["markers"])
        self._tag_team = data.short_forms["tag_team"]  # what names a TAG TEAM Pokémon
        self._chinese_codes = frozenset(code.upper() for code in data.sets["chinese_print_codes"])
        self.fossil_trainers = frozenset(
            fold(name) for name in data.not_basic["fossil_trainers"])
        self.copy_limits = self._listed(data.copy_limits["cards"])
        self.special_energy = self._listed(data.card_list("special_energy")["cards"])
        # The printed symbols a player may leave off a name (◇, ☆): data/suffixes.yaml's.
        self._symbols = frozenset(s for s, f in facts.items() if f["citation"] == "name-symbol")
        self._short_forms = ShortForms(data, names, catalog,
                                       lambda folded: folded in self.ace_spec, self._resolve)
        self.v_union: dict[PrintKey, tuple[str, int]] = {}
        for card in data.v_union["cards"]:
            for index, illustration in enumerate(card["illustrations"]):
                for ref in illustration["prints"]:
                    self.v_union[data.parse_print(ref)] = (card["name"], index)

    def _listed(self, cards: Sequence[Mapping[str, Any]]) -> _Table:
        by_key: dict[str, list[_Listed]] = {}
        by_print: dict[PrintKey, _Listed] = {}
        for card in cards:
            # Data files spell names canonically (tests/test_registry.py holds them to it), so
            # folding them is enough: no name rules to run at start-up.
            name = card["name"]
            prints = frozenset(self._data.parse_print(ref) for ref in card.get("prints", []))
            extra = {k: v for k, v in card.items() if k not in ("name", "prints")}
            entry = _Listed(name, fold(name), prints, extra)
            by_key.setdefault(entry.key, []).append(entry)
            by_print.update(dict.fromkeys(prints, entry))
        return _Table(by_key, by_print)

    def start_deck(self) -> None:
        """A new deck begins: its first unknown lines get suggestions (see :meth:`identify`)."""
        self._suggestions_left = SUGGESTIONS_PER_DECK

    def prefetch(self, lines: Sequence[DeckLine], language: str | None = None) -> None:
        """Ask the catalog at once about a deck's lines not met before (see :meth:`identify`):
        their prints and names in two queries rather than a few per line. Only what lines ask
        most is asked; anything else a line needs is asked as it is identified, and the answers
        are the ones each line's own questions get."""
        if self._catalog is None:
            return
        words = _message_language()
        asked = []
        for line in lines:
            if (line.text, line.set_code, line.number, line.section, line.zone, language,
                    words) in self._known:
                continue
            name = self._names.canonical(line.text)
            # A basic Energy's name is never looked up, only its print (a Special Energy?).
            asked.append((self.print_key(line), None if name.basic_energy else name.key))
        if not asked:
            return
        prefer = preferred_languages(language)
        self._catalog.prefetch(asked, prefer)
        if self._reprints_for is not None:
            # What the reprint rule will ask of the lines whose own prints are not legal: their
            # name's every print (the resolutions come from the answers just fetched).
            english = set()
            for print_key, key in asked:
                if key is None:
                    continue
                cards = self._catalog.resolve(print_key, key, prefer).cards
                if cards and self._reprints_for(cards):
                    english.add(cards[0].name)
            self._catalog.prefetch_names(english, self._reprint_pool)

    def print_key(self, line: DeckLine) -> PrintKey | None:
        """The line's print in canonical spelling, if it names one."""
        if not line.set_code or not line.number:
            return None
        spelt = (line.set_code, line.number)
        found = self._print_keys.get(spelt)
        if found is None:
            found = self._print_keys.put(spelt, (self._spelt_print(*spelt),))
        return found[0]

    def _spelt_print(self, set_code: str, number: str) -> PrintKey | None:
        if self._names_no_print(set_code):
            return None  # "Basic {W} Energy Energy", "Boss's Orders SWSHALT 127": no print
        return self._data.print_key(set_code, number)

    def _names_no_print(self, set_code: str) -> bool:
        """Whether a set code stands for no print the catalog holds: basic Energy's pseudo-sets,
        Pokémon TCG Live's alternate prints, Japanese and Chinese sets (data/sets.yaml)."""
        sets = self._data.sets
        code = set_code.upper()
        return set_code in sets["energy_pseudo_sets"] \
            or code in sets["alternate_print_codes"] \
            or code in sets["japanese_print_codes"] \
            or code in self._chinese_codes

    def identify(self, line: DeckLine, language: str | None = None) -> Card:
        """What the rules data (and the catalog, if any) prove about the card on one deck line.

        ``language`` is the list's client language: its names are read first ("Milo" in an
        Italian list is Gordie), and names for unknown cards are suggested in it.
        A batch of lists names the same cards again and again, so what one line proved is
        remembered (a bounded number of cards) and only its line number and quantity change.
        A card holds words for people (its print mismatch, its name's notes), so what is
        remembered is kept per active message language too. Names for an unknown card are
        suggested on the deck's first ``SUGGESTIONS_PER_DECK`` unknown lines only (fuzzy
        searches are bounded work), whatever other decks the run checks, so a deck's report is
        the same in any batch and in any worker process.
        """
        written, line = line, self._print_out_of(self._spaced_print(line))
        key = (line.text, line.set_code, line.number, line.section, line.zone, language,
               _message_language())
        known = self._known.get(key)
        if known is None:
            known = self._known.put(key, self._identify(line, language))
        suggestions: tuple[str, ...] = ()
        if known.verified is False and not known.candidates and self._catalog is not None \
                and self._suggestions_left > 0 and not self._only_a_print(written):
            self._suggestions_left -= 1
            suggestions = tuple(self._names.distinct(
                self._catalog.suggestions(line.text, language, limit=6)))
        if known.line is line and not suggestions:
            return known
        # A copy with this line: dataclasses.replace re-runs __init__, a tenth of a batch's time.
        card = object.__new__(Card)
        card.__dict__.update(known.__dict__)
        object.__setattr__(card, "line", line)
        if suggestions:
            object.__setattr__(card, "suggestions", suggestions)
        return card

    def _spaced_print(self, line: DeckLine) -> DeckLine:
        """"4 MEG 119", a set code and number apart and nothing else: the print, as "MEG-119"
        is, only where the catalog has a card printed so and no card is named as the code
        ("4 Mew 151" is no print of 151, whose code is MEW: it stays the name written). Without
        a catalog, the print, as "MEG-119" is without one."""
        if line.set_code is None or line.number is None or self._catalog is None \
                or line.text != f"{line.set_code} {line.number}":
            return line
        key = self.print_key(line)
        if key is not None and self._catalog.by_print(*key) is not None \
                and not self._catalog.by_key(self._names.canonical(line.set_code).key):
            return line
        return replace(line, set_code=None, number=None)

    def _print_out_of(self, line: DeckLine) -> DeckLine:
        """"6 Darkness Energy 104/111", a number and its set's count with no set code: the print
        numbered so in a set of that many cards (the catalog's official counts) that bears the
        line's name, where exactly one does (Neo Genesis 104, the Special Darkness Energy).
        None or several, or no catalog: the line as written, a point to confirm."""
        written = number_out_of(line)
        if written is None or self._catalog is None:
            return line
        prints = self._prints_out_of(line.text, written)
        if len(prints) > 1 and self._all_basic(prints):
            # "12 Fire Energy 128/132": Gym Heroes 128 and Gym Challenge 128 are both basic Fire
            # Energy (review 10): whichever it is, the line is the basic Energy its name says.
            return replace(line, number=None)
        if len(prints) != 1:
            return line
        (code, printed_number), = prints
        return replace(line, set_code=code, number=printed_number)

    def one_name_numbered(self, line: DeckLine) -> tuple[PrintKey, ...]:
        """"4 Dual Ball 72/95", a number and its set's count with no set code that several prints
        bearing the line's name are numbered (Team Magma vs Team Aqua 72 and Unleashed 72): those
        prints, in order, when all of them have one English name and so count as one card; else
        nothing (no catalog, one print or none, or prints of several names). Which of them the
        line means is the checker's to weigh (deckcheck.checker, a reading of each)."""
        written = number_out_of(line)
        if written is None or self._catalog is None:
            return ()
        prints = self._prints_out_of(line.text, written)
        if len(prints) < 2:
            return ()
        names = set()
        for key in prints:
            printed = self._catalog.by_print(*key)
            if printed is None:
                return ()
            names.add(self._names.canonical(printed.name).key)
        return tuple(sorted(prints)) if len(names) == 1 else ()

    def _all_basic(self, prints: set[PrintKey]) -> bool:
        """Whether every one of ``prints`` is a basic Energy card (no Special Energy that bears
        a basic Energy's name among them)."""
        assert self._catalog is not None
        for key in prints:
            printed = self._catalog.by_print(*key)
            name = self._names.canonical(printed.name) if printed is not None else None
            if name is None or name.basic_energy is None \
                    or self._special_energy_print(name, key) is not None:
                return False
        return True

    def _prints_out_of(self, written: str, number: str) -> set[PrintKey]:
        """The prints bearing the name ``written`` numbered ``number`` ("104/111") in a set of
        that many cards."""
        if self._catalog is None:
            return set()
        name = self._names.canonical(written)
        return {self._data.print_key(card.set_code, card.number)
                for card in self._catalog.numbered_out_of(*_number_and_total(number))
                if card.set_code is not None and self._bears(name, card)}

    def _bears(self, name: CanonicalName, printed: CatalogCard) -> bool:
        """Whether a print bears ``name``: its name in some language, or the basic Energy name
        a Special Energy of that type also bears ("Darkness Energy")."""
        if name.basic_energy is not None:
            return self._names.canonical(printed.name).basic_energy == name.basic_energy
        return self._names_print(name, printed)

    def _only_a_print(self, line: DeckLine) -> bool:
        """Whether the line writes a print alone whose code is no card's name ("4 MEG 999",
        "MEG-999": a number the set lacks): its words name no card, so a name near them ("Mew")
        is none the player meant, and none is suggested ("4 MEW 151" may mean Mew: it is)."""
        return line.set_code is not None and _writes_only_its_print(line) \
            and self._catalog is not None \
            and not self._catalog.by_key(self._names.canonical(line.set_code).key)

    def read_name(self, written: str, language: str | None = None
                  ) -> tuple[str | None, tuple[str, ...]]:
        """The English name of the card a list line naming only ``written`` is read as (a
        spelling, a spacing, a title left off, a letter off exactly one card's name: as
        ``check`` reads it), ``None`` when no one card is; and the English names it may be
        ("Blend Energy": several, for a judge to choose among; "Blorp": none)."""
        from deckcheck.read.decklist import print_alone

        self.start_deck()
        self._suggestions_left = 0  # names near an unknown one: not part of this answer
        # "MEG-119", "XY39": a print written alone names its card, as on a list line.
        alone = print_alone(written, self._data)
        line = DeckLine(1, 1, written) if alone is None else \
            DeckLine(1, 1, alone[0], set_code=alone[1], number=alone[2])
        card = self.identify(line, language)
        if card.candidates:
            return None, card.candidates
        if not card.verified or not card.prints:
            return None, ()
        return card.name.display, (card.name.display,)

    def mentions_a_card(self, sentence: str) -> bool | None:
        """Whether some run of a sentence's words (punctuation off their ends) names a card, as
        :meth:`names_a_card` tells it of each run as long as the longest card name
        (data/short_forms.yaml ``name_words``: "Four Ultra Ball, four Nest Ball …": yes;
        "Subscribe if you enjoyed …":
        no), or a capitalised word or two are read as a card by a list line naming only them ("I
        also play Juniper": Professor Juniper); ``None`` without a catalog. Bounded: the full
        reading of a line (short forms) is tried on those few runs only, at some milliseconds
        each."""
        if self._catalog is None:
            return None
        words = [word.strip(_SENTENCE_PUNCTUATION) for word in sentence.split()]
        words = [word for word in words if word]
        longest = self._data.short_forms["name_words"]
        for start in range(len(words)):
            if self.names_a_card(" ".join(words[start:start + longest])):
                return True
        # A run ending with a card's name in the plural ("two Rare Candies": review 22, read as
        # prose naming no card though it counted two Rare Candy).
        for end in range(1, len(words) + 1):
            if words[end - 1][-1:].casefold() == "s" and any(
                    self.in_the_plural(" ".join(words[start:end])) is not None
                    for start in range(max(0, end - longest), end)):
                return True
        for start, word in enumerate(words):
            if not word[:1].isupper():
                continue
            for end in (start + 1, start + 2):
                run = " ".join(words[start:end])
                name, candidates = self.read_name(run)
                # One word that only starts several cards' names is a sentence's word
                # ("Pokemon"); two ("Blend Energy") may be one card of several.
                if name is not None or (candidates and end - start > 1):
                    return True
                # A card's name in the plural, or misspelt near two cards' names, is still a
                # card named ("four Nest Balls", "quattro Caramelle rare": review 11), though no
                # one card can be read from it.
                if self._near_a_name(run):
                    return True
        return False

    def _near_a_name(self, run: str) -> bool:
        """Whether a capitalised run of a sentence's words is a few letters from a card's name
        in some language: one letter from a run of ``NEAR_LETTERS`` letters or more, two from
        twice that ("Nest Balls", "Caramelle rare"); shorter words are a letter from too many
        names ("Me": Mew) to tell."""
        letters = sum(ch.isalpha() for ch in run)
        if letters < NEAR_LETTERS or self._catalog is None:
            return False
        return bool(self._catalog.names_near(run, 2 if letters >= 2 * NEAR_LETTERS else 1))

    def names_a_card(self, words: str) -> bool | None:
        """Whether some run of ``words`` is a card's name in any language, spelt as the catalog
        spells it or spaced otherwise, or all of them a card's name a letter off ("Link to list":
        no; "Ultra Ball", "Lysander": yes); ``None`` without
        a catalog (then nobody can tell). Bounded: a heading has at most ``HEADING_WORDS`` words;
        a longer line is taken to name one."""
        if self._catalog is None:
            return None
        split = words.split()
        if len(split) > HEADING_WORDS:
            return True
        for start in range(len(split)):
            for end in range(start + 1, len(split) + 1):
                run = " ".join(split[start:end])
                name = self._names.canonical(run)
                if name.basic_energy is not None or self._catalog.by_key(name.key) \
                        or self._catalog.same_letters(run):
                    return True
        # Nor a card's name a letter off: "Lysander:" may be Lysandre, a line to ask about.
        return bool(self._catalog.names_near(words, 1))

    def starts_a_card_name(self, words: str) -> bool | None:
        """Whether ``words`` are the start of a card's name in any language ("Double Colorless":
        Double Colorless Energy), so a line of them may be that card written short; ``None``
        without a catalog."""
        if self._catalog is None:
            return None
        return bool(self._catalog.started(self._names.canonical(words).key, 1))

    def in_the_plural(self, words: str) -> str | None:
        """The English name of the one card ``words`` name with their last word in the English
        plural ("Rare Candies": Rare Candy; data/short_forms.yaml ``plural_ends``), spelt as the
        catalog spells the name in any language; ``None`` where they name no one card so, or
        without a catalog."""
        if self._catalog is None:
            return None
        head, _space, last = words.rpartition(" ")
        for plural, singular in self._data.short_forms["plural_ends"]:
            # A word longer than its ending: "s" alone, or "es", is no plural of anything.
            if len(last) > len(plural) + 1 and last.casefold().endswith(plural):
                written = f"{head} {last[:-len(plural)]}{singular}".strip()
                names = {card.name for card in
                         self._catalog.by_key(self._names.canonical(written).key)}
                if len(names) == 1:
                    return names.pop()
        return None

    def is_a_card_name(self, words: str) -> bool | None:
        """Whether ``words``, all of them, are a card's name in any language, spelt as the catalog
        spells it or spaced otherwise, or a letter off ("Solrock Lunatone Deck List": no); ``None``
        without a catalog."""
        if self._catalog is None:
            return None
        name = self._names.canonical(words)
        return name.basic_energy is not None or bool(self._catalog.by_key(name.key)) \
            or bool(self._catalog.same_letters(words)) \
            or bool(self._catalog.names_near(words, 1))

    def _identify(self, line: DeckLine, language: str | None) -> Card:
        name = self._names.canonical(line.text)
        key = self.print_key(line)
        code_read_as = None
        near: tuple[PrintKey, ...] = ()
        if key is not None and line.set_code is not None:
            key, code_read_as = self._set_not_promo(name, line, key)
            if code_read_as is None:
                key, code_read_as, near = self._mistyped_code(name, line.set_code, key)
            key = self._lettered_print(name, key)
        in_set = self._set_without_number(line)
        # A set code no list-writing source gives, beside a basic Energy's name ("Psychic Energy
        # XY-101"): the line counts as that basic Energy, and its print is a point to confirm.
        unread_set = in_set is not None and in_set not in self._known_sets
        if key is not None and key[1] == "0" and name.basic_energy is not None:
            # "Fire Energy swsh1 0": a basic Energy numbered 0 is its set's unnumbered basic
            # Energy (no card is printed with the number 0); the set alone is read ("Fire Energy
            # SSH").
            in_set, key = key[0], None
        if in_set is not None and self._catalog is not None:
            whole = self._names.canonical(f"{line.text} {line.set_code}")
            if self._catalog.by_key(whole.key, ("en",)):
                name, in_set = whole, None  # "Macchina MT" is a card's name, not Macchina of MT
        if name.basic_energy is None and line.section is Section.ENERGY:
            # "7 Darkness" under an Energy header: the type alone names the basic Energy card,
            # unless the list's language (from its headers) writes no type so and a card bears
            # that name ("Lotta" is the Fighting type in Italian, Hilda in German).
            typed = self._names.energy_by_type(line.text)
            if typed is not None and (
                    language is None or language in self._names.type_word_languages(line.text)
                    or (self._catalog is not None and not self._catalog.by_key(name.key))):
                name = typed
            elif typed is None and language in (None, "en"):
                # "8 F", "6 L" (a 2011 report's Energy section): a type's symbol letter alone.
                # Only in an English list or one of no known language: F is Fire's initial in
                # every rulebook language but English (deckcheck.names.type_letters).
                name = self._names.energy_by_letter(line.text) or name
        both_in_set = False
        if in_set is not None and name.basic_energy is not None:
            # "Darkness Energy UND": Undaunted's Darkness Energy is a Special Energy card; a set
            # whose only print of that name is Special names it, one with both leaves it open.
            specials, basics = self._energy_prints_in_set(name, in_set)
            if specials and not basics:
                key = specials[0]
            both_in_set = bool(specials and basics)
        special = self._special_energy_print(name, key)
        if special is None and key is not None and name.basic_energy is None:
            special, name = self._tagged_special(line.text, key, name)
        if key is not None and special is not None:
            name = _special_energy(special, line.text, key)
        found = self._lines_corrected(self._resolve(name, key, special is not None, language))
        read_as = code_read_as
        if found.printed_as is not None and key is not None and special is None \
                and _writes_only_its_print(line):
            found, read_as = self._print_read(line.text, key, found)
        elif found.printed_as is not None and key is not None and special is None:
            found, read_as = self._misspelt(name, found, key, language)
            if code_read_as is not None:
                read_as = code_read_as if read_as is None else f"{code_read_as}; {read_as}"
        if key is None and in_set is None and not found.cards and name.basic_energy is None \
                and special is None:
            short = self._short_forms.read(line, language)
            if short is not None:
                name, found, read_as = short
        not_in_set = False
        if in_set is not None and found.cards:
            # "Phantump BKP": the name's prints in that set (a gallery's too: CRZ is CRZ:GG's).
            prints = tuple(card for card in found.cards if card.set_code
                           and card.set_code.partition(":")[0] == in_set)
            if prints:
                found = replace(found, cards=prints)
            else:
                not_in_set = True
        candidates: tuple[str, ...] = ()
        if self._catalog is not None and not found.cards and name.basic_energy is None \
                and special is None:
            candidates = tuple(self._catalog.titled(name.key, TITLE_CANDIDATES)) \
                or self._short_forms.typed_candidates(line, language, TITLE_CANDIDATES)
        if found.cards and special is None:
            # The 4-copy rule counts a card's English name, as the Tournament Handbook says
            # (data/citations.yaml, name-english); data/ has the last word on special Energy.
            english = self._names.canonical(found.english_name or line.text)
            if english.key != name.key:
                name = english
            elif english.display != name.display:
                # The same name spelt otherwise ("Hex-Maniac", "Master Ball."): the rules and the
                # data tables look names up as the catalog spells them.
                name = replace(english, written=name.written, notes=name.notes)
        if key is not None:
            name = self._name_from_print(name, key)
        suffixes = set(name.suffixes)
        listed = fold(name.display)  # how data/cards tables are keyed
        prism = "◇" in suffixes
        radiant = "Radiant" in name.prefixes
        v_union = "V-UNION" in suffixes
        proven_basic = radiant or (prism and self._basic_prism(name))
        # What the card is beats the header it was listed under: a Charmander under "Trainer:"
        # is still a Pokémon for every rule (GLC's one type, the house variant's card kinds),
        # and a basic Energy's name (never looked up in the catalog) an Energy (review 11).
        under = Section.ENERGY if name.basic_energy is not None else line.section
        section = catalog_section(found) or under or self._infer_section(
            listed, name.basic_energy, suffixes, proven_basic)
        limit, any_number, uncertain = self._copy_limit(listed, key)
        verified: bool | None = None
        if self._catalog is not None:
            verified = bool(found.cards) or name.basic_energy is not None
        mismatch = printed_as = None
        if both_in_set and line.set_code is not None:
            # Translators: a clause of another message: {set} is a set code, {name} a basic
            # Energy card's name ("Darkness Energy").
            mismatch = _("{set} has a basic and a Special Energy card named {name}; the line "
                         "gives no number to tell which").format(set=line.set_code,
                                                                  name=line.text)
        elif unread_set and line.set_code is not None:
            mismatch = _("the card catalog has no card printed as {print}").format(
                print=line.set_code)
        elif not_in_set and line.set_code is not None:
            # Translators: a clause of another message: {name} is a card name, {set} a set code.
            mismatch = _("the card catalog has no {name} in {set}").format(
                name=found.english_name or name.display, set=line.set_code)
        elif found.printed_as is not None and key is not None and special is None:
            # Translators: a clause of another message: {print} is a set code and number
            # ("PAL 104"), {name} the card printed there.
            mismatch = _("{print} is {name}").format(print=f"{key[0]} {key[1]}",
                                                     name=self._printed_name(found, key))
            printed_as = found.printed_as
        elif found.print_missing and (found.cards or name.basic_energy) and key is not None:
            # Translators: a clause of another message: {print} is a set code and number.
            mismatch = _("the card catalog has no card printed as {print}").format(
                print=f"{key[0]} {key[1]}")
        elif (out_of := number_out_of(line)) is not None and self._catalog is not None:
            # "4 Gible 60/147": no print of the name bears that number in a set of that many
            # cards, or several do (deckcheck.identify reads the one print, Identifier.identify).
            mismatch = _("the card catalog has no card printed as {print}").format(
                print=out_of) if not self._prints_out_of(line.text, out_of) else \
                _("several cards of that name are printed as {print}").format(print=out_of)
        elif name.basic_energy is not None and key is None and line.set_code is None \
                and line.number is not None and special is None:
            special_print = self._special_of_number(name, line.number.partition("/")[0])
            if special_print is not None:
                # "6 Darkness Energy 104": a bare number is Pokémon TCG Online's for basic
                # Energy, but 104 is also Neo Genesis's Special Darkness Energy, whose copies
                # are limited: which card the line means is for the player to say.
                # Translators: a clause of another message, which goes on asking which card the
                # line means: {number} is a number written with no set code after a basic
                # Energy's name, {card} a Special Energy's name and print bearing that number
                # ("Darkness Energy N1 104").
                mismatch = _("{number}, with no set code, is how Pokémon TCG Online numbers "
                             "basic Energy, and the number of the Special Energy {card} "
                             "too").format(number=line.number, card=special_print)
        evolutions = tuple(self._catalog.evolutions_of(found.cards[0].name,
                                                       self._data.evolution_prefixes)) \
            if self._catalog is not None and found.cards and self._evolutions \
            and line.zone is not Zone.DECK else None
        return Card(
            line=line,
            name=name,
            section=section,
            print_key=key,
            basic_pokemon=self._basic_pokemon(name, key, section, suffixes, radiant, prism,
                                              self._catalog_basic(found, name)),
            ace_spec=self._ace_spec(listed, key),
            radiant=radiant,
            prism_star=prism,
            pokemon_star="☆" in suffixes,
            v_union=v_union,
            v_union_illustration=self.v_union[key][1] if v_union and key in self.v_union else None,
            copy_limit=limit,
            any_number=any_number,
            copy_limit_uncertain=uncertain,
            group=self._names.group_of(name),
            verified=verified,
            candidates=candidates,
            print_mismatch=mismatch,
            printed_as=printed_as,
            read_as=read_as,
            near_prints=near if mismatch is not None and printed_as is None else (),
            prints=self._shared(found.cards),
            same_name_prints=self._shared(tuple(self._catalog.named_alike(
                found.cards[0].name, self._reprint_pool)))
            if self._catalog is not None and found.cards and self._reprints_for is not None
            and self._reprints_for(found.cards) else (),
            evolutions=evolutions,
            evolution_names=self._catalog.names_of(evolutions)
            if self._catalog is not None and evolutions else (),
        )

    def _shared(self, cards: tuple[CatalogCard, ...]) -> tuple[CatalogCard, ...]:
        """``cards`` as the one tuple object every line naming these very prints gets.

        The rules remember their verdicts per tuple of prints by identity
        (:class:`deckcheck.bounded.ByIdentity`): distinct lines that name one print ("Ultra Ball
        SVI 196", "Ultra Ball (SVI) 196", a misspelt name beside it) then share its verdict in a
        format, worked out once per run rather than once per way of writing it.
        """
        if not cards:
            return ()
        key = tuple([card.id for card in cards])
        known = self._tuples.get(key)
        # map: no generator per line; the ids are the key, so both tuples are as long.
        if known is not None and all(map(is_, known, cards)):
            return known
        return self._tuples.put(key, cards)

    def _print_read(self, written: str, key: PrintKey, found: Resolution
                    ) -> tuple[Resolution, str | None]:
        """"4 MEG-119": a line that names its card by set and number alone is that print, with a
        note naming the card."""
        printed = self._catalog.by_print(*key) if self._catalog is not None else None
        if printed is None:
            return found, None
        # Translators: {written} is a set code and number written alone on a list line
        # ("MEG-119"); {name} the card printed so, {print} the set code and number ("MEG 119").
        note = _('"{written}" read as "{name}", the card printed as {print}').format(
            written=written, name=reader_name(printed.name, (printed,)),
            print=f"{key[0]} {key[1]}")
        return Resolution((printed,), by_print=True), note

    def _misspelt(self, name: CanonicalName, found: Resolution, key: PrintKey,
                  language: str | None = None) -> tuple[Resolution, str | None]:
        """The line's print, with a note for the report, when its name is that print's name
        misspelt or cut short and no other card's (deckcheck.names.misspelt) in the list's
        language or English (in any language when the list's is not known); else ``found`` as
        it is."""
        printed = self._catalog.by_print(*key) if self._catalog is not None else None
        if printed is None or self._catalog is None:
            return found, None
        is_a_name = not found.by_print  # the catalog found cards by the written name
        written_as = name.written
        names = (printed.name, *printed.names.values())
        printed_name = self._names.canonical(printed.name)
        how = misspelt.reading(name, printed_name, names, is_a_name, self._symbols,
                               self._names.sp_symbol(printed_name))
        if how is None and not is_a_name \
                and self._names.letters_name_print(written_as, printed_name.display):
            # "Blend Energy GFPD DRX 117": its letters are the print's types written otherwise
            # (F for Fire, as every other rulebook language spells it), and no card's name.
            how = misspelt.Reading.TYPE_LETTERS
        if how is None:
            return self._short_forms.printed_with_word(written_as, printed, printed_name, found)
        if how is misspelt.Reading.SPELLING and self._second_card_as_close(
                name, printed_name, names, language):
            return found, None  # a second card is as close: the player may mean either
        shown = misspelt.closest(written_as, names) if how is misspelt.Reading.SPELLING \
            else printed_name.display
        # Translators: {written} is a card name as written on a list line, {name} the card
        # printed at {print} (a set code and number, "TEF 25") that the line is read as.
        note = _('"{written}" read as "{name}", the card printed as {print}').format(
            written=written_as, name=shown, print=f"{key[0]} {key[1]}")
        return Resolution((printed,), by_print=True), note

    def _second_card_as_close(self, written: CanonicalName, printed: CanonicalName,
                              print_names: tuple[str, ...], language: str | None) -> bool:
        """Whether a card other than the print's is as close to a misspelt name as the print's
        own (deckcheck.names.misspelt.as_close) by one of its names in the list's language or in
        English, or in any language when the list's is not known ("Ultra Ball" is Beast Ball's
        French name: an English list's "Ultra Balls BRS 186" is still Ultra Ball): then the
        player may mean either, and the line stays a point to confirm."""
        assert self._catalog is not None
        languages = None if language is None else preferred_languages(language)
        near = self._catalog.cards_near(written.written,
                                        misspelt.edits(written.written, print_names))
        for other, named in near.items():
            other_name = self._names.canonical(other)
            other_names = [name for lang, name in named if languages is None or lang in languages]
            if other_name.key != printed.key and other_names and misspelt.as_close(
                    written, printed, print_names, other_name, other_names):
                return True
        return False

    def _a_gallery(self, written: str, key: PrintKey) -> bool:
        """Whether ``written`` is a known set's code and a gallery subset's letters joined by a
        hyphen, as Pokémon TCG Live exports write them ("SIT-TG 25", "LOR-TG 24": data/sets.yaml
        ``gallery_subsets``), and the line's print is that subset's: no code was mistyped."""
        base, _, sub = written.upper().partition("-")
        return sub in self._data.sets["gallery_subsets"] and base in self._known_sets \
            and key[0] == f"{self._data.set_of(base)}:{sub}" and key[0] in self._known_sets

    def _mistyped_code(self, name: CanonicalName, written: str, key: PrintKey
                       ) -> tuple[PrintKey, str | None, tuple[PrintKey, ...]]:
        """A set code no source writes, read as the one set a letter away that prints this name
        at this number ("Crobat-V SIF 44": SHF 44 is Crobat V), with a note for the report; else
        ``key`` as it is. Every set one edit from the written code is tried: when two of them
        print the name there, the line stays as written (a point to confirm), with those prints
        when they all bear one name ("Charizard BS2 4": BS 4 and B2 4 are both Charizard), for
        the checker to weigh whether the deck reads alike as each. When none does,
        the sets two edits away are tried ("Marshadow SHL 45": SLG 45 is Marshadow), read only
        when exactly one of them prints exactly that name at that number and no other prints it
        there at all, even with its mark written otherwise."""
        spellings = self._data.set_table["spellings"]
        if self._catalog is None or written.upper() in spellings \
                or not written.replace("-", "").isalnum() or self._a_gallery(written, key):
            return key, None, ()
        from rapidfuzz.distance import Levenshtein  # only for a code nobody listed

        fits: dict[int, dict[PrintKey, str]] = {1: {}, 2: {}}
        exact: set[PrintKey] = set()
        # Two edits in a code of two letters are any other code: only longer ones go so far.
        most = 2 if len(written) >= 3 else 1
        for spelling, code in spellings.items():
            distance = Levenshtein.distance(spelling, written.upper(), score_cutoff=most)
            if distance > most or distance not in fits:
                continue
            near = self._data.print_key(code, key[1])
            printed = self._catalog.by_print(*near)
            if printed is not None and self._names_print(name, printed):
                fits[distance][near] = printed.name
                if distance == 2 and any(self._names.canonical(other).key == name.key
                                         for other in (printed.name, *printed.names.values())):
                    exact.add(near)
        if fits[1]:
            chosen = fits[1]
        elif set(fits[2]) == exact:
            chosen = fits[2]
        else:
            return key, None, ()
        if len(chosen) != 1:
            names = {self._names.canonical(printed_name).key for printed_name in fits[1].values()}
            return key, None, tuple(sorted(fits[1])) if len(names) == 1 else ()
        [(near, printed_name)] = chosen.items()
        # Translators: {written} is a set code as a list writes it, unknown ("SIF"); {code} and
        # {number} the set and number it is read as ("SHF", "44"), {name} the card printed there.
        note = _("set code {written} read as {code}: no set is coded {written}, and {code} "
                 "{number} is {name}").format(written=written, code=near[0], number=near[1],
                                               name=printed_name)
        return near, note, ()

    def _set_not_promo(self, name: CanonicalName, line: DeckLine, key: PrintKey
                       ) -> tuple[PrintKey, str | None]:
        """The set's print, with a note, for a promo number whose letters are also that set's
        code ("Patrat BW77", as PokéGym's 2011 lists write Black & White 77; the reader keeps
        the letters as the line's set) where the promo is another card and the set's card at
        that number bears exactly the written name; else ``key``. Never when the promo bears the
        name: "Zekrom BW05" stays the promo."""
        number = (line.number or "").upper()
        letters = number.rstrip("0123456789")
        if self._catalog is None or line.set_code is None or letters != line.set_code.upper() \
                or letters == number or self._data.set_of(letters) == key[0]:
            return key, None
        promo = self._catalog.by_print(*key)
        if promo is None or self._names_print(name, promo):
            return key, None
        near = self._data.print_key(self._data.set_of(letters), number[len(letters):])
        printed = self._catalog.by_print(*near)
        if printed is None or not any(self._names.canonical(other).key == name.key
                                      for other in (printed.name, *printed.names.values())):
            return key, None
        # Translators: {written} is a promo number as a list writes it ("BW77"), {code} and
        # {number} the set and number it is read as ("BLW", "77"), {name} the card printed there,
        # {promo} the promo card of that number.
        note = _("{written} read as {code} {number}: {code} {number} is {name}, and the promo "
                 "{written} is {promo}").format(
                     written=line.number, code=near[0], number=near[1], name=printed.name,
                     promo=promo.name)
        return near, note

    def _lettered_print(self, name: CanonicalName, key: PrintKey) -> PrintKey:
        """The card at a number without its letter, for a number pokemontcg.io gives another
        print of it ("PR-SM SM30a" is Tapu Koko, PR-SM 30: data/sets.yaml
        ``alternate_print_letters``), when the catalog lacks the lettered print and the card at
        the number bears the line's name; else ``key``."""
        set_code, number = key
        if self._catalog is None or number[-1:] not in self._data.sets["alternate_print_letters"] \
                or not number[-2:-1].isdigit() or self._catalog.by_print(*key) is not None:
            return key
        plain = self._data.print_key(set_code, number[:-1])  # "SM30" is PR-SM 30
        printed = self._catalog.by_print(*plain)
        return plain if printed is not None and self._names_print(name, printed) else key

    def _names_print(self, name: CanonicalName, printed: CatalogCard) -> bool:
        """Whether ``name`` is the print's name in some language, or its English name with a mark
        written otherwise ("Keldeo-ex" for Keldeo-EX: deckcheck.names.misspelt)."""
        if any(self._names.canonical(other).key == name.key
               for other in (printed.name, *printed.names.values())):
            return True
        return misspelt.mark_written_otherwise(name, self._names.canonical(printed.name))

    def _catalog_basic(self, found: Resolution, name: CanonicalName) -> bool | None:
        """Basic if every matching print is a Basic Pokémon, not if none is, else unknown.

        Prints with no stage recorded (a known catalog gap) are skipped; if that leaves nothing,
        the other prints of the same name answer.
        """
        answers = _basic_answers(found)
        if not answers and found.cards and self._catalog is not None:
            answers = _basic_answers(Resolution(tuple(self._catalog.by_key(name.key)), False))
        return answers.pop() if len(answers) == 1 else None

    def special_energy_print(self, name: CanonicalName, key: PrintKey | None) -> str | None:
        """The Special Energy card a basic Energy's name and print make, if they make one."""
        return self._special_energy_print(name, key)

    def _special_of_number(self, name: CanonicalName, number: str) -> str | None:
        """The Special Energy bearing a basic Energy's name whose print has ``number``
        (data/cards/special_energy.yaml: "Darkness Energy N1 104"), if one has it."""
        written = number.lstrip("0")
        for (code, printed_number), card in self.special_energy.by_print.items():
            if printed_number.lstrip("0") == written \
                    and self._names.canonical(card.name).basic_energy == name.basic_energy:
                # In the reader's language, as every other message names a card (review 10:
                # "dell'Energia speciale Darkness Energy N1 104" in Italian).
                printed = self._catalog.by_print(code, printed_number) \
                    if self._catalog is not None else None
                shown = reader_name(card.name, (printed,)) if printed is not None else card.name
                return f"{shown} {code} {printed_number}"
        return None

    def _tagged_special(self, text: str, key: PrintKey, name: CanonicalName
                        ) -> tuple[str | None, CanonicalName]:
        """A basic Energy's name a site tags Special ("Darkness Energy - Special N1 104", RK9's
        kind tag, data/sets.yaml ``name_tags``) on a Special Energy's print: that Special Energy,
        as the print and the tag both say (review 11), and the name without its tag; else None
        and ``name`` (a Special tag on a basic Energy's print stays a point to confirm)."""
        head, dash, tag = text.rpartition(" - ")
        if not dash or self._data.sets["name_tags"].get(tag.strip()) != "special-energy":
            return None, name
        untagged = self._names.canonical(head)
        special = self._special_energy_print(untagged, key)
        return (special, untagged) if special is not None else (None, name)

    def _special_energy_print(self, name: CanonicalName, key: PrintKey | None) -> str | None:
        """The Special Energy card a basic Energy's name and a print make ("Darkness Energy
        UND 79"): data/cards/special_energy.yaml first, else the catalog's Special marking."""
        if key is None or name.basic_energy is None:
            return None
        if key in self.special_energy.by_print:
            return self.special_energy.by_print[key].name
        if self._catalog is not None:
            printed = self._catalog.by_print(*key)
            if printed is not None and printed.category == "Energy" \
                    and printed.energy_type == "Special" \
                    and self._names.canonical(printed.name).basic_energy is not None:
                return printed.name
        return None

    def _resolve(self, name: CanonicalName, key: PrintKey | None, special: bool,
                 language: str | None = None) -> Resolution:
        if self._catalog is None:
            return Resolution((), by_print=False)
        if special and key is not None:
            printed = self._catalog.by_print(*key)  # the print is the card: data/ says which
            return Resolution((printed,) if printed else (), by_print=True)
        if name.basic_energy is not None:
            return self._basic_energy_print(name, key)
        prefer = preferred_languages(language)
        return self._catalog.resolve(key, name.key, prefer)

    def _lines_corrected(self, found: Resolution) -> Resolution:
        """The prints with what they evolve from as printed, where the data drops a prefix
        (data/cards/evolution_lines.yaml: Dark Blastoise evolves from Dark Wartortle). Only the
        formats that ask what evolves from what (the house variant's Evolution Deck) pay for it."""
        if self._catalog is None or not found.cards or not self._evolutions:
            return found
        prefixes = self._data.evolution_prefixes
        changed = False
        cards = []
        for card in found.cards:
            parent = self._catalog.parent_of(card.name, card.evolve_from, prefixes) \
                if card.evolve_from else card.evolve_from
            if parent != card.evolve_from:
                card, changed = replace(card, evolve_from=parent), True
            cards.append(card)
        return replace(found, cards=tuple(cards)) if changed else found

    def _basic_energy_print(self, name: CanonicalName, key: PrintKey | None) -> Resolution:
        """Basic Energy is known by its name; a print of another card is reported, not trusted
        ("5 Fire Energy SVI 196": SVI 196 is Ultra Ball; "Psychic Energy TR 82" is Potion
        Energy). A print the catalog does not have is a point to confirm: it may be a Special
        Energy printed with a basic Energy's name ("Darkness Energy UD 79" is Special)."""
        printed = self._catalog.by_print(*key) if self._catalog is not None and key else None
        if printed is None:
            return Resolution((), by_print=False, print_missing=key is not None)
        if self._names.canonical(printed.name).basic_energy == name.basic_energy:
            return Resolution((), by_print=False)
        return Resolution((), by_print=False, printed_as=printed.name)

    def _energy_prints_in_set(self, name: CanonicalName, in_set: str
                              ) -> tuple[list[PrintKey], bool]:
        """The Special Energy prints of a set under a basic Energy's name (data/ first, then
        the catalog), and whether the set also has a basic print of it."""
        specials = [key for key, entry in self.special_energy.by_print.items()
                    if key[0].partition(":")[0] == in_set
                    and self._names.canonical(entry.name).basic_energy == name.basic_energy]
        basics = False
        if self._catalog is not None:
            for card in self._catalog.in_set(name.key, in_set):
                key = self._data.print_key(card.set_code or in_set, card.number)
                if card.energy_type == "Special" or key in self.special_energy.by_print:
                    specials.append(key)
                else:
                    basics = True
        return sorted(set(specials)), basics

    def _set_without_number(self, line: DeckLine) -> str | None:
        """The set a line names without a number ("Phantump BKP"), as the catalog codes it."""
        if line.set_code is None or line.number is not None:
            return None
        if self._names_no_print(line.set_code):
            return None
        return self._data.set_of(line.set_code)

    def _name_from_print(self, name: CanonicalName, key: PrintKey) -> CanonicalName:
        """A listed print is that card even when its mark is not written ("Giratina UPR 58")."""
        for table in (self.prism_star, self.radiant, self.pokemon_star):
            entry = table.by_print.get(key)
            if entry is not None and entry.key != fold(name.display):
                listed = self._names.canonical(entry.name)
                if fold(listed.base) == fold(name.base):
                    return listed
        if key in self.v_union and "V-UNION" not in name.suffixes:
            listed = self._names.canonical(self.v_union[key][0])
            if fold(listed.base) == fold(name.base):
                return listed
        return name

    def _infer_section(self, key: str, basic_energy: str | None, suffixes: set[str],
                       basic_marked: bool) -> Section | None:
        if basic_energy is not None:
            return Section.ENERGY
        if suffixes & self._pokemon_suffixes or basic_marked:
            return Section.POKEMON
        if key in self.fossil_trainers or key in self.ace_spec:
            return Section.TRAINER
        return None

    def _basic_prism(self, name: CanonicalName) -> bool:
        return any(e.extra.get("basic_pokemon")
                   for e in self.prism_star.get(fold(name.display)))

    def _basic_pokemon(self, name: CanonicalName, key: PrintKey | None, section: Section | None,
                       suffixes: set[str], radiant: bool, prism: bool,
                       from_catalog: bool | None) -> bool | None:
        """data/ first (it corrects the catalog), then what the name proves, then the catalog."""
        if section in (Section.TRAINER, Section.ENERGY) or name.basic_energy is not None:
            return False
        if fold(name.display) in self.fossil_trainers:
            return False
        if key is not None and key in self.restored.by_print:
            return False
        markers = self._stage_markers  # data/cards/not_basic.yaml: what a name's markers prove
        found = {marker for marker, present in (
            ("mega", name.mega is not None), ("primal", "Primal" in name.prefixes),
            ("level-x", any(n.citation == "name-level" and n.detail.upper().endswith("X")
                            for n in name.notes)),
            ("tag-team", self._tag_team["mark"] in suffixes
             and self._tag_team["joined_by"] in name.base)) if present}
        if suffixes & self._not_basic_suffixes \
                or any(markers.get(marker) == "not-basic" for marker in found):
            return False
        if radiant or (prism and self._basic_prism(name)):
            return True
        if suffixes & self._basic_suffixes \
                or any(markers.get(marker) == "basic" for marker in found):
            return True
        return from_catalog

    def _ace_spec(self, name_key: str, key: PrintKey | None) -> bool | None:
        if key is not None and key in self.ace_spec.by_print:
            return True
        entries = self.ace_spec.get(name_key)
        if not entries:
            return False
        if not any(e.extra.get("other_prints") for e in entries):
            return True
        # "Computer Search", "Master Ball": ordinary cards too; only the print can tell.
        return False if key is not None else None

    def _printed_name(self, found: Resolution, key: tuple[str, str]) -> str:
        """The name of the card a line's print is, as the line's card is named in the same
        message: in another language than English the catalog's name in it, the English name
        that counts beside it ("Energia Lampo (Lightning Energy)")."""
        english = found.printed_as or ""
        code = language()
        printed = self._catalog.by_print(*key) if self._catalog is not None and code != "en" \
            else None
        local = printed.names.get(code) if printed is not None else None
        return f"{local} ({english})" if local and fold(local) != fold(english) else english

    def _copy_limit(self, name_key: str, key: PrintKey | None) -> tuple[int | None, bool, bool]:
        """(limit, any number allowed, whether that depends on a print the line does not name).

        From ``data/cards/copy_limits.yaml``; ``(None, False, False)`` means the format's rule.
        """
        for entry in self.copy_limits.get(name_key):
            maximum = entry.extra.get("max")
            if not entry.prints or (key is not None and key in entry.prints):
                return maximum, maximum is None, False
            if key is None:
                return maximum, maximum is None, True
        return None, False, False


def _basic_answers(found: Resolution) -> set[bool]:
    """For each print with a known stage or a non-Pokémon category: is it a Basic Pokémon?

    A Pokémon print with no stage recorded (a known catalog gap) that evolves from another
    Pokémon is not Basic: the card data itself says so.
    """
    answers = set()
    for card in found.cards:
        if card.category in ("Trainer", "Energy"):
            answers.add(False)
        elif card.category == "Pokemon" and card.stage:
            answers.add(card.stage == "Basic")
        elif card.category == "Pokemon" and card.evolve_from:
            answers.add(False)
    return answers


def _special_energy(name: str, written: str, key: PrintKey) -> CanonicalName:
    """A Special Energy card printed with a basic Energy's name (data/cards/special_energy.yaml)."""
    # Translators: {print} is a set code and number ("UND 79"), {name} a card name.
    note = NameNote("basic-energy", _("{print} is a Special Energy card named {name}").format(
        print=f"{key[0]} {key[1]}", name=name))
    return CanonicalName(display=name, key=fold(name) + "|special", written=written, base=name,
                         notes=(note,))


def _message_language() -> str:
    """The active message language (``identify``'s own ``language`` is the list's client's)."""
    return language()


def name_reader(data: RulesData, catalog: Catalog | None
                ) -> Callable[[str], tuple[str | None, tuple[str, ...]]] | None:
    """How ``check`` reads a list line naming only a card (:meth:`Identifier.read_name`), in
    the active message language as a list's client language: for the judge's question of
    whether two names are one (deckcheck.names.compare.with_catalog). ``None`` without a
    catalog, which alone tells what a name is written for."""
    if catalog is None:
        return None
    from deckcheck.names.canonical import rules_for

    identifier = Identifier(data, rules_for(data), catalog)

    def read(written: str) -> tuple[str | None, tuple[str, ...]]:
        return identifier.read_name(written, None if language() == "en" else language())

    return read


def number_out_of(line: DeckLine) -> str | None:
    """The number and its set's count a line gives with no set code ("72/95" in "4 Dual Ball
    72/95", as the card prints it), else None."""
    number = line.number
    return number if line.set_code is None and number is not None and "/" in number else None


def _number_and_total(written: str) -> tuple[str, int]:
    """"104/111" as the number the catalog stores (no leading zeros) and the set's count."""
    number, _slash, total = written.partition("/")
    return number.lstrip("0") or "0", int(total)


def _writes_only_its_print(line: DeckLine) -> bool:
    """Whether the line writes a set code and number and nothing else ("4 MEG-119", as Limitless
    Labs' deck records locate a card), or a promo number alone ("4 XY39"), so no name can disagree
    with its print."""
    if line.set_code is None or line.number is None:
        return False
    written = fold(line.text).replace("-", "").replace(" ", "")
    return written in (fold(f"{line.set_code}{line.number}"), fold(line.number))
