@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport
import Foundation
import Testing

/// `libgen check` run as a user runs it: output formats, exit codes, bad input.
@Suite struct CheckCommandTests {
    static let example = CommandRunner.packageRoot.path

    @Test(arguments: ["text", "github", "json"])
    func theExampleLibraryMatchesItsGoldenOutput(format: String) throws {
        let output = try CommandRunner.run(["check", "--root", Self.example, "--as-of", "2026-11-22", "--format", format])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        let mismatch = Golden.mismatch(output.stdout, "example/check.\(format == "github" ? "github.txt" : format == "json" ? "json" : "txt")")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// A file or folder whose name is not UTF-8, or a named pipe among the loans, is one warning,
    /// and the rest is checked; the same with the parse cache warm.
    @Test func aNameThatIsNotUTF8IsAWarningNotTheEndOfTheCheck() throws {
        let library = try TestLibrary()
        defer { try? FileManager.default.removeItem(at: library.root) }
        let members = library.root.appendingPathComponent("content/members").path
        let loans = library.root.appendingPathComponent("content/loans").path
        try FileManager.default.createDirectory(atPath: loans, withIntermediateDirectories: true)
        for (folder, name) in [(members, [UInt8]("a".utf8) + [0xFF] + [UInt8]("b.json".utf8)), (loans, [0xFE])] {
            let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
            let made = path.withUnsafeBufferPointer { pointer in
                pointer.withMemoryRebound(to: CChar.self) { name.count == 1 ? mkdir($0.baseAddress!, 0o755) : creat($0.baseAddress!, 0o644) }
            }
            #expect(made >= 0)
        }
        #expect(mkfifo(loans + "/pipe.json", 0o600) == 0)
        for _ in 0..<2 {
            let output = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01"])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout == """
                content/loans/pipe.json:1:1: warning: this is not a regular file (a named pipe, a socket or a device); it is ignored: replace it with the file itself [file.unexpected]
                content/loans/\u{FFFD}:1:1: warning: this name is not valid UTF-8 (shown with \u{FFFD}); the folder is ignored: rename it [file.unexpected]
                content/members/a\u{FFFD}b.json:1:1: warning: this name is not valid UTF-8 (shown with \u{FFFD}); the file is ignored: rename it [file.unexpected]
                0 errors, 3 warnings — 1 book, 2 members, 0 loans, 0 swaps

                """)
        }
    }

    /// A named pipe where `library.json` belongs cannot be read: exit 2 naming it, not a check
    /// under default settings with nothing said (and never a wait on the pipe).
    @Test func aLibraryJSONThatIsNotARegularFileCannotBeRead() throws {
        let library = try TestLibrary()
        defer { try? FileManager.default.removeItem(at: library.root) }
        let path = library.root.appendingPathComponent("content/library.json").path
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        let output = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(output.status == 2)
        #expect(output.stderr == "libgen: content/library.json: cannot read: it is not a regular file (a named pipe, a socket or a device); replace it with the library's settings file\n", "\(output.stderr)")
    }

    /// A folder of records libgen cannot list, or a file where that folder belongs: exit 2 naming
    /// it, never a check (or a site) of the library without its records and nothing said.
    @Test func aFolderThatCannotBeListedStopsTheCommand() throws {
        let made = try TestLibrary(["content/loans/2026/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01")])
        defer { try? FileManager.default.removeItem(at: made.root) }
        // Root lists any folder: the command then runs as nobody, as a librarian's account would,
        // on a copy in /tmp itself (the test's temporary folder may be one only its owner can enter).
        let asNobody = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let root = asNobody.isEmpty ? made.root : URL(fileURLWithPath: "/tmp/libgen-unlisted-\(UUID().uuidString)")
        if !asNobody.isEmpty { try FileManager.default.copyItem(at: made.root, to: root) }
        defer { if !asNobody.isEmpty { try? FileManager.default.removeItem(at: root) } }
        let library = TestLibrary(existing: root)
        let folder = library.root.appendingPathComponent("content/loans/2026").path
        #expect(chmod(folder, 0) == 0)
        defer { chmod(folder, 0o755) }
        for command in ["check", "build"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: asNobody.first ?? CommandRunner.executable.path)
            process.arguments = Array(asNobody.dropFirst()) + (asNobody.isEmpty ? [] : [CommandRunner.executable.path])
                + [command, "--root", library.root.path, "--as-of", "2026-06-01", "--no-cache", "--quiet"]
                + (command == "build" ? ["--out", "/tmp/libgen-unlisted-out-\(getpid())"] : [])
            let err = Pipe()
            process.standardError = err
            process.standardOutput = Pipe()
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2, "\(command): \(message)")
            #expect(message == "libgen: content/loans/2026: cannot read: Permission denied (a folder libgen cannot list)\n", "\(command)")
            #expect(!FileManager.default.fileExists(atPath: "/tmp/libgen-unlisted-out-\(getpid())"))
        }
        chmod(folder, 0o755)
        try FileManager.default.removeItem(atPath: library.root.appendingPathComponent("content/loans").path)
        try library.write("content/loans", "not a folder")
        let file = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(file.status == 2)
        #expect(file.stderr == "libgen: content/loans: cannot read: it is a file, but loans/ must be a folder holding one file per record\n")
    }

    @Test func theExampleLibraryHasNoErrors() throws {
        let output = try CommandRunner.run(["check", "--root", Self.example, "--as-of", "2026-11-22", "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let summary = json?["summary"] as? [String: Int]
        #expect(summary?["errors"] == 0)
        #expect(summary?["books"] == 32)
        #expect(summary?["loans"] == 68)
    }

    @Test func overdueErrorFailsTheCheckAndOverdueOffHidesIt() throws {
        let error = try CommandRunner.run(["check", "--root", Self.example, "--as-of", "2026-11-22", "--overdue", "error"])
        #expect(error.status == 1)
        #expect(error.stdout.contains("content/loans/2026/2026-10-08-a-suitable-boy-vikram.json:4:13: error: \"A Suitable Boy\" (a-suitable-boy) lent to Vikram Joshi (vikram) was due back on 2026-11-16 and is 6 days overdue; record its return or a renewal [loan.overdue]\n"))
        #expect(error.stdout.hasSuffix("2 errors, 0 warnings — 32 books, 13 members, 68 loans, 6 swaps\n"))
        let off = try CommandRunner.run(["check", "--root", Self.example, "--as-of", "2026-11-22", "--overdue", "off"])
        #expect(off.status == 0)
        #expect(off.stdout == "0 errors, 0 warnings — 32 books, 13 members, 68 loans, 6 swaps\n")
    }

    @Test func aLibraryWithErrorsExitsOneInEveryFormat() throws {
        let library = try TestLibrary([
            "content/members/meera.json": "{\n  \"name\": \"Meera\",\n  \"joined\": 2025\n}\n",
        ])
        let text = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(text.status == 1)
        #expect(text.stdout == "content/members/meera.json:3:13: error: `joined` must be a date written \"YYYY-MM-DD\", not a number [field.type]\n1 error, 0 warnings — 1 book, 3 members, 0 loans, 0 swaps\n")
        let github = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01", "--format", "github"])
        #expect(github.status == 1)
        #expect(github.stdout.hasPrefix("::error file=content/members/meera.json,line=3,col=13,title=field.type::`joined` must be a date written \"YYYY-MM-DD\", not a number\n"))
    }

    @Test func githubFormatEscapesPercentNewlinesColonsAndCommas() throws {
        let library = try TestLibrary([
            "content/members/a,b%c.json": TestLibrary.member("X", joined: "2025-01-01"),
        ])
        let output = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01", "--format", "github"])
        #expect(output.stdout.hasPrefix("::error file=content/members/a%2Cb%25c.json,line=1,col=1,title=id.invalid::\"a,b%25c\" is not a valid id"))
    }

    @Test func invalidJSONReportsItsLineAndColumn() throws {
        let library = try TestLibrary(["content/loans/a.json": "{\n  \"book\": \"dune\",,\n}\n"])
        let output = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("content/loans/a.json:2:18: error: invalid JSON: unexpected ','; a key in double quotes was expected [parse.json]\n"))
    }

    @Test func aFileThatIsNotUTF8IsReportedNotCrashedOn() throws {
        let library = try TestLibrary()
        try library.write("content/books/emma.md", Data([0x2D, 0x2D, 0x2D, 0x0A, 0xFF, 0xFE, 0x0A]))
        let output = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("content/books/emma.md:2:1: error: the file is not valid UTF-8 (first bad byte at line 2, column 1); save it as UTF-8 [parse.encoding]\n"))
    }

    @Test func aFolderWithoutLibraryJSONExitsTwoWithAClearMessage() throws {
        let library = try TestLibrary(["content/library.json": nil])
        let output = try CommandRunner.run(["check", "--root", library.root.path])
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr == "libgen: \(library.root.path): no content/library.json here; run libgen in a library's root folder, pass --root, or create one with `libgen init`\n")
    }

    /// A `library.json` that cannot be read is one diagnostic and exit 2 (CLI.md v1.3): nothing is
    /// judged on defaults the library never chose, and no edit is made on them (nothing written).
    @Test func unreadableSettingsAreOneDiagnosticAndStopEdits() throws {
        let library = try TestLibrary([
            "content/library.json": "{\"name\": ",
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-01-01"),
        ])
        let check = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(check.status == 2)
        #expect(check.stdout == "content/library.json:1:10: error: invalid JSON: unexpected end of file; a value was expected [parse.json]\n", "\(check.stdout)")
        let before = SiteTree(library.root)
        let lend = try CommandRunner.run(["lend", "dune", "--to", "ravi", "--root", library.root.path, "--on", "2026-06-01"])
        #expect(lend.status == 2)
        #expect(lend.stdout == "")
        #expect(lend.stderr == "libgen: content/library.json:1:10: error: invalid JSON: unexpected end of file; a value was expected [parse.json] — nothing was judged, as every date, due day and right depends on it: mend it first\n")
        #expect(SiteTree(library.root) == before)
    }

    /// `build` and `serve` too: exit 2 at once, nothing written in the folder (no cache lock), no server left running.
    @Test(arguments: [["build"], ["serve", "--port", "0"]])
    func buildAndServeWithoutLibraryJSONExitTwoAndWriteNothing(command: [String]) throws {
        let library = try TestLibrary(["content/library.json": nil])
        let before = try FileManager.default.subpathsOfDirectory(atPath: library.root.path).sorted()
        let output = try CommandRunner.run(command + ["--root", library.root.path])
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr == "libgen: \(library.root.path): no content/library.json here; run libgen in a library's root folder, pass --root, or create one with `libgen init`\n")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: library.root.path).sorted() == before)
    }

    /// CLI.md: --quiet drops closing summaries, never a diagnostic; in github format the summary
    /// is a workflow command (a notice) like every other line.
    @Test func quietDropsTheSummaryAndGithubLinesAreAllWorkflowCommands() throws {
        let quiet = try CommandRunner.run(["check", "--root", Self.example, "--as-of", "2026-11-22", "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stdout.split(separator: "\n").count == 2 && quiet.stdout.split(separator: "\n").allSatisfy { $0.hasSuffix("[loan.overdue]") })
        let github = try CommandRunner.run(["check", "--root", Self.example, "--as-of", "2026-11-22", "--format", "github"])
        #expect(github.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::") })
        #expect(github.stdout.hasSuffix("::notice title=libgen check::0 errors, 2 warnings — 32 books, 13 members, 68 loans, 6 swaps\n"))
    }

    /// No command at all is a bad argument: the help on standard error, exit 2.
    @Test func noCommandExitsTwoWithTheHelp() throws {
        let output = try CommandRunner.run([])
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr.contains("USAGE: libgen <subcommand>"))
    }

    @Test(arguments: [["check", "--as-of", "2026-02-30"], ["check", "--format", "xml"], ["check", "--overdue", "maybe"], ["check", "--bogus"], ["frobnicate"]])
    func badArgumentsExitTwo(arguments: [String]) throws {
        let output = try CommandRunner.run(arguments + ["--root", Self.example])
        #expect(output.status == 2)
        #expect(output.stderr.contains("Error:"))
        #expect(!output.stderr.contains("Fatal error"))
    }

    @Test func theRootDefaultsToTheCurrentDirectory() throws {
        let output = try CommandRunner.run(["check", "--as-of", "2026-11-22", "--overdue", "off"], in: URL(fileURLWithPath: Self.example))
        #expect(output.status == 0)
        #expect(output.stdout == "0 errors, 0 warnings — 32 books, 13 members, 68 loans, 6 swaps\n")
    }
}
