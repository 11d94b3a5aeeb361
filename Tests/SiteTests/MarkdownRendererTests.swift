import Dispatch
import Foundation
import Testing
@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

@Suite struct MarkdownRendererTests {
    let renderer = MarkdownRenderer.shared

    @Test func gfmExtensionsAreOn() {
        #expect(renderer.html("| a | b |\n|---|---|\n| 1 | 2 |\n") == "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n")
        #expect(renderer.html("~~gone~~") == "<p><del>gone</del></p>\n")
        #expect(renderer.html("see https://example.org") == "<p>see <a href=\"https://example.org\">https://example.org</a></p>\n")
    }

    @Test func rawHTMLAndUnsafeLinksAreNotPassedThrough() {
        #expect(renderer.html("<script>alert(1)</script>") == "<!-- raw HTML omitted -->\n")
        #expect(renderer.html("[x](javascript:alert(1))") == "<p><a href=\"\">x</a></p>\n")
        #expect(renderer.html("a <iframe src=x></iframe> b") == "<p>a <!-- raw HTML omitted --><!-- raw HTML omitted --> b</p>\n")
    }

    @Test func aPlainLineIsTheTextWithEveryRunOfWhiteSpaceOneSpace() {
        #expect(renderer.plainLine("# Title\n\n  Some *marked*\ttext,\u{00A0}\u{2003}over\r\n\nlines.  \n") == "Title Some marked text, over lines.")
        #expect(MarkdownRenderer.oneLine(" \n é\u{301}  ü \u{3000}") == "é\u{301} ü")
        #expect(MarkdownRenderer.oneLine("") == "")
        let body = "A [link](https://example.org) and **more**\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
        let both = renderer.htmlAndPlainLine(body)
        #expect(both.html == renderer.html(body))
        #expect(both.plain == renderer.plainLine(body))
    }

    /// What `shorten` did when it counted the whole line's Characters and trimmed through
    /// Foundation; the faster one gives the same for every line.
    static func shortenAsBefore(_ line: String, limit: Int) -> String {
        guard line.count > limit else { return line }
        let cut = line.prefix(limit - 1)
        let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return word.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)) + "…"
    }

    @Test func aLongLineIsCutAtAWordWithAnEllipsis() {
        #expect(MarkdownRenderer.shorten("one two three", limit: 13) == "one two three")
        #expect(MarkdownRenderer.shorten("one two, three", limit: 12) == "one two…")
        #expect(MarkdownRenderer.shorten(String(repeating: "é", count: 150), limit: 200) == String(repeating: "é", count: 150))
        #expect(MarkdownRenderer.shorten(String(repeating: "e\u{301}", count: 150), limit: 100) == String(repeating: "e\u{301}", count: 99) + "…")
        var generator = SystemRandomNumberGenerator()
        let pieces = ["word", " ", "—", "é", "e\u{301}", ",", ".", "…", "\u{00A0}", "日本", "👩‍👩‍👧", "!", "  "]
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...80, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let limit = Int.random(in: 1...60, using: &generator)
            #expect(MarkdownRenderer.shorten(line, limit: limit) == Self.shortenAsBefore(line, limit: limit), "\(line.debugDescription) at \(limit)")
        }
        // Mostly ASCII, where the cut is found by bytes, with now and then a mark that joins the letter before it.
        let ascii = ["word", " ", ",", ".", "!", "  ", "a", "e\u{301}", "\u{301}"]
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...80, using: &generator)).map { _ in ascii[Int.random(in: 0..<(Bool.random(using: &generator) ? 6 : ascii.count), using: &generator)] }.joined()
            let limit = Int.random(in: 1...60, using: &generator)
            #expect(MarkdownRenderer.shorten(line, limit: limit) == Self.shortenAsBefore(line, limit: limit), "\(line.debugDescription) at \(limit)")
        }
    }

    @Test func outputIsIdenticalHoweverManyThreadsRender() {
        let documents = (0..<200).map { "# Book \($0)\n\n*Item* \($0) with a [link](https://example.org/\($0)) and a table:\n\n| n | sq |\n|---|---|\n| \($0) | \($0 * $0) |\n\n~~old~~ new\n" }
        let serial = documents.map(renderer.html)
        let results = Results(count: documents.count)
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            results.set(index, renderer.html(documents[index]))
        }
        #expect(results.values == serial)
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [String]
        init(count: Int) { values = Array(repeating: "", count: count) }
        func set(_ index: Int, _ value: String) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }

    /// A table in a preview's plain text: no separator rows, cells joined with " · ", rows with "; ";
    /// a bar in running text stays.
    @Test func aTableReadsAsTextInAPreview() {
        let markdown = "Intro a | b.\n\n| Rule | Days |\n|:---|---:|\n| Loan | 21 |\n|  | 3 |\n\nAfter."
        #expect(MarkdownRenderer.shared.plainText(markdown, limit: 200) == "Intro a | b. Rule · Days; Loan · 21; 3 After.")
        #expect(MarkdownRenderer.withoutTableMarks("no bars here") == "no bars here")
        #expect(MarkdownRenderer.withoutTableMarks("| --- |\n|a|\n x | y ") == "\na\n x | y ")
    }

    /// `oneLine` over the bytes is the walk over the scalars it replaced: every run of white space
    /// (any script's: no-break, ideographic, line separators) one space, none at either end.
    @Test func oneLineIsTheWalkOverTheScalars() {
        func reference(_ text: String) -> String {
            var line = "", pendingSpace = false
            for scalar in text.unicodeScalars {
                if scalar.properties.isWhitespace { pendingSpace = !line.isEmpty; continue }
                if pendingSpace { line.append(" "); pendingSpace = false }
                line.unicodeScalars.append(scalar)
            }
            return line
        }
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "word", " ", "\n", "\t", "\r\n", "\u{0B}", "\u{0C}", "\u{A0}", "\u{3000}", "\u{2028}", "\u{85}", "é", "書", "🙂", "e\u{301}"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(MarkdownRenderer.oneLine(text) == reference(text), "\(text.debugDescription)")
        }
    }
}
