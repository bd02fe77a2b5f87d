"""The reprint rule's question: do two prints of one name have functionally identical text?

Two prints are compared as structured game text (:mod:`deckcheck.catalog.gamefacts`), field by
field, as ``data/reprint_rule.yaml`` explains: a different attack, ability, HP, type, stage,
weakness, resistance, retreat or card kind makes them *different*; rules text that differs only
in wording is *wording* (a judge must confirm); a fact the catalog records for one print and not
the other is *unknown* (also for a judge). Only *identical* prints carry legality across.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import field, replace
from enum import IntEnum
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from deckcheck.i18n import N_, _, language
from deckcheck.i18n.glossary import word
from deckcheck.lite_dataclass import dataclass
from deckcheck.names.folding import fold

if TYPE_CHECKING:
    from deckcheck.rulesdata.shapes import ReprintRule as ReprintRuleData
    from deckcheck.rulesdata.shapes import ReprintTemplates

_NUMBER = re.compile(r"(?<!stage )\d+")
"""Numbers in rules text; a Stage's number is part of a game term, compared as one."""
_PUNCTUATION = re.compile(r"[^\w\s'+×-]")
_SPACES = re.compile(r"\s+")
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


class Sameness(IntEnum):
    """How alike two prints are; a larger value is further from identical."""

    IDENTICAL = 0
    WORDING = 1
    CHOICE = 2
    """One text lets the player choose where the other does not ("up to 2" against "2"): a
    difference of play the rulebook defines, which a judge weighs."""
    UNKNOWN = 3
    DIFFERENT = 4


PrintKey = tuple[str, str]


@dataclass(frozen=True)
class Ruling:
    """A published ruling on two prints: whether their texts are functionally identical."""

    other: PrintKey
    same: bool
    source: str


@dataclass(frozen=True)
class TextRules:
    """``data/reprint_rule.yaml``: wording that never changes play, reminder sentences, the game
    terms that do change play, and rulings on pairs of prints."""

    wording: tuple[tuple[str, str], ...]
    reminders: tuple[str, ...]
    """Regular expressions, compiled when first needed (see :func:`_reminder_pattern`)."""
    terms: tuple[str, ...]
    """Compiled one by one when a comparison first needs them (most never do)."""
    rulings: dict[PrintKey, tuple[Ruling, ...]]
    choices: tuple[str, ...] = ()
    """Phrases that give the player a choice ("up to"): in one text only, a judge weighs them."""
    templates: tuple[tuple[str, str], ...] = ()
    """data/reprint_templates.yaml: (older phrasing, newer) as a pattern and its replacement,
    compiled when first needed (see :func:`_template_patterns`)."""
    self_name: str = ""
    """The compared card's name, read as "this card" in its text."""
    letters: tuple[tuple[str, str], ...] = ()
    """data/reprint_templates.yaml's symbols: the card data's word for each Energy symbol,
    folded ("fire"), and the letter Pokémon TCG Live writes for it ("R"), for listing costs."""
    compared: dict[tuple[str, str, str, str], Comparison] = field(default_factory=dict,
                                                                  compare=False)
    """Comparisons made so far: a batch of lists asks about the same prints again and again.
    Keyed by the language too: the differences are worded for people in the active language."""

    @classmethod
    def of(cls, raw: ReprintRuleData, parse_print: Callable[[str], PrintKey],
           templates: ReprintTemplates | None = None,
           leave_out: frozenset[str] = frozenset()) -> TextRules:
        """From the compiled ``reprint_rule`` data and ``reprint_templates`` (the template
        equivalences, none if not given; ``leave_out`` names templates not to apply, for the
        tests and the survey); ``parse_print`` spells prints canonically."""
        terms = tuple(raw["terms"])
        reminders = tuple(raw["reminders"])
        rulings: dict[PrintKey, list[Ruling]] = {}
        for ruling in raw["rulings"]:
            a, b = (parse_print(ref) for ref in ruling["prints"])
            rulings.setdefault(a, []).append(Ruling(b, ruling["same"], ruling["source"]))
            rulings.setdefault(b, []).append(Ruling(a, ruling["same"], ruling["source"]))
        wording = tuple(raw["wording"].items())
        rewrites: tuple[tuple[str, str], ...] = ()
        letters: tuple[tuple[str, str], ...] = ()
        if templates is not None:
            letters = tuple((fold(word), letter)
                            for letter, word in templates["symbols"].items())
            # An Energy symbol written as a letter in braces reads as its type's name.
            wording += tuple((f"{{{letter.lower()}}}", f" {word} ")
                             for letter, word in templates["symbols"].items())
            rewrites = tuple((t["older"], t["newer"]) for t in templates["templates"]
                             if t["id"] not in leave_out)
        return cls(wording, reminders, terms,
                   {key: tuple(found) for key, found in rulings.items()},
                   tuple(raw.get("choices", ())), rewrites, letters=letters)


@dataclass(frozen=True)
class Comparison:
    """The verdict on two prints and, unless identical, what differs (for people)."""

    sameness: Sameness
    differences: tuple[str, ...] = ()


def compare(old: str, new: str, rules: TextRules, name: str = "") -> Comparison:
    """Compare two prints' game facts, each as the catalog's JSON (``CatalogCard.game``).

    ``name``, the card's name: older cards call themselves by it where newer ones say "this card"
    ("Double Colorless Energy provides…", "This card provides…").
    """
    if old == new:
        return Comparison(Sameness.IDENTICAL)
    key = (old, new, name, language())
    known = rules.compared.get(key)
    if known is None:
        if len(rules.compared) >= COMPARISON_CACHE:
            rules.compared.clear()
        known = rules.compared[key] = _compare(old, new, rules, name)
    return known


COMPARISON_CACHE = 8192


def differs_at_a_glance(old: str, new: str) -> bool:
    """Whether :func:`compare` would find two prints (their game facts, as it takes them)
    ``DIFFERENT`` by a fact it reads without their texts: a card kind, stage, HP, retreat cost,
    type, weakness or resistance both record and that differs, or attacks or abilities that are
    not the same ones (name, kind, damage, cost). Exact where it says yes: the reprint rule
    then needs the differences themselves only for the one pair it words (most older prints of a
    name play otherwise than its legal ones, which are compared with each of them).
    """
    if old == new:
        return False
    old_facts, new_facts = _game(old), _game(new)
    for key, _label in _SCALARS:
        if _both_differ(old_facts.get(key), new_facts.get(key)):
            return True
    if old_facts.get("category") == new_facts.get("category") == "Pokemon":
        for key, _label in _POKEMON_SCALARS:
            if _both_differ(old_facts.get(key) or None, new_facts.get(key) or None):
                return True
        for key, _label in _POKEMON_LISTS:
            if _both_differ(_plain(old_facts.get(key)), _plain(new_facts.get(key))):
                return True
    for moves in ("attacks", "abilities"):
        if _both_differ(old_facts.get(moves), new_facts.get(moves)) \
                and set(_keyed_moves(old, moves)) != set(_keyed_moves(new, moves)):
            return True
    return False


def _both_differ(old: Any, new: Any) -> bool:
    """Both recorded and not equal: what :func:`_scalar` and :func:`_moves` call different."""
    return old != new and old is not None and new is not None


def _compare(old: str, new: str, rules: TextRules, name: str) -> Comparison:
    if name:
        rules = replace(rules, self_name=name)
    found = list(_facts(old, new, rules))
    if not found:
        return Comparison(Sameness.IDENTICAL)
    worst = max(sameness for sameness, _ in found)
    return Comparison(worst, tuple(text for sameness, text in found if sameness is worst))


Found = tuple[Sameness, str]


# Translators: the facts of a card's game text two prints are compared by, shown as {what}
# in "the catalog records the {what} of only one print" and "{what} {old} against {new}".
_SCALARS = (("category", N_("card kind")), ("trainer_type", N_("Trainer kind")),
            ("energy_type", N_("Energy kind")))
_POKEMON_SCALARS = (("stage", N_("stage")), ("hp", N_("HP")), ("retreat", N_("retreat cost")))
_POKEMON_LISTS = (("types", N_("type")), ("weaknesses", N_("weakness")),
                  ("resistances", N_("resistance")))
_CARD_TEXT = N_("card text")


def _facts(old_game: str, new_game: str, rules: TextRules) -> Iterable[Found]:
    # Labels are translated only where the prints differ: a batch of random cards compares
    # thousands of pairs, most facts of which agree.
    old, new = _game(old_game), _game(new_game)
    for key, label in _SCALARS:
        yield from _scalar(label, old.get(key), new.get(key))
    if old.get("category") == new.get("category") == "Pokemon":
        # Only a Pokémon's: the catalog gives some Trainer prints an HP and retreat of 0.
        for key, label in _POKEMON_SCALARS:
            yield from _scalar(label, old.get(key) or None, new.get(key) or None)
        for key, label in _POKEMON_LISTS:
            yield from _scalar(label, _plain(old.get(key)), _plain(new.get(key)))
    old_moves, new_moves = old.get("attacks"), new.get("attacks")
    if old_moves != new_moves:
        # Translators: as {what} in "the catalog records the {what} of only one print" and
        # "{what} {old} against {new}".
        attacks = _("attacks")
        # Translators: as {what} in "{what}: numbers {old} against {new}" (an attack with no
        # name).
        attack = _("attack")
        # Translators: as {what} in "{what}: numbers {old} against {new}"; {name} is the
        # attack's.
        attack_named = _("attack {name}")
        yield from _moves(attacks, attack, attack_named, "attacks", old_game, new_game, rules)
    old_moves, new_moves = old.get("abilities"), new.get("abilities")
    if old_moves != new_moves:
        # Translators: as {what} in "the catalog records the {what} of only one print" and
        # "{what} {old} against {new}".
        abilities = _("abilities")
        # Translators: as {what} in "{what}: numbers {old} against {new}" (an ability with no
        # name).
        ability = _("ability")
        # Translators: as {what} in "{what}: numbers {old} against {new}"; {name} is the
        # ability's.
        ability_named = _("ability {name}")
        yield from _moves(abilities, ability, ability_named, "abilities", old_game, new_game,
                          rules)
    for key in ("effect", "item"):
        if old.get(key) != new.get(key):
            yield from _text(_(_CARD_TEXT), old.get(key), new.get(key), rules)


def _scalar(label: str, old: Any, new: Any) -> Iterable[Found]:
    """``label`` (a message id, translated here) when ``old`` and ``new`` differ."""
    if old == new:
        return
    if old is None or new is None:
        yield Sameness.UNKNOWN, _only_one(_(label))
    else:
        # Translators: {what} is a fact of the game text ("HP", "weakness"); {old} and {new}
        # its values on the older print and on the legal one, as the catalog writes them.
        yield Sameness.DIFFERENT, _("{what} {old} against {new}").format(
            what=_(label), old=_show(old), new=_show(new))


def _only_one(label: str) -> str:
    # Translators: {what} is a fact of the game text ("HP", "attacks", "card text").
    return _("the catalog records the {what} of only one print").format(what=label)


def _plain(value: Any) -> str | None:
    """Types, weaknesses and resistances as one comparable string ("Fighting ×2"); an empty list
    is :data:`_NONE` (shown as "none" in the active language)."""
    if value is None:
        return None
    if not isinstance(value, list):
        return str(value)
    parts = []
    for item in value:
        if isinstance(item, dict):
            parts.append(" ".join(str(item[k]) for k in ("type", "value") if item.get(k)))
        else:
            parts.append(str(item))
    return ", ".join(parts) or _NONE


_NONE = "\x00none"
"""An empty list of types, weaknesses or resistances: compared as itself, shown translated."""


def _show(value: Any) -> str:
    if value == _NONE:
        return _("none")
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _moves(kinds: str, kind: str, named: str, field: str, old_game: str, new_game: str,
           rules: TextRules) -> Iterable[Found]:
    """Attacks or abilities (``field`` of two prints' game facts): the same ones, in any order,
    with the same cost, damage and text.

    ``kinds``, ``kind`` and ``named`` word them (translated): "attacks", "attack", "attack {name}".
    """
    old, new = _game(old_game).get(field), _game(new_game).get(field)
    if old == new:
        return
    if old is None or new is None:
        yield Sameness.UNKNOWN, _only_one(kinds)
        return
    old_moves, new_moves = _keyed_moves(old_game, field), _keyed_moves(new_game, field)
    if set(old_moves) != set(new_moves):
        words = language()
        yield Sameness.DIFFERENT, _("{what} {old} against {new}").format(
            what=kinds, old=_keyed_listed(old_game, field, words, rules.letters),
            new=_keyed_listed(new_game, field, words, rules.letters))
        return
    for key, move in old_moves.items():
        if move.get("effect") == new_moves[key].get("effect"):
            continue  # worded only where the texts differ
        name = str(move.get("name", ""))
        yield from _text(named.format(name=name.rstrip()) if name.strip() else kind,
                         move.get("effect"),
                         new_moves[key].get("effect"), rules)


# A print's moves keyed and listed once per game text (and message language): a batch compares
# each legal print with every older print of its name. Only read; as many as _game remembers
# (the moves keep their decoded game facts alive).
@lru_cache(maxsize=1024)
def _keyed_moves(game: str, field: str) -> dict[tuple[str, ...], dict[str, Any]]:
    return {_move_key(m): m for m in _game(game)[field] if isinstance(m, dict)}


@lru_cache(maxsize=4096)
def _keyed_listed(game: str, field: str, language: str,
                  letters: tuple[tuple[str, str], ...]) -> str:
    return _list_moves(_keyed_moves(game, field).values(), dict(letters))


def _move_key(move: dict[str, Any]) -> tuple[str, ...]:
    cost = tuple(sorted(str(c) for c in move.get("cost") or ()))
    damage = str(move.get("damage", "")).replace("×", "x").replace(" ", "")
    return (fold(str(move.get("name", ""))), str(move.get("type", "")), damage, *cost)


def list_moves(game: str, rules: TextRules) -> str:
    """A print's attacks and abilities for a message: ``Find a Friend (C), Bite (CCC) 50``,
    each cost symbol as the letter ``rules`` gives it."""
    return _moves_listed(game, language(), rules.letters)


@lru_cache(maxsize=4096)
def _moves_listed(game: str, language: str, letters: tuple[tuple[str, str], ...]) -> str:
    """:func:`list_moves`, remembered per print's game text, message language and letters."""
    facts = _game(game)
    moves = [*(facts.get("abilities") or ()), *(facts.get("attacks") or ())]
    return _list_moves((m for m in moves if isinstance(m, dict)), dict(letters)) if moves else ""


@lru_cache(maxsize=1024)
def _game(game: str) -> dict[str, Any]:
    """A print's game facts (the catalog's JSON), decoded once while remembered; only read."""
    facts: dict[str, Any] = json.loads(game)
    return facts


def _move_name(name: Any) -> str:
    """A move's name for a message. The card data names a few only in other languages, by
    language (PRC 107's Ancient Trait: ``{"fr": "Croissance α"}``): the English name, else the
    first it gives, never the mapping itself."""
    if isinstance(name, dict):
        name = name.get("en") or next(iter(name.values()), None)
    return str(name) if name else "?"


def _list_moves(moves: Iterable[dict[str, Any]], letters: dict[str, str]) -> str:
    shown = []
    for move in moves:
        text = _move_name(move.get("name"))
        if move.get("type") and not move.get("cost"):  # "Ability", "Poke-POWER": the reader's
            text = f"{word('move_kinds', str(move['type']))} {text}"
        if move.get("cost"):
            text += " (" + "".join(_symbol(str(c), letters) for c in move["cost"]) + ")"
        if move.get("damage") not in (None, ""):
            text += f" {move['damage']}"
        shown.append(text)
    return ", ".join(shown) or _("none")


def _symbol(energy: str, letters: dict[str, str]) -> str:
    # A symbol the data does not name is shown by its initial rather than not at all.
    return letters.get(fold(energy), energy[:1])


def _text(label: str, old: Any, new: Any, rules: TextRules) -> Iterable[Found]:
    if old == new:
        return
    if not isinstance(old, str) or not isinstance(new, str):
        if old is None or new is None:
            yield Sameness.UNKNOWN, _only_one(label)
        else:
            # Translators: {what} is a part of the game text ("card text", "attack Bite").
            yield Sameness.UNKNOWN, _("the {what} is not plain text in the catalog").format(
                what=label)
        return
    a, b = _normal(old, rules), _normal(new, rules)
    if a == b:
        return
    numbers_a, numbers_b = _numbers_in(a), _numbers_in(b)
    if numbers_a != numbers_b:
        # Translators: {what} is a part of the game text ("card text", "attack Bite"), {old}
        # and {new} the numbers in it on the older print and on the legal one.
        yield Sameness.DIFFERENT, _("{what}: numbers {old} against {new}").format(
            what=label, old=_numbers(numbers_a), new=_numbers(numbers_b))
        return
    terms_a = {term for term in rules.terms if _term_pattern(term).search(a)}
    terms_b = {term for term in rules.terms if _term_pattern(term).search(b)}
    if terms_a != terms_b:
        term = sorted(terms_a ^ terms_b)[0]
        message = (
            # Translators: {what} is a part of the game text ("card text", "attack Bite"),
            # {term} a game term as printed in English.
            _("{what}: “{term}” only in the older print's text") if term in terms_a else
            # Translators: {what} is a part of the game text ("card text", "attack Bite"),
            # {term} a game term as printed in English.
            _("{what}: “{term}” only in the legal print's text"))
        yield Sameness.DIFFERENT, message.format(what=label, term=term)
        return
    choices_a = {phrase for phrase in rules.choices if _term_pattern(phrase).search(a)}
    choices_b = {phrase for phrase in rules.choices if _term_pattern(phrase).search(b)}
    if choices_a != choices_b:
        phrase = sorted(choices_a ^ choices_b)[0]
        message = (
            # Translators: {what} is a part of the game text ("card text", "attack Bite"),
            # {phrase} words that let a player choose how many ("up to"), as printed in English.
            _("{what}: “{phrase}” only in the older print's text, which lets the player choose "
              "fewer") if phrase in choices_a else
            # Translators: {what} is a part of the game text ("card text", "attack Bite"),
            # {phrase} words that let a player choose how many ("up to"), as printed in English.
            _("{what}: “{phrase}” only in the legal print's text, which lets the player choose "
              "fewer"))
        yield Sameness.CHOICE, message.format(what=label, phrase=phrase)
        return
    # Translators: {what} is a part of the game text ("card text", "attack Bite"), {sentence}
    # a sentence of the older print, as printed in English.
    yield Sameness.WORDING, _("{what}: “{sentence}”").format(
        what=label, sentence=_first_different(old, new, rules))


def _normal(text: str, rules: TextRules) -> str:
    """The text as compared: folded, wording evened out, the card's own name read as "this
    card", reminder sentences left out, and each older template's phrasing rewritten as the
    newer one (data/reprint_templates.yaml)."""
    sentences = _SENTENCE.split(text)
    if rules.self_name:
        sentences = [_self_named(s, rules.self_name) for s in sentences]
    kept = (_sentence(s, rules.wording) for s in sentences)
    reminders = _reminder_pattern(rules.reminders)
    joined = " ".join(s for s in kept if s and not reminders.fullmatch(s))
    for pattern, newer in _template_patterns(rules.templates):
        joined = pattern.sub(newer, joined)
    return joined


_SUBJECT_VERBS = frozenset({"provides", "counts", "is", "has", "does", "can"})
"""Words after a card's name that make it the subject of its own text ("Double Colorless Energy
provides"), not an order ("Switch 1 of your Active Pokémon")."""


def _self_named(sentence: str, name: str) -> str:
    """The sentence with the card's own name read as "this card", except where the name opens
    the sentence as its verb (the card Switch: "Switch 1 of your Active Pokémon ...")."""
    pattern = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.IGNORECASE)

    def replace_name(match: re.Match[str]) -> str:
        opening = not sentence[:match.start()].strip(" (\n")
        following = sentence[match.end():].split(maxsplit=1)
        if opening and (not following or following[0].lower() not in _SUBJECT_VERBS):
            return match.group(0)
        return "this card"
    return pattern.sub(replace_name, sentence)


@cache
def _template_patterns(templates: tuple[tuple[str, str], ...]
                       ) -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(older), newer) for older, newer in templates)


# Compiled on first use: compiling every term costs more than checking a deck, and identical
# texts (nearly every reprint) never need them.
@cache
def _term_pattern(term: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(term)}(?![\w-])")


@cache
def _reminder_pattern(reminders: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{pattern})" for pattern in reminders))


@lru_cache(maxsize=8192)
def _sentence(text: str, wording: tuple[tuple[str, str], ...]) -> str:
    folded = fold(text)
    for old, new in wording:
        folded = folded.replace(old, new)
    return _SPACES.sub(" ", _PUNCTUATION.sub(" ", folded)).strip()


def _numbers_in(text: str) -> set[str]:
    return set(_NUMBER.findall(text))


def _numbers(numbers: set[str]) -> str:
    return ", ".join(sorted(numbers, key=int)) if numbers else _("none")


def _first_different(old: str, new: str, rules: TextRules) -> str:
    """The older print's first sentence that the legal print does not say the same way."""
    theirs = {_normal(s, rules) for s in _SENTENCE.split(new)}
    for sentence in _SENTENCE.split(old):
        mine = _normal(sentence, rules)
        if mine and mine not in theirs:
            return sentence
    return old
