"""Canonical card names: what the 4-copy rule counts, exactly as the rulebook says.

What is *not* part of a name (rulebook 000 "Ma come si chiama davvero questo Pokémon?",
Appendice 25): the level (``LV.X``, ``LV. 43``, ``LIV. 43``, ``Nv. 43``), δ, "Team Plasma",
and labels printed with a name (Trainer subtitles such as ``(Professor Turo)``, TAG TEAM, Tera).

What *is*: owners (Brock's, Team Rocket's), regional forms, Dark/Light/Shining/Radiant, ◇, ☆,
SP symbols (``data/sp_symbols.yaml``: ``Gallade 4`` is Gallade E4), ex, EX, GX, V, VMAX, VSTAR,
V-UNION, BREAK, M/Mega, Primal, LEGEND. ``ex`` and ``EX`` are different names.

Spelling noise folds together: case, accents, apostrophes, ``-GX``/`` GX``, ☆/★, ◇/``{*}``/
"Prism Star", ``Nidoran ♀``/``Nidoran♀``. Localised markers (``Meowth di Alola``,
``Greninja Lucente``, ``Mewtwo V UNIONE``) become their English form; every marker lives in
``data/languages/*.yaml``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import field, replace
from functools import lru_cache

from deckcheck.i18n import _, language
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import CanonicalName, NameNote
from deckcheck.names import type_letters
from deckcheck.names.folding import fold, tidy
from deckcheck.rulesdata import RulesData
from deckcheck.rulesdata.energy_names import basic_energy

_SYMBOLS = frozenset({"◇", "☆"})
_CASE_SENSITIVE = frozenset({"ex", "EX"})
_SEPARATOR = " -"
_EX_END = re.compile(r"[\s-]ex$")
_ENERGY_SYMBOL = re.compile(r"\{[A-Z]\}")
_OWNER_WORD = re.compile(r"['’]s$")
_SPACED_SEX = re.compile(r"\s+([♀♂])")
"""Nidoran's sex symbol written apart from the name ("Nidoran ♀")."""
_TRAILING_BRACKET = re.compile(r"^(?P<rest>[^()]*\S)\s*\((?P<inner>[^()]*)\)$")
"""A name ending in one bracketed part: "Vulpix (Alolan)"."""
"""An Energy type written as its symbol letter ("{D}"), as Pokémon TCG Live writes it."""


@dataclass
class _Parts:
    text: str
    owner: str | None = None
    prefixes: list[str] = field(default_factory=list)
    region: str | None = None
    mega: str | None = None
    sp: str | None = None
    suffixes: list[str] = field(default_factory=list)
    notes: list[NameNote] = field(default_factory=list)

    def note(self, citation: str, detail: str) -> None:
        self.notes.append(NameNote(citation, detail))


@dataclass(frozen=True)
class _Marker:
    """A phrase found at the start or end of a name, and what it means."""

    written: str
    kind: str  # suffix | owner | region | prefix | primal | plasma | label | ex-label | mega | sp
    value: str
    citation: str
    exact: bool = False
    """Matched in its own case only: a translated suffix printed in capitals ("TURBO" for
    BREAK) is a mark; "Turbo" is a word of a name ("Mega Turbo", a Trainer card)."""


class NameRules:
    """The name rules of every language in ``data/``, compiled for matching."""

    def __init__(self, data: RulesData) -> None:
        self._data = data
        endings: list[_Marker] = []
        beginnings: list[_Marker] = []
        levels: set[str] = set()
        deltas: set[str] = set()
        self.conjunctions: set[str] = set()
        self._kept_in_parentheses: set[str] = set()
        self._delta_names: set[str] = set()
        spellings = data.spellings  # data/spellings.yaml: "{*}" is "◇", "Nidoran F" "Nidoran♀"
        self._symbol_spellings = (*spellings["symbols"].items(),
                                  *spellings.get("letters", {}).items())
        self._nidoran = dict(spellings["nidoran"])
        # One card's name printed two ways ("Imposter Professor Oak"): one name
        # (data/spellings.yaml names).
        self._name_spellings = {fold(written): spelt
                                for written, spelt in spellings.get("names", {}).items()}
        # A word of names in another English ("Colourless"): the word the cards print
        # (data/spellings.yaml words), the whole word only, in any case.
        self._word_spellings = tuple(
            (re.compile(rf"\b{re.escape(written)}\b", re.IGNORECASE), spelt)
            for written, spelt in spellings.get("words", {}).items())
        # Pokémon TCG Live writes an Energy type as its symbol letter in any card name, not only
        # basic Energy's: "Hiding {D} Energy" is Hiding Darkness Energy, "Unit Energy {F}{D}{Y}"
        # the card data's "Unit Energy FightingDarknessFairy" (data/energy.yaml letters,
        # data/languages/en.yaml type words).
        english_types = data.languages["en"]["energy"]["types"]
        self._energy_symbols = {f"{{{letter}}}": english_types[kind][0]
                                for kind, letter in data.energy_symbols.items()}
        energy_names = data.energy_names
        self._energy_symbols.update({f"{{{letter}}}": word for letter, word
                                     in energy_names["other_symbols"].items()})
        # Unit Energy, Blend Energy: their types as letters, symbols or words are one name
        # (data/energy.yaml multi_type_names), in the order data/energy.yaml lists the types.
        self._type_letters = {letter: english_types[kind][0]
                              for kind, letter in data.energy_symbols.items()}
        self._type_order = [english_types[kind][0] for kind in data.energy_symbols]
        self._multi_type_heads = tuple(energy_names["multi_type_names"])
        # A compact name's letters read against its print (deckcheck.names.type_letters): each
        # type's symbol letter and the initials of its words in every language.
        self._kind_by_word = {english_types[kind][0]: kind for kind in data.energy_symbols}
        self._letters_by_type = type_letters.letters_by_type(
            data.energy_symbols, ((kind, word) for lang in data.languages.values()
                                  for kind, words in lang["energy"]["types"].items()
                                  for word in words))
        # "Darkness", "Oscurità": a basic Energy type's word in any language, to its card's name.
        self._type_names = {fold(word): basic_energy(english_types[kind][0])
                            for lang in data.languages.values()
                            for kind, words in lang["energy"]["types"].items() for word in words}
        # "Lotta" is the Italian Fighting type and the German name of Hilda: which languages
        # write each type word, so a list in one of them reads it as the type.
        self._type_word_languages: dict[str, frozenset[str]] = {}
        for code, lang in data.languages.items():
            for words in lang["energy"]["types"].values():
                for word in words:
                    self._type_word_languages[fold(word)] = \
                        self._type_word_languages.get(fold(word), frozenset()) | {code}
        # Every spelling of the nine basic Energy cards, folded (compiled in datafiles.py).
        self.energy: dict[str, str] = data.energy_spellings
        for lang in data.languages.values():
            names = lang["names"]
            levels.update(names["level"])
            deltas.update(names["delta"])
            self.conjunctions.update(names["conjunctions"])
            self._kept_in_parentheses.update(fold(w) for w in names["kept_in_parentheses"])
            self._delta_names.update(fold(n) for n in names["delta_names"])
            for written, canonical in names["suffixes"].items():
                endings.append(_Marker(written, "suffix", canonical,
                                       data.suffixes[canonical]["citation"],
                                       exact=written != canonical and written.isupper()))
            for written, owner in names["owners"]["suffix"].items():
                endings.append(_Marker(written, "owner", owner, "name-owner-form"))
            for written, owner in names["owners"]["prefix"].items():
                beginnings.append(_Marker(written, "owner", owner, "name-owner-form"))
            for place, adjective in data.regions.items():
                for form in names["regional"]["suffix_forms"]:
                    endings.append(_Marker(form.format(place=place), "region", adjective,
                                           "name-regional"))
                for form in names["regional"]["prefix_forms"]:
                    beginnings.append(_Marker(form.format(place=place, adjective=adjective),
                                              "region", adjective, "name-regional"))
            for written, prefix in names["suffix_words"].items():
                endings.append(_Marker(written, "prefix", prefix, prefix_citation(prefix)))
            for written, prefix in names["prefix_words"].items():
                beginnings.append(_Marker(written, "prefix", prefix, prefix_citation(prefix)))
            for written in names["primal_suffix"]:
                endings.append(_Marker(written, "primal", "Primal", "name-mega"))
            for written in names["primal_prefix"]:
                beginnings.append(_Marker(written, "primal", "Primal", "name-mega"))
            for written in names["mega"]:
                beginnings.append(_Marker(written, "mega", "M", "name-mega"))
            for written in names["team_plasma"]:
                endings.append(_Marker(written, "plasma", "", "name-team-plasma"))
            for written in names["labels"]:
                endings.append(_Marker(written, "label", "", "name-label"))
                beginnings.append(_Marker(written, "label", "", "name-label"))
            for written in names["ex_labels"]:
                endings.append(_Marker(written, "ex-label", "", "name-label"))
                beginnings.append(_Marker(written, "ex-label", "", "name-label"))
        sp_facts = data.sp_symbols
        self._sp_symbols = frozenset(sp_facts["symbols"])
        for symbol, fact in sp_facts["symbols"].items():
            for written in fact["spellings"]:
                endings.append(_Marker(written, "sp", symbol, sp_facts["citation"]))
        # Longest first, so "V UNIONE" wins over "V" and "del Team Rocket" over "Rocket". Each
        # marker is paired with its folded spelling: a cheap endswith/startswith on the folded
        # name rules out almost every marker before the exact check.
        self._endings = [(fold(m.written), m)
                         for m in sorted(set(endings), key=lambda m: -len(m.written))]
        self._beginnings = [(fold(m.written), m)
                            for m in sorted(set(beginnings), key=lambda m: -len(m.written))]
        level_words = "|".join(sorted((re.escape(w) for w in levels), key=len, reverse=True))
        self._level = re.compile(rf"(?:^|\s)(?:{level_words})\s?\.?\s?(?:X|\d{{1,3}})(?=\s|$|\))",
                                 re.IGNORECASE)
        self._deltas = sorted(deltas, key=len, reverse=True)
        # Every ending and beginning at once (str.endswith takes a tuple): a name with no marker
        # left at either end, most names once their first marker is peeled, is done in one call.
        self._ending_phrases = tuple(phrase for phrase, _marker in self._endings)
        self._beginning_phrases = tuple(phrase for phrase, _marker in self._beginnings)
        # The markers a folded name can end (start) with, by its last (first) letter, each list
        # in the order above: a name is tried against a handful of phrases, not all of them.
        self._endings_by_last = _by_letter(self._endings, -1)
        self._beginnings_by_first = _by_letter(self._beginnings, 0)
        self._no_letter_end = self._endings_by_last[""]
        self._no_letter_start = self._beginnings_by_first[""]
        # A symbol's other spellings all start with one of these characters: a name with none
        # of them (nearly every name) has nothing to replace.
        self._symbol_starts = frozenset(spelling[0] for spelling, _symbol
                                        in self._symbol_spellings if spelling)
        self._delta_patterns: tuple[re.Pattern[str], list[tuple[str, re.Pattern[str]]]] | None \
            = None
        # English joins some suffixes with a hyphen ("Zoroark-GX"), the rest with a space.
        suffix_facts = data.suffixes.items()
        self._hyphenated = frozenset(s for s, fact in suffix_facts if fact["hyphen"])
        self._groups = {
            fold(member): group["name"]
            for group in data.name_groups["groups"] for member in group["members"]
        }

    def sp_symbol(self, name: CanonicalName) -> str | None:
        """The Pokémon SP symbol in a canonical name ("E4" in Gallade E4), if any."""
        if name.suffixes or name.display == name.base:
            return None
        symbol = name.display.rpartition(" ")[2]
        return symbol if symbol in self._sp_symbols else None

    def group_of(self, name: CanonicalName) -> str | None:
        """The name group (e.g. Professor's Research) a canonical name belongs to, if any."""
        return self._groups.get(fold(name.display))

    def energy_by_type(self, written: str) -> CanonicalName | None:
        """The basic Energy card a type word alone names ("7 Darkness" under an Energy header, as
        the PTCG Legends archive and lists copied from it write it), if ``written`` is one."""
        energy = self._type_names.get(fold(written))
        if energy is None:
            return None
        # Translators: {written} is a type word as written ("Darkness"), {energy} the basic
        # Energy card it names in a list's Energy section ("Basic Darkness Energy").
        note = NameNote("basic-energy", _("{written} in an Energy section is {energy}").format(
            written=tidy(written), energy=energy))
        return replace(self.canonical(energy), written=written, notes=(note,))

    def energy_by_letter(self, written: str) -> CanonicalName | None:
        """The basic Energy card a type's symbol letter alone names ("8 F" under an Energy
        header: data/energy.yaml ``symbols``, the letters Pokémon TCG Live writes in braces), if
        ``written`` is one, in capitals; C (Colorless) is no basic Energy's."""
        word = self._type_letters.get(written.strip())
        if word is None:
            return None
        energy = basic_energy(word)
        # Translators: {written} is a type's symbol letter as written ("F"), {energy} the basic
        # Energy card it names in a list's Energy section ("Basic Fighting Energy").
        note = NameNote("basic-energy", _("{written} in an Energy section is {energy}").format(
            written=written.strip(), energy=energy))
        return replace(self.canonical(energy), written=written, notes=(note,))

    def letters_name_print(self, written: str, printed: str) -> bool:
        """Whether ``written``, a multi-type Energy's head and letters ("Blend Energy GFPD"),
        reads as the card ``printed`` ("Blend Energy Grass Fire Psychic Darkness") under the
        letters of deckcheck.names.type_letters, though not under the symbol letters alone."""
        text = tidy(written)
        for head in self._multi_type_heads:
            if fold(text[:len(head)]) != fold(head) or fold(printed[:len(head)]) != fold(head):
                continue
            letters = text[len(head):].replace(" ", "")
            kinds = [self._kind_by_word.get(word) for word in printed[len(head):].split()]
            if not letters.isalpha() or not letters.isupper() or None in kinds:
                return False
            return type_letters.letters_read_as(letters, [k for k in kinds if k is not None],
                                                self._letters_by_type)
        return False

    def type_word_languages(self, written: str) -> frozenset[str]:
        """The languages whose type words include ``written`` ("Lotta": Italian), if any."""
        return self._type_word_languages.get(fold(written), frozenset())

    def distinct(self, names: Iterable[str], limit: int = 3) -> list[str]:
        """The first ``limit`` of ``names`` in order, without a second spelling of a name
        already there: suggestions offer "Shaymin-EX" once, not also as "Shaymin EX"."""
        seen: set[str] = set()
        out: list[str] = []
        for name in names:
            key = self.canonical(name).key
            if key not in seen:
                seen.add(key)
                out.append(name)
        return out[:limit]

    def canonical(self, written: str) -> CanonicalName:
        """The canonical name of a card name as written, in any supported language."""
        return _canonical_cached(self, written, language())

    def _canonical(self, written: str) -> CanonicalName:
        text = tidy(written)
        moved = self._marker_in_parentheses(text)
        if moved is not None:
            return replace(self._canonical(moved), written=written)
        parts = _Parts(text)
        parts.text = self._fold_symbols(parts.text, parts)
        parts.text = self._multi_type(parts.text, parts)
        energy = self.energy.get(fold(parts.text))
        if energy is not None:
            note = () if fold(energy) == fold(parts.text) else (
                # Translators: {written} is a name as written ("Fire"), {energy} the basic
                # Energy card it names ("Basic Fire Energy").
                NameNote("basic-energy", _("{written} is {energy}").format(written=text,
                                                                           energy=energy)),)
            return CanonicalName(display=energy, key=fold(energy), written=written,
                                 base=energy, basic_energy=energy, notes=note)
        self._strip_parentheses(parts)
        if fold(parts.text) not in self._delta_names:
            self._strip_delta(parts)
        self._strip_level(parts)
        self._strip_markers(parts)
        self._finish_base(parts)
        if not parts.text:  # the whole name was markers ("EX"): keep it as written
            parts = _Parts(tidy(written))
        return _compose(parts, written, self._hyphenated)

    def _marker_in_parentheses(self, text: str) -> str | None:
        """The name with a bracketed part of it put back in place: "Vulpix (Alolan)" is Alolan
        Vulpix, "Mewtwo ex (Team Rocket's)" Team Rocket's Mewtwo ex, "Greninja (Radiant)"
        Radiant Greninja. Only when the bracket is an owner, region, prefix or symbol of the name
        (the same card underneath, another name on top); a label such as "(Ghetsis)" is not,
        and dropping a name's own part would merge two names."""
        match = _TRAILING_BRACKET.match(text)
        if match is None:
            return None
        rest, inner = match["rest"], match["inner"].strip()
        if not inner or fold(inner) in self._kept_in_parentheses:
            return None
        plain = self._canonical(rest)
        # An owner stays in the base ("Team Rocket's Mewtwo"): the same card with its owner.
        owned = f"{inner} {plain.base}" if _OWNER_WORD.search(inner) else None
        for candidate in (f"{inner} {rest}", f"{rest} {inner}"):
            moved = self._canonical(candidate)
            if moved.base and moved.base in (plain.base, owned) and moved.key != plain.key:
                return candidate
        return None

    def _fold_symbols(self, text: str, parts: _Parts) -> str:
        folded = text
        if not self._symbol_starts.isdisjoint(text):
            for spelling, symbol in self._symbol_spellings:
                folded = folded.replace(spelling, symbol)
        for pattern, spelt in self._word_spellings:
            folded = pattern.sub(spelt, folded)
        if "{" in folded and fold(folded) not in self.energy:  # basic Energy: its own table
            folded = _ENERGY_SYMBOL.sub(
                lambda match: self._energy_symbols.get(match[0], match[0]), folded)
        if "♀" in folded or "♂" in folded:
            folded = _SPACED_SEX.sub(r"\1", folded)
        if folded != text:
            parts.note("name-spelling", f"{text} → {folded}")
        return folded

    def _multi_type(self, text: str, parts: _Parts) -> str:
        """"Unit Energy LPM", "Unit Energy L P M", "Unit Energy LightningPsychicMetal" and
        "Unit Energy {L}{P}{M}" (its symbols already words) are Unit Energy Lightning Psychic
        Metal: the types after a multi-type Energy name, spelt out in data/energy.yaml's order."""
        for head in self._multi_type_heads:
            if len(text) <= len(head) + 1 or fold(text[:len(head)]) != fold(head) \
                    or text[len(head)] != " ":
                continue
            tail = text[len(head):].replace(" ", "")
            if tail.isupper() and all(letter in self._type_letters for letter in tail):
                types = [self._type_letters[letter] for letter in tail]
            else:
                types = _type_words(tail, self._type_order)
            if len(types) < 2 or len(set(types)) != len(types):
                return text
            spelt = f"{head} {' '.join(sorted(types, key=self._type_order.index))}"
            if spelt != text:
                parts.note("name-spelling", f"{text} → {spelt}")
            return spelt
        return text

    def _strip_parentheses(self, parts: _Parts) -> None:
        while True:
            match = re.search(r"\s*\(([^()]*)\)\s*$", parts.text)
            if match is None or match.start() == 0:
                return
            inner = match[1].strip()
            parts.text = parts.text[: match.start()].strip()
            if fold(inner) in self._kept_in_parentheses:
                parts.text = f"{parts.text} {inner}"  # "PokéDex (HANDY909)" is PokéDex HANDY909
                return
            if fold(inner) in {fold(d) for d in self._deltas}:
                parts.note("name-delta", f"({inner})")
            elif "plasma" in fold(inner):
                parts.note("name-team-plasma", f"({inner})")
            elif fold(inner) in ("prism star", "◇"):
                parts.suffixes.insert(0, "◇")
            else:
                parts.note("name-label", f"({inner})")

    def _delta_search(self) -> tuple[re.Pattern[str], list[tuple[str, re.Pattern[str]]]]:
        """Each δ phrase's pattern, and one pattern for any of them (compiled at first use)."""
        if self._delta_patterns is None:
            phrases = [*self._deltas, "δ"]
            anyone = "|".join(re.escape(phrase) for phrase in phrases)
            self._delta_patterns = (
                re.compile(rf"(?:^|\s)(?:{anyone})(?=\s|$)", re.IGNORECASE),
                [(phrase, re.compile(rf"(?:^|\s){re.escape(phrase)}(?=\s|$)", re.IGNORECASE))
                 for phrase in phrases])
        return self._delta_patterns

    def _strip_delta(self, parts: _Parts) -> None:
        anyone, each = self._delta_search()
        if anyone.search(parts.text) is None:  # most names: no phrase to try one by one
            return
        for phrase, pattern in each:
            if pattern.search(parts.text):
                parts.text = pattern.sub(" ", parts.text).strip()
                parts.note("name-delta", phrase)

    def _strip_level(self, parts: _Parts) -> None:
        match = self._level.search(parts.text)
        if match is not None:
            parts.note("name-level", match[0].strip())
            parts.text = (parts.text[: match.start()] + " " + parts.text[match.end():]).strip()

    def _strip_markers(self, parts: _Parts) -> None:
        """Peel markers off both ends until none is left; each one becomes a name part or a note."""
        changed = True
        while changed and parts.text:
            changed = False
            folded = fold(parts.text)
            if not folded.endswith(self._ending_phrases) \
                    and not folded.startswith(self._beginning_phrases):
                return  # no marker at either end
            for phrase, marker in self._endings_by_last.get(folded[-1:], self._no_letter_end):
                if not folded.endswith(phrase):
                    continue
                # SP symbols are capitals ("Absol G"); a lower-case "g" is no symbol.
                exact = marker.exact or marker.kind == "sp" or (
                    marker.kind == "suffix" and marker.written in _CASE_SENSITIVE | _SYMBOLS)
                rest = _strip_end(parts.text, marker.written, exact)
                if rest is not None and self._apply(parts, marker, rest):
                    changed = True
                    break
            if changed:
                continue
            for phrase, marker in self._beginnings_by_first.get(folded[:1],
                                                                self._no_letter_start):
                if not folded.startswith(phrase):
                    continue
                rest = _strip_start(parts.text, marker.written)
                if rest is not None and self._apply(parts, marker, rest):
                    changed = True
                    break

    def _apply(self, parts: _Parts, marker: _Marker, rest: str) -> bool:
        if not rest:
            return False
        if marker.kind == "ex-label" and "ex" not in parts.suffixes and not _EX_END.search(rest):
            return False  # "Tera Orb" is a card; only Tera Pokémon-ex carry the label
        parts.text = rest
        if marker.kind == "suffix":
            parts.suffixes.insert(0, marker.value)
            if marker.written != marker.value:
                parts.note(marker.citation, f"{marker.written} → {marker.value}")
        elif marker.kind == "owner":
            parts.owner = marker.value
            parts.note(marker.citation, f"{marker.written} → {marker.value}")
        elif marker.kind == "region":
            parts.region = marker.value
            if marker.written != marker.value:
                parts.note(marker.citation, f"{marker.written} → {marker.value}")
        elif marker.kind in ("prefix", "primal"):
            parts.prefixes.insert(0, marker.value)
            if marker.written != marker.value:
                parts.note(marker.citation, f"{marker.written} → {marker.value}")
        elif marker.kind == "mega":
            parts.mega = marker.written.rstrip("-")
        elif marker.kind == "sp":
            if parts.sp is not None or parts.suffixes:
                return False  # one symbol, on a name with no ex/GX/V... ("Garchomp C", not "… C V")
            parts.sp = marker.value
            if marker.written != marker.value:
                parts.note(marker.citation, f"{marker.written} → {marker.value}")
        else:  # plasma, label, ex-label: printed with the name, not part of it
            parts.note(marker.citation, marker.written)
        return True

    def _finish_base(self, parts: _Parts) -> None:
        base = parts.text.strip(_SEPARATOR)
        if "GX" in parts.suffixes:  # TAG TEAM: "Pikachu e Zekrom GX" is "Pikachu & Zekrom-GX"
            words = "|".join(re.escape(c) for c in sorted(self.conjunctions, key=len, reverse=True))
            joined = re.sub(rf"\s*,\s*|\s+(?:{words})\s+", " & ", base)
            if joined != base:
                base = joined
        head, _, letter = base.rpartition(" ")
        if fold(head) == "nidoran" and letter in self._nidoran:
            parts.note("name-spelling", f"{base} → Nidoran{self._nidoran[letter]}")
            base = f"Nidoran{self._nidoran[letter]}"
        spelt = self._name_spellings.get(fold(base)) if self._name_spellings else None
        if spelt is not None:
            parts.note("name-spelling", f"{base} → {spelt}")
            base = spelt
        parts.text = base


def _by_letter(markers: list[tuple[str, _Marker]], at: int
               ) -> dict[str, list[tuple[str, _Marker]]]:
    """``markers`` (folded phrase, marker) by the phrase's letter at ``at`` (first or last), each
    list in the order of ``markers``; an empty phrase, which every name ends and starts with, is
    in every list and under "" (a name whose letter no phrase has)."""
    letters = {phrase[at] for phrase, _marker in markers if phrase}
    return {letter: [(phrase, marker) for phrase, marker in markers
                     if not phrase or phrase[at] == letter] for letter in [*sorted(letters), ""]}


def _type_words(tail: str, words: list[str]) -> list[str]:
    """``tail`` read as Energy type words run together ("LightningPsychicMetal"), or nothing."""
    found: list[str] = []
    rest = tail.casefold()
    while rest:
        word = next((w for w in words if rest.startswith(w.casefold())), None)
        if word is None:
            return []
        found.append(word)
        rest = rest[len(word):]
    return found


@lru_cache(maxsize=8192)  # bounded: a batch's memory stays flat however many lists come
def _canonical_cached(rules: NameRules, written: str, words: str) -> CanonicalName:
    """``words``, the active message language, keys the cache: a name's notes are worded in it."""
    return rules._canonical(written)


def _strip_end(text: str, phrase: str, exact_case: bool) -> str | None:
    if len(text) <= len(phrase):
        return None
    tail = text[-len(phrase):]
    if (tail != phrase) if exact_case else (fold(tail) != fold(phrase)):
        return None
    rest = text[: -len(phrase)]
    if phrase in _SYMBOLS or phrase.startswith(("-", "'")):
        return rest.rstrip(_SEPARATOR)
    if rest[-1] not in _SEPARATOR:
        return None
    return rest.rstrip(_SEPARATOR)


def _strip_start(text: str, phrase: str) -> str | None:
    if len(text) <= len(phrase) or fold(text[: len(phrase)]) != fold(phrase):
        return None
    rest = text[len(phrase):]
    if phrase.endswith("-"):
        return rest.strip()
    if rest[0] != " ":
        return None
    return rest.strip()


def _compose(parts: _Parts, written: str, hyphenated: frozenset[str]) -> CanonicalName:
    base = parts.text
    mega = None
    if parts.mega is not None:
        # XY Mega Evolutions are printed "M Venusaur-EX"; Mega Evolution ex "Mega Venusaur ex".
        mega = "M" if "EX" in parts.suffixes else "Mega"
    prefixes = _ordered_prefixes(parts.prefixes) if parts.prefixes else []
    words = [w for w in (parts.owner, *prefixes, parts.region, mega) if w]
    head = " ".join([*words, base, *([parts.sp] if parts.sp else [])])
    display = head
    for suffix in parts.suffixes:
        display += f"-{suffix}" if suffix in hyphenated else f" {suffix}"
    key_head = fold(head).replace("-", " ").replace(".", "")
    key = " ".join(key_head.split()) + "|" + " ".join(parts.suffixes)
    return CanonicalName(
        display=display, key=key, written=written, owner=parts.owner,
        prefixes=tuple(prefixes), region=parts.region, mega=mega,
        base=base, suffixes=tuple(parts.suffixes), notes=tuple(parts.notes),
    )


def _ordered_prefixes(prefixes: list[str]) -> list[str]:
    # English order: "Radiant Hisuian Sneasler", "Primal Groudon-EX", "Dark Charizard".
    order = {"Radiant": 0, "Shining": 0, "Dark": 0, "Light": 0, "Primal": 2}
    return sorted(dict.fromkeys(prefixes), key=lambda p: order.get(p, 1))


def prefix_citation(prefix: str) -> str:
    """The citation that says a prefix (Radiant, Shining, Dark...) is part of the name."""
    return "name-radiant" if prefix == "Radiant" else "name-owner-form"


_RULES: NameRules | None = None


def rules_for(data: RulesData) -> NameRules:
    """The compiled name rules for ``data`` (built once per process)."""
    global _RULES
    if _RULES is None or _RULES._data is not data:
        _RULES = NameRules(data)
    return _RULES

