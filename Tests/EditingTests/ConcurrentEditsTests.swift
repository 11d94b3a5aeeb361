import Foundation
import Synchronization
import Testing
@testable import TestSupport

/// CLI.md v1.3: an edit holds the library's lock from reading to writing, so that of two edits
/// at once the second is judged on the first's result (run on the binary, as people run it).
@Suite struct ConcurrentEditsTests {
    static func library() throws -> TestLibrary {
        try TestLibrary([
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/members/sanjay.json": TestLibrary.member("Sanjay Nair", joined: "2025-01-01"),
            "content/members/kavya.json": TestLibrary.member("Kavya Iyer", joined: "2025-01-01"),
        ])
    }

    /// Runs each argument list at once, each as its own libgen process.
    static func atOnce(_ runs: [[String]]) -> [CommandRunner.Output] {
        let results = Mutex<[Int: CommandRunner.Output]>([:])
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            let output = try? CommandRunner.run(runs[index])
            results.withLock { $0[index] = output }
        }
        return results.withLock { all in runs.indices.compactMap { all[$0] } }
    }

    @Test func ofParallelLendsOfOneBookExactlyOneWins() throws {
        for round in 0..<20 {
            let library = try Self.library()
            defer { try? FileManager.default.removeItem(at: library.root) }
            let borrowers = ["meera", "sanjay", "kavya", "ravi"]
            let outputs = Self.atOnce(borrowers.map { ["lend", "dune", "--to", $0, "--on", "2026-05-01", "--as-of", "2026-05-01", "--root", library.root.path] })
            #expect(outputs.count == borrowers.count)
            let won = outputs.filter { $0.status == 0 }
            #expect(won.count == 1, "round \(round): \(outputs.map { $0.stdout + $0.stderr })")
            for refused in outputs where refused.status != 0 {
                #expect(refused.status == 1, "\(refused.stderr)")
                #expect(refused.stdout.contains("[loan.double-lend]") && refused.stdout.contains("Refused: Lend \"Dune\""), "\(refused.stdout)")
            }
            let check = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-05-01"])
            #expect(check.status == 0, "round \(round): \(check.stdout)")
        }
    }

    @Test func aReturnAndARenewalAtOnceNeverRenewAReturnedLoan() throws {
        for round in 0..<20 {
            let library = try Self.library()
            defer { try? FileManager.default.removeItem(at: library.root) }
            try library.write("content/loans/a.json", TestLibrary.loan(to: "meera", status: "lent", lent: "2026-05-01"))
            let root = library.root.path
            _ = Self.atOnce([["return", "a", "--on", "2026-05-10", "--as-of", "2026-05-10", "--root", root],
                             ["renew", "a", "--on", "2026-05-10", "--as-of", "2026-05-10", "--root", root]])
            let loan = try String(contentsOf: library.root.appendingPathComponent("content/loans/a.json"), encoding: .utf8)
            #expect(loan.contains("\"status\": \"returned\""), "round \(round): \(loan)")
            // Renewed first and then returned is fine; a renewal written onto a returned loan is not.
            let check = try CommandRunner.run(["check", "--root", root, "--as-of", "2026-05-10"])
            #expect(check.status == 0, "round \(round): \(check.stdout)")
        }
    }
}
