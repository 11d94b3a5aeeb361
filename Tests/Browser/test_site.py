"""The example site in a real browser: Debian's chromium, driven by selenium.

Run after `libgen build` has written the site (LIBGEN_SITE, default public/):
    python3 -m pytest Tests/Browser
Screenshots at phone width go to .build/screenshots/.
"""
import functools
import http.server
import os
import pathlib
import threading

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
SITE = pathlib.Path(os.environ.get("LIBGEN_SITE", ROOT / "public"))
SHOTS = ROOT / ".build" / "screenshots"


@pytest.fixture(scope="module")
def server():
    assert (SITE / "index.html").exists(), f"build the site first: {SITE}/index.html is missing"
    class QuietHandler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(QuietHandler, directory=str(SITE))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=390,844"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()


def visible_titles(browser):
    cards = browser.find_elements(By.CSS_SELECTOR, "#catalog .book-card")
    return sorted(card.find_element(By.CLASS_NAME, "book-title").text for card in cards if card.is_displayed())


def test_typing_in_the_search_box_filters_the_catalog(server, browser):
    browser.get(server + "index.html")
    everything = visible_titles(browser)
    assert len(everything) == 31
    box = browser.find_element(By.ID, "search-query")
    box.send_keys("ishiguro")
    WebDriverWait(browser, 5).until(lambda b: len(visible_titles(b)) == 2)
    assert visible_titles(browser) == ["Never Let Me Go", "The Remains of the Day"]
    assert browser.find_element(By.ID, "search-status").text == "2 books match"
    box.clear()
    box.send_keys("marquez")  # accents are folded: García Márquez
    WebDriverWait(browser, 5).until(lambda b: visible_titles(b) == ["One Hundred Years of Solitude"])


def test_genre_and_availability_filters(server, browser):
    browser.get(server + "index.html")
    Select(browser.find_element(By.ID, "search-genre")).select_by_value("Fantasy")
    WebDriverWait(browser, 5).until(lambda b: len(visible_titles(b)) == 4)
    assert visible_titles(browser) == ["A Wizard of Earthsea", "Good Omens", "Harry Potter and the Philosopher's Stone", "The Hobbit"]
    browser.find_element(By.ID, "search-available").click()
    WebDriverWait(browser, 5).until(lambda b: "A Wizard of Earthsea" not in visible_titles(b))
    assert visible_titles(browser) == ["Good Omens", "Harry Potter and the Philosopher's Stone", "The Hobbit"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.get(server + "index.html")
    browser.save_screenshot(str(SHOTS / "home.png"))


def test_a_book_page_shows_availability_and_borrow_this(server, browser):
    browser.get(server + "books/a-suitable-boy/index.html")
    assert browser.find_element(By.TAG_NAME, "h1").text == "A Suitable Boy"
    badges = [badge.text for badge in browser.find_elements(By.CSS_SELECTOR, ".availability .badge")]
    assert badges == ["Overdue — was due back 2026-11-16", "1 waiting"]
    borrow = browser.find_element(By.LINK_TEXT, "Borrow this")
    assert borrow.get_attribute("href") == "https://github.com/greenacres-society/book-circle/issues/new?template=borrow.yml&book=a-suitable-boy&title=Borrow%3A%20A%20Suitable%20Boy"
    browser.save_screenshot(str(SHOTS / "book.png"))


def test_every_page_linked_from_the_home_page_loads(server, browser):
    browser.get(server + "index.html")
    links = sorted({a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "a[href]") if a.get_attribute("href").startswith(server) and a.get_attribute("href").endswith(".html")})
    assert len(links) == 37  # 31 books, the catalog, new, authors, genres and two free pages
    for link in links:
        browser.get(link)
        assert not browser.title.startswith("Not found"), link
        assert browser.find_element(By.TAG_NAME, "h1").text, link


def test_borrow_this_elsewhere_is_dated_the_day_of_the_click(browser, tmp_path):
    """On a forge without issue forms the new loan file carries the click's day, not the build's."""
    import datetime
    import shutil
    import subprocess
    import urllib.parse

    library = tmp_path / "library"
    shutil.copytree(ROOT / "content", library / "content")
    settings = (library / "content" / "library.json").read_text()
    (library / "content" / "library.json").write_text(
        settings.replace("https://github.com/greenacres-society/book-circle", "https://codeberg.org/greenacres/book-circle"))
    libgen = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))
    # Built "in 2030": the click (today) must re-date the request and move it to this year's folder.
    subprocess.run([libgen, "build", "--root", str(library), "--as-of", "2030-01-01", "--quiet"], check=True, capture_output=True)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(library / "public"))
    handler.log_message = lambda *args: None
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        browser.get(f"http://127.0.0.1:{httpd.server_address[1]}/books/dune/index.html")
        # Stop the navigation to the forge: record where the click would go.
        browser.execute_script("document.addEventListener('click', function (e) { window.__href = e.target.closest('a').href; e.preventDefault(); });")
        browser.find_element(By.LINK_TEXT, "Borrow this").click()
        href = browser.execute_script("return window.__href")
    finally:
        httpd.shutdown()
    today = browser.execute_script(
        "var d = new Date(); return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');")
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(href).query)
    assert query["filename"] == [f"content/loans/{today[:4]}/{today}-dune-your-member-id.json"]
    assert f'"requested": "{today}"' in query["value"][0]
