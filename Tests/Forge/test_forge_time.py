"""The loop in time, on real git and a real SMTP server: the generated workflow's own steps (taken
from the YAML `libgen init` writes) run as GitHub would run them, late, out of order and
overlapping, against a bare origin. Mail goes through Debian's msmtp to aiosmtpd on 127.0.0.1;
only the forge's web API goes through the stand-in `gh` (Tests/Forge/gh).

- Every notice reaches each person exactly once, however the after-push jobs queue, re-run or
  overlap, and whatever order the requests were recorded in (the queue follows the second each
  member asked; the member an earlier request displaced is told their new place).
- A mail server that is down for one run: its notices arrive with the next, once.
- A record broken on main: the catalogue is still built and the notices still sent.
- A pull request that was green, merged after an intake commit for the same copy: its status
  turns failing when main moves.
- `forge.direct: false` and an event delivered twice: one branch, one pull request, the same reply.
"""
import asyncio
import concurrent.futures
import email
import email.policy
import json
import os
import pathlib
import shutil
import socket
import subprocess
import tempfile
import threading

import pytest
import yaml
from aiosmtpd.controller import Controller

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))
GH = ROOT / "Tests" / "Forge" / "gh"
REPOSITORY = {"default_branch": "main", "full_name": "green-acres/library"}
MEMBERS = {f"m{i:02d}": f"member-{i:02d}" for i in range(1, 9)}
OWNERS = {"anita": "anita-d", "ravi": "ravi-i"}
BOOKS = {"dune": "anita", "emma": "anita", "kim": "ravi"}
FORM = "### Book to borrow\n\n{book}\n\n### For another member (librarians only)\n\n_No response_\n\n### Note\n\n_No response_"


def git(cwd, *args):
    return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=cwd, check=True,
                          capture_output=True, text=True).stdout


def workflow(tmp_path):
    folder = tmp_path / "generated"
    subprocess.run([LIBGEN, "init", str(folder), "--name", "Time Library", "--action",
                    "libgen/libgen@0123456789abcdef0123456789abcdef01234567"], check=True, capture_output=True)
    return yaml.safe_load((folder / ".github" / "workflows" / "library.yml").read_text())


def step(jobs, job, name_start):
    return next(s for s in jobs[job]["steps"] if s.get("name", "").startswith(name_start))


class Mailbox:
    def __init__(self):
        self.messages = []

    async def handle_DATA(self, server, session, envelope):
        self.messages.append(email.message_from_bytes(envelope.content, policy=email.policy.default))
        return "250 Message accepted"

    def lines(self):
        """(recipient, notice line) for every line of every message received."""
        found = []
        for message in self.messages:
            to = str(message["To"])
            for line in message.get_body().get_content().splitlines():
                if line.startswith("- "):
                    found.append((to, line))
        return found


class SMTP:
    """aiosmtpd on a fixed port, stopped and started again as a mail outage needs."""

    def __init__(self):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.mailbox = Mailbox()
        self.controller = None

    def start(self):
        self.controller = Controller(self.mailbox, hostname="127.0.0.1", port=self.port)
        self.controller.start()

    def stop(self):
        if self.controller:
            self.controller.stop()
            self.controller = None


@pytest.fixture
def smtp():
    server = SMTP()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def origin(tmp_path):
    work = tmp_path / "seed"
    (work / "content" / "members").mkdir(parents=True)
    (work / "content" / "books").mkdir()
    (work / "content" / "library.json").write_text(json.dumps({
        "name": "Time Library", "timezone": "Asia/Kolkata",
        "policy": {"loan_days": 14, "max_renewals": 1, "max_active_loans": 3},
        "reminders": {"from": "Time Library <books@example.org>"}}, indent=2) + "\n")
    for member, login in {**MEMBERS, **OWNERS}.items():
        (work / "content" / "members" / f"{member}.json").write_text(json.dumps(
            {"name": f"Member {member}", "joined": "2025-01-01", "github": login}, indent=2) + "\n")
    for book, owner in BOOKS.items():
        (work / "content" / "books" / f"{book}.md").write_text(
            f"---\ntitle: {book.title()}\nauthor: A Writer\nowner: {owner}\nadded: 2025-01-01\n---\n\nA book.\n")
    git(work, "init", "-q", "-b", "main")
    git(work, "add", "-A")
    git(work, "commit", "-q", "-m", "A library")
    bare = tmp_path / "origin.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(work), str(bare)], check=True)
    return bare


class Forge:
    """The jobs' steps, each run in a fresh clone of the origin with GitHub's environment."""

    def __init__(self, origin, tmp_path, smtp=None):
        self.origin, self.tmp, self.smtp = origin, tmp_path, smtp
        self.jobs = workflow(tmp_path)["jobs"]
        self.log = tmp_path / "gh.jsonl"
        self.bin = tmp_path / "bin"
        self.bin.mkdir()
        shutil.copy(GH, self.bin / "gh")
        os.symlink(LIBGEN, self.bin / "libgen")
        # The job installs msmtp with sudo apt-get (here it is installed already), and writes an
        # msmtprc for the secrets' server with TLS and a login; this msmtp takes the test server's
        # settings instead and delivers for real.
        (self.bin / "sudo").write_text("#!/bin/sh\nexit 0\n")
        if smtp:
            config = tmp_path / "msmtprc"
            config.write_text(f"defaults\nauth off\ntls off\naccount default\nhost 127.0.0.1\nport {smtp.port}\n")
            config.chmod(0o600)
            (self.bin / "msmtp").write_text(f"""#!/usr/bin/env bash
args=()
while [ $# -gt 0 ]; do case "$1" in -C) shift 2 ;; *) args+=("$1"); shift ;; esac; done
exec /usr/bin/msmtp -C {config} "${{args[@]}}"
""")
        for tool in ("sudo", "msmtp"):
            if (self.bin / tool).exists():
                (self.bin / tool).chmod(0o755)
        self.pulls = tmp_path / "pulls.json"
        self.pulls.write_text("[]")
        self.answers = tmp_path / "answers.json"
        self.answers.write_text("{}")
        self.count = 0
        self.lock = threading.Lock()

    def env(self, temp, extra):
        output = temp / "output"
        output.touch()
        return {"PATH": f"{self.bin}:{os.environ['PATH']}", "HOME": str(temp), "RUNNER_TEMP": str(temp),
                "GITHUB_OUTPUT": str(output), "GITHUB_REPOSITORY": "green-acres/library", "GITHUB_RUN_ID": temp.name,
                "GITHUB_RUN_ATTEMPT": "1", "GH_STANDIN_LOG": str(self.log), "GH_TOKEN": "token",
                "GH_STANDIN_PULLS": str(self.pulls), "GH_STANDIN_ANSWERS": str(self.answers), **extra}

    def run(self, job, name_start, extra, ref=None, event=None):
        """One step of one job in a fresh checkout (of `ref`, default the origin's main now)."""
        with self.lock:
            self.count += 1
            number = self.count
        work = self.tmp / f"run-{number}"
        subprocess.run(["git", "clone", "-q", str(self.origin), str(work)], check=True)
        if ref:
            git(work, "checkout", "-q", ref)
        temp = self.tmp / f"temp-{number}"
        temp.mkdir()
        env = {}
        if event is not None:
            (temp / "event.json").write_text(json.dumps(event))
            env["GITHUB_EVENT_PATH"] = str(temp / "event.json")
        done = subprocess.run(["bash", "-e", "-c", step(self.jobs, job, name_start)["run"]], cwd=work,
                              env=self.env(temp, {**env, **extra}), capture_output=True, text=True, timeout=600)
        outputs = dict(line.split("=", 1) for line in (temp / "output").read_text().splitlines() if "=" in line)
        return done, outputs, work

    def intake(self, event):
        done, outputs, _ = self.run("intake", "Record", {"BRANCH": "main", "NUMBER": str(event["issue"]["number"]),
                                                          "COMMENT_ID": str(event["comment"]["id"]) if "comment" in event else ""}, event=event)
        assert done.returncode == 0, done.stdout + done.stderr
        return outputs

    def notify(self, since="", ref=None):
        """The after-push job's notices step; SMTP_* as secrets would set them."""
        done, _, _ = self.run("after-push", "Tell the people", {
            "SINCE": since, "CONTACTS": json.dumps({m: {"email": f"{m}@example.org"} for m in {**MEMBERS, **OWNERS}}),
            "SMTP_HOST": "smtp.example.org", "SMTP_PORT": "587", "SMTP_USER": "books", "SMTP_PASSWORD": "secret"}, ref=ref)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "secret" not in done.stdout + done.stderr
        return done.stdout

    def calls(self):
        return [json.loads(line) for line in self.log.read_text().splitlines()] if self.log.exists() else []

    def head(self):
        return git(self.origin, "rev-parse", "main").strip()


def borrow(number, member, book, created):
    return {"action": "opened", "repository": REPOSITORY,
            "issue": {"number": number, "title": f"Borrow: {book}", "body": FORM.format(book=book), "created_at": created,
                      "user": {"login": MEMBERS[member]}, "labels": [{"name": "borrow"}]}}


# Eight members ask across a minute boundary (Kolkata 01:29:30 … 01:30:40 on 20 November); the
# test records them in the reverse order.
TIMES = ["19:59:30", "19:59:40", "19:59:50", "20:00:00", "20:00:10", "20:00:20", "20:00:30", "20:00:40"]
REQUESTS = [(100 + i, member, book, f"2026-11-19T{TIMES[i]}Z")
            for i, (member, book) in enumerate([("m01", "dune"), ("m02", "dune"), ("m03", "emma"), ("m04", "dune"),
                                                ("m05", "kim"), ("m06", "emma"), ("m07", "dune"), ("m08", "kim")])]


def test_every_notice_once_and_the_queue_by_the_second_people_asked(origin, tmp_path, smtp):
    forge = Forge(origin, tmp_path, smtp)
    befores = []
    # Recorded last first; after-push jobs run late, each with its own event's `before`, some twice.
    for index, (number, member, book, created) in enumerate(reversed(REQUESTS)):
        befores.append(forge.intake(borrow(number, member, book, created))["before"])
        if index in (0, 3):
            forge.notify(since=befores[-1])
    late = list(reversed(befores))
    with concurrent.futures.ThreadPoolExecutor(3) as pool:
        list(pool.map(lambda since: forge.notify(since=since), late[:3]))
    for since in late[3:]:
        forge.notify(since=since)
    forge.notify(since=befores[0])  # a re-run of the first job, long after

    checkout = tmp_path / "verify"
    subprocess.run(["git", "clone", "-q", str(origin), str(checkout)], check=True)
    holds = json.loads(subprocess.run([LIBGEN, "report", "holds", "--format", "json", "--as-of", "2026-11-20"], cwd=checkout,
                                      check=True, capture_output=True, text=True).stdout)
    for entry in holds["books"]:
        asked = [member for _, member, book, _ in REQUESTS if book == entry["book"]]
        assert [w["borrower"] for w in entry["waiting"]] == asked
        assert entry["ready_for"] == asked[0]

    lines = smtp.mailbox.lines()
    repeated = {line for line in lines if lines.count(line) > 1}
    assert not repeated, repeated
    # The owners heard of every request once.
    for _, member, book, _ in REQUESTS:
        owner = BOOKS[book]
        assert sum(to.endswith(f"<{owner}@example.org>") and f"Member {member} asked for it." in line for to, line in lines) == 1
    # Each book's first asker was told it is their turn; whoever was told so first and displaced
    # by an earlier request recorded later heard their new place.
    for book in BOOKS:
        first = next(m for _, m, b, _ in REQUESTS if b == book)
        assert [line for to, line in lines if to.endswith(f"<{first}@example.org>") and "it is your turn" in line]
    moved = [(to, line) for to, line in lines if "we told you it was your turn" in line]
    assert moved, lines
    # The last recorded dune request (m07, asked last) was told it was its turn when recorded
    # first, then that it had moved back.
    assert any(to.endswith("<m07@example.org>") for to, _ in moved)


def test_a_mail_outage_delays_the_notices_to_the_next_run_and_sends_them_once(origin, tmp_path, smtp):
    forge = Forge(origin, tmp_path, smtp)
    first = forge.head()
    forge.notify(since=first)  # the cursor starts at main
    before = forge.intake(borrow(200, "m01", "dune", "2026-11-19T10:00:00Z"))["before"]
    smtp.stop()
    out = forge.notify(since=before)
    assert "failed:" in out and "go out with a later run" in out
    assert smtp.mailbox.messages == []
    smtp.start()
    forge.intake(borrow(201, "m02", "kim", "2026-11-19T11:00:00Z"))
    forge.notify(since=before)
    forge.notify(since=before)
    lines = smtp.mailbox.lines()
    assert sorted({to.split("<")[1].rstrip(">") for to, _ in lines}) == ["anita@example.org", "m01@example.org", "m02@example.org", "ravi@example.org"]
    assert sum("it is your turn" in line for _, line in lines) == 2
    assert len(lines) == len(set(lines))


def test_a_broken_record_on_main_still_publishes_and_notifies(origin, tmp_path, smtp):
    forge = Forge(origin, tmp_path, smtp)
    forge.notify(since=forge.head())
    work = tmp_path / "librarian"
    subprocess.run(["git", "clone", "-q", str(origin), str(work)], check=True)
    (work / "content" / "loans").mkdir()
    (work / "content" / "loans" / "broken.json").write_text('{"book": "emma", "borrower": "m03", "status": "lent",')
    git(work, "add", "-A")
    git(work, "commit", "-q", "-m", "A half-written loan")
    git(work, "push", "-q", "origin", "HEAD:main")
    before = forge.head()
    forge.intake(borrow(300, "m01", "dune", "2026-11-19T10:00:00Z"))
    done, _, checkout = forge.run("after-push", "Check the records", {"BRANCH": "main", "SMTP_HOST": "smtp.example.org"})
    assert done.returncode == 0, done.stdout + done.stderr
    created = [c for c in forge.calls() if c["call"] == "create"]
    assert len(created) == 1 and "`content/loans/broken.json:1`" in created[0]["body"]
    forge.notify(since=before)
    assert any("Member m01 asked for it." in line for _, line in smtp.mailbox.lines())
    build = step(forge.jobs, "after-push", "Build the catalogue")
    assert build["if"] == "${{ !cancelled() }}"
    built = subprocess.run(["bash", "-e", "-c", build["run"]], cwd=checkout, capture_output=True, text=True,
                           env={**os.environ, "PATH": f"{forge.bin}:{os.environ['PATH']}"})
    assert built.returncode == 0, built.stdout
    assert (checkout / "public" / "books" / "dune" / "index.html").exists()


def test_a_green_pull_request_that_would_now_break_main_is_marked_failing(origin, tmp_path):
    forge = Forge(origin, tmp_path)
    # A librarian records on a branch that Dune was lent to m01; the pull request's check passes.
    branch = tmp_path / "branch"
    subprocess.run(["git", "clone", "-q", str(origin), str(branch)], check=True)
    lent = subprocess.run([LIBGEN, "lend", "dune", "--to", "m01", "--on", "2026-11-19", "--as-of", "2026-11-19", "--commit"],
                          cwd=branch, capture_output=True, text=True)
    assert lent.returncode == 0, lent.stderr
    git(branch, "push", "-q", "origin", "HEAD:refs/pull/7/head")
    fine = tmp_path / "fine"
    subprocess.run(["git", "clone", "-q", str(origin), str(fine)], check=True)
    subprocess.run([LIBGEN, "add", "member", "m09", "--name", "Member m09", "--joined", "2025-01-01", "--commit"], cwd=fine, check=True, capture_output=True)
    git(fine, "push", "-q", "origin", "HEAD:refs/pull/8/head")
    check = subprocess.run([LIBGEN, "check", "--base", "main", "--format", "github", "--overdue", "off", "--as-of", "2026-11-19"], cwd=branch, capture_output=True, text=True)
    assert check.returncode == 0, check.stdout
    # Meanwhile intake records m02's request and the owner's /lent on main.
    forge.intake(borrow(400, "m02", "dune", "2026-11-19T04:00:00Z"))
    lent_comment = {"action": "created", "repository": REPOSITORY,
                    "issue": {"number": 400, "title": "Borrow: dune", "body": FORM.format(book="dune"), "created_at": "2026-11-19T04:00:00Z",
                              "user": {"login": MEMBERS["m02"]}, "labels": [{"name": "borrow"}]},
                    "comment": {"id": 9400, "body": "/lent", "created_at": "2026-11-19T05:00:00Z", "user": {"login": OWNERS["anita"]}}}
    forge.intake(lent_comment)
    pulls = [{"number": 7, "headRefOid": git(branch, "rev-parse", "HEAD").strip()},
             {"number": 8, "headRefOid": git(fine, "rev-parse", "HEAD").strip()}]
    forge.pulls.write_text(json.dumps(pulls))
    done, _, _ = forge.run("after-push", "Check every open pull request", {"BRANCH": "main"})
    assert done.returncode == 0, done.stdout + done.stderr
    statuses = {c["path"].rsplit("/", 1)[1]: c["fields"] for c in forge.calls() if c["call"] == "api" and "/statuses/" in c["path"]}
    assert statuses[pulls[0]["headRefOid"]]["state"] == "failure"
    assert statuses[pulls[0]["headRefOid"]]["context"] == "libgen: as merged now"
    assert "would add 1 error(s)" in statuses[pulls[0]["headRefOid"]]["description"]
    assert statuses[pulls[1]["headRefOid"]]["state"] == "success"


def test_a_redelivered_event_with_pull_requests_answers_as_before(origin, tmp_path):
    seed = tmp_path / "direct"
    subprocess.run(["git", "clone", "-q", str(origin), str(seed)], check=True)
    settings = json.loads((seed / "content" / "library.json").read_text())
    settings["forge"] = {"direct": False}
    (seed / "content" / "library.json").write_text(json.dumps(settings, indent=2) + "\n")
    git(seed, "commit", "-q", "-am", "Pull requests for requests")
    git(seed, "push", "-q", "origin", "HEAD:main")
    forge = Forge(origin, tmp_path)
    event = borrow(500, "m01", "dune", "2026-11-19T10:00:00Z")
    forge.intake(event)
    forge.intake(event)
    calls = forge.calls()
    assert len([c for c in calls if c["call"] == "pr"]) == 1
    comments = [c["body"] for c in calls if c["call"] == "comment"]
    assert len(comments) == 2 and comments[0] == comments[1]
    branches = git(origin, "for-each-ref", "--format=%(refname)", "refs/heads/request/")
    assert branches.split() == ["refs/heads/request/issue-500-form"]


def test_triage_lets_in_only_form_issues(tmp_path):
    jobs = workflow(tmp_path)["jobs"]
    look = next(s for s in jobs["triage"]["steps"] if s.get("id") == "look")
    for labels, expected in (([{"name": "borrow"}], "true"), ([{"name": "lent-out"}, {"name": "x"}], "true"), ([], "false"), ([{"name": "question"}], "false")):
        (tmp_path / "event.json").write_text(json.dumps({"action": "opened", "issue": {"number": 1, "labels": labels}}))
        output = tmp_path / "output"
        output.write_text("")
        env = {**os.environ, "GITHUB_EVENT_NAME": "issues", "GITHUB_EVENT_PATH": str(tmp_path / "event.json"), "GITHUB_OUTPUT": str(output)}
        subprocess.run(["bash", "-e", "-c", look["run"]], check=True, capture_output=True, env=env)
        assert output.read_text() == f"request={expected}\n", labels


def test_every_job_has_a_time_limit(tmp_path):
    jobs = workflow(tmp_path)["jobs"]
    assert all("timeout-minutes" in job for job in jobs.values()), [name for name, job in jobs.items() if "timeout-minutes" not in job]
    daily = jobs["daily"]
    assert daily["needs"] == "expire" and "libgen expire --commit" in step(jobs, "expire", "Cancel")["run"]


def test_a_return_through_the_form_closes_the_borrow_issue_too(origin, tmp_path):
    forge = Forge(origin, tmp_path)
    forge.intake(borrow(600, "m01", "dune", "2026-11-19T04:00:00Z"))
    lent = {"action": "created", "repository": REPOSITORY,
            "issue": {"number": 600, "title": "Borrow: dune", "body": FORM.format(book="dune"), "created_at": "2026-11-19T04:00:00Z",
                      "user": {"login": MEMBERS["m01"]}, "labels": [{"name": "borrow"}]},
            "comment": {"id": 9600, "body": "/lent", "created_at": "2026-11-19T05:00:00Z", "user": {"login": OWNERS["anita"]}}}
    forge.intake(lent)
    back = {"action": "opened", "repository": REPOSITORY,
            "issue": {"number": 601, "title": "Returned: dune", "created_at": "2026-11-25T05:00:00Z", "user": {"login": MEMBERS["m01"]},
                      "body": "### Book returned\n\ndune\n\n### Returned by (if not you)\n\n_No response_", "labels": [{"name": "return"}]}}
    forge.intake(back)
    closes = [(c["issue"], c["reason"], c["comment"]) for c in forge.calls() if c["call"] == "close"]
    assert closes == [(601, "completed", None), (600, "completed", "Recorded through #601.")]


def test_the_daily_expire_ends_a_hold_and_tells_both_borrow_issues(origin, tmp_path):
    """The expire job's own step: the request kept past hold_days is cancelled and pushed; its
    borrow issue hears the hold ended and closes (not planned), the next member's hears it is
    their turn."""
    seed = tmp_path / "holds"
    subprocess.run(["git", "clone", "-q", str(origin), str(seed)], check=True)
    settings = json.loads((seed / "content" / "library.json").read_text())
    settings["policy"]["hold_days"] = 3
    (seed / "content" / "library.json").write_text(json.dumps(settings, indent=2) + "\n")
    (seed / "content" / "loans").mkdir()
    for name, member, day, issue in (("m", "m01", "2026-11-02", 701), ("n", "m02", "2026-11-03", 702)):
        (seed / "content" / "loans" / f"{name}.json").write_text(json.dumps(
            {"book": "dune", "borrower": member, "status": "requested", "requested": day, "requested_time": "10:00:00", "issue": issue}, indent=2) + "\n")
    git(seed, "add", "-A")
    git(seed, "commit", "-q", "-m", "Two requests for Dune, on the shelf since 1 Nov")
    git(seed, "push", "-q", "origin", "HEAD:main")
    forge = Forge(origin, tmp_path)
    done, _, _ = forge.run("expire", "Cancel the requests", {"BRANCH": "main", "GH_TOKEN": "token"})
    assert done.returncode == 0, done.stdout + done.stderr
    check = tmp_path / "after-expire"
    subprocess.run(["git", "clone", "-q", str(origin), str(check)], check=True)
    ended = json.loads((check / "content" / "loans" / "m.json").read_text())
    assert ended["status"] == "cancelled" and ended["note"].startswith("hold expired on ")
    calls = forge.calls()
    comments = {c["issue"]: c["body"] for c in calls if c["call"] == "comment"}
    assert "The time to collect *Dune* ran out" in comments[701]
    assert comments[702].startswith(f"@{MEMBERS['m02']}, it is your turn:")
    assert [(c["issue"], c["reason"]) for c in calls if c["call"] == "close"] == [(701, "not planned")]
