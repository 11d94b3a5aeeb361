"""libgen's ICS reports read by an independent iCalendar parser (icalendar, from PyPI)."""
import os
import pathlib
import subprocess

import icalendar

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))


def report(*arguments):
    result = subprocess.run([LIBGEN, "report", *arguments, "--root", str(ROOT), "--as-of", "2026-11-22", "--format", "ics"],
                            check=True, capture_output=True)
    return result.stdout


def test_overdue_calendar_parses_with_one_all_day_event_per_loan():
    raw = report("overdue")
    assert b"\r\n" in raw and b"\n" not in raw.replace(b"\r\n", b"")
    assert all(len(line) <= 75 for line in raw.split(b"\r\n"))
    calendar = icalendar.Calendar.from_ical(raw)
    events = calendar.walk("VEVENT")
    assert [str(event["UID"]) for event in events] == [
        "2026-09-14-a-wizard-of-earthsea-arjun@libgen",
        "2026-10-08-a-suitable-boy-vikram@libgen",
    ]
    assert [event["DTSTART"].dt.isoformat() for event in events] == ["2026-10-05", "2026-11-16"]
    assert all(event["DTEND"].dt.toordinal() - event["DTSTART"].dt.toordinal() == 1 for event in events)
    assert all(event["DTSTAMP"].dt.isoformat() == "2026-11-22T00:00:00+00:00" for event in events)
    assert str(events[0]["SUMMARY"]) == 'Return "A Wizard of Earthsea" (Arjun Mehta)'
    assert "48 days overdue" in str(events[0]["DESCRIPTION"])


def test_due_calendar_parses():
    events = icalendar.Calendar.from_ical(report("due", "--within", "14")).walk("VEVENT")
    assert [event["DTSTART"].dt.isoformat() for event in events] == ["2026-11-22", "2026-12-04"]
