import Foundation
import Synchronization
import Testing
@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// `libgen build` on the example library and on small hostile ones.
@Suite struct SiteBuildTests {
    static let exampleRoot = CommandRunner.packageRoot

    static func build(_ root: URL, asOf: String = "2026-11-22", templates: URL? = nil) throws -> (SiteBuilder.Outcome, URL) {
        let out = TemporaryFolder.url("libgen-site").appendingPathComponent("public")
        let outcome = try SiteBuilder(root: root, output: out, templates: templates, asOf: Day(string: asOf)!).build()
        return (outcome, out)
    }

    @Test func theExampleSiteMatchesTheGoldenPages() throws {
        let (outcome, out) = try Self.build(Self.exampleRoot)
        #expect(outcome.built)
        let site = SiteTree(out)
        let goldenDirectory = Golden.directory.appendingPathComponent("example-site")
        if ProcessInfo.processInfo.environment["LIBGEN_RECORD"] == "1" {
            try? FileManager.default.removeItem(at: goldenDirectory)
            try FileManager.default.copyItem(at: out, to: goldenDirectory)
            Issue.record("recorded example-site; unset LIBGEN_RECORD and run again")
            return
        }
        let golden = SiteTree(goldenDirectory)
        #expect(site.files.keys.sorted() == golden.files.keys.sorted())
        for path in golden.files.keys.sorted() where site.files[path] != golden.files[path] {
            Issue.record("\(path) differs from Tests/Fixtures/example-site/\(path)")
        }
    }

    @Test func theExampleSiteHasEveryPageOfTheLayout() throws {
        let (outcome, out) = try Self.build(Self.exampleRoot)
        let site = SiteTree(out)
        for path in ["index.html", "books/dune/index.html", "authors/index.html", "authors/frank-herbert/index.html",
                     "genres/index.html", "genres/science-fiction/index.html", "new/index.html", "pages/about/index.html",
                     "search.json", "feed.xml", "sitemap.xml", "404.html", "assets/style.css", "assets/search.js", "covers/dune.png"] {
            #expect(site.files[path] != nil, "missing \(path)")
        }
        #expect(site.files["books/the-alchemist/index.html"] == nil, "a withdrawn book has no page")
        #expect(site.files["reports/index.html"] == nil, "reports only with publish_reports")
        #expect(outcome.pages == site.files.count - 1)
        #expect(site.text("books/a-suitable-boy/index.html").contains(#"<span class="badge badge-on-loan badge-overdue">Overdue — was due back <time datetime="2026-11-16">16 Nov 2026</time></span> <span class="badge badge-waiting">1 waiting: ask to join the queue</span>"#))
        #expect(site.text("books/dune/index.html").contains(#"<span class="badge badge-available">Available</span>"#))
        #expect(site.text("books/matilda/index.html").contains(#"<span class="badge badge-lost">Missing</span>"#))
        #expect(site.text("books/pride-and-prejudice/index.html").contains("Shared by <strong>Anita Deshpande</strong>"))
    }

    @Test func everyRelativeLinkInTheExampleSiteResolves() throws {
        let (_, out) = try Self.build(Self.exampleRoot)
        #expect(SiteTree(out).brokenLinks() == [])
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let (_, first) = try Self.build(Self.exampleRoot)
        let (_, second) = try Self.build(Self.exampleRoot)
        #expect(SiteTree(first) == SiteTree(second))
    }

    @Test func borrowThisOpensTheBorrowIssueFormOnGitHub() throws {
        let (_, out) = try Self.build(Self.exampleRoot)
        let page = SiteTree(out).text("books/dune/index.html")
        let expected = "https://github.com/greenacres-society/book-circle/issues/new?template=borrow.yml&amp;book=dune&amp;title=Borrow%3A%20Dune"
        #expect(page.contains("<a class=\"button primary\" href=\"\(expected)\" rel=\"nofollow\">Borrow this</a>"))
        #expect(!page.contains("borrow.js"), "no script where the form needs none")
        #expect(page.contains("href=\"https://github.com/greenacres-society/book-circle/edit/main/content/books/dune.md\""))
    }

    @Test func htmlLangAndInLanguageAreBCP47TagsAndRightToLeftSetsDir() throws {
        for (language, tag, dir) in [("Deutsch", "de", "ltr"), ("hi", "hi", "ltr"), ("pt_br", "pt-BR", "ltr"), ("ar", "ar", "rtl")] {
            let library = try TestLibrary([
                "content/library.json": #"{"name": "T", "language": "\#(language)"}"#,
                "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", extra: "language: Hindi\n"),
            ])
            let (_, out) = try Self.build(library.root, asOf: "2026-06-01")
            let site = SiteTree(out)
            #expect(site.text("index.html").contains("<html lang=\"\(tag)\" dir=\"\(dir)\">"), "\(language)")
            #expect(site.text("books/dune/index.html").contains("\"inLanguage\": \"hi\""))
        }
    }

    @Test func theNotFoundPageLinksAbsolutelyWithBaseURLAndNeverUsesBase() throws {
        let (_, out) = try Self.build(Self.exampleRoot)
        let page = SiteTree(out).text("404.html")
        #expect(!page.contains("<base"), "a <base> would send Skip to content to the home page")
        #expect(page.contains("<link rel=\"stylesheet\" href=\"https://greenacres.example.org/library/assets/style.css\">"))
        #expect(page.contains("<a class=\"skip-link\" href=\"#main\">"))
    }

    @Test func elsewhereBorrowThisOpensANewLoanFileThatThePageDatesOnClick() throws {
        let library = try TestLibrary(["content/library.json": #"{"name": "T", "repo_url": "https://codeberg.org/o/r"}"#])
        let (_, out) = try Self.build(library.root, asOf: "2026-06-01")
        let page = SiteTree(out).text("books/dune/index.html")
        let expected = "https://codeberg.org/o/r/new/main?filename=content%2Floans%2F2026%2F2026-06-01-dune-your-member-id.json&amp;value=%7B%0A%20%20%22book%22%3A%20%22dune%22%2C%0A%20%20%22borrower%22%3A%20%22your-member-id%22%2C%0A%20%20%22status%22%3A%20%22requested%22%2C%0A%20%20%22requested%22%3A%20%222026-06-01%22%0A%7D%0A"
        #expect(page.contains("<a class=\"button primary\" href=\"\(expected)\" rel=\"nofollow\" data-built-on=\"2026-06-01\">Borrow this</a>"))
        #expect(page.contains("<script src=\"../../assets/borrow.js\" defer></script>"))
    }

    @Test func hostileContentIsEscapedEverywhere() throws {
        let evil = #"<script>alert(1)</script><img src=x onerror=alert(2)><iframe src="javascript:alert(3)"></iframe>"' </script>"#
        let yaml = evil.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let library = try TestLibrary([
            "content/library.json": """
            {"name": "\(yaml)", "description": "Hi <script>alert(4)</script> [x](javascript:alert(5)) ![y](data:text/html;base64,PHNjcmlwdD4=)",
             "society": {"name": "\(yaml)", "city": "\(yaml)"}, "repo_url": "https://github.com/o/r", "privacy": {"show_borrowers": true}}
            """,
            "content/members/ravi.json": TestLibrary.member(evil.replacingOccurrences(of: "\"", with: "\\\""), joined: "2025-01-01", extra: "\"display_name\": \"\(yaml)\""),
            "content/books/dune.md": """
            ---
            title: "\(yaml)"
            authors: ["\(yaml)"]
            genres: ["\(yaml)"]
            publisher: "\(yaml)"
            owner: ravi
            added: 2025-01-01
            ---

            <script>alert(6)</script>
            <iframe src="https://evil.example"></iframe>
            <style>body { display: none }</style>
            [click](javascript:alert(7)) <a href="javascript:alert(8)">raw</a> <img src=x onerror=alert(9)>
            ![img](data:text/html,<script>alert(10)</script>)

            """,
            "content/pages/p.md": "---\ntitle: \"\(yaml)\"\n---\n\n<script>alert(11)</script>\n",
            "content/loans/a.json": TestLibrary.loan(to: "anita", status: "lent", lent: "2026-05-30"),
        ])
        let (outcome, out) = try Self.build(library.root, asOf: "2026-06-01")
        #expect(outcome.built)
        let site = SiteTree(out)
        let handler = try NSRegularExpression(pattern: #"\son[a-z]+\s*="#)
        for (path, data) in site.files where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            let text = String(decoding: data, as: UTF8.self)
            for tag in SiteTree.tags(text) {
                let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber }
                #expect(!["iframe", "style", "object", "embed", "svg", "math", "base"].contains(String(name)) || (name == "base" && path == "404.html"), "\(path): \(tag)")
                // Attribute names and URLs, with quoted values (escaped text) set aside.
                let bare = tag.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
                #expect(handler.firstMatch(in: bare, range: NSRange(bare.startIndex..., in: bare)) == nil, "\(path): event handler in \(tag)")
                #expect(!bare.contains("<") || bare.filter { $0 == "<" }.count == 1, "\(path): broken out of an attribute: \(tag)")
                for url in SiteTree.urls(in: tag) {
                    #expect(!url.hasPrefix("javascript:") && !url.hasPrefix("data:") && !url.hasPrefix("vbscript:"), "\(path): unsafe URL in \(tag)")
                }
                if name == "script" {
                    #expect(tag == "<script type=\"application/ld+json\">" || (tag.hasPrefix("<script src=\"") && tag.hasSuffix("assets/search.js\" defer>")), "\(path): \(tag)")
                }
            }
            let opened = text.components(separatedBy: "<script").count - 1
            #expect(text.components(separatedBy: "</script>").count - 1 == opened, "\(path): a </script> that the theme did not write")
        }
        let json = site.text("books/dune/index.html").components(separatedBy: "<script type=\"application/ld+json\">")[1].components(separatedBy: "</script>")[0]
        let jsonLD = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(jsonLD?["name"] as? String == evil)
        let search = try JSONSerialization.jsonObject(with: site.files["search.json"]!) as? [String: Any]
        #expect(((search?["books"] as? [[String: Any]])?.first?["title"] as? String) == evil)
        #expect(!site.text("search.json").contains("<"))
        let page = site.text("books/dune/index.html")
        #expect(page.contains("<h1 dir=\"auto\">&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"))
        #expect(page.contains("&quot;&#39; &lt;/script&gt;</h1>"))
        #expect(SiteTree(out).brokenLinks() == [])
    }

    @Test func memberContactDetailsNeverReachTheSite() throws {
        for privacy in [#"{"show_borrowers": true, "show_owners": true, "publish_reports": true}"#, #"{"show_borrowers": false, "show_owners": false}"#] {
            let library = try TestLibrary([
                // A private repository: contacts may sit in member files, and still never reach the site.
                "content/library.json": #"{"name": "T", "privacy": \#(privacy.dropLast()), "public_repository": false}}"#,
                "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01",
                    extra: "\"email\": \"ravi.secret@example.com\",\n  \"phone\": \"+91 98220 55555\",\n  \"flat\": \"Z-999\",\n  \"note\": \"private note\""),
                "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01",
                    extra: "\"email\": \"anita.secret@example.com\",\n  \"phone\": \"0044 20 7946 0000\",\n  \"flat\": \"Q-111\""),
                "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-05-01"),
            ])
            let (outcome, out) = try Self.build(library.root, asOf: "2026-06-01")
            #expect(outcome.built)
            for (path, data) in SiteTree(out).files {
                let text = String(decoding: data, as: UTF8.self)
                for secret in ["ravi.secret", "anita.secret", "98220 55555", "7946 0000", "Z-999", "Q-111", "private note", "@example.com"] {
                    #expect(!text.contains(secret), "\(path) contains \(secret)")
                }
            }
        }
    }

    @Test func borrowerNamesAppearOnlyWithShowBorrowers() throws {
        func site(_ showBorrowers: Bool) throws -> SiteTree {
            let library = try TestLibrary([
                "content/library.json": #"{"name": "T", "privacy": {"show_borrowers": \#(showBorrowers), "show_owners": false, "publish_reports": true}}"#,
                "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-05-01"),
            ])
            return SiteTree(try Self.build(library.root, asOf: "2026-06-01").1)
        }
        let hidden = try site(false), shown = try site(true)
        #expect(!hidden.files.values.contains { String(decoding: $0, as: UTF8.self).contains("Ravi") })
        #expect(!hidden.files.values.contains { String(decoding: $0, as: UTF8.self).contains("Anita") }, "show_owners false hides owners")
        #expect(shown.text("reports/index.html").contains("<td>Ravi Iyer</td>"))
        #expect(shown.text("books/dune/index.html").contains("Ravi Iyer"))
        // Counts agree with their number (CLI.md): one day is a day.
        let quiet = try TestLibrary(["content/library.json": #"{"name": "T", "policy": {"reminder_days": 1}, "privacy": {"publish_reports": true}}"#])
        #expect(SiteTree(try Self.build(quiet.root, asOf: "2026-06-01").1).text("reports/index.html").contains("Nothing is due in the next day."))
    }

    @Test func aLibraryWithErrorsLeavesThePreviousSiteUntouched() throws {
        let library = try TestLibrary()
        let out = library.root.appendingPathComponent("public")
        let first = try SiteBuilder(root: library.root, output: out, asOf: Day(string: "2026-06-01")!).build()
        #expect(first.built)
        let before = SiteTree(out)
        try library.write("content/loans/bad.json", "{")
        let second = try SiteBuilder(root: library.root, output: out, asOf: Day(string: "2026-06-01")!).build()
        #expect(!second.built)
        #expect(SiteTree(out) == before)
    }

    @Test func unchangedFilesKeepTheirModificationTimes() throws {
        let library = try TestLibrary()
        let out = library.root.appendingPathComponent("public")
        _ = try SiteBuilder(root: library.root, output: out, asOf: Day(string: "2026-06-01")!).build()
        let style = out.appendingPathComponent("assets/style.css").path
        let book = out.appendingPathComponent("books/dune/index.html").path
        let styleBefore = try FileManager.default.attributesOfItem(atPath: style)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        try library.write("content/books/dune.md", TestLibrary.book("Dune Messiah", owner: "anita"))
        let outcome = try SiteBuilder(root: library.root, output: out, asOf: Day(string: "2026-06-01")!).build()
        #expect(try FileManager.default.attributesOfItem(atPath: style)[.modificationDate] as? Date == styleBefore)
        #expect(SiteTree(out).text("books/dune/index.html").contains("Dune Messiah"))
        #expect(outcome.written < outcome.pages)
        #expect(FileManager.default.fileExists(atPath: book))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: library.root.path).filter { $0.contains("libgen-") }
        #expect(leftovers == [])
    }

    /// What a killed build left beside the output is removed; what a build running alongside is
    /// writing is left to it (removing it failed that build half-way).
    @Test func aBuildRemovesOnlyWhatBuildsThatAreGoneLeft() throws {
        let library = try TestLibrary()
        let out = library.root.appendingPathComponent("public")
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let fm = FileManager.default
        let killed = library.root.appendingPathComponent(".public.libgen-new-\(gone.processIdentifier)")
        let running = library.root.appendingPathComponent(".public.libgen-new-\(getppid())")
        for folder in [killed, running] { try fm.createDirectory(at: folder.appendingPathComponent("books"), withIntermediateDirectories: true) }
        #expect(try SiteBuilder(root: library.root, output: out, asOf: Day(string: "2026-06-01")!).build().built)
        #expect(!fm.fileExists(atPath: killed.path))
        #expect(fm.fileExists(atPath: running.appendingPathComponent("books").path))
    }

    @Test func aRebuildThatChangesNothingLeavesTheSiteAsItIs() throws {
        let library = try TestLibrary()
        let out = library.root.appendingPathComponent("public")
        let asOf = Day(string: "2026-06-01")!
        _ = try SiteBuilder(root: library.root, output: out, asOf: asOf).build()
        let folderBefore = try FileManager.default.attributesOfItem(atPath: out.path)[.systemFileNumber] as? Int
        let outcome = try SiteBuilder(root: library.root, output: out, asOf: asOf).build()
        #expect(outcome.written == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: out.path)[.systemFileNumber] as? Int == folderBefore,
                "the same folder, not a swapped-in copy")
        // A file that is not the build's own makes the next build replace the folder, as always.
        try Data("stray".utf8).write(to: out.appendingPathComponent("stray.txt"))
        _ = try SiteBuilder(root: library.root, output: out, asOf: asOf).build()
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("stray.txt").path))
        #expect(SiteTree(out).text("books/dune/index.html").contains("Dune"))
        // So does a changed page, and an edited page is put back.
        try Data("edited by hand".utf8).write(to: out.appendingPathComponent("books/dune/index.html"))
        _ = try SiteBuilder(root: library.root, output: out, asOf: asOf).build()
        #expect(SiteTree(out).text("books/dune/index.html").contains("Frank Herbert"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: library.root.path).filter { $0.contains("libgen-") }
        #expect(leftovers == [])
    }

    @Test func aRebuildStagesInTheSiteItReplacedAndTrustsNothingThere() throws {
        let library = try TestLibrary(["content/books/emma.md": TestLibrary.book("Emma", owner: "ravi")])
        let out = library.root.appendingPathComponent("public")
        let asOf = Day(string: "2026-06-01")!
        let fm = FileManager.default
        #expect(try SiteBuilder(root: library.root, output: out, asOf: asOf).build().built)
        try library.write("content/books/dune.md", TestLibrary.book("Dune Messiah", owner: "anita"))
        #expect(try SiteBuilder(root: library.root, output: out, asOf: asOf).build().built)
        let spare = PageFingerprints(cacheFolder: library.root.appendingPathComponent(".libgen/cache"), output: out).spare
        #expect(SiteTree(spare).text("books/dune/index.html").contains(">Dune</h1>"), "the replaced site is kept")
        let second = SiteTree(out)
        // Planted in the spare: a stray file, a file where a folder goes, a link out of it where a
        // folder goes, a page replaced (unlinked first: it is the live site's file too).
        let outside = library.root.appendingPathComponent("outside")
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("outside".utf8).write(to: outside.appendingPathComponent("index.html"))
        try Data("stray".utf8).write(to: spare.appendingPathComponent("stray.txt"))
        try fm.removeItem(at: spare.appendingPathComponent("authors"))
        try Data("not a folder".utf8).write(to: spare.appendingPathComponent("authors"))
        try fm.removeItem(at: spare.appendingPathComponent("books/dune"))
        try fm.createSymbolicLink(at: spare.appendingPathComponent("books/dune"), withDestinationURL: outside)
        try fm.removeItem(at: spare.appendingPathComponent("index.html"))
        try Data("planted".utf8).write(to: spare.appendingPathComponent("index.html"))
        // A folder where a file goes: the spare is listed while the site is written, so the
        // listing sees a folder where the build then places its file, which must stay.
        try fm.removeItem(at: spare.appendingPathComponent("404.html"))
        try fm.createDirectory(at: spare.appendingPathComponent("404.html/inside"), withIntermediateDirectories: true)
        try Data("planted".utf8).write(to: spare.appendingPathComponent("404.html/inside/page.html"))
        // Emma's page is the same file in both sites (unchanged by the first edit): written, not written through.
        try library.write("content/books/emma.md", TestLibrary.book("Emma, Revised", owner: "ravi"))
        let outcome = try SiteBuilder(root: library.root, output: out, asOf: asOf).build()
        #expect(outcome.built)
        var reference = SiteBuilder(root: library.root, output: library.root.appendingPathComponent("reference"), asOf: asOf)
        reference.cacheFolder = nil
        #expect(try reference.build().built)
        #expect(SiteTree(out) == SiteTree(library.root.appendingPathComponent("reference")))
        #expect(SiteTree(out).text("books/emma/index.html").contains("Emma, Revised"))
        #expect(SiteTree(out).text("books/dune/index.html").contains("Dune Messiah"))
        #expect(SiteTree(outside).files == ["index.html": Data("outside".utf8)], "nothing written outside the spare")
        #expect(SiteTree(spare) == second, "the site it replaced is kept whole: nothing was written through its links")
        let leftovers = try fm.contentsOfDirectory(atPath: library.root.path).filter { $0.contains("libgen-") }
        #expect(leftovers == [])
    }

    /// The spare is listed while the library is checked, before the build claims it: a folder
    /// claimed that is not the one listed (another build swapped its own in meanwhile) is listed
    /// again, so a file is never taken as already there for an inode the listing saw elsewhere.
    @Test func aSpareReplacedAfterItWasListedIsListedAgain() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("libgen-spare-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let out = root.appendingPathComponent("public"), spare = root.appendingPathComponent("spare")
        try fm.createDirectory(at: out.appendingPathComponent("b"), withIntermediateDirectories: true)
        try Data().write(to: out.appendingPathComponent(Publisher.marker))
        try Data("A".utf8).write(to: out.appendingPathComponent("a.html"))
        try Data("B".utf8).write(to: out.appendingPathComponent("b/index.html"))
        // The spare as a build leaves it: the live site's very files, linked.
        try fm.createDirectory(at: spare.appendingPathComponent("b"), withIntermediateDirectories: true)
        for path in ["a.html", "b/index.html"] { #expect(link(out.path + "/" + path, spare.path + "/" + path) == 0) }
        let early = try #require(SpareListing.of(spare.path))
        #expect(early.items["a.html"]?.inode == Self.inode(out.appendingPathComponent("a.html")))
        // Swapped for another folder holding other files under the same names.
        try fm.moveItem(at: spare, to: root.appendingPathComponent("elsewhere"))
        try fm.createDirectory(at: spare.appendingPathComponent("b"), withIntermediateDirectories: true)
        for path in ["a.html", "b/index.html"] { try Data("planted".utf8).write(to: spare.appendingPathComponent(path)) }
        var publisher = Publisher(output: out)
        publisher.spare = spare
        publisher.spareListing = Background { early }
        let session = try publisher.begin()
        try session.keep("a.html", inode: Self.inode(out.appendingPathComponent("a.html")))
        try session.write("c.html", Data("C".utf8))
        try session.keep("b/index.html", inode: Self.inode(out.appendingPathComponent("b/index.html")))
        try publisher.commit(session)
        let site = SiteTree(out)
        #expect([site.text("a.html"), site.text("b/index.html"), site.text("c.html")] == ["A", "B", "C"])
        #expect(SiteTree(spare).text("a.html") == "A", "the replaced site is the spare now")
    }

    /// Builds of one output folder take turns (the output's lock), so two at once each stage in a
    /// spare nobody else changes meanwhile, and the site is a full build's.
    @Test func twoBuildsOfOneOutputAtOnceTakeTurns() throws {
        let library = try TestLibrary(["content/books/emma.md": TestLibrary.book("Emma", owner: "ravi")])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let out = library.root.appendingPathComponent("public")
        let asOf = Day(string: "2026-06-01")!
        #expect(try SiteBuilder(root: library.root, output: out, asOf: asOf).build().built)
        try library.write("content/books/dune.md", TestLibrary.book("Dune Messiah", owner: "anita"))
        #expect(try SiteBuilder(root: library.root, output: out, asOf: asOf).build().built)
        try library.write("content/books/emma.md", TestLibrary.book("Emma, Revised", owner: "ravi"))
        let built = Mutex<[Bool]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let done = (try? SiteBuilder(root: library.root, output: out, asOf: asOf).build().built) ?? false
            built.withLock { $0.append(done) }
        }
        #expect(built.withLock { $0 } == [true, true, true, true])
        var reference = SiteBuilder(root: library.root, output: library.root.appendingPathComponent("reference"), asOf: asOf)
        reference.cacheFolder = nil
        #expect(try reference.build().built)
        #expect(SiteTree(out) == SiteTree(library.root.appendingPathComponent("reference")))
    }

    private static func inode(_ url: URL) -> UInt64? {
        var info = stat()
        return stat(url.path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    @Test func aLibrarysTemplatesOverrideTheThemeFileByFile() throws {
        let library = try TestLibrary([
            "templates/book.mustache": "{{<layout}}{{$content}}<p class=\"mine\">{{book.title}} by {{book.authors_text}}</p>{{/content}}{{/layout}}",
            "templates/assets/extra.css": "p { color: red }",
        ])
        let site = SiteTree(try Self.build(library.root, asOf: "2026-06-01").1)
        #expect(site.text("books/dune/index.html").contains("<p class=\"mine\">Dune by Frank Herbert</p>"))
        #expect(site.text("index.html").contains("<h2 id=\"catalog-heading\">Catalog</h2>"), "other templates stay built in")
        #expect(site.text("assets/extra.css") == "p { color: red }")
        #expect(site.files["assets/style.css"] != nil)
    }

    @Test func aBrokenTemplateIsAClearError() throws {
        let library = try TestLibrary(["templates/book.mustache": "{{#book}}unclosed"])
        #expect(throws: SiteError.self) { try Self.build(library.root, asOf: "2026-06-01") }
    }

    @Test func aTemplateErrorNamesTheAuthorsLine() throws {
        let library = try TestLibrary(["templates/page.mustache": "<p>fine</p>\n<p>{{/page}}</p>\n"])
        #expect(throws: SiteError.template(name: "page", message: "line 2, column 7: section close name incorrect")) {
            try Self.build(library.root, asOf: "2026-06-01")
        }
    }

    @Test func everyValueIsEscapedLikeMustachesHTMLAndATemplatesOwnPragmaWins() throws {
        let escaping = HTMLEscaping()
        #expect(escaping.escapeText("plain — ünïcode 📚") == "plain — ünïcode 📚")
        #expect(escaping.escapeText("<a href=\"x\" title='y'>Tom & Jerry</a>") ==
                "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;")
        #expect(escaping.escapeText("é<é") == "é&lt;é")
        let library = try TestLibrary([
            "templates/book.mustache": "{{% CONTENT_TYPE: TEXT }}\n<p>{{book.title}}</p>",
            "content/books/odd.md": "---\ntitle: \"Tom & <Jerry>\"\nauthors: [A]\nowner: library\nadded: 2026-01-01\n---\n",
        ])
        let site = SiteTree(try Self.build(library.root, asOf: "2026-06-01").1)
        #expect(site.text("books/odd/index.html") == "<p>Tom & <Jerry></p>")
        #expect(site.text("index.html").contains("Tom &amp; &lt;Jerry&gt;"))
    }

    @Test(arguments: [".", "..", "content", "content/covers", "templates/out", "other-library", "notes"])
    func unsafeOutputFoldersAreRefused(out: String) throws {
        let library = try TestLibrary([
            "templates/x.mustache": "x",
            "other-library/content/library.json": "{}",
            "notes/todo.txt": "mine",
        ])
        let output = library.root.appendingPathComponent(out).standardizedFileURL
        #expect(throws: SiteError.self) {
            try SiteBuilder(root: library.root, output: output, asOf: Day(string: "2026-06-01")!).build()
        }
        #expect(FileManager.default.fileExists(atPath: library.root.appendingPathComponent("notes/todo.txt").path))
        #expect(FileManager.default.fileExists(atPath: library.root.appendingPathComponent("content/library.json").path))
    }
}
