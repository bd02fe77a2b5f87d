"""The TypedDicts of deckcheck.rulesdata.shapes say what the compiled rules data holds.

Checking a deck reads the compiled data without pydantic, typed by hand-written TypedDicts (no
pydantic on the start-up path). Each must say what its pydantic model in
:mod:`deckcheck.rulesdata.schema` puts in the compiled JSON: the same keys, and for each key the
same kind of value (text, number, list, mapping, another shape) and whether it may be null. A
key added to a model and not to its TypedDict, or an optional value the TypedDict calls
required, fails here, not at a user's table.
"""

from __future__ import annotations

import datetime as dt
import enum
import types
import typing
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import pytest
from pydantic import BaseModel

from deckcheck.rulesdata import schema, shapes

COMPILED_ELSEWHERE = {
    "SetTable": "compile_set_codes() builds it from data/set_codes.yaml's SetCodes; no model "
                "has its shape",
}
"""TypedDicts with no model of their name, and why."""

SHAPES = sorted(name for name, value in vars(shapes).items()
                if typing.is_typeddict(value) and name not in COMPILED_ELSEWHERE)

Kind = str | tuple[Any, ...] | frozenset[Any]


def kind(annotation: Any) -> Kind:
    """What the compiled JSON holds for a value of this type, as comparable data: a TypedDict
    and a model of the same name are the same shape; a Literal, an enum and a date are text;
    tuples and lists are lists."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return kind(get_args(annotation)[0])
    if origin in (Union, types.UnionType):
        return frozenset(kind(arg) for arg in get_args(annotation))
    if origin is Literal:
        return frozenset(type(value).__name__ for value in get_args(annotation))
    if origin in (list, tuple, set, frozenset):
        args = [arg for arg in get_args(annotation) if arg is not Ellipsis]
        return ("list", *sorted({kind(arg) for arg in args}, key=repr))
    if origin is dict:
        key, value = get_args(annotation)
        return ("dict", kind(key), kind(value))
    if annotation is type(None) or annotation is None:
        return "None"
    if annotation is Any:
        return "Any"
    if isinstance(annotation, type):
        if issubclass(annotation, BaseModel) or typing.is_typeddict(annotation):
            return ("shape", annotation.__name__)
        if issubclass(annotation, enum.Enum) or issubclass(annotation, dt.date):
            return "str"
        return annotation.__name__
    raise AssertionError(f"no kind for {annotation!r}")


def agree(model: Kind, typed: Kind) -> bool:
    """Whether the TypedDict's kind says what the model's does (``Any`` says anything)."""
    if "Any" in (model, typed):
        return True
    if isinstance(model, frozenset) or isinstance(typed, frozenset):
        models = model if isinstance(model, frozenset) else frozenset([model])
        typeds = typed if isinstance(typed, frozenset) else frozenset([typed])
        return len(models) == len(typeds) and all(
            any(agree(m, t) for t in typeds) for m in models)
    if isinstance(model, tuple) and isinstance(typed, tuple):
        return len(model) == len(typed) and model[0] == typed[0] and all(
            agree(m, t) for m, t in zip(model[1:], typed[1:], strict=True))
    return model == typed


def fields_of(name: str) -> tuple[dict[str, Any], dict[str, Any]]:
    model = getattr(schema, name)
    typed = typing.get_type_hints(getattr(shapes, name))
    return {field: info.annotation for field, info in model.model_fields.items()}, typed


def test_every_shape_but_the_ones_compiled_elsewhere_has_a_model_of_its_name() -> None:
    assert SHAPES
    missing = [name for name in SHAPES
               if not isinstance(getattr(schema, name, None), type)
               or not issubclass(getattr(schema, name), BaseModel)]
    assert missing == []


@pytest.mark.parametrize("name", SHAPES)
def test_a_shape_has_the_keys_of_its_model(name: str) -> None:
    model, typed = fields_of(name)
    assert sorted(typed) == sorted(model)


@pytest.mark.parametrize("name", SHAPES)
def test_a_shape_says_what_each_key_of_its_model_holds(name: str) -> None:
    model, typed = fields_of(name)
    differ = [(field, kind(model[field]), kind(typed[field]))
              for field in sorted(set(model) & set(typed))
              if not agree(kind(model[field]), kind(typed[field]))]
    assert differ == []


@pytest.mark.parametrize(("model", "typed", "same"), [
    (list[str] | None, list[str], False),  # a value that may be null is not required
    (tuple[str, ...], list[str], True),
    (dict[Literal["grass"], str], dict[str, str], True),
    (list[schema.Quote], list[shapes.Quote], True),
    (list[schema.Quote], list[shapes.Citation], False),
    (int | None, int | None, True),
    (dict[str, int], dict[str, Any], True),
])
def test_kinds_are_compared_as_the_json_holds_them(model: Any, typed: Any, same: bool) -> None:
    assert agree(kind(model), kind(typed)) is same
