import Foundation
import Testing
@testable import LibGenCore
@testable import TestSupport

/// Front matter read without Yams (`PlainFrontMatter`) reads exactly as Yams reads it, and
/// whatever that reader is unsure of goes to Yams.
@Suite struct PlainFrontMatterTests {
    /// The result of both paths, in a form to compare: the front matter and body, or the failure.
    static func both(_ text: String) -> (plain: String, yams: String) {
        func describe(_ result: Result<FrontMatterParser.Document, FrontMatterParser.Failure>) -> String {
            switch result {
            case .success(let document): "\(document.frontMatter)|\(document.body)|\(document.bodyLine)|\(document.closingLine)"
            case .failure(let failure): "failure \(failure.location): \(failure.message)"
            }
        }
        return (describe(FrontMatterParser.parse(text)), describe(FrontMatterParser.parse(text, plainShape: false)))
    }

    /// The lines between a text's first line and its next `---` line (its end without one).
    static func lines(_ text: String) -> ArraySlice<Substring> {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        let closing = all.indices.dropFirst().first { all[$0] == "---" } ?? all.endIndex
        return all[1..<closing]
    }

    static func files(under folder: String, ending suffix: String? = nil) throws -> [URL] {
        let root = CommandRunner.packageRoot.appendingPathComponent(folder)
        let found = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { suffix.map($0.lastPathComponent.hasSuffix) ?? true }.sorted { $0.path < $1.path }
    }

    @Test func everyBookOfTheExampleTakesThePlainPathAndReadsAsYamsReadsIt() throws {
        let books = try Self.files(under: "content/books", ending: ".md")
        #expect(books.count >= 10)
        for url in books {
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(PlainFrontMatter.parse(Self.lines(text)) != nil, "\(url.lastPathComponent)")
            let (plain, yams) = Self.both(text)
            #expect(plain == yams, "\(url.lastPathComponent)")
        }
    }

    /// The fuzzer's corpus (480 inputs: escapes, aliases, block lists, bad bytes, repeats …) and
    /// every Markdown fixture: both paths give the same document or the same failure.
    @Test func theFuzzCorpusAndTheFixturesReadTheSameBothWays() throws {
        var plainTaken = 0, compared = 0
        for url in try Self.files(under: "Fuzz/Corpus/front-matter") + Self.files(under: "Tests/Fixtures", ending: ".md") {
            guard let text = String(data: try Data(contentsOf: url), encoding: .utf8) else { continue }
            let (plain, yams) = Self.both(text)
            #expect(plain == yams, "\(url.path)")
            compared += 1
            if text.hasPrefix("---\n"), text.contains("\n---\n"), PlainFrontMatter.parse(Self.lines(text)) != nil {
                plainTaken += 1
            }
        }
        #expect(compared > 400)
        #expect(plainTaken > 20)
    }

    @Test func valuesLinesAndColumnsAreYams() throws {
        let text = """
        ---
        title: "Ü: the # \u{1F600} 'quoted'"
        authors: ["Ngũgĩ wa Thiong'o", "書 Ω" , plain words ,9]

        isbn: 9780441013593
        year:   1965
        price: 12.50
        featured: true
        note: null
        subtitle: Don't, {really} [sic] 100%
        genres: []
        tags: [ ]
        empty_ish: ~
        translators:
          - "Gregory Rabassa"
          - Edith Grossman
        editors:
        - 12
        ---
        Body.
        """
        let (plain, yams) = Self.both(text)
        #expect(plain == yams)
        let node = try #require(PlainFrontMatter.parse(Self.lines(text)))
        let members = try #require(node.members)
        #expect(members.map(\.key) == ["title", "authors", "isbn", "year", "price", "featured", "note", "subtitle", "genres", "tags", "empty_ish", "translators", "editors"])
        #expect(members[1].value.value == .array([
            SourceNode(.string("Ngũgĩ wa Thiong'o"), at: SourceLocation(line: 3, column: 11)),
            SourceNode(.string("書 Ω"), at: SourceLocation(line: 3, column: 32)),
            SourceNode(.string("plain words"), at: SourceLocation(line: 3, column: 40), plainText: "plain words"),
            SourceNode(.integer(9), at: SourceLocation(line: 3, column: 53), plainText: "9"),
        ]))
        #expect(members[3].value == SourceNode(.integer(1965), at: SourceLocation(line: 6, column: 9), plainText: "1965"))
        #expect(members[11].value == SourceNode(.array([
            SourceNode(.string("Gregory Rabassa"), at: SourceLocation(line: 15, column: 5)),
            SourceNode(.string("Edith Grossman"), at: SourceLocation(line: 16, column: 5), plainText: "Edith Grossman"),
        ]), at: SourceLocation(line: 15, column: 3)))
    }

    /// What the plain reader leaves to Yams; each reads the same both ways.
    @Test(arguments: [
        "title: \"Dune \\\"Messiah\\\"\"",          // an escape
        "title: Dune # a comment",                  // a comment
        "title: 'Dune'",                            // single quotes
        "authors:\n  - Frank Herbert\n    - Brian Herbert",  // a block list unevenly indented
        "authors:\n  - [\"a\"]",                     // a flow list in a block list
        "authors:\n  -\"a\"",                        // a dash without its space
        "authors:\ntitle: x",                       // a key without a value
        "title:\tDune",                             // a tab
        "title: Dune\ntitle: Dune Messiah",         // a repeated key
        "title:",                                   // an empty value
        "title: Dune: Messiah",                     // a colon
        "title: &a Dune\nsubtitle: *a",             // an anchor and an alias
        "title: Dune\n  continued",                 // a plain scalar over two lines
        "title: \"Dune\u{2028}Messiah\"",           // a line separator
        "genres: [[\"a\"]]",                        // a nested list
        "genres: [\"a\",]",                         // a trailing comma
        "genres: [\"a\"",                           // an unclosed list
        "meta: {a: 1}",                             // a flow mapping
        "title: \"Dune\" trailing",                 // text after a quoted string
        "\"title\": Dune",                          // a quoted key
        "title : Dune",                             // a space before the colon
        "pages: -5",                                // a value starting with a dash
        "   ",                                      // a line of spaces
    ])
    func whatYamsReads(_ yaml: String) {
        let text = "---\n\(yaml)\n---\nBody.\n"
        #expect(PlainFrontMatter.parse(Self.lines(text)) == nil)
        let (plain, yams) = Self.both(text)
        #expect(plain == yams)
    }

    /// More nodes than `FrontMatterParser.maximumNodes` is Yams' path's refusal, with its message.
    @Test func aFrontMatterOverTheNodeBudgetIsRefusedAsBefore() {
        let list = "[" + (0..<FrontMatterParser.maximumNodes).map(String.init).joined(separator: ", ") + "]"
        let text = "---\ntitle: x\nnumbers: \(list)\n---\n"
        #expect(PlainFrontMatter.parse(Self.lines(text)) == nil)
        let (plain, yams) = Self.both(text)
        #expect(plain == yams)
        #expect(plain.hasPrefix("failure 2:1: the front matter expands to more than"))
    }

    /// Repeated keys that are not text (Yams cannot order them) are named in one order, at one place.
    @Test func repeatedKeysThatAreNotTextReadTheSameEveryTime() {
        let text = "---\n[a]: 1\ntitle: x\n[a]: 2\n{b: 1}: 3\ntitle: y\n{b: 1}: 4\n---\n"
        let failures = Set((0..<20).map { _ in Self.both(text).yams })
        #expect(failures == ["failure 2:1: the front matter repeats the keys \"title\", (a key that is not text), (a key that is not text); keep one of each"])
    }
}
