@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport
import Foundation
import Testing

/// `libgen build` run as a user runs it.
@Suite struct BuildCommandTests {
    @Test func buildingTheExampleWritesTheSiteAndSaysWhereToOpenIt() throws {
        let out = TemporaryFolder.url("libgen-e2e")
        let output = try CommandRunner.run(["build", "--root", CommandRunner.packageRoot.path, "--out", out.path, "--as-of", "2026-11-22"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Built 231 files into \(out.path)/ in "))
        #expect(output.stdout.hasSuffix("Open \(out.path)/index.html\n"))
        #expect(output.stderr == "", "no progress line when not on a terminal")
        // Paths printed are relative to the library root when the output folder is named so.
        let library = try TestLibrary([:])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let relative = try CommandRunner.run(["build", "--root", library.root.path, "--out", "site", "--as-of", "2026-06-01"])
        #expect(relative.status == 0 && relative.stdout.hasSuffix(" changed). Open site/index.html\n"), "\(relative.stdout)")
        let missing = try CommandRunner.run(["build", "--root", library.root.path, "--out", "site", "--templates", library.root.appendingPathComponent("nowhere").path])
        #expect(missing.status == 2 && missing.stderr == "libgen: \(library.root.appendingPathComponent("nowhere").path): no such templates folder\n")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("books/dune/index.html").path))
    }

    @Test func aLibraryWithErrorsPrintsThemExitsOneAndWritesNothing() throws {
        let library = try TestLibrary(["content/loans/a.json": "{"])
        let output = try CommandRunner.run(["build", "--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("content/loans/a.json:1:2: error: invalid JSON: unexpected end of file inside an object opened at 1:1; a `}` is missing [parse.json]\n"))
        #expect(output.stdout.hasSuffix("The library has errors; nothing was written to public.\n"))
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent("public").path))
    }

    /// `--allow-errors` (the workflow's publish step): one bad record never takes the site down.
    /// The errors are printed, the broken records left out as `check` leaves them out, exit 0; a
    /// `library.json` that cannot be read still stops it (every page would rest on guessed settings).
    @Test func allowErrorsPublishesTheLibraryWithTheBrokenRecordsLeftOut() throws {
        let library = try TestLibrary([
            "content/books/emma.md": "---\ntitle: [Emma\n---\n",
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01"),
            "content/loans/b.json": "{",
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let output = try CommandRunner.run(["build", "--root", library.root.path, "--as-of", "2026-05-10", "--allow-errors"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.hasPrefix("content/books/emma.md:3:1: error: invalid YAML in the front matter"), "\(output.stdout)")
        #expect(output.stdout.contains("content/loans/b.json:1:2: error: invalid JSON"))
        #expect(output.stdout.contains("2 errors, 0 warnings — 2 books, 2 members, 2 loans, 0 swaps\nThe library has errors: the records they are in were left out of the site (--allow-errors).\nBuilt "), "\(output.stdout)")
        let dune = try String(contentsOf: library.root.appendingPathComponent("public/books/dune/index.html"), encoding: .utf8)
        #expect(dune.contains("On loan"), "the ledger's answer for the book that is fine")
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent("public/books/emma").path))
        // Without the flag: as before, nothing touched.
        try library.write("content/loans/a.json", TestLibrary.loan(status: "returned", lent: "2026-05-01", returned: "2026-05-05"))
        let refused = try CommandRunner.run(["build", "--root", library.root.path, "--as-of", "2026-05-10"])
        #expect(refused.status == 1)
        #expect(try String(contentsOf: library.root.appendingPathComponent("public/books/dune/index.html"), encoding: .utf8) == dune)
        try library.write("content/library.json", "{\"name\": \"Test Circle\",}")
        let unreadable = try CommandRunner.run(["build", "--root", library.root.path, "--as-of", "2026-05-10", "--allow-errors"])
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.hasPrefix("libgen: content/library.json:1:24: error: invalid JSON"), "\(unreadable.stderr)")
        #expect(try String(contentsOf: library.root.appendingPathComponent("public/books/dune/index.html"), encoding: .utf8) == dune, "the previous site stays")
    }

    /// Errors the rules find (after the books' descriptions have begun to render ahead of their
    /// pages): printed, exit 1, nothing written, the descriptions rendered meanwhile dropped.
    @Test func aLibraryWithCrossFileErrorsPrintsThemExitsOneAndWritesNothing() throws {
        let library = try TestLibrary([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "ravi"),
            "content/books/persuasion.md": TestLibrary.book("Persuasion", owner: "ravi"),
            "content/loans/a.json": #"{"book": "dunex", "borrower": "ravi", "status": "lent", "lent": "2026-03-01"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        for _ in 0..<3 {
            let output = try CommandRunner.run(["build", "--root", library.root.path, "--as-of", "2026-06-01"])
            #expect(output.status == 1, "\(output.stderr)")
            #expect(output.stdout.hasPrefix("content/loans/a.json:1:10: error: "), "\(output.stdout)")
            #expect(output.stdout.hasSuffix("The library has errors; nothing was written to public.\n"))
            #expect(output.stderr == "")
            #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent("public").path))
        }
    }

    /// A named pipe where the contacts file should be, with nothing writing to it: read as
    /// empty at once, never waited on for ever.
    @Test func aPipeAsTheContactsFileDoesNotHang() throws {
        let library = try TestLibrary()
        defer { try? FileManager.default.removeItem(at: library.root) }
        #expect(mkfifo(library.root.appendingPathComponent("contacts.json").path, 0o600) == 0)
        let output = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(output.status == 1 || output.status == 2, "\(output.stdout)\(output.stderr)")
        #expect((output.stdout + output.stderr).contains("contacts.json"))
    }

    @Test func anUnsafeOutputFolderExitsTwo() throws {
        let library = try TestLibrary()
        let output = try CommandRunner.run(["build", "--root", library.root.path, "--out", "content"])
        #expect(output.status == 2)
        #expect(output.stderr == "libgen: refusing to write the site to \(library.root.path)/content: it lies inside content/\n")
    }

    @Test func theOutputFolderIsRelativeToTheRoot() throws {
        let library = try TestLibrary()
        let output = try CommandRunner.run(["build", "--root", library.root.path, "--as-of", "2026-06-01", "--quiet"])
        #expect(output.status == 0)
        #expect(FileManager.default.fileExists(atPath: library.root.appendingPathComponent("public/index.html").path))
    }
}
