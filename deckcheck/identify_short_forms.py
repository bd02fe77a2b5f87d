"""Name-only lines written the short way, read as the one card a judge reads them as.

Players write a card's kind beside its name ("Scoop Up Cyclone Ace Spec", "Kingdra Prime"), a
Trainer's name without its title ("Juniper"), TAG TEAM without its GX, a name spaced otherwise
("Plus Power"), "and" for a name's "&", a Prism Star's ◇ or a Special Energy's type left off
("Beast Energy", "Powerful Energy"), the start of one card's name in its own section ("Double
Colorless") or a name a letter off ("Lysander"). Each reading asks the card catalog, applies only
where the written words are no card's name and leave exactly one card to mean, and leaves a note
for the report (:meth:`deckcheck.identify.Identifier.identify` tries them on a line it could not
read as written). The word work is :mod:`deckcheck.names.short_forms`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from deckcheck.catalog.records import CatalogCard, Resolution
from deckcheck.i18n import _, language
from deckcheck.models import CanonicalName, DeckLine, Section
from deckcheck.names import misspelt, short_forms
from deckcheck.names.canonical import NameRules
from deckcheck.names.folding import fold
from deckcheck.rulesdata import RulesData

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog

Reading = tuple[CanonicalName, Resolution, str]
"""A short form read: the name the line counts as, the cards it may be, the note for the report."""
Resolve = Callable[[CanonicalName, "tuple[str, str] | None", bool, "str | None"], Resolution]


_SECTIONS = {"Pokemon": Section.POKEMON, "Trainer": Section.TRAINER, "Energy": Section.ENERGY}


_STARTED = 16
"""The most names a start of a name is tried against in its section ("Heat" under Energy); one
this many names start is left a point, not read as the one of its section among the first few."""


def catalog_section(found: Resolution) -> Section | None:
    """The one section every card ``found`` is of, or ``None`` when they differ or none is
    known."""
    sections = {_SECTIONS.get(card.category or "") for card in found.cards}
    return sections.pop() if len(sections) == 1 else None


def preferred_languages(language: str | None) -> tuple[str, ...]:
    """The languages a list's names are looked up in, in order: the list's own, then English
    ("Milo" in an Italian list is Gordie)."""
    return ("en",) if language in (None, "en") else (language, "en")


def reader_name(english: str, cards: Sequence[CatalogCard]) -> str:
    """A card's name in a note, as the reader reads it: in English, the name that counts; in
    another language, the catalog's name in it with the English beside it ("Determinazione di
    Lylia (Lillie's Determination)"), as every other message names a card."""
    code = language()
    if code == "en":
        return english
    local = next((card.names[code] for card in cards if card.names.get(code)), None)
    return f"{local} ({english})" if local and fold(local) != fold(english) else english


class ShortForms:
    """The short ways of writing a name-only line, each read where a judge reads it at once."""

    def __init__(self, data: RulesData, names: NameRules, catalog: Catalog | None,
                 is_ace_spec: Callable[[str], bool], resolve: Resolve) -> None:
        """``is_ace_spec``: whether a folded name is an ACE SPEC's (data/cards/ace_spec.yaml);
        ``resolve``: the identifier's look-up of a name (and print) in the catalog."""
        self._data = data
        self._names = names
        self._catalog = catalog
        self._is_ace_spec = is_ace_spec
        self._resolve = resolve
        self._tag_team = data.short_forms["tag_team"]  # what names a TAG TEAM Pokémon

    def printed_with_word(self, written: str, printed: CatalogCard, printed_name: CanonicalName,
                           found: Resolution) -> tuple[Resolution, str | None]:
        """"Scoop Up Cyclone Ace Spec TWM 162", "Kingdra Prime UL 85", "Jessie and James HIF 68":
        "Powerful Energy DAA 176": the line's print, with a note, when the written name is the
        print's name and a word for a kind the print is of, with "and" written for its "&", or a
        Special Energy's without its type; else ``found`` as it is."""
        forms = self._data.short_forms
        kind = short_forms.kind_word(written, forms["kind_words"], forms["after_name_only"])
        if kind is not None and self._names.canonical(kind.name).key == printed_name.key \
                and self._is_of_kind(printed, kind.kind):
            return Resolution((printed,), by_print=True), self._kind_word_note(
                written, reader_name(printed_name.display, (printed,)), kind.word)
        for word, joined in short_forms.joined_names(written, self._names.conjunctions):
            if self._names.canonical(joined).key == printed_name.key:
                return Resolution((printed,), by_print=True), self._joined_note(
                    written, reader_name(printed_name.display, (printed,)), word)
        if printed.category == "Energy" and any(
                self._names.canonical(typed).key == printed_name.key
                for typed in short_forms.typed_names(written, forms["types_left_off"])):
            return Resolution((printed,), by_print=True), self._typed_note(
                written, reader_name(printed_name.display, (printed,)))
        return found, None

    def _is_of_kind(self, card: CatalogCard, kind: str) -> bool:
        """Whether the print is of the kind a kind word says (data/short_forms.yaml)."""
        forms = self._data.short_forms
        if kind == "ace-spec":
            return self._is_ace_spec(fold(card.name))
        if kind == "prime":
            return card.suffix == forms["prime_suffix"]
        if kind == "delta":
            return forms["delta_mark"] in card.name
        return card.set_code in forms["promo_sets"]

    @staticmethod
    def _kind_word_note(written: str, name: str, word: str) -> str:
        """The note on a line read without its kind word."""
        # Translators: {written} is a card name as written with a word for its kind ("Jirachi
        # Promo", "Scoop Up Cyclone Ace Spec"); {name} the card read; {word} the kind word.
        return _('"{written}" read as "{name}": "{word}" says what kind of card it is and is no '
                 'part of its name').format(written=written, name=name, word=word)

    def read(self, line: DeckLine, language: str | None
                    ) -> Reading | None:
        """A name-only line written the short way, read as the one card a judge reads it as, with
        a note for the report (deckcheck.names.short_forms); ``None`` leaves it as written.
        Tried in turn: a kind word, TAG TEAM without GX, a title left off, the letters of one
        card's name spaced otherwise, the start of one card's name in its own section."""
        forms = self._data.short_forms
        kind = short_forms.kind_word(line.text, forms["kind_words"], forms["after_name_only"])
        if kind is not None:
            return self._kind_word_read(line, kind, language)
        if self._catalog is None:
            return None
        prefer = preferred_languages(language)
        noted = self._note_after_name(line, prefer)
        if noted is not None:
            return noted
        tagged = self._tag_team_without_gx(line, prefer)
        if tagged is not None:
            return tagged
        titled = short_forms.titled_names(line.text, forms["titles"], forms["titles_after"])
        keys = [self._names.canonical(title).key for title in titled]
        self._ask_at_once(keys, prefer)
        named = {card.name: card for key in keys for card in self._catalog.by_key(key, prefer)
                 if card.category == "Trainer"}
        if len(named) == 1 and not self._starts_another(line.text, next(iter(named))):
            [english] = named
            found = Resolution(tuple(self._catalog.by_name(english)), by_print=False)
            # Translators: {written} is a Trainer's name as written without its title
            # ("Juniper"), {name} the one card named so with a title before or after
            # ("Professor Juniper", French "Poké-Tour Invention G-105 de Team Galaxie").
            note = _('"{written}" read as "{name}": no card is named "{written}", and only '
                     '{name} is named so with a title').format(
                         written=line.text, name=reader_name(english, found.cards))
            return self._names.canonical(english), found, note
        if named:
            return None
        spelt = self._spelt_otherwise(line)
        if spelt is not None:
            return spelt
        joined = self._joined_otherwise(line, prefer)
        if joined is not None:
            return joined
        marked = self._mark_left_off(line, prefer)
        if marked is not None:
            return marked
        typed = self._type_left_off(line, prefer)
        if typed is not None:
            return typed
        if line.section is not None:
            started = self._catalog.started(self._names.canonical(line.text).key, _STARTED)
            if len(started) > 1:
                # "Heat" under Energy: Heat Factory ◇, Heat Fire Energy and Heat Rotom start so,
                # one of them an Energy card (cutortap.com's Pokémon list table); with every card
                # that starts so in hand, the one of the line's section is read, with a note.
                # Several of it, or too many names to see them all: a point naming them.
                of_section = [english for english in started if catalog_section(Resolution(
                    tuple(self._catalog.by_name(english)), by_print=False)) is line.section]
                if len(started) < _STARTED and len(of_section) == 1:
                    return self._started_in_section(line, of_section[0])
                return None
            if started:
                return self._started_in_section(line, started[0])
        return self._one_edit_off(line.text)

    def _starts_another(self, written: str, english: str) -> bool:
        """Whether ``written`` starts another card's name in some language ("Technische Maschine"
        starts Technical Machine TS-1's German name as well as ends G-107's after its title):
        then the line is that start, for a judge (deckcheck.identify's candidates)."""
        assert self._catalog is not None
        key = self._names.canonical(written).key
        return any(name != english for name in self._catalog.started(key, 2))

    def _mark_left_off(self, line: DeckLine, prefer: tuple[str, ...]
                       ) -> Reading | None:
        """"Beast Energy" read as Beast Energy ◇: a name no card bears, which one mark of
        data/short_forms.yaml ``marks_left_off`` makes exactly one card's name."""
        assert self._catalog is not None
        for mark in self._data.short_forms["marks_left_off"]:
            name = self._names.canonical(f"{line.text} {mark}")
            cards = tuple(self._catalog.by_key(name.key, prefer))
            if len({card.name for card in cards}) == 1:
                english = cards[0].name
                # Translators: {written} is a name as written ("Beast Energy"), {name} the one
                # card named so with a mark ("Beast Energy ◇"), {mark} the mark ("◇").
                note = _('"{written}" read as "{name}": no card is named "{written}", and only '
                         "{name} is named so with {mark}").format(written=line.text,
                                                                 name=english, mark=mark)
                return self._names.canonical(english), Resolution(cards, by_print=False), note
        return None

    def _type_left_off(self, line: DeckLine, prefer: tuple[str, ...]
                       ) -> Reading | None:
        """"Powerful Energy" read as Powerful Colorless Energy: a name no card bears, which one
        Energy type of data/short_forms.yaml ``types_left_off`` makes exactly one card's name,
        an Energy card's."""
        named = self._typed_cards(line.text, prefer)
        if len(named) != 1:
            return None
        [(english, cards)] = named.items()
        if any(card.category != "Energy" for card in cards):
            return None
        note = self._typed_note(line.text, reader_name(english, cards))
        return self._names.canonical(english), Resolution(tuple(cards), by_print=False), note

    def _typed_cards(self, written: str, prefer: tuple[str, ...]
                     ) -> dict[str, list[CatalogCard]]:
        """The cards, by English name, that one Energy type of data/short_forms.yaml
        ``types_left_off`` put between two of the written words names."""
        assert self._catalog is not None
        named: dict[str, list[CatalogCard]] = {}
        typed = short_forms.typed_names(written, self._data.short_forms["types_left_off"])
        keys = [self._names.canonical(name).key for name in typed]
        self._ask_at_once(keys, prefer)
        for key in keys:
            for card in self._catalog.by_key(key, prefer):
                named.setdefault(card.name, []).append(card)
        return named

    def _ask_at_once(self, keys: list[str], prefer: tuple[str, ...]) -> None:
        """Ask the catalog about every key in one query (a title or a type before each of a
        line's words makes a score of names, nearly all no card's): the answers
        :meth:`Catalog.by_key` then gives are the ones it would have asked for one by one."""
        assert self._catalog is not None
        if len(keys) > 1:
            self._catalog.prefetch([(None, key) for key in keys], prefer)

    def typed_candidates(self, line: DeckLine, language: str | None, limit: int
                         ) -> tuple[str, ...]:
        """"4 Double Energy": the Special Energy cards (Double Colorless Energy, Double Dragon
        Energy) that an Energy type left out of the written name makes, when there are two or
        more and every one is an Energy card: a point to confirm naming them, as a bare title
        several cards' names start with is (``Identifier.identify``); else none."""
        if self._catalog is None:
            return ()
        prefer = preferred_languages(language)
        named = self._typed_cards(line.text, prefer)
        if len(named) < 2 or any(card.category != "Energy" for cards in named.values()
                                 for card in cards):
            return ()
        return tuple(sorted(named))[:limit]

    def _started_in_section(self, line: DeckLine, english: str
                            ) -> Reading | None:
        """"Double Colorless" under Energy: the one card whose name starts so, when it is of the
        line's section."""
        assert self._catalog is not None
        cards = tuple(self._catalog.by_name(english))
        if catalog_section(Resolution(cards, by_print=False)) is not line.section:
            return None  # "Double Colorless" under Pokémon is no Energy a judge reads
        # Translators: {written} is the start of a card's name as written ("Double Colorless"),
        # {name} the only card in the line's section whose name starts so.
        note = _('"{written}" read as "{name}", the only card of its section whose name starts '
                 'so').format(written=line.text, name=english)
        return self._names.canonical(english), Resolution(cards, by_print=False), note

    def _one_edit_off(self, text: str) -> Reading | None:
        """"Lysander" for Lysandre: a name no card bears, long enough (misspelt.ONE_EDIT_LETTERS),
        one letter edit from exactly one card's name, no other card's within two, its marks
        written as printed (ex and EX stay two names)."""
        assert self._catalog is not None
        written = self._names.canonical(text)
        if not misspelt.long_enough_for_one_edit(written):
            return None
        # The cards a name with these marks can be, as the name spelt right would be read:
        # "Lysandre" is Lysandre, not Lysandre ◇, and "Lugia VSTR" no Lugia VSTAR (a mark
        # written otherwise is no typo).
        near = {other: edits for other, edits in
                self._catalog.names_near(written.display, 2).items()
                if self._names.canonical(other).suffixes == written.suffixes}
        # One card, however the catalog spells its English name, and a letter away, not two or
        # none (none is the same letters spaced otherwise: _spelt_otherwise's, with its marks).
        if len({self._names.canonical(other).key for other in near}) != 1 \
                or min(near.values()) != 1:
            return None
        cards = tuple(card for other in sorted(near) for card in self._catalog.by_name(other))
        english = Resolution(cards, by_print=False).english_name or min(near)
        name = self._names.canonical(english)
        # Translators: {written} is a card name as written on a list line ("Lysander"), that no
        # card bears; {name} the one card whose name is a letter away ("Lysandre"). A card newer
        # than the player's catalog could be named so: the note says what the line counts as.
        note = _('"{written}" read as "{name}": no card is named "{written}", and only {name} is '
                 'a letter away; if you meant another card, correct the line').format(
                     written=written.display, name=english)
        return name, Resolution(cards, by_print=False), note

    def _tag_team_without_gx(self, line: DeckLine, prefer: tuple[str, ...]
                             ) -> Reading | None:
        """"Reshiram & Charizard Tag Team": the TAG TEAM Pokémon-GX of that name, the catalog's
        cards marked TAG TEAM-GX (every TAG TEAM Pokémon is a Pokémon-GX), when the line writes
        the label and no mark."""
        if self._catalog is None:
            return None
        tag_team = self._tag_team  # its label, its mark, the catalog's marking (data/)
        written = self._names.canonical(line.text)
        if written.suffixes or not any(note.citation == "name-label"
                                       and fold(note.detail) == fold(tag_team["label"])
                                       for note in written.notes):
            return None
        name = self._names.canonical(f"{line.text} {tag_team['mark']}")
        cards = tuple(card for card in self._catalog.by_key(name.key, prefer)
                      if card.suffix == tag_team["catalog_suffix"])
        if not cards:
            return None
        english = Resolution(cards, by_print=False).english_name or name.display
        # Translators: {written} is a name as written with TAG TEAM and no GX ("Reshiram &
        # Charizard Tag Team"), {name} the TAG TEAM Pokémon-GX it is read as.
        note = _('"{written}" read as "{name}": a TAG TEAM Pokémon of that name is a '
                 'Pokémon-GX').format(written=line.text, name=english)
        return self._names.canonical(english), Resolution(cards, by_print=False), note

    def _note_after_name(self, line: DeckLine, prefer: tuple[str, ...]) -> Reading | None:
        """"Magby... [useful in a pinch]": a name no card bears, whose words before a note in
        square brackets are exactly one card's name. "Unown [A]" is a card's name, found before
        this is tried; a single word in square brackets with no "..." before it ("Unown [R]")
        may be a name's own letter, and stays as written."""
        assert self._catalog is not None
        head = note_before(line.text)
        if head is None or self._offers_a_choice(line.text[len(head):]) \
                or self._may_say_more(line.text[len(head):], prefer):
            return None
        # One name key is one card's name, however many prints and spellings bear it.
        cards = tuple(self._catalog.by_key(self._names.canonical(head).key, prefer))
        if not cards:
            return None
        found = Resolution(cards, by_print=False)
        english = found.english_name or cards[0].name
        # Translators: {written} is a card line's name as written with a note after it ("Ralts
        # #67 (r/s)", "Magby... [useful in a pinch]"), {name} the card named before the note.
        note = _('"{written}" read as "{name}": what follows the name is a note, not part of '
                 'it').format(written=line.text, name=english)
        return self._names.canonical(english), found, note

    def _may_say_more(self, note: str, prefer: tuple[str, ...]) -> bool:
        """Whether a note after a name may say which card or how many (review 26: each of these
        had been dropped, a false LEGAL): a digit ("#67 (RS)": the print; "[x2]", "[+1 Ultra
        Ball]"), "+" or "&", a capital ("[Shining]", "[EX version]", "(RS)", "[Misty's]"), a
        possessive, a word that joins or marks a name in any language ("and", "ex", "dark",
        "lv"), a set's code, or a card's name ("[dowsing machine]"). Such a line stays as
        written: a name no card bears, never read as the card before its note."""
        if any(char.isdigit() or char.isupper() or char in "+&" for char in note):
            return True
        inner = note.strip(" .…#()[]")
        words = [word.strip(".,;:!?()[]") for word in fold(inner).split()]
        if any(word.endswith(("'s", "\u2019s")) for word in words):
            return True
        if any(word in self._name_words or word.upper() in self._data.set_table["spellings"]
               for word in words):
            return True
        assert self._catalog is not None  # asked by _note_after_name only
        return bool(inner) and bool(self._catalog.by_key(self._names.canonical(inner).key, prefer))

    @cached_property
    def _name_words(self) -> frozenset[str]:
        """The folded words that join two names or mark one, in every language's data: the
        conjunctions of tag teams, the prefix and suffix words, Mega, Primal, level, δ."""
        found: set[str] = set()
        for lang in self._data.languages.values():
            names = lang["names"]
            for key in ("conjunctions", "prefix_words", "suffix_words", "mega", "primal_prefix",
                        "primal_suffix", "level", "delta", "ex_labels"):
                found.update(fold(word) for word in names.get(key, ()))
            found.update(fold(word) for word in names.get("suffixes", {}))
        return frozenset(found)

    def _offers_a_choice(self, note: str) -> bool:
        """Whether a note after a name opens with a word of data/languages ``alternatives``
        ("[or 2 Raichu]"): another choice of card, never dropped as a note."""
        words = fold(note.lstrip(" .…#0123456789([")).split(" ", 1)
        return any(words[0] == fold(word) for lang in self._data.languages.values()
                   for word in lang.get("alternatives", ()))

    def _spelt_otherwise(self, line: DeckLine
                         ) -> Reading | None:
        """"Plus Power" for PlusPower: the letters of exactly one card's name, spaces, hyphens and
        case aside, its marks written as printed (ex and EX stay two names)."""
        if self._catalog is None:
            return None
        written = self._names.canonical(line.text)
        same = self._catalog.same_letters(line.text)
        # One card, however the catalog spells its English name ("Shaymin-EX", "Shaymin EX").
        if len({self._names.canonical(other).key for other in same}) != 1:
            return None
        cards = tuple(card for other in sorted(same) for card in self._catalog.by_name(other))
        english = Resolution(cards, by_print=False).english_name or min(same)
        name = self._names.canonical(english)
        if name.suffixes != written.suffixes:
            return None  # "Shaymin-ex" beside no print: the mark, as written, is another's
        # Translators: {written} is a card name as written ("Plus Power"), {name} the one card
        # whose name has the same letters ("PlusPower").
        note = _('"{written}" read as "{name}": the same letters, spaced or joined '
                 'otherwise').format(written=line.text, name=english)
        return name, Resolution(cards, by_print=False), note

    def _joined_otherwise(self, line: DeckLine, prefer: tuple[str, ...]
                          ) -> Reading | None:
        """"Jessie and James" for Jessie & James (HIF 68): a name no card bears, whose word for
        "and" (data/languages ``conjunctions``) written as "&" makes exactly one card's name."""
        assert self._catalog is not None
        for word, joined in short_forms.joined_names(line.text, self._names.conjunctions):
            cards = tuple(self._catalog.by_key(self._names.canonical(joined).key, prefer))
            if len({card.name for card in cards}) != 1:
                continue
            english = cards[0].name
            note = self._joined_note(line.text, reader_name(english, cards), word)
            return self._names.canonical(english), Resolution(cards, by_print=False), note
        return None

    @staticmethod
    def _typed_note(written: str, name: str) -> str:
        """The note on a Special Energy's name read with the type it was written without."""
        # Translators: {written} is a name as written ("Powerful Energy"), {name} the one
        # card named so with an Energy type among its words ("Powerful Colorless Energy").
        return _('"{written}" read as "{name}": no card is named "{written}", and only {name} is '
                 "named so with an Energy type").format(written=written, name=name)

    @staticmethod
    def _joined_note(written: str, name: str, word: str) -> str:
        """The note on a name read with "&" for its word for "and"."""
        # Translators: {written} is a name as written ("Jessie and James"), {name} the one
        # card named so with "&" ("Jessie & James"), {word} the word written for it ("and").
        return _('"{written}" read as "{name}": "{word}" written for "&"').format(
            written=written, name=name, word=word)

    def _kind_word_read(self, line: DeckLine, kind: short_forms.KindWord, language: str | None
                        ) -> Reading | None:
        """"Scoop Up Cyclone Ace Spec", "Jirachi Promo", "Kingdra Prime", "Flygon Delta": the card
        the other words name, when it is of that kind (an ACE SPEC listed in data/, a print in a
        promo set, a Prime print, a δ print)."""
        name = self._names.canonical(kind.name)
        found = self._resolve(name, None, False, language)
        misspelt_note = None
        if self._catalog is not None and not found.cards:
            # "Prime Catcer ACE SPEC": the other words a letter off one card's name.
            one_edit = self._one_edit_off(kind.name)
            if one_edit is None:
                return None
            name, found, misspelt_note = one_edit
        if kind.kind == "ace-spec":
            english = found.english_name or name.display
            if not self._is_ace_spec(fold(english)):
                return None
            # "Master Ball Ace Spec": of a card printed both ways, the ACE SPEC prints it says.
            aces = tuple(card for card in found.cards
                         if self._data.is_ace_spec(card.rarity, card.set_code, card.number))
            if aces:
                found = Resolution(aces, by_print=False)
        else:
            cards = tuple(card for card in found.cards if self._is_of_kind(card, kind.kind))
            if not cards:
                return None
            found = Resolution(cards, by_print=False)
        note = self._kind_word_note(
            line.text, reader_name(found.english_name or name.display, found.cards), kind.word)
        return name, found, note if misspelt_note is None else f"{misspelt_note}; {note}"


def note_before(text: str) -> str | None:
    """The words of ``text`` before a note in square brackets after a card's name, or ``None``
    where it ends with none: a phrase ("Magby [useful in a pinch]"), or any bracket after "..."
    ("Gold Berry... [duhhh]"). A number after "#" ("Ralts #67 (r/s)") is no note: it says which
    print (review 26)."""
    head = text.rstrip()
    if not head.endswith("]"):
        return None
    start = head.rfind("[")
    inner = head[start + 1:-1]
    head = head[:start].rstrip() if start > 0 and "]" not in inner else ""
    if not head or not (head.endswith(("...", "…")) or " " in inner.strip()):
        return None
    head = head.rstrip(".…").rstrip()
    if not head or any(char in head for char in "#[]"):
        return None
    return head
