import Foundation
import Testing
@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// Lists split into pages, the catalog's orders, and the theme in the library's language.
@Suite struct SiteLanguageAndPagingTests {
    /// A library of `count` books, "Book 001" … by authors "Author 01" … "Author 10", all in "Fiction".
    static func library(books count: Int, settings: String = #"{"name": "Big Circle"}"#, extra: [String: String?] = [:]) throws -> TestLibrary {
        var files: [String: String?] = ["content/library.json": settings, "content/books/dune.md": nil]
        for index in 1...count {
            let id = String(format: "book-%03d", index)
            files["content/books/\(id).md"] = "---\ntitle: Book \(String(format: "%03d", index))\nauthors: [Writer \(String(format: "%02d", index % 10))]\n"
                + "owner: library\nadded: 2026-01-\(String(format: "%02d", index % 28 + 1))\ngenres: [Fiction]\n---\n"
        }
        for (path, text) in extra { files[path] = text }
        return try TestLibrary(files)
    }

    @Test func longListsAreSplitIntoPagesOfFortyEightWithPrevAndNext() throws {
        let library = try Self.library(books: 100)
        let (outcome, out) = try SiteBuildTests.build(library.root, asOf: "2026-03-01")
        #expect(outcome.built)
        let site = SiteTree(out)
        func cards(_ path: String) -> Int { site.text(path).components(separatedBy: "<li class=\"book-card\"").count - 1 }
        let catalogOnHome = site.text("index.html").components(separatedBy: #"id="catalog""#).last!
        #expect(catalogOnHome.components(separatedBy: "<li class=\"book-card\"").count - 1 == 48)
        #expect(cards("index.html") == 48 + 6, "and six recent arrivals")
        #expect(cards("page/2/index.html") == 48)
        #expect(cards("page/3/index.html") == 4)
        #expect(site.files["page/4/index.html"] == nil)
        #expect(site.files["page/1/index.html"] == nil, "page 1 is the list's own folder")
        #expect(cards("genres/fiction/index.html") == 48)
        #expect(cards("genres/fiction/page/3/index.html") == 4)
        #expect(cards("authors/writer-01/index.html") == 10)
        #expect(site.files["authors/writer-01/page/2/index.html"] == nil)
        #expect(cards("by-author/page/3/index.html") == 4)
        #expect(cards("newest/page/3/index.html") == 4)
        let second = site.text("page/2/index.html")
        #expect(second.contains(#"<link rel="prev" href="../../index.html">"#))
        #expect(second.contains(#"<link rel="next" href="../../page/3/index.html">"#))
        #expect(second.contains("<p class=\"muted\">Page 2 of 3</p>"))
        #expect(second.contains(#"<a href="../../page/2/index.html" aria-current="page">2</a>"#))
        #expect(site.text("index.html").contains(#"<link rel="next" href="page/2/index.html">"#))
        #expect(!site.text("index.html").contains(#"rel="prev""#))
        #expect(site.text("page/2/index.html").contains("Book 049"), "titles in order: page 2 starts at the 49th")
        #expect(SiteTree(out).brokenLinks() == [])
        #expect(site.text("sitemap.xml").contains("<loc>page/3/</loc>"))
    }

    @Test func noPageGrowsWithTheCatalog() throws {
        let small = try SiteTree(SiteBuildTests.build(Self.library(books: 50).root, asOf: "2026-03-01").1)
        let large = try SiteTree(SiteBuildTests.build(Self.library(books: 400).root, asOf: "2026-03-01").1)
        let largest = { (site: SiteTree) in site.files.filter { $0.key.hasSuffix(".html") }.map(\.value.count).max()! }
        #expect(largest(large) < largest(small) + 4_000, "eight times the books, about the same largest page")
        #expect(large.files["index.html"]!.count < 80_000)
    }

    @Test func aGermanLibraryShowsNoEnglishWordOfTheTheme() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Bücherkreis", "language": "de", "repo_url": "https://github.com/o/r", "privacy": {"publish_reports": true, "show_owners": true}}"#,
            "content/loans/l1.json": TestLibrary.loan(status: "lent", lent: "2026-05-01"),
        ])
        let (outcome, out) = try SiteBuildTests.build(library.root, asOf: "2026-06-01")
        #expect(outcome.built)
        let site = SiteTree(out)
        let book = site.text("books/dune/index.html")
        #expect(book.contains(#"<html lang="de" dir="ltr">"#))
        #expect(book.contains(#"Überfällig — war fällig am <time datetime="2026-05-15">15. Mai 2026</time>"#))
        #expect(book.contains("<dt>In der Bibliothek seit</dt><dd><time datetime=\"2025-01-01\">1. Jan. 2025</time></dd>"))
        #expect(book.contains(">Anstellen (niemand vor Ihnen)</a>"), "an overdue book: join the waiting list, nobody ahead")
        #expect(book.contains(">Verlängern</a> <a class=\"button small\""))
        #expect(book.contains("Geteilt von <strong>Anita Desai</strong>"))
        // ("Genres" is German too.)
        let english = ["Catalog", "Authors", "Skip to content", "Available", "On loan", "Overdue", "Borrow this",
                       "Suggest an edit", "In the library since", "Shared by", "Search by", "New books", "Due and overdue",
                       "Nothing is", "Page ", "Sort by", "Featured", "books", "members", "Not found", "Language", "Publisher"]
        for (path, data) in site.files where path.hasSuffix(".html") {
            let text = Self.visibleText(String(decoding: data, as: UTF8.self))
            for word in english {
                #expect(!text.contains(word), "\(path) says \"\(word)\"")
            }
        }
        #expect(site.text("feed.xml").contains("<title>Bücherkreis: neue Bücher</title>"))
    }

    @Test func hindiDatesAndFrenchPlurals() throws {
        let hindi = try TestLibrary(["content/library.json": #"{"name": "पुस्तक मंडल", "language": "हिन्दी"}"#])
        let page = try SiteTree(SiteBuildTests.build(hindi.root, asOf: "2026-11-19").1).text("books/dune/index.html")
        #expect(page.contains(#"<html lang="hi" dir="ltr">"#))
        #expect(page.contains("<time datetime=\"2026-11-19\">19 नव॰ 2026</time>"))
        let strings = try SiteStrings.load(.builtIn, language: "fr")
        #expect(strings.plural("books", 0) == "0 livre", "French counts zero as one")
        #expect(strings.plural("books", 2) == "2 livres")
        #expect(strings.date(Day(string: "2026-11-19")!) == "19 nov. 2026")
        #expect(try SiteStrings.load(.builtIn, language: "es").date(Day(string: "2026-02-01")!) == "1 feb 2026")
        #expect(try SiteStrings.load(.builtIn, language: "en-GB").date(Day(string: "2026-11-19")!) == "19 Nov 2026")
        #expect(try SiteStrings.load(.builtIn, language: "ta")["nav_catalog"] == "Catalog", "a language without a table reads English")
    }

    @Test func aLibrarysStringsFileOverridesKeyByKeyAndABrokenOneStopsTheBuild() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Kreis", "language": "de"}"#,
            "templates/strings/de.json": #"{"nav_catalog": "Bücherregal"}"#,
        ])
        let site = try SiteTree(SiteBuildTests.build(library.root).1)
        #expect(site.text("index.html").contains(">Bücherregal</a>"))
        #expect(site.text("index.html").contains(">Autoren</a>"), "other keys stay built in")
        let tamil = try TestLibrary([
            "content/library.json": #"{"name": "Vattam", "language": "ta"}"#,
            "templates/strings/ta.json": #"{"nav_authors": "ஆசிரியர்கள்", "months": ["ஜன.", "பிப்.", "மார்.", "ஏப்.", "மே", "ஜூன்", "ஜூலை", "ஆக.", "செப்.", "அக்.", "நவ.", "டிச."]}"#,
        ])
        let tamilSite = try SiteTree(SiteBuildTests.build(tamil.root).1)
        #expect(tamilSite.text("index.html").contains(">ஆசிரியர்கள்</a>"))
        #expect(tamilSite.text("index.html").contains("22 நவ. 2026"))
        let broken = try TestLibrary(["templates/strings/en.json": #"{"nav_catalog": 3}"#])
        let path = broken.root.appendingPathComponent("templates").path + "/strings/en.json"
        #expect(throws: SiteError.strings(path: path, message: "\"nav_catalog\" must be a string")) {
            try SiteBuildTests.build(broken.root)
        }
        let before = try? FileManager.default.contentsOfDirectory(atPath: broken.root.appendingPathComponent("public").path)
        #expect(before == nil, "nothing written")
    }

    @Test func placeholdersAreFilledInOnePassAndAValuesBracesStayAsWritten() {
        #expect(SiteStrings.fill("{day} {month} {year}", ["day": "19", "month": "Nov", "year": "2026"]) == "19 Nov 2026")
        #expect(SiteStrings.fill("{title} is due {date}", ["title": "The {date} Book", "date": "4 Dec"]) == "The {date} Book is due 4 Dec")
        #expect(SiteStrings.fill("{{name}} {unknown} {name", ["name": "Asha"]) == "{Asha} {unknown} {name")
        #expect(SiteStrings.fill("no placeholders", ["name": "Asha"]) == "no placeholders")
    }

    @Test func theSearchIndexIsShardedByWordStartAndISBN() throws {
        let site = try SiteTree(SiteBuildTests.build(SiteBuildTests.exampleRoot).1)
        // Dune, Frank Herbert, Science fiction, ISBN 9780441013593: shards "du", "fr", "he", "sc", "fi" and isbn-93.
        let dune = #"["dune","Dune","Frank Herbert",["Science fiction"],"English","available","9780441013593","available","","covers/dune.png",0]"#
        for shard in ["64-75", "66-72", "68-65", "73-63", "66-69", "isbn-93"] {
            #expect(site.text("search/\(shard).json").contains(dune), "search/\(shard).json")
        }
        #expect(!site.text("search/64-75.json").contains("\"the-hobbit\""))
        #expect(site.files["search/74-68.json"].map { !String(decoding: $0, as: UTF8.self).contains("\"the-hobbit\"") } ?? true,
                "\"the\" is no key")
        #expect(SiteAssembler.fold("García MÁRQUEZ") == "garcia marquez")
        #expect(SiteAssembler.searchWords("The Lord of the Rings: J. R. R. Tolkien") == ["lord", "rings", "tolkien"])
    }

    /// A text's search words are worked out piece by piece; they are the words of the whole text
    /// folded and split at once, whatever the pieces hold: accents, apostrophes, other scripts,
    /// marks and signs next to spaces, Greek capitals, digits and punctuation.
    @Test func searchWordsAreTheWholeTextsWords() {
        func wholeText(_ text: String) -> [String] {
            SiteAssembler.fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
                .filter { $0.utf16.count >= 2 && !SiteAssembler.stopWords.contains($0) }
        }
        let parts = ["Tea of the Tea — 書0", "García MÁRQUEZ", "Hitchhiker's", "Philosopher’s Stone", "Ngũgĩ wa Thiong'o", "ΟΔΟΣ ΣΟΦΙΑΣ",
                     "e\u{301}cole", "\u{301}", "\u{93F}ab", "ab \u{93F}cd", "\u{D4E} x", "\u{600} 12", "A.Σ b", "x\u{200D}y", "1984", "R2-D2",
                     "", " ", "  double  spaces ", "Ünïcödé ünd ASCII", "नमस्ते दुनिया", "東京 Tokyo", "l'été", "`tick`", "tab\tseparated", "ﬁnal ﬂow"]
        var generator = SystemRandomNumberGenerator()
        var texts = parts
        for _ in 0..<400 {
            texts.append((0..<Int.random(in: 1...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined(separator: " "))
        }
        for text in texts {
            #expect(SiteAssembler.searchWords(text) == wholeText(text), "\(text)")
        }
    }

    /// A shard's key written digit by digit is the first units in hex joined with "-", as
    /// search.js asks for them: short words, long ones, other scripts, units above 0x0FFF.
    @Test func shardKeysAreTheFirstUnitsInHex() {
        func reference(_ word: String, _ length: Int) -> String {
            word.utf16.prefix(length).map { String($0, radix: 16) }.joined(separator: "-")
        }
        for word in ["", "a", "ab", "abc", "tolkien", "1984", "é", "ñu", "書店", "नमस्ते", "🙂x", "\u{FFFF}\u{1000}\u{0FFF}", "\u{10}\u{1}"] {
            for length in 1...3 {
                #expect(SiteAssembler.shardKey(word, length: length) == reference(word, length), "\(word) \(length)")
            }
        }
    }

    /// A placeholder's initials read over an ASCII title's bytes are those of its words split as
    /// Characters: small words skipped (any case), digits kept, up to two, upper case.
    @Test func initialsOfATitle() {
        func reference(_ title: String) -> String {
            let small: Set<String> = ["the", "a", "an", "of", "and", "in", "on", "to", "for", "at", "by"]
            let words = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            let significant = words.filter { !small.contains($0.lowercased()) }
            return String((significant.isEmpty ? words : significant).prefix(2).compactMap(\.first)).uppercased()
        }
        #expect(TemplateValues.initials("The Great Gatsby") == "GG")
        #expect(TemplateValues.initials("Wings of Fire") == "WF")
        #expect(TemplateValues.initials("The Of") == "TO")
        let parts = ["The", "the", "THE", "of", "Of", "an", "AND", "for", "fort", "by", "Byte", "a", "I", "1984", "2nd", "-", "'", ",", " ", "\r\n", "\t",
                     "Hitchhiker's", "R2-D2", "x", "zebra", "Zen", "café", "Ōkami", "書", "—", "ß3871", "É", "ÉTÉ", "e\u{301}cole", "\u{301}",
                     "İstanbul", "Ǆ", "Ⅻ", "٣", "ﬁn"]
        var generator = SeededNumbers(state: 26)
        var titles = parts
        for _ in 0..<3_000 {
            titles.append((0..<Int.random(in: 0...6, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
                .joined(separator: [" ", "", ": ", "-"].randomElement(using: &generator)!))
        }
        for title in titles {
            #expect(TemplateValues.initials(title) == reference(title), "\(title.debugDescription)")
        }
    }

    @Test func searchJSSkipsTheSameStopWordsTheIndexSkips() throws {
        let script = try #require(BuiltInTheme.files["assets/search.js"])
        let line = try #require(script.split(separator: "\n").first { $0.contains("the of a an and") })
        let listed = try #require(line.split(separator: "\"").dropFirst().first)
        #expect(Set(listed.split(separator: " ").map(String.init)) == SiteAssembler.stopWords)
    }

    @Test func authorsAreFiledFamilyNameFirst() {
        #expect(PersonName.familyFirst("J. K. Rowling") == "Rowling, J. K.")
        #expect(PersonName.familyFirst("Ursula K. Le Guin") == "Le Guin, Ursula K.")
        #expect(PersonName.familyFirst("Martin Luther King, Jr.") == "King, Martin Luther, Jr.")
        #expect(PersonName.familyFirst("Tolkien, J. R. R.") == "Tolkien, J. R. R.")
        #expect(PersonName.familyFirst("Kalidasa") == "Kalidasa")
        #expect(PersonName.familyFirst("Ludwig van Beethoven") == "van Beethoven, Ludwig")
    }

    /// A page's text as a reader sees it: tags, scripts and JSON-LD taken out.
    static func visibleText(_ html: String) -> String {
        var text = html
        for pattern in ["<script[\\s\\S]*?</script>", "<style[\\s\\S]*?</style>", "<[^>]+>"] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return text
    }
}
