"""Search at scale, side by side: libgen's sharded index and Pagefind, on one built site.

    python3 Benchmarks/search.py SITE_DIR [--query "kingdom memory"]

SITE_DIR is a site `libgen build` wrote (e.g. of the 10,000-book benchmark library). The
script copies it, runs Pagefind over the copy (timed: the build time Pagefind would add),
serves it on 127.0.0.1 and, in Debian's chromium with the CPU slowed 4x, measures for each
the time from typing the query to the first results shown or returned, and the bytes
downloaded for it (our shards as served here, uncompressed, and gzipped as a host sends
them; Pagefind's files are compressed already). Needs selenium, chromium and pagefind-bin.
"""
import argparse
import functools
import gzip
import http.server
import pathlib
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

PAGEFIND_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>pagefind</title></head><body>
<script type="module">
window.run = async function (query) {
  const start = performance.now();
  const pagefind = await import("./pagefind/pagefind.js");
  const search = await pagefind.search(query);
  const first = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
  return [performance.now() - start, search.results.length, first.length];
};
</script></body></html>"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--query", default="kingdom memory")
    args = parser.parse_args()
    work = pathlib.Path(tempfile.mkdtemp())
    site = work / "site"
    shutil.copytree(args.site, site)
    pagefind = [sys.executable, "-m", "pagefind_bin"]
    start = time.monotonic()
    subprocess.run(pagefind + ["--site", str(site), "--root-selector", "main"], check=True, capture_output=True)
    pagefind_seconds = time.monotonic() - start
    (site / "pagefind-test.html").write_text(PAGEFIND_PAGE)

    served = []  # paths the browser asked for, in order: what a search downloads

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *a):
            pass

        def do_GET(self):
            served.append(self.path.split("?", 1)[0].lstrip("/"))
            super().do_GET()
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-cache"):
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    browser.set_script_timeout(120)
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    browser.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})

    def downloaded(prefix):
        files = [site / name for name in served if name.startswith(prefix)]
        return sum(f.stat().st_size for f in files if f.is_file()), sum(len(gzip.compress(f.read_bytes())) for f in files if f.is_file())

    rows = []
    for run in range(5):
        browser.get(base + "index.html")
        served.clear()
        took = browser.execute_async_script("""
            var done = arguments[arguments.length - 1], query = arguments[0];
            var box = document.getElementById('search-query'), status = document.getElementById('search-status');
            var start = performance.now();
            box.value = query; box.dispatchEvent(new Event('input'));
            (function wait() { if (status.textContent) done(performance.now() - start); else setTimeout(wait, 5); })();
        """, args.query)
        raw, zipped = downloaded("search")
        browser.get(base + "pagefind-test.html")
        served.clear()
        pf_took, pf_results, _ = browser.execute_async_script(
            "var done = arguments[arguments.length - 1]; window.run(arguments[0]).then(done);", args.query)
        pf_bytes = downloaded("pagefind/")[0]
        rows.append((took, raw, zipped, pf_took, pf_bytes, pf_results))
    browser.quit()
    httpd.shutdown()
    rows.sort()
    median = rows[len(rows) // 2]
    print(f"query {args.query!r}, 4x CPU slowdown, median of {len(rows)}")
    print(f"libgen shards: first results in {median[0]:.0f} ms, {median[1] / 1024:.0f} KB downloaded ({median[2] / 1024:.0f} KB gzipped), build time added 0 s (written by libgen build)")
    print(f"pagefind:      first 10 results in {sorted(r[3] for r in rows)[2]:.0f} ms, {sorted(r[4] for r in rows)[2] / 1024:.0f} KB downloaded, build time added {pagefind_seconds:.1f} s, {median[5]} results")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
