"""Where the card catalog and ``data/`` disagree. ``data/`` is the authority; this lists the rest.

It also lists the catalog's sets that data/set_codes.yaml does not list, or lists with no code
that any client, site or list archive is known to write (``set-not-listed``,
``set-code-unsourced``, ``set-without-code``): lists may name their cards in ways deckcheck does
not read yet.

Known kinds of catalog error (seen in the TCGdex data and listed by this audit): Pokémon with
no stage, Special Energy with ``energyType: "Normal"``, a Prism Star card without ◇, LEGEND halves
marked Basic, Black & White ACE SPEC cards not marked as such. A print that ``data/`` lists but the
catalog lacks, or names differently, may instead be a mistake in ``data/``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from deckcheck.catalog.lookup import Catalog
from deckcheck.i18n import N_, _
from deckcheck.lite_dataclass import dataclass
from deckcheck.names.canonical import rules_for
from deckcheck.names.folding import fold
from deckcheck.rulesdata import RulesData


@dataclass(frozen=True)
class Finding:
    """One disagreement: its kind, the print involved and what differs."""

    kind: str
    card: str
    message: str


def audit(catalog: Catalog, data: RulesData) -> Iterator[Finding]:
    """Every disagreement between the catalog and the rules data, kind by kind."""
    yield from _listed_prints(catalog, data)
    yield from _catalog_rows(catalog, data)
    yield from _set_codes(catalog, data)


def _set_codes(catalog: Catalog, data: RulesData) -> Iterator[Finding]:
    """The catalog's sets that data/set_codes.yaml does not list, or lists with no code any
    client, site or list archive is known to write: lists may name them in ways deckcheck does
    not read."""
    table = data.set_table
    for set_id, code, name in catalog.sets_with_cards():
        where = f"{set_id} ({code or 'no code'})"
        if set_id not in table["codes"] and set_id not in table["unlisted"]:
            yield Finding("set-not-listed", where, _(
                "{name}: data/set_codes.yaml does not list this set; lists can name its cards "
                "only by TCGdex's code or by name").format(name=name))
        elif set_id in table["unlisted"]:
            listed, why = table["unlisted"][set_id]
            if why is not None:
                # Translators: {why} says why no source gives the set a code (data/, English).
                yield Finding("set-without-code", where, _(
                    "{name}: no client, site or database gives this set a code ({why}); lists "
                    "can name its cards only by name").format(name=listed, why=why))
            else:
                yield Finding("set-code-unsourced", where, _(
                    "{name}: no client, site or list archive is known to write a code for this "
                    "set; the codes deckcheck reads for it come from card databases").format(
                        name=listed))


def _listed_prints(catalog: Catalog, data: RulesData) -> Iterator[Finding]:
    names = rules_for(data)
    lists: dict[str, tuple[list[Mapping[str, Any]], str]] = {
        stem: (list(data.card_list(stem)["cards"]), label) for stem, label in (
            ("ace_spec", "ACE SPEC"), ("radiant", "Radiant"), ("prism_star", "Prism Star"),
            ("pokemon_star", "Pokémon Star"))}
    # Translators: a kind of card entry in data/ (the others are card kinds: ACE SPEC, Radiant).
    lists["copy_limits"] = (list(data.copy_limits["cards"]), N_("copy-limit override"))
    for stem, (entries, label) in lists.items():
        for entry in entries:
            for ref in entry.get("prints", []):
                yield from _check_print(catalog, data, names.canonical(entry["name"]).key,
                                        entry["name"], ref, _(label))
                found = catalog.by_print(*data.parse_print(ref))
                if found is None:
                    continue
                if stem == "prism_star" and "◇" not in found.name:
                    yield Finding("prism-star-symbol", ref, _(
                        "catalog name {name!r} lacks the ◇ of {listed!r}").format(
                            name=found.name, listed=entry["name"]))
                if stem == "ace_spec" and found.rarity != "ACE SPEC Rare":
                    yield Finding("ace-spec-unmarked", ref, _(
                        "{name}: rarity {rarity!r}, but it is an ACE SPEC").format(
                            name=found.name, rarity=found.rarity))
    for card in data.v_union["cards"]:
        for illustration in card["illustrations"]:
            for ref in illustration["prints"]:
                key = names.canonical(card["name"]).key
                yield from _check_print(catalog, data, key, card["name"], ref, "V-UNION")
                found = catalog.by_print(*data.parse_print(ref))
                artist = illustration["artist"]
                if found is not None and artist and found.illustrator != artist:
                    yield Finding("v-union-artist", ref, _(
                        "illustrator {illustrator!r} in the catalog, {artist!r} in "
                        "data/cards/v_union.yaml").format(illustrator=found.illustrator,
                                                          artist=artist))


def _check_print(catalog: Catalog, data: RulesData, key: str, name: str, ref: str,
                 label: str) -> Iterator[Finding]:
    found = catalog.by_print(*data.parse_print(ref))
    if found is None:
        # Translators: {label} is a kind of card ("ACE SPEC"), {ref} a print ("SSP 180").
        yield Finding("data-print-missing", ref, _(
            "{label} {name!r} is listed in data/ at {ref}, which the catalog does not "
            "have").format(label=label, name=name, ref=ref))
    elif not catalog.has_key(found, key):
        yield Finding("data-print-name", ref, _(
            "data/ lists {label} {name!r} at {ref}; the catalog has {found!r}").format(
                label=label, name=name, ref=ref, found=found.name))


def _catalog_rows(catalog: Catalog, data: RulesData) -> Iterator[Finding]:
    energy = data.energy_spellings
    special = {data.parse_print(ref) for entry in data.card_list("special_energy")["cards"]
               for ref in entry["prints"]}
    for card in catalog.all_cards():
        where = f"{card.set_code or '(no code)'} {card.number}"
        if card.category == "Pokemon" and not card.stage:
            yield Finding("pokemon-without-stage", where,
                          _("{name} has no stage").format(name=card.name))
        if card.category == "Energy" and card.energy_type == "Normal" \
                and fold(card.name) not in energy:
            yield Finding("special-energy-as-basic", where, _(
                "{name} is marked basic (energyType Normal) but is not one of the nine basic "
                "Energy cards").format(name=card.name))
        if card.category == "Energy" and card.energy_type == "Special" \
                and fold(card.name) in energy and card.set_code \
                and data.print_key(card.set_code, card.number) not in special:
            yield Finding("special-energy-not-listed", where, _(
                "{name} is Special Energy in the catalog but not listed in "
                "data/cards/special_energy.yaml (it is taken as Special all the same)").format(
                    name=card.name))
        if "LEGEND" in card.name and card.stage == "Basic":
            yield Finding("legend-as-basic", where, _(
                "{name} is marked Basic; LEGEND halves are not Basic Pokémon").format(
                    name=card.name))
