/// FORMAT.md v1.3, "Markdown nesting": a Markdown text nests block containers (list items and
/// block quotes) at most 16 deep and holds no run of more than 1,000 emphasis or link-bracket
/// marks in one paragraph. cmark-gfm 0.29 parses and renders deeper nesting and longer runs in
/// time that grows with the square of the text (100 KB of `- ` took 26 s), so `check` reports
/// them (`field.value`) and no later stage ever hands such a text to it.
///
/// Written by hand: the limits are about what cmark would build, and no library measures that
/// without building it (which is the cost to avoid). One pass over the bytes, linear in the text:
/// - depth: the list items still open from earlier lines (a line indented at least to an item's
///   content stays inside it; a blank line closes nothing) plus the `>` and list markers that
///   open this line (`- - - a` is three items deep);
/// - marks: `*`, `_` and unmatched `[` per paragraph (a blank line ends one), outside fenced code
///   blocks and code spans' backticks are not parsed (a run of marks inside one still counts:
///   the limit is far above what prose holds).
package enum MarkdownLimits {
    package static let maxDepth = 16
    package static let maxMarks = 1_000

    /// The first limit `text` exceeds: the 1-based line (of the text) and what is wrong, in words.
    package static func problem(in text: String) -> (line: Int, message: String)? {
        var text = text
        return text.withUTF8 { problem(in: $0) }
    }

    static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, message: String)? {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        var open = [Int]()          // content columns of the list items open from earlier lines
        var emphasis = 0, brackets = 0
        var fence: UInt8? = nil     // the fence character of the code block we are in
        var line = 1
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != newline { end += 1 }
            var stop = end
            if stop > start, bytes[stop - 1] == cr { stop -= 1 }
            // Indentation (a tab to the next multiple of 4).
            var index = start, column = 0
            while index < stop, bytes[index] == space || bytes[index] == tab {
                column = bytes[index] == tab ? (column / 4 + 1) * 4 : column + 1
                index += 1
            }
            if index == stop {
                // A blank line ends a paragraph; it closes no list item.
                emphasis = 0
                brackets = 0
            } else {
                while let last = open.last, last > column { open.removeLast() }
                var depth = open.count
                // The containers that open this line.
                while index < stop {
                    let byte = bytes[index]
                    var markerEnd = -1
                    if byte == UInt8(ascii: ">") {
                        markerEnd = index + 1
                        depth += 1
                    } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") {
                        if index + 1 == stop || bytes[index + 1] == space || bytes[index + 1] == tab {
                            // `---` and `***` rules are no list items, and a lone `-` line neither opens much.
                            markerEnd = index + 1
                        }
                    } else if (0x30...0x39).contains(byte) {
                        var digit = index
                        while digit < stop, digit - index < 9, (0x30...0x39).contains(bytes[digit]) { digit += 1 }
                        if digit < stop, bytes[digit] == UInt8(ascii: ".") || bytes[digit] == UInt8(ascii: ")"),
                           digit + 1 == stop || bytes[digit + 1] == space || bytes[digit + 1] == tab {
                            markerEnd = digit + 1
                        }
                    }
                    guard markerEnd >= 0 else { break }
                    let isQuote = byte == UInt8(ascii: ">")
                    column += markerEnd - index
                    index = markerEnd
                    var spaces = 0
                    while index < stop, bytes[index] == space || bytes[index] == tab, spaces < 4 {
                        column += 1
                        spaces += 1
                        index += 1
                    }
                    if !isQuote {
                        depth += 1
                        open.append(column)
                    }
                    if depth > maxDepth {
                        return (line, "nests lists and block quotes more than \(maxDepth) deep (at most \(maxDepth)); flatten the list or the quote")
                    }
                }
                // Fenced code: its marks are text.
                if index + 2 < stop, bytes[index] == bytes[index + 1], bytes[index] == bytes[index + 2],
                   bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~") {
                    if fence == nil { fence = bytes[index] } else if fence == bytes[index] { fence = nil }
                } else if fence == nil {
                    var escaped = false
                    for position in index..<stop {
                        let byte = bytes[position]
                        if escaped { escaped = false; continue }
                        switch byte {
                        case UInt8(ascii: "\\"): escaped = true
                        case UInt8(ascii: "*"), UInt8(ascii: "_"): emphasis += 1
                        case UInt8(ascii: "["): brackets += 1
                        case UInt8(ascii: "]"): if brackets > 0 { brackets -= 1 }
                        default: break
                        }
                    }
                    if emphasis > maxMarks || brackets > maxMarks {
                        let (count, what) = emphasis > maxMarks ? (emphasis, "emphasis marks (* or _)") : (brackets, "unclosed link brackets ([)")
                        return (line, "holds \(count) \(what) in one paragraph (at most \(maxMarks)); write them as \\* or \\[, or split the paragraph")
                    }
                }
            }
            line += 1
            start = end + 1
        }
        return nil
    }
}
