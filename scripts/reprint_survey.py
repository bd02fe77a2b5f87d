"""How the reprint rule rules on every print of the catalog that its format does not allow itself.

    python scripts/reprint_survey.py [--catalog PATH] [--all-identical] [--date YYYY-MM-DD ...]

For Standard and Expanded as they are today (or, with ``--date``, for Standard as it stood on each
day given: one season's pool, 2023-04-14, 2024-04-05, ...), every print that has a legal print of
the same name, was out by then and is not legal itself is compared with the legal prints, as
``not-in-format`` does (the card's own name read as "this card"), and counted by the verdict:
legal (identical), undecided (wording, or a fact recorded for one print only) or not legal
(different). Each count is given before and after the template equivalences of
data/reprint_templates.yaml, with every print that they make identical (the pairs to check by
eye) and a sample of each verdict. The figures go in closing notes.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter, defaultdict

from deckcheck import formats, rulesdata
from deckcheck.catalog.lookup import Catalog
from deckcheck.catalog.records import CatalogCard
from deckcheck.formats import GameFormat, dated
from deckcheck.formats.dated_format import DatedFormat
from deckcheck.formats.reprints import Comparison, Sameness, TextRules, compare
from deckcheck.rulesdata.resources import catalog_path


def best(own: CatalogCard, legal: list[CatalogCard], rules: TextRules) -> tuple[Comparison, str]:
    """The closest legal print to ``own`` and the verdict on the two."""
    found = [(compare(own.game, other.game, rules, own.name), f"{other.set_code} {other.number}")
             for other in legal]
    return min(found, key=lambda pair: pair[0].sameness)


def survey(catalog: Catalog, game_format: GameFormat, before: TextRules, after: TextRules,
           all_identical: bool) -> None:
    """Print the counts of each verdict before and after the templates, and examples."""
    by_name: dict[str, list[CatalogCard]] = defaultdict(list)
    for card in catalog.all_cards():
        by_name[card.name].append(card)
    counts: dict[str, Counter[Sameness]] = {"before": Counter(), "after": Counter()}
    newly: list[str] = []
    examples: dict[Sameness, list[str]] = defaultdict(list)
    for name, prints in by_name.items():
        legal = [p for p in prints if game_format.allows(p)]
        if not legal:
            continue
        for own in prints:
            basic_energy = own.category == "Energy" and own.energy_type == "Normal"
            # On a day: a print not out yet is in no list, one in doubt is the history's business.
            if game_format.allows(own) or basic_energy or not game_format.may_be_held(own) \
                    or game_format.may_allow(own):
                continue
            old, _ = best(own, legal, before)
            new, other = best(own, legal, after)
            counts["before"][old.sameness] += 1
            counts["after"][new.sameness] += 1
            if new.sameness is Sameness.IDENTICAL and old.sameness is not Sameness.IDENTICAL:
                newly.append(f"{name} {own.set_code} {own.number} = {other} "
                             f"(was {old.sameness.name.lower()})")
            examples[new.sameness].append(
                f"{name} {own.set_code} {own.number}: {'; '.join(new.differences[:2])}")
    total = sum(counts["after"].values())
    day = f" on {game_format.day}" if isinstance(game_format, DatedFormat) else ""
    print(f"{game_format.name}{day}: {total:,} prints not legal by themselves, with a legal print "
          "of the same name")
    for sameness in Sameness:
        was, now = counts["before"][sameness], counts["after"][sameness]
        change = f" ({(now - was) / was:+.0%})" if was else ""
        print(f"  {sameness.name.lower():<10} before templates {was:>6,}   after {now:>6,}{change}")
    print(f"  newly identical: {len(newly)}")
    rng = random.Random(7)
    shown = sorted(newly) if all_identical else rng.sample(newly, min(12, len(newly)))
    for line in shown:
        print(f"    = {line}")
    for sameness in (Sameness.DIFFERENT, Sameness.WORDING, Sameness.CHOICE, Sameness.UNKNOWN):
        for line in rng.sample(examples[sameness], min(5, len(examples[sameness]))):
            print(f"    {sameness.name.lower()}: {line[:160]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--catalog", default=None)
    parser.add_argument("--all-identical", action="store_true",
                        help="list every print the templates make identical, not a sample")
    parser.add_argument("--date", nargs="+", default=(), metavar="YYYY-MM-DD",
                        help="survey Standard as it stood on each day instead of today's formats")
    args = parser.parse_args()
    rules_data = rulesdata.load()
    before = TextRules.of(rules_data.reprint_rule, rules_data.parse_print)
    after = TextRules.of(rules_data.reprint_rule, rules_data.parse_print,
                         rules_data.reprint_templates)
    catalog = Catalog(catalog_path(args.catalog))
    surveyed = [dated.get(rules_data, "standard", dated.parse_day(day)) for day in args.date] \
        or [formats.get(rules_data, format_id) for format_id in ("standard", "expanded")]
    for game_format in surveyed:
        survey(catalog, game_format, before, after, args.all_identical)


if __name__ == "__main__":
    main()
