"""Debian's chromium under chromedriver, for the browser tests: headless, with its profile and the
scratch files it makes (its singleton socket folder among them) in one temporary folder that is
removed when the browser quits, so a test run leaves nothing behind in /tmp."""
import contextlib
import os
import shutil
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


@contextlib.contextmanager
def chromium(*arguments: str):
    scratch = tempfile.mkdtemp(prefix="libgen-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--user-data-dir={scratch}/profile", *arguments):
        options.add_argument(argument)
    service = Service("/usr/bin/chromedriver", env={**os.environ, "TMPDIR": scratch})
    try:
        driver = webdriver.Chrome(service=service, options=options)
        try:
            driver.set_page_load_timeout(30)
            yield driver
        finally:
            driver.quit()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
