"""The catalogue as a reader meets it, in Debian's chromium (headless, driven by selenium) on a
390 px phone (mobile emulation) and a 1280 px desktop: the book page's action for each state of
a book, the library desk's e-mail and WhatsApp links, search from the search page and from the
header box of any page (ranking, folded accents and apostrophes, "Did you mean"), paging,
filters that read only their facet files, a header and badges that fit a phone, and
screenshots of the book, search and home pages in light and dark.

Sites: the example library built as of 2026-11-22 (LIBGEN_SITE, default public/); a copy of it
with a reserved book and four more Dune books (built here with LIBGEN, default
.build/release/libgen); and a generated 300-book library for paging.
Screenshots go to .build/screenshots/catalogue-*.png.
"""
import base64
import contextlib
import functools
import http.server
import os
import pathlib
import shutil
import subprocess
import tempfile
import threading
import urllib.parse

import pytest
from chromium import chromium
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
SITE = pathlib.Path(os.environ.get("LIBGEN_SITE", ROOT / "public"))
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))
SHOTS = ROOT / ".build" / "screenshots"
AS_OF = "2026-11-22"
FORGE = "https://github.com/greenacres-society/book-circle/"
PHONE, DESKTOP = 390, 1280


@contextlib.contextmanager
def serving(folder):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


def build(library, out):
    subprocess.run([LIBGEN, "build", "--root", str(library), "--out", str(out), "--as-of", AS_OF, "--quiet"],
                   check=True, capture_output=True)
    return out


@pytest.fixture(scope="module")
def server():
    assert (SITE / "index.html").exists(), f"build the site first: {SITE}/index.html is missing"
    with serving(SITE) as url:
        yield url


# Four more books for "dune", one per rank below the exact title, and a request that keeps The
# Hobbit on the shelf for Kabir (reserved).
EXTRA_BOOKS = {
    "dune-messiah": ("Dune Messiah", "Frank Herbert", "Science fiction"),         # the title starts with the words
    "children-of-dune": ("Children of Dune", "Frank Herbert", "Science fiction"),  # a title word
    "the-sand-garden": ("The Sand Garden", "Rosa Dune", "Fiction"),                # an author's word
    "spice-routes": ("Spice Routes", "Mira Kapoor", "Dune studies"),               # a genre's word
}


@pytest.fixture(scope="module")
def variant():
    """The example library with EXTRA_BOOKS and a reserved Hobbit, built and served; removed after."""
    with tempfile.TemporaryDirectory(prefix="libgen-catalogue-") as work:
        library = pathlib.Path(work) / "library"
        shutil.copytree(ROOT / "content", library / "content")
        for book_id, (title, author, genre) in EXTRA_BOOKS.items():
            (library / "content" / "books" / f"{book_id}.md").write_text(
                f'---\ntitle: "{title}"\nauthors: ["{author}"]\nowner: library\nadded: 2025-01-10\n'
                f'language: English\ngenres: ["{genre}"]\n---\n\nAdded for the search tests.\n')
        (library / "content" / "loans" / "2026" / "2026-11-20-the-hobbit-kabir.json").write_text(
            '{\n  "book": "the-hobbit",\n  "borrower": "kabir",\n  "status": "requested",\n  "requested": "2026-11-20"\n}\n')
        with serving(build(library, pathlib.Path(work) / "site")) as url:
            yield url


@pytest.fixture(scope="module")
def big():
    """A generated 300-book library (deterministic: the generator's default seed), built and served."""
    with tempfile.TemporaryDirectory(prefix="libgen-catalogue-big-") as work:
        generated = pathlib.Path(work) / "generated"
        subprocess.run(["python3", str(ROOT / "Benchmarks" / "generate.py"), "--books", "300", "--members", "60",
                        "--loans", "1500", "--swaps", "10", str(generated)], check=True, capture_output=True)
        library = generated / "library"
        # The books whose genres hold a word starting "fiction" (Science fiction, Literary fiction):
        # the generated titles and authors never do.
        fiction = set()
        for book in (library / "content" / "books").glob("*.md"):
            front = book.read_text().split("\n---", 1)[0]
            genres = [line for line in front.splitlines() if line.startswith("genres:")]
            if genres and "fiction" in genres[0].lower():
                fiction.add(book.stem)
        with serving(build(library, pathlib.Path(work) / "site")) as url:
            yield url, fiction


@pytest.fixture(scope="module")
def browser():
    with chromium("--window-size=1280,900", "--hide-scrollbars") as driver:
        yield driver


def look(browser, width, scheme="light"):
    """A 390 px phone (mobile emulation: touch-sized viewport, the page's viewport meta obeyed) or
    a 1280 px desktop, in a colour scheme. Both stay for the pages loaded after."""
    phone = width <= 480
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": 844 if phone else 900, "deviceScaleFactor": 2 if phone else 1, "mobile": phone})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def screenshot(browser, name):
    """The whole page, not only the viewport."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    (SHOTS / f"catalogue-{name}.png").write_bytes(base64.b64decode(shot["data"]))


# Every card of a list, read in one script (search results are rebuilt and element handles go stale).
CARDS = """
return Array.prototype.map.call(document.querySelectorAll(arguments[0] + ' .book-card'), function (card) {
  var thumb = card.querySelector('.thumb');
  return {
    id: card.getAttribute('data-id'),
    href: card.querySelector('a.book-link').href,
    title: card.querySelector('.book-title').textContent,
    authors: card.querySelector('.book-authors').textContent,
    thumb: thumb.tagName === 'IMG' ? ['img', thumb.src]
      : ['placeholder', thumb.style.getPropertyValue('--hue').trim(), thumb.querySelector('.placeholder-title').textContent],
    badges: Array.prototype.map.call(card.querySelectorAll('.badge'), function (badge) { return [badge.className, badge.textContent]; }),
    times: Array.prototype.map.call(card.querySelectorAll('.badge time'), function (time) { return [time.getAttribute('datetime'), time.textContent]; })
  };
});"""


def cards(browser, within="#search-results"):
    return browser.execute_script(CARDS, within)


def ids(browser):
    return [card["id"] for card in cards(browser)]


def status(browser):
    return browser.find_element(By.ID, "search-status").text


def search(browser, base, query):
    """The search page opened with a query string; waits for search.js to say how many matched."""
    browser.get(base + "search/index.html?" + query)
    WebDriverWait(browser, 10).until(lambda b: status(b) != "", message=query)


def paging_text(browser):
    return browser.execute_script(
        "var p = document.getElementById('search-paging'); return p.hidden ? null : p.querySelector('span').textContent;")


def paging_button(browser, label):
    return browser.find_element(By.XPATH, f"//nav[@id='search-paging']//button[normalize-space()='{label}']")


def json_fetched(browser):
    return browser.execute_script(
        "return performance.getEntriesByType('resource').map(function (e) { return new URL(e.name).pathname; })"
        ".filter(function (path) { return /\\.json$/.test(path); });")


# ---------------------------------------------------------------------------------------------
# The book page: its action follows the book's state.

def actions(browser):
    """What the borrowing section offers, read in one script."""
    return browser.execute_script("""
      var section = document.querySelector('.borrowing');
      function all(selector) { return Array.prototype.map.call(section.querySelectorAll(selector), function (a) { return [a.textContent, a.getAttribute('href')]; }); }
      var noAction = section.querySelector('.no-action');
      return {
        primary: all('.actions a.button.primary'),
        buttons: section.querySelectorAll('.actions a, .actions button').length,
        out: all('.out-actions a'),
        noAction: noAction ? noAction.textContent : null,
        desk: all('.desk a'),
        waiting: (document.querySelector('.availability .badge-waiting') || {}).textContent || null,
        availability: Array.prototype.map.call(document.querySelectorAll('.availability .badge'), function (b) { return b.textContent; })
      };""")


def issue(template, book_id, title):
    return (f"{FORGE}issues/new?template={template}.yml&book={book_id}&title="
            + urllib.parse.quote(title, safe=""))


def desk_messages(desk):
    """The decoded e-mail subject and body and WhatsApp text of the desk's two links."""
    (email_label, email), (whatsapp_label, whatsapp) = desk
    assert (email_label, whatsapp_label) == ("E-mail the desk", "WhatsApp the desk")
    mail = urllib.parse.urlsplit(email)
    assert (mail.scheme, mail.path) == ("mailto", "books@greenacres.example.org")
    wa = urllib.parse.urlsplit(whatsapp)
    assert (wa.scheme, wa.netloc, wa.path) == ("https", "wa.me", "/919820041000")
    mail_query, wa_query = urllib.parse.parse_qs(mail.query), urllib.parse.parse_qs(wa.query)
    assert sorted(mail_query) == ["body", "subject"] and sorted(wa_query) == ["text"]
    return mail_query["subject"][0], mail_query["body"][0], wa_query["text"][0]


def primary_fits(browser):
    """The primary button is shown whole, inside the page's width."""
    return browser.execute_script("""
      var a = document.querySelector('.borrowing .actions a.button.primary'), r = a.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= document.documentElement.clientWidth
        && a.scrollWidth <= a.clientWidth + 1;""")


@pytest.mark.parametrize("width", [PHONE, DESKTOP])
def test_a_book_on_the_shelf_for_nobody_says_borrow_this(server, browser, width):
    look(browser, width)
    browser.get(server + "books/dune/index.html")
    found = actions(browser)
    assert found["availability"] == ["Available"]
    assert found["primary"] == [["Borrow this", issue("borrow", "dune", "Borrow: Dune")]]
    assert found["buttons"] == 1 and found["out"] == [] and found["noAction"] is None and found["waiting"] is None
    assert primary_fits(browser)
    subject, body, text = desk_messages(found["desk"])
    assert subject == "Borrowing “Dune”"
    assert body == text == ("Hello! I would like to borrow “Dune” by Frank Herbert "
                            "(https://greenacres.example.org/library/books/dune/). My name and flat:")
    assert browser.find_element(By.CSS_SELECTOR, ".desk-note").text == "Or ask at the clubhouse desk, Block B, any evening from 6 to 8."
    # An apostrophe in the title, encoded in the link and decoded whole.
    browser.get(server + "books/the-hitchhikers-guide-to-the-galaxy/index.html")
    found = actions(browser)
    assert found["primary"] == [["Borrow this", issue("borrow", "the-hitchhikers-guide-to-the-galaxy",
                                                      "Borrow: The Hitchhiker's Guide to the Galaxy")]]
    subject, body, text = desk_messages(found["desk"])
    assert subject == "Borrowing “The Hitchhiker's Guide to the Galaxy”"
    assert body == text == ("Hello! I would like to borrow “The Hitchhiker's Guide to the Galaxy” by Douglas Adams "
                            "(https://greenacres.example.org/library/books/the-hitchhikers-guide-to-the-galaxy/). My name and flat:")


# Out books of the example as of 2026-11-22: (id, title, author, the availability badges, who is waiting).
OUT = [
    ("a-suitable-boy", "A Suitable Boy", "Vikram Seth",
     ["Overdue — was due back 16 Nov 2026", "1 waiting: ask to join the queue"], "1 ahead"),
    ("nineteen-eighty-four", "Nineteen Eighty-Four", "George Orwell",
     ["On loan — due back today", "1 waiting: ask to join the queue"], "1 ahead"),
    ("the-palace-of-illusions", "The Palace of Illusions", "Chitra Banerjee Divakaruni",
     ["On loan — due back 4 Dec 2026"], "nobody ahead"),
]


@pytest.mark.parametrize("width", [PHONE, DESKTOP])
def test_a_book_that_is_out_offers_the_waiting_list_and_renew_and_return(server, browser, width):
    look(browser, width)
    for book_id, title, author, availability, ahead in OUT:
        browser.get(server + f"books/{book_id}/index.html")
        found = actions(browser)
        assert found["availability"] == availability, book_id
        assert found["primary"] == [[f"Join the waiting list ({ahead})", issue("borrow", book_id, f"Borrow: {title}")]], book_id
        # The number ahead is the number waiting.
        waiting = int(found["waiting"].split(" ")[0]) if found["waiting"] else 0
        assert ahead == ("nobody ahead" if waiting == 0 else f"{waiting} ahead"), book_id
        assert found["out"] == [["Renew", issue("renew", book_id, f"Renew: {title}")],
                                ["Return", issue("return", book_id, f"Returned: {title}")]], book_id
        for _, href in found["out"]:
            parts = urllib.parse.urlsplit(href)
            assert (parts.netloc, parts.path) == ("github.com", "/greenacres-society/book-circle/issues/new")
            assert urllib.parse.parse_qs(parts.query)["book"] == [book_id]
        assert found["noAction"] is None
        assert primary_fits(browser), book_id
        subject, body, text = desk_messages(found["desk"])
        assert subject == f"Borrowing “{title}”", book_id
        assert body == text == (f"Hello! I would like to join the waiting list for “{title}” by {author} "
                                f"(https://greenacres.example.org/library/books/{book_id}/). My name and flat:"), book_id


@pytest.mark.parametrize("width", [PHONE, DESKTOP])
def test_a_missing_book_has_no_action_but_says_why(server, browser, width):
    look(browser, width)
    browser.get(server + "books/matilda/index.html")
    found = actions(browser)
    assert found["availability"] == ["Missing"]
    assert found["primary"] == [] and found["buttons"] == 0 and found["out"] == [] and found["desk"] == []
    assert found["noAction"] == "This copy is missing, so it cannot be asked for. If you find it, tell a librarian."
    assert browser.find_element(By.CSS_SELECTOR, ".borrowing .no-action").is_displayed()
    assert browser.find_elements(By.CSS_SELECTOR, ".borrowing .terms") == []


def test_suggest_an_edit_is_a_quiet_link_not_a_button(server, browser):
    look(browser, PHONE)
    for book_id in ("dune", "a-suitable-boy", "matilda"):
        browser.get(server + f"books/{book_id}/index.html")
        links = browser.find_elements(By.XPATH, "//a[normalize-space()='Suggest an edit']")
        assert len(links) == 1, book_id
        assert links[0].get_attribute("class") == "quiet", book_id
        assert links[0].get_attribute("href") == f"{FORGE}edit/main/content/books/{book_id}.md", book_id
        assert links[0].value_of_css_property("background-color") in ("rgba(0, 0, 0, 0)", "transparent"), book_id


def test_a_reserved_book_joins_the_waiting_list(variant, browser):
    look(browser, PHONE)
    browser.get(variant + "books/the-hobbit/index.html")
    found = actions(browser)
    assert found["availability"] == ["Reserved for the next in the queue", "1 waiting: ask to join the queue"]
    assert found["primary"] == [["Join the waiting list (1 ahead)", issue("borrow", "the-hobbit", "Borrow: The Hobbit")]]
    assert found["out"] == [], "nobody has it to renew or return"
    subject, body, text = desk_messages(found["desk"])
    assert body == text == ("Hello! I would like to join the waiting list for “The Hobbit” by J. R. R. Tolkien "
                            "(https://greenacres.example.org/library/books/the-hobbit/). My name and flat:")
    search(browser, variant, "q=hobbit")
    assert [card["badges"] for card in cards(browser)] == [[["badge badge-reserved", "Reserved"], ["badge badge-waiting", "1 waiting"]]]


def test_the_more_lists_on_a_book_page_show_each_books_own_cover_and_badges(server, browser):
    """A card under "More in …" is the card the catalogue shows for that book, not one that
    borrows the page's book's cover or waiting count."""
    look(browser, DESKTOP)
    browser.get(server + "index.html")
    catalogue = {card["id"]: card for card in cards(browser, "#browse")}
    assert len(catalogue) == 31
    wrong = []
    for book_id in ("dune", "a-suitable-boy", "the-god-of-small-things", "the-hobbit"):
        browser.get(server + f"books/{book_id}/index.html")
        more = cards(browser, ".more")
        assert more, book_id
        wrong += [f"{book_id}: {card['id']} shows {card['thumb']} {card['badges']}, the catalogue "
                  f"{catalogue[card['id']]['thumb']} {catalogue[card['id']]['badges']}"
                  for card in more if card != catalogue[card["id"]]]
    assert wrong == []


# ---------------------------------------------------------------------------------------------
# Search.

NONE = "No book matches. Check the spelling, try fewer words, or browse the authors and genres."


def test_search_finds_titles_folding_accents_and_apostrophes(server, browser):
    look(browser, DESKTOP)
    expected = {
        "dune": ["dune"],
        "hitchhikers": ["the-hitchhikers-guide-to-the-galaxy"],
        "philosophers": ["harry-potter-and-the-philosophers-stone"],
        "garcia": ["one-hundred-years-of-solitude"],
        "GARCÍA márquez": ["one-hundred-years-of-solitude"],
        "guide": ["the-guide", "the-hitchhikers-guide-to-the-galaxy"],
    }
    for query, books in expected.items():
        search(browser, server, urllib.parse.urlencode({"q": query}))
        assert ids(browser) == books, query
        assert status(browser) == ("1 book matches" if len(books) == 1 else f"{len(books)} books match"), query
        assert browser.find_element(By.ID, "search-query").get_attribute("value") == query
        assert browser.find_element(By.ID, "site-search-q").get_attribute("value") == query, "the header box says what was searched"
        assert paging_text(browser) is None, "one page: no paging"
    search(browser, server, "q=garcia")
    (card,) = cards(browser)
    assert (card["title"], card["authors"]) == ("One Hundred Years of Solitude", "Gabriel García Márquez")


def test_search_ranks_the_exact_title_first_then_title_start_title_word_author_and_the_rest(variant, browser):
    look(browser, DESKTOP)
    search(browser, variant, "q=dune")
    assert status(browser) == "5 books match"
    assert ids(browser) == ["dune", "dune-messiah", "children-of-dune", "the-sand-garden", "spice-routes"]
    search(browser, variant, "q=children")
    # A title start, a title word, then the genre Children in catalogue order.
    assert ids(browser) == ["children-of-dune", "midnights-children", "harry-potter-and-the-philosophers-stone",
                            "the-hobbit", "matilda", "a-wizard-of-earthsea"]


def test_the_header_box_of_a_book_page_searches_on_the_search_page(server, browser):
    for width in (PHONE, DESKTOP):
        look(browser, width)
        for query, books in (("hitchhikers", ["the-hitchhikers-guide-to-the-galaxy"]), ("dune", ["dune"]),
                             ("philosophers", ["harry-potter-and-the-philosophers-stone"])):
            browser.get(server + "books/a-suitable-boy/index.html")
            box = browser.find_element(By.ID, "site-search-q")
            assert box.is_displayed() and box.get_attribute("name") == "q"
            box.send_keys(query)
            box.send_keys(Keys.ENTER)
            WebDriverWait(browser, 10).until(lambda b: b.current_url == server + f"search/index.html?q={query}", message=query)
            WebDriverWait(browser, 10).until(lambda b: status(b) != "", message=query)
            assert ids(browser) == books, (width, query)
            assert browser.find_element(By.TAG_NAME, "h1").text == "Search"
        # The button submits too.
        browser.get(server + "books/dune/index.html")
        browser.find_element(By.ID, "site-search-q").send_keys("garcia")
        browser.find_element(By.CSS_SELECTOR, "form.site-search button[type=submit]").click()
        WebDriverWait(browser, 10).until(lambda b: b.current_url == server + "search/index.html?q=garcia")
        WebDriverWait(browser, 10).until(lambda b: ids(b) == ["one-hundred-years-of-solitude"])


def test_a_search_opened_from_the_header_shows_its_words_and_count_in_view(server, browser):
    """Landing on search/index.html?q=… keeps the top of the page in view: the search box with the
    words typed and the status saying how many books match (only Previous/Next scroll to the results)."""
    look(browser, PHONE)
    browser.get(server + "books/dune/index.html")
    box = browser.find_element(By.ID, "site-search-q")
    box.send_keys("fiction")
    box.send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda b: status(b) == "21 books match")
    assert browser.execute_script(
        "var box = document.getElementById('search-query').getBoundingClientRect(),"
        " said = document.getElementById('search-status').getBoundingClientRect();"
        "return [window.scrollY, box.top >= 0, said.bottom <= window.innerHeight];") == [0, True, True]


@pytest.mark.parametrize("typed, meant, books, title", [
    ("hobit", "hobbit", ["the-hobbit"], "The Hobbit"),
    ("tolkein", "tolkien", ["the-hobbit"], "The Hobbit"),
    # A typo in the first two letters: the word is found in the shard the typo skipped.
    ("dnue", "dune", ["dune"], "Dune"),
    ("ohbbit", "hobbit", ["the-hobbit"], "The Hobbit"),
])
def test_a_misspelling_finds_nothing_and_offers_did_you_mean(server, browser, typed, meant, books, title):
    look(browser, PHONE)
    search(browser, server, f"q={typed}")
    assert ids(browser) == []
    assert status(browser) == f"{NONE} Did you mean {meant}?"
    link = browser.find_element(By.CSS_SELECTOR, "#search-status .did-you-mean a")
    assert (link.text, link.get_attribute("href")) == (meant, server + f"search/index.html?q={meant}")
    link.click()
    WebDriverWait(browser, 10).until(lambda b: ids(b) == books)
    assert status(browser) == "1 book matches"
    assert browser.find_element(By.ID, "search-query").get_attribute("value") == meant
    assert browser.current_url == server + f"search/index.html?q={meant}"
    assert cards(browser)[0]["title"] == title


def test_result_cards_are_the_catalogues_cards_with_covers_placeholders_and_short_badges(server, browser):
    look(browser, DESKTOP)
    browser.get(server + "index.html")
    catalogue = {card["id"]: card for card in cards(browser, "#browse")}
    expected_badges = {
        "dune": [["badge badge-available", "Available"]],
        "the-palace-of-illusions": [["badge badge-on-loan", "Due 4 Dec"]],
        "nineteen-eighty-four": [["badge badge-on-loan", "Due today"], ["badge badge-waiting", "1 waiting"]],
        "a-suitable-boy": [["badge badge-on-loan badge-overdue", "Overdue"], ["badge badge-waiting", "1 waiting"]],
        "matilda": [["badge badge-lost", "Missing"]],
        "the-hobbit": [["badge badge-available", "Available"]],
    }
    queries = {"dune": "dune", "the-palace-of-illusions": "palace", "nineteen-eighty-four": "nineteen",
               "a-suitable-boy": "suitable", "matilda": "matilda", "the-hobbit": "hobbit"}
    for book_id, query in queries.items():
        search(browser, server, f"q={query}")
        (card,) = cards(browser)
        assert card["id"] == book_id
        assert card["badges"] == expected_badges[book_id], book_id
        # A badge's date in <time datetime>, in the search's cards as in the catalogue's.
        assert card["times"] == ([["2026-12-04", "4 Dec"]] if book_id == "the-palace-of-illusions" else []), book_id
        assert card["href"] == server + f"books/{book_id}/index.html"
        assert card == catalogue[book_id], f"{book_id}: the search's card differs from the catalogue's"
    # A cover where there is one, else a placeholder naming the book.
    assert catalogue["dune"]["thumb"] == ["img", server + "covers/dune.png"]
    assert catalogue["the-hobbit"]["thumb"][0::2] == ["placeholder", "The Hobbit"]
    # Every card of a genre listing drawn by search.js equals the catalogue's too.
    search(browser, server, "q=fantasy")
    assert [card["id"] for card in cards(browser)] == ["good-omens", "harry-potter-and-the-philosophers-stone",
                                                       "the-hobbit", "a-wizard-of-earthsea"]
    assert all(card == catalogue[card["id"]] for card in cards(browser))


def test_a_filter_alone_reads_its_facet_files_not_search_json(server, browser):
    look(browser, DESKTOP)
    browser.get(server + "search/index.html")
    assert json_fetched(browser) == []
    browser.find_element(By.ID, "search-available").click()
    WebDriverWait(browser, 10).until(lambda b: status(b) == "26 books match")
    first = ids(browser)
    assert len(first) == 24
    assert json_fetched(browser) == ["/search/available-1.json"]
    browser.get(server + "search/index.html")
    Select(browser.find_element(By.ID, "search-genre")).select_by_value("Fantasy")
    WebDriverWait(browser, 10).until(lambda b: status(b) == "4 books match")
    assert ids(browser) == ["good-omens", "harry-potter-and-the-philosophers-stone", "the-hobbit", "a-wizard-of-earthsea"]
    assert json_fetched(browser) == ["/search/genre-fantasy-1.json"]
    # Both filters: the smaller facet's file only.
    browser.find_element(By.ID, "search-available").click()
    WebDriverWait(browser, 10).until(lambda b: status(b) == "3 books match")
    assert ids(browser) == ["good-omens", "harry-potter-and-the-philosophers-stone", "the-hobbit"]
    assert json_fetched(browser) == ["/search/genre-fantasy-1.json"]


def test_paging_a_filter_shows_24_then_the_rest(server, browser):
    look(browser, PHONE)
    browser.get(server + "index.html")
    on_the_shelf = {card["id"] for card in cards(browser, "#browse") if card["badges"][0][0] == "badge badge-available"}
    assert len(on_the_shelf) == 26
    browser.get(server + "search/index.html")
    browser.find_element(By.ID, "search-available").click()
    WebDriverWait(browser, 10).until(lambda b: status(b) == "26 books match")
    first = ids(browser)
    assert len(first) == 24 and paging_text(browser) == "Page 1 of 2"
    assert not paging_button(browser, "Previous").is_enabled() and paging_button(browser, "Next").is_enabled()
    paging_button(browser, "Next").click()
    WebDriverWait(browser, 10).until(lambda b: paging_text(b) == "Page 2 of 2")
    second = ids(browser)
    assert len(second) == 2 and not set(first) & set(second)
    assert set(first) | set(second) == on_the_shelf
    assert paging_button(browser, "Previous").is_enabled() and not paging_button(browser, "Next").is_enabled()
    paging_button(browser, "Previous").click()
    WebDriverWait(browser, 10).until(lambda b: paging_text(b) == "Page 1 of 2")
    assert ids(browser) == first


def test_paging_a_common_word_in_a_large_library(big, browser):
    url, fiction = big
    assert len(fiction) == 59
    look(browser, DESKTOP)
    search(browser, url, "q=fiction")
    assert status(browser) == "59 books match"
    pages = [ids(browser)]
    assert paging_text(browser) == "Page 1 of 3"
    for number in (2, 3):
        paging_button(browser, "Next").click()
        WebDriverWait(browser, 10).until(lambda b: paging_text(b) == f"Page {number} of 3")
        pages.append(ids(browser))
        assert browser.current_url == url + f"search/index.html?q=fiction&page={number}"
    assert [len(page) for page in pages] == [24, 24, 11]
    assert set(pages[0]).isdisjoint(pages[1]) and set(pages[1]).isdisjoint(pages[2]) and set(pages[0]).isdisjoint(pages[2])
    assert set(pages[0] + pages[1] + pages[2]) == fiction
    assert not paging_button(browser, "Next").is_enabled()
    # The address keeps the page: opened again, it shows the same books.
    browser.get(url + "search/index.html?q=fiction&page=2")
    WebDriverWait(browser, 10).until(lambda b: paging_text(b) == "Page 2 of 3")
    assert ids(browser) == pages[1]
    # The genre filter alone pages too, from its facet file.
    browser.get(url + "search/index.html")
    Select(browser.find_element(By.ID, "search-genre")).select_by_value("Fantasy")
    WebDriverWait(browser, 10).until(lambda b: paging_text(b) == "Page 1 of 2")
    assert status(browser) == "32 books match" and len(ids(browser)) == 24
    assert json_fetched(browser) == ["/search/genre-fantasy-1.json"]


# ---------------------------------------------------------------------------------------------
# A phone: the header's links and the cards' badges fit.

HEADER_FITS = """
var width = document.documentElement.clientWidth, out = [];
document.querySelectorAll('header .site-nav a, header .brand, header .site-search input, header .site-search button').forEach(function (a) {
  var r = a.getBoundingClientRect();
  var hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!(r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= width && r.top >= 0 && r.bottom <= window.innerHeight)
      || a.scrollWidth > a.clientWidth + 1 || !(hit === a || a.contains(hit)))
    out.push([a.textContent.trim() || a.outerHTML.slice(0, 40), Math.round(r.left), Math.round(r.right), Math.round(r.top), width]);
});
return out;"""

BADGE_LINES = """
var out = [];
document.querySelectorAll(arguments[0] + ' .book-card .badge').forEach(function (badge) {
  var style = getComputedStyle(badge), r = badge.getBoundingClientRect(), card = badge.closest('.book-card').getBoundingClientRect();
  var text = r.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth);
  var line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
  if (!(text < 1.6 * line) || r.right > card.right + 0.5 || r.right > document.documentElement.clientWidth || badge.scrollWidth > badge.clientWidth + 1)
    out.push([badge.closest('.book-card').getAttribute('data-id'), badge.textContent, Math.round(r.height), line, Math.round(r.right), Math.round(card.right)]);
});
return [document.querySelectorAll(arguments[0] + ' .book-card .badge').length, out];"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_on_a_phone_every_header_link_and_every_badge_fits(server, browser, scheme):
    look(browser, PHONE, scheme)
    for path in ("index.html", "books/a-suitable-boy/index.html", "search/index.html?q=fantasy", "pages/about/index.html"):
        browser.get(server + path)
        assert browser.execute_script("return document.documentElement.clientWidth") == PHONE, path
        assert len(browser.find_elements(By.CSS_SELECTOR, "header .site-nav a")) == 6, path
        # search.js scrolls a search opened from an address down to its results: the header is above.
        browser.execute_script("window.scrollTo(0, 0)")
        assert browser.execute_script(HEADER_FITS) == [], path
        overflow = browser.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{path} is {overflow}px wider than the phone"
    for path, within in (("index.html", "#browse"), ("books/a-suitable-boy/index.html", ".more")):
        browser.get(server + path)
        count, broken = browser.execute_script(BADGE_LINES, within)
        assert count > 0 and broken == [], path
    search(browser, server, "available=on")
    count, broken = browser.execute_script(BADGE_LINES, "#search-results")
    assert count == 24 and broken == []


@pytest.mark.parametrize("width", [PHONE, DESKTOP])
def test_the_home_pages_numbers_and_search_form_do_not_touch(server, browser, width):
    look(browser, width)
    browser.get(server + "index.html")
    gap = browser.execute_script("return document.querySelector('form.search').getBoundingClientRect().top"
                                 " - document.querySelector('.stats').getBoundingClientRect().bottom")
    assert gap >= 8, f"the library's numbers and the search form are {gap}px apart"


# ---------------------------------------------------------------------------------------------
# Screenshots to look at: the book, search and home pages, phone and desktop, light and dark.

@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [PHONE, DESKTOP])
def test_screenshots_of_the_book_search_and_home_pages(server, browser, width, scheme):
    look(browser, width, scheme)
    browser.get(server + "books/a-suitable-boy/index.html")
    screenshot(browser, f"book-{width}-{scheme}")
    search(browser, server, "q=tolkein")
    assert status(browser).endswith("Did you mean tolkien?")
    search(browser, server, "q=fiction")
    assert status(browser) == "21 books match"
    screenshot(browser, f"search-{width}-{scheme}")
    browser.get(server + "index.html")
    screenshot(browser, f"home-{width}-{scheme}")
    background = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    channels = [int(part) for part in background[background.index("(") + 1:-1].split(",")[:3]]
    assert (sum(channels) / 3 < 128) == (scheme == "dark"), f"{scheme} page background is {background}"


def test_the_author_filter_stays_in_the_address(server, browser):
    look(browser, DESKTOP)
    browser.get(server + "search/index.html")
    browser.find_element(By.ID, "search-author").send_keys("narayan")
    WebDriverWait(browser, 10).until(lambda b: "author=narayan" in b.current_url, message=browser.current_url)
    found = status(browser)
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda b: status(b) != "")
    assert browser.find_element(By.ID, "search-author").get_attribute("value") == "narayan"
    assert status(browser) == found
    author = browser.find_element(By.ID, "search-author")
    author.clear()
    author.send_keys(" ")
    WebDriverWait(browser, 10).until(lambda b: "author=" not in b.current_url, message=browser.current_url)


def test_search_opened_from_disk_says_it_cannot_read_its_index(browser):
    """A site opened as files (file://) cannot fetch its search files: said, and the lists stay."""
    look(browser, DESKTOP)
    browser.get((SITE / "index.html").resolve().as_uri())
    browser.find_element(By.ID, "search-query").send_keys("hobbit")
    WebDriverWait(browser, 10).until(lambda b: status(b) != "")
    assert status(browser) == "Search could not load its index: open the site through a web server (libgen serve), not as a file."
    assert browser.find_element(By.ID, "browse").is_displayed()
    assert cards(browser) == []


def test_a_filter_alone_counts_what_the_other_filters_keep(server, browser):
    """With no words typed, each filter counts what the others keep where the facet read can
    tell, and shows no count rather than a wrong one where it cannot."""
    look(browser, DESKTOP)
    browser.get(server + "search/index.html")
    Select(browser.find_element(By.ID, "search-genre")).select_by_value("Fantasy")
    WebDriverWait(browser, 10).until(lambda b: status(b) == "4 books match")
    option = lambda b, value: b.find_element(By.CSS_SELECTOR, f'#search-genre option[value="{value}"]').text
    facet_count = lambda b: b.find_element(By.CSS_SELECTOR, "form.search .facet-count").text
    # The genre's own options count the catalogue (no other filter); "available now" counts Fantasy's.
    assert option(browser, "Fantasy") == "Fantasy (4)"
    assert facet_count(browser) == "(3)"
    browser.find_element(By.ID, "search-available").click()
    WebDriverWait(browser, 10).until(lambda b: status(b) == "3 books match")
    assert facet_count(browser) == "(3)"
    # Per genre among available books is not known from Fantasy's file: no count, never "(4)".
    assert option(browser, "Fantasy") == "Fantasy"
