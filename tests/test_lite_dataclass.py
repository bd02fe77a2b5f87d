"""deckcheck's ``@dataclass`` builds the classes the standard decorator builds, cheaper.

Each behaviour the code relies on is compared with :func:`dataclasses.dataclass` itself, on the
pipeline's own classes where they show it: frozen objects, equality and hashing (or identity
with ``eq=False``), ``repr``, ``replace``, ``fields``, ``__post_init__``, slots, pickling.
"""

from __future__ import annotations

import dataclasses
import pickle
import weakref
from datetime import date

import pytest

from deckcheck.catalog.records import CatalogCard
from deckcheck.formats import GameFormat, RuleSetting
from deckcheck.formats.dated_format import DatedFormat
from deckcheck.lite_dataclass import dataclass
from deckcheck.models import DeckLine, Section, Severity, Violation
from deckcheck.rulesdata.options.copy_limit import Options as CopyLimitOptions


def twins(**options: bool) -> tuple[type, type]:
    """The same class body under deckcheck's decorator and the standard one."""

    def body() -> type:
        class Ban:
            """A card banned from a day on."""

            card: str
            since: date = date(2024, 1, 1)
            notes: tuple[str, ...] = dataclasses.field(default=(), compare=False, repr=False)
            seen: list[str] = dataclasses.field(default_factory=list, compare=False)

        return Ban

    return dataclass(**options)(body()), dataclasses.dataclass(**options)(body())


def test_a_frozen_object_refuses_assignment_and_deletion() -> None:
    line = DeckLine(3, 4, "Dragapult ex TWM 130", "TWM", "130", Section.POKEMON)
    with pytest.raises(dataclasses.FrozenInstanceError):
        line.quantity = 5  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del line.text
    assert line.quantity == 4


def test_eq_false_compares_and_hashes_by_identity() -> None:
    first = Violation("copy-limit", Severity.ERROR, "5 copies of Rare Candy", (12,))
    second = Violation("copy-limit", Severity.ERROR, "5 copies of Rare Candy", (12,))
    assert first == first
    assert first != second
    assert len({first, second}) == 2


def test_frozen_equal_objects_are_equal_and_hash_alike() -> None:
    limit = CopyLimitOptions(max=4)
    assert limit == CopyLimitOptions() and limit != CopyLimitOptions(max=1)
    assert hash(limit) == hash(CopyLimitOptions(max=4))
    assert RuleSetting("copy-limit", "error", {}) == RuleSetting("copy-limit", "error", {})


@pytest.mark.parametrize("options", [{"frozen": True}, {}, {"frozen": True, "eq": False}])
def test_methods_behave_as_the_standard_ones(options: dict[str, bool]) -> None:
    lite, standard = twins(**options)
    for cls in (lite, standard):
        a = cls("Lysandre's Trump Card")
        assert a.seen == [] and a.seen is not cls("Lysandre's Trump Card").seen
    a_lite, b_lite = lite("Forest of Giant Plants"), lite("Forest of Giant Plants", notes=("x",))
    a_std, b_std = standard("Forest of Giant Plants"), standard("Forest of Giant Plants",
                                                                notes=("x",))
    assert (a_lite == b_lite) == (a_std == b_std)
    assert repr(a_lite) == repr(a_std)
    assert (lite.__hash__ is None) == (standard.__hash__ is None)
    if lite.__hash__ is not None and options.get("eq", True):
        assert hash(a_lite) == hash(a_std) == hash(b_lite)
    assert [f.name for f in dataclasses.fields(lite)] == [f.name for f in
                                                          dataclasses.fields(standard)]
    assert getattr(lite, "__match_args__") == getattr(standard, "__match_args__")  # noqa: B009


def test_replace_builds_a_changed_copy() -> None:
    line = DeckLine(3, 4, "Dragapult ex TWM 130", "TWM", "130", Section.POKEMON)
    copied = dataclasses.replace(line, quantity=3)
    assert (copied.quantity, copied.text, copied.line_number) == (3, line.text, 3)
    assert dataclasses.is_dataclass(line)


def test_a_subclass_adds_fields_and_init_false_fields_get_their_factory() -> None:
    day = DatedFormat("standard", "Standard", "Standard", day=date(2019, 8, 16))
    assert isinstance(day, GameFormat)
    assert day.day == date(2019, 8, 16) and day._known == {}
    assert day._known is not DatedFormat("standard", "Standard", "Standard")._known
    names = [f.name for f in dataclasses.fields(DatedFormat)]
    assert names[:2] == ["id", "name"] and names[-1] == "_known"
    with pytest.raises(TypeError):
        DatedFormat("standard", "Standard", "Standard", _known={})  # type: ignore[call-arg]


def test_post_init_runs() -> None:
    with pytest.raises(ValueError, match="max"):
        CopyLimitOptions(max=0)


def test_a_slotted_class_has_slots_weak_references_and_pickles() -> None:
    card = CatalogCard(1, "Dragapult ex", "TWM", "130", "Pokemon", "Stage2", "ex", None, None,
                       "H", None, None, "sv", "Drakloak", "{}", '["Psychic"]', {"it": "x"})
    assert not hasattr(card, "__dict__")
    assert weakref.ref(card)() is card
    copy = pickle.loads(pickle.dumps(card))
    assert copy == card and copy.names == {"it": "x"}
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.name = "Drakloak"  # type: ignore[misc]


def test_frozen_objects_pickle() -> None:
    found = Violation("copy-limit", Severity.ERROR, "5 copies of Rare Candy", (12,))
    copy = pickle.loads(pickle.dumps(found))
    assert (copy.rule, copy.message, copy.lines) == ("copy-limit", found.message, (12,))


def test_an_option_it_does_not_know_is_refused() -> None:
    with pytest.raises(TypeError):
        dataclass(order=True)


def test_pydantic_validates_an_option_class_as_a_dataclass() -> None:
    from pydantic import TypeAdapter, ValidationError

    adapter = TypeAdapter(CopyLimitOptions)
    assert adapter.validate_python({"max": 1}) == CopyLimitOptions(max=1)
    assert adapter.dump_python(CopyLimitOptions(), mode="json") == {"max": 4}
    for refused in ({"max": 4, "copies": 4}, {"max": 0}):
        with pytest.raises(ValidationError):
            adapter.validate_python(refused)
