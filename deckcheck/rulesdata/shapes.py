"""The shapes of the compiled rules data, for the type checker.

pydantic validates every data file once (:mod:`deckcheck.rulesdata.schema`) and the result is cached
as
JSON; checking a deck reads that JSON without importing pydantic. These TypedDicts describe it,
so that a misspelt key is a mypy error, not a ``KeyError`` at a user's table. They cost nothing at
run time. Each is named as its model in :mod:`deckcheck.rulesdata.schema`, and
``tests/test_rulesdata_shapes.py`` fails when the two disagree (keys, kinds of value, null).
"""

from __future__ import annotations

from typing import Any, TypedDict


class Quote(TypedDict):
    book: str
    section: str
    text: str


class Citation(TypedDict):
    summary: str
    quotes: list[Quote]
    source: str | None


class SuffixFacts(TypedDict):
    citation: str
    stage: str
    pokemon: bool
    hyphen: bool
    rule_box: bool


class PrintedCard(TypedDict):
    name: str
    prints: list[str]
    other_prints: bool
    basic_pokemon: bool


class CardList(TypedDict):
    cards: list[PrintedCard]


class SpecialEnergyList(CardList):
    basic_first: str
    basic_first_source: str


class Illustration(TypedDict):
    prints: list[str]
    artist: str | None


class VUnionCard(TypedDict):
    name: str
    illustrations: list[Illustration]


class VUnionList(TypedDict):
    cards: list[VUnionCard]


class NotBasic(TypedDict):
    restored: list[PrintedCard]
    fossil_trainers: list[str]
    markers: dict[str, str]


class CopyLimit(TypedDict):
    name: str
    max: int | None
    prints: list[str]


class CopyLimitList(TypedDict):
    cards: list[CopyLimit]


class NameGroup(TypedDict):
    name: str
    members: list[str]


class NameGroupList(TypedDict):
    groups: list[NameGroup]


class Promo(TypedDict):
    number_prefix: str


class Sets(TypedDict):
    promos: dict[str, Promo]
    gallery_subsets: list[str]
    energy_pseudo_sets: list[str]
    alternate_print_codes: list[str]
    japanese_print_codes: list[str]
    chinese_print_codes: list[str]
    alternate_print_letters: list[str]
    variant_markers: list[str]
    name_tags: dict[str, str]


class EnergySymbols(TypedDict):
    """data/energy.yaml."""

    symbols: dict[str, str]
    other_symbols: dict[str, str]
    multi_type_names: list[str]


class SetTable(TypedDict):
    """data/set_codes.yaml as compiled (datafiles.compile_set_codes)."""

    codes: dict[str, str]
    spellings: dict[str, str]
    continued: dict[str, list[Any]]
    unlisted: dict[str, list[str | None]]
    lower_case: dict[str, str]


class SpSymbol(TypedDict):
    meaning: str
    spellings: list[str]


class TagTeam(TypedDict):
    """data/short_forms.yaml ``tag_team``."""

    label: str
    mark: str
    joined_by: str
    catalog_suffix: str


class TitleLines(TypedDict):
    """data/short_forms.yaml ``title_lines``."""

    ends: list[str]
    labels: list[str]
    deck_labels: list[str]
    owner_ends: list[str]
    count_words: list[str]
    count_phrases: list[str]
    link_labels: list[str]
    top_ends: list[str]
    banner_words: list[str]
    placings: list[str]


class ShortForms(TypedDict):
    """data/short_forms.yaml."""

    kind_words: dict[str, list[str]]
    after_name_only: list[str]
    prime_suffix: str
    delta_mark: str
    promo_sets: list[str]
    titles: list[str]
    titles_after: list[str]
    marks_spaced: list[str]
    name_words: int
    tag_team: TagTeam
    marks_left_off: list[str]
    types_left_off: list[str]
    title_lines: TitleLines
    plural_ends: list[tuple[str, str]]


class SpSymbols(TypedDict):
    citation: str
    symbols: dict[str, SpSymbol]


class Ruling(TypedDict):
    prints: list[str]
    same: bool
    source: str


class ReprintRule(TypedDict):
    wording: dict[str, str]
    reminders: list[str]
    rulings: list[Ruling]
    terms: list[str]
    choices: list[str]


class TemplateQuote(TypedDict):
    book: str
    section: str
    text: str


class Template(TypedDict):
    id: str
    older: str
    newer: str
    example: list[str]
    source: str
    quotes: list[TemplateQuote]


class ReprintTemplates(TypedDict):
    symbols: dict[str, str]
    templates: list[Template]


class ReprintSet(TypedDict):
    set: str
    in_pool: list[str]
    source: str


class Pool(TypedDict):
    regulation_marks: list[str] | None
    series: list[str] | None
    sets: list[str]
    reprints: bool
    reprint_sets: list[ReprintSet]


class Format(TypedDict):
    id: str
    name: str
    description: str
    history: str
    """``none``, ``every-card`` or ``recorded``: what the format is as of a day."""
    rotates: bool
    pool: Pool
    rules: dict[str, Any]
    """Rule id → ``"off"`` or ``{level, <option>: value…}`` (validated per rule)."""
