"""Format data that reaches users between releases of the code.

A format's card pool, its bans and the sets' legal days change more often than deckcheck does.
So everything under ``data/`` can travel as a *bundle* (:mod:`.bundle`): one ``.tar.gz`` with a
manifest that names the day each format's data was read against the official statements and the
sha256 of every file. ``deckcheck formats update`` verifies a bundle and installs it beside the
card catalog (:mod:`.install`); each run then uses the newest data it has (:mod:`.choice`), the
data shipped with the code being the floor.
"""

from __future__ import annotations

DATA_SCHEMA = 2
"""The shape of data/ this code reads. Bump it when a data file gains a key or a meaning that
older code would refuse or misread: a bundle is installed only by code of the same schema.
2: format files say what they are as of a day (``history``) and whether they rotate."""
