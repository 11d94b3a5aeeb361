import Foundation
import Testing
@testable import TestSupport

/// What an edit says of itself tells the truth (issue: "friction that misleads").
@Suite struct FrictionTests {
    /// A void that mends the error the library had says so, not "this edit adds none".
    @Test func anEditThatFixesErrorsSaysSo() throws {
        let library = try TestLibrary([
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/loans/a.json": TestLibrary.loan(to: "meera", status: "lent", lent: "2026-05-01"),
            "content/loans/b.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-05-02"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let output = try CommandRunner.run(["void", "b", "--note", "recorded twice by mistake", "--as-of", "2026-05-03", "--root", library.root.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr == "this edit fixes 1 error\n", "\(output.stderr)")
    }

    /// A line feed in an argument never starts a line of its own in a CI log.
    @Test func aLineFeedInAnArgumentStaysOnTheMessagesLine() throws {
        let library = try TestLibrary()
        defer { try? FileManager.default.removeItem(at: library.root) }
        let output = try CommandRunner.run(["lend", "no such book\n::error::planted", "--to", "ravi", "--root", library.root.path])
        #expect(output.status == 2)
        #expect(output.stderr.split(separator: "\n").count == 1 && !output.stderr.contains("\n::error"), "\(output.stderr)")
        #expect(output.stderr.contains("\\u{A}::error::planted"), "\(output.stderr)")
    }
}
