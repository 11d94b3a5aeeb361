import CCmarkGFM
import Foundation
import Synchronization
import LibGenCore

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
        let text = lock.withLock { _ in render(markdown, plain: true) }
        var line = ""
        line.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar.isASCII ? (scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar.value == 0x0b || scalar.value == 0x0c)
                : scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !line.isEmpty
                continue
            }
            if pendingSpace { line.unicodeScalars.append(" "); pendingSpace = false }
            line.unicodeScalars.append(scalar)
        }
        return line
    }

    /// A plain line cut to `limit` characters at a word, with "…".
    static func shorten(_ line: String, limit: Int) -> String {
        guard line.count > limit else { return line }
        let cut = line.prefix(limit - 1)
        let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return word.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)) + "…"
    }

    private func render(_ markdown: String, plain: Bool) -> String {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else { return "" }
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
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        let extensions = cmark_parser_get_syntax_extensions(parser)
        guard let rendered = plain ? cmark_render_plaintext(document, options, 0) : cmark_render_html(document, options, extensions) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
