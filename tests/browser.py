"""A real browser for the page's tests: the system's Chromium, headless, driven over the DevTools
protocol with the standard library alone.

Why not Selenium or Playwright: both are a second browser driver to install and keep in step
with the browser (chromedriver, or Playwright's own browser builds, which cannot be fetched
here), for the dozen protocol commands a test needs. Chromium speaks the DevTools protocol on a
pipe (``--remote-debugging-pipe``: JSON messages ended by a NUL byte on file descriptors 3 and
4), so a subprocess and ``json`` are the whole driver.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

NAMES = ("chromium", "chromium-browser", "google-chrome", "chrome")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-default-apps", "--disable-extensions", "--remote-debugging-pipe")
"""The flags of a browser that makes no request of its own (no updates, no sync)."""


def find() -> str | None:
    """The system's Chromium, if one is installed."""
    for name in NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


class BrowserError(Exception):
    """The browser answered a command with an error, or did not answer in time."""


class Browser:
    """One headless Chromium with a fresh profile, and one page (tab) in it."""

    def __init__(self, executable: str, window: tuple[int, int] = (1100, 900),
                 lang: str = "en-US") -> None:
        self.profile = Path(tempfile.mkdtemp(prefix="deckcheck-chromium-"))
        to_browser, self._write = os.pipe()
        self._read, from_browser = os.pipe()

        def pipes() -> None:
            # In the child: the protocol's fixed descriptors 3 and 4, inheritable as dup2 makes
            # them (every descriptor Python opened is not: close_fds is not needed). Moved up
            # first, as the pipe's own descriptors may be 3 or 4 already.
            import fcntl

            high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_browser, from_browser)]
            os.dup2(high[0], 3)
            os.dup2(high[1], 4)

        self.process = subprocess.Popen(
            [executable, *FLAGS, f"--user-data-dir={self.profile}",
             f"--window-size={window[0]},{window[1]}", f"--lang={lang}",
             f"--accept-lang={lang}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=pipes, close_fds=False)
        os.close(to_browser)
        os.close(from_browser)
        self._buffer = b""
        self._next = 0
        self.events: list[dict[str, Any]] = []
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget",
                                 {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page.enable", "Runtime.enable"):
            self.send(domain, session=self.session)

    # --- the protocol ----------------------------------------------------------------------

    def send(self, method: str, params: dict[str, Any] | None = None,
             session: str | None = None, timeout: float = 30) -> dict[str, Any]:
        """Send one command and wait for its answer; events met meanwhile are kept."""
        self._next += 1
        message: dict[str, Any] = {"id": self._next, "method": method, "params": params or {}}
        if session is not None:
            message["sessionId"] = session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            answer = self._receive(deadline)
            if answer.get("id") == self._next:
                if "error" in answer:
                    raise BrowserError(f"{method}: {answer['error']}")
                result: dict[str, Any] = answer.get("result", {})
                return result
            self.events.append(answer)

    def _receive(self, deadline: float) -> dict[str, Any]:
        import select

        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._read], [], [], left)[0]:
                raise BrowserError("the browser did not answer in time")
            chunk = os.read(self._read, 1 << 20)
            if not chunk:
                raise BrowserError("the browser closed its pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        found: dict[str, Any] = json.loads(message)
        return found

    def wait_event(self, method: str, timeout: float = 30,
                   match: dict[str, Any] | None = None) -> dict[str, Any]:
        """The first event ``method`` (with ``match`` in its params) not yet waited for."""
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                params = event.get("params", {})
                if event.get("method") == method and all(
                        params.get(key) == value for key, value in (match or {}).items()):
                    del self.events[index]
                    return event
            self.events.append(self._receive(deadline))

    # --- what a test does with the page ----------------------------------------------------

    def open(self, url: str) -> None:
        """Load ``url`` and wait until it has loaded."""
        self.events.clear()
        self.send("Page.navigate", {"url": url}, self.session)
        self.wait_event("Page.loadEventFired")

    def run(self, expression: str) -> Any:
        """Evaluate JavaScript in the page; its value."""
        answer = self.send("Runtime.evaluate", {"expression": expression,
                                                "returnByValue": True, "awaitPromise": True},
                           self.session)
        if "exceptionDetails" in answer:
            raise BrowserError(str(answer["exceptionDetails"]))
        return answer.get("result", {}).get("value")

    def submit(self, expression: str) -> None:
        """Run ``expression`` (a click that posts a form) and wait for the page it loads."""
        self.events.clear()
        self.run(expression)
        self.wait_event("Page.loadEventFired")

    def downloads_to(self, folder: Path) -> None:
        """Save downloads into ``folder`` under their own names."""
        self.send("Browser.setDownloadBehavior", {"behavior": "allow",
                                                  "downloadPath": str(folder),
                                                  "eventsEnabled": True})

    def wait_download(self, timeout: float = 60) -> None:
        """Wait until a download has completed."""
        self.wait_event("Browser.downloadProgress", timeout, {"state": "completed"})

    def phone(self, width: int = 360, height: int = 740) -> None:
        """Show pages as a phone held upright does: ``width`` CSS pixels, a touch screen."""
        self.send("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 2, "mobile": True},
            self.session)

    def screenshot(self, path: Path, width: int, height: int) -> None:
        """A PNG of the page, ``width`` pixels wide and ``height`` high."""
        self.send("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
            self.session)
        shot = self.send("Page.captureScreenshot", {"format": "png"}, self.session)
        path.write_bytes(base64.b64decode(shot["data"]))

    def close(self) -> None:
        """Quit the browser and remove its profile."""
        with contextlib.suppress(BrowserError, OSError):
            self.send("Browser.close", timeout=5)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for fd in (self._read, self._write):
            with contextlib.suppress(OSError):
                os.close(fd)
        shutil.rmtree(self.profile, ignore_errors=True)
