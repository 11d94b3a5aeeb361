import LibGenCore
import LibGenSupport

/// Edits a JSON record file in place, keeping its key order, indentation and
/// every line it does not have to change.
///
/// Written by hand because no JSON library here preserves formatting: each
/// edit splices new text into the original bytes at the offsets the
/// `JSONReader` recorded.
package struct JSONEditor {
    enum Failure: Error, Equatable {
        case notAnObject
        case unparsable(String)
    }

    package private(set) var text: String

    package init(_ text: String) { self.text = text }

    /// Sets a top-level field, replacing its value where it is or adding it
    /// before the closing brace, indented like its neighbours.
    package mutating func set(_ key: String, _ value: JSONValue) throws {
        let (original, hasBOM, members, rootRange) = try parsed()
        var bytes = original
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        if let member = members.first(where: { $0.key == key }), let range = member.value.byteRange {
            let indent = Self.indentation(before: member.keyOffset ?? range.lowerBound, in: bytes)
            // A list written on one line (`["2026-03-10"]`) stays on one line; any other is
            // written a value to a line, as the file's own lists are.
            let oneLine: Bool = if case .array = member.value.value { !bytes[range].contains(0x0A) } else { false }
            let rendered = value.rendered(indent: indent, newline: newline, listsOnOneLine: oneLine)
            bytes.replaceSubrange(range, with: Array(rendered.utf8))
        } else {
            let closing = rootRange.upperBound - 1
            let indent: String
            let insertion: String
            if let last = members.last, let lastRange = last.value.byteRange {
                indent = Self.indentation(before: last.keyOffset ?? lastRange.lowerBound, in: bytes)
                insertion = "," + newline + indent + JSONWriter.quote(key) + ": " + value.rendered(indent: indent, newline: newline)
                bytes.insert(contentsOf: Array(insertion.utf8), at: lastRange.upperBound)
            } else {
                indent = "  "
                insertion = newline + indent + JSONWriter.quote(key) + ": " + value.rendered(indent: indent, newline: newline) + newline
                bytes.insert(contentsOf: Array(insertion.utf8), at: closing)
            }
        }
        text = (hasBOM ? "\u{FEFF}" : "") + String(decoding: bytes, as: UTF8.self)
    }

    /// Removes a top-level field with its line (or its comma), leaving every other byte.
    /// Does nothing when the field is absent.
    mutating func remove(_ key: String) throws {
        let (original, hasBOM, members, rootRange) = try parsed()
        var bytes = original
        guard let index = members.firstIndex(where: { $0.key == key }), let valueRange = members[index].value.byteRange else { return }
        let start = members[index].keyOffset ?? valueRange.lowerBound
        let range: Range<Int>
        if index + 1 < members.count, let nextStart = members[index + 1].keyOffset {
            // Up to the next key; whole lines when both keys begin their lines.
            let (lineStart, nextLineStart) = (Self.lineStart(before: start, in: bytes), Self.lineStart(before: nextStart, in: bytes))
            range = lineStart != nil && nextLineStart != nil ? lineStart!..<nextLineStart! : start..<nextStart
        } else if index > 0, let previousEnd = members[index - 1].value.byteRange?.upperBound {
            range = previousEnd..<valueRange.upperBound
        } else {
            range = (rootRange.lowerBound + 1)..<(rootRange.upperBound - 1)
        }
        bytes.removeSubrange(range)
        text = (hasBOM ? "\u{FEFF}" : "") + String(decoding: bytes, as: UTF8.self)
    }

    /// The text's bytes without a BOM, whether it had one, and its top-level object.
    private func parsed() throws -> (bytes: [UInt8], hasBOM: Bool, members: [SourceNode.Member], range: Range<Int>) {
        var bytes = Array(text.utf8)
        let hasBOM = bytes.dropUTF8BOM()
        let root: SourceNode
        switch JSONReader.parse(bytes) {
        case .success(let node): root = node
        case .failure(let failure): throw Failure.unparsable(failure.message)
        }
        guard let members = root.members, let range = root.byteRange else { throw Failure.notAnObject }
        return (bytes, hasBOM, members, range)
    }

    /// The start of `offset`'s line when only white space precedes it there.
    static func lineStart(before offset: Int, in bytes: [UInt8]) -> Int? {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return start > 0 && bytes[start - 1] == 0x0A ? start : nil
    }

    /// The white space between the start of the line and `offset`.
    static func indentation(before offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == 0x0A else { return "  " }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}

/// A JSON value to write: the shapes content files use.
package indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered(indent: "", newline: "\n") == rhs.rendered(indent: "", newline: "\n") }

    /// The 2-space JSON style of content files (CLI.md, "Editing commands"; what
    /// `JSON.stringify(value, null, 2)` writes): objects and lists over several lines, each
    /// value two spaces deeper than `indent`; an empty list or object as `[]` or `{}`.
    /// `listsOnOneLine` writes lists on one line (`["2026-01-01", "2026-01-15"]`), for a list
    /// the file already has that way.
    func rendered(indent: String, newline: String, listsOnOneLine: Bool = false) -> String {
        switch self {
        case .string(let text): return JSONWriter.quote(text)
        case .number(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            if listsOnOneLine {
                return "[" + elements.map { $0.rendered(indent: indent, newline: newline, listsOnOneLine: true) }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[" + newline + elements.map { inner + $0.rendered(indent: inner, newline: newline) }
                .joined(separator: "," + newline) + newline + indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else { return "{}" }
            let inner = indent + "  "
            return "{" + newline + fields.map { inner + JSONWriter.quote($0.0) + ": " + $0.1.rendered(indent: inner, newline: newline, listsOnOneLine: listsOnOneLine) }
                .joined(separator: "," + newline) + newline + indent + "}"
        }
    }

    /// A new file: the object over several lines, 2-space indented, with a final newline.
    var fileText: String { rendered(indent: "", newline: "\n") + "\n" }
}
