import CCmarkGFM
import Foundation
import Synchronization
import LibGenCore
import LibGenSupport

/// Markdown to HTML through cmark-gfm: the one file that touches C.
///
/// GitHub Flavored Markdown with the table, strikethrough, autolink and
/// tagfilter extensions, in cmark's safe mode (never `CMARK_OPT_UNSAFE`): raw
/// HTML is dropped and `javascript:`/`vbscript:`/`file:` and non-image `data:`
/// links are blanked. cmark-gfm keeps global state while parsing, so every
/// call is serialised through one lock; output does not depend on which thread
/// asks or how many do.
package final class MarkdownRenderer: Sendable {
    package static let shared = MarkdownRenderer()

    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter"]
    /// cmark-gfm's parser keeps global state: one parse at a time.
    private let lock = Mutex(())

    private init() {
        cmark_gfm_core_extensions_ensure_registered()
    }

    /// Renders `markdown` to an HTML fragment.
    package func html(_ markdown: String) -> String {
        lock.withLock { _ in render(markdown, plain: false) }
    }

    /// `markdown` as plain text on one line (cmark's plain-text renderer: no marks, no links'
    /// addresses), cut at a word to at most `limit` characters with an ellipsis: a meta
    /// description and a preview's text.
    package func plainText(_ markdown: String, limit: Int) -> String {
        Self.shorten(plainLine(markdown), limit: limit)
    }

    /// The Markdown as plain text on one line: every run of white space one space. Split on
    /// Unicode scalars, not Characters: grapheme breaking was a tenth of a large build.
    func plainLine(_ markdown: String) -> String {
        Self.oneLine(lock.withLock { _ in render(markdown, plain: true) })
    }

    /// The HTML of `markdown` and its plain line (`plainLine`), from one parse: a book page shows both.
    func htmlAndPlainLine(_ markdown: String) -> (html: String, plain: String) {
        let (html, plain) = lock.withLock { _ in renderBoth(markdown) }
        return (html, Self.oneLine(plain))
    }

    /// Every run of white space one space, none at either end; written as UTF-8 bytes
    /// (appending to a String scalar by scalar was 2.7% of a large build), each run of other
    /// scalars copied at once (a copy per scalar was 2% of a large build).
    static func oneLine(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { line in
                var count = 0
                var index = 0
                var runStart = -1
                /// The run of other scalars ending at `end`, after one space if one came before it.
                func flush(_ end: Int) {
                    guard runStart >= 0 else { return }
                    if count > 0 { line[count] = 0x20; count += 1 }
                    let length = end - runStart
                    UnsafeMutableRawPointer(line.baseAddress! + count).copyMemory(from: bytes.baseAddress! + runStart, byteCount: length)
                    count += length
                    runStart = -1
                }
                while index < bytes.count {
                    let byte = bytes[index]
                    // A scalar's bytes (the text is valid UTF-8): ASCII one, any other decoded where it
                    // is to ask whether it is white space (no walk over every scalar of the text).
                    let length: Int, isSpace: Bool
                    if byte < 0x80 {
                        (length, isSpace) = (1, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C)
                    } else {
                        let (scalar, scalarLength) = UTF8Bytes.scalar(at: index, in: bytes)
                        (length, isSpace) = (scalarLength, scalar.properties.isWhitespace)
                    }
                    if isSpace {
                        flush(index)
                    } else if runStart < 0 {
                        runStart = index
                    }
                    index += length
                }
                flush(bytes.count)
                return count
            }
        }
    }

    /// A plain line cut to `limit` characters at a word, with "…".
    static func shorten(_ line: String, limit: Int) -> String {
        // No more bytes than `limit` is no more characters; otherwise only the first `limit`
        // characters are walked, not the whole line.
        guard line.utf8.count > limit else { return line }
        // ASCII up to and with the character after the cut (no CR): a character a byte, so the cut
        // is found without breaking the text into graphemes (half a percent of a build).
        let plain = line.utf8.withContiguousStorageIfAvailable { bytes in bytes[...limit].allSatisfy { $0 < 0x80 && $0 != 0x0D } } ?? false
        guard let end = plain ? line.utf8.index(line.startIndex, offsetBy: limit) : line.index(line.startIndex, offsetBy: limit, limitedBy: line.endIndex),
              end != line.endIndex else { return line }
        let cut = line[..<line.index(before: end)]
        let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return trimmed(word) + "…"
    }

    /// `trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))`, with the set made
    /// once and the ends walked by scalar (the set was built and the whole text bridged for
    /// every meta description).
    private static func trimmed(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmedSet.contains($0) }),
              let last = scalars.lastIndex(where: { !trimmedSet.contains($0) }) else { return "" }
        return String(scalars[first...last])
    }

    private static let trimmedSet = CharacterSet.punctuationCharacters.union(.whitespaces)

    private func renderBoth(_ markdown: String) -> (html: String, plain: String) {
        parsed(markdown) { document, extensions in
            (Self.string(cmark_render_html(document, Self.options, extensions)), Self.withoutTableMarks(Self.string(cmark_render_plaintext(document, Self.options, 0))))
        } ?? ("", "")
    }

    private static let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8

    /// cmark's plain text of a table keeps its Markdown (`| Rule | Days |`, `| --- | --- |`): in a
    /// meta description or a preview the separator rows go, each row's cells are joined with
    /// " · " and the rows with "; " (the lending rules page previewed as "| Rule | | | --- | --- | …").
    static func withoutTableMarks(_ plain: String) -> String {
        guard plain.utf8.contains(UInt8(ascii: "|")) else { return plain }
        // Over the bytes, line by line (a description is a few kilobytes, and every book's has to be read).
        var plain = plain
        return plain.withUTF8 { bytes in withoutTableMarks(bytes) }
    }

    private static func withoutTableMarks(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let bar = UInt8(ascii: "|"), newline = UInt8(ascii: "\n")
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var lastWasRow = false
        var start = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            var first = start, last = end
            while first < last, isSpace(bytes[first]) { first += 1 }
            while last > first, isSpace(bytes[last - 1]) { last -= 1 }
            let isRow = last - first >= 2 && bytes[first] == bar && bytes[last - 1] == bar
            if !isRow {
                if start > 0 { out.append(newline) }
                out.append(contentsOf: bytes[start..<end])
                lastWasRow = false
            } else if !bytes[first..<last].allSatisfy({ $0 == bar || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || isSpace($0) }) {
                // The cells between the outer bars, each without its spaces, the empty ones left out.
                var cells = [Slice<UnsafeBufferPointer<UInt8>>]()
                var cellStart = first + 1
                for index in (first + 1)..<last where bytes[index] == bar {
                    var (a, b) = (cellStart, index)
                    while a < b, isSpace(bytes[a]) { a += 1 }
                    while b > a, isSpace(bytes[b - 1]) { b -= 1 }
                    if a < b { cells.append(bytes[a..<b]) }
                    cellStart = index + 1
                }
                if !cells.isEmpty {
                    if lastWasRow { out.append(UInt8(ascii: ";")) }
                    if start > 0 { out.append(newline) }
                    for (place, cell) in cells.enumerated() {
                        if place > 0 { out.append(contentsOf: " · ".utf8) }
                        out.append(contentsOf: cell)
                    }
                    lastWasRow = true
                }
            }
            start = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func string(_ rendered: UnsafeMutablePointer<CChar>?) -> String {
        guard let rendered else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    private func render(_ markdown: String, plain: Bool) -> String {
        parsed(markdown) { document, extensions in
            plain ? Self.withoutTableMarks(Self.string(cmark_render_plaintext(document, Self.options, 0)))
                : Self.string(cmark_render_html(document, Self.options, extensions))
        } ?? ""
    }

    /// `body` given `markdown`'s document and the parser's extensions (nil when cmark fails).
    private func parsed<T>(_ markdown: String, _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> T) -> T? {
        guard let parser = cmark_parser_new(Self.options) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in Self.extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        var utf8 = Array(markdown.utf8)
        utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                cmark_parser_feed(parser, pointer, buffer.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return nil }
        defer { cmark_node_free(document) }
        return body(document, cmark_parser_get_syntax_extensions(parser))
    }
}
