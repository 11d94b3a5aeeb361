import Foundation
import Testing
@testable import LibGenEditing
@testable import LibGenCore
@testable import TestSupport

/// Names and titles in every command (CLI.md v1.2): swaps and reports by title and name, a
/// book page's address where a book is named, copies told apart by owner and availability,
/// suggestions by title for a misspelt word.
@Suite struct NamesEverywhereTests {
    static let library: [String: String?] = [
        "content/members/deepa.json": TestLibrary.member("Deepa Menon", joined: "2025-01-01"),
        "content/books/a-suitable-boy.md": TestLibrary.book("A Suitable Boy", owner: "anita"),
        "content/books/gatsby.md": TestLibrary.book("The Great Gatsby", owner: "anita"),
        "content/books/gatsby-2.md": TestLibrary.book("The Great Gatsby", owner: "ravi"),
        "content/books/hobbit.md": TestLibrary.book("The Hobbit", owner: "anita"),
        "content/books/pride.md": TestLibrary.book("Pride and Prejudice", owner: "anita"),
        "content/loans/g.json": TestLibrary.loan("gatsby-2", to: "deepa", status: "lent", lent: "2026-05-20"),
        "content/loans/h.json": TestLibrary.loan("hobbit", to: "deepa", status: "returned", lent: "2026-04-01", returned: "2026-04-10"),
    ]

    func run(_ library: TestLibrary, _ arguments: [String]) throws -> CommandRunner.Output {
        try CommandRunner.run(arguments + ["--root", library.root.path])
    }

    @Test func swapsAndReportsTakeTitlesAndNames() throws {
        let library = try TestLibrary(Self.library)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let offer = try run(library, ["swap", "offer", "--from", "Anita", "--to", "the library", "--gives", "A Suitable Boy", "--on", "2026-05-30", "--dry-run"])
        #expect(offer.status == 0, "\(offer.stderr)")
        #expect(offer.stdout.contains("+  \"gives\": [\n+    \"a-suitable-boy\"\n+  ],\n"))
        let history = try run(library, ["report", "history", "--member", "Deepa", "--as-of", "2026-06-01", "--format", "csv"])
        #expect(history.status == 0)
        #expect(history.stdout.split(separator: "\r\n").count == 3, "two loans of Deepa's and the header")
    }

    @Test func aBookPageAddressNamesTheBook() throws {
        let library = try TestLibrary(Self.library)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let output = try run(library, ["request", "https://books.example.org/circle/books/hobbit/", "--by", "ravi", "--on", "2026-05-30", "--dry-run"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Requested \"The Hobbit\" for Ravi Iyer"))
    }

    @Test func twoCopiesAreToldApartByOwnerAndWhereTheyAre() throws {
        let library = try TestLibrary(Self.library)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let output = try run(library, ["request", "The Great Gatsby", "--by", "ravi", "--on", "2026-05-30"])
        #expect(output.status == 2, "a name that fits two books is a bad argument, as in every command")
        #expect(output.stderr == "libgen: \"The Great Gatsby\" could be more than one book: gatsby (\"The Great Gatsby\", Anita Desai's copy, on the shelf), gatsby-2 (\"The Great Gatsby\", Ravi Iyer's copy, on loan, due back 2026-06-03 and overdue)\n")
    }

    @Test func aMisspeltTitleSuggestsTheTitle() throws {
        let library = try TestLibrary(Self.library)
        defer { try? FileManager.default.removeItem(at: library.root) }
        for (typed, title) in [("Pride and Predjudice", "Pride and Prejudice"), ("the hobit", "The Hobbit")] {
            let output = try run(library, ["request", typed, "--by", "ravi", "--on", "2026-05-30"])
            #expect(output.stderr == "libgen: no book \"\(typed)\" (did you mean \"\(title)\"?); name it by id, title or ISBN\n")
        }
    }
}
