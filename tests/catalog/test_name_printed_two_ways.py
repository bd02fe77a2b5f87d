"""One card's name printed two ways is one name: Impostor and Imposter Professor Oak.

"The Base Set 73/102 1st Edition printing uses 'or'. All other Base Set 73/102 printings use
'er'. Base Set 2 102/130 uses 'er'. The Celebrations reprint is based on the non-1st Edition
printing from Base Set." (https://www.pojo.com/imposter-professor-oak-pokemon-throwback-thursday-1999/:
"They're the same card"). The card data names it both ways (TCGdex: Impostor for Base Set 73 and
Base Set 2 102, Imposter for Celebrations Classic Collection 4): counted apart, eight copies were
legal. data/spellings.yaml ``names``.
"""

from __future__ import annotations

from helpers import check, deck

from deckcheck.checker import Checker
from deckcheck.models import Severity


def test_both_spellings_count_together(unlimited: Checker) -> None:
    result = check(unlimited, deck("4 Impostor Professor Oak\n4 Imposter Professor Oak"))
    assert [v.rule for v in result.violations if v.severity is Severity.ERROR] == ["copy-limit"]
    assert not result.legal


def test_the_base_set_2_print_written_as_printed_is_that_card(unlimited: Checker) -> None:
    """"3 Imposter Professor Oak B2 102" as Base Set 2 prints it: that print, no slip."""
    result = check(unlimited, deck("3 Imposter Professor Oak B2 102"))
    [card] = [card for card in result.cards if card.line.text == "Imposter Professor Oak"]
    assert card.print_key == ("B2", "102") and card.print_mismatch is None
    assert result.legal
