@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport
import Foundation
import Testing

/// The commands a volunteer runs through a season: names in words, saying what
/// happened, withdraw and leave, imports, and the small frictions, each end to end
/// on the built binary with exact output and exact files (content/ untouched on refusals).
@Suite struct VolunteerCommandTests {
    static let people: [String: String?] = [
        "content/members/priya.json": TestLibrary.member("Priya Raghavan", joined: "2025-01-01", extra: "\"github\": \"priyar\""),
        "content/members/pradeep.json": TestLibrary.member("Pradeep Deshpande", joined: "2025-01-01"),
        "content/books/kim.md": TestLibrary.book("Kim", owner: "anita", extra: "isbn: 978-0-14-044230-4\n"),
    ]

    func run(_ library: TestLibrary, _ arguments: [String]) throws -> CommandRunner.Output {
        try CommandRunner.run(arguments + ["--root", library.root.path])
    }

    func text(_ library: TestLibrary, _ path: String) -> String? {
        try? String(contentsOf: library.root.appendingPathComponent(path), encoding: .utf8)
    }

    func expectRefused(_ library: TestLibrary, _ arguments: [String], status: Int32 = 1, output: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let before = SiteTree(library.root)
        let result = try run(library, arguments)
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(result.stdout + result.stderr == output, sourceLocation: sourceLocation)
        #expect(SiteTree(library.root) == before, "files changed", sourceLocation: sourceLocation)
    }

    @Test func membersByNameOrLoginAndBooksByTitleOrAnyISBN() throws {
        let library = try TestLibrary(Self.people)
        let lent = try run(library, ["lend", "0140442308", "--to", "Priya R", "--on", "2026-03-01"])
        #expect(lent.status == 0)
        #expect(lent.stdout == "content/loans/2026/2026-03-01-kim-priya.json\nLent \"Kim\" to Priya Raghavan, due back Sun 15 Mar 2026\n", "ISBN-10 of an ISBN-13 book, part of a name")
        #expect(try run(library, ["request", "the dune", "--by", "deshpande", "--on", "2026-03-02"]).stdout == "content/loans/2026/2026-03-02-dune-pradeep.json\nRequested \"Dune\" for Pradeep Deshpande\n")
        #expect(try run(library, ["renew", "Kim", "--on", "2026-03-10"]).stdout == "content/loans/2026/2026-03-01-kim-priya.json\nRenewed \"Kim\" for Priya Raghavan, due back Sun 29 Mar 2026\n")
        try expectRefused(library, ["lend", "dune", "--to", "pr"], status: 2, output: "libgen: \"pr\" could be more than one member: pradeep (Pradeep Deshpande), priya (Priya Raghavan)\n")
        #expect(try run(library, ["cancel", "dune", "--by-mistake"]).status == 2)
    }

    @Test func returnSaysWhoIsNextInTheQueue() throws {
        let library = try TestLibrary(Self.people.merging([
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-01"),
            "content/loans/b.json": TestLibrary.loan(to: "priya", status: "requested", requested: "2026-03-03"),
            "content/loans/c.json": TestLibrary.loan(to: "pradeep", status: "requested", requested: "2026-03-04"),
        ]) { $1 })
        let back = try run(library, ["return", "dune", "--on", "2026-03-10"])
        #expect(back.stdout == "content/loans/a.json\nReturned \"Dune\" from Ravi Iyer. Next in the queue: Priya Raghavan (asked on Tue 3 Mar 2026); tell them it is their turn (1 more member waiting)\n")
    }

    @Test func rejectAndCancelKeepTheReasonAndTheDayInTheNote() throws {
        let library = try TestLibrary(Self.people.merging([
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "requested", requested: "2026-03-01"),
            "content/loans/b.json": TestLibrary.loan("kim", to: "ravi", status: "requested", requested: "2026-03-01"),
        ]) { $1 })
        #expect(try run(library, ["reject", "a", "--reason", "Anita is keeping it for the reading circle", "--on", "2026-03-02"]).stdout
                == "content/loans/a.json\nRejected the request for \"Dune\" by Ravi Iyer (Anita is keeping it for the reading circle)\n")
        #expect(text(library, "content/loans/a.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"rejected\",\n  \"requested\": \"2026-03-01\",\n  \"note\": \"rejected on 2026-03-02: Anita is keeping it for the reading circle\"\n}\n")
        #expect(try run(library, ["cancel", "kim", "--on", "2026-03-03"]).status == 0)
        #expect(text(library, "content/loans/b.json")!.contains("\"note\": \"cancelled on 2026-03-03\""))
    }

    @Test func withdrawIsRefusedWhileOutAndOtherwiseDatesTheBook() throws {
        let library = try TestLibrary(Self.people.merging(["content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-01")]) { $1 })
        try expectRefused(library, ["withdraw", "dune", "--on", "2026-03-05"], output: "libgen: \"Dune\" is out on loan a to Ravi Iyer; record its return first\n")
        let done = try run(library, ["withdraw", "Kim", "--on", "2026-03-05", "--reason", "Pages falling out"])
        #expect(done.stdout == "content/books/kim.md\nWithdrew \"Kim\" from Thu 5 Mar 2026\n")
        #expect(text(library, "content/books/kim.md") == "---\ntitle: Kim\nauthors: [Frank Herbert]\nowner: anita\nadded: 2025-01-01\nisbn: 978-0-14-044230-4\nwithdrawn: 2026-03-05\nwithdrawn_reason: Pages falling out\n---\n\nA book.\n")
    }

    @Test func leaveIsRefusedWhileTheyHoldBooksAndOffersTheirBooksToTheLibrary() throws {
        let library = try TestLibrary(Self.people.merging(["content/loans/a.json": TestLibrary.loan("kim", to: "ravi", status: "lent", lent: "2026-03-01")]) { $1 })
        try expectRefused(library, ["leave", "ravi", "--on", "2026-03-05"], output: "libgen: Ravi Iyer still holds \"Kim\" (loan a); record its return (or loss) first\n")
        let gone = try run(library, ["leave", "Anita", "--on", "2026-03-05"])
        #expect(gone.stdout == "content/members/anita.json\nAnita Desai leaves the library on Thu 5 Mar 2026. They own 2 books; to give it to the library: libgen swap offer --from anita --to library --gives dune --on 2026-03-04 (then swap accept), or withdraw it; kim is out on loan: give or withdraw it once back\n")
        #expect(text(library, "content/members/anita.json") == "{\n  \"name\": \"Anita Desai\",\n  \"joined\": \"2025-01-01\",\n  \"left\": \"2026-03-05\"\n}\n")
        // The command it suggests is one the library takes.
        let offered = try run(library, ["swap", "offer", "--from", "anita", "--to", "library", "--gives", "dune", "--on", "2026-03-04", "--as-of", "2026-03-05"])
        #expect(offered.status == 0, "\(offered.stdout)\(offered.stderr)")
        let swap = try #require(offered.stdout.split(separator: "\n").first.map { String($0.split(separator: "/").last!.dropLast(5)) })
        let accepted = try run(library, ["swap", "accept", swap, "--as-of", "2026-03-05"])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
    }

    @Test func aGoodreadsExportBecomesBookFiles() throws {
        let library = try TestLibrary(["content/books/hp.md": TestLibrary.book("Harry Potter", owner: "ravi", extra: "isbn: \"0747532699\"\n")])
        let export = Golden.directory.appendingPathComponent("import/goodreads_library_export.csv").path
        let before = SiteTree(library.root)
        let dry = try run(library, ["import", "goodreads", export, "--owner", "ravi", "--on", "2026-03-01", "--dry-run"])
        #expect(dry.status == 0)
        #expect(SiteTree(library.root) == before, "a dry run writes nothing")
        let result = try run(library, ["import", "goodreads", export, "--owner", "Ravi", "--on", "2026-03-01"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(dry.stdout == result.stdout.replacingOccurrences(of: "\nImported", with: "\nImported") + "Dry run: Import 5 books for Ravi Iyer from goodreads; nothing was written.\n")
        let mismatch = Golden.mismatch(Self.written(library, result.stdout), "import/goodreads.golden")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(try run(library, ["check", "--as-of", "2026-03-01"]).status == 0)
    }

    @Test func aLibraryThingExportBecomesBookFiles() throws {
        let library = try TestLibrary()
        let export = Golden.directory.appendingPathComponent("import/librarything_export.csv").path
        let result = try run(library, ["import", "librarything", export, "--owner", "library", "--on", "2026-03-01"])
        #expect(result.status == 0, "\(result.stderr)")
        let mismatch = Golden.mismatch(Self.written(library, result.stdout), "import/librarything.golden")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(try run(library, ["check", "--as-of", "2026-03-01"]).status == 0)
        // Named as another source's: said, with the source it looks like, and nothing written.
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let wrong = try run(library, ["import", "goodreads", export, "--owner", "library", "--on", "2026-03-02"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr == "libgen: \(export): no `Author` or `Author l-f` column, so this is not a goodreads export; it looks like a librarything export (import it with `libgen import librarything`); nothing was written\n", "\(wrong.stderr)")
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before)
    }

    /// A circle member's real-shaped exports (Tests/Fixtures/import/circle): the same 15 books
    /// as Goodreads writes them today (23 columns, without `Average Rating`, since 2026) and in the
    /// 24-column layout of 2022–2026, and as LibraryThing writes them in its CSV and its
    /// tab-separated export (49 columns, no quoting, `[ISBN]`, "Family, Given" names, roles,
    /// collections). The column sets were taken from users' exports published on GitHub
    /// (e.g. TurtleEngr/my-bib librarything.tsv, BeatrizFeliciano/feira-do-livro-2026
    /// goodreads_library_export.csv); the rows are invented.
    static func circle(_ name: String) -> String {
        Golden.directory.appendingPathComponent("import/circle/\(name)").path
    }

    @Test func goodreadsBringsOnlyOwnedCopiesInEitherLayout() throws {
        let library = try TestLibrary()
        let result = try run(library, ["import", "goodreads", Self.circle("goodreads_2026.csv"), "--owner", "ravi", "--on", "2026-03-01"])
        #expect(result.status == 0, "\(result.stderr)")
        let mismatch = Golden.mismatch(Self.written(library, result.stdout), "import/circle/goodreads.golden")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(try run(library, ["check", "--as-of", "2026-03-01"]).status == 0)

        let older = try TestLibrary()
        let result2024 = try run(older, ["import", "goodreads", Self.circle("goodreads_2024.csv"), "--owner", "ravi", "--on", "2026-03-01"])
        #expect(result2024.stdout == result.stdout.replacingOccurrences(of: "goodreads_2026.csv", with: "goodreads_2024.csv"),
                "the 24-column layout with Average Rating reads the same")

        let every = try TestLibrary()
        let all = try run(every, ["import", "goodreads", Self.circle("goodreads_2026.csv"), "--owner", "ravi", "--on", "2026-03-01", "--all"])
        #expect(all.stdout.contains("\nImported 14 books for Ravi Iyer from goodreads_2026.csv\n"), "\(all.stdout)")
    }

    /// A mistyped ISBN13 beside a good ISBN keeps the good one (so a later import finds the
    /// book by it); a member added twice is refused naming the file that has them.
    @Test func aGoodISBNBesideAMistypedISBN13IsKept() throws {
        let library = try TestLibrary()
        defer { try? FileManager.default.removeItem(at: library.root) }
        let path = library.root.appendingPathComponent("export.csv").path
        try Data(("Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,Publisher,Number of Pages,Year Published,Exclusive Shelf,Owned Copies\r\n"
            + "1,Children of Dune,Frank Herbert,\"Herbert, Frank\",,\"=\"\"0441013597\"\"\",\"=\"\"9780441013590\"\"\",Ace,896,1990,read,1\r\n").utf8)
            .write(to: URL(fileURLWithPath: path))
        let result = try run(library, ["import", "goodreads", path, "--owner", "ravi", "--on", "2026-03-01", "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("imported without it"), "\(result.stdout)")
        let written = Self.written(library, result.stdout)
        #expect(written.contains("isbn: \"0441013597\"") || written.contains("isbn: 0441013597"), "\(written)")
        let twice = try run(library, ["add", "member", "ravi", "--name", "Ravi Again", "--joined", "2026-03-01"])
        #expect(twice.status == 1)
        #expect(twice.stderr == "libgen: content/members/ravi.json: a member \"ravi\" exists already; pass another id\n", "\(twice.stderr)")
    }

    @Test func libraryThingBringsOwnedCopiesWithAuthorsTurnedRoundFromCSVOrTSV() throws {
        let library = try TestLibrary()
        let tsv = try run(library, ["import", "librarything", Self.circle("librarything.tsv"), "--owner", "ravi", "--on", "2026-03-01"])
        #expect(tsv.status == 0, "\(tsv.stderr)")
        let written = Self.written(library, tsv.stdout)
        let mismatch = Golden.mismatch(written, "import/circle/librarything.golden")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(try run(library, ["check", "--as-of", "2026-03-01"]).status == 0)
        #expect(written.contains("\nauthor: Maria de Souza\n") && !written.contains("Souza, Maria"), "\"Family, Given\" is turned round")
        #expect(!written.contains("Mitra") && !written.contains("D'Souza"), "a translator and an editor are not authors")

        let fromCSV = try TestLibrary()
        let csv = try run(fromCSV, ["import", "librarything", Self.circle("librarything.csv"), "--owner", "ravi", "--on", "2026-03-01"])
        #expect(Self.written(fromCSV, csv.stdout) == written.replacingOccurrences(of: "librarything.tsv", with: "librarything.csv"),
                "the CSV and the tab-separated export make the same books")

        // The same export with Windows line ends, and as UTF-16 (with its byte-order mark).
        let original = try String(contentsOfFile: Self.circle("librarything.tsv"), encoding: .utf8)
        for (name, data) in [("crlf.tsv", Data(original.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
                             ("utf16.tsv", original.data(using: .utf16)!)] {
            let other = try TestLibrary()
            defer { try? FileManager.default.removeItem(at: other.root) }
            let path = other.root.appendingPathComponent(name).path
            try data.write(to: URL(fileURLWithPath: path))
            let result = try run(other, ["import", "librarything", path, "--owner", "ravi", "--on", "2026-03-01"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(Self.written(other, result.stdout) == written.replacingOccurrences(of: "librarything.tsv", with: name), "\(name)")
        }

        let marc = try TestLibrary()
        let mixed = try run(marc, ["import", "librarything", Self.circle("librarything_marc8.tsv"), "--owner", "ravi", "--on", "2026-03-01"])
        #expect(mixed.status == 0, "MARC-8 bytes in Subjects (a column never imported) do not refuse the file: \(mixed.stderr)")
        #expect(mixed.stdout.hasSuffix("Imported 2 books for Ravi Iyer from librarything_marc8.tsv\n"))
    }

    /// What an import skipped or changed is reported with `--quiet` too (diagnostics are never
    /// dropped); only the closing summary goes.
    @Test func quietKeepsWhatTheImportSkippedOrChanged() throws {
        let csv = "Title,Author,ISBN13,Owned Copies\nGood Book,Ann Author,,1\nBad ISBN Book,Ann Author,9780000000001,1\n,No Title,,1\n"
        for quiet in [false, true] {
            let library = try TestLibrary()
            defer { try? FileManager.default.removeItem(at: library.root) }
            let path = library.root.appendingPathComponent("export.csv").path
            try csv.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try run(library, ["import", "goodreads", path, "--owner", "ravi", "--on", "2026-03-01"] + (quiet ? ["--quiet"] : []))
            #expect(result.status == 0, "\(result.stderr)")
            let notes = """
                  line 3 "Bad ISBN Book": ISBN "9780000000001" is not valid; imported without it
                  line 4: skipped, no title
                """
            let paths = "content/books/good-book.md\ncontent/books/bad-isbn-book.md\n"
            #expect(result.stdout == paths + (quiet ? notes.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
                : "Imported 2 books for Ravi Iyer from export.csv; 1 row skipped, 1 row imported with a change:\n" + notes) + "\n", "\(result.stdout)")
        }
    }

    /// A newer export of the same shelf adds only what is new: a book already there is known by
    /// its ISBN, or, where the book or the row has none, by its title and first author (in any
    /// case and spacing). A title longer than a title may be is cut, and said.
    @Test func importingANewerExportAddsOnlyWhatIsNew() throws {
        let library = try TestLibrary()
        let path = library.root.appendingPathComponent("export.csv").path
        try "Title,Author,ISBN13,Owned Copies\nGood Book,Ann Author,,1\nOther Book,Ann Author,9780747532699,1\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let first = try run(library, ["import", "goodreads", path, "--owner", "ravi", "--on", "2026-03-01"])
        #expect(first.stdout == "content/books/good-book.md\ncontent/books/other-book.md\nImported 2 books for Ravi Iyer from export.csv\n", "\(first.stdout)")
        let long = String(repeating: "Long ", count: 70)
        try """
            Title,Author,ISBN13,Owned Copies
            Good Book,Ann Author,,1
            other  book,ann author,,1
            Good Book,Ann Author,9780141439518,1
            New Book,Ann Author,,1
            \(long),Ann Author,,1

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let second = try run(library, ["import", "goodreads", path, "--owner", "ravi", "--on", "2026-03-02"])
        #expect(second.status == 0, "\(second.stderr)")
        let cut = String(long.prefix(300))
        #expect(second.stdout == """
            content/books/new-book.md
            content/books/\(Slug.make(cut)).md
            Imported 2 books for Ravi Iyer from export.csv; 3 rows skipped, 1 row imported with a change:
              line 2 "Good Book": skipped, Ravi Iyer already has a book of the same title and author (this row has no ISBN)
              line 3 "other  book": skipped, Ravi Iyer already has a book of the same title and author (this row has no ISBN)
              line 4 "Good Book": skipped, Ravi Iyer already has a book of the same title and author without an ISBN
              line 6 "\(cut)": title shortened to its first 300 characters

            """, "\(second.stdout)")
        #expect(try run(library, ["check", "--as-of", "2026-03-02"]).status == 0)
        // The same export once more: nothing new is not a failure — each row said, nothing written, exit 0.
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let third = try run(library, ["import", "goodreads", path, "--owner", "ravi", "--on", "2026-03-03"])
        #expect(third.status == 0 && third.stdout.hasPrefix("Nothing to import for Ravi Iyer from export.csv; 5 rows skipped:\n") && third.stdout.hasSuffix("Nothing was written.\n"), "\(third.stdout)")
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before)
    }

    /// Goodreads' `Author` written "Family, Given" is turned round too (and `Author l-f` taken
    /// when `Author` is empty); a year or page count that is not one is said, not dropped
    /// silently; a row the rules would refuse is skipped and said, printed visibly.
    @Test func importSaysWhatItChangedAndSkipped() throws {
        let library = try TestLibrary()
        let goodreads = library.root.appendingPathComponent("gr.csv").path
        try "Book Id,Title,Author,Author l-f,Additional Authors,ISBN13,Owned Copies,Number of Pages,Year Published\n1,The Hobbit,\"Tolkien, J.R.R.\",,,,1,0,1937\n2,The Name of the Rose,,\"Eco, Umberto\",,,1,,\n3,Strength to Love,\"Martin Luther King, Jr.\",,,,1,,c. 1963\n"
            .write(toFile: goodreads, atomically: true, encoding: .utf8)
        let first = try run(library, ["import", "goodreads", goodreads, "--owner", "ravi", "--on", "2026-03-01"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasSuffix("Imported 3 books for Ravi Iyer from gr.csv; 1 row imported with a change:\n  line 4 \"Strength to Love\": year \"c. 1963\" is not a year; imported without it\n"), "\(first.stdout)")
        let authors = ["the-hobbit", "the-name-of-the-rose", "strength-to-love"].map {
            (try? String(contentsOf: library.root.appendingPathComponent("content/books/\($0).md"), encoding: .utf8))?.split(separator: "\n").first { $0.hasPrefix("author") } ?? ""
        }
        #expect(authors == ["author: J.R.R. Tolkien", "author: Umberto Eco", "author: \"Martin Luther King, Jr.\""], "\(authors)")
        let csv = library.root.appendingPathComponent("list.csv").path
        try "title,authors,year,pages\nPlain,\"Doe, Jane\",1999,-5\nEsc\u{1B}[31mRed,Someone,,\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let second = try run(library, ["import", "csv", csv, "--owner", "ravi", "--on", "2026-03-01"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == """
            content/books/plain.md
            Imported 1 book for Ravi Iyer from list.csv; 1 row skipped, 1 row imported with a change:
              line 2 "Plain": page count "-5" is not a page count; imported without it
              line 3 "Esc\\u{1B}[31mRed": skipped, a control character (\\u{1B}) in its title, authors, genres, publisher or language

            """, "\(second.stdout)")
    }

    @Test func familyGivenNamesAreTurnedRound() {
        #expect(CatalogueImporter.givenFirst("Narayan, R. K.") == "R. K. Narayan")
        #expect(CatalogueImporter.givenFirst("Souza, Maria de") == "Maria de Souza")
        #expect(CatalogueImporter.givenFirst("Vonnegut, Kurt, Jr.") == "Kurt Vonnegut Jr.")
        #expect(CatalogueImporter.givenFirst("King, Jr.") == "King, Jr.")
        #expect(CatalogueImporter.givenFirst("Kalidasa") == "Kalidasa")
        #expect(CatalogueImporter.givenFirst("  Iyer,   Meenakshi ") == "Meenakshi Iyer")
        #expect(CatalogueImporter.nameList(["Neil Gaiman", "Terry Pratchett"]) == ["Neil Gaiman", "Terry Pratchett"])
        #expect(CatalogueImporter.nameList(["Hegde", "Prakash"]) == ["Prakash Hegde"])
        #expect(CatalogueImporter.nameList(["Narayan", "R. K.", "Anita Desai"]) == ["R. K. Narayan", "Anita Desai"])
        #expect(CatalogueImporter.nameList(["Kalidasa", "Anand Shastri"]) == ["Kalidasa", "Anand Shastri"])
    }

    @Test func aMalformedCSVNamesTheLineAndWritesNothing() throws {
        let library = try TestLibrary()
        let export = Golden.directory.appendingPathComponent("import/malformed.csv").path
        try expectRefused(library, ["import", "csv", export, "--owner", "ravi"], status: 2,
                          output: "libgen: \(export): line 3: a quoted field is never closed (a \" is missing); nothing was written\n")
    }

    /// The command's output, then every file it names, as written.
    static func written(_ library: TestLibrary, _ stdout: String) -> String {
        let paths = stdout.split(separator: "\n").filter { $0.hasPrefix("content/") }
        return stdout + paths.map { "\n=== \($0)\n" + ((try? String(contentsOf: library.root.appendingPathComponent(String($0)), encoding: .utf8)) ?? "<missing>") }.joined()
    }

    @Test func addBookTakesCoverAndFeaturedAndHintsAtTwoAuthorsInOne() throws {
        let library = try TestLibrary([:])
        try library.write("content/covers/fam.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0]))
        let added = try run(library, ["add", "book", "--title", "Freedom at Midnight: India 1947", "--author", "Larry Collins, Dominique Lapierre", "--owner", "Anita",
                                      "--cover", "covers/fam.jpg", "--featured", "--on", "2026-03-01"])
        #expect(added.status == 0)
        #expect(added.stderr == "hint: \"Larry Collins, Dominique Lapierre\" looks like more than one author; pass --author once for each\n")
        #expect(text(library, "content/books/freedom-at-midnight-india-1947.md") == "---\ntitle: \"Freedom at Midnight: India 1947\"\nauthor: \"Larry Collins, Dominique Lapierre\"\nowner: anita\nadded: 2026-03-01\ncover: covers/fam.jpg\nfeatured: true\n---\n")
        #expect(try run(library, ["add", "book", "--title", "Midnight's Children", "--author", "Salman Rushdie", "--owner", "ravi", "--on", "2026-03-01"]).stdout
                == "content/books/midnights-children.md\nAdded \"Midnight's Children\" (midnights-children), shared by Ravi Iyer\n")
    }

    @Test func anUnquotedColonInATitleSaysToQuoteIt() throws {
        let library = try TestLibrary(["content/books/dune.md": "---\ntitle: Dune: Messiah\nauthor: Frank Herbert\nowner: anita\nadded: 2025-01-01\n---\n"])
        let check = try run(library, ["check", "--as-of", "2026-03-01"])
        #expect(check.stdout.hasPrefix("content/books/dune.md:2:12: error: invalid YAML in the front matter: mapping values are not allowed in this context (a value with a colon in it must be quoted, like title: \"Dune: Messiah\") [parse.front-matter]\n"))
    }

    @Test func refusalsThatKeepBadDataOut() throws {
        let library = try TestLibrary([
            "content/loans/agreed.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-01", due: "2026-04-30"),
            "content/loans/broken.json": #"{"book": "dune", "borrower": "anita", "status": "lent", "lent": "2026-02-30"}"#,
        ])
        try expectRefused(library, ["renew", "agreed", "--on", "2026-03-10"],
                          output: "libgen: loan agreed has an agreed due date (2026-04-30), which a renewal cannot move; change `due` instead\n")
        try expectRefused(library, ["renew", "broken", "--on", "2026-03-10"],
                          output: "libgen: loan broken is lent without a valid `lent` date; only a book that is out can be renewed\n")
        // A malformed --email is a command line that cannot run: exit 2, the value never repeated.
        let badEmail = try CommandRunner.run(["add", "member", "meera", "--name", "Meera Rao", "--joined", "2026-03-01", "--email", "meera-at-example", "--root", library.root.path])
        #expect(badEmail.status == 2)
        #expect(badEmail.stderr == "libgen: --email is not an e-mail address; write it like ravi@example.org\n")
        try library.write("content/members/ravi.json", TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"phone\": \"+91 98200 11111\""))
        try expectRefused(library, ["contacts", "move", "--contacts", library.root.appendingPathComponent("content/contacts.json").path],
                          output: "libgen: the contacts file must not be under content/: everything there is published with the repository\n")
        // Nor through a link to content/.
        try FileManager.default.createSymbolicLink(at: library.root.appendingPathComponent("clink"), withDestinationURL: library.root.appendingPathComponent("content"))
        try expectRefused(library, ["contacts", "move", "--contacts", library.root.appendingPathComponent("clink/secret.json").path],
                          output: "libgen: the contacts file must not be under content/: everything there is published with the repository\n")
    }

    @Test func theSmallFrictions() throws {
        let library = try TestLibrary()
        let badDate = try run(library, ["add", "member", "meera", "--name", "Meera Rao", "--joined", "22/08/2026"])
        #expect(badDate.status == 2)
        #expect(badDate.stderr.contains("'22/08/2026' is invalid for '--joined <YYYY-MM-DD>'"))
        try expectRefused(library, ["add", "member", "meera", "--name", "  ", "--joined", "2026-03-01"], status: 2, output: "Error: --name is empty\nUsage: libgen add member [<options>] <id> --name <name> --joined <YYYY-MM-DD>\n  See 'libgen add member --help' for more information.\n")
        try expectRefused(library, ["lend", "dune", "--to", "ravi", "--on", "2026-03-01", "--commit"], status: 2,
                          output: "libgen: \(library.root.standardizedFileURL.path) is not in a git repository, so --commit cannot commit; nothing was written\n")
        let stats = try run(library, ["report", "stats", "--member", "ravi"])
        #expect(stats.status == 0 && stats.stderr == "", "\(stats.stderr)")
        try library.write("content/loans/a.json", TestLibrary.loan(to: "ravi", status: "requested", requested: "2026-05-01"))
        let looking = try run(library, ["report", "holds", "--as-of", "2026-04-01"])
        #expect(looking.stderr == "", "a request made after the as-of day is not an error of the library")
        let build = try run(library, ["build", "--as-of", "2026-06-01", "--quiet"])
        #expect(build.status == 0)
        #expect(build.stdout == "" && build.stderr == "", "--quiet drops the summary")
    }
}
