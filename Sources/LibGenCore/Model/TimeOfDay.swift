/// A time of day written `HH:MM` (24-hour), as `requested_time` holds it.
package enum TimeOfDay {
    /// Minutes after midnight for `HH:MM`; nil when it is not a time of day.
    package static func minutes(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
              bytes.enumerated().allSatisfy({ $0.offset == 2 || (48...57).contains($0.element) }) else { return nil }
        let hours = Int(bytes[0] - 48) * 10 + Int(bytes[1] - 48), minutes = Int(bytes[3] - 48) * 10 + Int(bytes[4] - 48)
        guard hours < 24, minutes < 60 else { return nil }
        return hours * 60 + minutes
    }

    /// `HH:MM` for minutes after midnight.
    package static func text(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
