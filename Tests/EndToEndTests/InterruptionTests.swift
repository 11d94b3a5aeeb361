@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport
import Foundation
import Testing

/// Builds and edits killed with SIGKILL at several points never leave a
/// half-written site or content file.
@Suite(.serialized) struct InterruptionTests {
    /// A library big enough that a build takes a while: 1,500 books.
    static func bigLibrary() throws -> TestLibrary {
        let library = try TestLibrary()
        for index in 0..<1500 {
            try library.write("content/books/b\(index).md", TestLibrary.book("Book \(index)", owner: "anita",
                                                                            extra: "genres: [G\(index % 40)]\n"))
        }
        return library
    }

    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func aKilledBuildLeavesThePreviousSiteWhole() throws {
        let library = try Self.bigLibrary()
        let out = library.root.appendingPathComponent("public")
        let build = ["build", "--root", library.root.path, "--as-of", "2026-06-01", "--quiet"]
        #expect(try CommandRunner.run(build).status == 0)
        let before = SiteTree(out)
        try library.write("content/books/b0.md", TestLibrary.book("A New Title", owner: "anita"))
        let reference = library.root.appendingPathComponent("reference")
        #expect(try CommandRunner.run(build + ["--out", "reference"]).status == 0)
        var after = SiteTree(reference)
        after.files[".libgen-site"] = before.files[".libgen-site"]
        for delay in [0.005, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5] {
            let process = try Self.start(build)
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = SiteTree(out)
            #expect(now == before || now == after, "after a kill at \(delay) s the site is neither the old one nor the new one")
        }
        #expect(try CommandRunner.run(build).status == 0)
        #expect(SiteTree(out) == after)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: library.root.path).filter { $0.hasPrefix(".public.libgen-") }
        #expect(leftovers == [])
    }

    @Test func aKilledEditNeverLeavesAHalfWrittenFile() throws {
        let library = try Self.bigLibrary()
        let loan = library.root.appendingPathComponent("content/loans/2026/2026-03-01-b1-ravi.json")
        for (index, delay) in [0.0, 0.005, 0.01, 0.02, 0.04, 0.08].enumerated() {
            let process = try Self.start(["lend", "b1", "--to", "ravi", "--on", "2026-03-01", "--root", library.root.path])
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if let data = FileManager.default.contents(atPath: loan.path) {
                #expect(String(decoding: data, as: UTF8.self) == "{\n  \"book\": \"b1\",\n  \"borrower\": \"ravi\",\n  \"status\": \"lent\",\n  \"lent\": \"2026-03-01\"\n}\n",
                        "kill \(index): the file is whole or absent")
                try FileManager.default.removeItem(at: loan)
            }
            let folder = loan.deletingLastPathComponent().path
            let temporary = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".") }
            for name in temporary { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
            #expect(try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01"]).status == 0)
        }
    }
}
