"""The TCGdex .ts reader parses data and refuses code."""

from __future__ import annotations

import pytest

from deckcheck.catalog.tsdata import Ref, TsSyntaxError, parse_module

CARD = """import { Card } from '../../../interfaces'
import Set from '../Temporal Forces'

const card: Card = {
\tset: Set,
\tname: {
\t\ten: "Hero's Cape",
\t\tit: 'Mantello dell\\'Eroe',
\t\t"es-mx": "Capa de H\\u00e9roe",
\t},
\thp: 70,
\tretreat: 1.5,
\tdexId: [25, 26,],
\tholo: true, // a comment
\t/* block */ missing: undefined,
\teffect: {en: "Flip a coin. " +
\t\t"If heads, draw."},
}

export default card
"""


def test_a_card_file_becomes_plain_data() -> None:
    module = parse_module(CARD)
    assert module.imports == {"Card": "../../../interfaces", "Set": "../Temporal Forces"}
    value = module.value
    assert value["set"] == Ref("Set")
    assert value["name"] == {"en": "Hero's Cape", "it": "Mantello dell'Eroe",
                             "es-mx": "Capa de Héroe"}
    assert value["hp"] == 70 and value["retreat"] == 1.5
    assert value["dexId"] == [25, 26] and value["holo"] is True and value["missing"] is None
    assert value["effect"]["en"] == "Flip a coin. If heads, draw."


@pytest.mark.parametrize("source", [
    "const card = { hp: 1 + 2 }\nexport default card",
    "const card = { hp: fetch('http://x') }\nexport default card",
    "const card = { ...other }\nexport default card",
    "const card = { hp: `${x}` }\nexport default card",
    "const card = { hp: 1 }\nexport default other",
    "const card = { hp: 1 }\nexport default card\nrequire('os')",
])
def test_anything_but_data_is_refused(source: str) -> None:
    with pytest.raises(TsSyntaxError):
        parse_module(source)


def test_errors_name_the_line() -> None:
    with pytest.raises(TsSyntaxError, match="line 3"):
        parse_module("const card = {\n  a: 1,\n  b: @\n}\nexport default card")
