"""``@dataclass`` for start-up: the standard decorator's classes, at a fraction of its cost.

The standard :func:`dataclasses.dataclass` writes the source of six methods per frozen class
(``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``) and
compiles each one when the module is imported: about a millisecond per class, and one check of
one list imports some forty of them (``scripts/benchmark.py`` measures start-up). Here only
``__init__`` is compiled, since it runs once per object and must be as fast as the standard one;
the other methods are shared functions, closed over each class's field names.

The classes are the standard ones in every way the code relies on: ``dataclasses.fields``,
``replace``, ``is_dataclass`` and pydantic see a dataclass (``__dataclass_fields__`` holds the
standard :class:`dataclasses.Field` objects); frozen classes refuse assignment with
:class:`dataclasses.FrozenInstanceError`; equality, hashing and ``repr`` follow the standard
rules (``eq=False`` keeps identity; ``compare=False`` and ``repr=False`` fields are left out);
``__post_init__`` runs; slotted classes pickle. ``tests/test_lite_dataclass.py`` holds each of
these against the standard decorator. Only the options deckcheck uses are accepted; any other
is a ``TypeError`` rather than silently ignored.

Type checkers see the standard decorator itself (the ``TYPE_CHECKING`` branch), so the
signatures they check are the standard ones.
"""

from __future__ import annotations

import dataclasses
from operator import attrgetter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass
else:
    _MISSING = dataclasses.MISSING
    _FIELD = dataclasses._FIELD  # the marker dataclasses.fields() keeps; standard since 3.7
    _HAS_FACTORY = object()
    """The default of a parameter whose field has a ``default_factory``, as the standard
    ``__init__`` writes it: the factory runs only when no value is given."""

    _PARAMS = getattr(dataclasses, "_DataclassParams", None)

    def dataclass(cls: type | None = None, /, *, frozen: bool = False, eq: bool = True,
                  slots: bool = False, weakref_slot: bool = False) -> Any:
        """The standard ``@dataclass`` (with these options only), its methods built cheaply."""

        def wrap(cls: type) -> type:
            return _process(cls, frozen=frozen, eq=eq, slots=slots, weakref_slot=weakref_slot)

        return wrap if cls is None else wrap(cls)

    def _process(cls: type, *, frozen: bool, eq: bool, slots: bool,
                 weakref_slot: bool) -> type:
        fields = _collect(cls)
        own = cls.__dict__
        names = tuple(fields)
        if slots:
            cls = _slotted(cls, names, weakref_slot)
        cls.__dataclass_fields__ = fields
        if _PARAMS is not None:  # what pydantic reads of a standard dataclass
            cls.__dataclass_params__ = _params(eq, frozen)
        cls.__match_args__ = tuple(n for n, f in fields.items() if f.init)
        _set_new(cls, "__init__", _init(cls, fields, frozen))
        if cls.__doc__ is None:  # the standard decorator documents the class by its signature
            import inspect

            cls.__doc__ = cls.__name__ + str(inspect.signature(cls)).replace(" -> None", "")
        _set_new(cls, "__repr__", _repr(tuple(n for n, f in fields.items() if f.repr)))
        compared = tuple(n for n, f in fields.items() if f.compare)
        if eq:
            _set_new(cls, "__eq__", _eq(compared))
        # The standard rules for __hash__ (no unsafe_hash): a class that writes its own keeps
        # it; eq and frozen hash the compared fields; eq without frozen is unhashable.
        class_hash = own.get("__hash__", _MISSING)
        explicit = not (class_hash is _MISSING or (class_hash is None and "__eq__" in own))
        if eq and not explicit:
            cls.__hash__ = _hash(compared) if frozen else None  # type: ignore[method-assign]
        if frozen:
            if "__setattr__" in own or "__delattr__" in own:
                raise TypeError(f"cannot overwrite __setattr__ or __delattr__ in {cls.__name__}")
            cls.__setattr__, cls.__delattr__ = _frozen(cls, frozenset(names))
            if slots:
                cls.__getstate__, cls.__setstate__ = _slot_state(names)
        return cls

    def _params(eq: bool, frozen: bool) -> Any:
        """The standard decorator's record of its options (init, repr, eq, order, unsafe_hash,
        frozen; Python 3.12 adds match_args, kw_only, slots, weakref_slot)."""
        try:
            return _PARAMS(True, True, eq, False, False, frozen)
        except TypeError:
            return _PARAMS(True, True, eq, False, False, frozen, True, False, False, False)

    def _collect(cls: type) -> dict[str, dataclasses.Field[Any]]:
        """The fields of ``cls``: its dataclass bases' first, then its own annotations."""
        fields: dict[str, dataclasses.Field[Any]] = {}
        for base in cls.__mro__[-1:0:-1]:
            fields.update(getattr(base, "__dataclass_fields__", {}))
        # The class's own annotations, unevaluated, as the standard decorator reads them.
        own = cls.__dict__.get("__annotations__", {})  # noqa: RUF063
        if not own and "__annotate__" in cls.__dict__:
            # Python 3.14 makes a class's annotations lazily (PEP 649) unless its module
            # postpones them: ask for them rather than see no fields.
            import inspect

            own = inspect.get_annotations(cls)
        for name, annotation in own.items():
            if "ClassVar" in str(annotation) or "InitVar" in str(annotation):
                raise TypeError(f"{cls.__name__}.{name}: ClassVar and InitVar are not supported")
            default = cls.__dict__.get(name, _MISSING)
            if isinstance(default, dataclasses.Field):
                found = default
                if found.default is _MISSING:
                    delattr(cls, name)
                else:
                    setattr(cls, name, found.default)
            else:
                if isinstance(default, (list, dict, set)):
                    raise ValueError(f"mutable default {type(default)} for field {name} is not "
                                     "allowed: use default_factory")
                found = dataclasses.field(default=default)
            found.name, found.type, found._field_type = name, annotation, _FIELD
            if found.kw_only is _MISSING:
                found.kw_only = False
            fields[name] = found
        return fields

    def _set_new(cls: type, name: str, value: Any) -> None:
        # As the standard decorator: a method the class writes itself is kept.
        if name not in cls.__dict__:
            setattr(cls, name, value)

    def _init(cls: type, fields: dict[str, dataclasses.Field[Any]], frozen: bool) -> Any:
        """``__init__``, compiled as the standard one is (it runs for every object)."""
        scope: dict[str, Any] = {"__set": object.__setattr__, "__has_factory": _HAS_FACTORY}
        params: list[str] = []
        body: list[str] = []
        for name, f in fields.items():
            value = name
            if f.default_factory is not _MISSING:
                scope[f"__factory_{name}"] = f.default_factory
                if f.init:
                    params.append(f"{name}=__has_factory")
                    value = f"__factory_{name}() if {name} is __has_factory else {name}"
                else:
                    value = f"__factory_{name}()"
            elif f.default is not _MISSING:
                scope[f"__default_{name}"] = f.default
                if f.init:
                    params.append(f"{name}=__default_{name}")
                else:
                    value = f"__default_{name}"
            elif f.init:
                params.append(name)
            else:
                continue  # no init, no default: the object does not get it here
            body.append(f"  __set(self, {name!r}, {value})" if frozen
                        else f"  self.{name} = {value}")
        if hasattr(cls, "__post_init__"):
            body.append("  self.__post_init__()")
        source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(body) or "  pass")
        namespace: dict[str, Any] = {}
        exec(source, scope, namespace)
        function = namespace["__init__"]
        function.__qualname__ = f"{cls.__qualname__}.__init__"
        return function

    def _repr(shown: tuple[str, ...]) -> Any:
        def __repr__(self: Any) -> str:
            return f"{type(self).__qualname__}(" + ", ".join(
                f"{name}={getattr(self, name)!r}" for name in shown) + ")"

        return __repr__

    def _key(names: tuple[str, ...]) -> Any:
        """The tuple of the named attributes, as the standard methods compare and hash."""
        if len(names) >= 2:
            return attrgetter(*names)
        if names:
            one = attrgetter(names[0])
            return lambda self: (one(self),)
        return lambda self: ()

    def _eq(compared: tuple[str, ...]) -> Any:
        key = _key(compared)

        def __eq__(self: Any, other: Any) -> Any:
            if other.__class__ is self.__class__:
                return key(self) == key(other)
            return NotImplemented

        return __eq__

    def _hash(compared: tuple[str, ...]) -> Any:
        key = _key(compared)

        def __hash__(self: Any) -> int:
            return hash(key(self))

        return __hash__

    def _frozen(cls: type, names: frozenset[str]) -> tuple[Any, Any]:
        def __setattr__(self: Any, name: str, value: Any) -> None:
            if type(self) is cls or name in names:
                raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self: Any, name: str) -> None:
            if type(self) is cls or name in names:
                raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
            super(cls, self).__delattr__(name)

        return __setattr__, __delattr__

    def _slotted(cls: type, names: tuple[str, ...], weakref_slot: bool) -> type:
        """``cls`` again, with a slot per field (a class's slots are fixed when it is made)."""
        body = {key: value for key, value in cls.__dict__.items()
                if key not in names and key not in ("__dict__", "__weakref__")}
        body["__slots__"] = (*names, "__weakref__") if weakref_slot else names
        return type(cls)(cls.__name__, cls.__bases__, body)

    def _slot_state(names: tuple[str, ...]) -> tuple[Any, Any]:
        # A frozen slotted object is rebuilt by the pickle module with setattr, which it refuses.
        def __getstate__(self: Any) -> list[Any]:
            return [getattr(self, name) for name in names]

        def __setstate__(self: Any, state: list[Any]) -> None:
            for name, value in zip(names, state, strict=True):
                object.__setattr__(self, name, value)

        return __getstate__, __setstate__


__all__ = ["dataclass"]
