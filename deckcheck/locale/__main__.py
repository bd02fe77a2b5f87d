"""Keep the message catalogs in step with the code: ``python -m deckcheck.locale [COMMAND]``.

* ``extract``: write ``deckcheck.pot`` from every message the code marks (``_``, ``ngettext``,
  ``N_``), with the file and line it comes from.
* ``update``: merge the template into each language's ``.po``, keeping its translations (new
  messages arrive untranslated; ``tests/test_i18n.py`` then fails until they are translated).
* ``compile``: write each ``.mo`` the program reads.
* no command: all three, in that order.

Uses Babel (a dependency; the program itself reads only the ``.mo`` files, and Babel for the
format of dates and numbers in another language than English).
"""

from __future__ import annotations

import sys

from deckcheck.locale.catalogs import compile_all, extract, update_all


def main(argv: list[str]) -> int:
    """Run the commands named in ``argv`` (all of them when none is)."""
    commands = argv or ["extract", "update", "compile"]
    actions = {"extract": extract, "update": update_all, "compile": compile_all}
    unknown = [c for c in commands if c not in actions]
    if unknown:
        print(f"unknown command {unknown[0]!r}: use extract, update or compile", file=sys.stderr)
        return 2
    for command in commands:
        actions[command]()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
