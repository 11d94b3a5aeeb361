/// Writes JSON with keys in the order given and 2-space indentation.
///
/// Foundation's `JSONEncoder` sorts keys or keeps dictionary order, but the
/// documented output formats fix a key order (as_of, diagnostics, summary), so
/// output is written by hand, deterministically.
package final class JSONWriter {
    package private(set) var output = ""
    private var depth = 0
    private var needsComma = [false]

    package init() {}

    package func object(_ body: () -> Void) {
        output += "{"
        open()
        body()
        close()
        output += "}"
    }

    package func array<S: Sequence>(_ elements: S, _ body: (S.Element) -> Void) {
        output += "["
        open()
        var any = false
        for element in elements {
            separate()
            body(element)
            any = true
        }
        close(empty: !any)
        output += "]"
    }

    package func field(_ key: String, _ value: () -> Void) {
        separate()
        string(key)
        output += ": "
        value()
    }

    package func string(_ text: String) { output += JSONWriter.quote(text) }
    package func number(_ value: Int) { output += String(value) }
    package func bool(_ value: Bool) { output += value ? "true" : "false" }
    package func null() { output += "null" }
    /// A number already formatted as JSON.
    package func raw(_ literal: String) { output += literal }
    package func optional(_ text: String?) { if let text { string(text) } else { null() } }

    private func open() {
        depth += 1
        needsComma.append(false)
    }

    private func close(empty: Bool = false) {
        let wrote = needsComma.removeLast()
        depth -= 1
        if wrote && !empty { output += "\n" + String(repeating: "  ", count: depth) }
    }

    private func separate() {
        if needsComma[needsComma.count - 1] { output += "," }
        needsComma[needsComma.count - 1] = true
        output += "\n" + String(repeating: "  ", count: depth)
    }

    /// A JSON string literal; non-ASCII stays as UTF-8, control characters are escaped.
    package static func quote(_ text: String) -> String {
        // Most texts have nothing to escape: then they are taken whole, not scalar by scalar
        // (10,000 books' search entries quoted 0.09 s of a rebuild's CPU). U+2028 and U+2029
        // are E2 80 A8 and E2 80 A9 in UTF-8.
        var plain = true
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9)) {
                plain = false
                break
            }
            previous = (previous.1, byte)
        }
        if plain { return "\"" + text + "\"" }
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{2028}": return "\\u2028"
            case "\u{2029}": return "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        }
        return "\"" + escaped + "\""
    }
}
