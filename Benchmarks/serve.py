"""`libgen serve` at scale: one book's description edited, ten times; the time from the
file write to the first response that has the new text (median), as Benchmarks/run reports it.

    python3 Benchmarks/serve.py LIBRARY_ROOT [--libgen PATH]
"""
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
    args = parser.parse_args()
    root = pathlib.Path(args.root)
    book = sorted((root / "content" / "books").glob("*.md"))[len(list((root / "content" / "books").glob("*.md"))) // 2]
    original = book.read_text()
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
            marker = f"Edited for the benchmark, round {edit}."
            time.sleep(0.5)
            started = time.monotonic()
            book.write_text(original + "\n" + marker + "\n")
            while marker not in urllib.request.urlopen(url, timeout=30).read().decode():
                pass
            times.append((time.monotonic() - started) * 1000)
    finally:
        book.write_text(original)
        process.terminate()
        process.wait()
    print(f"serve: description edit visible in {statistics.median(times):.0f} ms (median of {len(times)}; min {min(times):.0f}, max {max(times):.0f})")


if __name__ == "__main__":
    main()
