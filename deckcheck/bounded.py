"""A mapping that remembers at most a fixed number of entries, the least recently used going first.

A batch asks about the same cards again and again, so answers are remembered; a batch of ten
thousand lists of random cards asks about every card there is, so what is remembered must be
bounded for memory to stay flat however many lists come.
"""

from __future__ import annotations

from operator import is_
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

_MISSING = object()

VERDICTS = 4096
"""Answers a rule or a report remembers per identified line (its verdicts by the line's prints, a
card's name as shown, its JSON): each entry keeps the line's prints alive, so this bound, not
the batch's size, sets their memory (1,000 lists of random cards stay under 100 MiB; twice this
bound costs some 10 MiB more and no time on real lists, whose lines share their prints)."""


class Bounded(Generic[K, V]):
    """At most ``size`` entries; reading an entry makes it the most recently used."""

    __slots__ = ("_entries", "size")

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: dict[K, V] = {}

    def get(self, key: K) -> V | None:
        """The value remembered for ``key``, or None (None is never stored)."""
        entries = self._entries
        value = entries.pop(key, _MISSING)
        if value is _MISSING:
            return None
        entries[key] = value  # type: ignore[assignment]  # dicts keep order: now the newest
        return value  # type: ignore[return-value]

    def put(self, key: K, value: V) -> V:
        """Remember ``value`` for ``key`` (forgetting the least recently used if full)."""
        entries = self._entries
        if entries.pop(key, _MISSING) is _MISSING and len(entries) >= self.size:
            del entries[next(iter(entries))]
        entries[key] = value
        return value

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def clear(self) -> None:
        """Forget everything."""
        self._entries.clear()


class ByIdentity(Generic[V]):
    """Answers remembered per the very objects they were worked out from (a card's tuple of
    prints, a format), at most ``size`` of them, the least recently used going first.

    Objects are told apart by identity, not by value: the copies of one identified deck line
    share its tuples, so a batch that names a card a thousand times works it out once, without
    hashing its prints. The objects are kept alive with the answer, so an identity is never
    reused while it is remembered.
    """

    __slots__ = ("_entries",)

    def __init__(self, size: int) -> None:
        self._entries: Bounded[tuple[object, ...], tuple[tuple[object, ...], V]] = Bounded(size)

    def get(self, objects: tuple[object, ...], values: tuple[object, ...] = ()) -> V | None:
        """The answer for these ``objects`` (by identity) and ``values`` (by equality)."""
        found = self._entries.get((*map(id, objects), *values))
        if found is None or len(found[0]) != len(objects) \
                or not all(map(is_, found[0], objects)):  # map: no generator per question
            return None
        return found[1]

    def put(self, objects: tuple[object, ...], values: tuple[object, ...], answer: V) -> V:
        """Remember ``answer`` for these ``objects`` and ``values``."""
        self._entries.put((*map(id, objects), *values), (objects, answer))
        return answer
