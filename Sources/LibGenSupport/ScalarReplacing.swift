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
