"""``deckcheck serve`` over real HTTP, in process: every route, the caps, hostile list text,
cross-site posts, every language; and the JSON routes answer byte for byte as the command line.

Without a card catalog (tests/catalog/test_serve_with_catalog.py has one): names are not
checked, so no list is LEGAL here, as on the command line.
"""

from __future__ import annotations

import html
import os
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from page_server import api, form, request, running, token
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.i18n import LANGUAGES, _, use
from deckcheck.serve.server import Limits, PageServer

ROOT = Path(__file__).resolve().parent.parent
ITALIAN = ROOT / "sample_decks" / "standard" / "mega-gardevoir-ex.italian.txt"
SPANISH = ROOT / "sample_decks" / "expanded" / "iron-hands-ex.spanish.txt"
TOO_MANY = ROOT / "sample_decks" / "unlimited" / "too-many-copies.txt"
PLAIN = ROOT / "sample_decks" / "expanded" / "plain-list.txt"
HOSTILE = """Pokémon: 2
4 <script>alert("deck")</script> SVI 1
2 <img src=x onerror=alert(1)> PAL 12
Trainer: 1
4 Boss's Orders" autofocus onfocus="alert(2) PAL 172
Energy: 1
50 Basic {L} Energy SVE 4
"""
"""Card lines a page must show as text: a script element, an image with an onerror handler,
and a quote that would close an attribute."""

runner = CliRunner()


@pytest.fixture(scope="module")
def server() -> Iterator[PageServer]:
    # The page reads the settings where it starts, as `check` does: the repository's own.
    before = Path.cwd()
    os.chdir(ROOT)
    try:
        with running() as started:
            yield started
    finally:
        os.chdir(before)


@pytest.fixture(autouse=True)
def _from_the_repository_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # the command line reads the same settings as the page


def cli_json(text: str, *options: str) -> bytes:
    """What ``deckcheck check - --output json`` prints for ``text``."""
    result = runner.invoke(app, ["check", "-", "--output", "json", *options], input=text)
    assert result.exit_code in (0, 1, 3), result.output
    return result.stdout_bytes


# --- POST /api/check: check --output json, byte for byte -----------------------------------

@pytest.mark.parametrize(("listed", "fields", "options"), [
    (ITALIAN, {}, []),
    (ITALIAN, {"lang": "it"}, ["--lang", "it"]),
    (SPANISH, {"format": "expanded", "lang": "es"}, ["--format", "expanded", "--lang", "es"]),
    (TOO_MANY, {"format": "unlimited", "lang": "de"}, ["--format", "unlimited", "--lang", "de"]),
    (TOO_MANY, {"format": "standard", "date": "2019-08-16"},
     ["--format", "standard", "--date", "2019-08-16"]),
    (TOO_MANY, {"lang": "pt-BR"}, ["--lang", "pt-BR"]),
], ids=["italian", "italian-lang", "spanish-expanded", "german", "dated", "pt-BR"])
def test_api_check_answers_what_check_output_json_prints(
        server: PageServer, listed: Path, fields: dict[str, str], options: list[str]) -> None:
    text = listed.read_text(encoding="utf-8")
    answer = api(server, "/api/check", {"text": text, **fields})
    assert answer.status == 200
    assert answer.headers["content-type"] == "application/json; charset=utf-8"
    assert answer.body == cli_json(text, *options)


def test_api_check_of_hostile_text_is_the_command_lines_json(server: PageServer) -> None:
    answer = api(server, "/api/check", {"text": HOSTILE, "format": None, "date": None,
                                        "lang": None})
    assert answer.status == 200
    assert answer.body == cli_json(HOSTILE)


@pytest.mark.parametrize("written", ["/etc/passwd", "../../pyproject.toml", "my-format.yaml",
                                     "sample_decks/standard/dragapult-ex.ptcgl.txt"])
def test_api_check_takes_no_format_file_from_a_request(server: PageServer,
                                                       written: str) -> None:
    answer = api(server, "/api/check", {"text": TOO_MANY.read_text(), "format": written})
    assert answer.status == 400
    assert answer.json()["error"].startswith(f"unknown format {written!r}; known formats: ")


def test_api_check_says_what_is_wrong_with_a_day(server: PageServer) -> None:
    answer = api(server, "/api/check", {"text": TOO_MANY.read_text(), "date": "2019-13-01"})
    assert answer.status == 400
    assert "2019-13-01" in answer.json()["error"]


def test_a_day_error_names_the_apis_field_not_a_command_line_option(server: PageServer) -> None:
    answer = api(server, "/api/check", {"text": TOO_MANY.read_text(), "date": "2019-13-01"})
    assert answer.json()["error"].startswith('date: "2019-13-01" is not a date')


def test_a_day_before_the_history_does_not_name_the_servers_settings_file(
        server: PageServer) -> None:
    # The repository's pyproject.toml chooses the server's default format; a visitor's error
    # says what is wrong with their day, not where the server keeps its settings.
    answer = api(server, "/api/check", {"text": TOO_MANY.read_text(), "date": "1999-01-01"})
    assert answer.status == 400
    error = answer.json()["error"]
    assert "1999-01-01" in error and "history" in error
    assert "pyproject.toml" not in error and str(ROOT) not in error


@pytest.mark.parametrize(("body", "expected"), [
    (b"not json", "the request is not JSON"),
    (b'["text"]', "the request is not a JSON object"),
    (b'{"text": "4 Pikachu", "colour": "red"}', "unknown key 'colour'"),
    (b'{"text": 4}', "'text' must be text"),
    (b'{"format": "standard"}', "'text' must be text"),
    (b'{"text": "4 Pikachu \\ud800 SVI 57"}', "'text' holds an escape that is no character"),
])
def test_api_check_refuses_a_body_it_cannot_read(server: PageServer, body: bytes,
                                                 expected: str) -> None:
    answer = request(server, "POST", "/api/check", body, {"Content-Type": "application/json"})
    assert answer.status == 400
    assert answer.json()["error"].startswith(expected)


def test_api_check_takes_only_json(server: PageServer) -> None:
    # A cross-site form can post text/plain without asking; it cannot post application/json.
    answer = request(server, "POST", "/api/check", b'{"text": "4 Pikachu"}',
                     {"Content-Type": "text/plain"})
    assert answer.status == 415


# --- POST /api/name: name --json -------------------------------------------------------------

@pytest.mark.parametrize(("first", "second"), [
    ("Gengar LV. 43", "Gengar"), ("Magnezone-ex", "Magnezone-EX"),
    ("Brock's Onix", "Onix")])
def test_api_name_answers_what_name_json_prints(server: PageServer, first: str,
                                                second: str) -> None:
    answer = api(server, "/api/name", {"first": first, "second": second})
    cli = runner.invoke(app, ["name", first, second, "--json"])
    assert answer.status == 200
    assert answer.body == cli.stdout_bytes


def test_api_name_speaks_the_language_asked(server: PageServer) -> None:
    answer = api(server, "/api/name", {"first": "Gengar LV. 43", "second": "Gengar",
                                       "lang": "it"})
    cli = runner.invoke(app, ["name", "Gengar LV. 43", "Gengar", "--json", "--lang", "it"])
    assert answer.body == cli.stdout_bytes


def test_api_name_refuses_a_lone_surrogate_as_a_bad_request(server: PageServer) -> None:
    answer = request(server, "POST", "/api/name",
                     b'{"first": "Gengar \\ud800", "second": "Gengar"}',
                     {"Content-Type": "application/json"})
    assert answer.status == 400
    assert answer.json()["error"].startswith("'first' holds an escape that is no character")


def test_api_name_refuses_an_empty_name(server: PageServer) -> None:
    answer = api(server, "/api/name", {"first": "Gengar", "second": " "})
    assert answer.status == 400
    assert answer.json() == {"error": "give two card names (an empty name names no card)"}


# --- the page ----------------------------------------------------------------------------------

def test_the_page_works_without_javascript(server: PageServer) -> None:
    """Every action is a form the browser posts itself; the script only helps."""
    page = request(server, "GET", "/").text
    assert '<form method="post" action="/check" enctype="multipart/form-data"' in page
    assert 'formaction="/export" name="to" value="registration"' in page
    assert 'formaction="/export" name="to" value="ptcgl"' in page
    assert '<form method="post" action="/name"' in page
    assert '<form method="get" action="/"' in page  # the language menu


def test_every_field_of_the_page_has_a_label(server: PageServer) -> None:
    import re

    page = request(server, "GET", "/").text
    fields = re.findall(r'<(?:input|select|textarea) [^>]*id="([^"]+)"', page)
    labels = set(re.findall(r'<label for="([^"]+)"', page))
    assert fields
    assert set(fields) <= labels


def _luminance(colour: str) -> float:
    """WCAG 2 relative luminance of ``#rrggbb``."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(first: str, second: str) -> float:
    light, dark = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_every_text_colour_reads_at_4_5_to_1_on_every_ground(server: PageServer) -> None:
    """WCAG 2 AA for normal text: a rule's text on its own ground, or, where a rule sets only
    the text's colour, on every ground the page paints."""
    import re

    sheet = request(server, "GET", "/static/page.css").text
    named = dict(re.findall(r"--([a-z-]+):\s*(#[0-9a-f]{6})", sheet))

    def colour(value: str) -> str | None:
        found = re.search(r"var\(--([a-z-]+)\)|(#[0-9a-f]{6})", value)
        return None if found is None else found[2] or named[found[1]]

    rules = [{name.strip(): value for name, _colon, value in
              (part.partition(":") for part in body.split(";") if ":" in part)}
             for body in re.findall(r"\{([^{}]*)\}", sheet.split("}", 1)[1])]
    # A ground that sets its own text colour (a button's) holds only that text.
    grounds = {named["ground"]} | {found for rule in rules if "color" not in rule
                                   and (found := colour(rule.get("background", "")))}
    checked = 0
    for rule in rules:
        text = colour(rule.get("color", ""))
        if text is None:
            continue
        ground = colour(rule.get("background", ""))
        for behind in [ground] if ground else sorted(grounds):
            assert _contrast(text, behind) >= 4.5, (text, behind)
            checked += 1
    assert checked > 20


def test_the_page_loads_nothing_from_the_network(server: PageServer) -> None:
    import re

    answer = request(server, "GET", "/")
    sources = re.findall(r'(?:src|href)="([^"#]+)"', answer.text)
    assert sources == ["/static/page.css", "/static/page.js"]
    policy = answer.headers["content-security-policy"]
    assert "default-src 'none'" in policy and "script-src 'self'" in policy


@pytest.mark.parametrize("route", ["/static/page.css", "/static/page.js"])
def test_the_pages_own_files(server: PageServer, route: str) -> None:
    answer = request(server, "GET", route)
    assert answer.status == 200
    assert answer.headers["content-type"].startswith(("text/css", "text/javascript"))
    assert answer.body


def test_an_unknown_page_is_404(server: PageServer) -> None:
    assert request(server, "GET", "/static/../pyproject.toml").status == 404
    assert request(server, "GET", "/admin").status == 404


def test_another_method_is_405(server: PageServer) -> None:
    assert request(server, "PUT", "/", b"x", {"Content-Type": "text/plain"}).status == 405
    assert request(server, "GET", "/check").status == 405


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_page_speaks_every_language(server: PageServer, code: str) -> None:
    page = request(server, "GET", f"/?lang={code}").text
    with use(code):
        words = [_("Check the list"), _("Same name?"), _("Registration sheet (PDF)"),
                 _("Player name")]
    assert f'<html lang="{code}">' in page
    for word in words:
        assert html.escape(word) in page


@pytest.mark.parametrize(("header", "code"), [
    ("it-IT,it;q=0.9,en;q=0.8", "it"), ("ja,de;q=0.5,fr;q=0.7", "fr"), ("pt-BR", "pt"),
    ("zh-CN", "en"), ("", "en"), ("es;q=0, de", "de")])
def test_the_page_follows_the_browsers_language(server: PageServer, header: str,
                                                code: str) -> None:
    page = request(server, "GET", "/", headers={"Accept-Language": header}).text
    assert f'<html lang="{code}">' in page


def test_a_list_is_answered_in_its_own_language_before_the_browsers(
        server: PageServer) -> None:
    answer = form(server, "/check", {"text": ITALIAN.read_text(), "lang": ""}, None,
                  **{"Accept-Language": "de-DE,de"})
    assert '<html lang="it">' in answer.text
    assert "DA VERIFICARE" in answer.text  # UNDECIDED: no card catalog here


def test_a_language_chosen_on_the_page_wins_over_the_lists(server: PageServer) -> None:
    answer = form(server, "/check", {"text": ITALIAN.read_text(), "lang": "fr"}, None,
                  **{"Accept-Language": "de-DE,de"})
    assert '<html lang="fr">' in answer.text
    assert "À CONFIRMER" in answer.text


def test_a_list_without_headers_follows_the_browser(server: PageServer) -> None:
    answer = form(server, "/check", {"text": PLAIN.read_text(), "format": "expanded"}, None,
                  **{"Accept-Language": "es-ES,es"})
    assert '<html lang="es">' in answer.text
    assert "POR CONFIRMAR" in answer.text


def test_an_english_list_is_answered_in_english(server: PageServer) -> None:
    """Its headers (Pokémon, Trainer, Energy) are the list's language, as on the command line."""
    answer = form(server, "/check", {"text": TOO_MANY.read_text(), "format": "unlimited"}, None,
                  **{"Accept-Language": "es-ES,es"})
    assert '<html lang="en">' in answer.text
    assert "NOT LEGAL" in answer.text


def test_every_violation_is_marked_on_its_lines(server: PageServer) -> None:
    text = TOO_MANY.read_text()
    page = form(server, "/check", {"text": text, "format": "unlimited"}).text
    document = api(server, "/api/check", {"text": text, "format": "unlimited"}).json()
    violations = document["decks"][0]["violations"]
    assert violations
    for violation in violations:
        assert f'<code>{violation["rule"]}</code>' in page
        for line in violation["lines"]:
            assert f'<a href="#L{line}">{line}</a>' in page
            assert f'<li id="L{line}" class="marked ' in page
    # Every line of the list as pasted is on the page, numbered as the report numbers it.
    for number, line in enumerate(text.splitlines(), start=1):
        assert f'<span class="n">{number}</span><span class="text">{html.escape(line) or " "}' \
            in page


def test_an_error_quotes_the_rulebook_as_the_command_line_does(server: PageServer) -> None:
    page = form(server, "/check", {"text": TOO_MANY.read_text(), "format": "unlimited",
                                   "lang": "it"}).text
    cli = runner.invoke(app, ["check", str(TOO_MANY), "--format", "unlimited", "--lang", "it"])
    quoted = [line.strip() for line in cli.stdout.splitlines()
              if line.strip().startswith("regola:")]
    assert quoted
    for line in quoted:
        assert f'<p class="rule">{html.escape(line)}</p>' in page


def test_hostile_list_text_stays_text(server: PageServer) -> None:
    page = form(server, "/check", {"text": HOSTILE}).text
    assert "<script>alert" not in page
    assert "<img src=x" not in page
    assert 'onfocus="alert' not in page
    assert html.escape('4 <script>alert("deck")</script> SVI 1') in page
    assert html.escape("2 <img src=x onerror=alert(1)> PAL 12") in page
    # The only script is the page's own.
    assert page.count("<script") == 1


def test_a_hostile_file_stays_text_too(server: PageServer) -> None:
    page = form(server, "/check", {"text": ""},
                file=('"><script>alert(1)</script>.txt', HOSTILE.encode("utf-16"))).text
    assert page.count("<script") == 1
    assert html.escape('4 <script>alert("deck")</script> SVI 1') in page


def test_a_dropped_file_is_read_as_a_list_file_is(server: PageServer) -> None:
    """A file's bytes are decoded as deckcheck decodes a file (here UTF-16 from Windows)."""
    page = form(server, "/check", {"text": "ignored when a file is chosen"},
                file=("mazzo.txt", ITALIAN.read_text().encode("utf-16"))).text
    assert '<html lang="it">' in page
    assert "ignored when a file" not in page
    assert "Determinazione di Lylia MEG 119" in page


def test_a_pasted_list_beside_a_chosen_file_is_said_unchecked(server: PageServer) -> None:
    """A player pastes one list and chooses another's file: the file is checked, the box is
    filled again with the file's list, and the page says the pasted one was not checked (review
    15: it said nothing, and the pasted list was gone from the page)."""
    page = form(server, "/check", {"text": TOO_MANY.read_text()},
                file=("mazzo.txt", ITALIAN.read_text().encode("utf-8"))).text
    assert "Determinazione di Lylia MEG 119" in page
    assert 'id="message"' in page


def test_a_file_and_its_own_text_in_the_box_say_nothing_more(server: PageServer) -> None:
    """With the page's script, choosing a file fills the box with it: the two are one list."""
    page = form(server, "/check", {"text": ITALIAN.read_text()},
                file=("mazzo.txt", ITALIAN.read_text().encode("utf-8"))).text
    assert 'id="message"' not in page


def test_a_check_without_a_list_says_so(server: PageServer) -> None:
    answer = form(server, "/check", {"text": "  "})
    assert answer.status == 400
    assert "Paste a list, or choose its file." in answer.text


def test_the_same_name_form(server: PageServer) -> None:
    page = form(server, "/name", {"first": "Gengar LV. 43", "second": "Gengar",
                                  "lang": "en"}).text
    assert "Same name for deck building. Level is not part of a Pokémon" in page


def test_an_illegal_list_is_not_exported_unless_asked(server: PageServer) -> None:
    answer = form(server, "/export", {"text": TOO_MANY.read_text(), "format": "unlimited",
                                      "to": "ptcgl", "player_name": "Giulia Rossi"})
    assert answer.status == 422
    assert "Export anyway" in answer.text
    assert "content-disposition" not in answer.headers


def test_an_export_of_a_file_beside_another_pasted_list_is_refused(server: PageServer) -> None:
    """A player pastes one list and chooses another's file, then asks for the download: the
    download would be the file's, and the pasted list the player meant to register would be
    gone unsaid. Nothing is downloaded; the page says to keep one of the two."""
    answer = form(server, "/export", {"text": TOO_MANY.read_text(), "format": "unlimited",
                                      "to": "ptcgl", "force": "on"},
                  file=("mazzo.txt", ITALIAN.read_text().encode("utf-8")))
    assert answer.status == 400
    assert "content-disposition" not in answer.headers
    assert 'id="message"' in answer.text
    assert "Determinazione di Lylia" not in answer.text  # the box keeps the pasted list


def test_without_a_catalog_the_export_says_why_not(server: PageServer) -> None:
    """Lines that name no print need the catalog to get one, as on the command line."""
    answer = form(server, "/export", {"text": PLAIN.read_text(), "format": "expanded",
                                      "to": "registration", "force": "on"})
    assert answer.status == 422
    assert "content-disposition" not in answer.headers
    assert "deckcheck catalog update" in html.unescape(answer.text)


# --- safe to host ------------------------------------------------------------------------------

def test_a_post_from_another_site_is_refused(server: PageServer) -> None:
    fields = {"text": TOO_MANY.read_text()}
    assert form(server, "/check", fields, Origin="https://evil.example").status == 403
    assert form(server, "/check", fields, None, **{"Sec-Fetch-Site": "cross-site"}).status == 403
    assert form(server, "/check", fields, Origin="null").status == 403
    assert api(server, "/api/check", fields, Origin="https://evil.example").status == 403


def test_a_form_without_the_pages_token_is_refused(server: PageServer) -> None:
    assert form(server, "/check", {"text": "4 Pikachu", "token": "guessed"}).status == 403
    assert form(server, "/name", {"first": "A", "second": "B", "token": ""}).status == 403


def test_a_page_that_renamed_this_machine_is_refused(server: PageServer) -> None:
    """DNS rebinding: a site whose name points at 127.0.0.1 reaches the server under its own
    name; on a loopback address, only loopback names are answered."""
    answer = request(server, "GET", "/", headers={"Host": "evil.example"})
    assert answer.status == 421
    assert request(server, "GET", "/",
                   headers={"Host": f"localhost:{server.server_address[1]}"}).status == 200


def _answer(sock: socket.socket) -> str:
    """One whole HTTP answer: its head, then as many body bytes as its Content-Length says (a
    busy machine may hand them over in several pieces)."""
    received = b""
    while b"\r\n\r\n" not in received:
        piece = sock.recv(65536)
        if not piece:
            break
        received += piece
    head, _, body = received.partition(b"\r\n\r\n")
    length = next((int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                   if line.lower().startswith(b"content-length:")), 0)
    while len(body) < length:
        piece = sock.recv(65536)
        if not piece:
            break
        body += piece
    return (head + b"\r\n\r\n" + body).decode()


def test_a_body_over_1_mb_is_refused_before_it_is_read(server: PageServer) -> None:
    host, port = server.server_address[:2]
    with socket.create_connection((str(host), port), timeout=10) as sock:
        sock.sendall(b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     b"Content-Type: application/json\r\nContent-Length: 1000001\r\n\r\n")
        answer = _answer(sock)
    assert answer.startswith("HTTP/1.1 413 ")
    assert "the request is over 1,000,000 bytes" in answer


def test_a_body_of_1_mb_is_read(server: PageServer) -> None:
    text = "Pokémon: 1\n4 Pikachu V VIV 43\nEnergy: 1\n56 Basic {L} Energy SVE 4\n"
    padding = "#" * (1_000_000 - len(text.encode()) - 200)
    body = api(server, "/api/check", {"text": text + padding})
    assert body.status == 200


def test_a_post_without_a_length_is_refused(server: PageServer) -> None:
    host, port = server.server_address[:2]
    with socket.create_connection((str(host), port), timeout=10) as sock:
        sock.sendall(b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     b"Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
        assert sock.recv(65536).startswith(b"HTTP/1.1 411 ")


def test_no_answer_carries_a_stack_trace(server: PageServer,
                                         monkeypatch: pytest.MonkeyPatch,
                                         capfd: pytest.CaptureFixture[str]) -> None:
    def broken(*_args: object, **_kwargs: object) -> str:
        raise RuntimeError("secret detail of Giulia Rossi")

    monkeypatch.setattr("deckcheck.run.Lists.check_json", broken)
    answer = api(server, "/api/check", {"text": "4 Pikachu"})
    assert answer.status == 500
    assert "Traceback" not in answer.text and "secret" not in answer.text
    said = capfd.readouterr().err
    assert "RuntimeError" in said and "secret" not in said and "Giulia" not in said


def test_a_check_that_takes_too_long_is_answered_in_time(server: PageServer,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    def slow(*_args: object, **_kwargs: object) -> str:
        time.sleep(1.0)
        return "{}"

    monkeypatch.setattr("deckcheck.run.Lists.check_json", slow)
    monkeypatch.setattr(server.app.work, "seconds", 0.2)
    started = time.monotonic()
    answer = api(server, "/api/check", {"text": "4 Pikachu"})
    assert answer.status == 503
    assert answer.json() == {"error": "the check took too long; try again"}
    assert time.monotonic() - started < 1.0


def test_nothing_of_a_request_is_logged(server: PageServer,
                                        capfd: pytest.CaptureFixture[str]) -> None:
    form(server, "/export", {"text": TOO_MANY.read_text(), "to": "registration",
                             "player_name": "Giulia Rossi", "player_id": "1234567"})
    said = capfd.readouterr()
    assert "Giulia" not in said.err + said.out and "1234567" not in said.err + said.out


# --- one client cannot starve the rest ------------------------------------------------------

@pytest.fixture
def small() -> Iterator[PageServer]:
    with running(limits=Limits(per_client=2, io_seconds=5, request_seconds=2)) as started:
        yield started


def _held(server: PageServer, source: str) -> socket.socket:
    """A connection from ``source`` that sends half a request and waits."""
    host, port = server.server_address[:2]
    sock = socket.create_connection((str(host), port), timeout=10, source_address=(source, 0))
    sock.sendall(b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    return sock


def test_a_burst_from_one_client_does_not_starve_the_rest(small: PageServer) -> None:
    held = [_held(small, "127.0.0.2") for _ in range(2)]
    try:
        time.sleep(0.2)  # both taken by the pool
        third = request(small, "GET", "/", source="127.0.0.2")
        assert third.status == 429
        assert third.headers["retry-after"] == "1"
        started = time.monotonic()
        other = request(small, "GET", "/", source="127.0.0.3")
        assert other.status == 200
        assert time.monotonic() - started < 1.0
    finally:
        for sock in held:
            sock.close()


def test_a_slow_client_is_cut_at_the_time_limit(small: PageServer) -> None:
    sock = _held(small, "127.0.0.4")
    started = time.monotonic()
    try:
        sock.settimeout(10)
        assert sock.recv(1024) == b""  # closed by the server
    except ConnectionResetError:
        pass
    finally:
        sock.close()
    assert 1.5 < time.monotonic() - started < 5


def test_the_token_changes_with_each_server(server: PageServer) -> None:
    with running() as other:
        assert token(other) != token(server)


def test_a_body_over_1_mb_sent_whole_still_gets_its_answer(server: PageServer) -> None:
    """A browser sends the whole body before it reads: it is read and dropped, not reset."""
    answer = request(server, "POST", "/check", b"x" * 1_500_000,
                     {"Content-Type": "application/x-www-form-urlencoded"})
    assert answer.status == 413
    assert "1,000,000" in answer.text


def test_odd_requests_are_answered_plainly(server: PageServer) -> None:
    assert form(server, "/check", {"text": "4 Pikachu", "token": "é"}).status == 403
    many = "&".join(f"f{i}=1" for i in range(50))
    assert request(server, "GET", f"/?{many}").status == 200
    assert request(server, "POST", "/check", b"text=%ZZ",
                   {"Content-Type": "application/x-www-form-urlencoded"}).status == 403
    assert request(server, "POST", "/check", b"--x--",
                   {"Content-Type": "multipart/form-data"}).status == 400


def test_a_port_already_taken_is_said_in_one_line() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = runner.invoke(app, ["serve", "--port", str(port)])
    assert result.exit_code == 2
    errors = [line for line in result.output.splitlines() if "error" in line]
    assert len(errors) == 1 and errors[0].startswith(f"deckcheck: error: 127.0.0.1:{port}: ")
    assert "Traceback" not in result.output
