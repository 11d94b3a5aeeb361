import Foundation
import Testing
@testable import LibGenCore
@testable import TestSupport

/// FORMAT.md v1.3, "Markdown nesting": the payloads that stalled a build are `field.value`
/// errors in `check`; within the limits, prose, nested lists, quotes and code pass.
@Suite struct MarkdownLimitsTests {
    static func book(_ title: String, _ body: String) -> String {
        "---\ntitle: \(title)\nauthors: [A Writer]\nowner: anita\nadded: 2025-01-01\n---\n\n" + body
    }

    @Test func theStallingPayloadsAreErrorsAndTheBuildLeavesTheirTextOut() throws {
        let library = try TestLibrary([
            "content/books/lists.md": Self.book("Lists", String(repeating: "- ", count: 97_500) + "a\n"),
            "content/books/quotes.md": Self.book("Quotes", String(repeating: ">", count: 97_500) + String(repeating: "a*", count: 48_750) + "\n"),
            "content/books/marks.md": Self.book("Marks", "Before.\n\n" + String(repeating: "a*", count: 1_001) + "\n"),
            "content/library.json": "{\"name\": \"Test Circle\", \"description\": \"" + String(repeating: "[", count: 1_001) + "\"}",
            "content/books/fine.md": Self.book("Fine", "- a\n  - b\n    - c\n      - d\n\n> A quote\n> - with a list\n\nSome *emphasis*, __strong__ and [a link](https://example.org).\n\n```\n" + String(repeating: "*", count: 5_000) + "\n```\n"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let check = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-05-01"])
        #expect(check.status == 1)
        #expect(check.stdout == """
            content/books/lists.md:8:1: error: the Markdown text nests lists and block quotes more than 16 deep (at most 16); flatten the list or the quote [field.value]
            content/books/marks.md:10:1: error: the Markdown text holds 1001 emphasis marks (* or _) in one paragraph (at most 1000); write them as \\* or \\[, or split the paragraph [field.value]
            content/books/quotes.md:8:1: error: the Markdown text nests lists and block quotes more than 16 deep (at most 16); flatten the list or the quote [field.value]
            content/library.json:1:40: error: `description` holds 1001 unclosed link brackets ([) in one paragraph (at most 1000); write them as \\* or \\[, or split the paragraph [field.value]
            4 errors, 0 warnings — 5 books, 2 members, 0 loans, 0 swaps

            """)
        // Published all the same (the workflow's way): the books without the text, at once.
        let out = library.root.appendingPathComponent("site")
        let build = try CommandRunner.run(["build", "--root", library.root.path, "--as-of", "2026-05-01", "--allow-errors", "--out", out.path])
        #expect(build.status == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("books/lists/index.html").path))
        let fine = try String(contentsOf: out.appendingPathComponent("books/fine/index.html"), encoding: .utf8)
        #expect(fine.contains("<li>d</li>") && fine.contains("<em>emphasis</em>"))
    }

    @Test func sixteenDeepIsAllowedAndSeventeenIsNot() {
        let sixteen = (0..<16).map { String(repeating: "  ", count: $0) + "- level \($0 + 1)" }.joined(separator: "\n")
        #expect(MarkdownLimits.problem(in: sixteen) == nil)
        #expect(MarkdownLimits.problem(in: sixteen + "\n" + String(repeating: "  ", count: 16) + "- level 17")?.line == 17)
        #expect(MarkdownLimits.problem(in: String(repeating: "> ", count: 16) + "deep") == nil)
        #expect(MarkdownLimits.problem(in: String(repeating: "> ", count: 17) + "deeper")?.line == 1)
        // A list after a blank line at the margin starts again at depth 1; rules and numbers are no items.
        #expect(MarkdownLimits.problem(in: sixteen + "\n\n- again\n---\n***\n2026. A year") == nil)
        #expect(MarkdownLimits.problem(in: String(repeating: "1. ", count: 17) + "x")?.line == 1)
    }
}
