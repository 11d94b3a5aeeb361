"""`libgen labels`: the sheet printed to PDF by Debian's chromium, rasterised by
poppler's pdftoppm, and every QR code read back by zbarimg (zbar-tools) to the
book page's URL — the path a member's phone takes from the shelf to the page."""
import os
import pathlib
import re
import shutil
import subprocess
import tempfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))
BASE = "https://greenacres.example.org/library/books/"


def run(*args, **kwargs):
    return subprocess.run([LIBGEN, *args], capture_output=True, text=True, **kwargs)


@pytest.fixture
def folder():
    path = pathlib.Path(tempfile.mkdtemp(prefix="libgen-labels-"))
    yield path
    shutil.rmtree(path)


def decode(sheet: pathlib.Path, folder: pathlib.Path) -> list[str]:
    pdf = folder / "labels.pdf"
    subprocess.run(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--user-data-dir={folder / 'profile'}", f"--print-to-pdf={pdf}", sheet.as_uri()], check=True, capture_output=True, timeout=120)
    subprocess.run(["pdftoppm", "-r", "200", "-png", str(pdf), str(folder / "page")], check=True)
    pages = sorted(folder.glob("page-*.png"))
    assert pages, "the PDF has pages"
    found = subprocess.run(["zbarimg", "-q", "--raw", *map(str, pages)], capture_output=True, text=True).stdout
    return found.split()


def test_every_label_of_the_example_scans_to_its_book_page(folder):
    sheet = folder / "labels.html"
    result = run("labels", "--root", str(ROOT), "--as-of", "2026-11-22", "--out", str(sheet))
    assert result.returncode == 0, result.stderr
    assert result.stdout == "Wrote 31 labels to " + str(sheet) + "\n"
    ids = re.findall(r'<p class="id">([^<]+)</p>', sheet.read_text())
    assert len(ids) == 31 and "dune" in ids
    scanned = decode(sheet, folder)
    assert sorted(scanned) == sorted(BASE + book_id + "/" for book_id in ids)
    # 24 labels to an A4 page: two pages for 31 books.
    assert len(list(folder.glob("page-*.png"))) == 2


def test_chosen_books_and_since(folder):
    sheet = folder / "some.html"
    result = run("labels", "--root", str(ROOT), "--as-of", "2026-11-22", "--out", str(sheet), "--book", "the hobbit", "dune")
    assert result.returncode == 0, result.stderr
    assert sorted(decode(sheet, folder)) == [BASE + "dune/", BASE + "the-hobbit/"]
    since = run("labels", "--root", str(ROOT), "--as-of", "2026-11-22", "--since", "2026-10-01")
    assert since.returncode == 0
    assert since.stdout.count('<div class="label">') < 31


def test_a_library_without_base_url_is_told_why(folder):
    library = folder / "library"
    (library / "content").mkdir(parents=True)
    (library / "content" / "library.json").write_text('{"name": "No Address"}')
    result = run("labels", "--root", str(library))
    assert result.returncode == 2
    assert result.stderr == "libgen: labels need the site's address: set base_url in content/library.json (the QR codes point at the book pages)\n"
    assert result.stdout == ""
    missing = run("labels", "--root", str(ROOT), "--book", "the hobit")
    assert missing.returncode == 2
    assert missing.stderr == 'libgen: --book: no book "the hobit" (did you mean "The Hobbit"?); name it by id, title or ISBN\n'


def test_a_long_author_or_owner_never_pushes_the_id_off_its_label(folder):
    """The title (3 lines), author (2) and owner (1) are cut to their lines: the id and the QR
    code stay on the label whatever the names' length."""
    import sys
    sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
    from chromium import chromium
    library = folder / "library"
    (library / "content" / "books").mkdir(parents=True)
    (library / "content" / "members").mkdir()
    (library / "content" / "library.json").write_text('{"name": "Long Names", "base_url": "https://example.org/", "privacy": {"show_owners": true}}')
    (library / "content" / "members" / "owner.json").write_text('{"name": "' + "Very Long Owner Name " * 8 + '", "joined": "2025-01-01"}')
    (library / "content" / "books" / "long.md").write_text(
        "---\ntitle: " + "A Title of Many Words " * 10 + "\nauthors: [\"" + "Author With Many Names " * 12 + "\"]\nowner: owner\nadded: 2025-01-01\n---\n")
    sheet = folder / "labels.html"
    result = run("labels", "--root", str(library), "--as-of", "2026-01-01", "--out", str(sheet))
    assert result.returncode == 0, result.stderr
    with chromium("--window-size=1280,1800") as browser:
        browser.get(sheet.as_uri())
        inside = browser.execute_script(
            "var label = document.querySelector('.label').getBoundingClientRect();"
            "return ['.id', '.qr'].map(function (s) { var r = document.querySelector('.label ' + s).getBoundingClientRect();"
            " return r.top >= label.top - 0.5 && r.bottom <= label.bottom + 0.5 && r.height > 0; });")
    assert inside == [True, True]


def test_a_base_url_beyond_ascii_scans_as_its_percent_encoded_address(folder):
    library = folder / "lib"
    shutil.copytree(ROOT / "content", library / "content")
    settings = (library / "content" / "library.json").read_text()
    settings = re.sub(r'"base_url": "[^"]*"', '"base_url": "https://example.org/Bücher/"', settings)
    (library / "content" / "library.json").write_text(settings)
    sheet = folder / "one.html"
    result = run("labels", "--root", str(library), "--as-of", "2026-11-22", "--out", str(sheet), "--book", "dune")
    assert result.returncode == 0, result.stderr
    # Every scanner reads the same bytes: percent-encoded UTF-8, not raw UTF-8 (read as Shift JIS by some).
    assert decode(sheet, folder) == ["https://example.org/B%C3%BCcher/books/dune/"]
