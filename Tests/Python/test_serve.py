"""`libgen serve` end to end: start it on a free port, fetch pages, edit a book's
description and see the reload event and the new page (only that page rendered
again), change its title and see every list follow, break a file and see the
banner, lose library.json and keep serving, then stop it with Ctrl-C (SIGINT)."""
import http.client
import os
import pathlib
import queue
import shutil
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))


def get(url):
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


class Server:
    def __init__(self, library):
        self.process = subprocess.Popen([LIBGEN, "serve", "--root", str(library), "--port", "0", "--as-of", "2026-11-22"],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.port = None
        for line in self.wait_for("Serving "):
            self.port = int(line.rsplit(":", 1)[1].split("/")[0])
        self.base = f"http://127.0.0.1:{self.port}/"

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for(self, text, timeout=10):
        deadline = time.time() + timeout
        seen = []
        while time.time() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                continue
            seen.append(line)
            if text in line:
                return [line]
        raise AssertionError(f"no line with {text!r} in {timeout} s; saw: {seen}")


class Events:
    """The page's server-sent events, read on a thread."""
    def __init__(self, port):
        self.events = queue.Queue()
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.connection.request("GET", "/_libgen/events")
        self.response = self.connection.getresponse()
        assert self.response.status == 200
        assert self.response.getheader("Content-Type") == "text/event-stream"
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        while True:
            line = self.response.readline()
            if not line:
                return
            if line.startswith(b"data:"):
                self.events.put(line.decode().strip())

    def next(self, timeout=10):
        return self.events.get(timeout=timeout)


@pytest.fixture
def library(tmp_path):
    shutil.copytree(ROOT / "content", tmp_path / "content")
    return tmp_path


def test_serve_rebuilds_reloads_shows_problems_and_stops(library):
    server = Server(library)
    try:
        status, home = get(server.base)
        assert status == 200 and "Green Acres Book Circle" in home
        assert 'new EventSource("/_libgen/events")' in home
        # Diagnostics are on the page as in the terminal: the library's warnings, folded in a corner.
        assert 'id="libgen-warnings"' in home and "[loan.overdue]" in home and 'id="libgen-diagnostics"' not in home
        assert get(server.base + "books/no-such-book/")[0] == 404
        events = Events(server.port)

        # An edit: the reload event comes, and the page has the new text.
        book = library / "content" / "books" / "dune.md"
        book.write_text(book.read_text() + "\nThe spice must flow, said the librarian.\n")
        started = time.time()
        events.next()
        assert "The spice must flow" in get(server.base + "books/dune/")[1]
        assert time.time() - started < 5
        # Only the description changed: only the pages that show it are rendered again.
        server.wait_for("re-rendered books/dune/index.html")

        # Its front matter changed: the whole library is checked and rendered again.
        book.write_text(book.read_text().replace("title: \"Dune\"", "title: \"Dune Messiah\""))
        events.next()
        server.wait_for(" files in ")
        assert "Dune Messiah" in get(server.base)[1], "the title reaches the lists too"

        # A broken file mid-edit: the last good site stays, with a banner and the terminal line.
        loan = library / "content" / "loans" / "2026" / "2026-11-01-nineteen-eighty-four-neha.json"
        good = loan.read_text()
        loan.write_text(good[:40])
        events.next()
        server.wait_for("[parse.json]")
        page = get(server.base + "books/dune/")[1]
        assert 'id="libgen-diagnostics"' in page and "parse.json" in page and "The spice must flow" in page
        loan.write_text(good)
        events.next()
        assert 'id="libgen-diagnostics"' not in get(server.base + "books/dune/")[1]

        # library.json deleted: still serving, and saying why.
        settings = library / "content" / "library.json"
        saved = settings.read_text()
        settings.unlink()
        events.next()
        status, page = get(server.base)
        assert status == 200 and "The library cannot be read" in page
        settings.write_text(saved)
        events.next()
        assert "The library cannot be read" not in get(server.base)[1]
    finally:
        server.process.send_signal(signal.SIGINT)
        assert server.process.wait(timeout=10) == 0


def test_serve_answers_only_its_own_address(tmp_path):
    """DNS rebinding: a request naming another host (a page elsewhere that pointed its own name
    at 127.0.0.1) gets 421 and no page; 127.0.0.1 and localhost on the port are served."""
    library = tmp_path / "library"
    shutil.copytree(ROOT / "content", library / "content")
    server = Server(library)
    try:
        for host, expected in [(f"127.0.0.1:{server.port}", 200), (f"localhost:{server.port}", 200),
                               (f"evil.example:{server.port}", 421), ("evil.example", 421), (f"127.0.0.1:{server.port + 1}", 421)]:
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
            connection.putrequest("GET", "/", skip_host=True)
            connection.putheader("Host", host)
            connection.endheaders()
            response = connection.getresponse()
            body = response.read().decode()
            assert response.status == expected, host
            if expected == 421:
                assert "<html" not in body and "libgen serve answers only for 127.0.0.1" in body
            connection.close()
    finally:
        server.process.send_signal(signal.SIGINT)
        server.process.wait(timeout=10)


def test_quiet_keeps_diagnostics_and_the_address_and_drops_summaries_and_progress(tmp_path):
    """CLI.md: human output on stdout, progress and logs on stderr; --quiet drops closing
    summaries (the rebuild's counts, "Stopped.") and never a diagnostic."""
    library = tmp_path / "library"
    shutil.copytree(ROOT / "content", library / "content")
    process = subprocess.Popen([LIBGEN, "serve", "--root", str(library), "--port", "0", "--as-of", "2026-11-22", "--quiet"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        port = None
        out = []
        for line in process.stdout:
            out.append(line.rstrip("\n"))
            if line.startswith("Serving "):
                port = int(line.rsplit(":", 1)[1].split("/")[0])
                break
        assert port
        (library / "content" / "books" / "dune.md").write_text((library / "content" / "books" / "dune.md").read_text() + "\nMore.\n")
        deadline = time.time() + 10
        while time.time() < deadline and "More." not in get(f"http://127.0.0.1:{port}/books/dune/")[1]:
            time.sleep(0.1)
        assert "More." in get(f"http://127.0.0.1:{port}/books/dune/")[1]
    finally:
        process.send_signal(signal.SIGINT)
        rest, err = process.communicate(timeout=10)
    out += rest.splitlines()
    assert [line for line in out if line.endswith("[loan.overdue]")] and len(out) == 3, out
    assert out[-1].startswith("Serving ") and not any("rendered" in line or "Stopped" in line for line in out), out
    assert err == "", err


def test_only_reading_is_answered(tmp_path):
    """A preview of static files answers GET and HEAD; any other method is 405 with Allow."""
    library = tmp_path / "library"
    shutil.copytree(ROOT / "content", library / "content")
    server = Server(library)
    try:
        for method in ["POST", "DELETE", "PUT", "OPTIONS"]:
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
            connection.request(method, "/books/dune/", body=b"x" if method in ("POST", "PUT") else None)
            response = connection.getresponse()
            assert (method, response.status, response.getheader("Allow")) == (method, 405, "GET, HEAD")
            assert response.read() == b"libgen serve only reads pages (GET, HEAD)\n"
            connection.close()
        assert get(server.base + "books/dune/")[0] == 200
    finally:
        server.process.send_signal(signal.SIGINT)
        server.process.wait(timeout=10)


def test_a_library_folder_made_again_in_its_place_is_served_again(tmp_path):
    """The library's folder removed and made again (cloned again, restored from a backup):
    serve shows that the library cannot be read, then the library again once it is back."""
    library = tmp_path / "library"
    shutil.copytree(ROOT / "content", library / "content")
    server = Server(library)
    try:
        assert "libgen-diagnostics" not in get(server.base + "books/dune/")[1]
        shutil.rmtree(library)
        deadline = time.time() + 10
        while time.time() < deadline and "cannot be read" not in get(server.base + "books/dune/")[1]:
            time.sleep(0.1)
        assert "cannot be read" in get(server.base + "books/dune/")[1]
        shutil.copytree(ROOT / "content", library / "content")
        (library / "content" / "books" / "dune.md").write_text((library / "content" / "books" / "dune.md").read_text() + "\nBack again.\n")
        deadline = time.time() + 15
        while time.time() < deadline and "Back again." not in get(server.base + "books/dune/")[1]:
            time.sleep(0.1)
        page = get(server.base + "books/dune/")[1]
        assert "Back again." in page and "cannot be read" not in page
    finally:
        server.process.send_signal(signal.SIGINT)
        server.process.wait(timeout=10)
