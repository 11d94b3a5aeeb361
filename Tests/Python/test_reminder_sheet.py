"""The librarian's reminders sheet (`report reminders --format html`): every
tap-to-send link parses as a URL that carries the whole message."""
import html.parser
import json
import os
import pathlib
import subprocess
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))
ARGS = ["--root", str(ROOT), "--as-of", "2026-11-22", "--contacts", str(ROOT / "examples" / "demo-contacts.json")]


class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.links.append(dict(attrs)["href"])


def test_every_link_opens_the_message_ready_to_send():
    sheet = subprocess.run([LIBGEN, "report", "reminders", "--format", "html", *ARGS], check=True, capture_output=True, text=True).stdout
    messages = json.loads(subprocess.run([LIBGEN, "report", "reminders", "--format", "json", *ARGS], check=True, capture_output=True, text=True).stdout)["reminders"]
    parser = Links()
    parser.feed(sheet)
    texts = {m["subject"] + "\n\n" + m["body"] for m in messages}
    kinds = {"wa": 0, "sms": 0, "mailto": 0}
    for link in parser.links:
        url = urllib.parse.urlsplit(link)
        query = urllib.parse.parse_qs(url.query)
        if url.scheme == "https":
            assert url.netloc == "wa.me" and url.path[1:].isdigit()
            assert query["text"][0] in texts
            kinds["wa"] += 1
        elif url.scheme == "sms":
            assert url.path.lstrip("+").isdigit()
            assert query["body"][0] in texts
            kinds["sms"] += 1
        else:
            assert url.scheme == "mailto" and "@" in url.path
            message = next(m for m in messages if m["email"] == url.path)
            assert query["subject"] == [message["subject"]]
            assert query["body"] == [message["body"].replace("\n", "\r\n")]
            kinds["mailto"] += 1
    assert kinds == {"wa": len(messages), "sms": len(messages), "mailto": len(messages)}
    assert "noindex" in sheet
