"""How soon a site's home page is usable on a slow phone.

    python3 Benchmarks/home.py SITE_DIR [--runs 5]

Serves SITE_DIR on 127.0.0.1 and loads index.html in Debian's chromium with the CPU
slowed 4x, first over loopback, then over Lighthouse's mobile network (150 ms round
trip, 1.6 Mbit/s down, 750 kbit/s up), with the cache disabled. Prints the median
DOM-interactive and load-event times and the bytes of the HTML. Needs selenium and
chromium.
"""
import argparse
import functools
import http.server
import pathlib
import threading

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

NETWORKS = {
    "loopback": None,
    "mobile (150 ms, 1.6 Mbit/s)": {"offline": False, "latency": 150,
                                    "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8},
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    site = pathlib.Path(args.site)

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *a):
            pass
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/index.html"

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    browser.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
    timing = ("var t = performance.getEntriesByType('navigation')[0];"
              "return [t.domInteractive, t.loadEventEnd];")
    print(f"{site}/index.html: {(site / 'index.html').stat().st_size / 1024:.0f} KB of HTML; CPU slowed 4x; median of {args.runs}")
    for name, conditions in NETWORKS.items():
        if conditions:
            browser.execute_cdp_cmd("Network.emulateNetworkConditions", conditions)
        rows = []
        for _ in range(args.runs):
            browser.get("about:blank")
            browser.get(url)
            rows.append(browser.execute_script(timing))
        interactive = sorted(r[0] for r in rows)[len(rows) // 2]
        loaded = sorted(r[1] for r in rows)[len(rows) // 2]
        print(f"  {name}: DOM interactive {interactive:.0f} ms, load event {loaded:.0f} ms")
    browser.quit()
    httpd.shutdown()


if __name__ == "__main__":
    main()
