/// Writes JSON with keys in the order given and 2-space indentation.
///
/// Foundation's `JSONEncoder` sorts keys or keeps dictionary order, but the
/// documented output formats fix a key order (as_of, diagnostics, summary), so
/// output is written by hand, deterministically.
package final class JSONWriter {
    /// The text written so far. Kept as UTF-8 bytes, each piece appended in place: as a `String`
    /// grown by `+=`, every field's newline and indentation was a new string first (the book
    /// pages' JSON-LD alone wrote 400,000 of them in a build of 10,000 books).
    private var bytes = [UInt8]()
    private var depth = 0
    private var needsComma = [false]

    package init() {}

    package var output: String { String(decoding: bytes, as: UTF8.self) }

    package func object(_ body: () -> Void) {
        bytes.append(UInt8(ascii: "{"))
        open()
        body()
        close()
        bytes.append(UInt8(ascii: "}"))
    }

    package func array<S: Sequence>(_ elements: S, _ body: (S.Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        open()
        var any = false
        for element in elements {
            separate()
            body(element)
            any = true
        }
        close(empty: !any)
        bytes.append(UInt8(ascii: "]"))
    }

    package func field(_ key: String, _ value: () -> Void) {
        separate()
        string(key)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        value()
    }

    package func string(_ text: String) { Self.quote(text, into: &bytes) }
    package func number(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }
    package func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }
    package func null() { bytes.append(contentsOf: "null".utf8) }
    /// A number already formatted as JSON.
    package func raw(_ literal: String) { bytes.append(contentsOf: literal.utf8) }
    package func optional(_ text: String?) { if let text { string(text) } else { null() } }

    private func open() {
        depth += 1
        needsComma.append(false)
    }

    private func close(empty: Bool = false) {
        let wrote = needsComma.removeLast()
        depth -= 1
        if wrote && !empty { newLine() }
    }

    private func separate() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
        newLine()
    }

    /// A line break and the indentation of the current depth (two spaces a level).
    private func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// `quote(text)`'s bytes appended to `out`.
    package static func quote(_ text: String, into out: inout [UInt8]) {
        if needsEscaping(text) {
            out.append(contentsOf: quote(text).utf8)
        } else {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: text.utf8)
            out.append(UInt8(ascii: "\""))
        }
    }

    /// Whether `text` has a character JSON escapes (`quote`).
    private static func needsEscaping(_ text: String) -> Bool {
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8. Over the contiguous bytes, a lead
        // E2 looked past (a byte's two predecessors carried along were 0.6 % of a large build).
        if let found = text.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { return true }
            }
            return false
        }) {
            return found
        }
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9)) {
                return true
            }
            previous = (previous.1, byte)
        }
        return false
    }

    /// A JSON string literal; non-ASCII stays as UTF-8, control characters are escaped.
    package static func quote(_ text: String) -> String {
        // Most texts have nothing to escape: then they are taken whole, not scalar by scalar
        // (10,000 books' search entries quoted 0.09 s of a rebuild's CPU).
        if !needsEscaping(text) { return "\"" + text + "\"" }
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
