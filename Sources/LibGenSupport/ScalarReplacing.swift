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

extension String {
    /// The text with every control character (C0, DEL, C1 — line breaks and tabs included)
    /// written visibly as `\u{1B}`, so that printing it can never move the cursor, colour a
    /// terminal or start a GitHub workflow command on a line of its own.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else { return self }
        return replacingScalars { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
        }
    }
}
