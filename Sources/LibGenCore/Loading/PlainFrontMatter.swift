/// The front matter libgen itself writes, read without Yams: one `key: value` line per field,
/// each value a double-quoted string, a plain scalar or a one-line flow list of them
/// (`authors: ["Frank Herbert"]`), or a `key:` line and a block list of them (`  - "Neil Gaiman"`,
/// one a line, equally indented). Anything else — and anything this reader is unsure of: a
/// backslash, a comment, a tab, an indented or blank-but-spaced line, a repeated key, a value
/// that starts like YAML syntax — returns nil, and Yams reads the whole front matter as before,
/// so every error message and every unusual document is still Yams'.
///
/// Written by hand because Yams builds a node tree (a `Node`, a `Mark`, a tag and a dictionary
/// of keys per mapping) that `FrontMatterParser.convert` then copies: 15 % of the CPU of a
/// `check` at 10,000 books, where the event stream under it (libyaml) was 3 %. What this reader
/// takes gives the same `SourceNode` Yams' path gives — values, scalars resolved by
/// `FrontMatterParser.resolve`, and each line and column as libyaml counts them (columns in
/// Unicode scalars) — which `PlainFrontMatterTests` and the front-matter fuzz target check
/// against Yams on every input either reads.
enum PlainFrontMatter {
    /// The front matter of `lines` (the file's lines between the fences; `lines.startIndex` is
    /// the file's 0-based line index of the first), or nil for Yams to read.
    static func parse(_ lines: ArraySlice<Substring>) -> SourceNode? {
        var members = [SourceNode.Member]()
        var nodes = 1
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            let fileLine = index + 1
            index += 1
            if line.isEmpty { continue }
            var reader = LineReader(line)
            guard let key = reader.key(), !members.contains(where: { $0.key == key }) else { return nil }
            // A key starts its line; the mapping starts at its first key.
            let keyLocation = SourceLocation(line: fileLine, column: 1)
            let value: (node: SourceNode, count: Int)
            if reader.atEnd {
                // `key:` alone: a block list follows, one `- item` a line, all equally indented.
                guard let list = blockList(lines, from: &index) else { return nil }
                value = list
            } else {
                guard let found = reader.blockValue(line: fileLine), reader.atEnd else { return nil }
                value = found
            }
            nodes += 1 + value.count  // the key, and the value's nodes (`FrontMatterParser.convert`'s budget)
            members.append(SourceNode.Member(key: key, keyLocation: keyLocation, value: value.node, keyOffset: nil))
        }
        guard let first = members.first, nodes <= FrontMatterParser.maximumNodes else { return nil }
        return SourceNode(.object(members), at: first.keyLocation)
    }

    /// The `- item` lines from `index` on (at least one; each item a quoted string or a plain
    /// scalar), `index` moved past them; nil when the next line is not one.
    private static func blockList(_ lines: ArraySlice<Substring>, from index: inout Int) -> (node: SourceNode, count: Int)? {
        var items = [SourceNode]()
        var listLocation: SourceLocation?
        var indent: Int?
        while index < lines.endIndex {
            var reader = LineReader(lines[index])
            let fileLine = index + 1
            // The dash's column is its byte offset: only spaces stand before it.
            guard let dash = reader.dash(), indent == nil || indent == dash else { break }
            indent = dash
            listLocation = listLocation ?? SourceLocation(line: fileLine, column: dash + 1)
            guard let item = reader.blockValue(line: fileLine, list: false), reader.atEnd else { return nil }
            items.append(item.node)
            index += 1
        }
        guard let listLocation else { return nil }
        return (SourceNode(.array(items), at: listLocation), 1 + items.count)
    }

    /// One line's UTF-8 bytes, read left to right. A column is a character's 1-based place
    /// counted in Unicode scalars, as libyaml counts it.
    private struct LineReader {
        let bytes: [UInt8]
        var at = 0

        init(_ line: Substring) { bytes = Array(line.utf8) }

        var atEnd: Bool { at == bytes.count }
        private var next: UInt8? { at < bytes.count ? bytes[at] : nil }

        /// The last column worked out: counting goes on from it (columns are asked for left to
        /// right), so a long line is counted once, not once for each of its values.
        private var counted = (byte: 0, column: 1)

        /// The column of the byte at `index`: the scalars before it (bytes that do not continue one), plus one.
        private mutating func column(_ index: Int) -> Int {
            if index < counted.byte { counted = (0, 1) }
            var column = counted.column
            for byte in bytes[counted.byte..<index] where byte & 0xC0 != 0x80 { column += 1 }
            counted = (index, column)
            return column
        }

        private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        /// `key:` at the line's start, then a space (or more) or the line's end: letters, digits, `_` and `-`.
        mutating func key() -> String? {
            let start = at
            guard let first = next, Self.isKeyStart(first) else { return nil }
            while let byte = next, Self.isKeyStart(byte) || byte == UInt8(ascii: "-") { at += 1 }
            let text = text(start..<at)
            guard next == UInt8(ascii: ":") else { return nil }
            at += 1
            if atEnd { return text }
            guard next == UInt8(ascii: " ") else { return nil }
            skipSpaces()
            // `key:` and spaces: a null Yams reads; this reader leaves it to Yams.
            guard !atEnd else { return nil }
            return text
        }

        /// `- ` after spaces at the line's start: the dash's 0-based column; nil for any other line.
        mutating func dash() -> Int? {
            skipSpaces()
            let column = at
            guard next == UInt8(ascii: "-") else { return nil }
            at += 1
            guard next == UInt8(ascii: " ") else { return nil }
            skipSpaces()
            return column
        }

        /// A mapping's value: a quoted string, a flow list (`list`) or a plain scalar, then only spaces.
        mutating func blockValue(line: Int, list: Bool = true) -> (node: SourceNode, count: Int)? {
            guard let first = next else { return nil }
            let result: (node: SourceNode, count: Int)
            if first == UInt8(ascii: "\"") {
                guard let node = quoted(line: line) else { return nil }
                result = (node, 1)
            } else if first == UInt8(ascii: "[") {
                guard list, let found = flowList(line: line) else { return nil }
                result = found
            } else {
                guard let node = plain(line: line, inList: false) else { return nil }
                result = (node, 1)
            }
            skipSpaces()
            return result
        }

        /// `"…"` without a backslash (an escape is Yams' to read).
        private mutating func quoted(line: Int) -> SourceNode? {
            let opening = at
            at += 1
            let start = at
            while let byte = next, byte != UInt8(ascii: "\"") {
                guard byte != UInt8(ascii: "\\"), isPrintable(at) else { return nil }
                at += 1
            }
            guard next == UInt8(ascii: "\"") else { return nil }
            let text = text(start..<at)
            at += 1
            return SourceNode(.string(text), at: SourceLocation(line: line, column: column(opening)))
        }

        /// `[a, "b"]` on one line, its items quoted strings or plain scalars; nothing nested.
        private mutating func flowList(line: Int) -> (node: SourceNode, count: Int)? {
            let opening = at
            at += 1
            skipSpaces()
            var items = [SourceNode]()
            if next == UInt8(ascii: "]") {
                at += 1
                return (SourceNode(.array([]), at: SourceLocation(line: line, column: column(opening))), 1)
            }
            while true {
                guard let first = next else { return nil }
                let item = first == UInt8(ascii: "\"") ? quoted(line: line) : plain(line: line, inList: true)
                guard let item else { return nil }
                items.append(item)
                skipSpaces()
                guard let separator = next else { return nil }
                at += 1
                if separator == UInt8(ascii: "]") { break }
                guard separator == UInt8(ascii: ",") else { return nil }
                skipSpaces()
                guard next != UInt8(ascii: "]") else { return nil }
            }
            return (SourceNode(.array(items), at: SourceLocation(line: line, column: column(opening))), 1 + items.count)
        }

        /// A plain scalar: to the line's end (in a list, to the next `,` or `]`), trailing spaces
        /// dropped. Refused where YAML would read more into it: a first character that is YAML
        /// syntax, a `:` or `#` anywhere, a character that is not printable.
        private mutating func plain(line: Int, inList: Bool) -> SourceNode? {
            guard let first = next, !Self.isIndicator(first) else { return nil }
            let start = at
            var end = at
            while let byte = next {
                if inList && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")) { break }
                guard byte != UInt8(ascii: ":"), byte != UInt8(ascii: "#"), isPrintable(at) else { return nil }
                if inList && (byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")) { return nil }
                at += 1
                if byte != UInt8(ascii: " ") { end = at }
            }
            return FrontMatterParser.resolve(plain: text(start..<end), at: SourceLocation(line: line, column: column(start)))
        }

        private mutating func skipSpaces() { while next == UInt8(ascii: " ") { at += 1 } }

        private static func isKeyStart(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
            default: false
            }
        }

        /// What may not begin a plain scalar in YAML (and a space: a value's own spaces were skipped).
        private static func isIndicator(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
                 UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
                 UInt8(ascii: "`"), UInt8(ascii: " "): true
            default: false
            }
        }

        /// Whether the character starting at `index` is one libyaml calls printable, less the tab
        /// and what it takes as a line break: not a control character (C0, DEL, C1 — NEL among
        /// them), the line or paragraph separator, the byte-order mark, U+FFFE or U+FFFF.
        private func isPrintable(_ index: Int) -> Bool {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { return false }
            guard byte >= 0xC2, index + 1 < bytes.count else { return true }
            let second = bytes[index + 1]
            switch byte {
            case 0xC2: return second >= 0xA0
            case 0xE2: return !(second == 0x80 && index + 2 < bytes.count && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9))
            case 0xEF:
                guard index + 2 < bytes.count else { return true }
                let third = bytes[index + 2]
                return !(second == 0xBB && third == 0xBF) && !(second == 0xBF && (third == 0xBE || third == 0xBF))
            default: return true
            }
        }
    }
}
