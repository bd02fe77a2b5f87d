"""The package is laid out by stage, and stages import only downward.

The pipeline reads text, identifies cards, names them, applies the rules and reports; the
command line drives it. ``LAYERS`` lists the stages from the top (the command line) to the
bottom (errors and exit codes): a module may import from its own layer or any layer below it,
never above. Every import counts, those inside functions included (most of deckcheck's imports
are there, to keep start-up fast), and so do the imports the registries make by name (the rules,
the reporters); only ``if TYPE_CHECKING:`` imports, which never run, are left out.

``KNOWN`` lists the imports that still break the order, each with why it is there and what
would remove it. The list is strict both ways: a new upward import or a new cycle fails, and
so does an entry whose import has gone (take it out: the list only shrinks).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import grimp

LAYERS: list[list[str]] = [
    ["deckcheck.__main__", "deckcheck.cli", "deckcheck.locale"],
    ["deckcheck.serve"],
    # settings, --format and --date to a format per list; shared by check, export and serve
    ["deckcheck.run"],
    ["deckcheck.export"],
    ["deckcheck.report"],
    # readings: a deck whose lines may each be read as several cards, checked every way
    ["deckcheck.checker", "deckcheck.readings"],
    ["deckcheck.unread"],
    ["deckcheck.rules"],
    ["deckcheck.formatdata.bundle", "deckcheck.formatdata.install",
     "deckcheck.formatdata.publish"],
    ["deckcheck.formats"],
    # identify_rows: a table's row of run-together cells split where the catalog decides
    ["deckcheck.identify", "deckcheck.identify_rows"],
    # the short ways of writing a name that identify reads (a part of it, below it)
    ["deckcheck.identify_short_forms"],
    ["deckcheck.catalog"],
    ["deckcheck.read"],
    ["deckcheck.names"],
    ["deckcheck.models"],
    ["deckcheck.i18n.glossary", "deckcheck.i18n.citations"],
    ["deckcheck.rulesdata"],
    # which data folder a run reads (shipped, or a bundle installed since): asked by rulesdata
    ["deckcheck.formatdata"],
    # bounded: the least-recently-used mapping that catalog, identify, formats and rules share;
    # os_reasons, library_reasons: why the system or a library refused a file, in the reader's
    # language; worker_start: what a worker process does first
    ["deckcheck.i18n", "deckcheck.clock", "deckcheck.terminal", "deckcheck.names.folding",
     "deckcheck.rulesdata.resources", "deckcheck.userfiles", "deckcheck.bounded",
     "deckcheck.os_reasons", "deckcheck.library_reasons", "deckcheck.worker_start"],
    # lite_dataclass: the dataclass decorator every stage uses (start-up cost)
    ["deckcheck.errors", "deckcheck.exitcodes", "deckcheck.lite_dataclass", "deckcheck"],
]
"""Top to bottom. A module belongs to the longest entry its name starts with; ``deckcheck``
itself is the package's ``__init__`` only, so that a new module must be given its place."""

REGISTRIES = ("deckcheck.rules", "deckcheck.report")
"""Packages that import their modules by name (``importlib``): they import every child."""

KNOWN: dict[tuple[str, str], str] = {}
"""Empty: no import breaks the order. An entry would say why it is there and what would remove
it."""


def layer_of(module: str) -> int:
    """The index in LAYERS of the longest entry ``module`` starts with."""
    best: tuple[int, int] | None = None
    for index, names in enumerate(LAYERS):
        for name in names:
            inside = module.startswith(name + ".") and name != "deckcheck"
            if (module == name or inside) and (
                    best is None or len(name) > best[1]):
                best = (index, len(name))
    if best is None:
        raise AssertionError(f"{module} has no layer: add it to LAYERS")
    return best[0]


@cache
def graph() -> grimp.ImportGraph:
    found = grimp.build_graph("deckcheck", exclude_type_checking_imports=True)
    for registry in REGISTRIES:
        for child in found.find_children(registry):
            found.add_import(importer=registry, imported=child)
    return found


def imports() -> Iterator[tuple[str, str]]:
    found = graph()
    for importer in sorted(found.modules):
        for imported in sorted(found.find_modules_directly_imported_by(importer)):
            yield importer, imported


def test_every_module_belongs_to_a_layer() -> None:
    for module in graph().modules:
        layer_of(module)


def test_stages_import_only_downward() -> None:
    upward = [(a, b) for a, b in imports() if layer_of(b) < layer_of(a) and (a, b) not in KNOWN]
    assert not upward, "imports from a higher stage:\n" + "\n".join(f"{a} -> {b}"
                                                                     for a, b in upward)


def test_no_cycle_but_the_known_ones() -> None:
    """Without the KNOWN imports the graph has no cycle (within a layer either)."""
    edges: dict[str, list[str]] = {}
    for a, b in imports():
        if (a, b) not in KNOWN:
            edges.setdefault(a, []).append(b)
    cycle = _a_cycle(edges)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_a_known_import_is_still_there() -> None:
    found = set(imports())
    gone = [f"{importer} -> {imported}" for importer, imported in sorted(KNOWN)
            if (importer, imported) not in found]
    assert not gone, "no longer imported, remove from KNOWN:\n" + "\n".join(gone)


def test_imports_inside_functions_and_registries_count() -> None:
    """The test would be vacuous if it missed them: a rule module, imported by the registry by
    name only, and the format validation's import of the rules' option models, inside a
    function."""
    found = set(imports())
    assert ("deckcheck.rules", "deckcheck.rules.copy_limit") in found
    assert ("deckcheck.rulesdata.schema", "deckcheck.rulesdata.options") in found


def _a_cycle(edges: dict[str, list[str]]) -> list[str] | None:
    """One cycle of the directed graph, or None (iterative depth-first search)."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    for start in sorted(edges):
        if state.get(start):
            continue
        path = [start]
        stack = [iter(edges.get(start, ()))]
        state[start] = 1
        while stack:
            nxt = next(stack[-1], None)
            if nxt is None:
                state[path.pop()] = 2
                stack.pop()
            elif state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            elif not state.get(nxt):
                state[nxt] = 1
                path.append(nxt)
                stack.append(iter(edges.get(nxt, ())))
    return None
