import Foundation

/// A calendar day with no time of day: the number of days since 1970-01-01.
///
/// Every date in a library is a `Day`. It is a plain integer so that the ledger
/// can sort, compare and subtract days without Foundation's `Calendar`, which is
/// both slow and easy to misuse across time zones. The civil-calendar
/// conversions are Howard Hinnant's public-domain algorithms, written out here
/// because neither Foundation nor the available packages offer a date-only type.
package struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    let ordinal: Int

    package init(ordinal: Int) { self.ordinal = ordinal }

    /// The day of a proleptic Gregorian year, month and day, if it exists.
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Day.daysIn(month: month, year: year) else { return nil }
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        ordinal = era * 146_097 + doe - 719_468
    }

    /// Parses exactly `YYYY-MM-DD` (four-digit year, two-digit month and day) naming a real day.
    package init?(string: String) {
        var string = string
        guard let day = string.withUTF8({ Day(utf8: $0) }) else { return nil }
        self = day
    }

    /// `init(string:)` over the text's bytes (no array of digits made: a library's 100,000 loans
    /// hold several dates each).
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Year, month and day of this day.
    package var components: (year: Int, month: Int, day: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `YYYY-MM-DD`.
    package var description: String {
        let (y, m, d) = components
        return Day.pad(y, 4) + "-" + Day.pad(m, 2) + "-" + Day.pad(d, 2)
    }

    /// The day `days` later (earlier when negative).
    package func adding(_ days: Int) -> Day { Day(ordinal: ordinal + days) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    package func days(to other: Day) -> Int { other.ordinal - ordinal }

    /// 0 = Monday … 6 = Sunday.
    var weekday: Int { ((ordinal % 7) + 7 + 3) % 7 }

    package static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }

    /// The calendar day that `date` falls on in `timeZone`.
    package static func containing(_ date: Date, in timeZone: TimeZone) -> Day {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        return Day(ordinal: Int((Double(seconds) / 86_400).rounded(.down)))
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

package extension Day {
    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The day for people, in English: `Thu 4 Dec 2026` (messages, replies, reminders).
    var spoken: String {
        let (year, month, day) = components
        return "\(Day.weekdayNames[weekday]) \(day) \(Day.monthNames[month - 1]) \(year)"
    }
}

package extension Day {
    static let longWeekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let longMonthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// The day in words, in English: `Thursday 4 December 2026` (reminder e-mails).
    var inWords: String {
        let (year, month, day) = components
        return "\(Day.longWeekdayNames[weekday]) \(day) \(Day.longMonthNames[month - 1]) \(year)"
    }
}
