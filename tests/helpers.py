"""One tiny helper every rule test goes through (the yamllint ``RuleTestCase`` idea)."""

from __future__ import annotations

from deckcheck.checker import Checker
from deckcheck.models import DeckResult, Severity, Violation

FILLER_SIZE = 60


def deck(lines: str, fill: bool = True) -> str:
    """A decklist from card lines, topped up to 60 cards with basic Energy unless ``fill`` is off.

    The filler is basic Energy (exempt from every limit) and a Pikachu V (a Basic Pokémon by its
    name), so the only violations left are the ones the test is about.
    """
    body = [line.strip() for line in lines.strip().splitlines() if line.strip()]
    if not fill:
        return "\n".join(body) + "\n"
    body.append("1 Pikachu V SWSH 43")
    total = 0
    for line in body:
        first = line.split()[0].rstrip("xX")
        if first.isdigit():
            total += int(first)
    if total < FILLER_SIZE:
        body.append(f"{FILLER_SIZE - total} Basic {{L}} Energy SVE 4")
    return "\n".join(body) + "\n"


def check(checker: Checker, text: str) -> DeckResult:
    return checker.check_bytes(text.encode("utf-8"), "test.txt")


def problems(checker: Checker, text: str, rule: str,
             severity: Severity | None = None) -> list[Violation]:
    """The violations of one rule (optionally of one severity) for a decklist text."""
    return [v for v in check(checker, text).violations
            if v.rule == rule and (severity is None or v.severity is severity)]


def errors(checker: Checker, text: str, rule: str) -> list[Violation]:
    return problems(checker, text, rule, Severity.ERROR)


def warnings(checker: Checker, text: str, rule: str) -> list[Violation]:
    return problems(checker, text, rule, Severity.WARNING)
