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
from chromium import chromium
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
    with chromium("--window-size=390,844") as driver:
        yield driver


def result_titles(browser):
    # Read in one script: the list is rebuilt on every keystroke, so element handles go stale.
    return sorted(browser.execute_script(
        "var list = document.getElementById('search-results');"
        "return list.hidden ? [] : Array.prototype.map.call(list.querySelectorAll('.book-card .book-title'),"
        " function (title) { return title.textContent; });"))


def test_typing_in_the_search_box_shows_results_as_you_type(server, browser):
    browser.get(server + "index.html")
    assert not browser.find_element(By.ID, "search-results").is_displayed()
    box = browser.find_element(By.ID, "search-query")
    box.send_keys("ishiguro")
    WebDriverWait(browser, 5).until(lambda b: len(result_titles(b)) == 2)
    assert result_titles(browser) == ["Never Let Me Go", "The Remains of the Day"]
    assert browser.find_element(By.ID, "search-status").text == "2 books match"
    assert not browser.find_element(By.ID, "browse").is_displayed(), "the browsable lists step aside while searching"
    box.clear()
    box.send_keys("marquez")  # accents are folded: García Márquez
    WebDriverWait(browser, 5).until(lambda b: result_titles(b) == ["One Hundred Years of Solitude"])
    box.clear()
    box.send_keys("zzzz")
    WebDriverWait(browser, 5).until(lambda b: b.find_element(By.ID, "search-status").text.startswith("No book matches."))
    assert result_titles(browser) == []
    box.clear()
    box.send_keys(" ")
    box.send_keys("\b")
    WebDriverWait(browser, 5).until(lambda b: b.find_element(By.ID, "browse").is_displayed())


def test_an_isbn_is_found_in_any_form(server, browser):
    # Dune is 9780441013593 (ISBN-10 0441013597), written without hyphens in its file.
    for form in ("978-0-441-01359-3", "0-441-01359-7", "0441013597", "9780441013593"):
        browser.get(server + "index.html")
        browser.find_element(By.ID, "search-query").send_keys(form)
        WebDriverWait(browser, 5).until(lambda b: result_titles(b) == ["Dune"], message=form)


def test_genre_and_availability_filters(server, browser):
    browser.get(server + "index.html")
    Select(browser.find_element(By.ID, "search-genre")).select_by_value("Fantasy")
    WebDriverWait(browser, 5).until(lambda b: len(result_titles(b)) == 4)
    assert result_titles(browser) == ["A Wizard of Earthsea", "Good Omens", "Harry Potter and the Philosopher's Stone", "The Hobbit"]
    browser.find_element(By.ID, "search-available").click()
    WebDriverWait(browser, 5).until(lambda b: "A Wizard of Earthsea" not in result_titles(b))
    assert result_titles(browser) == ["Good Omens", "Harry Potter and the Philosopher's Stone", "The Hobbit"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.get(server + "index.html")
    browser.save_screenshot(str(SHOTS / "home.png"))


def test_the_author_filter_and_words_too_common_to_index(server, browser):
    browser.get(server + "index.html")
    browser.find_element(By.ID, "search-author").send_keys("ishi")
    WebDriverWait(browser, 5).until(lambda b: result_titles(b) == ["Never Let Me Go", "The Remains of the Day"])
    browser.find_element(By.ID, "search-query").send_keys("never")
    WebDriverWait(browser, 5).until(lambda b: result_titles(b) == ["Never Let Me Go"])
    browser.get(server + "index.html?author=tolkien")
    WebDriverWait(browser, 5).until(lambda b: result_titles(b) == ["The Hobbit"])
    assert browser.find_element(By.ID, "search-author").get_attribute("value") == "tolkien"
    browser.get(server + "index.html")
    browser.find_element(By.ID, "search-query").send_keys("the hob")  # "the" is no shard's key
    WebDriverWait(browser, 5).until(lambda b: result_titles(b) == ["The Hobbit"])


def option_texts(browser, select_id):
    return {option.get_attribute("value"): option.text for option in Select(browser.find_element(By.ID, select_id)).options}


def test_filters_count_the_books_each_would_show(server, browser):
    browser.get(server + "index.html")
    genres = option_texts(browser, "search-genre")
    assert genres["Fantasy"] == "Fantasy (4)", "the whole catalog's counts, as built"
    whole = browser.find_element(By.CSS_SELECTOR, ".facet-count").text
    browser.find_element(By.ID, "search-query").send_keys("ishiguro")
    WebDriverWait(browser, 5).until(lambda b: option_texts(b, "search-genre")["Fantasy"] == "Fantasy (0)")
    genres = option_texts(browser, "search-genre")
    assert (genres["Literary fiction"], genres["Science fiction"]) == ("Literary fiction (2)", "Science fiction (1)")
    Select(browser.find_element(By.ID, "search-genre")).select_by_value("Science fiction")
    WebDriverWait(browser, 5).until(lambda b: result_titles(b) == ["Never Let Me Go"])
    assert option_texts(browser, "search-genre")["Literary fiction"] == "Literary fiction (2)", "a facet does not narrow its own counts"
    browser.find_element(By.ID, "search-query").clear()
    Select(browser.find_element(By.ID, "search-genre")).select_by_value("")
    WebDriverWait(browser, 5).until(lambda b: option_texts(b, "search-genre")["Fantasy"] == "Fantasy (4)")
    assert browser.find_element(By.CSS_SELECTOR, ".facet-count").text == whole


def test_a_book_page_shows_availability_and_the_waiting_list(server, browser):
    browser.get(server + "books/a-suitable-boy/index.html")
    assert browser.find_element(By.TAG_NAME, "h1").text == "A Suitable Boy"
    badges = [badge.text for badge in browser.find_elements(By.CSS_SELECTOR, ".availability .badge")]
    assert badges == ["Overdue — was due back 16 Nov 2026", "1 waiting: ask to join the queue"]
    assert browser.find_element(By.CSS_SELECTOR, ".availability time").get_attribute("datetime") == "2026-11-16"
    # Out, with one member waiting: the action joins the waiting list (the same borrow form).
    borrow = browser.find_element(By.CSS_SELECTOR, ".borrowing .actions a.button.primary")
    assert borrow.text == "Join the waiting list (1 ahead)"
    assert borrow.get_attribute("href") == "https://github.com/greenacres-society/book-circle/issues/new?template=borrow.yml&book=a-suitable-boy&title=Borrow%3A%20A%20Suitable%20Boy"
    browser.save_screenshot(str(SHOTS / "book.png"))


def test_the_catalog_sorts_by_title_author_and_newest(server, browser):
    browser.get(server + "index.html")
    browser.find_element(By.CSS_SELECTOR, ".sorts").find_element(By.LINK_TEXT, "Author").click()
    authors = [card.find_element(By.CLASS_NAME, "book-authors").text for card in browser.find_elements(By.CSS_SELECTOR, ".book-card")]
    assert authors[:3] == ["Douglas Adams", "Aravind Adiga", "Jane Austen"], "by family name"
    browser.find_element(By.CSS_SELECTOR, ".sorts").find_element(By.LINK_TEXT, "Newest").click()
    assert browser.current_url.endswith("/newest/index.html")
    assert browser.find_element(By.CSS_SELECTOR, ".sorts [aria-current=page]").text == "Newest"


def test_every_page_linked_from_the_home_page_loads(server, browser):
    browser.get(server + "index.html")
    links = sorted({a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "a[href]") if a.get_attribute("href").startswith(server) and a.get_attribute("href").endswith(".html")})
    # 31 books (featured, recent arrivals, the catalog), the catalog by author and newest, new, authors, genres, two free pages
    assert len(links) == 39
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
