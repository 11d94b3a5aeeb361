"""`libgen serve` at scale: one file edited ten times; the time from the file write to the
first response that shows the change (median), as Benchmarks/run reports it. The edits:

- description: a sentence added to a book's description (the book page shows it);
- title: a book's title changed (its page's <h1> shows it);
- loan: a loan returned, then lent again (the book page's state changes).

    python3 Benchmarks/serve.py LIBRARY_ROOT [--libgen PATH] [--edit description|title|loan]
"""
import json
import re
import argparse
import pathlib
import queue
import statistics
import subprocess
import threading
import time
import urllib.request


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("root")
    parser.add_argument("--libgen", default=str(pathlib.Path(__file__).resolve().parents[1] / ".build" / "release" / "libgen"))
    parser.add_argument("--edit", choices=["description", "title", "loan"], default="description")
    args = parser.parse_args()
    root = pathlib.Path(args.root)
    book = sorted((root / "content" / "books").glob("*.md"))[len(list((root / "content" / "books").glob("*.md"))) // 2]
    if args.edit == "loan":
        # The newest returned loan: lent again (no return) and returned, in turn.
        loans = sorted((root / "content" / "loans").rglob("*.json"))
        file = next(path for path in reversed(loans) if json.loads(path.read_text()).get("status") == "returned"
                    and json.loads(path.read_text()).get("returned", "") <= "2026-11-22")
        book = root / "content" / "books" / (json.loads(file.read_text())["book"] + ".md")
    else:
        file = book
    original = file.read_text()

    def edited(round):
        if args.edit == "description":
            marker = f"Edited for the benchmark, round {round}."
            return original + "\n" + marker + "\n", lambda page: marker in page
        if args.edit == "title":
            marker = f"Retitled {round}"
            text = re.sub(r"^title: .*$", f"title: {marker}", original, count=1, flags=re.M)
            return text, lambda page: marker in page
        record = json.loads(original)
        if round % 2 == 0:
            record["status"] = "lent"
            record.pop("returned", None)
        text = json.dumps(record, indent=2) + "\n"
        return text, None
    process = subprocess.Popen([args.libgen, "serve", "--root", str(root), "--port", "0", "--as-of", "2026-11-22"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in process.stdout], daemon=True).start()
    port = None
    while port is None:
        line = lines.get(timeout=300)
        if line.startswith("Serving "):
            port = int(line.rsplit(":", 1)[1].split("/")[0])
    url = f"http://127.0.0.1:{port}/books/{book.stem}/"
    times = []
    try:
        for edit in range(10):
            text, shows = edited(edit)
            time.sleep(1.0)
            before = urllib.request.urlopen(url, timeout=30).read().decode()
            started = time.monotonic()
            file.write_text(text)
            # A loan edit shows as the page changing (its state and badge).
            shows = shows or (lambda page, before=before: page != before)
            while not shows(urllib.request.urlopen(url, timeout=60).read().decode()):
                if time.monotonic() - started > 120:
                    raise SystemExit(f"serve: the {args.edit} edit was not visible within 120 s")
                # Asked every 5 ms: asking without a pause (about 1,000 requests a second) took
                # one of the machine's two cores from the rebuild it was waiting for.
                time.sleep(0.005)
            times.append((time.monotonic() - started) * 1000)
    finally:
        file.write_text(original)
        process.terminate()
        process.wait()
    print(f"serve: {args.edit} edit visible in {statistics.median(times):.0f} ms (median of {len(times)}; min {min(times):.0f}, max {max(times):.0f})")


if __name__ == "__main__":
    main()
