"""How the reprint rule rules on every print of the catalog that its format does not allow itself.

    python tests/reprint_survey.py [--catalog PATH]

For Standard (prints without mark H, I or J) and Expanded (prints before Black & White), every
print that has a legal print of the same name is compared with the legal prints, as
``not-in-format`` does, and counted by the verdict: legal (identical), undecided (wording, or a
fact recorded for one print only) or not legal (different). Beside it, the verdict of the rule
before structured comparison (one string of attack, ability and card text: equal → legal, else a
warning that passed), so a change of verdict shows. The figures go in closing notes; a sample
of each verdict is printed to read by eye.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter, defaultdict
from pathlib import Path

from deckcheck import data, formats
from deckcheck.catalog.lookup import Catalog
from deckcheck.catalog.records import CatalogCard
from deckcheck.reprints import Sameness, TextRules, compare
from deckcheck.resources import catalog_path


def survey(catalog: Catalog, format_id: str, rules: TextRules) -> None:
    """Print the counts of each verdict, and a few examples of each."""
    game_format = formats.get(data.load(), format_id)
    by_name: dict[str, list[CatalogCard]] = defaultdict(list)
    for card in catalog.all_cards():
        by_name[card.name].append(card)
    verdicts: Counter[Sameness] = Counter()
    changed: Counter[tuple[str, Sameness]] = Counter()
    examples: dict[Sameness, list[str]] = defaultdict(list)
    for name, prints in by_name.items():
        legal = [p for p in prints if game_format.allows(p)]
        if not legal:
            continue
        for own in prints:
            basic_energy = own.category == "Energy" and own.energy_type == "Normal"
            if game_format.allows(own) or basic_energy:
                continue
            found = min((compare(own.game, other.game, rules) for other in legal),
                        key=lambda c: c.sameness)
            verdicts[found.sameness] += 1
            before = "legal" if any(_old_text(own) == _old_text(other) for other in legal) \
                else "passed with a warning"
            changed[before, found.sameness] += 1
            examples[found.sameness].append(
                f"{name} {own.set_code} {own.number}: {'; '.join(found.differences[:2])}")
    total = sum(verdicts.values())
    print(f"{game_format.name}: {total:,} prints not legal by themselves, with a legal print "
          "of the same name")
    for sameness in Sameness:
        print(f"  {sameness.name.lower():<10} {verdicts[sameness]:>6,}   (before: "
              + ", ".join(f"{n:,} {before}" for (before, now), n in sorted(changed.items())
                          if now is sameness) + ")")
    rng = random.Random(7)
    for sameness in (Sameness.DIFFERENT, Sameness.WORDING, Sameness.UNKNOWN):
        for line in rng.sample(examples[sameness], min(5, len(examples[sameness]))):
            print(f"    {sameness.name.lower()}: {line[:160]}")


def _old_text(card: CatalogCard) -> str:
    """The text the rule compared before: attacks, abilities, effect and item, as one string."""
    facts = json.loads(card.game)
    return json.dumps({k: facts[k] for k in ("abilities", "attacks", "effect", "item")
                       if k in facts}, sort_keys=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--catalog", type=Path, default=None)
    args = parser.parse_args()
    rules_data = data.load()
    rules = TextRules.of(rules_data.raw["reprint_rule"], rules_data.parse_print)
    catalog = Catalog(args.catalog or catalog_path(None))
    for format_id in ("standard", "expanded"):
        survey(catalog, format_id, rules)


if __name__ == "__main__":
    main()
