@testable import LibGenCore
@testable import LibGenSite
@testable import TestSupport
import Foundation
import Testing

/// What a book page offers follows the book's state (CLI.md): Borrow, Join the waiting list
/// (N ahead), or no action with the reason; Renew and Return for a book that is out; the
/// library desk for members without a forge account; previews worth sharing.
@Suite struct BookActionTests {
    static let libraryJSON = #"""
    {"name": "Lane Books", "base_url": "https://books.example.org/lane/", "repo_url": "https://github.com/lane/books",
     "forge": {"desk": {"email": "desk@lane.example.org", "whatsapp": "+44 (20) 7946-0000", "note": "Ask **Ann**, flat 3."}},
     "privacy": {"show_owners": false}}
    """#

    static func site(_ files: [String: String?], data: [String: Data] = [:]) throws -> SiteTree {
        var all: [String: String?] = ["content/library.json": libraryJSON]
        all.merge(files) { $1 }
        let library = try TestLibrary(all)
        for (path, bytes) in data { try library.write(path, bytes) }
        let (outcome, out) = try SiteBuildTests.build(library.root, asOf: "2026-06-01")
        #expect(outcome.built)
        return SiteTree(out)
    }

    @Test func eachStateHasItsAction() throws {
        let site = try Self.site([
            "content/books/gone.md": TestLibrary.book("Gone Book", owner: "anita"),
            "content/books/later.md": TestLibrary.book("Later Book", owner: "anita", added: "2026-07-01", extra: "genres: [Coming Soon]\ncover: covers/later.png\n"),
            // A book still to come by an author (and in a genre) no book on the shelf has: their pages do not exist yet.
            "content/books/sooner.md": "---\ntitle: Sooner Book\nauthor: A. Newcomer\nowner: anita\nadded: 2026-07-01\ngenres: [Coming Soon]\n---\n\nA book.\n",
            "content/loans/gone.json": TestLibrary.loan("gone", status: "lost", lent: "2026-03-01", lost: "2026-04-01"),
            "content/loans/out.json": TestLibrary.loan(status: "lent", lent: "2026-05-25"),
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/loans/ask-gone.json": TestLibrary.loan("gone", to: "meera", status: "requested", requested: "2026-03-15"),
            "content/loans/ask-later.json": TestLibrary.loan("later", to: "meera", status: "requested", requested: "2026-05-15"),
        ], data: ["content/covers/later.png": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])])
        let dune = site.text("books/dune/index.html")
        #expect(dune.contains(#"<a class="button primary" href="https://github.com/lane/books/issues/new?template=borrow.yml&amp;book=dune&amp;title=Borrow%3A%20Dune" rel="nofollow">Join the waiting list (nobody ahead)</a>"#))
        #expect(dune.contains(#"<a class="button small" href="https://github.com/lane/books/issues/new?template=renew.yml&amp;book=dune&amp;title=Renew%3A%20Dune" rel="nofollow">Renew</a>"#))
        #expect(dune.contains(#"<a class="button small" href="https://github.com/lane/books/issues/new?template=return.yml&amp;book=dune&amp;title=Returned%3A%20Dune" rel="nofollow">Return</a>"#))
        #expect(dune.contains(#"<a class="quiet" href="https://github.com/lane/books/edit/main/content/books/dune.md" rel="nofollow">Suggest an edit</a>"#))
        #expect(dune.contains("A loan is for 14 days; it can be renewed once. You collect it from its owner and give it back to them."),
                "owners are not shown, so the page does not name them")
        let gone = site.text("books/gone/index.html")
        #expect(gone.contains(#"<p class="no-action">This copy is missing, so it cannot be asked for. If you find it, tell a librarian.</p>"#))
        #expect(!gone.contains("button primary") && !gone.contains(#"class="desk""#) && !gone.contains("Renew"))
        let later = site.text("books/later/index.html")
        #expect(later.contains(#"<p class="no-action">It can be asked for once it joins the library, on <time datetime="2026-07-01">1 Jul 2026</time>.</p>"#))
        // Members waiting on a book that cannot be asked for: counted, never invited to join.
        for page in [gone, later] {
            #expect(page.contains(#"<span class="badge badge-waiting">1 waiting</span>"#) && !page.contains("ask to join"), "\(page)")
        }
        // Not yet in the library: its badge says when it joins, no "In the library since" a day to come.
        #expect(!later.contains("In the library since") && gone.contains("In the library since"))
        // It has its page, but no place in the catalogue's lists, search or feed, which hold the
        // catalogue on the day (FORMAT.md), as the home page's counts do.
        for path in ["index.html", "new/index.html", "feed.xml", "search.json", "authors/frank-herbert/index.html"] {
            #expect(!site.text(path).contains("Later Book") && !site.text(path).contains("books/later/"), "\(path)")
        }
        #expect(site.text("index.html").contains("Gone Book") && site.text("sitemap.xml").contains("books/later/"))
        let sooner = site.text("books/sooner/index.html")
        #expect(sooner.contains("by A. Newcomer</p>") && sooner.contains("<dd>Coming Soon</dd>"), "\(sooner)")
        #expect(site.brokenLinks().isEmpty, "\(site.brokenLinks())")
        // Its cover is on its page and in the site, as any book's.
        #expect(later.contains(#"src="../../covers/later.png""#) && site.files["covers/later.png"] != nil)
    }

    /// A reserved book is on the shelf but not available (FORMAT.md): the home page counts it on
    /// the shelf, and the "available now" filter counts what it finds, the `available` shard.
    @Test func theAvailableFilterCountsWhatItFinds() throws {
        let site = try Self.site([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/out.json": TestLibrary.loan(status: "returned", lent: "2026-05-01", returned: "2026-05-20"),
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/loans/ask.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-05-10"),
        ])
        #expect(site.text("books/dune/index.html").contains(">Join the waiting list (1 ahead)</a>"))
        let home = site.text("index.html")
        #expect(home.contains("<li><strong>2</strong> on the shelf</li>"), "\(home)")
        #expect(home.contains(#"<span class="facet-count" data-count="1">(1)</span>"#))
        #expect(site.text("search/index.html").contains(#"<span class="facet-count" data-count="1">(1)</span>"#))
        #expect(site.text("search/available-1.json").contains(#""total":1"#) || site.text("search/available-1.json").contains(#""total": 1"#))
    }

    /// On the shelf with a waiting list whose every member is passed over: ready for nobody, so
    /// on the shelf (FORMAT.md v1.3: not "Reserved"), Borrow (CLI.md), and said why.
    @Test func aBookEveryWaitingMemberIsPassedOverForIsOnTheShelfAndOffersBorrow() throws {
        let site = try Self.site([
            "content/library.json": Self.libraryJSON.replacingOccurrences(of: #""privacy""#, with: #""policy": {"max_active_loans": 1}, "privacy""#),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/out.json": TestLibrary.loan(status: "lent", lent: "2026-05-25"),
            "content/loans/ask.json": TestLibrary.loan("emma", status: "requested", requested: "2026-05-26"),
        ])
        let emma = site.text("books/emma/index.html")
        #expect(emma.contains(#"<span class="badge badge-available">Available</span> <span class="badge badge-waiting">1 waiting</span>"#), "\(emma)")
        #expect(emma.contains(#"rel="nofollow">Borrow this</a>"#) && !emma.contains("Join the waiting list"))
        #expect(emma.contains("Those waiting cannot take it at the moment, so it is yours if you ask now."))
        #expect(!emma.contains("Reserved") && emma.contains(#""availability": "https://schema.org/InStock""#))
        #expect(site.text("search.json").contains(#""id":"emma""#) && site.text("search/available-1.json").contains("emma"))
        #expect(site.text("index.html").contains("<li><strong>1</strong> on the shelf</li>"))
    }

    /// The search form on the home and search pages lists at most 50 genres, those with the
    /// most books (CLI.md: no page grows with the catalog beyond a fixed bound); every genre
    /// keeps its page and its search file.
    @Test func theGenreFilterIsBounded() throws {
        var files = [String: String?]()
        for number in 1...60 {
            let genre = String(format: "Genre %02d", number)
            files["content/books/b\(number).md"] = TestLibrary.book("Book \(number)", owner: "anita", extra: "genres: [\"\(genre)\"]\n")
        }
        files["content/books/c1.md"] = TestLibrary.book("Another", owner: "anita", extra: "genres: [\"Genre 60\"]\n")
        let site = try Self.site(files)
        for page in ["index.html", "search/index.html"] {
            let options = site.text(page).components(separatedBy: #"data-shard="genre-"#).count - 1
            #expect(options == 50, "\(page): \(options)")
            #expect(site.text(page).contains(#"<option value="Genre 60""#), "the genre with the most books is kept")
        }
        #expect(site.files.keys.filter { $0.hasPrefix("genres/genre-") && $0.hasSuffix("/index.html") }.count == 60)
        #expect(site.files.keys.filter { $0.hasPrefix("search/genre-") }.count >= 60)
    }

    @Test func theDeskNamesTheBookInItsLinks() throws {
        let site = try Self.site([:])
        let dune = site.text("books/dune/index.html")
        let message = "Hello%21%20I%20would%20like%20to%20borrow%20%E2%80%9CDune%E2%80%9D%20by%20Frank%20Herbert%20%28https%3A%2F%2Fbooks.example.org%2Flane%2Fbooks%2Fdune%2F%29.%20My%20name%20and%20flat%3A"
        #expect(dune.contains(#"<a class="button" href="mailto:desk@lane.example.org?subject=Borrowing%20%E2%80%9CDune%E2%80%9D&amp;body=\#(message)">E-mail the desk</a>"#))
        #expect(dune.contains(#"<a class="button" href="https://wa.me/442079460000?text=\#(message)" rel="noopener">WhatsApp the desk</a>"#))
        #expect(dune.contains(#"<div class="prose desk-note"><p>Ask <strong>Ann</strong>, flat 3.</p>"#))
        #expect(dune.contains(#">Borrow this</a>"#))
        #expect(dune.contains("<h2>No GitHub account?</h2>"))
        // Another forge by its name; no forge at all, no forge named.
        let gitlab = try Self.site(["content/library.json": Self.libraryJSON.replacingOccurrences(of: "https://github.com/lane/books", with: "https://gitlab.com/lane/books")])
        #expect(gitlab.text("books/dune/index.html").contains("<h2>No GitLab account?</h2>"))
        let none = try Self.site(["content/library.json": Self.libraryJSON.replacingOccurrences(of: #""repo_url": "https://github.com/lane/books","#, with: "")])
        #expect(none.text("books/dune/index.html").contains("<h2>Borrowing without an account</h2>"))
    }

    /// A cover's file name is published as it is, and linked percent-encoded: `#` is no
    /// fragment, a space no end of the address.
    @Test func aCoverWithAnyNameIsLinkedToTheFileItIs() throws {
        let png = try Data(contentsOf: SiteBuildTests.exampleRoot.appendingPathComponent("content/covers/dune.png"))
        let site = try Self.site(["content/books/dune.md": "---\ntitle: Dune\nauthors: [Frank Herbert]\nowner: anita\nadded: 2025-01-01\ncover: \"covers/dune #2 é.png\"\n---\n\nA book.\n"],
                                 data: ["content/covers/dune #2 é.png": png])
        #expect(site.files["covers/dune #2 é.png"] != nil)
        let dune = site.text("books/dune/index.html")
        #expect(dune.contains(#"src="../../covers/dune%20%232%20%C3%A9.png""#), "\(dune)")
        #expect(dune.contains(#"<meta property="og:image" content="https://books.example.org/lane/covers/dune%20%232%20%C3%A9.png">"#))
        #expect(site.text("index.html").contains(#"covers/dune%20%232%20%C3%A9.png""#))
    }

    /// Two cover files are two files in the site: `img/x.png` is published under `covers/~img/`,
    /// apart from `covers/img/x.png`, and each book shows its own.
    @Test func coversOutsideTheCoversFolderNeverTakeAnothersPlace() throws {
        let dune = try Data(contentsOf: SiteBuildTests.exampleRoot.appendingPathComponent("content/covers/dune.png"))
        let other = try Data(contentsOf: SiteBuildTests.exampleRoot.appendingPathComponent("content/covers/the-god-of-small-things.png"))
        let site = try Self.site([
            "content/books/dune.md": "---\ntitle: Dune\nauthors: [Frank Herbert]\nowner: anita\nadded: 2025-01-01\ncover: img/x.png\n---\n\nA book.\n",
            "content/books/emma.md": "---\ntitle: Emma\nauthors: [Jane Austen]\nowner: anita\nadded: 2025-01-01\ncover: covers/img/x.png\n---\n\nA book.\n",
        ], data: ["content/img/x.png": dune, "content/covers/img/x.png": other])
        #expect(site.files["covers/~img/x.png"] == dune)
        #expect(site.files["covers/img/x.png"] == other)
        #expect(site.text("books/dune/index.html").contains(#"src="../../covers/~img/x.png""#))
        #expect(site.text("books/emma/index.html").contains(#"src="../../covers/img/x.png""#))
    }

    @Test func previewsCarryOpenGraphAndJSONLDAvailability() throws {
        let site = try Self.site([
            "content/books/dune.md": "---\ntitle: Dune\nauthors: [Frank Herbert]\nowner: anita\nadded: 2025-01-01\ncover: covers/dune.png\n---\n\nA *desert* planet, [spice](https://example.org) and **politics**.\n",
            "content/loans/out.json": TestLibrary.loan(status: "lent", lent: "2026-05-25"),
        ], data: ["content/covers/dune.png": try Data(contentsOf: SiteBuildTests.exampleRoot.appendingPathComponent("content/covers/dune.png"))])
        let dune = site.text("books/dune/index.html")
        #expect(dune.contains(#"<meta name="description" content="On loan — due back 8 Jun 2026 · A desert planet, spice and politics.">"#))
        #expect(dune.contains(#"<meta property="og:type" content="book">"#))
        #expect(dune.contains(#"<meta property="og:title" content="Dune — Frank Herbert">"#))
        #expect(dune.contains(#"<meta property="og:image" content="https://books.example.org/lane/covers/dune.png">"#))
        #expect(dune.contains(#""description": "A desert planet, spice and politics.""#))
        #expect(dune.contains(#""availability": "https://schema.org/OutOfStock""#))
        #expect(dune.contains(#""availabilityStarts": "2026-06-08""#))
        #expect(site.text("feed.xml").contains(#"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en""#))
        for (path, data) in site.files where path.hasSuffix(".html") && path != "404.html" {
            let page = String(decoding: data, as: UTF8.self)
            #expect(page.contains(#"<meta property="og:title""#) && page.contains(#"<meta name="description""#), "\(path)")
            #expect(page.contains(#"<form class="site-search" role="search" action=""#), "\(path) carries the search box")
        }
    }

    @Test func aLargeShardIsSplitByThreeLetters() throws {
        var files: [String: String?] = [:]
        for index in 0..<2_000 {
            files["content/books/s\(index).md"] = TestLibrary.book("Science Volume \(index) of a Long Series With Many Words", owner: "anita")
        }
        let site = try Self.site(files)
        let two = site.text("search/73-63.json")
        #expect(two.hasPrefix(#"{"split":3,"books":["#), "\"sc\" is over the limit")
        #expect(site.text("search/73-63-69.json").contains(#""s0","Science Volume 0 of a Long Series With Many Words""#))
        #expect(two.count < 100, "the two-letter file holds only books with a two-letter word \"sc\": none")
        #expect(site.files["search/73-63-69.json"]!.count > SiteAssembler.shardLimit / 2)
    }
}
