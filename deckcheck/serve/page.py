"""The page, rendered on the server in the active language.

Every piece of text that reaches the page — the list as pasted, a file's name, a card's name, a
message quoting a line — goes through :func:`esc`: a card line holding ``<script>`` or an
``onerror=`` attribute is shown as text. Markup is built only by :func:`fill` from templates in
this module, with every value escaped unless it is markup this module built (:class:`Html`).
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import TYPE_CHECKING

from deckcheck.export.sheet import DIVISIONS
from deckcheck.i18n import LANGUAGES, _, language, ngettext
from deckcheck.i18n import day as written_day
from deckcheck.lite_dataclass import dataclass

if TYPE_CHECKING:
    from deckcheck.models import DeckResult, Violation
    from deckcheck.names.compare import Comparison
    from deckcheck.report.provenance import Provenance
    from deckcheck.rulesdata import RulesData
    from deckcheck.run import Checked

ENDONYMS = {"en": "English", "it": "Italiano", "es": "Español", "pt": "Português (Brasil)",
            "fr": "Français", "de": "Deutsch"}
"""Each language by its own name, as a language menu shows it to someone who reads it."""
CARDS_SHOWN = 12
"""Cards a finding lists before "… and N more" (as the text report)."""


class Html(str):
    """Markup this module built: put into a page as it is."""

    __slots__ = ()


def esc(value: object) -> Html:
    """``value`` as text in a page (``<``, ``&``, quotes escaped), unless it is :class:`Html`."""
    if isinstance(value, Html):
        return value
    return Html(html.escape(str(value), quote=True))


def fill(template: str, **values: object) -> Html:
    """``template``, markup written in this module (never text from elsewhere), with each
    ``{name}`` replaced by its value, escaped."""
    return Html(template.format(**{name: esc(value) for name, value in values.items()}))


def words(message: str, **values: object) -> Html:
    """A translated ``message`` with markup in its placeholders: the message is escaped as
    text, the values as :func:`fill` escapes them."""
    return Html(esc(message).format(**{name: esc(value) for name, value in values.items()}))


def join(parts: Iterable[Html], separator: str = "") -> Html:
    """Markup pieces side by side."""
    return Html(esc(separator).join(parts))


@dataclass(frozen=True)
class View:
    """What one answer shows."""

    chosen: str | None
    """The language chosen on the page, or None: automatic."""
    token: str
    fields: dict[str, str]
    """The form's values, to fill it again (the list, the format, the player's details)."""
    formats: tuple[tuple[str, str], ...]
    has_catalog: bool
    provenance: Provenance
    rules_data: RulesData
    checked: Checked | None = None
    message: str | None = None
    status_text: str | None = None
    names: tuple[str, str, Comparison] | None = None


def render(view: View) -> str:
    """The whole page, in the active language."""
    code = language()
    main = []
    if view.status_text is not None:
        main.append(fill('<p class="notice" role="alert">{text}</p>', text=view.status_text))
    if view.message is not None:
        main.append(fill('<p class="notice" role="alert" id="message">{text}</p>',
                         text=view.message))
    if view.checked is not None:
        main.append(_result(view, view.checked))
    if view.names is not None:
        main.append(_name_answer(*view.names))
    main.append(_deck_form(view))
    main.append(_name_form(view))
    skip = fill('<a class="skip" href="#result">{text}</a>', text=_("Skip to the verdict")) \
        if view.checked is not None else Html("")
    return fill(
        '<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="color-scheme" content="light">\n'
        '<title>{title}</title>\n<link rel="stylesheet" href="/static/page.css">\n'
        '<script src="/static/page.js" defer></script>\n</head>\n<body>\n{skip}'
        '<header>\n<h1>deckcheck</h1>\n<p class="tagline">{tagline}</p>\n{languages}'
        '</header>\n<main>\n{main}</main>\n<footer>\n{footer}</footer>\n</body>\n</html>\n',
        lang=code, title=_("deckcheck: is this deck legal?"), skip=skip,
        tagline=_("Checks a Pokémon TCG decklist against the rulebook, and says exactly why "
                  "not. Nothing you send is kept."),
        languages=_language_form(view), main=join(main, "\n"), footer=_footer(view))


def _language_form(view: View) -> Html:
    """The language menu: a form of its own (GET), so that it works before any list."""
    options = [fill('<option value=""{selected}>{name}</option>',
                    selected=Html(" selected") if view.chosen is None else Html(""),
                    name=_("Automatic (the list's language, else your browser's)"))]
    for code in LANGUAGES:
        options.append(fill('<option value="{code}"{selected}>{name}</option>', code=code,
                            selected=Html(" selected") if view.chosen == code else Html(""),
                            name=ENDONYMS[code]))
    return fill(
        '<form method="get" action="/" class="languages" id="languages">\n'
        '<label for="lang-choice">{label}</label>\n'
        '<select id="lang-choice" name="lang">{options}</select>\n'
        '<button type="submit">{button}</button>\n</form>\n',
        label=_("Language"), options=join(options), button=_("Change language"))


def _deck_form(view: View) -> Html:
    f = view.fields
    formats = join(fill('<option value="{id}"{selected}>{name}</option>', id=format_id,
                        selected=Html(" selected") if f.get("format") == format_id
                        else Html(""), name=_(name))
                   for format_id, name in _with_settings_format(view))
    divisions = [fill('<option value="">{text}</option>', text=_("(not given)"))]
    divisions += [fill('<option value="{id}"{selected}>{name}</option>', id=key,
                       name=key.capitalize(),  # Junior, Senior, Masters, as the sheet says
                       selected=Html(" selected") if f.get("division") == key else Html(""))
                  for key in DIVISIONS]
    clients = join(fill('<option value="{code}"{selected}>{name}</option>', code=code,
                        name=ENDONYMS[code], selected=Html(" selected")
                        if f.get("client", language()) == code else Html(""))
                   for code in LANGUAGES)
    papers = join(fill('<option value="{id}"{selected}>{name}</option>', id=key, name=name,
                       selected=Html(" selected") if f.get("paper", "a4") == key else Html(""))
                  for key, name in (("a4", "A4"), ("letter", _("US Letter"))))
    return fill(
        '<section id="deck" aria-labelledby="deck-title">\n'
        '<h2 id="deck-title">{title}</h2>\n'
        '<form method="post" action="/check" enctype="multipart/form-data" id="deck-form">\n'
        '<input type="hidden" name="token" value="{token}">\n'
        '<input type="hidden" name="lang" value="{chosen}">\n'
        '<label for="text">{text_label}</label>\n'
        '<textarea id="text" name="text" rows="16" spellcheck="false" autocapitalize="off" '
        'autocomplete="off">{text}</textarea>\n'
        '<div class="drop" id="drop">\n<label for="file">{file_label}</label>\n'
        '<input type="file" id="file" name="file" accept=".txt,.deck,.dek,.list,text/plain">\n'
        '</div>\n<div class="row">\n'
        '<div><label for="format">{format_label}</label>\n'
        '<select id="format" name="format">{formats}</select></div>\n'
        '<div><label for="date">{date_label}</label>\n'
        '<input type="date" id="date" name="date" value="{date}"></div>\n'
        '</div>\n'
        '<button type="submit" class="primary">{check}</button>\n'
        '<fieldset id="export">\n<legend>{export_title}</legend>\n'
        '<p class="hint">{export_hint}</p>\n<div class="row">\n'
        '<div><label for="player_name">{name_label}</label>\n'
        '<input id="player_name" name="player_name" value="{player_name}" maxlength="100" '
        'autocomplete="name" data-keep="1"></div>\n'
        '<div><label for="player_id">{id_label}</label>\n'
        '<input id="player_id" name="player_id" value="{player_id}" maxlength="40" '
        'inputmode="numeric" autocomplete="off" data-keep="1"></div>\n'
        '<div><label for="birth_date">{birth_label}</label>\n'
        '<input type="date" id="birth_date" name="birth_date" value="{birth_date}" '
        'autocomplete="bday" data-keep="1"></div>\n'
        '<div><label for="division">{division_label}</label>\n'
        '<select id="division" name="division" data-keep="1">{divisions}</select></div>\n'
        '<div><label for="paper">{paper_label}</label>\n'
        '<select id="paper" name="paper" data-keep="1">{papers}</select></div>\n'
        '<div><label for="client">{client_label}</label>\n'
        '<select id="client" name="client">{clients}</select></div>\n'
        '</div>\n<p><input type="checkbox" id="force" name="force"{force}> '
        '<label for="force" class="inline">{force_label}</label></p>\n'
        '<div class="buttons">\n'
        '<button type="submit" formaction="/export" name="to" value="registration">'
        '{sheet}</button>\n'
        '<button type="submit" formaction="/export" name="to" value="ptcgl">{ptcgl}</button>\n'
        '</div>\n</fieldset>\n</form>\n</section>\n',
        title=_("Your decklist"), token=view.token, chosen=view.chosen or "",
        text_label=_("Paste your list: a Pokémon TCG Live or Online export, or one card a "
                     "line (4 Card Name SET 123)"),
        text=f.get("text", ""),
        file_label=_("…or choose its file (or drop it here)"),
        format_label=_("Format"), formats=formats,
        date_label=_("As of (empty: today)"), date=f.get("date", ""),
        check=_("Check the list"),
        export_title=_("Download"),
        export_hint=_("Your details stay in this browser: they are sent only to draw the "
                      "sheet, and never kept."),
        name_label=_("Player name"), player_name=f.get("player_name", ""),
        id_label=_("Player ID"), player_id=f.get("player_id", ""),
        birth_label=_("Date of birth"), birth_date=f.get("birth_date", ""),
        division_label=_("Age division"), divisions=join(divisions),
        paper_label=_("Paper"), papers=papers,
        client_label=_("Language of the Pokémon TCG Live import"), clients=clients,
        force=Html(" checked") if f.get("force") == "on" else Html(""),
        force_label=_("Export anyway (the registration sheet then lists every problem)"),
        sheet=_("Registration sheet (PDF)"), ptcgl=_("Pokémon TCG Live import"))


def _with_settings_format(view: View) -> list[tuple[str, str]]:
    """The shipped formats, and the settings' own when it is another (a format file)."""
    choices = list(view.formats)
    chosen = view.fields.get("format", "")
    if chosen and chosen not in {format_id for format_id, _ in choices}:
        choices.append((chosen, chosen))
    return choices


def _name_form(view: View) -> Html:
    f = view.fields
    return fill(
        '<section id="names" aria-labelledby="names-title">\n'
        '<h2 id="names-title">{title}</h2>\n<p class="hint">{hint}</p>\n'
        '<form method="post" action="/name" id="name-form">\n'
        '<input type="hidden" name="token" value="{token}">\n'
        '<input type="hidden" name="lang" value="{chosen}">\n<div class="row">\n'
        '<div><label for="first">{first_label}</label>\n'
        '<input id="first" name="first" value="{first}" maxlength="200" autocomplete="off">'
        '</div>\n<div><label for="second">{second_label}</label>\n'
        '<input id="second" name="second" value="{second}" maxlength="200" '
        'autocomplete="off"></div>\n</div>\n'
        '<button type="submit">{button}</button>\n</form>\n</section>\n',
        title=_("Same name?"),
        hint=_("Do two cards count as one name for the 4-copy rule? Level and δ are not part of "
               "a name; owners, regional forms and suffixes (ex, EX) are."),
        token=view.token, chosen=view.chosen or "",
        first_label=_("First card"), first=f.get("first", ""),
        second_label=_("Second card"), second=f.get("second", ""), button=_("Compare"))


def _name_answer(first: str, second: str, answer: Comparison) -> Html:
    from deckcheck.names.compare import verdict as sentence

    verdict = sentence(answer)
    rows = join(fill('<li><span class="written">{written}</span> → <strong>{name}</strong>'
                     '</li>', written=written, name=canonical.display)
                for written, canonical in zip((first, second), answer.names, strict=True))
    return fill(
        '<section id="name-answer" class="answer {kind}" aria-labelledby="name-answer-title" '
        'tabindex="-1">\n<h2 id="name-answer-title">{title}</h2>\n<ul>{rows}</ul>\n'
        '<p>{verdict}</p>\n</section>\n',
        kind="undecided" if answer.same is None else "same" if answer.same else "different",
        title=_("Same name?"), rows=rows,
        verdict=verdict.format(reason=answer.reason))


# --- the verdict ---------------------------------------------------------------------------

_VERDICT_CLASS = {"legal": "legal", "not-legal": "not-legal", "undecided": "undecided"}


def _result(view: View, checked: Checked) -> Html:
    result = checked.result
    word = {"legal": _("LEGAL"), "not-legal": _("NOT LEGAL"),
            "undecided": _("UNDECIDED")}[result.verdict.value]
    findings = _findings(result)
    heading = fill("{verdict} ({findings})", verdict=word, findings=findings) if findings \
        else esc(word)
    format_name = checked.game_format.shown_name
    day = getattr(checked.game_format, "day", None)
    if checked.game_format.dated and day is not None:
        format_name = _("{format} as of {day}").format(format=format_name, day=written_day(day))
    c = result.counts
    parts = [_("Pokémon {count}").format(count=c["pokemon"]),
             _("Trainer {count}").format(count=c["trainer"]),
             _("Energy {count}").format(count=c["energy"])]
    unsorted = c["total"] - c["pokemon"] - c["trainer"] - c["energy"]
    if unsorted:
        parts.append(_("not sorted {count}").format(count=unsorted))
    parts.append(_("Total {count}").format(count=c["total"]))
    violations = join((_violation(v, view.rules_data) for v in result.violations), "\n")
    return fill(
        '<section id="result" class="result {kind}" aria-labelledby="verdict" tabindex="-1">\n'
        '<h2 id="verdict"><span class="verdict">{heading}</span></h2>\n'
        '<p class="format">{format}</p>\n<p class="counts">{counts}</p>\n'
        '<ol class="findings">{violations}</ol>\n{lines}</section>\n',
        kind=_VERDICT_CLASS[result.verdict.value], heading=heading, format=format_name,
        counts=" · ".join(parts), violations=violations,
        lines=_lines(view.fields.get("text", ""), result))


def _findings(result: DeckResult) -> str:
    from deckcheck.report.text import findings

    return ", ".join(findings(result))


def _kind(v: Violation) -> str:
    from deckcheck.models import Severity

    if v.severity is Severity.ERROR:
        return "error"
    return "undecided" if v.undecided else "warning"


def _violation(v: Violation, data: RulesData) -> Html:
    from deckcheck.report.text import rule_text

    kind = _kind(v)
    label = {"error": _("error"), "undecided": _("undecided"), "warning": _("warning")}[kind]
    where = Html("")
    if v.lines:
        links = join((fill('<a href="#L{n}">{n}</a>', n=n) for n in v.lines), ", ")
        where = words(ngettext("line {lines}:", "lines {lines}:", len(v.lines)), lines=links)
    cards = [fill("<li>{card}</li>", card=card) for card in v.cards[:CARDS_SHOWN]]
    if len(v.cards) > CARDS_SHOWN:
        more = len(v.cards) - CARDS_SHOWN
        cards.append(fill("<li>{text}</li>", text=ngettext(
            "… and {count} more", "… and {count} more", more).format(count=more)))
    rule = rule_text(v, data)
    return fill(
        '<li class="{kind}"><span class="label">{label}</span> <code>{rule}</code> '
        '{where} <span class="message">{message}</span>{cards}{citation}</li>',
        kind=kind, label=label, rule=v.rule, where=where, message=v.message,
        cards=fill('<ul class="cards">{items}</ul>', items=join(cards)) if cards else Html(""),
        citation=fill('<p class="rule">{text}</p>', text=rule) if rule else Html(""))


def _lines(text: str, result: DeckResult) -> Html:
    """The list as pasted, one item a line, each line a violation names marked with its
    findings, each card line with the English name it counts as when it is written otherwise."""
    from deckcheck.read.decklist import split_lines

    marks: dict[int, list[Violation]] = {}
    for v in result.violations:
        for n in v.lines:
            marks.setdefault(n, []).append(v)
    english = {card.line.line_number: card.name.display for card in result.cards}
    written = {card.line.line_number: card.line.text for card in result.cards}
    order = {"error": 0, "undecided": 1, "warning": 2}
    items = []
    for number, line in enumerate(split_lines(text), start=1):
        found = marks.get(number, [])
        kinds = sorted({_kind(v) for v in found}, key=order.__getitem__)
        name = english.get(number)
        beside = fill(' <span class="english" lang="en"><span class="sr">{label} </span>{name}'
                      '</span>', label=_("English name:"), name=name) \
            if name is not None and name != written.get(number) else Html("")
        tags = join(fill(' <span class="tag {kind}">{rule}</span>', kind=_kind(v), rule=v.rule)
                    for v in found)
        items.append(fill('<li id="L{n}" class="{kind}"><span class="n">{n}</span>'
                          '<span class="text">{line}</span>{beside}{tags}</li>', n=number,
                          kind=f"marked {kinds[0]}" if kinds else "", line=line or " ",
                          beside=beside, tags=tags))
    return fill('<h3>{title}</h3>\n<ol class="lines">{items}</ol>\n',
                title=_("Your list, line by line"), items=join(items, "\n"))


def _footer(view: View) -> Html:
    from deckcheck import __version__

    lines = [fill("<p>{text}</p>", text=view.provenance.sentence())]
    if not view.has_catalog:
        # The command line's own message (cli.NO_CATALOG), written out: importing the
        # command line would load Typer into every page drawn by a server started without it.
        lines.append(fill('<p class="notice">{text}</p>', text=_(
            "no card catalog installed; run `deckcheck catalog update`")))
    lines.append(fill("<p>deckcheck {version}</p>", version=__version__))
    return join(lines, "\n")
