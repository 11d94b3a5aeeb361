@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport
import Foundation
import Testing

/// A year of a small library, run with the editing commands alone; `libgen
/// check` stays clean after every step, and refused steps change nothing.
@Suite struct YearOfALibraryTests {
    /// (arguments, expected exit status)
    static let year: [([String], Int32)] = [
        (["add", "member", "ravi", "--name", "Ravi Iyer", "--joined", "2025-01-01", "--email", "ravi@example.org"], 0),
        (["add", "member", "anita", "--name", "Anita Desai", "--joined", "2025-01-01"], 0),
        (["add", "member", "meera", "--name", "Meera Rao", "--joined", "2025-01-03"], 0),
        (["add", "member", "john", "--name", "John Dsouza", "--joined", "2025-02-01"], 0),
        (["add", "book", "--title", "Dune", "--author", "Frank Herbert", "--owner", "anita", "--isbn", "9780441013593", "--on", "2025-01-05"], 0),
        (["add", "book", "--title", "Emma", "--author", "Jane Austen", "--owner", "ravi", "--on", "2025-01-05"], 0),
        (["add", "book", "--title", "Kim", "--author", "Rudyard Kipling", "--owner", "library", "--on", "2025-01-05"], 0),
        (["add", "book", "--title", "The Hobbit", "--author", "J. R. R. Tolkien", "--owner", "meera", "--genre", "Fantasy", "--on", "2025-01-06"], 0),
        (["request", "dune", "--by", "ravi", "--on", "2025-01-10"], 0),
        (["lend", "dune", "--to", "ravi", "--on", "2025-01-12"], 0),
        (["lend", "emma", "--to", "meera", "--on", "2025-01-15"], 0),
        (["lend", "dune", "--to", "meera", "--on", "2025-01-16"], 1),          // out to Ravi
        (["renew", "dune", "--on", "2025-01-25"], 0),
        (["renew", "dune", "--on", "2025-02-03"], 1),                           // one renewal only
        (["request", "dune", "--by", "john", "--on", "2025-02-02"], 0),
        (["return", "dune", "--on", "2025-02-05"], 0),
        (["lend", "dune", "--to", "john", "--on", "2025-02-06"], 0),
        (["return", "emma", "--on", "2025-02-08"], 0),
        (["lend", "kim", "--to", "anita", "--on", "2025-03-01"], 0),
        (["lost", "kim", "--on", "2025-03-20"], 0),
        (["lend", "kim", "--to", "meera", "--on", "2025-03-25"], 1),           // lost: out for good
        (["return", "kim", "--on", "2025-04-02"], 0),                           // found
        (["return", "dune", "--on", "2025-02-27"], 0),
        (["request", "the-hobbit", "--by", "ravi", "--on", "2025-05-01"], 0),
        (["reject", "the-hobbit", ], 0),
        (["request", "the-hobbit", "--by", "john", "--on", "2025-05-03"], 0),
        (["cancel", "the-hobbit"], 0),
        (["swap", "offer", "--from", "anita", "--to", "ravi", "--gives", "dune", "--takes", "emma", "--on", "2025-06-01"], 0),
        (["swap", "accept", "2025-06-01-anita-ravi"], 0),
        (["lend", "dune", "--to", "ravi", "--on", "2025-07-01"], 1),           // Ravi owns it now
        (["lend", "dune", "--to", "anita", "--on", "2025-07-01"], 0),
        (["return", "dune", "--on", "2025-07-15"], 0),
        (["swap", "offer", "--from", "meera", "--to", "library", "--gives", "the-hobbit", "--on", "2025-09-01"], 0),
        (["swap", "accept", "2025-09-01-meera-library"], 0),
        (["lend", "the-hobbit", "--to", "meera", "--on", "2025-10-01", "--due", "2025-10-10"], 0),
        (["return", "the-hobbit", "--on", "2025-10-09"], 0),
        (["swap", "offer", "--from", "john", "--to", "ravi", "--gives", "kim", "--on", "2025-11-01"], 1),   // not John's to give
    ]

    @Test func aYearOfEditsKeepsTheLibraryClean() throws {
        let library = try TestLibrary(["content/library.json": #"{"name": "Year Circle", "policy": {"loan_days": 21, "max_renewals": 1}}"#], defaults: false)
        for (arguments, expected) in Self.year {
            let before = SiteTree(library.root.appendingPathComponent("content"))
            let output = try CommandRunner.run(arguments + ["--root", library.root.path])
            #expect(output.status == expected, "\(arguments.joined(separator: " ")): \(output.stdout)\(output.stderr)")
            if expected != 0 { #expect(SiteTree(library.root.appendingPathComponent("content")) == before) }
            let check = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2025-12-31"])
            #expect(check.status == 0, "after \(arguments.joined(separator: " ")): \(check.stdout)")
        }
        let check = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2025-12-31"])
        #expect(check.stdout == "0 errors, 0 warnings — 4 books, 4 members, 8 loans, 2 swaps\n")
        let history = try CommandRunner.run(["report", "history", "--book", "dune", "--format", "csv", "--root", library.root.path, "--as-of", "2025-12-31"])
        #expect(history.stdout.components(separatedBy: "\r\n").count == 5, "three loans of Dune, a header and the final line end")
    }
}
