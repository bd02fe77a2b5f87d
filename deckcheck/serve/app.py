"""The page's routes: a request in, an answer out (no sockets here).

========================  ==============================================================
``GET /``                 the page, in the language asked (``?lang=``), else the browser's
``POST /check``           the page with a list's verdict, every violation on its lines
``POST /export``          the registration sheet (PDF) or the Pokémon TCG Live import
``POST /name``            the page with the "same name?" answer
``POST /api/check``       ``{"text", "format", "date", "lang"}``: ``check --output json``
``POST /api/name``        ``{"first", "second", "lang"}``: ``name --json``
``GET /static/...``       the page's style sheet and script
========================  ==============================================================

Every post must come from this server's own page or from a program: a browser's cross-site
post is refused (its ``Origin`` or ``Sec-Fetch-Site`` says where it comes from, and the page's
forms carry a token of this run), and the JSON routes take only ``application/json``, which no
cross-site form can send. Format names are taken only from the formats deckcheck ships (and the
settings' own): nothing a request says names a file.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace
from importlib import resources
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from deckcheck.errors import DeckcheckError, UsageError
from deckcheck.i18n import LANGUAGES, _, code_of, use
from deckcheck.lite_dataclass import dataclass
from deckcheck.serve import http
from deckcheck.serve.forms import BadRequest, Form, read_form, read_json
from deckcheck.serve.work import Late, Work

if TYPE_CHECKING:
    from deckcheck.export.run import Export
    from deckcheck.formats import GameFormat
    from deckcheck.names.compare import Comparison
    from deckcheck.read.config import ProjectConfig
    from deckcheck.rulesdata import RulesData
    from deckcheck.run import Checked, Lists
    from deckcheck.serve.http import Request, Response

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1", "[::1]")
STATIC = {"/static/page.css": ("page.css", "text/css; charset=utf-8"),
          "/static/page.js": ("page.js", "text/javascript; charset=utf-8")}
"""The page's own files, read once when the server starts (a request names no file)."""
PASTED = "pasted list"
"""The name a list without a file name is drawn under on the registration sheet (English, as
the sheet is)."""


@dataclass(frozen=True)
class Defaults:
    """What the page starts with: the settings' format and day, else standard and today."""

    format_id: str
    day: str
    choices: tuple[tuple[str, str], ...]
    """Every format the page offers: its id and its (English) name."""


class App:
    """The routes of ``deckcheck serve``, over a :class:`Work` pool."""

    def __init__(self, work: Work, defaults: Defaults, has_catalog: bool,
                 listening: str) -> None:
        """``listening``: the host the server listens on; on a loopback address only the
        loopback names may address it (a web page whose name was made to point at this
        machine, DNS rebinding, is refused)."""
        self.work = work
        self.defaults = defaults
        self.has_catalog = has_catalog
        self.token = secrets.token_urlsafe(24)
        self.loopback = listening in LOOPBACK_NAMES or listening.startswith("127.")
        folder = resources.files("deckcheck.serve") / "static"
        self.static = {route: http.Response(200, media, (folder / name).read_bytes(),
                                            cache="no-cache")
                       for route, (name, media) in STATIC.items()}
        self.allowed_formats = {format_id for format_id, _ in defaults.choices}
        self.allowed_formats.add(defaults.format_id)
        self.routes: dict[tuple[str, str], Callable[[Request], Response]] = {
            ("GET", "/"): self.home, ("POST", "/check"): self.check_page,
            ("POST", "/export"): self.export, ("POST", "/name"): self.name_page,
            ("POST", "/api/check"): self.api_check, ("POST", "/api/name"): self.api_name,
        }

    def __call__(self, request: Request) -> Response:
        """The answer to one request."""
        if not self._host_ok(request):
            return http.plain(421, "Misdirected Request: this server answers to its own "
                                   "address only")
        if request.method == "HEAD":
            request = replace(request, method="GET")
        if request.method == "GET" and request.path in self.static:
            return self.static[request.path]
        route = self.routes.get((request.method, request.path))
        if route is None:
            known = {path for _, path in self.routes} | set(self.static)
            if request.path in known:
                return http.plain(405, "Method Not Allowed", (("Allow", "GET, HEAD, POST"),))
            with use(self.language(request, None)):
                return http.html_answer(404, self._page(request, None, status_text=_(
                    "There is no such page here.")))
        if request.method == "POST" and not self._same_site(request):
            return http.plain(403, "Forbidden: a post from another site")
        return route(request)

    # --- routes -----------------------------------------------------------------------------

    def home(self, request: Request) -> Response:
        """The page, empty."""
        with use(self.language(request, None)):
            return http.html_answer(200, self._page(request, None))

    def check_page(self, request: Request) -> Response:
        """A list checked, shown on the page."""
        form, refused = self._form(request)
        if refused is not None:
            return refused
        raw = _list_bytes(form)
        explicit = _chosen_language(form.get("lang"))
        if not raw.strip():
            with use(self.language(request, explicit)):
                return http.html_answer(400, self._page(request, form, message=_(
                    "Paste a list, or choose its file.")))
        game_format, day = self._format_and_day(form)
        spoken = self.language(request, explicit)
        try:
            checked = self.work.run(lambda lists: lists.check(
                raw, game_format, day, lambda header: explicit or (
                    header if header in LANGUAGES else spoken)))
        except Late:
            return self._late(request, form, explicit)
        except DeckcheckError as exc:
            with use(spoken):
                return http.html_answer(400, self._page(request, form, message=str(exc)))
        with use(checked.language):
            return http.html_answer(200, self._page(request, form, checked=checked,
                                                    message=_paste_left(form)))

    def export(self, request: Request) -> Response:
        """The registration sheet or the Pokémon TCG Live import of a list."""
        form, refused = self._form(request)
        if refused is not None:
            return refused
        raw = _list_bytes(form)
        explicit = _chosen_language(form.get("lang"))
        to = form.short("to")
        if to not in ("registration", "ptcgl"):
            with use(self.language(request, explicit)):
                return http.html_answer(400, self._page(request, form, message=_(
                    "Choose what to download.")))
        if not raw.strip():
            with use(self.language(request, explicit)):
                return http.html_answer(400, self._page(request, form, message=_(
                    "Paste a list, or choose its file.")))
        if _paste_left(form) is not None:
            # A download has no page to say the pasted list was left out: the player gets
            # nothing rather than the sheet of a list they did not mean.
            # The box keeps the pasted list (the file can be chosen again; the paste could not).
            with use(self.language(request, explicit)):
                return http.html_answer(400, self._page(request, replace(form, file=None),
                                                        message=_(
                    "A file was chosen and another list pasted in the box: keep one of them "
                    "to download its export.")))
        game_format, day = self._format_and_day(form)
        spoken = self.language(request, explicit)
        force = form.get("force") == "on"
        client = _chosen_language(form.get("client")) or "en"

        def task(lists: Lists) -> tuple[Checked, Export | None, str | None]:
            checked = lists.check(raw, game_format, day, lambda header: explicit or (
                header if header in LANGUAGES else spoken))
            if not checked.result.legal and not force:
                return checked, None, None
            with use(checked.language):
                try:
                    return checked, self._export(lists, raw, form, to, checked, client,
                                                 force), None
                except DeckcheckError as exc:
                    return checked, None, str(exc)

        try:
            checked, exported, problem = self.work.run(task)
        except Late:
            return self._late(request, form, explicit)
        except DeckcheckError as exc:
            with use(spoken):
                return http.html_answer(400, self._page(request, form, message=str(exc)))
        if exported is not None:
            if to == "registration":
                return http.download(exported.content, "application/pdf",
                                     "registration-sheet.pdf")
            return http.download(exported.content, "text/plain; charset=utf-8",
                                 "deck.ptcgl.txt")
        with use(checked.language):
            message = problem or _(
                "The list is not legal, or has points to confirm: it is exported only with "
                "“Export anyway” ticked, and the registration sheet then lists every problem.")
            return http.html_answer(422, self._page(request, form, checked=checked,
                                                    message=message))

    def name_page(self, request: Request) -> Response:
        """The "same name?" answer, on the page."""
        form, refused = self._form(request)
        if refused is not None:
            return refused
        spoken = self.language(request, _chosen_language(form.get("lang")))
        first, second = form.short("first"), form.short("second")
        if not first or not second:
            with use(spoken):
                return http.html_answer(400, self._page(request, form, message=_(
                    "give two card names (an empty name names no card)")))
        try:
            answer = self.work.run(lambda lists: _compare(lists, first, second, spoken))
        except Late:
            return self._late(request, form, _chosen_language(form.get("lang")))
        with use(spoken):
            return http.html_answer(200, self._page(request, form, names=(first, second,
                                                                          answer)))

    def api_check(self, request: Request) -> Response:
        """``check --output json`` for a list given as ``{"text": ...}``."""
        if request.media_type != "application/json":
            return _api_error(415, _("send a JSON object (Content-Type: application/json)"))
        try:
            fields = read_json(request.body, {"text": str, "format": str, "date": str,
                                              "lang": str})
        except BadRequest as exc:
            return _api_error(400, str(exc))
        text = fields.get("text")
        if not isinstance(text, str):
            return _api_error(400, _("'text' must be text"))
        game_format, day, lang = fields.get("format"), fields.get("date"), fields.get("lang")
        try:
            if game_format is not None:
                self._refuse_unknown_format(game_format)
            document = self.work.run(lambda lists: lists.check_json(
                text.encode("utf-8"), game_format, day, lang))
        except Late:
            return _api_error(503, _("the check took too long; try again"))
        except DeckcheckError as exc:
            return _api_error(400, str(exc))
        return http.json_answer(200, document)

    def api_name(self, request: Request) -> Response:
        """``name --json`` for ``{"first": ..., "second": ...}``."""
        if request.media_type != "application/json":
            return _api_error(415, _("send a JSON object (Content-Type: application/json)"))
        try:
            fields = read_json(request.body, {"first": str, "second": str, "lang": str})
            from deckcheck.run import language_code

            lang = language_code(fields.get("lang")) or "en"
        except (BadRequest, UsageError) as exc:
            return _api_error(400, str(exc))
        first, second = fields.get("first"), fields.get("second")
        if not isinstance(first, str) or not isinstance(second, str) or not first.strip() \
                or not second.strip():
            with use(lang):
                return _api_error(400, _("give two card names (an empty name names no card)"))
        try:
            answer = self.work.run(lambda lists: _compare(lists, first, second, lang))
        except Late:
            return _api_error(503, _("the check took too long; try again"))
        from deckcheck.names.compare import as_json

        return http.json_answer(200, as_json(answer) + "\n")

    # --- what the server answers outside the routes ----------------------------------------

    def too_large(self, request: Request) -> Response:
        """A body over the cap, refused before it is read."""
        from deckcheck.read.decklist import MAX_BYTES

        with use(self.language(request, None)):
            # Translators: {limit} is a number of bytes, written with separators.
            message = _("the request is over {limit} bytes, the most a decklist may be").format(
                limit=f"{MAX_BYTES:,}")
            if request.path.startswith("/api/"):
                return _api_error(413, message)
            return http.html_answer(413, self._page(request, None, message=message))

    def failed(self) -> Response:
        """An unexpected error: said plainly, never with its trace."""
        return http.plain(500, "Internal Server Error: deckcheck could not answer this "
                               "request")

    def close(self) -> None:
        """Stop the checking threads."""
        self.work.close()

    # --- helpers ---------------------------------------------------------------------------

    def language(self, request: Request, explicit: str | None) -> str:
        """The page's language: the one chosen on the page, else the browser's first that
        deckcheck speaks (``Accept-Language``), else English. A list's own language comes
        between the two, where there is a list (see :meth:`check_page`)."""
        if explicit is not None:
            return explicit
        asked = _chosen_language(request.query.get("lang"))
        if asked is not None:
            return asked
        return accepted(request.header("accept-language") or "")

    def _page(self, request: Request, form: Form | None, **view: Any) -> str:
        """The page, its form filled again with what was posted (a file's list as text)."""
        from deckcheck.serve.page import View, render

        chosen = _chosen_language(form.get("lang") if form is not None
                                  else request.query.get("lang"))
        fields = dict(form.fields) if form is not None else {}
        fields.setdefault("format", self.defaults.format_id)
        fields.setdefault("date", self.defaults.day)
        if form is not None and form.file:
            fields["text"] = _shown_text(form.file)
        return render(View(chosen=chosen, token=self.token, fields=fields,
                           formats=self.defaults.choices, has_catalog=self.has_catalog,
                           provenance=self.work.provenance, rules_data=self.work.rules_data,
                           **view))

    def _form(self, request: Request) -> tuple[Form, Response | None]:
        try:
            form = read_form(request.media_type, request.header("content-type") or "",
                             request.body)
        except BadRequest as exc:
            with use(self.language(request, None)):
                return Form({}), http.html_answer(400, self._page(request, None,
                                                                  message=str(exc)))
        if not secrets.compare_digest(form.get("token").encode("utf-8", "replace"),
                                      self.token.encode()):
            with use(self.language(request, _chosen_language(form.get("lang")))):
                return form, http.html_answer(403, self._page(request, None, message=_(
                    "This page is older than the server behind it: reload it, then send the "
                    "list again.")))
        return form, None

    def _format_and_day(self, form: Form) -> tuple[str | None, str | None]:
        game_format = form.short("format") or None
        if game_format is not None and game_format not in self.allowed_formats:
            game_format = None  # not one the page offered: the default
        day = form.short("date") or None
        if game_format == self.defaults.format_id and day == (self.defaults.day or None):
            return None, None  # the settings' own: planned as `check` plans them
        return game_format, day

    def _refuse_unknown_format(self, written: str) -> None:
        name = written.split("@")[0].strip()
        if written in self.allowed_formats or name in self.allowed_formats:
            return
        known = ", ".join(sorted(format_id for format_id, _ in self.defaults.choices))
        # Translators: {format} is the format asked for, quoted; {known} the format ids.
        raise UsageError(_("unknown format {format}; known formats: {known}").format(
            format=repr(written), known=known))

    def _export(self, lists: Lists, raw: bytes, form: Form, to: str, checked: Checked,
                client: str, force: bool) -> Export:
        from deckcheck.export.run import Request as ExportRequest
        from deckcheck.export.run import check_player, export_list
        from deckcheck.export.sheet import DIVISIONS, Player

        division = form.short("division")
        player = Player(name=form.short("player_name") or None,
                        id=form.short("player_id") or None,
                        birth_date=form.short("birth_date") or None,
                        division=division if division in DIVISIONS else None)
        check_player(player, to)
        paper = "letter" if form.short("paper") == "letter" else "a4"
        name = _file_label(form.filename)
        asked = ExportRequest(deck=name, to=to, lang=client, paper=paper, player=player,
                              force=force)
        chosen: GameFormat = checked.game_format
        if to == "registration":
            with self.work.drawing:
                return export_list(raw, name, asked, chosen, lists.catalog)
        return export_list(raw, name, asked, chosen, lists.catalog)

    def _same_site(self, request: Request) -> bool:
        fetch_site = request.header("sec-fetch-site")
        if fetch_site is not None and fetch_site not in ("same-origin", "none"):
            return False
        origin = request.header("origin")
        if origin is None:
            return True  # a program, not a browser page (browsers send Origin with a post)
        host = request.header("host") or ""
        return origin != "null" and urlsplit(origin).netloc.lower() == host.lower()

    def _host_ok(self, request: Request) -> bool:
        if not self.loopback:
            return True
        host = (request.header("host") or "").lower()
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        return name in LOOPBACK_NAMES or name.startswith("127.")

    def _late(self, request: Request, form: Form, explicit: str | None) -> Response:
        with use(self.language(request, explicit)):
            return http.html_answer(503, self._page(request, form, message=_(
                "the check took too long; try again")), (("Retry-After", "2"),))


def accepted(header: str) -> str:
    """The first language of an ``Accept-Language`` header that deckcheck speaks, by the
    weights given (``it-IT,it;q=0.9,en;q=0.8`` is ``it``), else English."""
    weighted = []
    for order, entry in enumerate(header.split(",")[:20]):
        tag, _sep, params = entry.strip().partition(";")
        weight = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                weight = float(params[2:])
            except ValueError:
                weight = 0.0
        code = code_of(tag) if tag.strip() else ""
        if weight > 0 and code in LANGUAGES:
            weighted.append((-weight, order, code))
    return min(weighted)[2] if weighted else "en"


def _chosen_language(value: str | None) -> str | None:
    """A language chosen on the page (a code deckcheck speaks), or None: automatic."""
    if not value:
        return None
    code = code_of(value[:20])
    return code if code in LANGUAGES else None


def _list_bytes(form: Form) -> bytes:
    """The list a form posts: its file when one was chosen, else the pasted text."""
    if form.file:
        return form.file
    return form.get("text").encode("utf-8")


def _paste_left(form: Form) -> str | None:
    """What the page says when a form posts a file and, in the text box, another list: the
    file is the one checked, and the player must hear that the pasted one was not (the box is
    filled again with the file's list, so the pasted text is no longer on the page)."""
    pasted = form.get("text").strip()
    if not form.file or not pasted or _shown_text(form.file).strip() == pasted.replace(
            "\r\n", "\n"):
        return None
    return _("The chosen file was checked, not the list pasted in the box: to check that one, "
             "send it without a file.")


def _shown_text(raw: bytes) -> str:
    """A list's bytes as the page shows them in its text box (decoded as the reader decodes
    them, so that its line numbers are the report's)."""
    from deckcheck.read.decklist import NotADecklist, decode

    try:
        return decode(raw)
    except NotADecklist:
        return ""


def _file_label(filename: str | None) -> str:
    """The name a list is drawn under: its file's own name (no folders), else "pasted list"."""
    if not filename:
        return PASTED
    base = filename.replace("\\", "/").rsplit("/", 1)[-1].strip()[:80]
    return base or PASTED


def _compare(lists: Lists, first: str, second: str, lang: str) -> Comparison:
    from deckcheck.identify import name_reader
    from deckcheck.names.compare import with_catalog

    with use(lang):
        return with_catalog(lists.rules_data, first, second, lists.catalog,
                            name_reader(lists.rules_data, lists.catalog))


def _api_error(status: int, message: str) -> Response:
    return http.json_answer(status, {"error": message})


def defaults_of(rules_data: RulesData, project: ProjectConfig | None) -> Defaults:
    """The page's defaults from the settings (as ``check`` reads them) and the shipped
    formats."""
    from deckcheck import formats

    choices = tuple((known.id, known.name) for known in formats.available(rules_data))
    format_id = (project.default_format if project else None) or formats.DEFAULT_FORMAT
    return Defaults(format_id, (project.date if project else None) or "", choices)
