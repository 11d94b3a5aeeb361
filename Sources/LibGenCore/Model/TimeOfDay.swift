/// A time of day written `HH:MM:SS` (24-hour), as `requested_time` holds it; `HH:MM` is read as
/// `HH:MM:00` (FORMAT.md v1.3: requests made before seconds were kept).
package enum TimeOfDay {
    /// Seconds after midnight for `HH:MM:SS` or `HH:MM`; nil when it is not a time of day.
    package static func seconds(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 5 || bytes.count == 8 else { return nil }
        func pair(_ at: Int) -> Int? {
            let (high, low) = (bytes[at], bytes[at + 1])
            guard (48...57).contains(high), (48...57).contains(low) else { return nil }
            return Int(high - 48) * 10 + Int(low - 48)
        }
        guard bytes[2] == UInt8(ascii: ":"), let hours = pair(0), let minutes = pair(3), hours < 24, minutes < 60 else { return nil }
        guard bytes.count == 8 else { return (hours * 60 + minutes) * 60 }
        guard bytes[5] == UInt8(ascii: ":"), let seconds = pair(6), seconds < 60 else { return nil }
        return (hours * 60 + minutes) * 60 + seconds
    }

    /// `HH:MM:SS` for seconds after midnight.
    package static func text(_ seconds: Int) -> String {
        func two(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
        return two(seconds / 3600) + ":" + two(seconds / 60 % 60) + ":" + two(seconds % 60)
    }
}
