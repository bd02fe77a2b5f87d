"""The judge's look-ups: ``deckcheck name A B``, ``deckcheck card``, ``deckcheck rules``."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated, Any

import typer

from deckcheck import exitcodes
from deckcheck.cli.common import (
    LANG_HELP,
    NO_CATALOG,
    _open_catalog,
    _preferred,
    _speaking,
    _user_errors,
)
from deckcheck.errors import (
    CatalogError,
    UsageError,
)
from deckcheck.i18n import _
from deckcheck.terminal import argument, shown

if TYPE_CHECKING:
    from deckcheck.catalog.lookup import Catalog
    from deckcheck.rulesdata import RulesData


def name(
    first: Annotated[str, typer.Argument(help="A card name, as written on a card or a list.")],
    second: Annotated[str, typer.Argument(help="Another card name.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")] = False,
    catalog: Annotated[str | None, typer.Option(
        help="Card catalog used to read names in other languages.")] = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """Are two cards the same name for deck building? Exit 0 if the same, 1 if different, 3 if
    it cannot be told (two unrelated names and no card catalog)."""
    with _speaking(lang):
        _name(argument(first), argument(second), as_json, catalog)


def _name(first: str, second: str, as_json: bool, catalog: str | None) -> None:
    from deckcheck import rulesdata
    from deckcheck.names import compare

    with _user_errors():
        if not first.strip() or not second.strip():
            raise UsageError(_("give two card names (an empty name names no card)"))
        from deckcheck.identify import name_reader

        data, cards = rulesdata.load(), _open_catalog(catalog)
        result = compare.with_catalog(data, first, second, cards, name_reader(data, cards))
    if as_json:
        typer.echo(compare.as_json(result))
    else:
        width = max(len(first), len(second))
        for written, canonical in zip((first, second), result.names, strict=True):
            # The names as written reach the terminal: control characters escaped.
            typer.echo(f"{shown(written):<{width}}  →  {shown(canonical.display)}")
        typer.echo(shown(compare.verdict(result).format(reason=result.reason)))
    raise typer.Exit(exitcodes.NAMES_UNDECIDED if result.same is None
                     else exitcodes.SAME_NAME if result.same else exitcodes.DIFFERENT_NAMES)


def card(
    query: Annotated[str, typer.Argument(
        help="A card name in English, Italian, Spanish, Portuguese, French or German, or a "
             "print such as 'TEF 152'.")],
    catalog: Annotated[str | None, typer.Option(help="Card catalog to search.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")] = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """Show what the card catalog knows about a card: every print, stage, mark, names."""
    with _speaking(lang):
        _card(argument(query), catalog, as_json)


def _card(query: str, catalog: str | None, as_json: bool) -> None:
    from deckcheck import rulesdata
    from deckcheck.names.canonical import rules_for

    with _user_errors():
        cards = _open_catalog(catalog)
        if cards is None:
            raise UsageError(_(NO_CATALOG))
        rules_data = rulesdata.load()
        name = rules_for(rules_data).canonical(query)
        head, _space, tail = query.strip().rpartition(" ")
        printed = cards.by_print(*rules_data.print_key(head, tail)) if head and tail else None
        english = printed.name if printed \
            else cards.resolve(None, name.key, _preferred()).english_name
        if english is None:
            hints = rules_for(rules_data).distinct(cards.suggestions(query, limit=6))
            raise CatalogError(
                _("no card is named {query!r}; did you mean {names}?").format(
                    query=query, names=", ".join(hints)) if hints
                else _("no card is named {query!r}").format(query=query))
        if as_json:
            from deckcheck.i18n import use

            with use("en"):  # machine output: the catalog's own (English) set names
                prints = cards.prints_named(english)
        else:
            prints = cards.prints_named(english)
        energy = _energy_kinds(rules_data, cards, [c for c, _set in prints])
    if as_json:
        typer.echo(json.dumps({"name": english, "names": prints[0][0].names, "prints": [
            {"set": c.set_code, "set_name": set_name, "number": c.number,
             "category": c.category, "stage": c.stage, "regulation_mark": c.regulation_mark,
             "rarity": c.rarity, "illustrator": c.illustrator,
             **({"energy": energy[index]} if energy[index] else {})}
            for index, (c, set_name) in enumerate(prints)]}, ensure_ascii=False))
        return
    from deckcheck.report import card_report

    typer.echo(card_report.title(english, prints[0][0], rules_data))
    typer.echo(card_report.names_line(prints[0][0]))
    for index, (printed, set_name) in enumerate(prints):
        typer.echo(card_report.print_line(printed, set_name, energy[index], rules_data))


def _energy_kinds(rules_data: RulesData, cards: Catalog,
                  prints: list[Any]) -> list[str]:
    """``basic`` or ``special`` for each Energy print, as the checker counts it (data/ first:
    "Darkness Energy" N1 104 is a Special Energy under a basic Energy's name); "" otherwise."""
    from deckcheck.identify import Identifier
    from deckcheck.names.canonical import rules_for

    names = rules_for(rules_data)
    identifier = Identifier(rules_data, names, cards)
    kinds = []
    for printed in prints:
        if printed.category != "Energy":
            kinds.append("")
            continue
        name = names.canonical(printed.name)
        key = rules_data.print_key(printed.set_code, printed.number) \
            if printed.set_code else None
        special = name.basic_energy is None or identifier.special_energy_print(name, key)
        kinds.append("special" if special else "basic")
    return kinds


def rules_command(
    rule_id: Annotated[str | None, typer.Argument(
        help="A rule id (see the list) to explain with its options and examples.",
        show_default=False)] = None,
    markdown: Annotated[bool, typer.Option(
        "--markdown", help="Print the README's rule table.")] = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", help=LANG_HELP + " Default: the locale (LANG).", show_default=False)] = None,
) -> None:
    """List the rules (id, default level, what each checks), or explain one."""
    from deckcheck import rulesdata
    from deckcheck.report import ruledocs
    from deckcheck.rules import RULES_BY_ID

    with _speaking(lang), _user_errors():
        rules_data = rulesdata.load()
        if rule_id is not None and rule_id not in RULES_BY_ID:
            raise UsageError(_("unknown rule {rule!r}; rules: {rules}").format(
                rule=rule_id, rules=", ".join(RULES_BY_ID)))
    if markdown:  # the README's table: English, as the README
        typer.echo(ruledocs.markdown_table(rules_data), nl=False)
        return
    with _speaking(lang):  # `deckcheck rules --lang it`, or --lang before the command
        if rule_id is None:
            typer.echo(ruledocs.listing(), nl=False)
        else:
            import shutil

            # Wrapped to the terminal (at most 100 columns, the width the docstrings are read at).
            width = min(shutil.get_terminal_size((100, 24)).columns - 1, 100)
            typer.echo(ruledocs.explain(rule_id, rules_data, max(width, 40)), nl=False)
