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

    /// A workflow that cannot be pinned to a commit is said so, with the fix; a pinned one is quiet.
    @Test func anUnpinnedActionIsSaidWithTheFix() throws {
        let folder = TemporaryFolder.url("libgen-init")
        defer { try? FileManager.default.removeItem(at: folder) }
        let unpinned = try CommandRunner.run(["init", folder.appendingPathComponent("a").path, "--name", "A", "--quiet", "--action", "maple/libgen@v1"])
        #expect(unpinned.status == 0)
        #expect(unpinned.stderr == "warning: .github/workflows/library.yml uses maple/libgen@v1, a tag that can be moved to other code: pin it to a commit with --action OWNER/REPO@SHA (the commit of a libgen release), or run init from a release archive, whose libgen pins the commit it was built from\n")
        let pinned = try CommandRunner.run(["init", folder.appendingPathComponent("b").path, "--name", "B", "--quiet", "--action", "maple/libgen@0123456789abcdef0123456789abcdef01234567"])
        #expect(pinned.status == 0 && pinned.stderr == "", "\(pinned.stderr)")
    }

    /// The same book added twice by its owner is refused unless a second copy is meant.
    @Test func aSecondCopyIsAddedOnlyWhenMeant() throws {
        let library = try TestLibrary()
        defer { try? FileManager.default.removeItem(at: library.root) }
        let again = try CommandRunner.run(["add", "book", "--title", "dune", "--author", "Frank Herbert", "--owner", "anita", "--root", library.root.path])
        #expect(again.status == 1)
        #expect(again.stderr == "libgen: Anita Desai shares \"Dune\" already (content/books/dune.md); to add a second copy, pass --copy\n")
        let copy = try CommandRunner.run(["add", "book", "--title", "Dune", "--author", "Frank Herbert", "--owner", "anita", "--copy", "--root", library.root.path])
        #expect(copy.status == 0 && copy.stdout.hasPrefix("content/books/dune-2.md\n"), "\(copy.stdout)\(copy.stderr)")
        // Another owner's copy is no duplicate.
        let ravis = try CommandRunner.run(["add", "book", "--title", "Dune", "--author", "Frank Herbert", "--owner", "ravi", "--root", library.root.path])
        #expect(ravis.status == 0, "\(ravis.stderr)")
    }

    /// A name or a title typed nearly right is offered, in every command that names one.
    @Test func nearNamesAndTitlesAreOffered() throws {
        let library = try TestLibrary([
            "content/books/hunger.md": TestLibrary.book("The Hunger Games", owner: "anita"),
            "content/members/arjun.json": TestLibrary.member("Arjun Mehta", joined: "2025-01-01"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let title = try CommandRunner.run(["request", "Hunger Gams", "--by", "ravi", "--root", library.root.path])
        #expect(title.status == 2 && title.stderr == "libgen: no book \"Hunger Gams\" (did you mean \"The Hunger Games\"?); name it by id, title or ISBN\n", "\(title.stderr)")
        let name = try CommandRunner.run(["report", "history", "--member", "Arjun Metha", "--root", library.root.path])
        #expect(name.status == 2 && name.stderr.contains("(did you mean \"Arjun Mehta\"?)"), "\(name.stderr)")
    }

    /// Re-importing an export never brings back a book its member gave away.
    @Test func aBookGivenAwayIsNotImportedAgain() throws {
        let library = try TestLibrary([
            "content/books/alchemist.md": TestLibrary.book("The Alchemist", owner: "ravi", extra: "isbn: 9780062315007\n"),
            "content/swaps/gift.json": TestLibrary.swap(date: "2026-03-01", from: "anita", to: "ravi", gives: ["alchemist"]),
            "export.csv": "Title,Author,ISBN\nThe Alchemist,Frank Herbert,\nKim,Rudyard Kipling,\n",
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let output = try CommandRunner.run(["import", "csv", library.root.appendingPathComponent("export.csv").path, "--owner", "anita", "--root", library.root.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("line 2 \"The Alchemist\": skipped, Anita Desai gave it away (swap gift); it is another's book now"), "\(output.stdout)")
        #expect(output.stdout.contains("content/books/kim.md"), "\(output.stdout)")
    }
}
