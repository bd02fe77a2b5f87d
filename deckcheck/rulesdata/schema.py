"""The schema of every YAML file in ``data/``, and their compilation into one validated document.

pydantic validates each file with unknown keys refused, so a typo in a data file is an error
naming the file and the key, never a silently ignored fact. The compiled document is plain JSON;
:mod:`deckcheck.rulesdata` caches it so that checking a deck does not pay for YAML and pydantic.
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

import yaml
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from deckcheck.errors import DataError
from deckcheck.i18n import _
from deckcheck.names.folding import fold
from deckcheck.rulesdata.energy_names import BASIC_ENERGY, ENERGY_PRINT, basic_energy
from deckcheck.rulesdata.key_lines import KeyLines, yaml_key_lines
from deckcheck.rulesdata.resources import read_text
from deckcheck.rulesdata.validation_problems import describe_validation_error

COMPILED_VERSION = 1

EnergyType = Literal[
    "grass", "fire", "water", "lightning", "psychic", "fighting", "darkness", "metal", "fairy",
]
CanonicalSuffix = Literal[
    "ex", "EX", "GX", "V", "VMAX", "VSTAR", "V-UNION", "BREAK", "LEGEND", "◇", "☆",
]
CanonicalPrefix = Literal["Radiant", "Shining", "Dark", "Light"]

_PRINT = re.compile(r"^[A-Z0-9][A-Za-z0-9:-]* [A-Za-z]{0,5}[0-9]+[a-z]?$")


def _check_print(value: str) -> str:
    if not _PRINT.match(value):
        # Translators: keep 'SET NUMBER' and 'TEF 152' as they are (how a print is written).
        raise ValueError(_("{value!r} is not a print: write 'SET NUMBER', e.g. "
                           "'TEF 152'").format(value=value))
    return value


PrintRef = Annotated[str, AfterValidator(_check_print)]
SetCode = Annotated[str, Field(pattern=r"^[A-Z0-9][A-Za-z0-9:-]*$")]


def _check_pattern(value: str) -> str:
    try:
        re.compile(value)
    except re.error as exc:
        from deckcheck.library_reasons import quoted

        # Translators: {reason} is Python's own (English) words, quoted.
        raise ValueError(_("{value!r} is not a regular expression: {reason}").format(
            value=value, reason=quoted(exc))) from exc
    return value


class Strict(BaseModel):
    """Base for data-file models: unknown keys are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Quote(Strict):
    book: Literal["it", "pt", "es", "house"]
    """An official rulebook by language, or ``house``: the Italian house-rules variant (003)."""
    section: str
    text: str


class Citation(Strict):
    summary: str
    quotes: list[Quote] = []
    source: str | None = None


class Sections(Strict):
    pokemon: list[str]
    trainer: list[str]
    energy: list[str]
    total: list[str]
    team: list[str] = []
    """The house-rules variant's team of Pokémon, declared apart from the deck (rulebook 003)."""
    evolution: list[str] = []
    """The variant's Evolution Deck."""


class EnergyWords(Strict):
    templates: list[str]
    types: dict[EnergyType, list[str]]


class Regional(Strict):
    prefix_forms: list[str] = []
    suffix_forms: list[str] = []


class Owners(Strict):
    suffix: dict[str, str] = {}
    prefix: dict[str, str] = {}


class NameMarkers(Strict):
    level: list[str]
    delta: list[str]
    team_plasma: list[str]
    labels: list[str]
    """Printed with a name, not part of it (TAG TEAM, Team Flare Gear)."""
    kept_in_parentheses: list[str] = []
    """Words TCGdex writes in parentheses after a name that are part of it ("HANDY909")."""
    delta_names: list[str] = []
    """Names whose δ is part of the name (δ Rainbow Energy is not a Delta Species Pokémon)."""
    ex_labels: list[str]
    regional: Regional
    owners: Owners
    prefix_words: dict[str, CanonicalPrefix]
    suffix_words: dict[str, CanonicalPrefix]
    mega: list[str]
    primal_prefix: list[str]
    primal_suffix: list[str]
    suffixes: dict[str, CanonicalSuffix]
    conjunctions: list[str]


class Language(Strict):
    language: str = Field(pattern=r"^[a-z]{2}$")
    sections: Sections
    energy: EnergyWords
    names: NameMarkers
    alternatives: list[str] = []
    """Words that open another choice in brackets after a card line ("(or 3 Kingdra Prime/1
    Kingdra LA)")."""


class PrintedCard(Strict):
    name: str
    prints: list[PrintRef] = []
    other_prints: bool = False
    basic_pokemon: bool = False


class CardList(Strict):
    cards: list[PrintedCard]


class SpecialEnergyList(CardList):
    """The Special Energy printed with a basic Energy's name, and the day the first basic Energy
    of those names came out: before it, every card of the name was Special."""

    basic_first: date
    basic_first_source: str = Field(min_length=1)


class MarkedPrints(Strict):
    """Prints whose printed regulation mark the card catalog lacks."""

    mark: str = Field(pattern=r"^[A-Z]$")
    prints: list[PrintRef] = Field(min_length=1)
    source: str = Field(min_length=1)


class PrintsWithoutMark(Strict):
    """Prints of the regulation-mark era that carry no mark, with the source that shows it."""

    prints: list[PrintRef] = Field(min_length=1)
    source: str = Field(min_length=1)
    note: str = Field(min_length=1)


class PrintsOfUnknownMark(Strict):
    """Prints of the regulation-mark era whose printed mark no source gives. Written as the
    catalog writes them ("MEP MUSEUM" has no digits)."""

    prints: list[Annotated[str, Field(pattern=r"^[A-Z0-9][A-Za-z0-9:-]* [A-Za-z0-9]+$")]] = \
        Field(min_length=1)
    note: str = Field(min_length=1)


class RegulationMarks(Strict):
    """``data/cards/regulation_marks.yaml``."""

    marks: list[MarkedPrints]
    unmarked: list[PrintsWithoutMark]
    unknown: list[PrintsOfUnknownMark] = []

    @model_validator(mode="after")
    def _each_print_once(self) -> RegulationMarks:
        listed = [*(ref for group in self.marks for ref in group.prints),
                  *(ref for group in self.unmarked for ref in group.prints),
                  *(ref for group in self.unknown for ref in group.prints)]
        twice = sorted({ref for ref in listed if listed.count(ref) > 1})
        if twice:
            raise ValueError(f"listed more than once: {', '.join(twice)}")
        return self


class Ruling(Strict):
    prints: Annotated[list[PrintRef], Field(min_length=2, max_length=2)]
    same: bool
    source: str


class Spellings(Strict):
    """``data/spellings.yaml``: other spellings of printed symbols, and what they are read as."""

    symbols: dict[str, Literal["☆", "◇"]]
    nidoran: dict[str, Literal["♀", "♂"]]
    letters: dict[Annotated[str, Field(pattern=r"^\[[A-Z]\]$")],
                  Annotated[str, Field(pattern=r"^[A-Z]$")]] = {}
    """A letter of a name written in brackets ("[A]" of Unown [A]), and the letter it is."""
    names: dict[str, str] = {}
    """One card's whole name printed two ways ("Imposter Professor Oak"), and the spelling it
    counts under ("Impostor Professor Oak")."""
    words: dict[Annotated[str, Field(pattern=r"^[A-Za-z]+$")], str] = {}
    """A word of card names as another English spells it ("Colourless", British), and the word
    the cards print ("Colorless"); no card prints the other spelling."""


class EnergySymbols(Strict):
    """``data/energy.yaml``: Pokémon TCG Live's letter for each basic Energy type ("{R}")."""

    symbols: dict[EnergyType, Annotated[str, Field(pattern=r"^[A-Z]$")]]
    other_symbols: dict[Annotated[str, Field(pattern=r"^[A-Z]$")], str] = {}
    """Letters of symbols that name no basic Energy type ("C": "Colorless")."""
    multi_type_names: list[str] = []
    """Special Energy names that end in several Energy symbols ("Unit Energy LPM")."""

    @field_validator("symbols")
    @classmethod
    def _every_type(cls, value: dict[str, str]) -> dict[str, str]:
        missing = sorted(set(get_args(EnergyType)) - set(value))
        if missing:
            raise ValueError(f"no symbol for {', '.join(missing)}")
        return value


class ReprintRule(Strict):
    """``data/reprint_rule.yaml``: how the reprint rule reads "functionally identical" text."""

    wording: dict[str, str]
    reminders: list[Annotated[str, AfterValidator(_check_pattern)]]
    rulings: list[Ruling]
    terms: list[str]
    choices: list[str] = []


class TemplateQuote(Strict):
    """A rulebook's own words for a term a template relies on."""

    book: Literal["it", "pt", "es"]
    section: str
    text: str


class Template(Strict):
    """One card-template equivalence: the older phrasing, the newer, an example and a source."""

    id: str = Field(pattern=r"^[a-z0-9-]+$")
    older: Annotated[str, AfterValidator(_check_pattern)]
    newer: str
    example: Annotated[list[PrintRef], Field(min_length=2, max_length=2)]
    source: str = Field(min_length=1)
    quotes: list[TemplateQuote] = []


class ReprintTemplates(Strict):
    """``data/reprint_templates.yaml``: how templates word one effect in different eras."""

    symbols: dict[Annotated[str, Field(pattern=r"^[A-Z]$")], str]
    templates: list[Template]

    @model_validator(mode="after")
    def _unique_ids(self) -> ReprintTemplates:
        ids = [template.id for template in self.templates]
        if len(ids) != len(set(ids)):
            raise ValueError("template ids must be unique")
        return self


class Illustration(Strict):
    prints: list[PrintRef]
    artist: str | None


class VUnionCard(Strict):
    name: str
    illustrations: list[Illustration]


class VUnionList(Strict):
    cards: list[VUnionCard]


class NotBasic(Strict):
    restored: list[PrintedCard]
    fossil_trainers: list[str]
    markers: dict[Literal["mega", "primal", "level-x", "tag-team"],
                  Literal["basic", "not-basic"]] = {}
    """What a name's other markers prove about a stage (comments in the file give sources)."""


class EvolutionLines(Strict):
    """``data/cards/evolution_lines.yaml``."""

    prefixes: list[str]


class CopyLimit(Strict):
    name: str
    max: int | None = Field(ge=1)
    prints: list[PrintRef] = []


class CopyLimitList(Strict):
    cards: list[CopyLimit]


class NameGroup(Strict):
    name: str
    members: list[str] = Field(min_length=2)


class NameGroupList(Strict):
    groups: list[NameGroup]


class Promo(Strict):
    number_prefix: str


class Sets(Strict):
    promos: dict[str, Promo]
    gallery_subsets: list[str]
    energy_pseudo_sets: list[str]
    alternate_print_codes: list[str] = []
    """Pokémon TCG Live's codes for alternate prints ("SVALT"): their numbers name no print."""
    japanese_print_codes: list[str] = []
    """Japanese sets' codes as lists write them ("SV 10", "M 1S"): no print the catalog holds."""
    chinese_print_codes: list[str] = []
    """The Simplified Chinese client's set codes ("CSV8C", "CS6.5C"): no print the catalog
    holds."""
    alternate_print_letters: list[str] = []
    """Letters after a number that mark another print of the card at that number ("SM30a")."""
    variant_markers: list[str]
    name_tags: dict[str, Literal["basic-energy", "special-energy", "ace-spec"]] = {}
    """Tags a site appends to a name after " - " ("Psychic Energy - Basic"): not the name's."""


class Continued(Strict):
    """Pokémon TCG Online's numbering of a set's gallery after its main set."""

    after: int = Field(ge=1)
    prefix: str = Field(pattern=r"^[A-Z]{1,4}$")


class SetSpellings(Strict):
    """One set of data/set_codes.yaml: its code and every spelling a source writes for it."""

    name: str
    code: SetCode | None
    written: dict[str, list[str]] = Field(min_length=1)
    continued: Continued | None = None
    note: str | None = None
    no_code: str | None = None
    not_read: dict[str, str] = {}
    """Spellings a source writes for this set that name another set: never read as this one."""
    lower_case: dict[str, list[str]] = {}
    """Spellings read as this set only as written, in lower case, with their sources: a set id
    ("g1", Generations) whose capitals are another set's code (G1, Gym Heroes)."""

    @field_validator("written")
    @classmethod
    def _spellings(cls, value: dict[str, list[str]]) -> dict[str, list[str]]:
        seen: set[str] = set()
        for spelling, sources in value.items():
            if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9:.-]*", spelling):
                raise ValueError(f"{spelling!r} is not a set code")
            if spelling.upper() in seen:
                raise ValueError(f"{spelling!r} is written twice")
            seen.add(spelling.upper())
            if not sources and spelling != spelling.upper():
                raise ValueError(f"{spelling!r} names no source")
        return value


class SetCodes(Strict):
    """``data/set_codes.yaml``: every set code a list may write, each with its sources."""

    sources: dict[str, str] = Field(min_length=1)
    list_sources: list[str] = []
    """The sources that write decklists (clients, sites), as against card databases."""
    sets: dict[str, SetSpellings] = Field(min_length=1)


def compile_set_codes(table: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The reader's and the catalog build's view of data/set_codes.yaml, and its problems.

    ``codes``: TCGdex set id to the code the catalog stores; ``spellings``: every spelling, upper
    case, to its set's code; ``continued``: code to Pokémon TCG Online's gallery numbering;
    ``unlisted``: the sets no list-writing source gives a code: their name, and why they have no
    code at all where none is known.
    A spelling of two sets is allowed only where the number decides: a gallery ("CRZ:GG") and its
    set ("CRZ"), whose number's letters name the gallery; it then names the set.
    """
    problems: list[str] = []
    codes: dict[str, str] = {}
    spellings: dict[str, str] = {}
    continued: dict[str, list[Any]] = {}
    unlisted: dict[str, list[str | None]] = {}  # set id -> [name, why it has no code] (audit)
    lower_case: dict[str, str] = {}  # "g1" -> GEN: read so only as written, in lower case
    label = "data/set_codes.yaml"
    for source in table["list_sources"]:
        if source not in table["sources"]:
            problems.append(f"{label}: list_sources: unknown source {source!r}")
    for set_id, entry in table["sets"].items():
        code = entry["code"]
        if code is None:
            unlisted[set_id] = [entry["name"], entry["no_code"]]
        elif not any(set(sources) & set(table["list_sources"])
                     for sources in entry["written"].values()):
            unlisted[set_id] = [entry["name"], None]
        if (code is None) == (entry["no_code"] is None):
            problems.append(f"{label}: {set_id}: give either a code or the reason it has none "
                            "(no_code)")
        written = {spelling.upper(): sources for spelling, sources in entry["written"].items()}
        if code is not None:
            codes[set_id] = code
            if code.upper() not in written:
                problems.append(f"{label}: {set_id}: its code {code} is not among its spellings")
        for spelling, sources in entry["written"].items():
            for source in sources:
                if source not in table["sources"]:
                    problems.append(f"{label}: {set_id}: {spelling}: unknown source {source!r}")
            if code is None:
                continue
            upper = spelling.upper()
            other = spellings.get(upper)
            if other is None or other == code:
                spellings[upper] = code
            elif other.partition(":")[0] == code and ":" in other:
                spellings[upper] = code  # the gallery's spelling is its set's: the number decides
            elif code.partition(":")[0] != other or ":" not in code:
                problems.append(f"{label}: {spelling} names two sets, {other} and {code}, and "
                                "the number does not decide")
        for spelling, sources in entry["lower_case"].items():
            if spelling != spelling.lower() or not sources or code is None \
                    or any(source not in table["sources"] for source in sources):
                problems.append(f"{label}: {set_id}: lower_case {spelling}: a spelling in lower "
                                "case of a set with a code, with known sources")
            elif code is not None:
                lower_case[spelling] = code
        if entry["continued"] is not None and code is not None:
            continued[code] = [entry["continued"]["after"], entry["continued"]["prefix"]]
    return {"codes": codes, "spellings": spellings, "continued": continued,
            "unlisted": unlisted, "lower_case": lower_case}, problems


class TagTeam(Strict):
    """What names a TAG TEAM Pokémon (data/short_forms.yaml ``tag_team``)."""

    label: str
    """The label printed with the name ("TAG TEAM"), no part of it."""
    mark: str
    """The mark every TAG TEAM Pokémon's name carries ("GX")."""
    joined_by: str
    """What joins its Pokémon's names ("&")."""
    catalog_suffix: str
    """How the card catalog marks their prints ("TAG TEAM-GX")."""


class TitleLines(Strict):
    """A list's title on a line of its own (data/short_forms.yaml ``title_lines``)."""

    ends: list[str]
    """Words that end a title line before its colon ("Deck List")."""
    labels: list[str]
    """Labels that start a title line, with a colon ("Name")."""
    deck_labels: list[str] = []
    """Labels that only ever name a deck ("Deckname"): a title, whatever its words name."""
    owner_ends: list[str] = []
    """Words that end a title naming its owner, with no colon ("Globani's List")."""
    count_words: list[str] = []
    """The numbers one to four written as words, in each client language: a label before a web
    address that starts with one counts a card ("Four Lysandre: https://…")."""
    link_labels: list[str] = []
    """Labels of a deck page's links to its author or a picture ("Credit", "Image")."""
    count_phrases: list[str] = []
    """Other words by which a sentence counts a card ("a single Computer Search")."""
    top_ends: list[str] = []
    """Words that end a deck's name on a line of its own at the top of a list, no colon ("Calico
    Deck")."""
    banner_words: list[str] = []
    """Words one of which a client's banner line in stars holds ("Deck" in "****** Pokémon
    Trading Card Game Deck List ******")."""
    placings: list[str] = []
    """Words that follow an ordinal in a title giving the deck's placing ("1st Place")."""


class ShortForms(Strict):
    """Name-only lines written the short way (data/short_forms.yaml)."""

    kind_words: dict[Literal["ace-spec", "promo", "prime", "delta"], list[str]]
    """Words beside a name that say what kind of card it is ("Ace Spec", "Promo", "Prime",
    "Delta")."""
    after_name_only: list[Literal["ace-spec", "promo", "prime", "delta"]] = []
    """Kinds whose words are read only after the name ("Prime Catcher" is a card's name)."""
    prime_suffix: str
    """The catalog's suffix of a Pokémon Prime print."""
    delta_mark: str
    """What the catalog's name of a δ (Delta Species) print holds."""
    promo_sets: list[str]
    """The Black Star Promo sets, as the catalog codes them."""
    titles: list[str]
    """Words printed before a Trainer's own name that players leave off ("Professor")."""
    titles_after: list[str] = []
    """Titles a language prints after a Trainer's own name ("Invention G-105 de Team Galaxie")."""
    name_words: int = Field(ge=1)
    """The most words a card's name has in any language (the catalog's longest names)."""
    marks_spaced: list[str] = []
    """Marks written otherwise than cards print them ("V Star"), as data/languages lists them:
    the report notes how such a line was read."""
    tag_team: TagTeam
    """What names a TAG TEAM Pokémon: its label, its mark, its joining word, the catalog's mark."""
    marks_left_off: list[str]
    """Marks that are part of a name which lists leave off where no card bears the name without
    them ("Beast Energy" for Beast Energy ◇)."""
    types_left_off: list[str] = Field(min_length=1)
    """Energy types printed inside a Special Energy's name that lists leave out ("Powerful
    Energy" for Powerful Colorless Energy)."""
    title_lines: TitleLines
    """What marks a line as the list's title ("Solrock Lunatone Deck List:", "Name: …")."""
    plural_ends: list[tuple[str, str]] = []
    """How an English name's last word ends in the plural, and in the singular ("ies", "y":
    "Rare Candies" is Rare Candy), tried in order."""


class SpSymbol(Strict):
    meaning: str
    spellings: list[str] = Field(min_length=1)


class SpSymbols(Strict):
    """The symbols of Pokémon SP (data/sp_symbols.yaml): part of the name, unlike a level."""

    citation: str
    symbols: dict[str, SpSymbol]


def _yaml_off(value: object) -> object:
    return "off" if value is False else value  # YAML 1.1 reads a bare `off` as false


Level = Annotated[Literal["error", "warning", "off"], BeforeValidator(_yaml_off)]
"""How a format rates a rule: its failures are errors (the default), advice, or not checked."""


class SuffixFacts(Strict):
    citation: str
    stage: Literal["basic", "evolution", "not-basic", "any"]
    pokemon: bool
    hyphen: bool
    rule_box: bool


RegulationMark = Annotated[str, Field(pattern=r"^[A-Z]$")]


class ReprintSet(Strict):
    """A set of old cards reprinted with their original text, each counted as from its original
    set: of its prints, only ``in_pool`` (names) belong to the pool of a format whose series
    take the set; the others are legal only through the reprint rule, as their originals are."""

    set: SetCode
    in_pool: list[str]
    """Numbers as the catalog writes them ("CC20"); a comment names their cards."""
    source: str


class Pool(Strict):
    """Which prints a format allows. ``None`` means no limit of that kind."""

    regulation_marks: list[RegulationMark] | None = None
    series: list[str] | None = None
    sets: list[SetCode] = []
    """Sets legal beside ``series``, by the code the catalog and print keys use ("TK9P")."""
    reprints: bool = True
    """An older print is legal when a legal print has the same name and the same game text."""
    reprint_sets: list[ReprintSet] = []
    """Sets of reprints whose cards count as from their original sets (the Classic Collection)."""


FormatHistory = Literal["none", "every-card", "recorded"]
"""What a format is as of a day (:attr:`Format.history`)."""


class Format(Strict):
    """A game format, complete: what a format file becomes once its ``extends`` are applied.

    ``rules`` maps each rule id to ``off`` or to ``{level, <options>}``; a rule the mapping does
    not name is off. Each rule's options are validated by that rule's own model
    (:mod:`deckcheck.rulesdata.options`).
    """

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    description: str
    history: FormatHistory = "none"
    """What the format is as of a day (``--date``): ``none``, none (a date is refused);
    ``every-card``, every card legal by then, rules and bans unchanged (Unlimited);
    ``recorded``, its pool and bans as data/history/<id>.yaml records them."""
    rotates: bool = False
    """Whether its pool changes by seasons, each ending with a rotation (Standard)."""
    pool: Pool = Pool()
    rules: dict[str, Any] = {}


class FormatFile(Strict):
    """A format file as written: ``extends`` another format and changes only what differs."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    extends: str | None = None
    name: str | None = None
    description: str | None = None
    history: FormatHistory | None = None
    rotates: bool | None = None
    pool: dict[str, Any] | None = None
    rules: dict[str, Any] | None = None


LEGACY_KEYS = {
    "deck": "rules: {deck-size: {size: N}, copy-limit: {max: N}, card-kinds: {kinds: [...]}}",
    "legal": "pool: {regulation_marks: [...], series: [...], sets: [...], reprints: ...}",
    "banned": "rules: {banned: {cards: [...]}}",
    "restrictions": "rules: {glc-single-type: error, glc-rule-box: error}",
    "team": "rules: {team-size: {size: N}, team-energy: {per-type: N}, ...}",
    "levels": "rules: {RULE: warning} or rules: {RULE: off}",
}
"""Keys of the format files of deckcheck 0.1, and how they are written now."""


def _keys(value: Any, old: str, new: str) -> Any:
    """Option keys as files write them (``per-type``) or as Python names them (``per_type``)."""
    if isinstance(value, dict):
        return {str(k).replace(old, new): _keys(v, old, new) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_keys(v, old, new) for v in value]
    return value


def resolve_rules(written: dict[str, Any], label: str,
                  lines: KeyLines | None = None) -> dict[str, Any]:
    """Every rule entry checked against its rule: known id, level, options of the right type.

    An entry is ``off``, a level (``error``/``warning``), or a mapping of options with an
    optional ``level``; option keys are written with hyphens (``per-type``). The result gives
    each entry as ``off`` or ``{level, options...}`` with every option's value, defaults filled.
    ``lines`` locates a problem in the file.
    """
    from pydantic import TypeAdapter

    from deckcheck.rulesdata.options import RULES  # the rules' option models

    problems: list[str] = []
    out: dict[str, Any] = {}
    for rule_id, value in written.items():
        rule = RULES.get(rule_id)
        if rule is None:
            # Translators: {path} is a format file; {rules} lists every rule id.
            problems.append(_("{path}: rules: unknown rule {rule!r} (rules: {rules})").format(
                path=_at(label, lines, "rules", rule_id), rule=rule_id,
                rules=", ".join(sorted(RULES))))
            continue
        value = _yaml_off(value)
        if value == "off":
            out[rule_id] = "off"
            continue
        if value is not None and not isinstance(value, str | dict):
            problems.append(_not_an_entry(label, lines, rule_id))
            continue
        if isinstance(value, str) and ":" in value:
            # Options quoted into one text ("max: 1"): no level written wrong ("loud" is one).
            problems.append(_not_an_entry(label, lines, rule_id))
            continue
        entry: dict[str, Any] = {"level": value} if isinstance(value, str) else dict(value or {})
        level = _yaml_off(entry.pop("level", rule.level))  # `{level: off}`: YAML reads false
        if level == "off":
            out[rule_id] = "off"
            continue
        if level not in ("error", "warning"):
            # Translators: off, error and warning are words of the file: keep them in English.
            problems.append(_("{path}: rules.{rule}.level: {level!r} is not error, warning or "
                              "off").format(path=_at(label, lines, "rules", rule_id, "level"),
                                            rule=rule_id, level=level))
            continue
        options = _keys(entry, "-", "_")
        try:
            validated = TypeAdapter(rule.options).validate_python(options)
        except ValidationError as exc:
            problems.append(describe_validation_error(
                label, exc, None if lines is None else lines.below("rules", rule_id), options,
                under=("rules", rule_id)))
            continue
        dumped = TypeAdapter(rule.options).dump_python(validated, mode="json")
        out[rule_id] = {"level": level, **_keys(dumped, "_", "-")}
    if problems:
        raise DataError("\n".join(problems))
    return out


def _not_an_entry(label: str, lines: KeyLines | None, rule_id: str) -> str:
    # Translators: off, error and warning are words of the file: keep them in English.
    return _("{path}: rules.{rule}: write off, error, warning or a mapping of options").format(
        path=_at(label, lines, "rules", rule_id), rule=rule_id)


def _at(label: str, lines: KeyLines | None, *keys: str | int) -> str:
    """``label``, with the line of ``keys`` where ``lines`` knows it ("my-format.yaml: line 5")."""
    line = None if lines is None else lines.line(keys)
    # Translators: a file and a line in it, before what is wrong there ("my-format.yaml: line 5").
    return label if line is None else _("{path}: line {line}").format(path=label, line=line)


def merge(base: dict[str, Any], override: dict[str, Any]) -> dict[str, Any]:
    """``override`` laid over ``base``, mappings merged key by key (as yamllint's ``extends``)."""
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        elif value is not None:
            out[key] = value
    return out


def resolve_format(raw: dict[str, Any], label: str, known: dict[str, dict[str, Any]],
                   pending: dict[str, dict[str, Any]] | None = None,
                   seen: tuple[str, ...] = (), lines: KeyLines | None = None) -> dict[str, Any]:
    """Validate a format file, apply its ``extends`` chain, and validate the result.

    ``known`` holds complete formats; ``pending`` raw files not resolved yet (for ``extends``
    between shipped files). Every problem pydantic finds is reported at once, on its line where
    ``lines`` (the file's) knows it.
    """
    legacy = [key for key in raw if key in LEGACY_KEYS]
    if legacy:
        # Translators: {key} is an old key of a format file, {new} how it is written now.
        raise DataError("\n".join(_("{path}: {key}: is now written {new} (see README, "
                                    "Formats)").format(path=_at(label, lines, key), key=key,
                                                       new=LEGACY_KEYS[key])
                                  for key in legacy))
    try:
        written = FormatFile.model_validate(raw)
    except ValidationError as exc:
        # Every problem at once: the rules mapping's too (unknown ids, options of the wrong
        # type), not only the file's shape.
        problems = [describe_validation_error(label, exc, lines, raw)]
        rules = raw.get("rules")
        if isinstance(rules, dict):
            try:
                resolve_rules(rules, label, lines)
            except DataError as rule_problems:
                problems.append(str(rule_problems))
        raise DataError("\n".join(problems)) from exc
    data = written.model_dump(exclude_none=True)
    parent_id = data.pop("extends", None)
    if parent_id is not None:
        if parent_id in seen:
            # Translators: {chain} is format ids joined by arrows ("a → b → a").
            raise DataError(_("{path}: extends: {chain} is a cycle").format(
                path=_at(label, lines, "extends"), chain=" → ".join((*seen, parent_id))))
        if parent_id in known:
            parent = known[parent_id]
        elif pending and parent_id in pending:
            parent = resolve_format(pending[parent_id], f"data/formats/{parent_id}.yaml", known,
                                    pending, (*seen, written.id))
        else:
            names = ", ".join(sorted({*known, *(pending or {})}))
            # Translators: {names} lists the ids of the formats deckcheck knows.
            raise DataError(_("{path}: extends: unknown format {format!r} (known: "
                              "{names})").format(path=_at(label, lines, "extends"),
                                                 format=parent_id, names=names))
        # A file with no name of its own is named by its id, never by the format it extends:
        # reports and messages ("the Standard format requires…") name the format a list was
        # checked by, and a loosened Standard is not Standard.
        data.setdefault("name", written.id)
        # `deck-size: warning` over the parent's `{level: error, size: 60}` keeps the size.
        inherited = parent.get("rules", {})
        data["rules"] = {rule: {"level": value} if value in ("error", "warning")
                         and isinstance(inherited.get(rule), dict) else value
                         for rule, value in data.get("rules", {}).items()}
        data = merge(parent, data)
    problems = []
    try:
        complete = Format.model_validate(data).model_dump(mode="json")
    except ValidationError as exc:
        problems.append(describe_validation_error(label, exc, lines, data))
    try:  # the rules' options too, so that every problem is reported at once
        rules = data.get("rules", {})
        resolved = resolve_rules(rules if isinstance(rules, dict) else {}, label, lines)
    except DataError as exc:
        problems.append(str(exc))
    if problems:
        raise DataError("\n".join(problems))
    complete["rules"] = resolved
    return complete


# --- Format history (data/history/): how Standard, Expanded and GLC stood on any date ---------
# Every entry cites its source; where sources disagree or a date is unknown the entry says so in
# `uncertain` and leaves the date null rather than guess.


class LegalityEra(Strict):
    """A period's rule for the day a newly released set becomes tournament-legal."""

    id: str
    first_release: date | None
    """The rule applies to sets released on or after this day (None: since the beginning)."""
    last_release: date | None
    rule: Literal["on-release", "days-after-release", "third-friday-after-release",
                  "third-friday-of-release-month"]
    days: int | None = Field(default=None, ge=1)
    summary: str
    source: str
    uncertain: str | None = None


class PromoCardDate(Strict):
    """Promo cards of a series whose own dates are sourced (a promo series has no one date)."""

    numbers: list[str] = Field(min_length=1)
    """The numbers as printed ("BW50") or ranges of them ("BW33-BW101"): matched by their digits
    within the series."""
    released: date | None = None
    """The first day the cards could be had: before it they were not legal."""
    legal: date | None = None
    """The cards' legal day, where a source gives it (the official promo legality page): before
    it they were not legal, from it they were."""
    legal_by: date | None = None
    """The cards were tournament-legal on this day at the latest (they may have been earlier);
    not given with ``legal``, which is such a day too."""
    source: str
    uncertain: str | None = None

    @model_validator(mode="after")
    def _a_legal_day_or_a_day_by_which(self) -> PromoCardDate:
        if self.legal is None and self.legal_by is None:
            raise ValueError("a promo card entry needs legal or legal_by")
        if self.legal is not None and self.legal_by is not None:
            raise ValueError("legal is the day itself: legal_by goes without it")
        first = self.legal or self.legal_by
        if self.released is not None and first is not None and first < self.released:
            raise ValueError("a promo card is not legal before its release")
        return self


class HistorySet(Strict):
    code: SetCode
    name: str
    series: str
    kind: Literal["expansion", "promo", "subset", "trainer-kit", "mcdonalds", "energy", "other"]
    released: date
    legal: date | None
    """First day of tournament legality; None where no single date applies or none is known."""
    era: str | None
    tcgdex: str
    source: str | None = None
    """Where the entry's dates do not follow from its era's rule alone."""
    uncertain: str | None = None
    legal_by: date | None = None
    """Where ``legal`` is null: a day by which the whole set was certainly legal (between its
    release and this day a judge decides)."""
    cards: list[PromoCardDate] = []
    """A promo series: the cards whose dates a source gives."""

    @model_validator(mode="after")
    def _legal_by_only_without_a_legal_day(self) -> HistorySet:
        if self.legal_by is not None and (self.legal is not None or self.legal_by < self.released):
            raise ValueError("legal_by is for a set with no legal day, on or after its release")
        return self


class SetHistory(Strict):
    """``data/history/sets.yaml``."""

    horizon: date
    eras: list[LegalityEra]
    sets: list[HistorySet]


class PromoRange(Strict):
    set: SetCode
    from_: str | None = Field(default=None, alias="from")
    """The first legal card number as printed ("SM94"); None: the whole series."""
    uncertain: str | None = None
    """Set where no source lists the series in the season's pool (it is inferred from the
    format's "X-on" rule): its cards are then for a judge, never legal by this entry alone."""


class SeasonPool(Strict):
    """A season's card pool, derived rather than listed: every set released on or after the
    ``from`` set, as each becomes legal (data/history/sets.yaml), until the next season begins;
    plus what the season's announcement adds (``add``: sets released before ``from``) and less
    what it takes out (``remove``). Promo series by number (``promos``). Or, from 2021-22,
    regulation marks."""

    from_: SetCode | None = Field(default=None, alias="from")
    """The oldest set of an "X-on" format."""
    add: list[SetCode] = []
    remove: list[SetCode] = []
    promos: list[PromoRange] = []
    regulation_marks: list[str] | None = None
    """Marks legal from the season's start; later marks join as their cards become legal."""
    mcdonalds: Literal["functionally-identical"] | None = None
    """From 2019-20, McDonald's cards are legal only as reprints of a legal card."""
    basic_energy_retired: list[EnergyType] = []
    """Basic Energy types not legal from this season on (Fairy, from 2021-22; see ``notes``)."""

    @model_validator(mode="after")
    def _sets_or_marks(self) -> SeasonPool:
        if (self.from_ is None) == (self.regulation_marks is None):
            raise ValueError("a pool has either `from` (a set) or `regulation_marks`")
        if (self.add or self.remove) and self.from_ is None:
            raise ValueError("`add` and `remove` go with `from`")
        return self


class PlayedOn(Strict):
    """Days on which an event is known to have used a season's format: the season had begun by
    the first, and the next season had not begun by the last."""

    first: date
    last: date
    event: str
    source: str


class StartBound(Strict):
    """A sourced day by which a season whose first day is unknown had begun."""

    day: date
    source: str


class Season(Strict):
    id: str = Field(pattern=r"^[0-9]{4}-[0-9]{2}$")
    name: str
    start: date | None
    """The rotation's effective date: the season's pool applies from this day."""
    announced: date | None = None
    pool: SeasonPool | None
    source: str | None
    notes: str | None = None
    """Sourced particulars of the season's pool (e.g. basic Fairy Energy not legal from 2021-22)."""
    uncertain: str | None = None
    played_on: list[PlayedOn] = []
    """Events known to have used this season's format (bounds an unknown start)."""
    start_by: StartBound | None = None
    """Where ``start`` is null: a day by which the season had certainly begun."""


class BanChange(Strict):
    """A ban or an unban, by print, from its effective date on."""

    name: str
    prints: list[PrintRef] = []
    all_prints: bool = Field(default=False, alias="all-prints")
    action: Literal["ban", "unban"]
    effective: date | None
    announced: date | None = None
    source: str
    single_source: bool = Field(default=False, alias="single-source")
    uncertain: str | None = None


class MarkLegality(Strict):
    """The day a regulation mark's first cards became legal (None: not sourced)."""

    mark: str = Field(pattern=r"^[A-Z]$")
    legal_from: date | None
    source: str | None
    uncertain: str | None = None


class StandardHistory(Strict):
    """``data/history/standard.yaml``."""

    horizon: date
    regulation_marks: list[MarkLegality]
    seasons: list[Season]
    bans: list[BanChange]


class ExpandedPool(Strict):
    series: list[str]


class ExpandedHistory(Strict):
    """``data/history/expanded.yaml`` (its pool has not changed since it began)."""

    horizon: date
    start: date | None
    not_before: date | None = None
    """When ``start`` is not known to the day: a day the format had surely not begun by."""
    pool: ExpandedPool
    start_source: str
    uncertain: str | None = None
    bans: list[BanChange]


class GlcHistory(Strict):
    """``data/history/glc.yaml``."""

    horizon: date
    start: date | None
    start_source: str
    uncertain: str | None = None
    bans: list[BanChange]


HISTORY_FILES: dict[str, type[Strict]] = {
    "sets": SetHistory,
    "standard": StandardHistory,
    "expanded": ExpandedHistory,
    "glc": GlcHistory,
}
"""data/history/<name>.yaml -> model; compiled under ``history.<name>``."""


# file (relative to data/) -> model; languages/*.yaml and formats/*.yaml are globbed.
class GlossaryWord(Strict):
    """One language's word for a game term, and the published text it comes from."""

    term: str = Field(min_length=1)
    book: Literal["it", "es", "pt", "house"] | None = None
    """An official rulebook (as in citations.yaml), with ``section`` and the quoted ``text``."""
    section: str | None = None
    card: str | None = None
    """A card file of the TCGdex cards database (``Serie/Set/localId``) whose text is quoted."""
    tcgdex: str | None = None
    """A key of the database's own translation table (``meta/translations/<lang>.json``)."""
    web: str | None = None
    """An official Play! Pokémon page in that language."""
    text: str | None = None
    avoid: list[str] = []
    """Renderings that are wrong in this language (the English word is, where they differ)."""
    note: str | None = None

    @model_validator(mode="after")
    def _sourced(self) -> GlossaryWord:
        # A word comes from one published source, quoted; or a note says why none was found.
        sources = [s for s in (self.book, self.card, self.tcgdex, self.web) if s is not None]
        if len(sources) > 1:
            raise ValueError("give one source: book, card, tcgdex or web")
        if sources and not self.text:
            raise ValueError("a source needs the quoted text")
        if self.book is not None and not self.section:
            raise ValueError("a rulebook quote needs its section")
        if not sources and not self.note:
            raise ValueError("give a source (book, card, tcgdex, web) or a note saying why none")
        return self


class GlossaryEntry(Strict):
    """A game term: the English word deckcheck writes and each language's own."""

    en: str = Field(min_length=1)
    it: GlossaryWord
    es: GlossaryWord
    pt: GlossaryWord
    fr: GlossaryWord
    de: GlossaryWord


class Glossary(Strict):
    """data/glossary.yaml: the game's words per language, by group (see the file's header)."""

    categories: dict[str, GlossaryEntry]
    trainer_kinds: dict[str, GlossaryEntry]
    energy_kinds: dict[str, GlossaryEntry]
    stages: dict[str, GlossaryEntry]
    types: dict[str, GlossaryEntry]
    terms: dict[str, GlossaryEntry]
    cards: dict[str, GlossaryEntry]
    move_kinds: dict[str, GlossaryEntry] = {}
    rarities: dict[str, GlossaryEntry] = {}


def glossary_words(glossary: dict[str, Any]) -> dict[str, dict[str, dict[str, str]]]:
    """The words alone, as the program reads them: group -> key -> language -> word (sources and
    notes stay in the file, for people and tests)."""
    return {group: {key: {lang: value if lang == "en" else value["term"]
                          for lang, value in entry.items()}
                    for key, entry in entries.items()}
            for group, entries in glossary.items()}


SINGLE_FILES: dict[str, type[Strict]] = {
    "sets.yaml": Sets,
    "set_codes.yaml": SetCodes,
    "sp_symbols.yaml": SpSymbols,
    "short_forms.yaml": ShortForms,
    "cards/ace_spec.yaml": CardList,
    "cards/radiant.yaml": CardList,
    "cards/prism_star.yaml": CardList,
    "cards/pokemon_star.yaml": CardList,
    "cards/v_union.yaml": VUnionList,
    "cards/not_basic.yaml": NotBasic,
    "cards/evolution_lines.yaml": EvolutionLines,
    "cards/copy_limits.yaml": CopyLimitList,
    "cards/special_energy.yaml": SpecialEnergyList,
    "cards/name_groups.yaml": NameGroupList,
    "cards/not_tournament_legal.yaml": CardList,
    "cards/regulation_marks.yaml": RegulationMarks,
    "reprint_rule.yaml": ReprintRule,
    "reprint_templates.yaml": ReprintTemplates,
    "energy.yaml": EnergySymbols,
    "spellings.yaml": Spellings,
}


def yaml_lines(text: str) -> KeyLines:
    """The lines of a YAML file's keys, worked out when an error first asks."""
    return KeyLines(lambda: yaml_key_lines(yaml.compose(text, Loader=_BoundedLoader)))


MAX_YAML_BYTES = 256_000
"""The largest shipped data file is about 16 KB; a settings or format file is far smaller."""
MAX_DEPTH = 32
"""Nesting deeper than this is no settings file (and would exhaust Python's recursion)."""


class _Refusal(yaml.MarkedYAMLError):
    """A problem deckcheck's own loader finds (its words already in the reader's language)."""


class _BoundedLoader(yaml.SafeLoader):
    """PyYAML's safe loader without aliases and with bounded nesting.

    An alias repeats a node by reference, so nine levels of ``&b [*a, *a, ...]`` in a few hundred
    bytes expand to billions of values once a program walks them; deckcheck's files never need
    one. The composer recurses once per level, so depth is bounded here, before Python's own
    limit turns a nested file into a RecursionError.
    """

    _depth = 0

    def _refuse(self, problem: str) -> _Refusal:
        event: Any = self.peek_event()  # type: ignore[no-untyped-call]
        return _Refusal(None, None, problem, event.start_mark)

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        # PyYAML keeps the last of two equal keys: a second `rules:` would silently replace the
        # first, and a check would pass against rules the user never meant to drop.
        seen = set()
        for key, _value in node.value:
            if isinstance(key, yaml.ScalarNode):
                if key.value in seen:
                    # Translators: {key} is a key written twice in one mapping of a YAML file.
                    raise _Refusal(
                        None, None, _("{key!r} is written twice").format(key=key.value),
                        key.start_mark)
                seen.add(key.value)
        return super().construct_mapping(node, deep)

    def construct_yaml_timestamp(self, node: Any) -> Any:
        try:
            return super().construct_yaml_timestamp(node)
        except ValueError:  # 2026-02-30: the form of a date, but no day of the calendar
            # Translators: {text} is a date as written in a YAML file.
            raise _Refusal(
                None, None, _("{text!r} is not a date: write YYYY-MM-DD").format(
                    text=node.value), node.start_mark) from None

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            raise self._refuse(_("aliases (*name) are not allowed in deckcheck files"))
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise self._refuse(_("nested deeper than {depth} levels").format(
                    depth=MAX_DEPTH))
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


# PyYAML finds a tag's constructor in a table filled in when SafeLoader was defined: this loader's
# own way with dates goes in its own copy of the table.
_BoundedLoader.add_constructor("tag:yaml.org,2002:timestamp",
                               _BoundedLoader.construct_yaml_timestamp)


def read_yaml(path: Path, label: str) -> Any:
    """Parse one YAML file safely, turning any failure into a :class:`DataError`.

    No aliases, bounded size and depth: what is loaded is as large as the file, no larger.
    """
    return parse_yaml(read_text(path, label, MAX_YAML_BYTES), label)


def parse_yaml(text: str, label: str) -> Any:
    """:func:`read_yaml` of a file's text already read (``label`` names the file)."""
    try:
        return yaml.load(text, Loader=_BoundedLoader)  # a SafeLoader: no Python tags
    except _Refusal as exc:
        mark = exc.problem_mark
        line, problem = (mark.line + 1 if mark is not None else None), str(exc.problem)
        raise DataError(_located(label, line, problem)) from exc
    except yaml.YAMLError as exc:
        from deckcheck.rulesdata.parse_reasons import yaml_problem  # only a broken file pays

        raise DataError(_located(label, *yaml_problem(exc))) from exc
    except RecursionError:  # belt and braces: the loader bounds depth first
        raise DataError(_("{path}: nested too deeply").format(path=label)) from None


def _located(label: str, line: int | None, problem: str) -> str:
    if line is None:
        return _("{path}: {problem}").format(path=label, problem=problem)
    # Translators: {problem} says what is wrong on that line of a YAML file.
    return _("{path}: line {line}: {problem}").format(path=label, line=line, problem=problem)


def validate_file(model: type[Strict], path: Path, label: str) -> Strict:
    """Read and validate one data file against its model."""
    text = read_text(path, label, MAX_YAML_BYTES)
    raw = parse_yaml(text, label)
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise DataError(describe_validation_error(label, exc, yaml_lines(text), raw)) from exc


def compile_history(root: Path) -> dict[str, Any]:
    """Validate data/history/ (how each format stood on any date) into one document.

    Apart from :func:`compile_data`: checking a deck as of today never reads the history, so its
    ~75 KB stay off the start-up path (scripts/benchmark.py).
    """
    problems: list[str] = []
    out: dict[str, Any] = {}
    for name, model in HISTORY_FILES.items():
        try:  # by alias: the compiled keys are the files' ("from", "all-prints")
            out[name] = validate_file(
                model, root / "history" / f"{name}.yaml", f"data/history/{name}.yaml",
            ).model_dump(mode="json", by_alias=True)
        except DataError as exc:
            problems.append(str(exc))
    if not problems:
        problems += _unknown_pool_sets(out)
    if problems:
        raise DataError("\n".join(problems))
    return out


def _unknown_pool_sets(history: dict[str, Any]) -> list[str]:
    """The set codes a season's pool names that data/history/sets.yaml does not know: a pool
    derived from an unknown set would silently hold nothing."""
    known = {entry["code"] for entry in history["sets"]["sets"]}
    problems = []
    for season in history["standard"]["seasons"]:
        pool = season["pool"] or {}
        named = [pool.get("from"), *pool.get("add", []), *pool.get("remove", []),
                 *(promo["set"] for promo in pool.get("promos", []))]
        for code in named:
            if code is not None and code not in known:
                problems.append(_("data/history/standard.yaml: season {season}: {code} is not a "
                                  "set of data/history/sets.yaml").format(season=season["id"],
                                                                          code=code))
    return problems


def compile_data(root: Path) -> dict[str, Any]:
    """Validate every data file under ``root`` and return them as one JSON-ready document."""
    problems: list[str] = []
    out: dict[str, Any] = {"version": COMPILED_VERSION}

    def load(model: type[Strict], rel: str) -> dict[str, Any] | None:
        try:
            return validate_file(model, root / rel, f"data/{rel}").model_dump(mode="json")
        except DataError as exc:
            problems.append(str(exc))
            return None

    out["citations"] = _load_citations(root, problems)
    out["suffixes"] = _load_suffixes(root, problems, out["citations"])
    out["regions"] = _load_regions(root, problems)
    out["languages"] = {}
    for path in sorted((root / "languages").glob("*.yaml")):
        lang = load(Language, f"languages/{path.name}")
        if lang is not None:
            out["languages"][lang["language"]] = lang
    out["formats"] = _load_formats(root, problems)
    out["glossary"] = load(Glossary, "glossary.yaml")
    for rel, model in SINGLE_FILES.items():
        out[rel.removesuffix(".yaml").replace("cards/", "")] = load(model, rel)
    if out["set_codes"] is not None:
        out["set_table"], table_problems = compile_set_codes(out.pop("set_codes"))
        problems.extend(table_problems)
    history_sets = load(SetHistory, "history/sets.yaml")
    # Every set code a list may write, for reading "svi 196" (lower case) as a print: the
    # history names every English set (only the codes reach the start-up data).
    out["set_codes"] = sorted({entry["code"] for entry in history_sets["sets"]}
                              if history_sets is not None else set())
    # The day each set became legal, and the rule a set newer than the data becomes legal by
    # (rule set-legal-day): a check of today reads these without the whole history.
    out["set_legal"] = {entry["code"]: entry["legal"] for entry in history_sets["sets"]} \
        if history_sets is not None else {}
    # Each set's code by its English name, for a card's address that names its set ("Chilling
    # Reign" in a Cardmarket product address, deckcheck.read.product_links).
    out["set_names"] = {entry["name"]: entry["code"] for entry in history_sets["sets"]} \
        if history_sets is not None else {}
    current = [era for era in (history_sets or {}).get("eras", []) if era["last_release"] is None]
    out["new_set_rule"] = current[-1] if current else None
    # The basic Energy a Standard season retired, with that season's first day (rule
    # retired-energy): a check of today reads these without the whole history.
    out["retired_energy"] = retired_energy(load(StandardHistory, "history/standard.yaml"))
    sp_symbols = out["sp_symbols"]
    if sp_symbols is not None and sp_symbols["citation"] not in out["citations"]:
        problems.append(f"data/sp_symbols.yaml: citation: unknown {sp_symbols['citation']!r}")
    if problems:
        raise DataError("\n".join(problems))
    out["energy_spellings"] = energy_spellings(out["languages"], out["energy"]["symbols"])
    out["glossary"] = glossary_words(out["glossary"])
    return out


def retired_energy(standard: dict[str, Any] | None) -> list[dict[str, str | None]]:
    """Each basic Energy type a Standard season retired (``basic_energy_retired``), once, with
    the first day of the first season that did (None: that day is not known)."""
    out: dict[str, str | None] = {}
    for season in (standard or {}).get("seasons", []):
        for kind in (season.get("pool") or {}).get("basic_energy_retired", []):
            out.setdefault(kind, season["start"])
    return [{"name": basic_energy(kind.title()), "since": since} for kind, since in out.items()]


def energy_spellings(languages: dict[str, Any], symbols: dict[str, str]) -> dict[str, str]:
    """Every spelling of the nine basic Energy cards, folded, to its English card name.

    Each language's templates ("Energia {type}", "Basic {type} Energy") are filled with that
    language's type words, the English ones (SV-era prints keep them: "Energia base Fire") and
    the Pokémon TCG Live symbol ("{R}").
    """
    english = languages["en"]["energy"]["types"]
    out: dict[str, str] = {}
    for lang in languages.values():
        templates = [*lang["energy"]["templates"], BASIC_ENERGY, ENERGY_PRINT]
        for kind, words in lang["energy"]["types"].items():
            canonical = basic_energy(english[kind][0])
            for word in [*words, *english[kind], f"{{{symbols[kind]}}}"]:
                for template in templates:
                    out[fold(template.format(type=word))] = canonical
    return out


def _load_formats(root: Path, problems: list[str]) -> dict[str, Any]:
    raw: dict[str, dict[str, Any]] = {}
    lines: dict[str, KeyLines] = {}
    for path in sorted((root / "formats").glob("*.yaml")):
        label = f"data/formats/{path.name}"
        text = read_text(path, label, MAX_YAML_BYTES)
        value = parse_yaml(text, label)
        if not isinstance(value, dict) or value.get("id") != path.stem:
            problems.append(f"{label}: id: must be {path.stem!r}, the file's name")
            continue
        raw[path.stem] = value
        lines[path.stem] = yaml_lines(text)
    resolved: dict[str, Any] = {}
    for format_id, value in raw.items():
        try:
            resolved[format_id] = resolve_format(value, f"data/formats/{format_id}.yaml", resolved,
                                                 raw, lines=lines[format_id])
        except DataError as exc:
            problems.append(str(exc))
    return resolved


def _load_suffixes(root: Path, problems: list[str],
                   citations: dict[str, Any]) -> dict[str, Any]:
    raw = read_yaml(root / "suffixes.yaml", "data/suffixes.yaml")
    try:
        facts = {str(k): SuffixFacts.model_validate(v).model_dump() for k, v in raw.items()}
    except (AttributeError, ValidationError) as exc:
        problems.append(f"data/suffixes.yaml: {exc}")
        return {}
    expected = set(get_args(CanonicalSuffix))
    if set(facts) != expected:
        problems.append(f"data/suffixes.yaml: needs exactly {sorted(expected)}, "
                        f"has {sorted(facts)}")
    for suffix, fact in facts.items():
        if fact["citation"] not in citations:
            problems.append(f"data/suffixes.yaml: {suffix}: unknown citation {fact['citation']!r}")
    return facts


def _load_citations(root: Path, problems: list[str]) -> dict[str, Any]:
    raw = read_yaml(root / "citations.yaml", "data/citations.yaml")
    if not isinstance(raw, dict):
        problems.append("data/citations.yaml: expected a mapping of citation ids")
        return {}
    out = {}
    for key, value in raw.items():
        try:
            out[str(key)] = Citation.model_validate(value).model_dump(mode="json")
        except ValidationError as exc:
            problems.append(describe_validation_error(f"data/citations.yaml: {key}", exc))
    return out


def _load_regions(root: Path, problems: list[str]) -> dict[str, str]:
    raw = read_yaml(root / "regions.yaml", "data/regions.yaml")
    if not isinstance(raw, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in raw.items()
    ):
        problems.append("data/regions.yaml: expected a mapping of place to English adjective")
        return {}
    return dict(raw)
