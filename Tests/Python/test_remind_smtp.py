"""`libgen remind --send` against a real SMTP server: Debian's msmtp delivering to
aiosmtpd on 127.0.0.1, the received messages parsed back with Python's email package."""
import datetime
import email
import email.utils
import email.policy
import json
import os
import pathlib
import socket
import subprocess

import pytest
from aiosmtpd.controller import Controller

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))
REFUSED = "refuse.me@example.org"


class Mailbox:
    """Keeps every message; refuses one recipient as a real server can."""

    def __init__(self):
        self.messages = []

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address == REFUSED:
            return "550 5.1.1 mailbox unavailable"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        self.messages.append((list(envelope.rcpt_tos), envelope.content))
        return "250 Message accepted"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.fixture
def library(tmp_path):
    root = tmp_path / "library"
    write(root / "content" / "library.json", json.dumps({
        "name": "Green Acres Book Circle", "timezone": "Asia/Kolkata",
        "policy": {"loan_days": 14, "reminder_days": 2},
        "reminders": {"from": "Green Acres Book Circle <books@greenacres.example.org>"}}))
    members = {"ravi": "Rāvi Iyer", "anita": "Anita Deshpande", "meera": "Meera Kulkarni", "neha": "Neha Gokhale",
               "priya": "Priya Nair", "kabir": "Kabir Shah"}
    for member, name in members.items():
        write(root / "content" / "members" / f"{member}.json", json.dumps({"name": name, "joined": "2025-01-01"}))
    for book, title in {"dune": "Dune", "emma": "Emma", "kim": "Kim", "ulysses": "Ulysses", "sula": "Sula"}.items():
        write(root / "content" / "books" / f"{book}.md", f"---\ntitle: {title}\nauthor: A. Writer\nowner: anita\nadded: 2025-01-01\n---\n")
    loans = {
        "a": ("dune", "ravi", "2026-03-01"),     # due 03-15: due today
        "b": ("emma", "ravi", "2026-03-03"),     # due 03-17: in the same message (due in 2 days)
        "c": ("kim", "meera", "2026-02-28"),     # due 03-14: 1st overdue notice
        "d": ("ulysses", "neha", "2026-03-01"),  # due today, but no e-mail address
        "e": ("sula", "kabir", "2026-03-01"),    # due today, the server refuses the address
    }
    for loan, (book, borrower, lent) in loans.items():
        write(root / "content" / "loans" / f"{loan}.json", json.dumps({"book": book, "borrower": borrower, "status": "lent", "lent": lent}))
    write(root / "contacts.json", json.dumps({
        "ravi": {"email": "ravi@example.org"}, "anita": {"email": "anita@example.org", "flat": "C-12"},
        "meera": {"email": "meera@example.org"}, "neha": {"phone": "+91 98200 44444"},
        "priya": {"email": "priya@example.org"}, "kabir": {"email": REFUSED}}, ensure_ascii=False))
    return root


@pytest.fixture
def smtp(tmp_path):
    mailbox = Mailbox()
    port = free_port()
    controller = Controller(mailbox, hostname="127.0.0.1", port=port)
    controller.start()
    config = tmp_path / "msmtprc"
    config.write_text(f"defaults\nauth off\ntls off\naccount default\nhost 127.0.0.1\nport {port}\nfrom books@greenacres.example.org\n")
    config.chmod(0o600)
    yield mailbox, f"msmtp -C {config} -t"
    controller.stop()


def test_remind_delivers_one_message_per_member_and_reports_each(library, smtp):
    mailbox, sendmail = smtp
    before = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
    result = subprocess.run([LIBGEN, "remind", "--root", str(library), "--as-of", "2026-03-15", "--send", "--sendmail", sendmail],
                            capture_output=True, text=True)
    after = datetime.datetime.now(datetime.timezone.utc)
    assert result.stdout == (
        "failed: Kabir Shah (the mail command exited with status 65: msmtp: recipient address … not accepted by the server)\n"
        "sent: Meera Kulkarni\n"
        "skipped: Neha Gokhale (no e-mail address: tell them another way)\n"
        "sent: Rāvi Iyer\n"
        "2 messages sent, 1 skipped, 1 failed.\n"), result.stderr
    assert result.returncode == 1
    received = {}
    for recipients, content in mailbox.messages:
        message = email.message_from_bytes(content, policy=email.policy.default)
        assert len(recipients) == 1
        received[recipients[0]] = message
    assert sorted(received) == ["meera@example.org", "ravi@example.org"], "one each; none for Priya, who has nothing due"
    ravi = received["ravi@example.org"]
    assert str(ravi["To"]) == "Rāvi Iyer <ravi@example.org>"
    assert str(ravi["From"]) == "Green Acres Book Circle <books@greenacres.example.org>"
    assert str(ravi["Subject"]) == "Green Acres Book Circle: 2 books to return"
    sent = email.utils.parsedate_to_datetime(str(ravi["Date"]))
    assert before <= sent <= after, f"Date: is when it was sent, not 08:00 on the as-of day: {ravi['Date']}"
    assert ravi["Message-ID"].startswith("<20260315.ravi.") and ravi["Message-ID"].endswith("@greenacres.example.org>")
    body = ravi.get_content().replace("\r\n", "\n")  # SMTP carries CRLF line endings
    assert body.startswith("Hello Rāvi Iyer,\n")
    assert '"Dune" by A. Writer is due back today, Sunday 15 March 2026. Please return it to Anita Deshpande (flat C-12).' in body
    assert '"Emma" by A. Writer is due back on Tuesday 17 March 2026 (in 2 days).' in body
    meera = received["meera@example.org"]
    assert str(meera["Subject"]) == "Green Acres Book Circle: “Kim” is overdue (1st notice)"
    assert "libgen" not in meera.get_content(), "never a command in a member's e-mail"


def test_nothing_is_sent_on_a_day_without_notices(library, smtp):
    """03-20: every loan is past its last notice day and before its next one."""
    mailbox, sendmail = smtp
    result = subprocess.run([LIBGEN, "remind", "--root", str(library), "--as-of", "2026-03-20", "--send", "--sendmail", sendmail],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == "0 messages sent, 0 skipped, 0 failed.\n"
    assert mailbox.messages == []


def git(root, *args):
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=root, check=True, capture_output=True)


def test_remind_since_tells_exactly_the_people_a_change_concerns(library, smtp):
    """A real git history: one commit records a return of Kim (Meera was waiting: her turn),
    a loan of Emma to Priya (due D; the owner hears), and Kabir's request for Dune (Anita, the
    owner, hears; and as Dune is on the shelf, it is Kabir's turn). `remind --since` the commit
    before tells each person once, through msmtp."""
    mailbox, sendmail = smtp
    (library / ".gitignore").write_text("/contacts.json\n")
    for loan in ("a", "b", "d", "e"):
        (library / "content" / "loans" / f"{loan}.json").unlink()
    write(library / "content" / "loans" / "w.json", json.dumps({"book": "kim", "borrower": "priya", "status": "requested", "requested": "2026-03-01"}))
    git(library, "init", "-q", "-b", "main")
    git(library, "add", "-A")
    git(library, "commit", "-q", "-m", "Before")
    write(library / "content" / "loans" / "c.json", json.dumps({"book": "kim", "borrower": "meera", "status": "returned", "lent": "2026-02-28", "returned": "2026-03-15"}))
    write(library / "content" / "loans" / "x.json", json.dumps({"book": "emma", "borrower": "ravi", "status": "lent", "lent": "2026-03-15"}))
    write(library / "content" / "loans" / "y.json", json.dumps({"book": "dune", "borrower": "kabir", "status": "requested", "requested": "2026-03-15"}))
    git(library, "add", "-A")
    git(library, "commit", "-q", "-m", "A return, a loan and a request")
    result = subprocess.run([LIBGEN, "remind", "--root", str(library), "--as-of", "2026-03-15", "--since", "HEAD~1", "--send", "--sendmail", sendmail],
                            capture_output=True, text=True)
    # Kabir asked for a book on the shelf: it is his turn at once (his server refuses the address).
    assert result.stdout == (
        "sent: Anita Deshpande\n"
        "failed: Kabir Shah (the mail command exited with status 65: msmtp: recipient address … not accepted by the server)\n"
        "sent: Priya Nair\n"
        "sent: Rāvi Iyer\n"
        "3 messages sent, 0 skipped, 1 failed.\n"), result.stdout + result.stderr
    received = {}
    for recipients, content in mailbox.messages:
        message = email.message_from_bytes(content, policy=email.policy.default)
        received[recipients[0]] = (str(message["Subject"]), message.get_content().replace("\r\n", "\n"))
    assert sorted(received) == ["anita@example.org", "priya@example.org", "ravi@example.org"]
    subject, body = received["priya@example.org"]
    assert subject == "Green Acres Book Circle: your turn: “Kim” is ready for you"
    assert '"Kim" by A. Writer is on the shelf, and it is your turn. Collect it from Anita Deshpande (flat C-12).' in body
    subject, body = received["ravi@example.org"]
    assert subject == "Green Acres Book Circle: “Emma” is lent to you, due back Sun 29 Mar 2026"
    assert '"Emma" by A. Writer, from Anita Deshpande (flat C-12): due back on Sunday 29 March 2026.' in body
    subject, body = received["anita@example.org"]
    assert subject == "Green Acres Book Circle: news of your books"
    for line in ('"Dune" by A. Writer: Kabir Shah asked for it.', '"Emma" by A. Writer is lent to Rāvi Iyer, due back on Sunday 29 March 2026.',
                 '"Kim" by A. Writer is back from Meera Kulkarni.'):
        assert line in body
    # Nothing changed since HEAD: nobody is told anything.
    again = subprocess.run([LIBGEN, "remind", "--root", str(library), "--as-of", "2026-03-15", "--since", "HEAD"], capture_output=True, text=True)
    assert again.stdout == "No reminders to send as of 2026-03-15.\n"
