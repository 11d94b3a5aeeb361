import Foundation
import Testing
@testable import TestSupport

/// CLI.md v1.3: a record that cannot be read leaves what it would decide unknown, and nothing
/// is judged on a guess — an edit of its book is refused naming it; a `library.json` that does
/// not parse stops every command (exit 2) with its one diagnostic.
@Suite struct UnknownStaysUnknownTests {
    static let conflicted = """
        {
          "book": "dune",
          "borrower": "meera",
        <<<<<<< HEAD
          "status": "lent",
          "lent": "2026-05-01"
        =======
          "status": "returned",
          "lent": "2026-05-01",
          "returned": "2026-05-03"
        >>>>>>> other
        }

        """

    @Test func aLoanFileWithConflictMarkersKeepsItsBookFromBeingLent() throws {
        let library = try TestLibrary([
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/2026/2026-05-01-dune-meera.json": Self.conflicted,
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let refused = try CommandRunner.run(["lend", "dune", "--to", "ravi", "--on", "2026-05-04", "--as-of", "2026-05-04", "--root", library.root.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("libgen: content/loans/2026/2026-05-01-dune-meera.json cannot be read ("), "\(refused.stderr)")
        #expect(refused.stderr.hasSuffix("), so whether \"Dune\" is out or waited for is not known: mend that file first (libgen check names what is wrong); nothing was written\n"), "\(refused.stderr)")
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before, "nothing written")
        // Another book is not affected.
        let emma = try CommandRunner.run(["lend", "emma", "--to", "ravi", "--on", "2026-05-04", "--as-of", "2026-05-04", "--root", library.root.path])
        #expect(emma.status == 0, "\(emma.stderr)")
    }

    @Test func aLibraryJSONThatDoesNotParseStopsEveryCommandWithOneDiagnostic() throws {
        let library = try TestLibrary([
            "content/library.json": "{\"name\": \"Test Circle\", \"timezone\": \"Asia/Kolkata\",}",
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-11-20", returned: "2026-11-28"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let root = library.root.path
        let line = "content/library.json:1:52: error: invalid JSON: trailing comma before `}`; remove the comma [parse.json]"
        let check = try CommandRunner.run(["check", "--root", root])
        #expect(check.status == 2)
        #expect(check.stdout == line + "\n", "\(check.stdout)")
        let json = try CommandRunner.run(["check", "--root", root, "--format", "json"])
        #expect(json.status == 2 && json.stdout.contains("\"rule\": \"parse.json\"") && json.stdout.contains("\"errors\": 1"), "\(json.stdout)")
        for arguments in [["build"], ["report", "overdue"], ["remind"], ["lend", "dune", "--to", "ravi"], ["labels"]] {
            let output = try CommandRunner.run(arguments + ["--root", root])
            #expect(output.status == 2, "\(arguments): \(output.stdout)\(output.stderr)")
            #expect(output.stderr.hasPrefix("libgen: " + line), "\(arguments): \(output.stderr)")
            #expect(!output.stdout.contains("loan.future") && !output.stderr.contains("loan.future"), "nothing judged on guessed settings")
        }
    }

    /// Curly quotes and conflict markers are named as what they are, not as a parser's surprise.
    @Test func curlyQuotesAndConflictMarkersAreNamed() throws {
        let library = try TestLibrary([
            "content/members/meera.json": "{\n  \"name\": “Meera Rao”,\n  \"joined\": \"2025-01-01\"\n}\n",
            "content/loans/2026/2026-05-01-dune-meera.json": Self.conflicted,
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let check = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-05-04"])
        #expect(check.stdout.hasPrefix("""
            content/loans/2026/2026-05-01-dune-meera.json:4:1: error: invalid JSON: a merge conflict's marker (`<<<<<<<`): the file holds both sides of a conflict; keep the right lines and remove the markers (`<<<<<<<`, `=======`, `>>>>>>>`) [parse.json]
            content/members/meera.json:2:11: error: invalid JSON: a curly quote (“ ” or ‘ ’) where JSON needs a straight double quote ("); retype the quotes around names and values as " [parse.json]

            """), "\(check.stdout)")
    }
}
