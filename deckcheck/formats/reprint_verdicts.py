"""The reprint rule applied to one card of a deck: is an older print legal through a legal one?

:mod:`deckcheck.formats.reprints` compares two prints' game text; this module asks it about every
pair of the line's prints and the format's legal prints of the same name, applies the published
rulings and the ACE SPEC list of data/, and words the verdict for ``not-in-format``, which
remembers it per prints, format and language.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from deckcheck.catalog.records import CatalogCard
from deckcheck.formats import GameFormat
from deckcheck.formats.reprints import (
    Comparison,
    Sameness,
    TextRules,
    compare,
    differs_at_a_glance,
    list_moves,
)
from deckcheck.i18n import _, ngettext
from deckcheck.models import Card, Severity
from deckcheck.rulesdata import RulesData

Outcome = tuple[Severity | None, str]
"""An error, or (``None``) an undecided point, with its message."""

_AT_A_GLANCE = Comparison(Sameness.DIFFERENT)
"""Two prints :func:`~deckcheck.formats.reprints.differs_at_a_glance` tells apart: different,
their differences not yet worded (:func:`compare` words them for the one pair a message
shows)."""


def reprint_rule(card: Card, game_format: GameFormat, data: RulesData,
                 legal: tuple[CatalogCard, ...] | None = None) -> tuple[Outcome, ...]:
    """What the reprint rule says of a card none of whose own prints the format allows:
    nothing (legal through an identical print), an error, or an undecided point. ``legal``:
    the prints of the card's name that the format allows, when the caller has them.

    Not remembered here: rule ``not-in-format`` remembers its findings per prints, format and
    language (:mod:`deckcheck.rules.not_in_format`), and every question asked here comes
    through it, so a second cache would hold the same prints alive twice. The comparisons of
    two prints' texts are remembered (:func:`deckcheck.formats.reprints.compare`)."""
    if legal is None:
        legal = tuple([p for p in card.same_name_prints if game_format.allows(p)])
    return tuple(_reprint_findings(card, game_format, data, legal))


def identical_legal_print(card: Card, game_format: GameFormat,
                          data: RulesData) -> CatalogCard | None:
    """A print of the card's name that the format allows and whose game text is identical to one
    of the line's own prints, by the reprint rule's own comparison (rulings, ACE SPEC, text), or
    None: the print a player could have played in place of the one the list names (asked
    through ``not-in-format``'s findings, which are remembered)."""
    rules = _text_rules(data)
    for other in card.same_name_prints:
        if not game_format.allows(other):
            continue
        for own in card.prints:
            found = _ruled(own, other, card.same_name_prints, rules) \
                or _ace_spec_differs(own, other, data) \
                or (_AT_A_GLANCE if differs_at_a_glance(own.game, other.game)
                    else compare(own.game, other.game, rules, card.name.display))
            if found.sameness is Sameness.IDENTICAL:
                return other
    return None


def _outside_pool(card: Card, game_format: GameFormat) -> str:
    """Why the line's own prints are not in the pool: their mark, or their set (a phrase in
    parentheses of the reprint rule's messages)."""
    if game_format.regulation_marks is not None:
        marks = sorted({p.regulation_mark for p in card.prints if p.regulation_mark})
        # Translators: {marks} is a comma-separated list of regulation marks (letters: D, E).
        return _("regulation mark {marks}").format(marks=", ".join(marks)) if marks \
            else _("no regulation mark")
    if card.prints and all(game_format.counted_as_original(p) for p in card.prints):
        # Translators: {set} is a set code of reprints (CEL:CC, the Classic Collection).
        return _("{set} reprints count as from their original sets").format(
            set=card.prints[0].set_code)
    sets = sorted({p.set_code or _("a set with no code") for p in card.prints})
    # Translators: {sets} is a comma-separated list of set codes; "its" is the format's.
    return ngettext("{sets} is not in its card pool", "{sets} are not in its card pool",
                    len(sets)).format(sets=", ".join(sets))


def _reprint_findings(card: Card, game_format: GameFormat, data: RulesData,
                      legal: tuple[CatalogCard, ...]) -> Iterator[Outcome]:
    rules = _text_rules(data)
    fill = {"name": card.named(), "format": game_format.shown_name,
            "why": _outside_pool(card, game_format)}

    if not legal or not game_format.reprints:
        # Translators: {name} is a card name, {format} a format's name, {why} says why its prints
        # are not in the format ("regulation mark D", "BS is not in its card pool").
        yield Severity.ERROR, _('"{name}" is not legal in {format} as printed ({why}); no print '
                                "of this name is").format(**fill)
        return
    best: tuple[Comparison, CatalogCard, CatalogCard] | None = None
    for own in card.prints:
        for other in legal:
            found = _ruled(own, other, card.same_name_prints, rules) \
                or _ace_spec_differs(own, other, data) \
                or (_AT_A_GLANCE if differs_at_a_glance(own.game, other.game)
                    else compare(own.game, other.game, rules, card.name.display))
            if best is None or found.sameness < best[0].sameness:
                best = (found, own, other)
        if best is not None and best[0].sameness is Sameness.IDENTICAL:
            return  # no pair comes before the first identical one
    assert best is not None  # card.prints and legal are both non-empty
    found, own, other = best
    listed = ", ".join(_where(p) for p in legal[:6]) + (", …" if len(legal) > 6 else "")
    fill.update(own=_where(own), other=_where(other), listed=listed)
    if found.sameness is Sameness.DIFFERENT:
        moves = _moves(own, legal, rules)
        if found is _AT_A_GLANCE and moves is None:  # worded only where a message shows them
            found = compare(own.game, other.game, rules, card.name.display)
        fill["differences"] = "; ".join(found.differences[:3])
        if moves is not None:
            mine, theirs = moves
            # Translators: {name}, {format}, {why} as in "no print of this name is"; {own} is a
            # print ("PAL 156"), {moves} its attacks and abilities ("Find a Friend (C), Bite
            # (CCC) 50"), {listed} the legal prints, {legal_moves} their attacks and abilities.
            yield Severity.ERROR, _(
                '"{name}" is not legal in {format} as printed ({why}), and no legal print has the '
                "same game text: {own} has {moves}; legal prints ({listed}) have "
                "{legal_moves}").format(moves=mine, legal_moves=theirs, **fill)
        else:
            # Translators: {name}, {format}, {why} as in "no print of this name is"; {own} and
            # {other} are prints ("PAL 156"), {differences} what differs in their game text
            # (separated by semicolons), {listed} a comma-separated list of the legal prints.
            yield Severity.ERROR, _(
                '"{name}" is not legal in {format} as printed ({why}), and no legal print has the '
                "same game text: {own} against {other}: {differences} ({listed})").format(**fill)
    else:
        fill["differences"] = "; ".join(found.differences[:3])
        # Translators: {name}, {format}, {why} as in "no print of this name is"; {other} is a
        # legal print ("PAL 156"), {differences} what differs in the two prints' game text.
        yield None, _('"{name}" is not legal in {format} as printed ({why}); {other} is legal, '
                      "but a judge must confirm that the two are functionally identical "
                      "({differences})").format(**fill)


def _ruled(own: CatalogCard, other: CatalogCard, same_name: tuple[CatalogCard, ...],
           rules: TextRules) -> Comparison | None:
    """A published ruling on ``own`` and ``other`` — or on a print with ``other``'s very text."""
    for ruling in rules.rulings.get((own.set_code or "", own.number), ()):
        for ruled in same_name:
            if (ruled.set_code, ruled.number) == ruling.other and (
                    ruled is other or compare(ruled.game, other.game, rules).sameness
                    is Sameness.IDENTICAL):
                said = (
                    # Translators: {source} names where the ruling was published.
                    _("ruled functionally identical: {source}") if ruling.same else
                    # Translators: {source} names where the ruling was published.
                    _("ruled not functionally identical: {source}"))
                return Comparison(Sameness.IDENTICAL if ruling.same else Sameness.DIFFERENT,
                                  (said.format(source=ruling.source),))
    return None


def _moves(own: CatalogCard, legal: tuple[CatalogCard, ...],
           rules: TextRules) -> tuple[str, str] | None:
    """The line's print's attacks and abilities and the legal prints' (``Find a Friend (C),
    Bite (CCC) 50``, ``… / …``) when no legal print has the same ones, else None."""
    mine = list_moves(own.game, rules)
    theirs = sorted({list_moves(p.game, rules) for p in legal} - {""})
    if not mine or not theirs or mine in theirs:
        return None
    return mine, " / ".join(theirs[:3])


def _where(printed: CatalogCard) -> str:
    return f"{printed.set_code or '?'} {printed.number}"


def _ace_spec_differs(own: CatalogCard, other: CatalogCard,
                      data: RulesData) -> Comparison | None:
    """An ACE SPEC and an ordinary card of one name ("Computer Search") never play the same."""
    def ace_spec(printed: CatalogCard) -> bool:
        return data.is_ace_spec(printed.rarity, printed.set_code, printed.number)

    if ace_spec(own) == ace_spec(other):
        return None
    which = own if ace_spec(own) else other
    # Translators: {print} is a set code and number ("TEF 153").
    only = _("only {print} is an ACE SPEC").format(print=_where(which))
    return Comparison(Sameness.DIFFERENT, (only,))


@cache
def _text_rules(data: RulesData) -> TextRules:
    return TextRules.of(data.reprint_rule, data.parse_print, data.reprint_templates)
