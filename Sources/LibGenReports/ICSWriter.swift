import LibGenCore
import LibGenSupport

/// iCalendar (RFC 5545) files of due dates: one all-day event per loan.
///
/// Written by hand because no available package writes iCalendar; the rules
/// that matter are here: CRLF line ends, lines folded at 75 octets (never
/// inside a UTF-8 sequence), TEXT values escaped, a UID and DTSTAMP per event.
struct ICSWriter {
    struct Event {
        var uid: String
        var day: Day
        var summary: String
        var description: String
    }

    var calendarName: String
    /// DTSTAMP of every event: the report's as-of day at midnight UTC, so the file is deterministic.
    var stamp: Day

    init(calendarName: String, stamp: Day) {
        self.calendarName = calendarName
        self.stamp = stamp
    }

    func render(_ events: [Event]) -> String {
        var lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//libgen//libgen report//EN",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + Self.escape(calendarName),
        ]
        for event in events {
            lines += [
                "BEGIN:VEVENT",
                "UID:" + Self.escape(event.uid),
                "DTSTAMP:" + Self.compact(stamp) + "T000000Z",
                "DTSTART;VALUE=DATE:" + Self.compact(event.day),
                "DTEND;VALUE=DATE:" + Self.compact(event.day.adding(1)),
                "SUMMARY:" + Self.escape(event.summary),
                "DESCRIPTION:" + Self.escape(event.description),
                "TRANSP:TRANSPARENT",
                "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    static func compact(_ day: Day) -> String { day.description.replacingOccurrences(of: "-", with: "") }

    /// TEXT escaping: backslash, semicolon, comma and line breaks.
    static func escape(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "\\": "\\\\"
            case ";": "\\;"
            case ",": "\\,"
            case "\n": "\\n"
            case "\r": ""
            default: nil
            }
        }
    }

    /// Folds a content line into lines of at most 75 octets, continuation lines starting with a space.
    static func fold(_ line: String) -> String {
        var result = ""
        var current = 0
        var limit = 75
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if current + size > limit {
                result += "\r\n "
                current = 0
                limit = 74 // the leading space counts
            }
            result.unicodeScalars.append(scalar)
            current += size
        }
        return result
    }
}
