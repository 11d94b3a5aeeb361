"""The forge loop on real git: a bare repository as the origin, and concurrent workers each
doing what the generated workflow's intake job does — its own shell step, taken from the YAML
`libgen init` writes — on a burst of GitHub events: members asking for the same few books at
once, owners recording lends, returns and renewals, and duplicate deliveries of one event.
Only the forge's web API (comments, reactions, closing) goes through a stand-in `gh` that
records its calls (Tests/Forge/gh).

Afterwards the origin's main checks without an error, every request is recorded exactly once,
each book's queue follows the issues' times, and every run answered exactly once."""
import concurrent.futures
import json
import os
import pathlib
import random
import shutil
import subprocess
import tempfile

import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))
GH = ROOT / "Tests" / "Forge" / "gh"

MEMBERS = {f"m{i:02d}": f"member-{i:02d}" for i in range(1, 13)}
OWNERS = {"anita": "anita-d", "ravi": "ravi-i"}
BOOKS = {"dune": "anita", "emma": "anita", "kim": "ravi"}


def git(cwd, *args, env=None):
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True, env=env).stdout


def intake_script():
    """The intake job's run step, as `libgen init` writes it."""
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([LIBGEN, "init", folder + "/lib", "--name", "Race Library"], check=True, capture_output=True)
        workflow = yaml.safe_load(open(folder + "/lib/.github/workflows/library.yml"))
    steps = workflow["jobs"]["intake"]["steps"]
    step = next(s for s in steps if s.get("id") == "record")
    return step["run"], step["env"]


@pytest.fixture
def origin(tmp_path):
    """A library in a bare origin: 12 members who ask, two owners, three books."""
    work = tmp_path / "seed"
    (work / "content" / "members").mkdir(parents=True)
    (work / "content" / "books").mkdir()
    (work / "content" / "library.json").write_text(json.dumps({
        "name": "Race Library", "timezone": "Asia/Kolkata",
        "policy": {"loan_days": 14, "max_renewals": 1, "max_active_loans": 3}}, indent=2) + "\n")
    for member, login in {**MEMBERS, **OWNERS}.items():
        (work / "content" / "members" / f"{member}.json").write_text(json.dumps(
            {"name": f"Member {member}", "joined": "2025-01-01", "github": login}, indent=2) + "\n")
    for book, owner in BOOKS.items():
        (work / "content" / "books" / f"{book}.md").write_text(
            f"---\ntitle: {book.title()}\nauthor: A Writer\nowner: {owner}\nadded: 2025-01-01\n---\n\nA book.\n")
    git(work, "init", "-q", "-b", "main")
    git(work, "-c", "user.name=t", "-c", "user.email=t@example.org", "add", "-A")
    git(work, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-q", "-m", "A library")
    bare = tmp_path / "origin.git"
    git(tmp_path, "clone", "-q", "--bare", str(work), str(bare))
    return bare


ISSUE_FORM = "### Book to borrow\n\n{book}\n\n### For another member (librarians only)\n\n_No response_\n\n### Note\n\n_No response_"


def issue(number, login, created, body="", title="Borrow"):
    return {"number": number, "title": title, "body": body, "created_at": created,
            "user": {"login": login}, "labels": [{"name": "borrow"}]}


def borrow_event(number, login, book, created):
    return {"action": "opened", "issue": issue(number, login, created, ISSUE_FORM.format(book=book), f"Borrow: {book}"),
            "repository": {"default_branch": "main", "full_name": "green-acres/library"}}


def comment_event(number, borrower, book, commenter, body, created, comment_id):
    return {"action": "created",
            "issue": issue(number, borrower, "2026-11-20T04:00:00Z", ISSUE_FORM.format(book=book), f"Borrow: {book}"),
            "comment": {"id": comment_id, "body": body, "created_at": created, "user": {"login": commenter}},
            "repository": {"default_branch": "main", "full_name": "green-acres/library"}}


class Forge:
    def __init__(self, origin, tmp_path):
        self.origin = origin
        self.tmp = tmp_path
        self.script, self.env = intake_script()
        self.log = tmp_path / "gh.jsonl"
        self.bin = tmp_path / "bin"
        self.bin.mkdir()
        shutil.copy(GH, self.bin / "gh")
        os.symlink(LIBGEN, self.bin / "libgen")
        self.runs = 0
        self.retries = 0

    def run(self, event, run_id):
        """One workflow run of the intake job: a fresh checkout, the step's environment, its script."""
        work = self.tmp / f"run-{run_id}"
        git(self.tmp, "clone", "-q", str(self.origin), str(work))
        temp = work.parent / f"temp-{run_id}"
        temp.mkdir()
        event_path = temp / "event.json"
        event_path.write_text(json.dumps(event))
        output = temp / "output"
        output.touch()
        env = {
            "PATH": f"{self.bin}:{os.environ['PATH']}", "HOME": str(temp), "GITHUB_EVENT_PATH": str(event_path),
            "RUNNER_TEMP": str(temp), "GITHUB_OUTPUT": str(output), "GITHUB_REPOSITORY": "green-acres/library",
            "GITHUB_RUN_ID": str(run_id), "GH_STANDIN_LOG": str(self.log), "GH_TOKEN": "token",
            # The step's env, as GitHub fills it from the event.
            "BRANCH": "main", "NUMBER": str(event["issue"]["number"]),
            "COMMENT_ID": str(event["comment"]["id"]) if "comment" in event else "",
        }
        assert set(self.env) == {"GH_TOKEN", "BRANCH", "NUMBER", "COMMENT_ID"}, self.env
        done = subprocess.run(["bash", "-e", "-c", self.script], cwd=work, env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, f"run {run_id} failed:\n{done.stdout}\n{done.stderr}"
        self.retries += done.stdout.count("recording it again on the new head")
        return run_id

    def burst(self, events, workers=6):
        """Delivers the events at once, shuffled, `workers` runs at a time (no queue: the worst case)."""
        runs = []
        for event in events:
            self.runs += 1
            runs.append((event, self.runs))
        random.Random(len(runs)).shuffle(runs)
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            return list(pool.map(lambda pair: self.run(*pair), runs))

    def calls(self):
        return [json.loads(line) for line in self.log.read_text().splitlines()] if self.log.exists() else []


def test_a_burst_of_concurrent_requests_leaves_main_valid_and_everyone_answered(origin, tmp_path):
    forge = Forge(origin, tmp_path)
    # Twelve members ask for three books within minutes of each other; two events are delivered twice.
    requests = []
    for index, member in enumerate(MEMBERS):
        book = list(BOOKS)[index % 3]
        created = f"2026-11-20T04:{10 + index:02d}:00Z"
        requests.append((100 + index, member, book, created))
    events = [borrow_event(number, MEMBERS[member], book, created) for number, member, book, created in requests]
    events += [events[0], events[4]]
    forge.burst(events)

    checkout = tmp_path / "verify"
    git(tmp_path, "clone", "-q", str(origin), str(checkout))
    loans = [json.loads(p.read_text()) for p in (checkout / "content" / "loans").rglob("*.json")]
    # Every request recorded exactly once.
    assert sorted(loan["issue"] for loan in loans) == [number for number, *_ in requests]
    # Each book's queue follows the issues' times (in the library's zone: 09:40 onwards in Kolkata).
    holds = json.loads(subprocess.run([LIBGEN, "report", "holds", "--format", "json", "--as-of", "2026-11-20"], cwd=checkout,
                                      check=True, capture_output=True, text=True).stdout)
    for entry in holds["books"]:
        asked = [member for number, member, book, created in sorted(requests, key=lambda r: r[3]) if book == entry["book"]]
        assert [w["borrower"] for w in entry["waiting"]] == asked
    # Every run answered exactly once, and the first in each queue heard it is their turn.
    calls = forge.calls()
    comments = [c for c in calls if c["call"] == "comment"]
    assert len(comments) == len(events)
    assert sorted(c["issue"] for c in comments) == sorted(e["issue"]["number"] for e in events)
    assert sum("it is your turn" in c["body"] for c in comments) >= 3

    # Owners record the first three loans while the duplicates of those comments race them.
    firsts = {book: next(r for r in requests if r[2] == book) for book in BOOKS}
    lends = [comment_event(number, MEMBERS[member], book, OWNERS[BOOKS[book]], "/lent", "2026-11-21T05:00:00Z", 5000 + number)
             for book, (number, member, _, _) in firsts.items()]
    forge.burst(lends + lends[:1])
    # The borrowers ask to renew and the first returns, at once.
    number, member, book, _ = firsts["dune"]
    later = [comment_event(number, MEMBERS[member], book, MEMBERS[member], "/return", "2026-11-25T06:00:00Z", 7000 + number)]
    for book_id in ("emma", "kim"):
        n, m, b, _ = firsts[book_id]
        later.append(comment_event(n, MEMBERS[m], b, MEMBERS[m], "/renew", "2026-11-26T06:00:00Z", 7000 + n))
    forge.burst(later + later[:1])

    git(checkout, "pull", "-q")
    result = subprocess.run([LIBGEN, "check", "--as-of", "2026-11-26", "--format", "json"], cwd=checkout, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout
    assert json.loads(result.stdout)["summary"]["errors"] == 0
    loans = {p.stem: json.loads(p.read_text()) for p in (checkout / "content" / "loans").rglob("*.json")}
    by_issue = {loan["issue"]: loan for loan in loans.values()}
    assert by_issue[firsts["dune"][0]]["status"] == "returned"
    # Others wait for Emma and Kim: no renewal (FORMAT.md v1.3), and each reply says so.
    assert all("renewals" not in by_issue[firsts[b][0]] for b in ("emma", "kim"))
    renewals = [c for c in forge.calls() if c["call"] == "comment" and c["issue"] in (firsts["emma"][0], firsts["kim"][0])]
    assert sum("cannot be renewed: another member is waiting for it" in c["body"] for c in renewals) == 2
    # One reply per run; the return closes its issue and names the next in the queue.
    calls = forge.calls()
    # One reply per run; besides, the member a returned book is ready for hears it on their own borrow issue.
    turns = [c for c in calls if c["call"] == "comment" and c["body"].startswith("@") and "it is your turn:" in c["body"]]
    assert len([c for c in calls if c["call"] == "comment"]) == forge.runs + len(turns)
    assert {c["issue"] for c in turns} == {[r for r in requests if r[2] == "dune"][1][0]}
    closes = [c for c in calls if c["call"] == "close"]
    assert [c["issue"] for c in closes] == [firsts["dune"][0]] * 2 and {c["reason"] for c in closes} == {"completed"}
    returned = [c for c in calls if c["call"] == "comment" and c["issue"] == firsts["dune"][0] and "returned" in c["body"]]
    second_dune = [r for r in requests if r[2] == "dune"][1]
    assert all(f"@{MEMBERS[second_dune[1]]}, it is your turn" in c["body"] for c in returned)
    # Reactions: 👀 on start for every run, then 🚀 (or 😕) once.
    reactions = [c for c in calls if c["call"] == "react"]
    assert sum(r["content"] == "eyes" for r in reactions) == forge.runs
    assert sum(r["content"] in ("rocket", "confused") for r in reactions) == forge.runs


def test_a_push_rejected_because_main_moved_records_again_on_the_new_head(origin, tmp_path):
    """Deterministically: between the run's fetch and its push, another request lands on the
    origin (a `git` shim pushes it on the run's first push). The run's push is rejected, it
    fetches the new head, records again and pushes; both requests are there, once each."""
    forge = Forge(origin, tmp_path)
    real_git = shutil.which("git")
    other = tmp_path / "other"
    git(tmp_path, "clone", "-q", str(origin), str(other))
    (other / "content" / "loans").mkdir()
    (other / "content" / "loans" / "elsewhere.json").write_text(json.dumps(
        {"book": "dune", "borrower": "m12", "status": "requested", "requested": "2026-11-20", "requested_time": "09:00", "issue": 99}, indent=2) + "\n")
    git(other, "-c", "user.name=t", "-c", "user.email=t@example.org", "add", "-A")
    git(other, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-q", "-m", "Another request lands first")
    flag = tmp_path / "moved"
    (forge.bin / "git").write_text(f"""#!/usr/bin/env bash
if [ "$1" = push ] && [ ! -e {flag} ]; then
  touch {flag}
  (cd {other} && {real_git} push -q origin HEAD:main)
fi
exec {real_git} "$@"
""")
    (forge.bin / "git").chmod(0o755)
    forge.burst([borrow_event(100, MEMBERS["m01"], "dune", "2026-11-20T04:10:00Z")], workers=1)
    assert flag.exists() and forge.retries == 1
    checkout = tmp_path / "verify"
    git(tmp_path, "clone", "-q", str(origin), str(checkout))
    issues = sorted(json.loads(p.read_text())["issue"] for p in (checkout / "content" / "loans").rglob("*.json"))
    assert issues == [99, 100]
    comments = [c for c in forge.calls() if c["call"] == "comment"]
    assert len(comments) == 1 and "number 2 in the queue" in comments[0]["body"]


def triage(tmp_path, event_name, event):
    """The triage job's step, as `libgen init` writes it, on one event: its `request` output."""
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([LIBGEN, "init", folder + "/lib", "--name", "Race Library"], check=True, capture_output=True)
        workflow = yaml.safe_load(open(folder + "/lib/.github/workflows/library.yml"))
    step = next(s for s in workflow["jobs"]["triage"]["steps"] if s.get("id") == "look")
    (tmp_path / "event.json").write_text(json.dumps(event))
    output = tmp_path / "output"
    output.write_text("")
    env = {**os.environ, "GITHUB_EVENT_NAME": event_name, "GITHUB_EVENT_PATH": str(tmp_path / "event.json"),
           "GITHUB_OUTPUT": str(output)}
    subprocess.run(["bash", "-e", "-c", step["run"]], check=True, capture_output=True, env=env)
    return output.read_text()


@pytest.mark.parametrize("body, is_request", [
    ("/lent", True), ("/RENEW dune", True), ("\r\n  \n   /return\r\nthanks", True), ("/cancel", True), ("/lost", True),
    ("thanks, see you tomorrow", False), ("/lentil soup recipe", False), ("please /return it", False), ("", False),
    ("> /lent\nquoted", False), ("/ lent", False),
])
def test_triage_sends_only_forms_and_comment_commands_to_the_records_queue(tmp_path, body, is_request):
    comment = {"action": "created", "issue": {"number": 7}, "comment": {"id": 1, "body": body}}
    assert triage(tmp_path, "issue_comment", comment) == f"request={'true' if is_request else 'false'}\n"


def test_triage_sends_only_form_issues_to_intake(tmp_path):
    """CLI.md v1.3: only events that can be requests enter the records' queue (Tests/Forge/test_forge_time.py has each form's label)."""
    assert triage(tmp_path, "issues", {"action": "opened", "issue": {"number": 7, "body": "anything", "labels": [{"name": "renew"}]}}) == "request=true\n"
    assert triage(tmp_path, "issues", {"action": "opened", "issue": {"number": 7, "body": "anything"}}) == "request=false\n"


def test_reactions_go_on_the_issue_and_an_ordinary_issue_loses_its_eyes(origin, tmp_path):
    """CLI.md: intake reacts to the issue (👀 on start, 🚀 done, 😕 refused), for a comment
    command too; an issue that is no request (exit 2) is left as it was, its 👀 taken away."""
    forge = Forge(origin, tmp_path)
    forge.run(borrow_event(301, MEMBERS["m01"], "dune", "2026-11-20T05:00:00Z"), 1)
    forge.run(comment_event(301, MEMBERS["m01"], "dune", MEMBERS["m01"], "/cancel", "2026-11-20T06:00:00Z", 7001), 2)
    question = dict(issue(302, MEMBERS["m02"], "2026-11-20T07:00:00Z", "Where do I leave returned books?", "A question"), labels=[])
    ordinary = {"action": "opened", "issue": question, "repository": {"default_branch": "main", "full_name": "green-acres/library"}}
    forge.run(ordinary, 3)
    calls = forge.calls()
    reactions = [c for c in calls if c["call"] == "react"]
    assert [(r["path"], r["content"]) for r in reactions] == [
        ("repos/green-acres/library/issues/301/reactions", "eyes"), ("repos/green-acres/library/issues/301/reactions", "rocket"),
        ("repos/green-acres/library/issues/301/reactions", "eyes"), ("repos/green-acres/library/issues/301/reactions", "rocket"),
        ("repos/green-acres/library/issues/302/reactions", "eyes")]
    deleted = [c for c in calls if c["call"] == "api" and c["method"] == "DELETE"]
    assert len(deleted) == 1 and deleted[0]["path"].startswith("repos/green-acres/library/issues/302/reactions/")
    assert not [c for c in calls if c["call"] == "comment" and c["issue"] == 302]
