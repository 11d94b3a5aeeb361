import Foundation
import Testing
@testable import LibGenSupport
@testable import TestSupport

/// CLI.md v1.3: `swap offer` refuses a book that is out; `swap accept --on DATE` judges the swap
/// on the day it is accepted (its `date`), which `check --base` allows to move later.
@Suite struct SwapDaysTests {
    @Test func aBookOutCannotBeOfferedAndAcceptanceTakesItsDay() throws {
        let library = try TestLibrary([
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/loans/a.json": TestLibrary.loan(to: "meera", status: "lent", lent: "2026-05-03"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let root = library.root.path
        let refused = try CommandRunner.run(["swap", "offer", "--from", "anita", "--to", "ravi", "--gives", "dune", "--on", "2026-05-05", "--as-of", "2026-05-05", "--root", root])
        #expect(refused.status == 1)
        #expect(refused.stderr == "libgen: \"Dune\" is out on loan (due back Sun 17 May 2026); offer the swap once it is back\n")
        // Offered before the loan; the loan then; accepted after the book is back.
        let offered = try CommandRunner.run(["swap", "offer", "--from", "anita", "--to", "ravi", "--gives", "dune", "--on", "2026-05-01", "--as-of", "2026-05-05", "--root", root])
        #expect(offered.status == 0, "\(offered.stderr)")
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "offered"]] {
            _ = try ProcessOutput.run("/usr/bin/env", ["git", "-C", root, "-c", "user.name=L", "-c", "user.email=l@example.org"] + arguments)
        }
        let whileOut = try CommandRunner.run(["swap", "accept", "2026-05-01-anita-ravi", "--on", "2026-05-05", "--as-of", "2026-05-05", "--root", root])
        #expect(whileOut.status == 1)
        #expect(whileOut.stdout.contains("[swap.on-loan]"), "\(whileOut.stdout)")
        try library.write("content/loans/a.json", TestLibrary.loan(to: "meera", status: "returned", lent: "2026-05-03", returned: "2026-05-10"))
        let accepted = try CommandRunner.run(["swap", "accept", "2026-05-01-anita-ravi", "--on", "2026-05-12", "--as-of", "2026-05-12", "--root", root])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        let swap = try String(contentsOf: library.root.appendingPathComponent("content/swaps/2026/2026-05-01-anita-ravi.json"), encoding: .utf8)
        #expect(swap.contains("\"date\": \"2026-05-12\"") && swap.contains("\"status\": \"accepted\""), "\(swap)")
        let check = try CommandRunner.run(["check", "--base", "HEAD", "--as-of", "2026-05-12", "--root", root])
        #expect(check.status == 0, "\(check.stdout)")
    }
}
