"""The garbage collector paused while deckcheck starts.

Starting allocates tens of thousands of objects that live as long as the process (modules,
classes, functions, the compiled data): the cyclic collector would walk them again and again,
for nothing, while they are made. :func:`pause` stops it; :func:`resume` starts it again before
any list is checked, after moving everything made so far out of its reach (:func:`gc.freeze`),
so that a batch of ten thousand lists is collected as usual and never walks the start-up objects.
One check's CPU time falls by some 10% (``scripts/benchmark.py``).
"""

from __future__ import annotations

import gc

_paused: list[bool] = []
"""Whether this module paused the collector (and so must start it again)."""


def pause() -> None:
    """Stop the collector until :func:`resume`, unless something else already stopped it."""
    if gc.isenabled():
        gc.disable()
        _paused[:] = [True]


def resume() -> None:
    """Start the collector again if :func:`pause` stopped it, the start-up objects frozen."""
    if _paused:
        _paused.clear()
        gc.freeze()
        gc.enable()
