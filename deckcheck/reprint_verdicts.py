"""The reprint rule applied to one card of a deck: is an older print legal through a legal one?

:mod:`deckcheck.reprints` compares two prints' game text; this module asks it about every pair of
the line's prints and the format's legal prints of the same name, applies the published rulings
and the ACE SPEC list of data/, and words the verdict for ``not-in-format``. A batch of lists
asks about the same prints again and again, so each verdict is remembered.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from deckcheck.catalog.records import CatalogCard
from deckcheck.data import RulesData
from deckcheck.formats import GameFormat
from deckcheck.models import Card, Severity
from deckcheck.reprints import Comparison, Sameness, TextRules, compare, list_moves

Outcome = tuple[Severity | None, str]
"""An error, or (``None``) an undecided point, with its message."""

_RULED: dict[tuple[object, ...], tuple[Outcome, ...]] = {}
"""What the reprint rule concluded per format and prints: a batch of lists asks it again and
again. Keyed by everything the answer depends on: the format's pool and name, the rules data
(through its text rules, kept alive by their cache), the card's name and prints."""


def reprint_rule(card: Card, game_format: GameFormat, data: RulesData) -> tuple[Outcome, ...]:
    """What the reprint rule says of a card none of whose own prints the format allows:
    nothing (legal through an identical print), an error, or an undecided point."""
    key = (game_format.id, game_format.name, game_format.regulation_marks, game_format.series,
           game_format.reprints, id(_text_rules(data)), card.name.display,
           _prints(card.prints), _prints(card.same_name_prints))
    found = _RULED.get(key)
    if found is None:
        if len(_RULED) >= 16384:
            _RULED.clear()
        found = _RULED[key] = tuple(_reprint_findings(card, game_format, data))
    return found


def _outside_pool(card: Card, game_format: GameFormat) -> str:
    """Why the line's own prints are not in the pool: their mark, or their set."""
    if game_format.regulation_marks is not None:
        marks = sorted({p.regulation_mark for p in card.prints if p.regulation_mark})
        return f"regulation mark {', '.join(marks)}" if marks else "no regulation mark"
    sets = sorted({p.set_code or "a set with no code" for p in card.prints})
    return f"{', '.join(sets)} {'is' if len(sets) == 1 else 'are'} not in its card pool"


def _prints(prints: tuple[CatalogCard, ...]) -> tuple[tuple[int, str | None, str], ...]:
    """Prints as a key that two catalogs (a test's and the user's) cannot confuse."""
    return tuple((p.id, p.set_code, p.number) for p in prints)


def _reprint_findings(card: Card, game_format: GameFormat, data: RulesData) -> Iterator[Outcome]:
    rules = _text_rules(data)
    head = (f'"{card.name.display}" is not legal in {game_format.name} as printed '
            f"({_outside_pool(card, game_format)})")

    legal = [p for p in card.same_name_prints if game_format.allows(p)]
    if not legal or not game_format.reprints:
        yield Severity.ERROR, f"{head}; no print of this name is"
        return
    best: tuple[Comparison, CatalogCard, CatalogCard] | None = None
    for own in card.prints:
        for other in legal:
            found = _ruled(own, other, card.same_name_prints, rules) \
                or _ace_spec_differs(own, other, data) \
                or compare(own.game, other.game, rules, card.name.display)
            if best is None or found.sameness < best[0].sameness:
                best = (found, own, other)
    assert best is not None  # card.prints and legal are both non-empty
    found, own, other = best
    if found.sameness is Sameness.IDENTICAL:
        return
    listed = ", ".join(_where(p) for p in legal[:6]) + (", …" if len(legal) > 6 else "")
    what = "; ".join(found.differences[:3])
    if found.sameness is Sameness.DIFFERENT:
        yield Severity.ERROR, (f"{head}, and no legal print has the same game text: "
                               + (_moves(own, legal, listed)
                                  or f"{_where(own)} against {_where(other)}: {what} ({listed})"))
    else:
        yield None, (f"{head}; {_where(other)} is legal, but a judge must confirm that the two "
                     f"are functionally identical ({what})")


def _ruled(own: CatalogCard, other: CatalogCard, same_name: tuple[CatalogCard, ...],
           rules: TextRules) -> Comparison | None:
    """A published ruling on ``own`` and ``other`` — or on a print with ``other``'s very text."""
    for ruling in rules.rulings.get((own.set_code or "", own.number), ()):
        for ruled in same_name:
            if (ruled.set_code, ruled.number) == ruling.other and (
                    ruled is other or compare(ruled.game, other.game, rules).sameness
                    is Sameness.IDENTICAL):
                verdict = "functionally identical" if ruling.same else "not functionally identical"
                return Comparison(Sameness.IDENTICAL if ruling.same else Sameness.DIFFERENT,
                                  (f"ruled {verdict}: {ruling.source}",))
    return None


def _moves(own: CatalogCard, legal: list[CatalogCard], listed: str) -> str:
    """``PAL 156 has Find a Friend (C), Bite (CCC) 50; legal prints (…) have …`` when no legal
    print has the same attacks and abilities, else nothing."""
    mine = list_moves(own.game)
    theirs = sorted({list_moves(p.game) for p in legal} - {""})
    if not mine or not theirs or mine in theirs:
        return ""
    return f"{_where(own)} has {mine}; legal prints ({listed}) have " + " / ".join(theirs[:3])


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
    return Comparison(Sameness.DIFFERENT, (f"only {_where(which)} is an ACE SPEC",))


@cache
def _text_rules(data: RulesData) -> TextRules:
    return TextRules.of(data.reprint_rule, data.parse_print)
