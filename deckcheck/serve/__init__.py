"""``deckcheck serve``: the page for players who do not use a terminal, and its JSON routes.

One server-rendered page (it works without JavaScript) to paste or drop a list, see its verdict
with every violation marked on the list's own lines, download the registration sheet and the
Pokémon TCG Live import, and ask "same name?"; ``POST /api/check`` and ``POST /api/name``
answer exactly as ``check --output json`` and ``name --json`` do.

Built on the standard library's ``http.server`` (see :mod:`deckcheck.serve.server` for why and
for the limits that make it safe to host). The surface is :func:`start`: everything else is
inside the package.
"""

from __future__ import annotations

from deckcheck.serve.server import Limits, PageServer, start

__all__ = ["Limits", "PageServer", "start"]
