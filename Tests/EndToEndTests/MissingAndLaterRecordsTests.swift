import Foundation
import Testing
@testable import LibGenCore
@testable import TestSupport

/// A missing copy is not asked for, a withdrawn book gets no label, a record dated after
/// today is an error of the library even in a report that looks back, and a request that is
/// ready at once (everyone ahead passed over) says so.
@Suite struct MissingAndLaterRecordsTests {
    static func library() throws -> TestLibrary {
        try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "base_url": "https://books.example.org/"}"#,
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita", extra: "withdrawn: 2026-02-01\n"),
            "content/loans/a.json": TestLibrary.loan(status: "lost", lent: "2026-01-05", lost: "2026-01-20"),
        ])
    }

    @Test func aMissingCopyCannotBeAskedFor() throws {
        let library = try Self.library()
        let before = SiteTree(library.root)
        let output = try CommandRunner.run(["request", "dune", "--by", "anita", "--root", library.root.path, "--on", "2026-03-01", "--as-of", "2026-03-01"])
        #expect(output.status == 1)
        #expect(output.stderr == "libgen: \"Dune\" is missing (lost on Tue 20 Jan 2026); it cannot be asked for: if it turns up, record its return first\n")
        #expect(SiteTree(library.root) == before, "a refused edit writes nothing")
    }

    @Test func aRequestReadyAtOnceSaysSo() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"loan_days": 14, "block_overdue": true}}"#,
            "content/members/arjun.json": TestLibrary.member("Arjun Mehta", joined: "2025-01-01"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/e.json": TestLibrary.loan("emma", to: "arjun", status: "lent", lent: "2026-03-01"),
        ])
        let first = try CommandRunner.run(["request", "dune", "--by", "arjun", "--root", library.root.path, "--on", "2026-03-20", "--as-of", "2026-03-21"])
        #expect(first.status == 0, "\(first.stderr)")
        let second = try CommandRunner.run(["request", "dune", "--by", "ravi", "--root", library.root.path, "--on", "2026-03-21", "--as-of", "2026-03-21"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "content/loans/2026/2026-03-21-dune-ravi.json\nRequested \"Dune\" for Ravi Iyer; it is on the shelf and ready for them (those ahead in the queue cannot take it now)\n")
        let holds = try CommandRunner.run(["report", "holds", "--root", library.root.path, "--as-of", "2026-03-21", "--format", "json"])
        #expect(holds.stdout.contains("\"ready_for\": \"ravi\""), "\(holds.stdout)")
    }

    @Test func aWithdrawnBookGetsNoLabel() throws {
        let library = try Self.library()
        let output = try CommandRunner.run(["labels", "--root", library.root.path, "--as-of", "2026-03-01", "--book", "emma"])
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("libgen: --book: \"Emma\" (emma) is withdrawn (since "), "\(output.stderr)")
        #expect(output.stderr.hasSuffix("); its label would lead to no page\n"))
        #expect(try CommandRunner.run(["labels", "--root", library.root.path, "--as-of", "2026-03-01", "--book", "dune"]).status == 0)
        // A book not yet added has its page (it says the day it joins): its label leads there.
        try library.write("content/books/kim.md", TestLibrary.book("Kim", owner: "anita", added: "2026-05-01"))
        let coming = try CommandRunner.run(["labels", "--root", library.root.path, "--as-of", "2026-03-01", "--book", "kim"])
        #expect(coming.status == 0, "\(coming.stderr)")
        #expect(coming.stdout.contains("https://books.example.org/books/kim/"))
        let inside = try CommandRunner.run(["labels", "--root", library.root.path, "--as-of", "2026-03-01", "--out", library.root.appendingPathComponent("content/labels.html").path])
        #expect(inside.status == 2)
        #expect(inside.stderr == "libgen: --out \(library.root.appendingPathComponent("content/labels.html").path): it lies inside content/, which holds only the library's records; write the sheet elsewhere\n")
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent("content/labels.html").path))
    }

    @Test func aRecordDatedAfterTodayIsAnErrorEvenLookingBack() throws {
        let library = try Self.library()
        // After the as-of day but before today: later history, which a report looking back does not count.
        try library.write("content/loans/b.json", TestLibrary.loan("emma", to: "ravi", status: "requested", requested: "2026-01-25"))
        let back = try CommandRunner.run(["report", "overdue", "--root", library.root.path, "--as-of", "2026-01-22"])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stderr == "")
        // After today (whatever today is): an error of the library, as check says.
        try library.write("content/loans/b.json", TestLibrary.loan("emma", to: "ravi", status: "requested", requested: "2999-01-25"))
        let later = try CommandRunner.run(["report", "overdue", "--root", library.root.path, "--as-of", "2026-01-22"])
        #expect(later.status == 1)
        #expect(later.stderr == "warning: the library has 1 error in content/loans/b.json (see libgen check); this report may be incomplete\n")
    }
}
