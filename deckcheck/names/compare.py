"""The judge's question: are these two cards the same name for deck building, and why?"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from deckcheck.i18n import _, citations, language
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import CanonicalName, NameNote
from deckcheck.names.canonical import NameRules, prefix_citation, rules_for
from deckcheck.names.folding import OWNER, fold
from deckcheck.rulesdata import RulesData

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog


Reader = Callable[[str], tuple[str | None, tuple[str, ...]]]
"""How a list line naming only these words is read: the English name of the one card it is read
as, if one, and the English names it may be (``Identifier.read_name``)."""


@dataclass(frozen=True)
class Comparison:
    """The answer to ``deckcheck name A B``: ``same`` is None when it cannot be told (two
    unrelated names, and no card catalog to say whether one is the other in another
    language)."""

    same: bool | None
    names: tuple[CanonicalName, CanonicalName]
    reason: str
    citation: str


def compare(rules: NameRules, data: RulesData, first: str, second: str,
            english: Callable[[CanonicalName], str | None] | None = None,
            read: Reader | None = None) -> Comparison:
    """Whether two written names count as one name for the 4-copy rule, with the deciding rule.

    ``english`` (from the card catalog) gives the English name of a name written in another
    language; the tournament rule counts English names (data/citations.yaml, name-english).
    ``read`` gives the English name a decklist line of a name no card bears is read as, if
    one, and whether any card is named so (``Identifier.read_name``), so that ``deckcheck name``
    counts two spellings together exactly where ``deckcheck check`` does.
    """
    a, b = (_in_english(rules, rules.canonical(n), english, read) for n in (first, second))
    names = (a, b)
    if a.key == b.key:
        return _same(names, data)
    group_a, group_b = rules.group_of(a), rules.group_of(b)
    if group_a is not None and group_a == group_b:
        # Translators: {first} and {second} are card names.
        detail = _("{first} and {second} are different names that count as one card").format(
            first=_shown(a), second=_shown(b))
        return Comparison(True, names, _cite(data, "name-group", detail), "name-group")
    return _different(names, data, rules)


def with_catalog(data: RulesData, first: str, second: str, catalog: Catalog | None,
                 read: Reader | None = None) -> Comparison:
    """:func:`compare`, with the English names the card catalog gives (names written in another
    language count as their English card's), read in the active language first ("Milo" asked
    in Italian is Gordie; in English, Milo), and ``read`` for a name no card bears. A name that
    is still no card's makes two different names a question for a judge: "Galar Moltres" may
    be Galarian Moltres written otherwise, which no naming rule decides."""
    english = None
    unknown: list[CanonicalName] = []
    several: dict[str, tuple[str, ...]] = {}
    if catalog is not None:
        preferred = ("en",) if language() == "en" else (language(), "en")

        def english(name: CanonicalName) -> str | None:
            found = catalog.resolve(None, name.key, preferred).english_name
            if found is None and name.basic_energy is None:
                choices = read(name.written)[1] if read is not None else ()
                if not choices:
                    unknown.append(name)
                elif len(choices) > 1:
                    several[name.written] = choices
            return found
    rules = rules_for(data)
    result = compare(rules, data, first, second, english, read)
    if result.same is False and unknown:
        # Translators: {name} is a card name as written that no card in the catalog bears.
        detail = _("no card is named “{name}”: which card it is is for a judge").format(
            name=unknown[0].written)
        return Comparison(None, result.names, _cite(data, "copy-limit", detail), "copy-limit")
    for written, choices in several.items():
        other = next(n for n in result.names if n.written != written)
        if result.same is False and any(rules.canonical(choice).key == other.key
                                        for choice in choices):
            # "Blend Energy" and "Blend Energy GRPD": the bare title is several cards, one of
            # them the other name's; a list line naming it is a point to confirm in `check` too.
            # Translators: {name} is a card name as written; {names} the cards' names it may
            # be, separated by commas.
            detail = _("“{name}” is the name of several cards ({names}): which one is for a "
                       "judge").format(name=written, names=", ".join(choices))
            return Comparison(None, result.names, _cite(data, "copy-limit", detail),
                              "copy-limit")
    if catalog is None and result.same is False \
            and _unrelated(result.names, data.energy_names["multi_type_names"]):
        # "Ordini del Capo" and "Boss's Orders" are one card: only the catalog knows which
        # names are another language's. A part the rules name (ex/EX, an owner, a region, a
        # prefix) decides without it.
        a, b = result.names
        # Translators: {first} and {second} are card names as written.
        detail = _("without a card catalog deckcheck cannot tell whether “{first}” is "
                   "“{second}” in another language (run `deckcheck catalog update`)").format(
            first=a.written, second=b.written)
        return Comparison(None, result.names, _cite(data, "name-english", detail),
                          "name-english")
    return result


def _unrelated(names: tuple[CanonicalName, CanonicalName], multi_type: list[str]) -> bool:
    """Whether two names differ in more than the parts the naming rules define: their bases,
    an owner set aside, are not the same words (a basic Energy's types, and the types of one
    multi-type Energy — "Unit Energy GRW" and "Unit Energy LPM" — are such parts)."""
    a, b = names
    if a.basic_energy is not None or b.basic_energy is not None:
        return False
    if any(a.base.startswith(head) and b.base.startswith(head) for head in multi_type):
        return False
    return _rest(a) != _rest(b)


def as_json(result: Comparison) -> str:
    """The answer as ``deckcheck name --json`` prints it (one line, without its newline):
    ``same`` is true, false, or null when it cannot be told without a card catalog."""
    return json.dumps({"same": result.same, "names": [n.display for n in result.names],
                       "reason": result.reason}, ensure_ascii=False)


def _in_english(rules: NameRules, name: CanonicalName,
                english: Callable[[CanonicalName], str | None] | None,
                read: Reader | None) -> CanonicalName:
    if english is None or name.basic_energy is not None:
        return name
    found = english(name)
    if found is not None:
        # Translators: {written} is a card name as written in another language, {english}
        # the English name of that card.
        note = NameNote("name-english", _("“{written}” is “{english}” in English").format(
            written=name.written, english=found))
    elif read is not None and (found := read(name.written)[0]) is not None:
        # The copy limit counts the card the line is read as: the reason a reading makes two
        # names one (a title left off or a letter off is no spelling of a printed name).
        # Translators: {written} is a card name as written; {name} the card's name as printed,
        # which a decklist line naming {written} is read as (deckcheck check).
        note = NameNote("copy-limit", _("a list line naming “{written}” is read as "
                                        "“{name}”").format(written=name.written, name=found),
                        read=True)
    else:
        return name
    translated = rules.canonical(found)
    if translated.key == name.key:
        return name
    return replace(translated, written=name.written, notes=(note, *name.notes))


def _same(names: tuple[CanonicalName, CanonicalName], data: RulesData) -> Comparison:
    for name in names:
        for note in name.notes:
            if note.citation != "name-spelling" and not note.read:
                detail = note.detail if note.citation == "name-english" else (
                    # Translators: {note} says what was read in a name ("LV.X → level"),
                    # {written} is the name as written.
                    _("“{note}” in “{written}”").format(note=note.detail, written=name.written))
                return Comparison(True, names, _cite(data, note.citation, detail), note.citation)
    for name in names:
        for note in name.notes:
            if note.read:
                return Comparison(True, names, _cite(data, note.citation, note.detail),
                                  note.citation)
    if names[0].written.strip() == names[1].written.strip():
        # One name asked twice: the rule of the same name itself, not a spelling difference.
        # Translators: {name} is a card name as written.
        detail = _("both are written “{name}”").format(name=names[0].written.strip())
        return Comparison(True, names, _cite(data, "copy-limit", detail), "copy-limit")
    # Translators: {first} and {second} are card names as written.
    detail = _("“{first}” and “{second}” are spelt differently").format(
        first=names[0].written, second=names[1].written)
    return Comparison(True, names, _cite(data, "name-spelling", detail), "name-spelling")


def _shown(name: CanonicalName) -> str:
    """A name in the answer: the name that counts, and in another language than English the
    name as written beside it when it differs ("Meowth de Alola (Alolan Meowth)")."""
    if language() == "en" or fold(name.written) == fold(name.display):
        return name.display
    return f"{name.written} ({name.display})"


def _different(names: tuple[CanonicalName, CanonicalName], data: RulesData,
               rules: NameRules) -> Comparison:
    a, b = names
    # Translators: {first} and {second} are card names.
    citation, detail = "name-other", _("“{first}” and “{second}” are different names").format(
        first=_shown(a), second=_shown(b))
    extra = [s for s in (*a.suffixes, *b.suffixes) if (s in a.suffixes) != (s in b.suffixes)]
    owner_a, owner_b = _owner(a), _owner(b)
    sp_a, sp_b = rules.sp_symbol(a), rules.sp_symbol(b)
    if extra:
        citation = data.suffixes[extra[0]]["citation"]
        detail = _part(extra[0], detail)
    elif sp_a != sp_b:
        citation = data.sp_symbols["citation"]
        # Translators: {symbol} is an SP symbol ("E4", "GL"); {detail} is the sentence
        # "“A” and “B” are different names".
        detail = _("the SP symbol “{symbol}” is part of the name: {detail}").format(
            symbol=sp_a or sp_b, detail=detail)
    elif a.basic_energy or b.basic_energy:
        citation = "basic-energy"
    elif a.region != b.region:
        citation = "name-regional"
        # Translators: {detail} is the sentence "“A” and “B” are different names".
        detail = _("the regional form is part of the name: {detail}").format(detail=detail)
    elif owner_a != owner_b and _rest(a) == _rest(b):
        citation = "name-owner-form"
        # Translators: {detail} is the sentence "“A” and “B” are different names".
        detail = _("the owner is part of the name: {detail}").format(detail=detail)
    elif set(a.prefixes) != set(b.prefixes):
        differing = sorted(set(a.prefixes) ^ set(b.prefixes))
        citation = prefix_citation("Radiant" if "Radiant" in {*a.prefixes, *b.prefixes}
                                   else differing[0])
        detail = _part("/".join(differing), detail)
    elif a.mega != b.mega:
        citation = "name-mega"
    return Comparison(False, names, _cite(data, citation, detail), citation)


def _rest(name: CanonicalName) -> str:
    """The name without its owner ("Onix" of "Brock's Onix"): an owner is the difference only
    when the rest is the same ("Boss's Orders" and "Professor's Research" differ in more)."""
    match = OWNER.match(name.base)
    return fold(match["rest"] if match else name.base)


def _owner(name: CanonicalName) -> str | None:
    if name.owner is not None:
        return name.owner
    match = OWNER.match(name.base)
    return match["owner"] if match else None


def _part(words: str, detail: str) -> str:
    # Translators: {words} is a part of a card name ("ex", "Dark/Light"); {detail} is the
    # sentence "“A” and “B” are different names".
    return _("“{words}” is part of the name: {detail}").format(words=words, detail=detail)


def _cite(data: RulesData, citation: str, detail: str) -> str:
    entry = data.citations[citation]
    fill = {"summary": citations.summary(entry), "detail": detail}
    quote = citations.quote(entry)  # the reader's own rulebook where it is quoted
    if quote is not None:
        # Translators: {summary} is the rule (from the rules data), {detail} what it says of
        # these names; {book} names a rulebook, {section} its section, {quote} its words.
        return _("{summary} Here: {detail}. Rulebook ({book}), “{section}”: “{quote}”").format(
            book=citations.book(quote["book"]), section=quote["section"], quote=quote["text"],
            **fill)
    if entry.get("source"):
        # Translators: {summary} is the rule (from the rules data), {detail} what it says of
        # these names; {source} where the rule is published.
        return _("{summary} Here: {detail}. Source: {source}").format(source=entry["source"],
                                                                      **fill)
    # Translators: {summary} is the rule (from the rules data), {detail} what it says of these
    # names.
    return _("{summary} Here: {detail}.").format(**fill)


def verdict(result: Comparison) -> str:
    """The answer's sentence, with ``{reason}`` to fill."""
    if result.same is None and result.citation == "name-english":
        return _("Cannot tell without a card catalog. {reason}")
    if result.same is None:
        return _("Cannot tell: a judge decides. {reason}")
    return (_("Same name for deck building. {reason}") if result.same
            else _("Different names for deck building. {reason}"))
