"""The judge's question: are these two cards the same name for deck building, and why?"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from deckcheck.data import RulesData
from deckcheck.models import CanonicalName, NameNote
from deckcheck.names import NameRules, prefix_citation

_OWNER = re.compile(r"^(?P<owner>.+?'s) (?P<rest>.+)$")
@dataclass(frozen=True)
class Comparison:
    """The answer to ``deckcheck name A B``."""

    same: bool
    names: tuple[CanonicalName, CanonicalName]
    reason: str
    citation: str


def compare(rules: NameRules, data: RulesData, first: str, second: str,
            english: Callable[[CanonicalName], str | None] | None = None) -> Comparison:
    """Whether two written names count as one name for the 4-copy rule, with the deciding rule.

    ``english`` (from the card catalog) gives the English name of a name written in another
    language; the tournament rule counts English names (data/citations.yaml, name-english).
    """
    a, b = (_in_english(rules, rules.canonical(n), english) for n in (first, second))
    names = (a, b)
    if a.key == b.key:
        return _same(names, data)
    group_a, group_b = rules.group_of(a), rules.group_of(b)
    if group_a is not None and group_a == group_b:
        return Comparison(True, names, _cite(data, "name-group", f"{a.display} and {b.display} "
                                             "are different names that count as one card"),
                          "name-group")
    return _different(names, data, rules)


def _in_english(rules: NameRules, name: CanonicalName,
                english: Callable[[CanonicalName], str | None] | None) -> CanonicalName:
    if english is None or name.basic_energy is not None:
        return name
    found = english(name)
    if found is None:
        return name
    translated = rules.canonical(found)
    if translated.key == name.key:
        return name
    note = NameNote("name-english", f"“{name.written}” is “{found}” in English")
    return replace(translated, written=name.written, notes=(note, *name.notes))


def _same(names: tuple[CanonicalName, CanonicalName], data: RulesData) -> Comparison:
    for name in names:
        for note in name.notes:
            if note.citation != "name-spelling":
                detail = note.detail if note.citation == "name-english" else \
                    f"“{note.detail}” in “{name.written}”"
                return Comparison(True, names, _cite(data, note.citation, detail), note.citation)
    detail = f"“{names[0].written}” and “{names[1].written}” are spelt differently"
    return Comparison(True, names, _cite(data, "name-spelling", detail), "name-spelling")


def _different(names: tuple[CanonicalName, CanonicalName], data: RulesData,
               rules: NameRules) -> Comparison:
    a, b = names
    citation, detail = "name-other", f"“{a.display}” and “{b.display}” are different names"
    extra = [s for s in (*a.suffixes, *b.suffixes) if (s in a.suffixes) != (s in b.suffixes)]
    owner_a, owner_b = _owner(a), _owner(b)
    sp_a, sp_b = rules.sp_symbol(a), rules.sp_symbol(b)
    if extra:
        citation = data.suffixes[extra[0]]["citation"]
        detail = f"“{extra[0]}” is part of the name: {detail}"
    elif sp_a != sp_b:
        citation = data.sp_symbols["citation"]
        detail = f"the SP symbol “{sp_a or sp_b}” is part of the name: {detail}"
    elif a.basic_energy or b.basic_energy:
        citation = "basic-energy"
    elif a.region != b.region:
        citation = "name-regional"
        detail = f"the regional form is part of the name: {detail}"
    elif owner_a != owner_b:
        citation = "name-owner-form"
        detail = f"the owner is part of the name: {detail}"
    elif set(a.prefixes) != set(b.prefixes):
        differing = sorted(set(a.prefixes) ^ set(b.prefixes))
        citation = prefix_citation("Radiant" if "Radiant" in {*a.prefixes, *b.prefixes}
                                   else differing[0])
        detail = f"“{'/'.join(differing)}” is part of the name: " + detail
    elif a.mega != b.mega:
        citation = "name-mega"
    return Comparison(False, names, _cite(data, citation, detail), citation)


def _owner(name: CanonicalName) -> str | None:
    if name.owner is not None:
        return name.owner
    match = _OWNER.match(name.base)
    return match["owner"] if match else None


def _cite(data: RulesData, citation: str, detail: str) -> str:
    entry = data.citations[citation]
    text = f"{entry['summary']} Here: {detail}."
    if entry["quotes"]:
        quote = entry["quotes"][0]
        text += f" Rulebook ({quote['book']}), “{quote['section']}”: “{quote['text']}”"
    elif entry.get("source"):
        text += f" Source: {entry['source']}"
    return text
