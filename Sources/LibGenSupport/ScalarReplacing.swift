extension String {
    /// The text with each scalar that `replacement` maps replaced by what it
    /// gives, the others kept. Each output format's escaping (JSON strings,
    /// GitHub workflow commands, iCalendar TEXT, JSON-LD inside `<script>`) is a
    /// table over this one loop. (Template values are escaped by `HTMLEscaping`,
    /// which works on UTF-8 bytes because it runs for every `{{value}}` of a site.)
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) { result += replaced } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// A control character: C0, DEL or C1.
    package var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

    /// The scalar written visibly, as `\u{1B}`.
    package var visiblyEscaped: String { "\\u{" + String(value, radix: 16, uppercase: true) + "}" }
}

extension String {
    /// The text with every control character (C0, DEL, C1 — line breaks and tabs included)
    /// written visibly as `\u{1B}`, so that printing it can never move the cursor, colour a
    /// terminal or start a GitHub workflow command on a line of its own.
    package var escapingControlCharacters: String { escapingControlCharacters(except: []) }

    /// The same, keeping `kept` as they are (a message for a terminal keeps its line breaks and tabs).
    package func escapingControlCharacters(except kept: Set<Unicode.Scalar>) -> String {
        guard unicodeScalars.contains(where: { $0.isControlCharacter && !kept.contains($0) }) else { return self }
        return replacingScalars { $0.isControlCharacter && !kept.contains($0) ? $0.visiblyEscaped : nil }
    }

    /// The text without its control characters, but for `kept` (what a member pasted into a
    /// form, where they are invisible and mean nothing).
    package func removingControlCharacters(except kept: Set<Unicode.Scalar> = []) -> String {
        guard unicodeScalars.contains(where: { $0.isControlCharacter && !kept.contains($0) }) else { return self }
        return replacingScalars { $0.isControlCharacter && !kept.contains($0) ? "" : nil }
    }
}
