import Foundation
import Testing
@testable import LibGenEditing
@testable import LibGenCore
@testable import TestSupport

/// Edits of files with Windows line ends, a dry run that touches the contacts file, a member
/// named by part of their GitHub login, control characters in what a refusal prints, and the
/// day a request is closed on.
@Suite struct EditEdgeCasesTests {
    static func library() throws -> TestLibrary {
        try TestLibrary([
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"github\": \"ravi-iyer-blr\""),
            "content/books/dune.md": "---\r\ntitle: Dune\r\nauthors: [Frank Herbert]\r\nowner: anita\r\nadded: 2025-01-01\r\n---\r\n\r\nA book.\r\n",
            "contacts.json": #"{"ravi": {"email": "ravi@example.org", "phone": "+91 98200 11111"}}"#,
            ".gitignore": "/contacts.json\n",
        ])
    }

    @Test func aBookWithWindowsLineEndsIsWithdrawnAndSwappedInPlace() throws {
        let library = try Self.library()
        let output = try CommandRunner.run(["withdraw", "dune", "--root", library.root.path, "--on", "2026-03-01", "--as-of", "2026-03-01"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "content/books/dune.md\nWithdrew \"Dune\" from Sun 1 Mar 2026\n")
        #expect(try String(contentsOf: library.root.appendingPathComponent("content/books/dune.md"), encoding: .utf8)
                == "---\r\ntitle: Dune\r\nauthors: [Frank Herbert]\r\nowner: anita\r\nadded: 2025-01-01\r\nwithdrawn: 2026-03-01\r\n---\r\n\r\nA book.\r\n")

        let swapped = try Self.library()
        try swapped.write("content/swaps/2026/2026-02-01-anita-ravi.json", #"{"date": "2026-02-01", "status": "pending", "from": "anita", "to": "ravi", "gives": ["dune"]}"#)
        let accepted = try CommandRunner.run(["swap", "accept", "2026-02-01-anita-ravi", "--root", swapped.root.path, "--as-of", "2026-03-01"])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        #expect(try String(contentsOf: swapped.root.appendingPathComponent("content/books/dune.md"), encoding: .utf8).contains("\r\nowner: ravi\r\n"))
    }

    @Test func aDryRunNeverShowsTheContactsFile() throws {
        let library = try Self.library()
        let output = try CommandRunner.run(["add", "member", "zara", "--name", "Zara Khan", "--joined", "2026-03-01", "--email", "zara@example.org",
                                            "--root", library.root.path, "--as-of", "2026-03-01", "--dry-run"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("contacts.json: would be changed (contact details are not shown)\n"), "\(output.stdout)")
        #expect(!output.stdout.contains("@example.org") && !output.stdout.contains("98200"), "\(output.stdout)")
    }

    /// A new member's contact details are added at the end of the contacts file, the rest of it
    /// as it was written (CLI.md: writes keep the file's key order and style).
    @Test func addingAMembersContactsKeepsTheFileAsItWas() throws {
        let library = try Self.library()
        let written = "{\n  \"ravi\": {\"phone\": \"+91 98200 11111\", \"flat\": \"B-4\", \"email\": \"ravi@example.org\"},\n  \"anita\": {\"flat\": \"C-12\"}\n}\n"
        try library.write("contacts.json", written)
        let output = try CommandRunner.run(["add", "member", "zara", "--name", "Zara Khan", "--joined", "2026-03-01", "--email", "zara@example.org",
                                            "--root", library.root.path, "--as-of", "2026-03-01"])
        #expect(output.status == 0, "\(output.stderr)")
        let after = try String(contentsOf: library.root.appendingPathComponent("contacts.json"), encoding: .utf8)
        #expect(after == "{\n  \"ravi\": {\"phone\": \"+91 98200 11111\", \"flat\": \"B-4\", \"email\": \"ravi@example.org\"},\n  \"anita\": {\"flat\": \"C-12\"},\n  \"zara\": {\n    \"email\": \"zara@example.org\"\n  }\n}\n", "\(after)")
    }

    @Test func aMemberIsFoundByPartOfTheirGitHubLogin() throws {
        let library = try Self.library()
        let output = try CommandRunner.run(["lend", "dune", "--to", "iyer-blr", "--root", library.root.path, "--on", "2026-03-01", "--as-of", "2026-03-01", "--dry-run"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasSuffix("Lent \"Dune\" to Ravi Iyer, due back Sun 15 Mar 2026\nDry run: Lend \"Dune\" to Ravi Iyer; nothing was written.\n"), "\(output.stdout)")
    }

    @Test func aRequestIsClosedOnADayBetweenItsRequestAndToday() throws {
        let library = try Self.library()
        try library.write("content/loans/r.json", TestLibrary.loan(status: "requested", requested: "2026-02-10"))
        let before = SiteTree(library.root)
        let later = try CommandRunner.run(["cancel", "r", "--on", "2026-03-05", "--root", library.root.path, "--as-of", "2026-03-01"])
        #expect(later.status == 1)
        #expect(later.stderr == "libgen: 2026-03-05 is after today (2026-03-01); record the request as cancelled on or after the day it happens\n")
        let earlier = try CommandRunner.run(["reject", "r", "--on", "2026-02-01", "--root", library.root.path, "--as-of", "2026-03-01"])
        #expect(earlier.status == 1)
        #expect(earlier.stderr == "libgen: 2026-02-01 is before the request was made (2026-02-10); a request is rejected on or after that day\n")
        #expect(SiteTree(library.root) == before, "refused edits write nothing")
        let done = try CommandRunner.run(["reject", "r", "--on", "2026-02-20", "--root", library.root.path, "--as-of", "2026-03-01"])
        #expect(done.status == 0, "\(done.stderr)")
    }

    @Test func aControlCharacterInWhatARefusalPrintsIsShownVisibly() throws {
        let library = try Self.library()
        let unknown = try CommandRunner.run(["lend", "du\u{1B}ne", "--to", "ravi", "--root", library.root.path, "--as-of", "2026-03-01"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "libgen: no book \"du\\u{1B}ne\" (did you mean \"Dune\"?); name it by id, title or ISBN\n")
    }
}
