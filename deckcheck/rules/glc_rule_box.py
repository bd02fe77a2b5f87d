"""Gym Leader Challenge: no Rule Box cards.

GLC FAQ (gymleaderchallenge.com/faq): "Pokemon V, EX, GX, BREAK, Radiant Pokémon, ACE SPECs, and
Prism Stars (including Prism Star Trainer and Energy cards)" are not allowed; ex, VMAX, VSTAR,
V-UNION, TAG TEAM and Mega Evolution Pokémon have rules too. Which suffixes make a Rule Box is data
(``rule_box`` in data/suffixes.yaml). Selected by data/formats/glc.yaml.

**Fails** (GLC): 1 Charizard ex OBF 125; 1 Radiant Greninja ASR 46; 1 Computer Search BCR 137.
**Passes** (GLC): 1 Charizard OBF 26; 1 Ultra Ball SVI 196.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.i18n import N_, _
from deckcheck.i18n.glossary import word
from deckcheck.models import Card, Severity, Violation
from deckcheck.rules.base import DeckContext, undecided, violation
from deckcheck.rulesdata.options import RULES
from deckcheck.rulesdata.options.glc_rule_box import Options

ID = "glc-rule-box"
LEVEL = RULES[ID].level
NEEDS: frozenset[str] = frozenset()


def check(deck: DeckContext, options: Options) -> Iterator[Violation]:
    """An error per Rule Box card; a warning for a card that may be an ACE SPEC."""
    rule_box = {s for s, fact in deck.data.suffixes.items() if fact["rule_box"]}
    for card in deck.cards:
        why = _rule_box(card, rule_box, set(options.also))
        if why:
            message, suffix = why
            # The suffix as the reader's cards print it (VSTAR is V ASTRO on an Italian card).
            shown = word("stages", suffix, deck.data) if suffix in deck.data.glossary["stages"] \
                else suffix
            yield violation(ID, Severity.ERROR, _(message).format(
                name=card.named(), suffix=shown, format=deck.format.shown_name), cards=[card])
        elif card.ace_spec is None and "ace-spec" in options.also:
            # Translators: {name} is a card name.
            yield undecided(ID, _('"{name}" may be an ACE SPEC; add set and number').format(
                name=card.named()), cards=[card])


# Translators: {name} is a card name, {format} a format's name and {suffix} a Rule Box suffix
# of a card name (V, VMAX, GX…), written as printed ("a" before a consonant sound).
_SUFFIX_A = N_('"{name}" is a {suffix} card; {format} allows no Rule Box cards')
# Translators: {name} is a card name, {format} a format's name and {suffix} a Rule Box suffix
# of a card name (ex, EX…), written as printed ("an" before a vowel).
_SUFFIX_AN = N_('"{name}" is an {suffix} card; {format} allows no Rule Box cards')
# Translators: {name} is a card name, {format} a format's name.
_RADIANT = N_('"{name}" is a Radiant Pokémon; {format} allows no Rule Box cards')
# Translators: {name} is a card name, {format} a format's name.
_ACE_SPEC = N_('"{name}" is an ACE SPEC card; {format} allows no Rule Box cards')
# Translators: {name} is a card name, {format} a format's name.
_MEGA = N_('"{name}" is a Mega Evolution Pokémon; {format} allows no Rule Box cards')


def _rule_box(card: Card, rule_box: set[str], also: set[str]) -> tuple[str, str] | None:
    """The message (untranslated) saying why the card has a Rule Box, and the suffix if any."""
    found = [s for s in card.name.suffixes if s in rule_box]
    if found:
        return (_SUFFIX_AN if found[0][:1] in "aeiouAEIOU" else _SUFFIX_A), found[0]
    if card.radiant and "radiant" in also:
        return _RADIANT, ""
    if card.ace_spec and "ace-spec" in also:
        return _ACE_SPEC, ""
    if card.name.mega and "mega" in also:
        return _MEGA, ""
    return None
