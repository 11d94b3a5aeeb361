"""A canary hunt: unique strings stand for members' private contact details in the contacts
file; then every command's every output format, the built site, serve's pages, intake's reply
and outcome, and `git log -p` after every editing command are searched for them. Only the
outputs that exist to carry contact details to their owner's eyes — `report reminders` and
`remind` printing the messages it would send — may hold them; `remind --send` prints none."""
import json
import os
import pathlib
import shutil
import signal
import subprocess
import time
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))
CANARIES = ["canary.ravi.4f7@example.org", "+91 55512 90877", "5551290877", "Flat-Canary-31", "canary.anita.9c2@example.org"]
AS_OF = "2026-11-22"


def run(library, *args, check=False):
    done = subprocess.run([LIBGEN, *args], cwd=library, capture_output=True, text=True)
    if check:
        assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


def assert_clean(text, where):
    for canary in CANARIES:
        assert canary not in text, f"{where} holds {canary!r}"


@pytest.fixture
def library(tmp_path):
    root = tmp_path / "library"
    shutil.copytree(ROOT / "content", root / "content")
    (root / "contacts.json").write_text(json.dumps({
        "ravi": {"email": CANARIES[0], "phone": CANARIES[1], "flat": CANARIES[3]},
        "anita": {"email": CANARIES[4], "phone": CANARIES[2]}}))
    (root / ".gitignore").write_text("/contacts.json\npublic/\n")
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-q", "-m", "Library"]):
        subprocess.run(["git", *args], cwd=root, check=True, capture_output=True)
    return root


def test_no_contact_value_reaches_any_output_the_site_or_the_history(library, tmp_path):
    outputs = {}
    for fmt in ("text", "github", "json"):
        outputs[f"check {fmt}"] = run(library, "check", "--as-of", AS_OF, "--format", fmt)
    for kind in ("overdue", "due", "holds", "history", "stats"):
        for fmt in ("table", "markdown", "csv", "json") + (("ics",) if kind in ("overdue", "due") else ()):
            outputs[f"report {kind} {fmt}"] = run(library, "report", kind, "--as-of", AS_OF, "--format", fmt)
    outputs["remind --send"] = run(library, "remind", "--as-of", AS_OF, "--send", "--sendmail", "cat > /dev/null")
    # The editing commands, each committed: their output, and the history they leave.
    git = ["-c", "user.name=t", "-c", "user.email=t@example.org"]
    for args in (["request", "dune", "--by", "ravi", "--on", AS_OF], ["add", "member", "zoe", "--name", "Zoe Example", "--joined", AS_OF, "--email", "canary.zoe@example.org"],
                 ["add", "book", "--title", "A Test of Canaries", "--author", "A Writer", "--owner", "ravi", "--on", AS_OF], ["withdraw", "good-omens", "--reason", "damaged", "--on", AS_OF]):
        env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.org", GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.org")
        done = subprocess.run([LIBGEN, *args, "--commit"], cwd=library, capture_output=True, text=True, env=env)
        assert done.returncode == 0, done.stdout + done.stderr
        outputs[" ".join(args)] = done.stdout + done.stderr
    CANARIES.append("canary.zoe@example.org")
    try:
        outputs["git log -p"] = subprocess.run(["git", *git, "log", "-p", "--all"], cwd=library, capture_output=True, text=True).stdout
        outputs["git ls-files"] = "".join((library / path).read_text(errors="replace") for path in
                                          subprocess.run(["git", "ls-files"], cwd=library, capture_output=True, text=True).stdout.split())
        # intake, with a member who has contacts.
        event = tmp_path / "event.json"
        event.write_text(json.dumps({"action": "opened", "issue": {"number": 5, "title": "Borrow: Dune", "created_at": "2026-11-22T05:00:00Z",
                                                                   "user": {"login": "nobody-here"}, "labels": [],
                                                                   "body": "### Book to borrow\n\nDune"}}))
        outputs["intake"] = run(library, "intake", "--event", str(event), "--reply", str(tmp_path / "reply.md"), "--outcome", str(tmp_path / "o.json"))
        outputs["intake reply"] = (tmp_path / "reply.md").read_text() + (tmp_path / "o.json").read_text()
        # The site, and serve's pages.
        run(library, "build", "--as-of", AS_OF, "--quiet", check=True)
        for path in (library / "public").rglob("*"):
            if path.is_file():
                assert_clean(path.read_bytes().decode("utf-8", errors="replace"), f"public/{path.relative_to(library / 'public')}")
        server = subprocess.Popen([LIBGEN, "serve", "--root", str(library), "--port", "0", "--as-of", AS_OF], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            line = server.stdout.readline()
            deadline = time.time() + 20
            while "Serving " not in line and time.time() < deadline:
                line = server.stdout.readline()
            port = int(line.rsplit(":", 1)[1].split("/")[0])
            for page in ("", "books/dune/", "books/the-hobbit/", "authors/", "search.json", "feed.xml"):
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/{page}", timeout=10) as response:
                    outputs[f"serve /{page}"] = response.read().decode()
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=10)
        for where, text in outputs.items():
            assert_clean(text, where)
        assert len(outputs) >= 40
    finally:
        CANARIES.pop()
