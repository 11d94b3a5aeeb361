import Foundation
import Testing
@testable import TestSupport

/// `libgen expire` (FORMAT.md, "When does a hold end?").
@Suite struct ExpireTests {
    /// Back on the shelf on 5 March, kept for Meera (asked first) with `hold_days` 3: her last
    /// day to collect it is the 8th; on the 9th `expire` ends her request, and it is Ravi's turn.
    static func library(holdDays: Int? = 3) throws -> TestLibrary {
        try TestLibrary([
            "content/library.json": "{\"name\": \"Test Circle\", \"policy\": {" + (holdDays.map { "\"hold_days\": \($0)" } ?? "") + "}}",
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/members/kavya.json": TestLibrary.member("Kavya Nair", joined: "2025-01-01"),
            "content/loans/a.json": TestLibrary.loan(to: "kavya", status: "returned", lent: "2026-03-01", returned: "2026-03-05"),
            "content/loans/m.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-02"),
            "content/loans/r.json": TestLibrary.loan(status: "requested", requested: "2026-03-03"),
        ])
    }

    @Test func aHoldPastItsDaysIsEndedAndTheNextMemberIsReady() throws {
        let library = try Self.library()
        defer { try? FileManager.default.removeItem(at: library.root) }
        let early = try CommandRunner.run(["expire", "--root", library.root.path, "--on", "2026-03-08", "--as-of", "2026-03-08"])
        #expect(early.status == 0, "\(early.stderr)")
        #expect(early.stdout == "No hold ran out on Sun 8 Mar 2026.\nNothing was written.\n")
        let before = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-03-09"])
        #expect(before.stdout.contains("[loan.hold-expired]"))
        let output = try CommandRunner.run(["expire", "--root", library.root.path, "--as-of", "2026-03-09"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "content/loans/m.json\nEnded 1 hold that ran out on Mon 9 Mar 2026: \"Dune\" for Meera Rao (kept since Thu 5 Mar 2026, 3 days to collect it).\n")
        #expect(try String(contentsOf: library.root.appendingPathComponent("content/loans/m.json"), encoding: .utf8) == """
            {
              "book": "dune",
              "borrower": "meera",
              "status": "cancelled",
              "requested": "2026-03-02",
              "note": "hold expired on 2026-03-09"
            }

            """)
        // The warning is gone, and the book is Ravi's from the 9th: collect by the 12th.
        let after = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-03-09"])
        #expect(after.status == 0 && !after.stdout.contains("hold-expired"), "\(after.stdout)")
        let holds = try CommandRunner.run(["report", "holds", "--root", library.root.path, "--as-of", "2026-03-09", "--format", "json"])
        #expect(holds.stdout.contains("\"ready_for\": \"ravi\""), "\(holds.stdout)")
        #expect(holds.stdout.contains("\"collect_by\": \"2026-03-12\""), "\(holds.stdout)")
        // Run again the same day: nothing more ends.
        let again = try CommandRunner.run(["expire", "--root", library.root.path, "--as-of", "2026-03-09", "--quiet"])
        #expect(again.status == 0 && again.stdout == "", "\(again.stdout)")
    }

    @Test func withoutHoldDaysNoHoldEndsAndALaterDayIsRefused() throws {
        let library = try Self.library(holdDays: nil)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let output = try CommandRunner.run(["expire", "--root", library.root.path, "--as-of", "2026-03-30"])
        #expect(output.status == 0)
        #expect(output.stdout == "policy.hold_days is not set in content/library.json: a book is kept for its member until it is lent or the request is cancelled, so no hold ends.\nNothing was written.\n")
        let later = try CommandRunner.run(["expire", "--root", library.root.path, "--as-of", "2026-03-09", "--on", "2026-03-10"])
        #expect(later.status == 1)
        #expect(later.stderr == "libgen: 2026-03-10 is after today (2026-03-09); holds are ended on the day they run out, or later\n")
    }
}
